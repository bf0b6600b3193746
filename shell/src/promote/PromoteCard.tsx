import { useEffect, useState } from 'react';
import { Link } from '../routing/navigation';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { PRODUCT_NAME } from '../config';
import { hidePromote, safeLocalStorage, shouldShowPromote } from './promotePreference';

/** Delay so the card never competes with the landing page's first paint. */
const SHOW_AFTER_MS = 3000;

/**
 * The promote dialog: invites visitors on the landing page to list their venue. A small
 * non-modal card (it must not block the page); closing it stores promoteDialog=false.
 */
export const PromoteCard = observer(function PromoteCard({ onLanding }: { onLanding: boolean }) {
  const [visible, setVisible] = useState(false);
  const eligible = onLanding && !session.isAuthenticated;
  useEffect(() => {
    if (!eligible || !shouldShowPromote(safeLocalStorage())) return;
    const t = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(t);
  }, [eligible]);
  if (!visible || !eligible) return null;
  const dismiss = () => {
    hidePromote(safeLocalStorage());
    setVisible(false);
  };
  return (
    <aside className="sh-promote" role="dialog" aria-label={`List your venue on ${PRODUCT_NAME}`}>
      <strong>Own a venue?</strong>
      <p>List it on {PRODUCT_NAME} and receive enquiries and bookings from event planners.</p>
      <div className="sh-promote-actions">
        <Link className="sh-btn sh-primary" to={`/${session.country}/list-your-venue`} onClick={dismiss}>
          List your venue
        </Link>
        <button type="button" className="sh-btn" onClick={dismiss}>
          Not now
        </button>
      </div>
    </aside>
  );
});
