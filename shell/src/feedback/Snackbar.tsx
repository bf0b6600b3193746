import { useEffect, useRef, type ReactNode } from 'react';
import { SNACKBAR } from '@venues/contracts';

export interface SnackbarViewProps {
  open: boolean;
  text: string;
  color?: 'success' | 'error' | 'info' | 'warning';
  onClose: () => void;
  /** Extra action beside Close (e.g. Reload). */
  action?: ReactNode;
  /** ms; null keeps it until closed. */
  autoHideMs?: number | null;
}

/** Snackbar (docs/spec.md §4): text, colour, Close; hides after 5 s; a swipe over 50px closes it. */
export function SnackbarView({ open, text, color, onClose, action, autoHideMs = SNACKBAR.timeout }: SnackbarViewProps) {
  const startX = useRef<number | null>(null);
  useEffect(() => {
    if (!open || autoHideMs === null) return;
    const t = setTimeout(onClose, autoHideMs);
    return () => clearTimeout(t);
  }, [open, text, autoHideMs, onClose]);
  if (!open) return null;
  return (
    <div
      className={`sh-snackbar sh-snackbar-${color ?? 'info'}`}
      role="status"
      aria-live="polite"
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const x = e.changedTouches[0]?.clientX;
        if (startX.current !== null && x !== undefined && Math.abs(x - startX.current) > SNACKBAR.swipeClosePx) onClose();
        startX.current = null;
      }}
    >
      <span className="sh-snackbar-text">{text}</span>
      {action}
      <button type="button" className="sh-snackbar-close" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
