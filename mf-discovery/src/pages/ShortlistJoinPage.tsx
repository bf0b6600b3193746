import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { shortlistsApi, toApiError } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { EmptyNotice } from '../features/ui/Notice';

/**
 * `/:country/shortlists/join/:token` (signed in; the shell sends a visitor to sign in first and back):
 * what was shared and by whom, and "Join" to add venues and vote. Someone already in it goes straight in.
 */
export default function ShortlistJoinPage() {
  const { token = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const state = useData(() => shortlistsApi.byToken(token), [token]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useDocumentTitle(state.data ? `Join “${state.data.name}”` : 'Join a shortlist');

  if (state.status === 'error') {
    return (
      <div className="disc-page disc-container">
        <EmptyNotice title="This link no longer works" actions={<Link className="disc-button disc-button--primary" to={`/${country}/favorites`}>Go to your favourites</Link>}>
          <p>The shortlist may have stopped being shared. Ask its owner for a new link.</p>
        </EmptyNotice>
      </div>
    );
  }
  const s = state.data;
  if (s && s.my_role !== 'none') return <Navigate to={`/${country}/shortlists/${s._id}`} replace />;

  async function join() {
    setBusy(true);
    setError('');
    try {
      const joined = await shortlistsApi.join(token);
      navigate(`/${country}/shortlists/${joined._id}`, { replace: true });
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  }

  return (
    <div className="disc-page disc-container disc-narrow">
      <h1>{s ? `${s.owner.name} shared “${s.name}” with you` : 'Opening the shortlist…'}</h1>
      {s && (
        <>
          <p>
            {s.venues.length} venue{s.venues.length === 1 ? '' : 's'}
            {s.venues.length > 0 && `: ${s.venues.slice(0, 5).map((v) => v.name).join(', ')}${s.venues.length > 5 ? '…' : ''}`}
          </p>
          <p>Join to add venues and vote on them with {s.members.length > 0 ? `${s.owner.name} and ${s.members.length} other${s.members.length === 1 ? '' : 's'}` : s.owner.name}.</p>
          <button type="button" className="disc-button disc-button--primary" disabled={busy} onClick={() => void join()}>
            {busy ? 'Joining…' : 'Join this shortlist'}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
