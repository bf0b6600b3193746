import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ENQUIRY_LIMITS, EVENT_LIMITS } from '@venues/contracts';
import { Field } from '@venues/mf-kit';
import { todayIn } from '../lib/zoned';

/** The last day an event may be on (the server refuses later ones, naming the date). */
const lastDayIn = (zone?: string) => todayIn(zone, EVENT_LIMITS.maxDaysAhead);

/** The event's slot as the venue's calendar shows it: the same four fields in every form that asks. */
export interface SlotValues {
  event_date: string;
  start_time: string;
  end_time: string;
  guests: number;
}

/**
 * Date, from, to and guests in one row (their rules: lib/formRules.ts); `zone` is the venue's
 * (unknown for several venues at once).
 */
export function SlotFields<T extends SlotValues>({ register, errors, zone }: { register: UseFormRegister<T>; errors: FieldErrors<T>; zone?: string }) {
  // Every form using this row names its fields alike (SlotValues), so one register type serves.
  const r = register as unknown as UseFormRegister<SlotValues>;
  const e = errors as FieldErrors<SlotValues>;
  const id = useId();
  return (
    <div className="enq-row">
      <Field id={`${id}-date`} label="Date" hint={zone ? `In the venue’s time (${zone})` : undefined} error={e.event_date?.message}>
        {(a11y) => <input {...r('event_date')} {...a11y} className="ui-input" type="date" min={todayIn(zone)} max={lastDayIn(zone)} />}
      </Field>
      <Field id={`${id}-from`} label="From" error={e.start_time?.message}>
        {(a11y) => <input {...r('start_time')} {...a11y} className="ui-input" type="time" />}
      </Field>
      <Field id={`${id}-to`} label="To" error={e.end_time?.message}>
        {(a11y) => <input {...r('end_time')} {...a11y} className="ui-input" type="time" />}
      </Field>
      <Field id={`${id}-guests`} label="Guests" error={e.guests?.message}>
        {(a11y) => <input {...r('guests', { valueAsNumber: true })} {...a11y} className="ui-input" type="number" inputMode="numeric" min={1} max={ENQUIRY_LIMITS.guests} step={1} />}
      </Field>
    </div>
  );
}
