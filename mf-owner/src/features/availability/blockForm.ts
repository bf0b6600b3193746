import type { BlockCreate, DayHours } from '@venues/contracts';
import { hoursOn, wholeDays, type Day } from './venueTime';

// The block form's values: whole days (a range) or hours on one day, in the venue's zone; what the
// server is sent; where its field errors go. Their checks are in blockRules.ts (loaded at submit).

export interface BlockFormValues {
  mode: 'days' | 'hours';
  /** Whole days: the first and last day, both blocked. */
  first: Day;
  last: Day;
  /** Hours: the day and the times (HH:MM; an end of 00:00 is the midnight that ends the day). */
  day: Day;
  start: string;
  end: string;
  note: string;
  /** The spaces to block (one block each, all or none); one space goes to that space's own route. */
  space_ids: string[];
}

/** The form for a day (whole day) or an hour on it (hours), for these spaces; hours default to the day's opening hours. */
export function initialBlockValues(day: Day, hours: DayHours | null, hour?: number, spaceIds: string[] = []): BlockFormValues {
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  const base = { first: day, last: day, day, note: '', space_ids: spaceIds };
  if (hour !== undefined) return { ...base, mode: 'hours', start: at(hour), end: at(hour + 1) };
  return { ...base, mode: 'days', start: hours?.open ?? '09:00', end: !hours || hours.close === '24:00' || hours.close <= hours.open ? '00:00' : hours.close };
}

/** What POST /spaces/{id}/blocks is sent (and POST /venues/{id}/blocks, with `space_ids`): times with the venue's offset on those days. */
export function blockBodyOf(v: BlockFormValues, timeZone: string): BlockCreate {
  const when = v.mode === 'days' ? wholeDays(v.first, v.last, timeZone) : hoursOn(v.day, v.start, v.end, timeZone);
  return { ...when, note: v.note.trim() };
}

/** The form field a server field error belongs to. */
export function formFieldOf(serverField: string, mode: BlockFormValues['mode']): keyof BlockFormValues | undefined {
  if (serverField === 'note') return 'note';
  if (serverField === 'space_ids' || serverField.startsWith('space_ids.')) return 'space_ids';
  if (serverField === 'start_at') return mode === 'days' ? 'first' : 'start';
  if (serverField === 'end_at') return mode === 'days' ? 'last' : 'end';
  return undefined;
}
