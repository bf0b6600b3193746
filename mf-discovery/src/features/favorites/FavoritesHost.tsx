import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { favorites } from './favoritesStore';
import { hasPendingSave, takePendingSave } from './pendingSave';

const SaveToFolderDialog = lazy(() => import(/* webpackChunkName: "save-to-folder" */ './SaveToFolderDialog'));

/**
 * Rendered once by every page with hearts: shows the save dialog when a heart asks for it, and
 * finishes a save a visitor started before signing in once they are back on the same page.
 */
export const FavoritesHost = observer(function FavoritesHost() {
  const { pathname, search } = useLocation();
  const signedIn = session.isAuthenticated;
  useEffect(() => {
    if (signedIn && hasPendingSave()) {
      const venue = takePendingSave(pathname + search);
      if (venue) favorites.openSave(venue);
    }
  }, [signedIn, pathname, search]);
  const venue = favorites.saving;
  if (!venue || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SaveToFolderDialog key={venue._id} venue={venue} onClose={() => favorites.closeSave()} />
    </Suspense>
  );
});
