import { z } from 'zod';
import { objectId, safeString } from './common';
import { calendarDate } from './discovery';

// Moving a booking to another date and time of the same space (docs/adr/0113-moving-a-booking.md).

export const BOOKING_MOVE_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;
export type BookingMoveStatus = (typeof BOOKING_MOVE_STATUSES)[number];
export const BOOKING_MOVE_LIMITS = { note: 1000 } as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (what: string) => safeString({ message: `${what} time is required` }).regex(HHMM, `${what} time must be HH:MM (00:00 to 23:59)`);

/**
 * A proposal: the new local date, start and end in the venue's time zone (the same space and
 * guests). The end after the start and whole hours, as the listed prices are counted.
 */
export const bookingMoveBody = z
  .object({
    date: calendarDate,
    start: clock('Start'),
    end: clock('End'),
    note: safeString().trim().max(BOOKING_MOVE_LIMITS.note, `Note must be at most ${BOOKING_MOVE_LIMITS.note} characters`).default(''),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.end <= b.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start (on the same day)' });
    else if (b.start.slice(3) !== b.end.slice(3)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Choose whole hours: the end at the same minutes past the hour as the start' });
  });
export type BookingMoveBody = z.input<typeof bookingMoveBody>;

export const bookingMoveParams = z.object({ id: objectId });

/** A move proposal as both sides see it; amounts in minor units. */
export interface BookingMove {
  _id: string;
  booking_id: string;
  status: BookingMoveStatus;
  proposed_by: 'customer' | 'venue';
  /** The slot the booking had when proposed, and the proposed one (instants; `time_zone` is the venue's). */
  from_start_at: string;
  from_end_at: string;
  start_at: string;
  end_at: string;
  time_zone: string;
  currency: string;
  /** The new slot's listed price less the old one's: above zero is charged as an extra charge, below zero refunded under the policy. */
  difference_minor: number;
  /** What accepting now would refund (a cheaper slot), under the booking's policy for the proposer's side. */
  refund_minor: number;
  note: string;
  extra_charge_id: string | null;
  refund_id: string | null;
  created_at: string;
  decided_at: string | null;
  /** What the caller may do with it. */
  can: { accept: boolean; decline: boolean; withdraw: boolean };
}
