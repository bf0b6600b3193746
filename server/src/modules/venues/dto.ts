// Database rows → the answers of @venues/contracts. Prices leave here in major units.
import { HOURS_PER_DAY, type Photo, type PriceFrom, type PriceUnit, type Review, type SpaceDetail, type VenueCard, type VenueDetail } from '@venues/contracts';
import type { ReviewRow, SpaceRow, VenueRow } from '../../db/schema';
import { toMajor } from '../../lib/money';

/** The columns a venue card is made of (raw SQL rows, snake_case as selected by CARD_COLUMNS). */
export interface CardRow {
  id: string;
  slug: string;
  name: string;
  city: string;
  area: string;
  country: string;
  photo: Photo | null;
  rating_avg: number;
  rating_count: number;
  event_types: string[];
  max_capacity: number;
  price_from_minor: number | null;
  price_from_unit: PriceUnit | null;
  price_hourly_minor: number | null;
  currency: string | null;
  spaces_count: number;
  /** Some published space takes instant bookings (absent in rows that do not select it: false). */
  instant_book?: boolean;
  /** The pin; absent or null when the venue has none (a draft's preview). */
  latitude?: number | null;
  longitude?: number | null;
}

/** One decimal, null without reviews. */
export const ratingOf = (avg: number, count: number): number | null => (count > 0 ? Math.round(avg * 10) / 10 : null);

export function priceFrom(minor: number | null, unit: PriceUnit | null, currency: string | null, hourlyMinor: number | null): PriceFrom | null {
  if (minor === null || unit === null) return null;
  return { amount: toMajor(minor, currency), currency, unit, per_hour: hourlyMinor === null ? null : toMajor(hourlyMinor, currency) };
}

/**
 * The price per hour a "from" price stands for, by the rule the database applies to venues
 * (db/venue-summary.ts): the cheapest hourly rate; without one, the cheapest day rate over
 * HOURS_PER_DAY hours; else the cheapest whole-space package over its hours. Null when only
 * per-guest packages are offered.
 */
export function hourlyMinor(spaces: readonly Pick<SpaceRow, 'pricePerHourMinor' | 'pricePerDayMinor' | 'packages'>[]): number | null {
  const min = (xs: (number | null)[]) => {
    const v = xs.filter((x): x is number => x !== null);
    return v.length ? Math.min(...v) : null;
  };
  const day = min(spaces.map((s) => s.pricePerDayMinor));
  return (
    min(spaces.map((s) => s.pricePerHourMinor)) ??
    (day === null ? null : Math.round(day / HOURS_PER_DAY)) ??
    min(spaces.flatMap((s) => s.packages.filter((p) => !p.perPerson).map((p) => Math.round(p.amountMinor / Math.max(p.hours, 1)))))
  );
}

export function toVenueCard(r: CardRow): VenueCard {
  return {
    _id: r.id,
    slug: r.slug,
    name: r.name,
    city: r.city,
    area: r.area,
    country: r.country,
    photo: r.photo ?? null,
    rating_avg: ratingOf(r.rating_avg, r.rating_count),
    rating_count: r.rating_count,
    event_types: r.event_types as VenueCard['event_types'],
    max_capacity: r.max_capacity,
    price_from: priceFrom(r.price_from_minor, r.price_from_unit, r.currency, r.price_hourly_minor),
    spaces_count: r.spaces_count,
    instant_book: r.instant_book === true,
    location: r.latitude == null || r.longitude == null ? null : { lat: r.latitude, lng: r.longitude },
  };
}

/** The space's own "from" price, by the same rule as the venue's (hour, else day, else package). */
function spacePriceFrom(s: SpaceRow): PriceFrom | null {
  const hourly = hourlyMinor([s]);
  if (s.pricePerHourMinor !== null) return priceFrom(s.pricePerHourMinor, 'hour', s.currency, hourly);
  if (s.pricePerDayMinor !== null) return priceFrom(s.pricePerDayMinor, 'day', s.currency, hourly);
  const cheapest = s.packages.reduce<number | null>((m, p) => (m === null || p.amountMinor < m ? p.amountMinor : m), null);
  return priceFrom(cheapest, 'package', s.currency, hourly);
}

export function toSpaceDetail(s: SpaceRow): SpaceDetail {
  const capacity = { standing: s.capacityStanding, seated: s.capacitySeated, theatre: s.capacityTheatre, banquet: s.capacityBanquet };
  return {
    _id: s.id,
    venue_id: s.venueId,
    name: s.name,
    description: s.description,
    space_type: s.spaceType as SpaceDetail['space_type'],
    capacity,
    max_capacity: Math.max(...Object.values(capacity)),
    size_sqm: s.sizeSqm,
    pricing: {
      currency: s.currency,
      per_hour: s.pricePerHourMinor === null ? null : { amount: toMajor(s.pricePerHourMinor, s.currency), min_hours: s.minHours },
      per_day: s.pricePerDayMinor === null ? null : { amount: toMajor(s.pricePerDayMinor, s.currency) },
      packages: s.packages.map((p) => ({ name: p.name, description: p.description, amount: toMajor(p.amountMinor, s.currency), per_person: p.perPerson, hours: p.hours })),
    },
    price_from: spacePriceFrom(s),
    photos: s.photos,
    features: s.features,
    instant_book: s.instantBook ?? null,
  };
}

export function toReview(r: ReviewRow): Review {
  return { _id: r.id, venue_id: r.venueId, rating: r.rating, comment: r.comment, author_name: r.authorName, created_at: r.createdAt.toISOString() };
}

/**
 * The venue page's answer from its card and what the page adds: the public page and the team's
 * preview (or the administrators' review) build it the same way, so the preview is the page.
 */
export function toVenueDetail(
  v: VenueRow,
  card: VenueCard,
  spaces: SpaceDetail[],
  reviews: { distribution: Map<number, number>; newest: ReviewRow[] },
  organizationName: string | null,
): VenueDetail {
  const { distribution } = reviews;
  return {
    ...card,
    description: v.description,
    address: v.address,
    postal_code: v.postalCode,
    // A published venue always has its pin (venues_pin_ck); a draft without one yet shows 0,0.
    location: { lat: v.latitude ?? 0, lng: v.longitude ?? 0 },
    time_zone: v.timeZone,
    amenities: v.amenities as VenueDetail['amenities'],
    photos: v.photos,
    cancellation_policy: v.cancellationPolicy,
    spaces,
    rating: {
      average: ratingOf(v.ratingAvg, v.ratingCount),
      count: v.ratingCount,
      distribution: { '1': distribution.get(1) ?? 0, '2': distribution.get(2) ?? 0, '3': distribution.get(3) ?? 0, '4': distribution.get(4) ?? 0, '5': distribution.get(5) ?? 0 },
    },
    reviews: reviews.newest.map(toReview),
    organization: organizationName ? { name: organizationName } : null,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}
