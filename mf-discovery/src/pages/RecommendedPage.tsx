import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { venuesApi } from '@venues/api-client';
import { storefrontFor } from '../content/storefronts';
import { FavoritesHost } from '../features/favorites/FavoritesHost';
import { searchHref } from '../features/search/searchUrl';
import { EmptyNotice, ErrorNotice } from '../features/ui/Notice';
import { VenueGrid } from '../features/venues/VenueCard';

const COUNT = 24;

/** `/:country/venues/recommended`: the storefront's best-rated venues. */
export default function RecommendedPage() {
  const country = useCountry();
  const store = storefrontFor(country);
  const title = `Top-rated venues in ${store.inName}`;
  useDocumentTitle(title);
  const state = useData(() => venuesApi.recommended(country, COUNT), [country]);
  return (
    <div className="disc-page disc-container">
      <FavoritesHost />
      <h1>{title}</h1>
      <p className="disc-lead">The venues guests rated highest after their events.</p>
      {state.status === 'error' ? (
        <ErrorNotice title="We could not load the venues" message={state.error.message} onRetry={state.reload} />
      ) : state.data && state.data.length === 0 ? (
        <EmptyNotice
          title={`No rated venues in ${store.inName} yet`}
          actions={
            <Link className="disc-button disc-button--primary" to={`/${country}/venues`}>
              Browse all venues
            </Link>
          }
        />
      ) : (
        <VenueGrid venues={state.data} country={country} skeletons={6} label="Top-rated venues" />
      )}
      {state.data && state.data.length > 0 && (
        <p style={{ marginTop: 32 }}>
          <Link className="disc-button disc-button--ghost" to={searchHref(country, { sort: 'rating' })}>
            See every venue, best rated first
          </Link>
        </p>
      )}
    </div>
  );
}
