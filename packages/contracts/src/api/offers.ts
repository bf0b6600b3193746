import { z } from 'zod';
import { CANCELLATION_POLICY_IDS } from '../discovery-lists';
import { bookingRequestBody, enquiryParams, offerBody, type BookingRequest, type CustomOffer } from '../enquiries';
import { BOOKING_REQUEST_STATUSES, OFFER_STATUSES } from '../state-machines';
import { objectId } from '../common';
import { instantBookingBody, type InstantBooking } from '../instant-book';
import { spaceParams } from '../discovery';
import { dataOf, errors, obj, same } from './common';

// The offers module's answers and routes (server/src/modules/offers): custom offers, their versions,
// and requests to book at the listed price. Amounts are minor units computed by the server.

const iso = z.string();
const ref = obj({ _id: z.string(), name: z.string() });

export const offerAnswer = obj({
  _id: z.string(),
  enquiry_id: z.string(),
  status: z.enum(OFFER_STATUSES),
  version: z.number(),
  supersedes_id: z.string().nullable(),
  superseded_by_id: z.string().nullable(),
  venue: obj({ _id: z.string(), name: z.string(), time_zone: z.string() }),
  space: ref,
  start_at: iso,
  end_at: iso,
  guests: z.number(),
  lines: z.array(obj({ description: z.string(), quantity: z.number(), unit_amount_minor: z.number(), amount_minor: z.number() })),
  currency: z.string(),
  subtotal_minor: z.number(),
  taxes: z.array(obj({ name: z.string(), rate_percent: z.number(), inclusive: z.boolean(), amount_minor: z.number() })),
  total_minor: z.number(),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  refund_schedule: z.array(obj({ deadline: iso, percent: z.number(), refund_minor: z.number() })),
  expires_at: iso,
  note: z.string(),
  booking_request_id: z.string().nullable(),
  instant: z.boolean(),
  created_at: iso,
  updated_at: iso,
});
same<z.infer<typeof offerAnswer>, CustomOffer>(true);

export const bookingRequestAnswer = obj({
  _id: z.string(),
  enquiry_id: z.string(),
  status: z.enum(BOOKING_REQUEST_STATUSES),
  space: ref,
  start_at: iso,
  end_at: iso,
  guests: z.number(),
  expires_at: iso,
  offer_id: z.string().nullable(),
  created_at: iso,
});
same<z.infer<typeof bookingRequestAnswer>, BookingRequest>(true);

export const instantBookingAnswer = obj({ enquiry_id: z.string(), offer_id: z.string(), total_minor: z.number(), currency: z.string(), expires_at: iso });
same<z.infer<typeof instantBookingAnswer>, InstantBooking>(true);

const tags = { tags: ['offers'] };
const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const idParams = z.object({ id: objectId });

export const offersApi = {
  create: {
    ...tags,
    ...signedIn,
    summary: 'Make a custom offer (venue owners and admins); the server prices it and holds the slot (409 SLOT_TAKEN)',
    params: enquiryParams,
    body: offerBody,
    response: { ...created(offerAnswer), ...errors(403, 404, 409) },
  },
  list: { ...tags, ...signedIn, summary: "An enquiry's offers, every version, oldest first", params: enquiryParams, response: { ...ok(z.array(offerAnswer)), ...errors(404) } },
  get: { ...tags, ...signedIn, summary: 'An offer with its prices, taxes, total and refund schedule', params: idParams, response: { ...ok(offerAnswer), ...errors(404) } },
  update: {
    ...tags,
    ...signedIn,
    summary: 'A new version of a pending offer (the old one is kept as updated)',
    params: idParams,
    body: offerBody,
    response: { ...created(offerAnswer), ...errors(403, 404, 409) },
  },
  step: { ...tags, ...signedIn, summary: 'Accept or decline (the customer), cancel (the venue); 409 OFFER_<STATE> when not possible', params: idParams, response: { ...ok(offerAnswer), ...errors(403, 404, 409) } },
  request: {
    ...tags,
    ...signedIn,
    summary: 'Request to book a space at its listed price (the customer); the venue answers within 48 hours',
    params: enquiryParams,
    body: bookingRequestBody,
    response: { ...created(bookingRequestAnswer), ...errors(403, 404, 409) },
  },
  getRequest: { ...tags, ...signedIn, summary: 'A booking request', params: idParams, response: { ...ok(bookingRequestAnswer), ...errors(404) } },
  instant: {
    ...tags,
    ...signedIn,
    summary:
      'Book a space instantly (customers): under its instant-book rules, opens the conversation with an accepted offer priced like the estimate that holds the slot; pay it with POST /offers/{id}/checkout (400 naming date, start, duration or guests; 409 SLOT_TAKEN, or UNPAID_HOLDS with details.holds when the account already holds as many unpaid as allowed; 429 with retryAfter when it books too often or its holds keep lapsing)',
    params: spaceParams,
    body: instantBookingBody,
    response: { ...created(instantBookingAnswer), ...errors(403, 404, 409) },
  },
  answerRequest: {
    ...tags,
    ...signedIn,
    summary: 'Accept (makes an offer at the listed price, holding the slot) or decline (the venue); 409 BOOKING_REQUEST_<STATE>',
    params: idParams,
    response: { ...ok(bookingRequestAnswer), ...errors(403, 404, 409) },
  },
};
