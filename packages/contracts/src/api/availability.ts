import { z } from 'zod';
import { AVAILABILITY_BLOCK_KINDS, AVAILABILITY_LIMITS, CALENDAR_FEED_WINDOW } from '../owner-lists';
import {
  availabilityQuery,
  availabilitySpaceParams,
  blockBody,
  venueBlocksBody,
  availabilityVenueParams,
  blockParams,
  calendarFeedParams,
  type AvailabilityBlock,
  type AvailabilityBooking,
  type AvailabilityOffer,
  type CalendarFeed,
  type SpaceAvailability,
} from '../availability';
import { LISTING_STATUSES } from '../discovery-lists';
import { WEEKDAYS } from '../owner-lists';
import { BOOKING_STATUSES, OFFER_STATUSES } from '../state-machines';
import { dataOf, errors, obj, okAnswer, same } from './common';

// The availability module's answers and routes (server/src/modules/availability): a space's
// calendar, the team's blocks, and the space's iCal feed (docs/availability.md).

const iso = z.string();

export const availabilityBookingAnswer = obj({
  _id: z.string(),
  reference: z.string(),
  enquiry_id: z.string(),
  offer_id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  customer_name: z.string(),
  guests: z.number(),
});
same<z.infer<typeof availabilityBookingAnswer>, AvailabilityBooking>(true);

export const availabilityOfferAnswer = obj({ _id: z.string(), enquiry_id: z.string(), status: z.enum(OFFER_STATUSES), expires_at: iso, customer_name: z.string() });
same<z.infer<typeof availabilityOfferAnswer>, AvailabilityOffer>(true);

export const availabilityBlockAnswer = obj({
  _id: z.string(),
  space_id: z.string(),
  kind: z.enum(AVAILABILITY_BLOCK_KINDS),
  start_at: iso,
  end_at: iso,
  note: z.string(),
  booking: availabilityBookingAnswer.nullable(),
  offer: availabilityOfferAnswer.nullable(),
  created_at: iso,
});
same<z.infer<typeof availabilityBlockAnswer>, AvailabilityBlock>(true);

const dayHours = obj({ open: z.string(), close: z.string() }).nullable();
const openingHours = obj(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>);

export const spaceAvailabilityAnswer = obj({
  space: obj({ _id: z.string(), name: z.string(), status: z.enum(LISTING_STATUSES) }),
  venue: obj({ _id: z.string(), name: z.string(), country: z.string(), status: z.enum(LISTING_STATUSES) }),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  opening_hours: openingHours,
  days: z.array(obj({ date: z.string(), hours: dayHours })),
  blocks: z.array(availabilityBlockAnswer),
});
same<z.infer<typeof spaceAvailabilityAnswer>, SpaceAvailability>(true);

export const calendarFeedAnswer = obj({ active: z.boolean(), created_at: iso.nullable(), url: z.string().nullable() });
same<z.infer<typeof calendarFeedAnswer>, CalendarFeed>(true);

const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const owner = { tags: ['owner'], ...signedIn };

/** /v1/spaces/{id}/…, /v1/blocks/{id}: owners and venue admins (`availability.manage`); /v1/calendar/{token}.ics: anyone with the link. */
export const availabilityApi = {
  get: {
    ...owner,
    summary: `A space's calendar from one local day to another (at most ${AVAILABILITY_LIMITS.maxRangeDays} days): its bookings, offers' holds and blocks, the venue's time zone and opening hours`,
    params: availabilitySpaceParams,
    querystring: availabilityQuery,
    response: { 200: dataOf(spaceAvailabilityAnswer), ...errors(403, 404) },
  },
  createBlock: {
    ...owner,
    summary:
      'Block a space from start_at to end_at (a whole day: local midnight to midnight). 409 BLOCK_OVERLAPS_BOOKING, BLOCK_OVERLAPS_HOLD or BLOCK_OVERLAPS_BLOCK names what is in the way',
    params: availabilitySpaceParams,
    body: blockBody,
    response: { 201: dataOf(availabilityBlockAnswer), ...errors(403, 404, 409) },
  },
  createVenueBlocks: {
    ...owner,
    summary:
      'Block the same time in several spaces of one venue: one block per space, all or none. 404 when the venue or a space is not the caller\'s organisation\'s (or not in the venue); 409 names the space and what is in the way',
    params: availabilityVenueParams,
    body: venueBlocksBody,
    response: { 201: dataOf(z.array(availabilityBlockAnswer)), ...errors(403, 404, 409) },
  },
  removeBlock: {
    ...owner,
    summary: "Unblock: remove a block of kind `blocked` (a booking or a hold answers 409 BLOCK_NOT_REMOVABLE: cancel the booking or the offer instead)",
    params: blockParams,
    response: { 200: dataOf(okAnswer), ...errors(403, 404, 409) },
  },
  feed: {
    ...owner,
    summary: "Whether the space has an iCal feed (its secret URL is shown only when created: url is null here)",
    params: availabilitySpaceParams,
    response: { 200: dataOf(calendarFeedAnswer), ...errors(403, 404) },
  },
  rotateFeed: {
    ...owner,
    summary: "Create the space's iCal feed, or replace its secret URL (the old one stops working); the answer is the only time the URL is shown",
    params: availabilitySpaceParams,
    response: { 200: dataOf(calendarFeedAnswer), ...errors(403, 404) },
  },
  removeFeed: {
    ...owner,
    summary: "Turn the space's iCal feed off (its URL stops working)",
    params: availabilitySpaceParams,
    response: { 200: dataOf(calendarFeedAnswer), ...errors(403, 404) },
  },
  ics: {
    tags: ['owner'],
    security: [],
    summary: `A space's bookings, holds and blocks as an iCalendar feed (${CALENDAR_FEED_WINDOW.daysBack} days back to ${CALENDAR_FEED_WINDOW.daysAhead} ahead), for the venue's own calendar app; no headers needed, the link is the secret`,
    params: calendarFeedParams,
    produces: ['text/calendar'],
    response: { 200: z.string().describe('An iCalendar (.ics) file'), ...errors(404) },
  },
};
