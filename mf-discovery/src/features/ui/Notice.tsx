import type { ReactNode } from 'react';
import './ui.css';

/** "Nothing here" with a way out: a title, a line of help and actions (links or buttons). */
export function EmptyNotice({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="disc-notice" role="status">
      <svg className="disc-notice__art" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="24" cy="24" r="15" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="m35 35 12 12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2>{title}</h2>
      {children && <div className="disc-notice__text">{children}</div>}
      {actions && <div className="disc-notice__actions">{actions}</div>}
    </div>
  );
}

/** A failed load: what happened and a "Try again". */
export function ErrorNotice({ message, onRetry, title = 'Something went wrong' }: { message: string; onRetry?: () => void; title?: string }) {
  return (
    <div className="disc-notice disc-notice--error" role="alert">
      <h2>{title}</h2>
      <p className="disc-notice__text">{message}</p>
      {onRetry && (
        <div className="disc-notice__actions">
          <button type="button" className="disc-button disc-button--primary" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
