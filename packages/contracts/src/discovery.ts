import { z } from 'zod';
import { safeString, inDateBounds } from './common';
import type { InstantBookRules } from './instant-book-rules';
import {
  AMENITY_KEYS,
  EVENT_TYPE_KEYS,
  SPACE_TYPE_KEYS,
  VENUE_SORT_KEYS,
  type AmenityKey,
  type CancellationPolicyId,
  type CapacityLayout,
  type EventTypeKey,
  type PriceUnit,
  type SpaceTypeKey,
  type VenueSort,
} from './discovery-lists';
import { REVIEW_LIMITS, SEARCH_LIMITS } from './discovery-limits';
import type { Page } from './common';
import { FILTER_ORDER } from './search-params';

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** An image of a venue or space, in display order. */
export interface Photo {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The lowest price a venue shows: its cheapest hourly rate; a venue without hourly rates shows
 * its cheapest day rate, else its cheapest package. `amount` is in major units (e.g. 120.5 SGD).
 * `currency` is the storefront's ISO 4217 code, null for a country without one (docs/spec.md §9).
 */
export interface PriceFrom {
  amount: number;
  currency: string | null;
  unit: PriceUnit;
  /**
   * What it comes to per hour (a day as 8 hours, a whole-space package over its hours; null when
   * only per-guest packages are offered): price sort and price filters compare this.
   */
  per_hour: number | null;
}

/** One venue in a result list (search, recommended, favourites, recently viewed). */
export interface VenueCard {
  _id: string;
  slug: string;
  name: string;
  city: string;
  area: string;
  country: string;
  photo: Photo | null;
  /** Average of the reviews, one decimal; null without reviews. */
  rating_avg: number | null;
  rating_count: number;
  event_types: EventTypeKey[];
  /** The most guests any published space takes in any layout. */
  max_capacity: number;
  price_from: PriceFrom | null;
  spaces_count: number;
  /** Whether a published space of the venue can be booked instantly (always sent by the server). */
  instant_book?: boolean;
  /** The venue's map pin (decimal degrees); null when it has none (a draft's preview). */
  location: { lat: number; lng: number } | null;
}

export type Capacity = Record<CapacityLayout, number>;

export interface SpacePackage {
  name: string;
  description: string;
  /** Major units. */
  amount: number;
  /** True: the amount is per guest; false: a flat price. */
  per_person: boolean;
  hours: number;
}

export interface SpacePricing {
  currency: string | null;
  /** Hourly rate (major units) with the minimum number of hours booked; null when not offered. */
  per_hour: { amount: number; min_hours: number } | null;
  /** Full-day rate (major units); null when not offered. */
  per_day: { amount: number } | null;
  packages: SpacePackage[];
}

export interface SpaceDetail {
  _id: string;
  venue_id: string;
  name: string;
  description: string;
  space_type: SpaceTypeKey;
  capacity: Capacity;
  max_capacity: number;
  /** Square metres; null when unknown. */
  size_sqm: number | null;
  pricing: SpacePricing;
  price_from: PriceFrom | null;
  photos: Photo[];
  features: string[];
  /** The space's instant-book rules; null when it is not bookable instantly (always sent by the server). */
  instant_book?: InstantBookRules | null;
}

/** GET /v1/venues/:idOrSlug/spaces/:spaceId: the space with enough of its venue to link back. */
export interface SpaceWithVenue extends SpaceDetail {
  venue: Pick<VenueCard, '_id' | 'slug' | 'name' | 'city' | 'area' | 'country' | 'photo'> & { cancellation_policy: CancellationPolicyId };
}

export interface Review {
  _id: string;
  venue_id: string;
  rating: number;
  comment: string;
  /** The reviewer's display name ("Aisha T."). */
  author_name: string;
  created_at: string;
}

/** GET /v1/user/reviews: a review the signed-in user wrote, with the venue it is about. */
export interface UserReview extends Review {
  venue: { _id: string; slug: string; name: string; country: string; city: string; photo: Photo | null; published: boolean };
}

export interface RatingSummary {
  /** One decimal; null without reviews. */
  average: number | null;
  count: number;
  /** Number of reviews per star, "1" to "5". */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** GET /v1/venues/:idOrSlug: everything the public venue page shows. */
export interface VenueDetail extends VenueCard {
  description: string;
  address: string;
  postal_code: string;
  location: { lat: number; lng: number };
  /** IANA zone of the venue; search dates are days in this zone. */
  time_zone: string;
  amenities: AmenityKey[];
  photos: Photo[];
  cancellation_policy: CancellationPolicyId;
  /** Only published spaces, smallest first. */
  spaces: SpaceDetail[];
  rating: RatingSummary;
  /** The newest reviews (REVIEW_LIMITS.newestOnVenue); the rest through the reviews call. */
  reviews: Review[];
  organization: { name: string } | null;
  created_at: string;
  updated_at: string;
}

export interface FacetCount {
  value: string;
  count: number;
}

/**
 * Counts of venues per value under the search's other filters: each single-choice group
 * (event type, city, space type) is counted without its own filter, so the other choices show
 * what they would give; amenities (all required) are counted with the chosen ones applied.
 */
export interface SearchFacets {
  event_types: FacetCount[];
  amenities: FacetCount[];
  cities: FacetCount[];
  space_types: FacetCount[];
}

export interface VenueSearchResult extends Page<VenueCard> {
  facets: SearchFacets;
}

/** GET /v1/venues/filters: what the storefront has, for the filter panel (no filter applied). */
export interface VenueFilters {
  country: string;
  currency: string | null;
  total: number;
  cities: (FacetCount & { areas: FacetCount[] })[];
  event_types: FacetCount[];
  amenities: FacetCount[];
  space_types: FacetCount[];
  /** Range of the venues' "from" prices, major units; null without prices. */
  price: { min: number; max: number } | null;
  max_capacity: number;
}

// ---------------------------------------------------------------------------------------------
// Queries (strings in, typed values out: the same schema reads the API's query and the web's URL)
// ---------------------------------------------------------------------------------------------

/** The storefront a query is for (lowercase two-letter code). */
export const storefrontCountry = safeString({ message: 'Country is required' })
  .trim()
  .min(1, 'Country is required')
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
  .transform((s) => s.toLowerCase());

/** An empty query value counts as absent (a cleared form field gives `?guests=`). */
const opt = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** `a,b` or repeated `?x=a&x=b` → ['a','b']. */
const csvOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v),
    safeString()
      .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
      .pipe(z.array(z.enum(values, { message: `${label} must be among ${values.join(', ')}` }))),
  );

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const price = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

/** A real calendar day as YYYY-MM-DD. */
export const calendarDate = safeString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'This date does not exist')
  .refine(...inDateBounds('Date'));

/**
 * A map area `south,west,north,east` in decimal degrees (what "Search this area" sends). A west
 * edge east of the east edge is a box across the antimeridian (180°), searched as such; south
 * above north is refused, as no map shows that.
 */
export type BoundingBox = [south: number, west: number, north: number, east: number];
export const boundingBox = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : v),
  safeString()
    .max(200, 'Map area (bbox) is too long')
    .transform((s, ctx): BoundingBox => {
      const parts = s.split(',').map((p) => p.trim());
      const nums = parts.map((p) => (p === '' ? NaN : Number(p)));
      if (nums.length !== 4 || nums.some((n) => !Number.isFinite(n))) {
        ctx.addIssue({ code: 'custom', message: 'Map area (bbox) must be four numbers: south,west,north,east' });
        return z.NEVER;
      }
      const [south, west, north, east] = nums as BoundingBox;
      if ([south, north].some((d) => d < -90 || d > 90)) ctx.addIssue({ code: 'custom', message: 'Map area (bbox): latitudes must be between -90 and 90' });
      if ([west, east].some((d) => d < -180 || d > 180)) ctx.addIssue({ code: 'custom', message: 'Map area (bbox): longitudes must be between -180 and 180' });
      if (south > north) ctx.addIssue({ code: 'custom', message: 'Map area (bbox): south must not be above north' });
      return [south, west, north, east];
    }),
);

const text = (label: string, max: number) => safeString().trim().max(max, `${label} must be at most ${max} characters`);

export const pageParam = wholeNumber('Page', 1, SEARCH_LIMITS.maxPage).default(1);

const filterShape = {
    q: opt(text('Search text', 100)),
    /** A city or an area name ("Kuala Lumpur", "Marina Bay"), case-insensitive. */
    city: opt(text('City', 100)),
    area: opt(text('Area', 100)),
    event_type: opt(z.enum(EVENT_TYPE_KEYS, { message: `Event type must be one of ${EVENT_TYPE_KEYS.join(', ')}` })),
    guests: opt(wholeNumber('Guests', 1, 100_000)),
    date: opt(calendarDate),
    price_min: opt(price('Minimum price')),
    price_max: opt(price('Maximum price')),
    amenities: opt(csvOf(AMENITY_KEYS, 'Amenities')),
    space_type: opt(z.enum(SPACE_TYPE_KEYS, { message: `Space type must be one of ${SPACE_TYPE_KEYS.join(', ')}` })),
    /** Only venues with a space bookable instantly (`true`; `false` or absent: any). */
    instant_book: opt(
      z.preprocess((v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? undefined : v), z.literal(true, { message: 'Instant book must be true or false' }).optional()),
    ),
    /** Only venues whose pin is inside this map area. */
    bbox: opt(boundingBox),
    sort: opt(z.enum(VENUE_SORT_KEYS, { message: `Sort must be one of ${VENUE_SORT_KEYS.join(', ')}` })).transform((v) => v ?? 'relevance'),
    page: opt(pageParam).transform((v) => v ?? 1),
    limit: opt(wholeNumber('Limit', 1, SEARCH_LIMITS.maxLimit)).transform((v) => v ?? SEARCH_LIMITS.defaultLimit),
};

const priceOrder = (q: { price_min?: number; price_max?: number }, ctx: z.RefinementCtx) => {
  if (q.price_min !== undefined && q.price_max !== undefined && q.price_max < q.price_min) {
    ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'Maximum price must be at least the minimum price' });
  }
};

/** The filters of a venue search, as kept in the web's URL (the country is the URL's own segment). */
export const venueSearchFilters = z.object(filterShape).strict().superRefine(priceOrder);

/** GET /v1/venues/search query. */
export const venueSearchQuery = z
  .object({ country: storefrontCountry, ...filterShape })
  .strict()
  .superRefine(priceOrder);
export type VenueSearchQuery = z.output<typeof venueSearchQuery>;
export type VenueSearchFilters = z.output<typeof venueSearchFilters>;

/** What a caller passes to build a search: typed values, defaults optional. */
export type VenueSearchParams = Partial<Omit<VenueSearchQuery, 'country'>> & { country: string };

// searchParamsOf lives in a zod-free module (see there); re-exported here for the schema's users.
export { searchParamsOf } from './search-params';

/**
 * Read filters from a URL leniently: a bad or unknown value is dropped (and named in `dropped`)
 * rather than failing the whole search, so an old or hand-edited link still shows results.
 */
export function parseSearchFilters(params: URLSearchParams | Record<string, string | string[] | undefined>): {
  filters: VenueSearchFilters;
  dropped: string[];
} {
  const input: Record<string, unknown> = {};
  if (params instanceof URLSearchParams) {
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      input[key] = all.length > 1 ? all : all[0];
    }
  } else Object.assign(input, params);
  const dropped: string[] = [];
  for (let attempt = 0; attempt <= FILTER_ORDER.length + 1; attempt++) {
    const r = venueSearchFilters.safeParse(input);
    if (r.success) return { filters: r.data, dropped };
    for (const issue of r.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '')];
      for (const k of keys) {
        if (k in input) {
          delete input[k];
          dropped.push(k);
        }
      }
    }
  }
  return { filters: venueSearchFilters.parse({}), dropped };
}

/** GET /v1/venues/recommended query. */
export const recommendedQuery = z
  .object({
    country: storefrontCountry,
    limit: opt(wholeNumber('Limit', 1, SEARCH_LIMITS.maxLimit)).transform((v) => v ?? 8),
  })
  .strict();
export type RecommendedQuery = z.input<typeof recommendedQuery>;

/** GET /v1/venues/filters query. */
export const venueFiltersQuery = z.object({ country: storefrontCountry }).strict();

/** GET /v1/venues/places query: what a person has typed in "Where" (docs/adr/0104-where-places.md). */
export const venuePlacesQuery = z
  .object({
    country: storefrontCountry,
    q: text('Place', 100).min(1, 'Place is required'),
    limit: opt(wholeNumber('Limit', 1, 20)).transform((v) => v ?? 8),
  })
  .strict();
export type VenuePlacesQuery = z.input<typeof venuePlacesQuery>;

/** A place suggested as a person types in "Where": an area (with its city) or a city, and its published venues. */
export interface VenuePlace {
  kind: 'area' | 'city';
  name: string;
  city: string;
  count: number;
}

/** A page of a list: `?page&limit`. */
export const pageQuery = (defaultLimit: number, maxLimit: number) =>
  z
    .object({
      page: opt(pageParam).transform((v) => v ?? 1),
      limit: opt(wholeNumber('Limit', 1, maxLimit)).transform((v) => v ?? defaultLimit),
    })
    .strict();
export const reviewsQuery = pageQuery(REVIEW_LIMITS.defaultLimit, REVIEW_LIMITS.maxLimit);
export type PageParams = { page?: number; limit?: number };

/** `:idOrSlug` of the venue calls: a venue id or its slug. */
export const venueRef = safeString()
  .trim()
  .min(1, 'Venue is required')
  .max(200, 'Venue must be at most 200 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'Venue must be an id or a slug');
export const venueParams = z.object({ idOrSlug: venueRef });
export const spaceParams = z.object({ idOrSlug: venueRef, spaceId: safeString().uuid('Space must be a valid id') });

/** URL-safe slug: lowercase words joined by hyphens (diacritics dropped). */
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export type { VenueSort };
