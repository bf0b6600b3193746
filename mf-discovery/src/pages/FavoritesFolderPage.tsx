import { Pagination, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { favoritesApi, toApiError } from '@venues/api-client';
import { ENQUIRY_LIMITS, FAVORITE_LIMITS, type FavoriteFolder, type VenueCard } from '@venues/contracts';
import { ui } from '@venues/session';
import { FavoritesHost } from '../features/favorites/FavoritesHost';
import { favorites } from '../features/favorites/favoritesStore';
import { ConfirmDialog, FolderNameDialog } from '../features/favorites/FolderNameDialog';
import { Dialog } from '../features/ui/Dialog';
import { EmptyNotice, ErrorNotice } from '../features/ui/Notice';
import { VenueGrid } from '../features/venues/VenueCard';
import { folderHref } from '../features/favorites/folderHref';
import { ShareDialog } from '../features/shortlists/ShareDialog';

type Action = { kind: 'rename' } | { kind: 'delete' } | { kind: 'share' } | { kind: 'move'; venue: VenueCard } | { kind: 'remove'; venue: VenueCard };

/** Moves a venue from this folder to another of the user's folders. */
function MoveDialog({ venue, from, onMoved, onClose }: { venue: VenueCard; from: FavoriteFolder; onMoved: (to: FavoriteFolder) => void; onClose: () => void }) {
  const folders = useData(() => favoritesApi.folders(), []);
  const others = useMemo(() => folders.data?.filter((f) => f._id !== from._id) ?? [], [folders.data, from._id]);
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  useEffect(() => {
    if (!to && others[0]) setTo(others[0]._id);
  }, [to, others]);

  async function move() {
    const target = others.find((f) => f._id === to);
    if (!target) return;
    setBusy(true);
    setError('');
    try {
      await favoritesApi.move({ venue_id: venue._id, from_folder_id: from._id, to_folder_id: target._id });
      const now = favorites.foldersOf(venue._id).filter((f) => f !== from._id);
      favorites.setFolders(venue._id, [...new Set([...now, target._id])]);
      onMoved(target);
      onClose();
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={`Move ${venue.name}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="disc-button disc-button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="disc-button disc-button--primary" disabled={busy || !to} onClick={() => void move()}>
            {busy ? 'Moving…' : 'Move'}
          </button>
        </>
      }
    >
      {folders.status === 'error' ? (
        <p role="alert">{folders.error.message}</p>
      ) : !folders.data ? (
        <p role="status" className="disc-meta">
          Loading your folders…
        </p>
      ) : others.length === 0 ? (
        <p>This is your only folder. Create another folder from Favourites first, then move venues into it.</p>
      ) : (
        <div className="disc-field">
          <label htmlFor={`${id}-to`}>Move to</label>
          <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
            {others.map((f) => (
              <option key={f._id} value={f._id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/**
 * `/:country/favorites/favoritesfolder?folder=<id>` (signed in): one folder — rename, delete, move and
 * remove venues; share it with co-organisers, see their votes, and enquire about all its venues.
 */
export default function FavoritesFolderPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const folderId = params.get('folder') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const state = useData(
    () => (folderId ? favoritesApi.folder(folderId, { page, limit: FAVORITE_LIMITS.defaultLimit }) : Promise.reject(new Error('No folder was given'))),
    [folderId, page],
  );
  const [action, setAction] = useState<Action | null>(null);
  const folder = state.data?.folder;
  useDocumentTitle(folder ? `${folder.name} · Favourites` : 'Favourites');

  const notFound = !folderId || (state.status === 'error' && (state.error.status === 404 || state.error.status === 400));
  if (notFound) {
    return (
      <div className="disc-page disc-container">
        <EmptyNotice
          title="This folder does not exist"
          actions={
            <Link className="disc-button disc-button--primary" to={`/${country}/favorites`}>
              Back to your folders
            </Link>
          }
        >
          <p>It may have been deleted, or the link is incomplete.</p>
        </EmptyNotice>
      </div>
    );
  }

  const venues = state.data?.venues;
  return (
    <div className="disc-page disc-container">
      <FavoritesHost />
      <nav className="disc-breadcrumbs" aria-label="Breadcrumbs">
        <Link to={`/${country}/favorites`}>Favourites</Link> › {folder?.name ?? '…'}
      </nav>
      <div className="disc-page-head">
        <div>
          <h1>{folder?.name ?? <span className="disc-skeleton disc-skeleton--line" style={{ display: 'inline-block', width: 200 }} />}</h1>
          {folder && (
            <p className="disc-meta">
              {folder.count} venue{folder.count === 1 ? '' : 's'}
            </p>
          )}
        </div>
        {folder && (
          <div className="disc-page-actions">
            {folder.count > 0 && folder.count <= ENQUIRY_LIMITS.bulkVenues && (
              <Link className="disc-button disc-button--primary" to={`/${country}/enquiries/new?folder=${folder._id}`}>
                Enquire about all
              </Link>
            )}
            <Link className="disc-button disc-button--ghost" to={`/${country}/shortlists/${folder._id}`}>
              Votes
            </Link>
            <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setAction({ kind: 'share' })}>
              Share
            </button>
            <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setAction({ kind: 'rename' })}>
              Rename
            </button>
            <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setAction({ kind: 'delete' })}>
              Delete folder
            </button>
          </div>
        )}
      </div>

      {state.status === 'error' ? (
        <ErrorNotice title="We could not load this folder" message={state.error.message} onRetry={state.reload} />
      ) : venues && venues.total === 0 ? (
        <EmptyNotice
          title="Nothing saved here yet"
          actions={
            <Link className="disc-button disc-button--primary" to={`/${country}/venues`}>
              Find venues
            </Link>
          }
        >
          <p>Tap the heart on a venue and choose this folder.</p>
        </EmptyNotice>
      ) : (
        <VenueGrid
          venues={venues?.data}
          country={country}
          skeletons={3}
          label={`Venues in ${folder?.name ?? 'this folder'}`}
          busy={state.status === 'loading' && venues !== undefined}
          actions={(v) => (
            <>
              <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setAction({ kind: 'move', venue: v })}>
                Move
              </button>
              <button type="button" className="disc-button disc-button--ghost" aria-haspopup="dialog" onClick={() => setAction({ kind: 'remove', venue: v })}>
                Remove
              </button>
            </>
          )}
        />
      )}
      {venues && folder && <Pagination className="disc-pagination" label="Pages of results" page={page} total={venues.total} limit={venues.limit} hrefFor={(p) => folderHref(country, folder._id, p)} />}

      {folder && action?.kind === 'share' && <ShareDialog folderId={folder._id} country={country} onClose={() => setAction(null)} />}
      {folder && action?.kind === 'rename' && (
        <FolderNameDialog
          title="Rename folder"
          initial={folder.name}
          submitLabel="Rename"
          onClose={() => setAction(null)}
          onSubmit={async (name) => {
            await favoritesApi.renameFolder(folder._id, name);
            ui.showSnackbar('Folder renamed', 'success');
            state.reload();
          }}
        />
      )}
      {folder && action?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete “${folder.name}”?`}
          confirmLabel="Delete folder"
          onClose={() => setAction(null)}
          onConfirm={async () => {
            await favoritesApi.deleteFolder(folder._id);
            favorites.forgetFolder(folder._id);
            ui.showSnackbar(`Folder “${folder.name}” deleted`, 'success');
            navigate(`/${country}/favorites`, { replace: true });
          }}
        >
          <p>
            The folder and its {folder.count} saved venue{folder.count === 1 ? '' : 's'} will be removed from your favourites. The venues themselves stay
            listed. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {folder && action?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${action.venue.name}?`}
          confirmLabel="Remove"
          onClose={() => setAction(null)}
          onConfirm={async () => {
            await favoritesApi.remove({ venue_id: action.venue._id, folder_id: folder._id });
            favorites.setFolders(action.venue._id, favorites.foldersOf(action.venue._id).filter((f) => f !== folder._id));
            ui.showSnackbar(`Removed from “${folder.name}”`, 'success');
            state.reload();
          }}
        >
          <p>It will no longer be in “{folder.name}”. You can save it again with its heart.</p>
        </ConfirmDialog>
      )}
      {folder && action?.kind === 'move' && (
        <MoveDialog
          venue={action.venue}
          from={folder}
          onClose={() => setAction(null)}
          onMoved={(to) => {
            ui.showSnackbar(`Moved to “${to.name}”`, 'success');
            state.reload();
          }}
        />
      )}
    </div>
  );
}
