import { z } from 'zod';
import { safeString } from './common';
import { calendarDate } from './discovery';
import { WEEKDAYS, type Weekday } from './owner-lists';

/*
 * Instant book (docs/adr/0101-instant-book.md, docs/transactions.md "Instant book"): a space the
 * venue's team marks bookable at once, under its own rules. The customer books and pays in one
 * flow: the server opens the conversation and makes an offer priced like the estimate, already
 * accepted (it holds the slot), and the customer pays it on the existing checkout.
 */

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

const whole = (label: string, min: number, max: number) =>
  z.number({ message: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`);

const OPEN = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const window = z
  .object({
    open: safeString({ message: 'From is required' }).regex(OPEN, 'From must be HH:MM (00:00 to 23:59)'),
    close: safeString({ message: 'Until is required' }).regex(CLOSE, 'Until must be HH:MM (00:00 to 24:00)'),
  })
  .strict()
  .refine((w) => w.close > w.open, { path: ['close'], message: 'Until must be after From (on the same day)' });

/** PATCH /v1/space/{spaceId} `instant_book`: the rules, or null to turn instant book off. */
export const instantBookRulesBody = z
  .object({
    min_notice_hours: whole('Minimum notice', 0, INSTANT_BOOK_LIMITS.maxNoticeHours),
    max_hours: whole('Longest booking', 1, INSTANT_BOOK_LIMITS.maxHours),
    hours: z
      .object(Object.fromEntries(WEEKDAYS.map((d) => [d, window.nullable()])) as Record<Weekday, z.ZodNullable<typeof window>>)
      .strict()
      .refine((h) => WEEKDAYS.some((d) => h[d] !== null), 'Choose at least one day'),
  })
  .strict();

/** POST /v1/venues/{idOrSlug}/spaces/{spaceId}/instant-bookings. */
export const instantBookingBody = z
  .object({
    date: calendarDate,
    start: safeString({ message: 'Start time is required' }).regex(OPEN, 'Start time must be HH:MM (00:00 to 23:59)'),
    duration: whole('Duration', 1, INSTANT_BOOK_LIMITS.maxHours),
    guests: whole('Guests', 1, 100_000),
  })
  .strict();
export type InstantBookingInput = z.input<typeof instantBookingBody>;

/** What an instant booking answers: the conversation and the accepted offer to pay (POST /v1/offers/{id}/checkout). */
export interface InstantBooking {
  enquiry_id: string;
  offer_id: string;
  total_minor: number;
  currency: string;
  expires_at: string;
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
