import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  okText: string;
  cancelText: string;
  /** The confirming button in the error colour (deleting, leaving unsaved work). */
  danger?: boolean;
  /** The confirmed action is running: both buttons wait, the confirming one spins. */
  busy?: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/**
 * antd's Modal.confirm without antd (plain.css): a native modal `<dialog>` — focus kept inside,
 * the page behind inert, Escape cancels. Open while rendered: the caller renders it to ask and
 * stops rendering it to close it. The cancel button has the first focus, so Enter does not confirm
 * by accident.
 */
export function ConfirmDialog({ title, children, okText, cancelText, danger, busy, onOk, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="ui-plain ui-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children && <div className="ui-dialog__body">{children}</div>}
      <div className="ui-dialog__actions">
        <button type="button" className="ui-button" onClick={onCancel} disabled={busy} autoFocus>
          {cancelText}
        </button>
        <button type="button" className={`ui-button ui-button--primary${danger ? ' ui-button--danger' : ''}`} onClick={onOk} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
          {okText}
        </button>
      </div>
    </dialog>
  );
}
