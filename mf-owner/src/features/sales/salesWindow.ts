import { daysBetween, localDate, SALES_MAX_DAYS, salesWindow } from '@venues/contracts';

// The report's window and venue as the server's salesQuery (contracts) accepts them, checked by
// hand: the page carries no schema (docs/performance.md). The server checks them again.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A real calendar day as YYYY-MM-DD (2026-02-31 is not). */
export const isCalendarDay = (s: string): boolean => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export const isVenueId = (s: string): boolean => UUID.test(s);

/** What is wrong with a window, per field, in the words the form shows; empty when the server takes it. */
export function windowProblems(from: string, to: string): { from?: string; to?: string } {
  const problems: { from?: string; to?: string } = {};
  if (!isCalendarDay(from)) problems.from = 'Choose the first day';
  if (!isCalendarDay(to)) problems.to = 'Choose the last day';
  else if (!problems.from && to < from) problems.to = 'Choose a last day on or after the first day';
  else if (!problems.from && daysBetween(from, to) >= SALES_MAX_DAYS) problems.to = `A report covers at most ${SALES_MAX_DAYS} days: choose a shorter window`;
  return problems;
}

/** The last day a window starting on `from` may end on. */
export const lastDayFrom = (from: string): string => new Date(Date.parse(`${from}T00:00:00Z`) + (SALES_MAX_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);

export interface WindowPreset {
  label: string;
  from: string;
  to: string;
}

/** Common windows, one click away, on the calendar where the owner is (as salesWindow's default). */
export function windowPresets(today: string = localDate()): WindowPreset[] {
  const year = Number(today.slice(0, 4));
  const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  return [
    { label: 'Last 12 months', ...salesWindow({}, today) },
    { label: 'This year', from: `${year}-01-01`, to: `${year}-12-31` },
    { label: 'Last year', from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
    { label: 'Last 30 days', from: daysAgo(29), to: today },
  ];
}
