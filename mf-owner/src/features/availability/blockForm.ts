import { z } from 'zod';
import { AVAILABILITY_LIMITS, type BlockCreate, type DayHours } from '@venues/contracts';
import { daysBetween, hoursOn, isDay, isTime, wholeDays, type Day } from './zonedTime';

// The block form's values and their checks: whole days (a range) or hours on one day, in the
// venue's zone; what the server is sent; where its field errors go.

export const blockFormSchema = z
  .object({
    mode: z.enum(['days', 'hours']),
    first: z.string(),
    last: z.string(),
    day: z.string(),
    start: z.string(),
    end: z.string(),
    note: z.string().trim().max(AVAILABILITY_LIMITS.note, `Keep the note to ${AVAILABILITY_LIMITS.note} characters`),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof BlockFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.mode === 'days') {
      if (!isDay(v.first)) issue('first', 'Choose the first day');
      if (!isDay(v.last)) issue('last', 'Choose the last day');
      else if (isDay(v.first) && v.last < v.first) issue('last', 'Choose a last day on or after the first day');
      else if (isDay(v.first) && daysBetween(v.first, v.last) + 1 > AVAILABILITY_LIMITS.maxBlockDays) issue('last', `A block lasts at most ${AVAILABILITY_LIMITS.maxBlockDays} days: split it in two`);
      return;
    }
    if (!isDay(v.day)) issue('day', 'Choose the day');
    if (!isTime(v.start)) issue('start', 'Choose the start time');
    if (!isTime(v.end)) issue('end', 'Choose the end time');
    else if (isTime(v.start) && v.end !== '00:00' && v.end <= v.start) issue('end', 'Choose an end after the start (00:00 is midnight)');
  });
export type BlockFormValues = z.input<typeof blockFormSchema>;

/** The form for a day (whole day) or an hour on it (hours); hours default to the day's opening hours. */
export function initialBlockValues(day: Day, hours: DayHours | null, hour?: number): BlockFormValues {
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  const base = { first: day, last: day, day, note: '' };
  if (hour !== undefined) return { ...base, mode: 'hours', start: at(hour), end: at(hour + 1) };
  return { ...base, mode: 'days', start: hours?.open ?? '09:00', end: !hours || hours.close === '24:00' || hours.close <= hours.open ? '00:00' : hours.close };
}

/** What POST /spaces/{id}/blocks is sent: times with the venue's offset on those days. */
export function blockBodyOf(v: BlockFormValues, timeZone: string): BlockCreate {
  const when = v.mode === 'days' ? wholeDays(v.first, v.last, timeZone) : hoursOn(v.day, v.start, v.end, timeZone);
  return { ...when, note: v.note.trim() };
}

/** The form field a server field error belongs to. */
export function formFieldOf(serverField: string, mode: BlockFormValues['mode']): keyof BlockFormValues | undefined {
  if (serverField === 'note') return 'note';
  if (serverField === 'start_at') return mode === 'days' ? 'first' : 'start';
  if (serverField === 'end_at') return mode === 'days' ? 'last' : 'end';
  return undefined;
}
