import { Link } from 'react-router-dom';
import { venuesApi } from '@venues/api-client';
import { DataCache, useData } from '@venues/mf-kit';
import { HOME_ROW_VENUES, type VenueCard } from '@venues/contracts';
import { FavoritesHost } from '../favorites/FavoritesHost';
import { searchHref } from '../search/searchUrl';
import { VenueGrid } from '../venues/VenueCard';

const COUNT = HOME_ROW_VENUES;
const POPULAR = (country: string) => ({ country, sort: 'popular' as const, limit: COUNT });
const rows = new DataCache<VenueCard[]>({ ttlMs: 2 * 60 * 1000 }); // back to the landing page: no skeletons for 2 minutes

/**
 * A row already at hand: written into the page by the server (which draws the rows from it,
 * docs/ssr.md), or loaded a moment ago. The inlined answer is there once, and React may render
 * this more than once before it commits, so it is kept (never on the server, where the cache
 * would outlive the request).
 */
function cachedRow(key: string, inlined: () => VenueCard[] | undefined): VenueCard[] | undefined {
  const answer = inlined();
  if (answer && typeof window !== 'undefined') rows.prime(key, answer);
  return answer ?? rows.peek(key);
}

/**
 * The landing page's venues: the storefront's top-rated ones and the most reviewed (popular) ones,
 * six of each (whole rows of the grid), with a link to the whole list. Loaded after the hero (its own chunk), so the
 * landing page paints first. A storefront without venues shows neither row.
 */
export default function HomeVenues({ country, placeName }: { country: string; placeName: string }) {
  const top = useData(() => rows.get(`top:${country}`, () => venuesApi.recommended(country, COUNT)), [country], {
    cached: cachedRow(`top:${country}`, () => venuesApi.inlined.recommended(country, COUNT)),
  });
  const popular = useData(() => rows.get(`popular:${country}`, () => venuesApi.search(POPULAR(country)).then((r) => r.data)), [country], {
    cached: cachedRow(`popular:${country}`, () => venuesApi.inlined.search(POPULAR(country))?.data),
  });
  return (
    <>
      <FavoritesHost />
      <Row id="disc-top-title" title={`Top-rated venues in ${placeName}`} venues={top.data} failed={top.status === 'error'} more={{ href: `/${country}/venues/recommended`, label: 'See all top-rated venues' }} country={country} />
      <Row id="disc-popular-title" title={`Popular in ${placeName}`} venues={popular.data} failed={popular.status === 'error'} more={{ href: searchHref(country, { sort: 'popular' }), label: 'See all, most reviewed first' }} country={country} />
    </>
  );
}

function Row({ id, title, venues, failed, more, country }: { id: string; title: string; venues: VenueCard[] | undefined; failed: boolean; more: { href: string; label: string }; country: string }) {
  // Nothing to show (no venues yet, or the call failed): the landing page goes on without the row.
  if (failed || venues?.length === 0) return null;
  return (
    <section className="disc-section disc-container" aria-labelledby={id}>
      <div className="disc-section__head">
        <h2 id={id}>{title}</h2>
        <Link to={more.href}>{more.label}</Link>
      </div>
      <VenueGrid venues={venues} country={country} skeletons={COUNT} eagerCount={0} label={title} wholeRows />
    </section>
  );
}
