import type { Weekday } from './owner-lists';

// Instant book's limits, types and rules, free of zod: the public venue page imports these (its
// weight budget, docs/performance.md); the request schemas are in ./instant-book.

export const INSTANT_BOOK_LIMITS = {
  /** Minimum notice, in hours (up to 30 days). */
  maxNoticeHours: 720,
  /** Longest booking, in hours (a day, like the estimate). */
  maxHours: 24,
  /** How long the accepted offer holds the slot for the payment (or until the start, when sooner). */
  holdMinutes: 30,
} as const;

/** One window in the venue's time zone, `HH:MM`, the close after the open (same day; 24:00 = midnight). */
export interface InstantWindow {
  open: string;
  close: string;
}

/** A space's instant-book rules; `hours` per weekday, null = not instantly bookable that day. */
export interface InstantBookRules {
  min_notice_hours: number;
  max_hours: number;
  hours: Record<Weekday, InstantWindow | null>;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The rule a slot breaks (the field and why), or null when the rules allow it. `weekday` is the
 * slot's day in the venue's zone; `hoursUntilStart` how far ahead it starts. Shared by the server
 * (which decides) and the venue page (which says it before asking).
 */
export function instantRuleBroken(
  rules: InstantBookRules,
  slot: { weekday: Weekday; start: string; duration: number; guests: number; maxCapacity: number; hoursUntilStart: number },
): { field: 'date' | 'start' | 'duration' | 'guests'; message: string } | null {
  const w = rules.hours[slot.weekday];
  if (!w) return { field: 'date', message: 'This space cannot be booked instantly on that day' };
  if (slot.hoursUntilStart < rules.min_notice_hours) {
    return { field: slot.hoursUntilStart < 0 ? 'date' : 'start', message: `Book at least ${rules.min_notice_hours} hour${rules.min_notice_hours === 1 ? '' : 's'} ahead` };
  }
  if (slot.duration > rules.max_hours) return { field: 'duration', message: `Book at most ${rules.max_hours} hour${rules.max_hours === 1 ? '' : 's'} instantly` };
  const from = minutesOf(slot.start);
  if (from < minutesOf(w.open) || from + slot.duration * 60 > minutesOf(w.close)) {
    return { field: from < minutesOf(w.open) || from >= minutesOf(w.close) ? 'start' : 'duration', message: `Instant booking takes ${w.open}–${w.close} that day` };
  }
  if (slot.guests > slot.maxCapacity) return { field: 'guests', message: `Takes up to ${slot.maxCapacity.toLocaleString('en')} guests` };
  return null;
}
