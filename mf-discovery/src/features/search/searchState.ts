import { parseSearchFilters } from '@venues/contracts';
import { buildQuery, type SearchFilters } from './searchUrl';

export interface ReadSearch {
  filters: SearchFilters;
  /** Parameters that were not understood and were left out (e.g. `guests=abc`). */
  dropped: string[];
  /** The canonical query string (no '?') of these filters: the page replaces a URL that differs. */
  canonical: string;
}

/**
 * The filters of a query string (`?a=b` or `a=b`), read leniently by contracts'
 * `parseSearchFilters`: a bad or unknown value is dropped and named, so an old or hand-edited
 * link still shows results.
 */
export function readSearch(search: string): ReadSearch {
  const { filters, dropped } = parseSearchFilters(new URLSearchParams(search));
  return { filters, dropped, canonical: buildQuery(filters) };
}
