import { DataCache } from '@venues/mf-kit';
import { venuesApi } from '@venues/api-client';
import type { VenueFilters, VenueSearchParams, VenueSearchResult } from '@venues/contracts';
import type { SearchFilters } from './searchUrl';

const searches = new DataCache<VenueSearchResult>({ ttlMs: 2 * 60 * 1000 }); // the back button is instant for 2 minutes
const filterOptions = new DataCache<VenueFilters>({ ttlMs: 2 * 60 * 1000 }); // the back button is instant for 2 minutes

/** `key` is the canonical query of `filters` (searchUrl's buildQuery). */
export function searchVenues(country: string, filters: SearchFilters, key: string): Promise<VenueSearchResult> {
  return searches.get(`${country}?${key}`, () => venuesApi.search({ country, ...filters }));
}

/** Results already at hand: written into the page by the server, or searched a moment ago. */
export function cachedSearch(country: string, filters: SearchFilters, key: string): VenueSearchResult | undefined {
  const inlined = venuesApi.inlined.search({ country, ...filters });
  // Kept for the renders after the first (never on the server, where the cache would outlive the request).
  if (inlined && typeof window !== 'undefined') searches.prime(`${country}?${key}`, inlined);
  return inlined ?? searches.peek(`${country}?${key}`);
}

export function storefrontFilters(country: string): Promise<VenueFilters> {
  return filterOptions.get(country, () => venuesApi.filters(country));
}

/**
 * Starts the search for a page URL before the page's code has arrived (AppRoutes calls it on the
 * first load). It sends the URL's values as they are, under the key the page will look for when
 * the URL is canonical (links the site writes always are); otherwise the page asks again.
 */
export function preloadSearch(country: string, rawQuery: string): void {
  const raw = rawQuery.replace(/^\?/, '');
  const values = Object.fromEntries(new URLSearchParams(raw)) as unknown as Omit<VenueSearchParams, 'country'>;
  searches.get(`${country}?${raw}`, () => venuesApi.search({ ...values, country })).catch(() => undefined);
}
