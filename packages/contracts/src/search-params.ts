// Writing search filters as query values needs no zod: this module stays zod-free so that
// @venues/api-client (a shared singleton the shell loads on every page) does not pull zod and the
// discovery schemas into the landing page (docs/design.md §7 budget). The schemas live in ./discovery.
import { SEARCH_LIMITS } from './discovery-limits';
import type { VenueSearchFilters } from './discovery';

const DEFAULTS: Record<string, string> = { sort: 'relevance', page: '1', limit: String(SEARCH_LIMITS.defaultLimit) };
export const FILTER_ORDER = ['q', 'city', 'area', 'event_type', 'guests', 'date', 'price_min', 'price_max', 'amenities', 'space_type', 'instant_book', 'bbox', 'sort', 'page', 'limit'] as const;

/**
 * Search filters as query-string values in a stable order, leaving out empty values and defaults:
 * the API client sends these, and the web writes them to its URL (so equal searches share a URL).
 */
export function searchParamsOf(f: Partial<VenueSearchFilters>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_ORDER) {
    const v = f[key];
    if (v === undefined || v === null) continue;
    const s = Array.isArray(v) ? v.join(',') : String(v).trim();
    if (s === '' || DEFAULTS[key] === s) continue;
    out[key] = s;
  }
  return out;
}
