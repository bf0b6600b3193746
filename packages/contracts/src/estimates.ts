import { z } from 'zod';
import { calendarDate } from './discovery';
import { EVENT_LIMITS, type OfferLine, type OfferTaxLine } from './enquiries';
import type { DayHours } from './owner-lists';
import { safeString } from './common';

/*
 * "Is it free, and what would it cost?" on a venue's page (docs/estimates.md): for a
 * date, a start time, a duration and a number of guests, each published space of the venue says
 * whether it is free then and what the hire would come to, priced by the same money module as
 * custom offers. An estimate, not an offer: the venue confirms the price in its offer.
 */

export const ESTIMATE_LIMITS = {
  /** Longest hire asked about, in hours (a day; longer events go through an enquiry). */
  maxHours: 24,
  maxGuests: 100_000,
  /** How far ahead a date may be, in days. */
  maxDaysAhead: EVENT_LIMITS.maxDaysAhead,
} as const;

const whole = (label: string, min: number, max: number) =>
  z.coerce.number({ message: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`);

/** GET /v1/venues/{idOrSlug}/estimate query. */
export const estimateQuery = z
  .object({
    date: calendarDate,
    start: safeString({ message: 'Start time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM (00:00 to 23:59)'),
    hours: whole('Hours', 1, ESTIMATE_LIMITS.maxHours),
    guests: z.preprocess((v) => (v === '' || v === null ? undefined : v), whole('Guests', 1, ESTIMATE_LIMITS.maxGuests).optional()),
  })
  .strict();
export type EstimateQuery = z.input<typeof estimateQuery>;

/** Why a space cannot be booked for the asked time, or `available`. */
export const SPACE_SLOT_STATUSES = ['available', 'closed', 'taken', 'too_small'] as const;
export type SpaceSlotStatus = (typeof SPACE_SLOT_STATUSES)[number];

/** Which of the space's prices the estimate uses. */
export const ESTIMATE_BASES = ['hourly', 'day', 'package'] as const;
export type EstimateBasis = (typeof ESTIMATE_BASES)[number];

export interface SpacePriceEstimate {
  basis: EstimateBasis;
  currency: string;
  lines: OfferLine[];
  subtotal_minor: number;
  taxes: OfferTaxLine[];
  /** What the customer would pay. */
  total_minor: number;
}

export interface SpaceEstimate {
  space_id: string;
  name: string;
  max_capacity: number;
  status: SpaceSlotStatus;
  /** What a person reads when it is not available ("Booked or held at that time"); null when available. */
  reason: string | null;
  /** Null when the space has no price that covers the time (price on request). */
  price: SpacePriceEstimate | null;
}

export interface VenueEstimate {
  venue_id: string;
  date: string;
  start: string;
  /** The end as HH:MM on the day it falls ("24:00" at midnight). */
  end: string;
  hours: number;
  guests: number | null;
  /** The venue's zone: the date and times are read there. */
  time_zone: string;
  start_at: string;
  end_at: string;
  /** The venue's hours that day; null when closed. */
  open: DayHours | null;
  spaces: SpaceEstimate[];
}
