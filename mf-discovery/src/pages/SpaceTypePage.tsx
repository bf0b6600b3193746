import { Link, useParams } from 'react-router-dom';
import { SPACE_TYPES } from '@venues/contracts';
import { PlainErrorView, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { SPACE_LANDINGS, spaceLanding } from '../content/spaceLandings';
import { storefrontFor } from '../content/storefronts';
import { FavoritesHost } from '../features/favorites/FavoritesHost';
import { searchVenues } from '../features/search/searchCache';
import { buildQuery, searchHref, type SearchFilters } from '../features/search/searchUrl';
import { ErrorNotice } from '../features/ui/Notice';
import { VenueGrid } from '../features/venues/VenueCard';

/** `/:country/space/<slug>` (e.g. space/function): a landing page for one kind of space. */
export default function SpaceTypePage() {
  const country = useCountry();
  const { spaceType: slug } = useParams<{ spaceType: string }>();
  const landing = spaceLanding(slug);
  const store = storefrontFor(country);
  const type = SPACE_TYPES.find((t) => t.value === landing?.spaceType);
  const title = type ? `${type.plural} in ${store.inName}` : 'Page Not Found';
  useDocumentTitle(title);
  const filters: SearchFilters = { space_type: landing?.spaceType, sort: 'rating', page: 1, limit: 8 };
  const key = buildQuery(filters);
  const state = useData(() => (landing ? searchVenues(country, filters, key) : Promise.resolve(undefined)), [country, key]);
  if (!landing || !type) return <PlainErrorView status={404} homeHref={`/${country}/space`} />;

  const all = searchHref(country, { space_type: landing.spaceType });
  const total = state.data?.total;
  return (
    <div className="disc-page disc-container">
      <FavoritesHost />
      <nav className="disc-breadcrumbs" aria-label="Breadcrumbs">
        <Link to={`/${country}/space`}>Spaces</Link> › {type.plural}
      </nav>
      <h1>{title}</h1>
      <p className="disc-lead">{landing.intro}</p>
      <p>
        <Link className="disc-button disc-button--primary" to={all}>
          {total !== undefined ? `Browse all ${total} venue${total === 1 ? '' : 's'} with ${type.plural.toLowerCase()}` : `Browse ${type.plural.toLowerCase()}`}
        </Link>
      </p>
      <section aria-labelledby="top-title" style={{ marginTop: 32 }}>
        <h2 id="top-title">Top-rated {type.plural.toLowerCase()}</h2>
        {state.status === 'error' ? (
          <ErrorNotice message={state.error.message} onRetry={state.reload} />
        ) : state.data && state.data.data.length === 0 ? (
          <p className="disc-meta">No venues in {store.inName} list {type.plural.toLowerCase()} yet.</p>
        ) : (
          <VenueGrid venues={state.data?.data} country={country} skeletons={4} label={`Top-rated ${type.plural.toLowerCase()}`} />
        )}
      </section>
      <section aria-labelledby="tips-title" style={{ marginTop: 40 }}>
        <h2 id="tips-title">Before you book</h2>
        <ul>
          {landing.tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <nav aria-label="Other kinds of space" style={{ marginTop: 40 }}>
        <h2>Other spaces</h2>
        <ul className="disc-tags">
          {SPACE_LANDINGS.filter((l) => l.slug !== landing.slug).map((l) => (
            <li key={l.slug}>
              <Link to={`/${country}/space/${l.slug}`}>{SPACE_TYPES.find((t) => t.value === l.spaceType)?.plural}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
