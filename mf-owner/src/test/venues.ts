// Helpers of the venue and space editors' tests: the local API stand-in and sample answers shaped
// as the contracts' types. The pages load no antd: a test renders one with mf-kit's renderAt.
import { act } from '@testing-library/react';
import { LISTING_STATUSES, type ListingStatus, type OwnerPhoto, type OwnerSpace, type OwnerVenue, type OwnerVenueList, type OwnerVenueSummary } from '@venues/contracts';
import { ui } from '@venues/session';
import { standInApi as standInApiOfKit, type Seen, type TestApiServer } from '@venues/mf-kit/testing';

export const ID = {
  venue: '11111111-1111-4111-8111-111111111111',
  space: '22222222-2222-4222-8222-222222222222',
  terrace: '33333333-3333-4333-8333-333333333333',
  other: '44444444-4444-4444-8444-444444444444',
};
export const VENUES = '/api/v1/owner/venues';
export const SPACE = '/api/v1/space';

export const photo = (n: number, over: Partial<OwnerPhoto> = {}): OwnerPhoto => ({
  _id: `${n}`.padStart(16, 'a'),
  url: `/media/p${n}.webp`,
  thumb_url: `/media/p${n}-480.webp`,
  caption: '',
  width: 1600,
  height: 1000,
  ...over,
});

export const space = (over: Partial<OwnerSpace> = {}): OwnerSpace => ({
  _id: ID.space,
  venue_id: ID.venue,
  status: 'draft',
  name: 'Loft Floor',
  space_type: null,
  description: '',
  capacity: { standing: 0, seated: 0, theatre: 0, banquet: 0 },
  size_sqm: null,
  pricing: { currency: 'SGD', per_hour: null, per_day: null, packages: [] },
  features: [],
  photos: [],
  instant_book: null,
  missing: [
    { field: 'space_type', message: 'Choose the type of space' },
    { field: 'capacity', message: 'Give the number of guests for at least one layout' },
  ],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

export const venue = (over: Partial<OwnerVenue> = {}): OwnerVenue => ({
  _id: ID.venue,
  slug: 'lantern-loft',
  status: 'draft',
  name: 'Lantern Loft',
  country: 'sg',
  city: '',
  area: '',
  address: '',
  postal_code: '',
  latitude: null,
  longitude: null,
  description: '',
  event_types: [],
  amenities: [],
  cancellation_policy: 'moderate',
  time_zone: 'Asia/Singapore',
  tax_registration_number: '',
  opening_hours: null,
  currency: 'SGD',
  photos: [],
  spaces: [],
  missing: [
    { field: 'city', message: 'City is required' },
    { field: 'description', message: 'Describe the venue in at least 30 characters' },
    { field: 'photos', message: 'Add at least one photo' },
  ],
  rejection_reason: null,
  actions: ['submit', 'request_deletion'],
  editable: true,
  submitted_at: null,
  published_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

/** A row of the management list (GET /v1/owner/venues). */
export const venueSummary = (_id: string, name: string, spaces_count: number, status: ListingStatus = 'published'): OwnerVenueSummary => ({
  _id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  status,
  country: 'sg',
  city: 'Singapore',
  photo: null,
  spaces_count,
  missing_count: 0,
  rejection_reason: null,
  submitted_at: null,
  published_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
});

/** The management list of these venues, one page, each tab counted. */
export const venueList = (data: OwnerVenueSummary[]): OwnerVenueList => ({
  data,
  page: 1,
  limit: 100,
  total: data.length,
  counts: Object.fromEntries(LISTING_STATUSES.map((s) => [s, data.filter((v) => v.status === s).length])) as Record<ListingStatus, number>,
});

/** `{data}` as the API wraps an answer. */
export const ok = (data: unknown, status = 200) => ({ status, body: { data } });
/** A refusal with field errors, as the server answers a body its schema refuses. */
export const refused = (fields: { field: string; message: string }[], status = 400) => ({
  status,
  body: { error: { code: 'VALIDATION_ERROR', message: fields.map((f) => `${f.field}: ${f.message}`).join('; '), details: { fields } } },
});

/** mf-kit's stand-in API for a test file, the snackbar closed after each test. */
export function standInApi(): { current: TestApiServer } {
  const ref = standInApiOfKit();
  afterEach(() => act(() => ui.closeSnackbar()));
  return ref;
}

/** The bodies sent to `METHOD path`, in order. */
export const sent = (api: TestApiServer, method: string, path: string): unknown[] => api.seen.filter((r: Seen) => r.method === method && r.path === path).map((r) => r.body);
