import { z } from 'zod';
import { BOOKING_MOVE_STATUSES, bookingMoveBody, bookingMoveParams, type BookingMove } from '../booking-moves';
import { dataOf, errors, obj, same } from './common';

// Moving a booking (server/src/modules/bookings/moves.ts, docs/adr/0113-moving-a-booking.md).

const iso = z.string();

export const bookingMoveAnswer = obj({
  _id: z.string(),
  booking_id: z.string(),
  status: z.enum(BOOKING_MOVE_STATUSES),
  proposed_by: z.enum(['customer', 'venue']),
  from_start_at: iso,
  from_end_at: iso,
  start_at: iso,
  end_at: iso,
  time_zone: z.string(),
  currency: z.string(),
  difference_minor: z.number(),
  refund_minor: z.number(),
  note: z.string(),
  extra_charge_id: z.string().nullable(),
  refund_id: z.string().nullable(),
  created_at: iso,
  decided_at: iso.nullable(),
  can: obj({ accept: z.boolean(), decline: z.boolean(), withdraw: z.boolean() }),
});
same<z.infer<typeof bookingMoveAnswer>, BookingMove>(true);

const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };

export const bookingMovesApi = {
  list: {
    tags: ['bookings'],
    ...signedIn,
    summary: "A booking's move proposals, newest first (the open one, if any, is first): its customer and its venue team",
    params: bookingMoveParams,
    response: { 200: dataOf(z.array(bookingMoveAnswer)), ...errors(404) },
  },
  propose: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'Propose moving a confirmed booking to another date and time of the same space (the customer; venue owners and admins); the slot is not held until the other side accepts',
    params: bookingMoveParams,
    body: bookingMoveBody,
    response: { 201: dataOf(bookingMoveAnswer), ...errors(403, 404, 409) },
  },
  accept: {
    tags: ['bookings'],
    ...signedIn,
    summary: "Accept the other side's move: in one transaction the booking's slot moves (409 SLOT_TAKEN when the new slot is taken, nothing written), a dearer slot's difference becomes an extra charge, a cheaper one's is refunded under the policy",
    params: bookingMoveParams,
    response: { 200: dataOf(bookingMoveAnswer), ...errors(403, 404, 409) },
  },
  decline: {
    tags: ['bookings'],
    ...signedIn,
    summary: "Decline the other side's move (the booking keeps its time)",
    params: bookingMoveParams,
    response: { 200: dataOf(bookingMoveAnswer), ...errors(403, 404, 409) },
  },
  withdraw: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'Withdraw your own open move proposal',
    params: bookingMoveParams,
    response: { 200: dataOf(bookingMoveAnswer), ...errors(403, 404, 409) },
  },
};
