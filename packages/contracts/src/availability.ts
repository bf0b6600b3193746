import { z } from 'zod';
import { AVAILABILITY_LIMITS, type AvailabilityBlockKind } from './owner-lists';
import { objectId, safeString, inDateBounds, isCalendarDay, isoDateTime } from './common';
import type { ListingStatus } from './discovery-lists';
import type { BookingStatus, OfferStatus } from './state-machines';
import type { DayHours, OpeningHours } from './owner-lists';

// A space's calendar (docs/availability.md): its bookings, the holds of custom offers
// and the venue's own blocks, which the team adds and removes; and an iCal feed per space behind a
// secret URL. Times are ISO 8601 with an offset; days are YYYY-MM-DD in the venue's time zone.


const day = (label: string) =>
  safeString({ message: `${label} is required (a date, YYYY-MM-DD)` }).refine(isCalendarDay, `${label} must be a date (YYYY-MM-DD)`).refine(...inDateBounds(label));
const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * GET /v1/spaces/{id}/availability: `from` and `to` are days in the venue's time zone, both
 * included, at most AVAILABILITY_LIMITS.maxRangeDays days.
 */
export const availabilityQuery = z
  .object({ from: day('From'), to: day('To') })
  .strict()
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (dayCount(q.from, q.to) > AVAILABILITY_LIMITS.maxRangeDays) ctx.addIssue({ code: 'custom', path: ['to'], message: `A calendar read covers at most ${AVAILABILITY_LIMITS.maxRangeDays} days` });
  });
export type AvailabilityQuery = z.input<typeof availabilityQuery>;

const MAX_BLOCK_MS = AVAILABILITY_LIMITS.maxBlockDays * 86_400_000;

const blockShape = {
  start_at: isoDateTime('Start must be a date and time with its offset (2026-05-01T00:00:00+08:00)', 'Start'),
  end_at: isoDateTime('End must be a date and time with its offset (2026-05-02T00:00:00+08:00)', 'End'),
  note: safeString({ message: 'Note must be text' })
    .trim()
    .max(AVAILABILITY_LIMITS.note, `Note must be at most ${AVAILABILITY_LIMITS.note} characters`)
    .default(''),
};
function checkBlockTimes(b: { start_at: string; end_at: string }, ctx: z.RefinementCtx): void {
  const ms = Date.parse(b.end_at) - Date.parse(b.start_at);
  if (!(ms > 0)) ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'End must be after the start' });
  else if (ms > MAX_BLOCK_MS) ctx.addIssue({ code: 'custom', path: ['end_at'], message: `A block lasts at most ${AVAILABILITY_LIMITS.maxBlockDays} days` });
}

/**
 * POST /v1/spaces/{id}/blocks: the venue takes the space off sale from `start_at` to `end_at`
 * (end excluded). A whole day is the venue's local midnight to the next one.
 */
export const blockBody = z.object(blockShape).strict().superRefine(checkBlockTimes);
export type BlockCreate = z.input<typeof blockBody>;

/** At most this many spaces in one block of several spaces (more than any venue has). */
export const MAX_BLOCK_SPACES = 50;

/**
 * POST /v1/venues/{id}/blocks: the same time blocked in several spaces of one venue at once, one
 * block per space, all or none (docs/adr/0106-back-office-homes-and-venue-blocks.md).
 */
export const venueBlocksBody = z
  .object({
    ...blockShape,
    space_ids: z
      .array(objectId, { message: 'Spaces must be a list of space ids' })
      .min(1, 'Choose at least one space')
      .max(MAX_BLOCK_SPACES, `Choose at most ${MAX_BLOCK_SPACES} spaces`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each space may be chosen once'),
  })
  .strict()
  .superRefine(checkBlockTimes);
export type VenueBlocksCreate = z.input<typeof venueBlocksBody>;
export const availabilityVenueParams = z.object({ id: objectId });

export const availabilitySpaceParams = z.object({ id: objectId });
export const blockParams = z.object({ id: objectId });
/** The secret of a feed URL: 32 random bytes, base64url (43 characters). */
export const calendarFeedParams = z.object({
  token: safeString({ message: 'Token is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Token must be the 43 characters of the feed link'),
});

/** The booking behind a `booking` block. */
export interface AvailabilityBooking {
  _id: string;
  /** BK-… the reference people read out. */
  reference: string;
  enquiry_id: string;
  offer_id: string;
  status: BookingStatus;
  customer_name: string;
  guests: number;
}

/** The custom offer behind a `hold`: it holds the time until it is paid or `expires_at` passes. */
export interface AvailabilityOffer {
  _id: string;
  enquiry_id: string;
  status: OfferStatus;
  expires_at: string;
  customer_name: string;
}

/** One block of a space's calendar. Only `blocked` ones are the team's to remove. */
export interface AvailabilityBlock {
  _id: string;
  space_id: string;
  kind: AvailabilityBlockKind;
  start_at: string;
  end_at: string;
  note: string;
  /** Set for kind `booking`. */
  booking: AvailabilityBooking | null;
  /** Set for kind `hold`. */
  offer: AvailabilityOffer | null;
  created_at: string;
}

/** GET /v1/spaces/{id}/availability: what a month or week calendar of the space needs. */
export interface SpaceAvailability {
  space: { _id: string; name: string; status: ListingStatus };
  venue: { _id: string; name: string; country: string; status: ListingStatus };
  /** The venue's IANA zone: every day and hour of the calendar is read in it. */
  time_zone: string;
  from: string;
  to: string;
  /** The venue's hours per weekday, DEFAULT_OPENING_HOURS when it has set none. */
  opening_hours: OpeningHours;
  /** Each day from `from` to `to`, with its hours (null: closed). */
  days: { date: string; hours: DayHours | null }[];
  /** Blocks that overlap the range, earliest first (they may start before `from` or end after `to`). */
  blocks: AvailabilityBlock[];
}

/**
 * A space's iCal feed. Only a hash of the secret is stored: `url` is given once, by the call that
 * creates or replaces it (POST …/calendar-feed/rotate), and is null otherwise.
 */
export interface CalendarFeed {
  active: boolean;
  created_at: string | null;
  url: string | null;
}
