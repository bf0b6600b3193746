import './ui.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '@venues/mf-kit';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (the dialog body stays scrollable above them). */
  footer?: ReactNode;
  /** 'sheet': slides up from the bottom on phones and sits at the side on wider screens (the filter drawer). */
  variant?: 'center' | 'sheet';
  className?: string;
  /** Shown in the head between the title and the ✕ (e.g. the photo viewer's "3 / 12"). */
  headExtra?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser gives it focus trapping, Escape to
 * close, the inert page behind and the top layer, with no JavaScript library (no antd on these
 * pages). Rendered only while open (mf-kit's useModalDialog: the focus goes back to the button that
 * opened it); closing (Escape, ✕, a click on the backdrop) calls onClose.
 */
export function Dialog({ title, onClose, children, footer, variant = 'center', className, headExtra }: DialogProps) {
  const ref = useModalDialog();
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    el.addEventListener('cancel', onCancel);
    return () => el.removeEventListener('cancel', onCancel);
  }, [ref]);

  return (
    <dialog
      ref={ref}
      className={`disc-dialog disc-dialog--${variant} ${className ?? ''}`}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the <dialog> itself, never on its content.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="disc-dialog__frame">
        <header className="disc-dialog__head">
          <h2 id={titleId}>{title}</h2>
          {headExtra}
          <button type="button" className="disc-icon-button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </header>
        <div className="disc-dialog__body">{children}</div>
        {footer && <footer className="disc-dialog__foot">{footer}</footer>}
      </div>
    </dialog>
  );
}
