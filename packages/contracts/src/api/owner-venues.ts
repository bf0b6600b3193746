import { z } from 'zod';
import { AMENITY_KEYS, CANCELLATION_POLICY_IDS, EVENT_TYPE_KEYS, LISTING_STATUSES, SPACE_TYPE_KEYS } from '../discovery-lists';
import { WEEKDAYS } from '../owner-lists';
import {
  LISTING_PHOTO_LIMITS,
  ownerSpaceParams,
  ownerVenueListQuery,
  ownerVenueParams,
  photosBody,
  spaceCreateBody,
  spaceOfVenueParams,
  spacePatchBody,
  spacePhotoParams,
  venueCreateBody,
  venuePatchBody,
  venuePhotoParams,
  type OwnerPhoto,
  type OwnerSpace,
  type OwnerVenue,
  type OwnerVenueList,
  type OwnerVenueSummary,
} from '../owner-venues';
import { venueMachine, type VenueEvent } from '../state-machines';
import { safeString } from '../common';
import { instantBookRulesAnswer, photoAnswer, venueDetailAnswer } from './answers';
import { dataOf, errors, fieldErrorSchema, obj, pageOf, same } from './common';

// The owner-venues module's answers and routes (server/src/modules/owner-venues): the venue team's
// venues, spaces and photos, and their status steps (the administrators' review: ./admin-review.ts).

const iso = z.string();

export const ownerPhotoAnswer = obj({ _id: z.string(), url: z.string(), thumb_url: z.string(), caption: z.string(), width: z.number(), height: z.number() });
same<z.infer<typeof ownerPhotoAnswer>, OwnerPhoto>(true);

const capacity = obj({ standing: z.number(), seated: z.number(), theatre: z.number(), banquet: z.number() });
const pricing = obj({
  currency: z.string().nullable(),
  per_hour: obj({ amount: z.number(), min_hours: z.number() }).nullable(),
  per_day: obj({ amount: z.number() }).nullable(),
  packages: z.array(obj({ name: z.string(), description: z.string(), amount: z.number(), per_person: z.boolean(), hours: z.number() })),
});

export const ownerSpaceAnswer = obj({
  _id: z.string(),
  venue_id: z.string(),
  status: z.enum(LISTING_STATUSES),
  name: z.string(),
  space_type: z.enum(SPACE_TYPE_KEYS).nullable(),
  description: z.string(),
  capacity,
  size_sqm: z.number().nullable(),
  pricing,
  features: z.array(z.string()),
  photos: z.array(ownerPhotoAnswer),
  instant_book: instantBookRulesAnswer.nullable(),
  missing: z.array(fieldErrorSchema),
  created_at: iso,
  updated_at: iso,
});
same<z.infer<typeof ownerSpaceAnswer>, OwnerSpace>(true);

const dayHours = obj({ open: z.string(), close: z.string() }).nullable();
const openingHours = obj(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>);

export const ownerVenueAnswer = obj({
  _id: z.string(),
  slug: z.string(),
  status: z.enum(LISTING_STATUSES),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  area: z.string(),
  address: z.string(),
  postal_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string(),
  event_types: z.array(z.enum(EVENT_TYPE_KEYS)),
  amenities: z.array(z.enum(AMENITY_KEYS)),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  time_zone: z.string(),
  tax_registration_number: z.string(),
  opening_hours: openingHours.nullable(),
  currency: z.string().nullable(),
  photos: z.array(ownerPhotoAnswer),
  spaces: z.array(ownerSpaceAnswer),
  missing: z.array(fieldErrorSchema),
  rejection_reason: z.string().nullable(),
  actions: z.array(z.enum(venueMachine.events as [VenueEvent, ...VenueEvent[]])),
  editable: z.boolean(),
  submitted_at: iso.nullable(),
  published_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});
same<z.infer<typeof ownerVenueAnswer>, OwnerVenue>(true);

export const ownerVenueSummaryAnswer = obj({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
  country: z.string(),
  city: z.string(),
  photo: photoAnswer.nullable(),
  spaces_count: z.number(),
  missing_count: z.number(),
  rejection_reason: z.string().nullable(),
  submitted_at: iso.nullable(),
  published_at: iso.nullable(),
  updated_at: iso,
});
same<z.infer<typeof ownerVenueSummaryAnswer>, OwnerVenueSummary>(true);

const count = z.number();
export const ownerVenueListAnswer = obj({
  ...pageOf(ownerVenueSummaryAnswer).shape,
  counts: obj(Object.fromEntries(LISTING_STATUSES.map((s) => [s, count])) as Record<(typeof LISTING_STATUSES)[number], typeof count>),
});
same<z.infer<typeof ownerVenueListAnswer>, OwnerVenueList>(true);

const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const owner = { tags: ['owner'], ...signedIn };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const upload = `multipart/form-data: field "${LISTING_PHOTO_LIMITS.field}" (JPEG, PNG or WebP, at most ${LISTING_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB, at least ${LISTING_PHOTO_LIMITS.minWidth}×${LISTING_PHOTO_LIMITS.minHeight} pixels) and an optional "caption"`;

/** /v1/owner/venues…: the organisation's venues (owners and venue admins; request-deletion owners only). */
export const ownerVenuesApi = {
  list: {
    ...owner,
    summary: "The organisation's venues, one status tab at a time, with the count of every tab",
    querystring: ownerVenueListQuery,
    response: { ...ok(ownerVenueListAnswer), ...errors(403) },
  },
  create: { ...owner, summary: 'Start a venue: a draft (only the name is needed)', body: venueCreateBody, response: { ...created(ownerVenueAnswer), ...errors(403) } },
  get: { ...owner, summary: 'One venue of the organisation, with its spaces and photos, what it still needs and what may be done next', params: ownerVenueParams, response: { ...ok(ownerVenueAnswer), ...errors(403, 404) } },
  patch: {
    ...owner,
    summary: 'Edit a venue (a draft may stay incomplete; a published venue whose name or address changes goes back for approval)',
    params: ownerVenueParams,
    body: venuePatchBody,
    response: { ...ok(ownerVenueAnswer), ...errors(403, 404, 409) },
  },
  submit: { ...owner, summary: 'Submit a draft or rejected venue for approval (400 names every missing field)', params: ownerVenueParams, response: { ...ok(ownerVenueAnswer), ...errors(403, 404, 409) } },
  archive: { ...owner, summary: 'Archive a published venue (off the site; its bookings carry on)', params: ownerVenueParams, response: { ...ok(ownerVenueAnswer), ...errors(403, 404, 409) } },
  restore: { ...owner, summary: 'Restore an archived venue to a draft (to be submitted again)', params: ownerVenueParams, response: { ...ok(ownerVenueAnswer), ...errors(403, 404, 409) } },
  requestDeletion: { ...owner, summary: 'Ask for the venue to be deleted (owners only; off the site at once)', params: ownerVenueParams, response: { ...ok(ownerVenueAnswer), ...errors(403, 404, 409) } },
  preview: {
    ...owner,
    summary: 'The venue as its public page will show it, in any status (the public venue answer; spaces not yet published included when complete)',
    params: ownerVenueParams,
    response: { ...ok(venueDetailAnswer), ...errors(403, 404) },
  },
  addPhoto: { ...owner, summary: `Add a photo to the venue (${upload})`, params: ownerVenueParams, consumes: ['multipart/form-data'], response: { ...created(ownerVenueAnswer), ...errors(403, 404, 409) } },
  orderPhotos: {
    ...owner,
    summary: 'Order and caption the venue’s photos (the first is the cover; photos left out are removed)',
    params: ownerVenueParams,
    body: photosBody,
    response: { ...ok(ownerVenueAnswer), ...errors(403, 404, 409) },
  },
  removePhoto: { ...owner, summary: 'Remove one of the venue’s photos', params: venuePhotoParams, response: { ...ok(ownerVenueAnswer), ...errors(403, 404, 409) } },
};

/** /v1/space…: a venue's spaces (docs/spec.md §7 POST and PATCH /v1/space/{id}). */
export const spacesApi = {
  create: { ...owner, summary: 'Add a space to a venue of the organisation', params: spaceOfVenueParams, body: spaceCreateBody, response: { ...created(ownerSpaceAnswer), ...errors(403, 404, 409) } },
  get: { ...owner, summary: 'One space of the organisation', params: ownerSpaceParams, response: { ...ok(ownerSpaceAnswer), ...errors(403, 404) } },
  patch: {
    ...owner,
    summary: 'Edit a space (published at once when complete and its venue is published)',
    params: ownerSpaceParams,
    body: spacePatchBody,
    response: { ...ok(ownerSpaceAnswer), ...errors(403, 404, 409) },
  },
  archive: { ...owner, summary: 'Remove a space (archived: off the site, kept for its bookings)', params: ownerSpaceParams, response: { ...ok(ownerSpaceAnswer), ...errors(403, 404, 409) } },
  addPhoto: { ...owner, summary: `Add a photo to the space (${upload})`, params: ownerSpaceParams, consumes: ['multipart/form-data'], response: { ...created(ownerSpaceAnswer), ...errors(403, 404, 409) } },
  orderPhotos: {
    ...owner,
    summary: 'Order and caption the space’s photos (the first is the cover; photos left out are removed)',
    params: ownerSpaceParams,
    body: photosBody,
    response: { ...ok(ownerSpaceAnswer), ...errors(403, 404, 409) },
  },
  removePhoto: { ...owner, summary: 'Remove one of the space’s photos', params: spacePhotoParams, response: { ...ok(ownerSpaceAnswer), ...errors(403, 404, 409) } },
};

/** GET /v1/geocode: an address typed in the listing, as places to put the map pin on (server/src/geocoding). */
export const GEOCODE_LIMITS = { query: 200, candidates: 5, perMinute: 30 } as const;
export const geocodeQuery = obj({
  q: safeString({ message: 'Type an address to search for' }).trim().min(1, 'Type an address to search for').max(GEOCODE_LIMITS.query, `At most ${GEOCODE_LIMITS.query} characters`),
  country: safeString().regex(/^[a-z]{2}$/, 'Country must be two lower-case letters such as sg').optional(),
});
/** A place found; the parts the provider knows are named as the venue fields they fill (absent: unknown). */
export const geocodeCandidate = obj({
  label: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: z.string().optional(),
  area: z.string().optional(),
  city: z.string().optional(),
  postal_code: z.string().optional(),
});
export type GeocodeCandidate = z.infer<typeof geocodeCandidate>;
export const geocodeAnswer = obj({ candidates: z.array(geocodeCandidate), source: z.string() });
export type GeocodeAnswer = z.infer<typeof geocodeAnswer>;
export const geocodeApi = {
  search: {
    ...owner,
    summary: `Places matching a typed address, for the listing's map pin (venue owners and admins; at most ${GEOCODE_LIMITS.perMinute} searches a minute each)`,
    querystring: geocodeQuery,
    response: { ...ok(geocodeAnswer), ...errors(403, 503) },
  },
};
