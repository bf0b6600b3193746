import { searchParamsOf, SEARCH_LIMITS, type VenueSearchFilters } from '@venues/contracts';

/**
 * Writing the venue search's URL. The query names are the API's (GET /v1/venues/search) and
 * contracts' `searchParamsOf` writes one canonical form (fixed order, defaults and empty values
 * left out), which `venuesApi.search` sends too: a page's URL and its API call always agree.
 * Reading is in ./searchState (it needs zod, so the landing page, which only writes, stays light).
 */
export type SearchFilters = VenueSearchFilters;

export const PAGE_SIZE: number = SEARCH_LIMITS.defaultLimit;

/** The canonical query string (no '?') of some filters. */
export function buildQuery(filters: Partial<SearchFilters>): string {
  // Commas in the amenity list stay readable: they are legal in a query string.
  return new URLSearchParams(searchParamsOf(filters)).toString().replace(/%2C/gi, ',');
}

/** `/<country>/venues?…`, or another discovery page that reads the same filters. */
export function searchHref(country: string, filters: Partial<SearchFilters>, path = 'venues'): string {
  const qs = buildQuery(filters);
  return `/${country.toLowerCase()}/${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The filters with `patch` applied. Changing anything but the page starts again at page 1:
 * page 4 of the old results means nothing for the new ones.
 */
export function updateFilters<F extends Partial<SearchFilters>>(filters: F, patch: Partial<SearchFilters>): F {
  const next = { ...filters, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/** The filters with every narrowing choice cleared; the free text and the sort stay. */
export function clearFilters<F extends Partial<SearchFilters>>(filters: F): Partial<SearchFilters> {
  return { q: filters.q, sort: filters.sort, limit: filters.limit };
}

/** How many filters are set (not the text, sort or page): the badge on the phone's Filters button. */
export function activeFilterCount(f: Partial<SearchFilters>): number {
  let n = 0;
  for (const v of [f.city, f.area, f.event_type, f.guests, f.date, f.space_type]) if (v !== undefined && v !== '') n++;
  if (f.price_min !== undefined || f.price_max !== undefined) n++;
  return n + (f.amenities?.length ?? 0);
}
