import { useRef, useState } from 'react';
import { ADMIN_LIMITS, LISTING_PHOTO_LIMITS, type AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ConfirmDialog } from '../../../components/kit';
import { ui } from '@venues/session';
import { actionMessage } from '../../../lib/errors';

const MB = 1024 * 1024;

/**
 * The storefront's photos (the first is its hero on the home page): upload one at a time (the venue
 * photos' limits), move left or right, remove (asked first). Reordering and removing send the whole
 * list (PATCH photo). Drawn without antd (plain.css).
 */
export function StorefrontPhotos({ storefront: s, canManage, onChanged }: { storefront: AdminStorefront; canManage: boolean; onChanged: (s: AdminStorefront) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const full = s.photo.length >= ADMIN_LIMITS.photosPerStorefront;

  const save = async (photo: { path: string }[], done: string) => {
    setError(null);
    setBusy(true);
    try {
      onChanged(await adminApi.patchStorefront(s._id, { photo }));
      ui.showSnackbar(done, 'success');
    } catch (e) {
      setError(actionMessage(e, 'The photos were not changed'));
    } finally {
      setBusy(false);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...s.photo];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    void save(next, `Photo moved to position ${to + 1}`);
  };

  const upload = async (file: File) => {
    setError(null);
    if (!(LISTING_PHOTO_LIMITS.types as readonly string[]).includes(file.type)) {
      setError('Choose a JPEG, PNG or WebP image.');
      return;
    }
    if (file.size > LISTING_PHOTO_LIMITS.maxBytes) {
      setError(`That image is over ${LISTING_PHOTO_LIMITS.maxBytes / MB} MB. Choose a smaller one.`);
      return;
    }
    setProgress(0);
    try {
      onChanged(await adminApi.uploadStorefrontPhoto(s._id, file, { onProgress: (f) => setProgress(Math.round(f * 100)) }));
      ui.showSnackbar('Photo added', 'success');
    } catch (e) {
      setError(actionMessage(e, 'The photo was not added'));
    } finally {
      setProgress(null);
    }
  };

  const remove = async (index: number) => {
    await save(
      s.photo.filter((_, j) => j !== index),
      'Photo removed',
    );
    setRemoving(null);
  };

  return (
    <section className="adm-panel" aria-labelledby="storefront-photos">
      <h2 id="storefront-photos">Photos</h2>
      <p className="ui-muted">
        The first photo is the storefront’s picture on its home page. At most {ADMIN_LIMITS.photosPerStorefront}; JPEG, PNG or WebP, at least {LISTING_PHOTO_LIMITS.minWidth}×{LISTING_PHOTO_LIMITS.minHeight} pixels.
      </p>
      {error && (
        <div className="ui-alert ui-alert--error adm-alert-row" role="alert">
          <span>{error}</span>
          <button type="button" className="ui-button ui-button--small ui-button--text" onClick={() => setError(null)}>
            Dismiss
          </button>
        </div>
      )}
      {s.photo.length === 0 ? (
        <p className="ui-empty">No photos yet: the home page shows the site’s default picture.</p>
      ) : (
        <ol className="adm-photos" aria-label="Photos, in order">
          {s.photo.map((p, i) => (
            <li key={`${p.path}-${i}`}>
              <img src={p.path} alt={`Photo ${i + 1} of ${s.country_name}`} loading="lazy" />
              {canManage && (
                <div className="adm-actions">
                  <button type="button" className="ui-button ui-button--small" disabled={busy || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`}>
                    <span aria-hidden="true">←</span>
                  </button>
                  <button type="button" className="ui-button ui-button--small" disabled={busy || i === s.photo.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`}>
                    <span aria-hidden="true">→</span>
                  </button>
                  <button type="button" className="ui-button ui-button--small ui-button--danger" disabled={busy} onClick={() => setRemoving(i)} aria-label={`Remove photo ${i + 1}`}>
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {removing !== null && (
        <ConfirmDialog title={`Remove photo ${removing + 1}?`} okText="Remove" cancelText="Cancel" danger busy={busy} onOk={() => void remove(removing)} onCancel={() => setRemoving(null)} />
      )}
      {canManage && (
        <div className="adm-actions" style={{ alignItems: 'center' }}>
          {/* The native file input is hidden: the button (a real button, for the keyboard) opens its picker. */}
          <input
            ref={fileInput}
            type="file"
            className="ui-visually-hidden"
            accept={LISTING_PHOTO_LIMITS.types.join(',')}
            disabled={full || progress !== null}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <button type="button" className="ui-button" disabled={full || progress !== null} onClick={() => fileInput.current?.click()}>
            <span aria-hidden="true">⤒</span> Add a photo
          </button>
          {full && <span className="ui-muted">{ADMIN_LIMITS.photosPerStorefront} photos is the most: remove one to add another.</span>}
          {progress !== null && (
            <progress max={100} value={progress} aria-label="Upload progress" style={{ width: 240 }}>
              {progress}%
            </progress>
          )}
        </div>
      )}
    </section>
  );
}
