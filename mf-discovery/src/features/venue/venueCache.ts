import { DataCache } from '@venues/mf-kit';
import { venuesApi } from '@venues/api-client';
import type { VenueDetail } from '@venues/contracts';

const venues = new DataCache<VenueDetail>({ ttlMs: 2 * 60 * 1000 }); // the back button is instant for 2 minutes

/** A venue by slug or id; the venue page and its photos page share the answer. */
export function loadVenue(ref: string): Promise<VenueDetail> {
  return venues.get(ref, () =>
    venuesApi.get(ref).then((v) => {
      // Opened by id, the page moves to the slug URL: that load is then already done.
      if (v.slug && v.slug !== ref) venues.prime(v.slug, v);
      return v;
    }),
  );
}

/** A venue already at hand: written into the page by the server, or loaded a moment ago. */
export function cachedVenue(ref: string): VenueDetail | undefined {
  const inlined = venuesApi.inlined.get(ref);
  // Kept for the renders after the first (never on the server, where the cache would outlive the request).
  if (inlined && typeof window !== 'undefined') venues.prime(ref, inlined);
  return inlined ?? venues.peek(ref);
}
