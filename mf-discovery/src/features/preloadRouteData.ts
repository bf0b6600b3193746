import { preloadSearch } from './search/searchCache';
import { loadVenue } from './venue/venueCache';

const SEARCH = /^\/([a-z]{2})\/venues(?:\/search)?\/?$/;
const VENUE = /^\/([a-z]{2})\/venues\/([A-Za-z0-9-]+)(?:\/photos)?\/?$/;
const NOT_A_VENUE = new Set(['search', 'recommended', 'management', 'venue_id_draft']);

/**
 * Render-as-you-fetch for the pages whose largest element waits on data (search results, the
 * venue's gallery): the API call starts when mf-discovery's entry runs, in parallel with the
 * download of the page's chunk, instead of after it. The pages read the same caches.
 */
export function preloadRouteData(pathname: string, search: string): void {
  const s = SEARCH.exec(pathname);
  if (s) {
    preloadSearch(s[1]!, search);
    return;
  }
  const v = VENUE.exec(pathname);
  if (v && !NOT_A_VENUE.has(v[2]!)) loadVenue(v[2]!).catch(() => undefined);
}
