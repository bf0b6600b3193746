import { z } from 'zod';
import { safeString } from './common';
import { calendarDate } from './discovery';
import { INSTANT_BOOK_LIMITS } from './instant-book-rules';
import { WEEKDAYS, type Weekday } from './owner-lists';

/*
 * Instant book (docs/adr/0101-instant-book.md, docs/transactions.md "Instant book"): a space the
 * venue's team marks bookable at once, under its own rules. The customer books and pays in one
 * flow: the server opens the conversation and makes an offer priced like the estimate, already
 * accepted (it holds the slot), and the customer pays it on the existing checkout.
 */


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

