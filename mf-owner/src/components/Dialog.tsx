import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@venues/mf-kit';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** The buttons under the content. */
  footer?: ReactNode;
}

/**
 * antd's Modal without antd: a native modal `<dialog>` (plain.css's .ui-dialog) with its title, a
 * Close button and the buttons under it. The browser keeps the focus inside and the page behind
 * inert; Escape closes it. Open while rendered (mf-kit's useModalDialog): the caller stops
 * rendering it to close it, and the focus goes back to the button that opened it.
 */
export function Dialog({ title, onClose, children, footer }: DialogProps) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="ui-plain ui-dialog own-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: the page decides (it stops rendering the dialog), not the browser.
        e.preventDefault();
        onClose();
      }}
    >
      <div className="own-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="ui-button ui-button--text own-dialog__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="ui-dialog__body">{children}</div>
      {footer && <div className="ui-dialog__actions">{footer}</div>}
    </dialog>
  );
}
