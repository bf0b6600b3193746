import type { Control } from 'react-hook-form';
import { Input, InputNumber } from 'antd';
import { z } from 'zod';
import { ENQUIRY_LIMITS } from '@venues/contracts';
import { FormField } from '@venues/ui';
import { todayIn } from '../lib/zoned';

/** The event's slot as the venue's calendar shows it: the same four fields in every form that asks. */
export interface SlotValues {
  event_date: string;
  start_time: string;
  end_time: string;
  guests: number;
}

export const slotShape = {
  event_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  start_time: z.string().regex(/^\d{2}:\d{2}$/, 'Choose a start time'),
  end_time: z.string().regex(/^\d{2}:\d{2}$/, 'Choose an end time'),
  guests: z.number({ message: 'How many guests?' }).int('Guests must be a whole number').min(1, 'At least 1 guest').max(ENQUIRY_LIMITS.guests),
};
/** For `.refine(...endsAfterStart)`: the slot ends after it starts (the same day). */
export const endsAfterStart: [(v: SlotValues) => boolean, { path: string[]; message: string }] = [
  (v) => v.end_time > v.start_time,
  { path: ['end_time'], message: 'End time must be after the start time' },
];

/** Date, from, to and guests in one row; `zone` is the venue's (unknown for several venues at once). */
export function SlotFields<T extends SlotValues>({ control, zone }: { control: Control<T>; zone?: string }) {
  // Every form using this row names its fields alike (SlotValues), so one control type serves.
  const c = control as unknown as Control<SlotValues>;
  return (
    <div className="enq-row">
      <FormField control={c} name="event_date" label="Date" hint={zone ? `In the venue’s time (${zone})` : undefined}>
        {(field, a11y) => <Input {...field} {...a11y} type="date" min={todayIn(zone)} />}
      </FormField>
      <FormField control={c} name="start_time" label="From">
        {(field, a11y) => <Input {...field} {...a11y} type="time" />}
      </FormField>
      <FormField control={c} name="end_time" label="To">
        {(field, a11y) => <Input {...field} {...a11y} type="time" />}
      </FormField>
      <FormField control={c} name="guests" label="Guests">
        {(field, a11y) => <InputNumber {...field} {...a11y} min={1} max={ENQUIRY_LIMITS.guests} style={{ width: '100%' }} onChange={(v) => field.onChange(v ?? undefined)} />}
      </FormField>
    </div>
  );
}
