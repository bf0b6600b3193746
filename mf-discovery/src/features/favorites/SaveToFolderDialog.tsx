import { useEffect, useId, useState, type FormEvent } from 'react';
import { favoritesApi, fieldErrors, toApiError } from '@venues/api-client';
import { FAVORITE_LIMITS, type FavoriteFolder } from '@venues/contracts';
import { Dialog } from '../ui/Dialog';
import { favorites, type SaveTarget } from './favoritesStore';

type Load = { status: 'loading' } | { status: 'ready'; folders: FavoriteFolder[] } | { status: 'error'; message: string };

/**
 * "Save to favourites": tick the folders the venue belongs in (each tick saves or removes at
 * once), or name a new folder and save into it. Membership comes from the server when the
 * dialog opens, so it is right even if the hearts were not loaded yet.
 */
export function SaveToFolderDialog({ venue, onClose }: { venue: SaveTarget; onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [member, setMember] = useState<Set<string>>(() => new Set(favorites.foldersOf(venue._id)));
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [creating, setCreating] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const id = useId();

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    Promise.all([favoritesApi.folders(), favoritesApi.savedVenues()]).then(
      ([folders, saved]) => {
        if (!live) return;
        const mine = saved.find((s) => s.venue_id === venue._id)?.folder_ids ?? [];
        setMember(new Set(mine));
        favorites.setFolders(venue._id, mine);
        setLoad({ status: 'ready', folders });
      },
      (e: unknown) => {
        if (live) setLoad({ status: 'error', message: toApiError(e).message });
      },
    );
    return () => {
      live = false;
    };
  }, [venue._id, attempt]);

  function commit(next: Set<string>) {
    setMember(next);
    favorites.setFolders(venue._id, [...next]);
  }

  async function toggle(folder: FavoriteFolder, on: boolean) {
    setError('');
    setPending((p) => new Set(p).add(folder._id));
    const before = new Set(member);
    const next = new Set(member);
    if (on) next.add(folder._id);
    else next.delete(folder._id);
    commit(next);
    try {
      if (on) await favoritesApi.add({ venue_id: venue._id, folder_id: folder._id });
      else await favoritesApi.remove({ venue_id: venue._id, folder_id: folder._id });
      setStatus(on ? `Saved to ${folder.name}` : `Removed from ${folder.name}`);
    } catch (e) {
      commit(before);
      setError(toApiError(e).message);
    } finally {
      setPending((p) => {
        const n = new Set(p);
        n.delete(folder._id);
        return n;
      });
    }
  }

  async function create(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Give the folder a name');
      return;
    }
    setCreating(true);
    setNameError('');
    setError('');
    try {
      const folder = await favoritesApi.createFolder(trimmed);
      await favoritesApi.add({ venue_id: venue._id, folder_id: folder._id });
      setLoad((l) => (l.status === 'ready' ? { status: 'ready', folders: [...l.folders, { ...folder, count: folder.count + 1 }] } : l));
      commit(new Set(member).add(folder._id));
      setName('');
      setStatus(`Saved to ${folder.name}`);
    } catch (err) {
      setNameError(fieldErrors(err).name ?? toApiError(err).message);
    } finally {
      setCreating(false);
    }
  }

  return (
    <Dialog
      title="Save to favourites"
      onClose={onClose}
      footer={
        // Closing with no folder ticked saves nothing: the button says so.
        <button type="button" className={`disc-button ${member.size ? 'disc-button--primary' : 'disc-button--ghost'}`} onClick={onClose}>
          {member.size ? 'Done' : 'Close without saving'}
        </button>
      }
    >
      <p className="disc-meta">
        {member.size ? `Choose the folders for ${venue.name}.` : `${venue.name} is not saved yet: tick a folder or create one.`}
      </p>
      {load.status === 'loading' && (
        <p role="status" className="disc-meta">
          Loading your folders…
        </p>
      )}
      {load.status === 'error' && (
        <div role="alert" className="disc-alert">
          <p>{load.message}</p>
          <button type="button" className="disc-button disc-button--ghost" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {load.status === 'ready' && load.folders.length > 0 && (
        <fieldset className="disc-folder-choices">
          <legend className="disc-visually-hidden">Folders</legend>
          {load.folders.map((f) => (
            <label key={f._id} className="disc-check">
              <input type="checkbox" checked={member.has(f._id)} disabled={pending.has(f._id)} onChange={(e) => void toggle(f, e.target.checked)} />
              <span>{f.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {load.status === 'ready' && (
        <form className="disc-inline-form" onSubmit={create} noValidate>
          <label htmlFor={`${id}-name`}>{load.folders.length ? 'Or save to a new folder' : 'Name your first folder'}</label>
          <div className="disc-inline-form__row">
            <input
              id={`${id}-name`}
              type="text"
              value={name}
              maxLength={FAVORITE_LIMITS.folderName}
              placeholder="e.g. Team off-site 2027"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" className="disc-button disc-button--primary" disabled={creating}>
              {creating ? 'Saving…' : 'Create and save'}
            </button>
          </div>
          {nameError && (
            <p id={`${id}-name-error`} className="disc-field-error">
              {nameError}
            </p>
          )}
        </form>
      )}
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}
      <p role="status" aria-live="polite" className="disc-meta">
        {status}
      </p>
    </Dialog>
  );
}
export default SaveToFolderDialog;
