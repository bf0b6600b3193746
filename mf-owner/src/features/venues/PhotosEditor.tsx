import { useId, useRef, useState, type DragEvent } from 'react';
import { LISTING_PHOTO_LIMITS, type OwnerPhoto, type PhotosOrder } from '@venues/contracts';
import { toApiError } from '@venues/api-client';
import { ConfirmDialog } from '@venues/mf-kit';
import { ui } from '@venues/session';

export interface PhotosEditorProps {
  photos: OwnerPhoto[];
  /** The most photos allowed (a venue 30, a space 20). */
  max: number;
  editable: boolean;
  /** Each call answers the photos as stored. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<OwnerPhoto[]>;
  order: (body: PhotosOrder) => Promise<OwnerPhoto[]>;
  remove: (photoId: string) => Promise<OwnerPhoto[]>;
}

const MB = LISTING_PHOTO_LIMITS.maxBytes / 1024 / 1024;

/** What the browser can tell before uploading (the server checks the content and the pixels again). */
export function photoProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(LISTING_PHOTO_LIMITS.types as readonly string[]).includes(file.type)) return `${file.name}: upload a JPEG, PNG or WebP photo.`;
  if (file.size > LISTING_PHOTO_LIMITS.maxBytes) return `${file.name} is larger than ${MB} MB: export it smaller and try again.`;
  return null;
}

/** A file waiting for its turn or on its way, with the fraction sent. */
interface Upload {
  key: string;
  name: string;
  fraction: number | null;
}

/**
 * Photos of a venue or a space: upload (drop them or choose them; one after the other, each with
 * its progress), captions, order and cover (the first photo), removal after a confirmation.
 * Resizing happens on the server (sharp). Drawn without antd (plain.css).
 */
export function PhotosEditor({ photos: initial, max, editable, upload, order, remove }: PhotosEditorProps) {
  const id = useId();
  const [photos, setPhotos] = useState(initial);
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<OwnerPhoto | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const count = useRef(0);
  const room = max - photos.length - uploads.length;

  async function run(call: () => Promise<OwnerPhoto[]>, done?: string) {
    setBusy(true);
    try {
      setPhotos(await call());
      if (done) ui.showSnackbar(done, 'success');
      return true;
    } catch (e) {
      setProblems([toApiError(e).message]);
      return false;
    } finally {
      setBusy(false);
    }
  }
  const body = (list: OwnerPhoto[]): PhotosOrder => ({ photos: list.map((p) => ({ _id: p._id, caption: captions[p._id] ?? p.caption })) });
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [p] = next.splice(from, 1);
    next.splice(to, 0, p!);
    void run(() => order(body(next)), to === 0 ? 'Cover photo changed' : undefined);
  };

  /** Checks the files, then sends them one at a time: each answer is the whole list, so none overtakes another. */
  async function add(files: File[]) {
    const found: string[] = [];
    const fit = files.filter((f) => {
      const problem = photoProblem(f);
      if (problem) found.push(problem);
      return !problem;
    });
    const taken = fit.slice(0, Math.max(0, room));
    if (fit.length > taken.length) found.push(`At most ${max} photos: ${fit.length - taken.length} left out (${fit.slice(taken.length).map((f) => f.name).join(', ')}).`);
    setProblems(found);
    if (taken.length === 0) return;
    const queued = taken.map((file) => ({ file, key: `${++count.current}`, name: file.name }));
    setUploads((u) => [...u, ...queued.map(({ key, name }) => ({ key, name, fraction: null }))]);
    for (const { file, key } of queued) {
      const progress = (fraction: number) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, fraction } : x)));
      progress(0);
      try {
        setPhotos(await upload(file, progress));
      } catch (e) {
        setProblems((p) => [...p, `${file.name}: ${toApiError(e).message}`]);
      } finally {
        setUploads((u) => u.filter((x) => x.key !== key));
      }
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (editable && room > 0) void add(Array.from(e.dataTransfer.files));
  };

  return (
    <div className="own-photos">
      {problems.length > 0 && (
        <div className="ui-alert ui-alert--error own-alert-row" role="alert">
          {problems.length === 1 ? (
            <span>{problems[0]}</span>
          ) : (
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <button type="button" className="ui-button ui-button--small ui-button--text" onClick={() => setProblems([])}>
            Dismiss
          </button>
        </div>
      )}
      {editable && room > 0 && (
        <div
          className={`own-dropzone${dragging ? ' own-dropzone--over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {/* The native file input is hidden: the button (a real button, for the keyboard) opens its picker. */}
          <input
            ref={fileInput}
            type="file"
            multiple
            className="ui-visually-hidden"
            accept={LISTING_PHOTO_LIMITS.types.join(',')}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void add(files);
            }}
          />
          <p>Drop photos here or</p>
          <button type="button" className="ui-button ui-button--primary" onClick={() => fileInput.current?.click()} aria-describedby={`${id}-rules`}>
            Choose photos
          </button>
          <p id={`${id}-rules`} className="own-muted">
            JPEG, PNG or WebP, up to {MB} MB, at least {LISTING_PHOTO_LIMITS.minWidth}×{LISTING_PHOTO_LIMITS.minHeight} pixels. {photos.length} of {max} used.
          </p>
        </div>
      )}
      {uploads.length > 0 && (
        <ul className="own-uploads" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key}>
              <span>{u.name}</span>
              {u.fraction === null ? (
                <span className="own-muted">Waiting</span>
              ) : (
                <progress max={100} value={Math.round(u.fraction * 100)} aria-label={`Uploading ${u.name}`}>
                  {Math.round(u.fraction * 100)}%
                </progress>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length === 0 ? (
        <p className="own-muted">No photos yet. Venues with 5 or more bright photos get the most enquiries.</p>
      ) : (
        <ol className="own-photo-list" aria-label="Photos, the first is the cover">
          {photos.map((p, i) => (
            <li key={p._id}>
              <img src={p.thumb_url} alt={p.caption || `Photo ${i + 1}`} width={240} height={Math.round((240 * p.height) / p.width) || 160} />
              {i === 0 && <span className="own-cover-tag">Cover</span>}
              <input
                className="ui-input"
                aria-label={`Caption of photo ${i + 1}`}
                placeholder="Caption (what guests see)"
                maxLength={LISTING_PHOTO_LIMITS.caption}
                disabled={!editable}
                value={captions[p._id] ?? p.caption}
                onChange={(e) => setCaptions((c) => ({ ...c, [p._id]: e.target.value }))}
                onBlur={() => captions[p._id] !== undefined && captions[p._id] !== p.caption && void run(() => order(body(photos)), 'Caption saved')}
              />
              {editable && (
                <div className="own-photo-actions">
                  {i > 0 && (
                    <button type="button" className="ui-button ui-button--small" disabled={busy} onClick={() => move(i, 0)} aria-label={`Make cover: photo ${i + 1}`}>
                      Make cover
                    </button>
                  )}
                  <button type="button" className="ui-button ui-button--small" disabled={busy || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`}>
                    <span aria-hidden="true">←</span>
                  </button>
                  <button type="button" className="ui-button ui-button--small" disabled={busy || i === photos.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`}>
                    <span aria-hidden="true">→</span>
                  </button>
                  <button type="button" className="ui-button ui-button--small own-danger" disabled={busy} onClick={() => setRemoving(p)} aria-label={`Remove photo ${i + 1}`}>
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this photo?"
          okText="Remove"
          cancelText="Keep it"
          danger
          busy={busy}
          onCancel={() => setRemoving(null)}
          onOk={() => void run(() => remove(removing._id), 'Photo removed').then(() => setRemoving(null))}
        >
          <p className="own-dialog-text">It leaves the page at once.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
