import type { Control, ControllerRenderProps, FieldValues } from 'react-hook-form';
import dayjs from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import TimePicker from 'antd/es/time-picker';
import { ENQUIRY_LIMITS, EVENT_LIMITS } from '@venues/contracts';
import { FormField, type FieldA11y } from '@venues/ui';
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

type Bound = Pick<ControllerRenderProps<FieldValues, string>, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'>;

/**
 * A date ("2027-03-12", the venue's wall clock) in an antd DatePicker. The form keeps the string;
 * the zone arithmetic stays in luxon (lib/zoned.ts), the picker only shows the wall-clock day.
 */
export function DateInput({ field, a11y, min, max }: { field: Bound; a11y: FieldA11y; min?: string; max?: string }) {
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  return (
    <DatePicker
      {...a11y}
      name={field.name}
      value={value?.isValid() ? value : null}
      format="YYYY-MM-DD"
      style={{ width: '100%' }}
      disabledDate={(d) => {
        const day = d.format('YYYY-MM-DD');
        return (min !== undefined && day < min) || (max !== undefined && day > max);
      }}
      onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : '')}
      onBlur={field.onBlur}
    />
  );
}

/** A time of day ("18:00", the venue's wall clock) in an antd TimePicker. */
export function TimeInput({ field, a11y }: { field: Bound; a11y: FieldA11y }) {
  const value = typeof field.value === 'string' && /^\d{2}:\d{2}$/.test(field.value) ? dayjs(`2000-01-01 ${field.value}`) : null;
  return (
    <TimePicker
      {...a11y}
      name={field.name}
      value={value}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      style={{ width: '100%' }}
      onChange={(d) => field.onChange(d ? d.format('HH:mm') : '')}
      onBlur={field.onBlur}
    />
  );
}

/** A whole or decimal number in an antd InputNumber; empty is NaN, which the zod rules name. */
export function NumberInput({ field, a11y, min, max, step, inputMode }: { field: Bound; a11y: FieldA11y; min?: number; max?: number; step?: number; inputMode?: 'numeric' | 'decimal' }) {
  return (
    <InputNumber
      {...a11y}
      name={field.name}
      value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : null}
      min={min}
      max={max}
      step={step}
      inputMode={inputMode}
      style={{ width: '100%' }}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : NaN)}
      onBlur={field.onBlur}
    />
  );
}

/**
 * Date, from, to and guests in one row (their rules: lib/formRules.ts); `zone` is the venue's
 * (unknown for several venues at once).
 */
export function SlotFields<T extends SlotValues>({ control, zone }: { control: Control<T>; zone?: string }) {
  // Every form using this row names its fields alike (SlotValues), so one control type serves.
  const c = control as unknown as Control<SlotValues>;
  return (
    <Flex wrap gap={12} className="enq-row">
      <div style={{ flex: '1 1 160px' }}>
        <FormField control={c} name="event_date" label="Date" hint={zone ? `In the venue’s time (${zone})` : undefined}>
          {(field, a11y) => <DateInput field={field as unknown as Bound} a11y={a11y} min={todayIn(zone)} max={lastDayIn(zone)} />}
        </FormField>
      </div>
      <div style={{ flex: '1 1 110px' }}>
        <FormField control={c} name="start_time" label="From">
          {(field, a11y) => <TimeInput field={field as unknown as Bound} a11y={a11y} />}
        </FormField>
      </div>
      <div style={{ flex: '1 1 110px' }}>
        <FormField control={c} name="end_time" label="To">
          {(field, a11y) => <TimeInput field={field as unknown as Bound} a11y={a11y} />}
        </FormField>
      </div>
      <div style={{ flex: '1 1 100px' }}>
        <FormField control={c} name="guests" label="Guests">
          {(field, a11y) => <NumberInput field={field as unknown as Bound} a11y={a11y} min={1} max={ENQUIRY_LIMITS.guests} step={1} inputMode="numeric" />}
        </FormField>
      </div>
    </Flex>
  );
}
