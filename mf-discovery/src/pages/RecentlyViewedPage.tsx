import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { recentlyViewedApi } from '@venues/api-client';
import type { VenueCard } from '@venues/contracts';
import { session } from '@venues/session';
import { FavoritesHost } from '../features/favorites/FavoritesHost';
import { FavoritesTabs } from '../features/favorites/FavoritesTabs';
import { signInHref } from '../features/favorites/HeartButton';
import { ConfirmDialog } from '../features/favorites/FolderNameDialog';
import { clearLocalRecent, readLocalRecent } from '../features/recent/localRecent';
import { mergeRecent } from '../features/recent/recentlyViewed';
import { EmptyNotice, ErrorNotice } from '../features/ui/Notice';
import { VenueGrid } from '../features/venues/VenueCard';

/** This storefront's recently viewed venues: the account's list when signed in, this browser's otherwise. */
async function loadRecent(country: string, signedIn: boolean): Promise<VenueCard[]> {
  if (!signedIn) return readLocalRecent().filter((i) => i.venue.country === country).map((i) => i.venue);
  // A list from before signing in joins the account's first.
  await mergeRecent();
  return recentlyViewedApi.list(country);
}

/** `/:country/favorites/recentlyviewed`: for everyone; no sign-in needed. */
const RecentlyViewedPage = observer(function RecentlyViewedPage() {
  const country = useCountry();
  const { pathname } = useLocation();
  const signedIn = session.isAuthenticated;
  useDocumentTitle('Recently viewed');
  const state = useData(() => loadRecent(country, signedIn), [country, signedIn]);
  const [confirmClear, setConfirmClear] = useState(false);
  const venues = state.data;

  return (
    <div className="disc-page disc-container">
      <FavoritesHost />
      <div className="disc-page-head">
        <h1>Recently viewed</h1>
        {!signedIn && venues && venues.length > 0 && (
          <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setConfirmClear(true)}>
            Clear list
          </button>
        )}
      </div>
      <FavoritesTabs country={country} current="recent" />
      {!signedIn && (
        <p className="disc-banner">
          This list is kept in this browser only. <Link to={signInHref(country, pathname)}>Sign in</Link> to keep it with your account on every device
          and to save venues in folders.
        </p>
      )}
      {state.status === 'error' ? (
        <ErrorNotice title="We could not load your recently viewed venues" message={state.error.message} onRetry={state.reload} />
      ) : venues && venues.length === 0 ? (
        <EmptyNotice
          title="Nothing viewed yet"
          actions={
            <Link className="disc-button disc-button--primary" to={`/${country}/venues`}>
              Find venues
            </Link>
          }
        >
          <p>Venues you open appear here, newest first, so you can get back to them.</p>
        </EmptyNotice>
      ) : (
        <VenueGrid venues={venues} country={country} skeletons={3} label="Recently viewed venues" />
      )}
      {confirmClear && (
        <ConfirmDialog
          title="Clear recently viewed?"
          confirmLabel="Clear list"
          onClose={() => setConfirmClear(false)}
          onConfirm={async () => {
            clearLocalRecent();
            state.reload();
          }}
        >
          <p>The list of venues you viewed in this browser will be emptied.</p>
        </ConfirmDialog>
      )}
    </div>
  );
});
export default RecentlyViewedPage;
