import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors, toApiError } from '@venues/api-client';
import { FAVORITE_LIMITS } from '@venues/contracts';
import { Dialog } from '../ui/Dialog';

/** Names a new folder or renames one; the server's message (e.g. a name already used) shows under the field. */
export function FolderNameDialog({
  title,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Give the folder a name');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (err) {
      setError(fieldErrors(err).name ?? toApiError(err).message);
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="disc-inline-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>Folder name</label>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          autoFocus
          maxLength={FAVORITE_LIMITS.folderName}
          placeholder="e.g. Wedding shortlist"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="disc-field-error">
            {error}
          </p>
        )}
        <div className="disc-dialog__actions">
          <button type="button" className="disc-button disc-button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="disc-button disc-button--primary" disabled={busy}>
            {busy ? 'Saving…' : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  }
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="disc-button disc-button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="disc-button disc-button--danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
