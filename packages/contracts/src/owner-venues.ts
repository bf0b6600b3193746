import { z } from 'zod';
import { OWNER_VENUE_LIMITS, PHOTO_ID, WEEKDAYS, type OpeningHours, type Weekday } from './owner-lists';
import { LISTING_PHOTO_LIMITS } from './listing-photos';
import { objectId, safeString, type Page } from './common';
import type { Capacity, Photo, SpacePricing } from './discovery';
import { instantBookRulesBody } from './instant-book';
import type { InstantBookRules } from './instant-book-rules';
import {
  AMENITY_KEYS,
  CANCELLATION_POLICY_IDS,
  EVENT_TYPE_KEYS,
  LISTING_STATUSES,
  SPACE_TYPE_KEYS,
  type AmenityKey,
  type CancellationPolicyId,
  type EventTypeKey,
  type ListingStatus,
  type SpaceTypeKey,
} from './discovery-lists';
import type { FieldError } from './errors';
import type { VenueEvent } from './state-machines';

// The venue team's venues and spaces (docs/owner-venues.md): drafts, photos, spaces and
// prices, submitted for approval. Request bodies use the field names of the public venue and space
// answers (discovery.ts); amounts are major units like there (the server stores minor units).

// ---------------------------------------------------------------------------------------------
// Opening hours
// ---------------------------------------------------------------------------------------------


const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayHours = z
  .object({
    open: safeString({ message: 'Opening time is required' }).regex(HHMM, 'Opening time must be HH:MM (00:00 to 23:59)'),
    close: safeString({ message: 'Closing time is required' }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Closing time must be HH:MM (00:00 to 24:00)'),
  })
  .strict()
  .refine((h) => h.open !== h.close, { path: ['close'], message: 'Closing time must differ from the opening time (open all day: 00:00 to 24:00)' });

/** All seven days, each `{open, close}` or null (closed). */
export const openingHoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours.nullable()])) as Record<Weekday, z.ZodNullable<typeof dayHours>>).strict();

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------


export { LISTING_PHOTO_LIMITS } from './listing-photos';


// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const text = (label: string, max: number) => safeString({ message: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const amount = (label: string) =>
  z.number({ message: `${label} must be a number` }).positive(`${label} must be more than 0`).max(OWNER_VENUE_LIMITS.amount, `${label} is too large`);
const whole = (label: string, min: number, max: number) =>
  z.number({ message: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`);

/** An IANA time zone this runtime knows ("Asia/Singapore"). */
export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length > 0 && tz.length <= 64;
  } catch {
    return false;
  }
};

const venueFields = {
  name: required('Name', OWNER_VENUE_LIMITS.name),
  /** The storefront (two letters); fixed once the venue has been published. */
  country: safeString({ message: 'Country is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
    .transform((s) => s.toLowerCase()),
  city: text('City', OWNER_VENUE_LIMITS.city),
  area: text('Area', OWNER_VENUE_LIMITS.area),
  address: text('Address', OWNER_VENUE_LIMITS.address),
  postal_code: text('Postal code', OWNER_VENUE_LIMITS.postalCode),
  /** The map pin (the owner places it; no geocoding): both or neither, null clears it. */
  latitude: z.number({ message: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90').nullable(),
  longitude: z.number({ message: 'Longitude must be a number' }).min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180').nullable(),
  description: text('Description', OWNER_VENUE_LIMITS.description),
  event_types: z.array(z.enum(EVENT_TYPE_KEYS, { message: `Event type must be one of ${EVENT_TYPE_KEYS.join(', ')}` })).max(EVENT_TYPE_KEYS.length),
  amenities: z.array(z.enum(AMENITY_KEYS, { message: `Amenity must be one of ${AMENITY_KEYS.join(', ')}` })).max(AMENITY_KEYS.length),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS, { message: `Cancellation policy must be one of ${CANCELLATION_POLICY_IDS.join(', ')}` }),
  time_zone: safeString({ message: 'Time zone is required' }).trim().refine(isTimeZone, 'Time zone must be an IANA zone such as Asia/Singapore'),
  tax_registration_number: text('Tax registration number', OWNER_VENUE_LIMITS.taxRegistrationNumber),
  /** Null: not set (counts as 08:00–22:00 every day). */
  opening_hours: openingHoursSchema.nullable(),
};

const pinTogether = (v: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
  const lat = v.latitude === undefined ? undefined : v.latitude === null;
  const lng = v.longitude === undefined ? undefined : v.longitude === null;
  if (lat !== lng) ctx.addIssue({ code: 'custom', path: [lat === undefined ? 'latitude' : 'longitude'], message: 'Send latitude and longitude together (the map pin)' });
};

/** PATCH /v1/owner/venues/{id}: any of the fields; a draft may stay incomplete (submit checks the whole). */
export const venuePatchBody = z.object(venueFields).partial().strict().superRefine(pinTogether);
export type VenuePatch = z.input<typeof venuePatchBody>;

/** POST /v1/owner/venues: a new draft; only the name is needed (country and time zone default to the caller's storefront). */
export const venueCreateBody = z
  .object(venueFields)
  .partial()
  .required({ name: true })
  .strict()
  .superRefine(pinTogether);
export type VenueCreate = z.input<typeof venueCreateBody>;

const capacityBody = z
  .object({
    standing: whole('Standing capacity', 0, OWNER_VENUE_LIMITS.capacity),
    seated: whole('Seated capacity', 0, OWNER_VENUE_LIMITS.capacity),
    theatre: whole('Theatre capacity', 0, OWNER_VENUE_LIMITS.capacity),
    banquet: whole('Banquet capacity', 0, OWNER_VENUE_LIMITS.capacity),
  })
  .partial()
  .strict();

const packageBody = z
  .object({
    name: required('Package name', OWNER_VENUE_LIMITS.packageName),
    description: text('Package description', OWNER_VENUE_LIMITS.packageDescription).default(''),
    amount: amount('Package price'),
    per_person: z.boolean({ message: 'Per person must be true or false' }).default(false),
    hours: whole('Package hours', 1, OWNER_VENUE_LIMITS.hours),
  })
  .strict();

const pricingBody = z
  .object({
    /** Null: no hourly rate. */
    per_hour: z.object({ amount: amount('Hourly rate'), min_hours: whole('Minimum hours', 1, OWNER_VENUE_LIMITS.hours).default(1) }).strict().nullable(),
    /** Null: no day rate. */
    per_day: z.object({ amount: amount('Day rate') }).strict().nullable(),
    packages: z.array(packageBody).max(OWNER_VENUE_LIMITS.packages, `At most ${OWNER_VENUE_LIMITS.packages} packages`),
  })
  .partial()
  .strict();

const spaceFields = {
  name: required('Name', OWNER_VENUE_LIMITS.name),
  space_type: z.enum(SPACE_TYPE_KEYS, { message: `Space type must be one of ${SPACE_TYPE_KEYS.join(', ')}` }),
  description: text('Description', OWNER_VENUE_LIMITS.spaceDescription),
  /** Guests per layout (0 = layout not offered); the layouts sent replace those stored. */
  capacity: capacityBody,
  size_sqm: whole('Size', 1, OWNER_VENUE_LIMITS.sizeSqm).nullable(),
  /** The parts sent replace those stored (packages as a whole list). */
  pricing: pricingBody,
  features: z.array(required('Feature', OWNER_VENUE_LIMITS.feature)).max(OWNER_VENUE_LIMITS.features, `At most ${OWNER_VENUE_LIMITS.features} features`),
  /** Instant book's rules, or null: not bookable instantly (docs/adr/0101-instant-book.md). */
  instant_book: instantBookRulesBody.nullable(),
};

/** POST /v1/space/{venueId}: a new space; only the name is needed while the venue is a draft. */
export const spaceCreateBody = z.object(spaceFields).partial().required({ name: true }).strict();
export type SpaceCreate = z.input<typeof spaceCreateBody>;
/** PATCH /v1/space/{spaceId}. */
export const spacePatchBody = z.object(spaceFields).partial().strict();
export type SpacePatch = z.input<typeof spacePatchBody>;

/** PUT …/photos: the photos in their new order (the first is the cover), each with its caption; photos left out are removed. */
export const photosBody = z
  .object({
    photos: z
      .array(
        z
          .object({
            _id: safeString({ message: 'Photo id is required' }).regex(PHOTO_ID, 'Photo id must be 16 hex digits'),
            caption: text('Caption', LISTING_PHOTO_LIMITS.caption).default(''),
          })
          .strict(),
      )
      .max(LISTING_PHOTO_LIMITS.perVenue, `At most ${LISTING_PHOTO_LIMITS.perVenue} photos`)
      .refine((ps) => new Set(ps.map((p) => p._id)).size === ps.length, 'A photo is listed twice'),
  })
  .strict();
export type PhotosOrder = z.input<typeof photosBody>;

/** POST /v1/admin/venues/{id}/reject: why, shown to the venue's team. */
export const rejectVenueBody = z.object({ reason: required('Reason', OWNER_VENUE_LIMITS.rejectionReason) }).strict();
export type RejectVenue = z.input<typeof rejectVenueBody>;

/** GET /v1/owner/venues: one status tab (all when absent), a name search, a page. */
export const ownerVenueListQuery = z
  .object({
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LISTING_STATUSES, { message: `Status must be one of ${LISTING_STATUSES.join(', ')}` }).optional()),
    q: z.preprocess((v) => (v === '' ? undefined : v), text('Search text', 100).optional()),
    page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ message: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(500, 'Page must be at most 500').default(1)),
    limit: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ message: 'Limit must be a number' })
        .int('Limit must be a whole number')
        .min(1, 'Limit must be at least 1')
        .max(OWNER_VENUE_LIMITS.maxLimit, `Limit must be at most ${OWNER_VENUE_LIMITS.maxLimit}`)
        .default(OWNER_VENUE_LIMITS.defaultLimit),
    ),
  })
  .strict();
export type OwnerVenueListQuery = z.input<typeof ownerVenueListQuery>;

export const ownerVenueParams = z.object({ id: objectId });
export const spaceOfVenueParams = z.object({ venueId: objectId });
export const ownerSpaceParams = z.object({ spaceId: objectId });
const photoId = safeString().regex(PHOTO_ID, 'Photo must be 16 hex digits');
export const venuePhotoParams = z.object({ id: objectId, photoId });
export const spacePhotoParams = z.object({ spaceId: objectId, photoId });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A photo as its team manages it; the public answers show `{url, alt: caption, width, height}`. */
export interface OwnerPhoto {
  _id: string;
  /** The large version (at most LISTING_PHOTO_LIMITS.width wide): what the public pages show. */
  url: string;
  /** A small version for lists and editors (the large one for photos stored before uploads had thumbnails). */
  thumb_url: string;
  caption: string;
  width: number;
  height: number;
}

/** GET /v1/space/{spaceId} and the spaces of an owner's venue. Amounts in major units. */
export interface OwnerSpace {
  _id: string;
  venue_id: string;
  /** draft (incomplete, or its venue not yet approved), published, or archived (removed by the team). */
  status: ListingStatus;
  name: string;
  /** Null until chosen. */
  space_type: SpaceTypeKey | null;
  description: string;
  capacity: Capacity;
  size_sqm: number | null;
  pricing: SpacePricing;
  features: string[];
  photos: OwnerPhoto[];
  /** Instant book's rules; null when the space is not bookable instantly. */
  instant_book: InstantBookRules | null;
  /** What is missing before the space can be published, field by field (empty: complete). */
  missing: FieldError[];
  created_at: string;
  updated_at: string;
}

/** GET /v1/owner/venues/{id}: everything the editor shows. */
export interface OwnerVenue {
  _id: string;
  slug: string;
  status: ListingStatus;
  name: string;
  country: string;
  city: string;
  area: string;
  address: string;
  postal_code: string;
  /** The map pin; null until placed. */
  latitude: number | null;
  longitude: number | null;
  description: string;
  event_types: EventTypeKey[];
  amenities: AmenityKey[];
  cancellation_policy: CancellationPolicyId;
  time_zone: string;
  tax_registration_number: string;
  /** Null: not set (read as DEFAULT_OPENING_HOURS). */
  opening_hours: OpeningHours | null;
  /** The storefront's currency of every price (ISO 4217); null for a country without one. */
  currency: string | null;
  photos: OwnerPhoto[];
  /** Its spaces but the archived ones, in their order. */
  spaces: OwnerSpace[];
  /** What submit would refuse, field by field (spaces as `spaces.<index>.<field>`); empty: ready. */
  missing: FieldError[];
  /** The administrator's reason when rejected; null otherwise. */
  rejection_reason: string | null;
  /** The status steps the caller may take now (venueMachine events, e.g. submit, archive). */
  actions: VenueEvent[];
  /** Whether the caller may edit it now (venue, spaces, photos). */
  editable: boolean;
  submitted_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One row of the management list. */
export interface OwnerVenueSummary {
  _id: string;
  slug: string;
  name: string;
  status: ListingStatus;
  country: string;
  city: string;
  /** The cover photo. */
  photo: Photo | null;
  /** Spaces but the archived ones. */
  spaces_count: number;
  /** How many things submit would still ask for. */
  missing_count: number;
  rejection_reason: string | null;
  submitted_at: string | null;
  published_at: string | null;
  updated_at: string;
}

/** GET /v1/owner/venues: a page of one tab, with every tab's count (of the whole organisation, unfiltered). */
export interface OwnerVenueList extends Page<OwnerVenueSummary> {
  counts: Record<ListingStatus, number>;
}

// ---------------------------------------------------------------------------------------------
// Completeness (the server's submit check; the editor's checklist)
// ---------------------------------------------------------------------------------------------

/** What a space still needs before it can be published. */
export function spaceMissing(s: Pick<OwnerSpace, 'name' | 'space_type' | 'capacity' | 'pricing'>): FieldError[] {
  const out: FieldError[] = [];
  if (!s.name.trim()) out.push({ field: 'name', message: 'Name is required' });
  if (!s.space_type) out.push({ field: 'space_type', message: 'Choose the type of space' });
  if (!Object.values(s.capacity).some((n) => n > 0)) out.push({ field: 'capacity', message: 'Give the number of guests for at least one layout' });
  if (!s.pricing.per_hour && !s.pricing.per_day && s.pricing.packages.length === 0) out.push({ field: 'pricing', message: 'Set an hourly rate, a day rate or a package' });
  return out;
}

type VenueForCheck = Pick<
  OwnerVenue,
  'name' | 'country' | 'city' | 'address' | 'latitude' | 'longitude' | 'description' | 'event_types' | 'time_zone' | 'photos'
> & { spaces: (Pick<OwnerSpace, 'name' | 'space_type' | 'capacity' | 'pricing'> & { status: ListingStatus })[] };

/**
 * The listing wizard's step checks ("Save and continue"): what venueMissing requires of each form
 * step's own fields, with the same messages, so a gap shows at its field on the step rather than
 * only at the review. Drafts still save with gaps (venuePatchBody); only moving on is refused.
 * The photos and spaces steps are lists, not forms: the review lists what they lack.
 */
export const venueStepSchemas = {
  details: z.object({
    name: required('Name', OWNER_VENUE_LIMITS.name),
    description: text('Description', OWNER_VENUE_LIMITS.description).min(OWNER_VENUE_LIMITS.descriptionMin, `Describe the venue in at least ${OWNER_VENUE_LIMITS.descriptionMin} characters`),
    event_types: z.array(z.string()).min(1, 'Choose at least one event type'),
  }),
  location: z.object({
    address: required('Address', OWNER_VENUE_LIMITS.address),
    city: required('City', OWNER_VENUE_LIMITS.city),
    latitude: z.number({ message: 'Place the venue on the map' }),
    longitude: z.number({ message: 'Place the venue on the map' }),
    time_zone: safeString({ message: 'Time zone is required' }).refine(isTimeZone, 'Time zone is required'),
  }),
  policies: z.object({}),
} as const;
export type VenueStepId = keyof typeof venueStepSchemas;

/** What a venue still needs before it can be submitted (its spaces' gaps as `spaces.<index>.<field>`). */
export function venueMissing(v: VenueForCheck): FieldError[] {
  const out: FieldError[] = [];
  const need = (ok: boolean, field: string, message: string) => void (ok || out.push({ field, message }));
  need(v.name.trim().length > 0, 'name', 'Name is required');
  need(/^[a-z]{2}$/.test(v.country), 'country', 'Country is required');
  need(v.city.trim().length > 0, 'city', 'City is required');
  need(v.address.trim().length > 0, 'address', 'Address is required');
  need(v.latitude !== null, 'latitude', 'Place the venue on the map');
  need(v.longitude !== null, 'longitude', 'Place the venue on the map');
  need(
    v.description.trim().length >= OWNER_VENUE_LIMITS.descriptionMin,
    'description',
    `Describe the venue in at least ${OWNER_VENUE_LIMITS.descriptionMin} characters`,
  );
  need(v.event_types.length > 0, 'event_types', 'Choose at least one event type');
  need(isTimeZone(v.time_zone), 'time_zone', 'Time zone is required');
  need(v.photos.length > 0, 'photos', 'Add at least one photo');
  const spaces = v.spaces.map((s, i) => ({ s, i })).filter(({ s }) => s.status !== 'archived');
  need(spaces.length > 0, 'spaces', 'Add at least one space');
  for (const { s, i } of spaces) {
    for (const m of spaceMissing(s)) out.push({ field: `spaces.${i}.${m.field}`, message: `${s.name.trim() || `Space ${i + 1}`}: ${m.message}` });
  }
  return out;
}
