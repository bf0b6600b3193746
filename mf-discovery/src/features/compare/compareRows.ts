import { AMENITIES, type Amenity, type CapacityLayout, type VenueDetail } from '@venues/contracts';

/** The most guests any of the venue's spaces takes in `layout`; 0 when no space offers it. */
export function layoutMax(venue: Pick<VenueDetail, 'spaces'>, layout: CapacityLayout): number {
  return venue.spaces.reduce((max, s) => Math.max(max, s.capacity[layout] ?? 0), 0);
}

/** The cheapest hourly or day rate over the venue's spaces, with its currency; null when no space has one. */
export function cheapestRate(venue: Pick<VenueDetail, 'spaces'>, unit: 'hour' | 'day'): { amount: number; currency: string | null } | null {
  let best: { amount: number; currency: string | null } | null = null;
  for (const s of venue.spaces) {
    const amount = unit === 'hour' ? s.pricing.per_hour?.amount : s.pricing.per_day?.amount;
    if (amount !== undefined && (best === null || amount < best.amount)) best = { amount, currency: s.pricing.currency };
  }
  return best;
}

/** The amenities at least one of the venues has, in the site's usual order (one row each). */
export function amenityRows(venues: readonly Pick<VenueDetail, 'amenities'>[]): Amenity[] {
  const any = new Set<string>(venues.flatMap((v) => v.amenities));
  return AMENITIES.filter((a) => any.has(a.value));
}
