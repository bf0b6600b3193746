import { useId, useState, type ReactNode } from 'react';
import { ADMIN_LIMITS } from '@venues/contracts';
import { useModalDialog } from '@venues/mf-kit';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** What happens, and to whom it is said. */
  description?: ReactNode;
  /** Ask for a reason: `required` (reject, suspend, hide) or `optional` (restore). */
  reason?: 'required' | 'optional';
  reasonLabel?: string;
  /** Under the reason box: who reads it. */
  reasonHint?: string;
  confirmLabel: string;
  danger?: boolean;
  onCancel: () => void;
  /** Runs the action; answers the message to show when it was refused (the dialog stays open). */
  onConfirm: (reason: string) => Promise<string | void>;
}

/**
 * The confirmation of an administrator's action, with a reason when one is given to the people
 * concerned. The reason is checked as the server checks it (required, at most ADMIN_LIMITS.reason).
 * A native modal `<dialog>` drawn with plain.css (as mf-kit's ConfirmDialog), so plain and antd
 * pages alike can ask: focus kept inside, the page behind inert, Escape cancels.
 */
export function ActionDialog(props: ActionDialogProps) {
  // Drawn only while open: each opening starts with an empty reason and no message.
  return props.open ? <OpenActionDialog {...props} /> : null;
}

function OpenActionDialog({ title, description, reason, reasonLabel = 'Reason', reasonHint, confirmLabel, danger, onCancel, onConfirm }: ActionDialogProps) {
  const ref = useModalDialog();
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const value = text.trim();
    if (reason === 'required' && !value) {
      setFieldError(`${reasonLabel} is required`);
      return;
    }
    if (value.length > ADMIN_LIMITS.reason) {
      setFieldError(`${reasonLabel} must be at most ${ADMIN_LIMITS.reason} characters`);
      return;
    }
    setFieldError(null);
    setRefused(null);
    setBusy(true);
    try {
      const message = await onConfirm(value);
      if (message) setRefused(message);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [fieldError ? `${id}-error` : null, reasonHint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <dialog
      ref={ref}
      className="ui-plain ui-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="ui-dialog__body">
        {description && <div style={reason || refused ? { marginBottom: 12 } : undefined}>{description}</div>}
        {reason && (
          <div className="ui-field">
            <label htmlFor={`${id}-reason`}>{reason === 'optional' ? `${reasonLabel} (optional)` : reasonLabel}</label>
            <textarea
              id={`${id}-reason`}
              className="ui-input"
              autoFocus
              rows={4}
              maxLength={ADMIN_LIMITS.reason}
              value={text}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => setText(e.target.value)}
            />
            {fieldError && (
              <p id={`${id}-error`} className="ui-field-error">
                {fieldError}
              </p>
            )}
            {reasonHint && (
              <p id={`${id}-hint`} className="ui-field-hint">
                {reasonHint}
              </p>
            )}
          </div>
        )}
        {refused && (
          <div className="ui-alert ui-alert--error" role="alert">
            <span>{refused}</span>
          </div>
        )}
      </div>
      <div className="ui-dialog__actions">
        {/* Without a reason box the cancel button has the first focus, so Enter does not confirm by accident. */}
        <button type="button" className="ui-button" onClick={onCancel} disabled={busy} autoFocus={!reason}>
          Cancel
        </button>
        <button
          type="button"
          className={`ui-button ui-button--primary${danger ? ' ui-button--danger' : ''}`}
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
