import { useEffect, useId, useState } from 'react';
import type { Shortlist } from '@venues/contracts';
import { shortlistsApi, toApiError } from '@venues/api-client';
import { Dialog } from '../ui/Dialog';

export const joinHref = (country: string, token: string) => `/${country}/shortlists/join/${token}`;

/**
 * The owner shares a folder: the link to send co-organisers (made on opening), who joined, and
 * stopping — which asks first, since everyone loses access at once.
 */
export function ShareDialog({ folderId, country, onClose, onChanged }: { folderId: string; country: string; onClose: () => void; onChanged?: (s: Shortlist) => void }) {
  const [list, setList] = useState<Shortlist | null>(null);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    shortlistsApi.share(folderId).then(
      (s) => {
        setList(s);
        onChanged?.(s);
      },
      (e: unknown) => setError(toApiError(e).message),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shares once when the dialog opens
  }, [folderId]);

  const link = list?.share_token ? `${window.location.origin}${joinHref(country, list.share_token)}` : '';

  async function run(work: () => Promise<Shortlist | unknown>) {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Share with co-organisers"
      onClose={onClose}
      footer={
        <button type="button" className="disc-button disc-button--primary" onClick={onClose}>
          Done
        </button>
      }
    >
      {!list && !error && (
        <p role="status" className="disc-meta">
          Making the link…
        </p>
      )}
      {link && (
        <>
          <p>Anyone with this link can see this folder once signed in, add venues to it and vote on them.</p>
          <div className="disc-field">
            <label htmlFor={`${id}-link`}>Link to share</label>
            <input id={`${id}-link`} readOnly value={link} onFocus={(e) => e.target.select()} />
          </div>
          <button
            type="button"
            className="disc-button disc-button--ghost"
            onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setError('Copy the link from the box above.'))}
          >
            {copied ? 'Link copied' : 'Copy link'}
          </button>
          <h3 className="disc-subhead">Co-organisers</h3>
          {list!.members.length === 0 ? (
            <p className="disc-meta">Nobody has joined yet.</p>
          ) : (
            <ul className="disc-members">
              {list!.members.map((m) => (
                <li key={m._id}>
                  {m.name}{' '}
                  <button
                    type="button"
                    className="disc-button disc-button--ghost"
                    disabled={busy}
                    onClick={() => void run(async () => {
                      await shortlistsApi.removeMember(folderId, m._id);
                      const next = await shortlistsApi.get(folderId);
                      setList(next);
                      onChanged?.(next);
                    })}
                  >
                    Remove {m.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {confirmStop ? (
            <div role="group" aria-label="Stop sharing?" className="disc-confirm">
              <p>Stop sharing? The link stops working and co-organisers lose access (their votes go too).</p>
              <button
                type="button"
                className="disc-button disc-button--danger"
                disabled={busy}
                onClick={() => void run(async () => {
                  const next = await shortlistsApi.unshare(folderId);
                  onChanged?.(next);
                  onClose();
                })}
              >
                Stop sharing
              </button>{' '}
              <button type="button" className="disc-button disc-button--ghost" onClick={() => setConfirmStop(false)}>
                Keep sharing
              </button>
            </div>
          ) : (
            <button type="button" className="disc-button disc-button--ghost" onClick={() => setConfirmStop(true)}>
              Stop sharing…
            </button>
          )}
        </>
      )}
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
