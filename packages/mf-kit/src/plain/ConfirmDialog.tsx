import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The caller removes the dialog rather than closing it, and a removed dialog leaves the focus on
  // the page's body: it goes back to what had it before (the button that asked), if still there.
  // Read at the first render, before the cancel button's autoFocus takes it.
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal: there the attribute stands in.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);
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
