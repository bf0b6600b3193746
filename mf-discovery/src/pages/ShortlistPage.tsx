import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ENQUIRY_LIMITS, type Shortlist, type ShortlistVenue, type VoteValue } from '@venues/contracts';
import { shortlistsApi, toApiError } from '@venues/api-client';
import { session, ui } from '@venues/session';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { AddVenue } from '../features/shortlists/AddVenue';
import { ShareDialog } from '../features/shortlists/ShareDialog';
import { ConfirmDialog } from '../features/favorites/FolderNameDialog';
import { EmptyNotice, ErrorNotice } from '../features/ui/Notice';
import { VenueGrid } from '../features/venues/VenueCard';

/** Thumbs up and down for one venue: toggle buttons (aria-pressed) with the tallies. */
function Votes({ v, onVote }: { v: ShortlistVenue; onVote: (value: VoteValue) => void }) {
  return (
    <span className="disc-votes" role="group" aria-label={`Votes on ${v.name}`}>
      <button type="button" className="disc-button disc-button--ghost" aria-pressed={v.my_vote === 1} onClick={() => onVote(v.my_vote === 1 ? 0 : 1)}>
        For ({v.up})
      </button>
      <button type="button" className="disc-button disc-button--ghost" aria-pressed={v.my_vote === -1} onClick={() => onVote(v.my_vote === -1 ? 0 : -1)}>
        Against ({v.down})
      </button>
    </span>
  );
}

/**
 * `/:country/shortlists/:id` (signed in): a favourites folder as its owner and co-organisers see it:
 * who added each venue, the votes, adding venues, sharing (the owner), leaving (a member) and
 * "Enquire about all", which sends one enquiry to each venue.
 */
export default function ShortlistPage() {
  const { id = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const state = useData(() => shortlistsApi.get(id), [id]);
  const [dialog, setDialog] = useState<'share' | 'leave' | null>(null);
  const [error, setError] = useState('');
  const s = state.data;
  useDocumentTitle(s ? `${s.name} · Shortlist` : 'Shortlist');

  async function change(work: () => Promise<Shortlist>) {
    setError('');
    try {
      state.replace(await work());
    } catch (e) {
      setError(toApiError(e).message);
    }
  }

  if (state.status === 'error' && (state.error.status === 404 || state.error.status === 400)) {
    return (
      <div className="disc-page disc-container">
        <EmptyNotice title="This shortlist is not available" actions={<Link className="disc-button disc-button--primary" to={`/${country}/favorites`}>Back to your favourites</Link>}>
          <p>It may have stopped being shared, or you left it. Ask its owner for a new link.</p>
        </EmptyNotice>
      </div>
    );
  }
  const ranked = s ? [...s.venues].sort((a, b) => b.up - b.down - (a.up - a.down)) : undefined;
  const tooMany = (s?.venues.length ?? 0) > ENQUIRY_LIMITS.bulkVenues;
  return (
    <div className="disc-page disc-container">
      <nav className="disc-breadcrumbs" aria-label="Breadcrumbs">
        <Link to={`/${country}/favorites`}>Favourites</Link> › {s?.name ?? '…'}
      </nav>
      <div className="disc-page-head">
        <div>
          <h1>{s?.name ?? <span className="disc-skeleton disc-skeleton--line" style={{ display: 'inline-block', width: 200 }} />}</h1>
          {s && (
            <p className="disc-meta">
              {s.my_role === 'owner' ? 'Your shortlist' : `Shared by ${s.owner.name}`}
              {s.members.length > 0 && ` · with ${s.members.map((m) => m.name).join(', ')}`} · best voted first
            </p>
          )}
        </div>
        {s && (
          <div className="disc-page-actions">
            {s.venues.length > 0 &&
              (tooMany ? (
                <span className="disc-meta">Enquire about at most {ENQUIRY_LIMITS.bulkVenues} venues at once</span>
              ) : (
                <Link className="disc-button disc-button--primary" to={`/${country}/enquiries/new?folder=${s._id}`}>
                  Enquire about all
                </Link>
              ))}
            {s.my_role === 'owner' && (
              <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setDialog('share')}>
                Share
              </button>
            )}
            {s.my_role === 'member' && (
              <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setDialog('leave')}>
                Leave shortlist
              </button>
            )}
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}

      {state.status === 'error' ? (
        <ErrorNotice title="We could not load this shortlist" message={state.error.message} onRetry={state.reload} />
      ) : ranked && ranked.length === 0 ? (
        <EmptyNotice title="No venues yet">
          <p>Add the first one below, or save venues to this folder with their heart.</p>
        </EmptyNotice>
      ) : (
        <VenueGrid
          venues={ranked}
          country={country}
          skeletons={3}
          label={`Venues in ${s?.name ?? 'this shortlist'}`}
          actions={(v) => {
            const sv = v as ShortlistVenue;
            return (
              <>
                <span className="disc-meta">Added by {sv.added_by?._id === s?.owner._id || !sv.added_by ? s?.owner.name : sv.added_by.name}</span>
                <Votes v={sv} onVote={(value) => void change(() => shortlistsApi.vote(id, v._id, value))} />
              </>
            );
          }}
        />
      )}
      {s && <AddVenue country={country} have={new Set(s.venues.map((v) => v._id))} onAdd={(venueId) => change(() => shortlistsApi.addVenue(id, venueId))} />}

      {s && dialog === 'share' && <ShareDialog folderId={s._id} country={country} onClose={() => setDialog(null)} onChanged={(next) => state.replace(next)} />}
      {s && dialog === 'leave' && (
        <ConfirmDialog
          title={`Leave “${s.name}”?`}
          confirmLabel="Leave shortlist"
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await shortlistsApi.removeMember(s._id, session.user?._id ?? session.userMarker?._id ?? '');
            ui.showSnackbar(`You left “${s.name}”`, 'success');
            navigate(`/${country}/favorites`, { replace: true });
          }}
        >
          <p>You will no longer see it, and your votes are taken back. The venues you added stay.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
