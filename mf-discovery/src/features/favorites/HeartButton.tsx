import { useCountry } from '@venues/mf-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import type { SignInReason } from '@venues/contracts';
import { favorites, type SaveTarget } from './favoritesStore';
import { rememberPendingSave } from './pendingSave';

/** `/sg/login?returnTo=…`: the shell's sign-in path, back to this page afterwards; `reason` tells the page why (SIGN_IN_REASONS). */
export function signInHref(country: string, returnTo: string, reason?: SignInReason): string {
  return `/${country}/login?returnTo=${encodeURIComponent(returnTo)}${reason ? `&reason=${reason}` : ''}`;
}

/**
 * The heart on a venue card or page. Signed in: opens the folder dialog. A visitor is sent to
 * sign in and comes back to this page, where the dialog opens for the same venue (pendingSave).
 */
export const HeartButton = observer(function HeartButton({ venue, className = '', withLabel = false }: { venue: SaveTarget; className?: string; withLabel?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const country = useCountry();
  const signedIn = session.isAuthenticated;
  useEffect(() => favorites.ensureLoaded(), [signedIn]);
  const saved = signedIn && favorites.isSaved(venue._id);

  function onClick() {
    if (!session.isAuthenticated) {
      const here = location.pathname + location.search;
      rememberPendingSave(venue, here);
      navigate(signInHref(country, here, 'favourite'));
      return;
    }
    favorites.openSave(venue);
  }

  return (
    <button
      type="button"
      className={`disc-heart ${saved ? 'is-saved' : ''} ${withLabel ? 'disc-heart--labelled' : ''} ${className}`}
      aria-haspopup="dialog"
      aria-label={saved ? `${venue.name} is saved: change folders` : `Save ${venue.name} to favourites`}
      title={saved ? 'Saved to favourites' : 'Save to favourites'}
      data-saved={saved ? 'true' : 'false'}
      onClick={onClick}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path strokeWidth="1.8" d="M12 20.7 10.7 19.5C6 15.3 3 12.6 3 9.2 3 6.5 5.1 4.4 7.8 4.4c1.5 0 3 .7 4.2 1.9 1.2-1.2 2.7-1.9 4.2-1.9C18.9 4.4 21 6.5 21 9.2c0 3.4-3 6.1-7.7 10.3L12 20.7Z" />
      </svg>
      {withLabel && <span>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
});
