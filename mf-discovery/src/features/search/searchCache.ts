import { venuesApi } from '@venues/api-client';
import type { VenueFilters, VenueSearchResult } from '@venues/contracts';
import type { SearchFilters } from './searchUrl';
import { TimedCache } from '../../hooks/timedCache';

const searches = new TimedCache<VenueSearchResult>();
const filterOptions = new TimedCache<VenueFilters>();

/** `key` is the canonical query of `filters` (searchUrl's buildQuery). */
export function searchVenues(country: string, filters: SearchFilters, key: string): Promise<VenueSearchResult> {
  return searches.get(`${country}?${key}`, () => venuesApi.search({ country, ...filters }));
}

export function cachedSearch(country: string, key: string): VenueSearchResult | undefined {
  return searches.peek(`${country}?${key}`);
}

export function storefrontFilters(country: string): Promise<VenueFilters> {
  return filterOptions.get(country, () => venuesApi.filters(country));
}
