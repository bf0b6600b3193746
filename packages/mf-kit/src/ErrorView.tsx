import type { CSSProperties, MouseEvent } from 'react';
import { countryHomeHref, palette } from '@venues/ui';
import { useDocumentTitle } from './hooks/useDocumentTitle';

export interface PlainErrorViewProps {
  /** HTTP-like status; 404 → 'Page Not Found', anything else → 'Internal Server Error' (docs/spec.md §2). */
  status?: number;
  message?: string;
  /** Where "Back to home" goes; defaults to the country home of the current URL. */
  homeHref?: string;
  /** Client-side navigation instead of a page load. */
  onHome?: () => void;
}

const box: CSSProperties = { padding: '48px 32px', textAlign: 'center', fontFamily: 'inherit' };
const code: CSSProperties = { fontSize: 56, fontWeight: 700, lineHeight: 1.1, color: palette.error, opacity: 0.85 };
const title: CSSProperties = { fontSize: 24, fontWeight: 500, margin: '16px 0 8px' };
const sub: CSSProperties = { fontSize: 14, opacity: 0.65, margin: '0 0 24px' };
const button: CSSProperties = {
  display: 'inline-block',
  padding: '7px 16px',
  borderRadius: 8,
  background: palette.primary,
  color: '#fff',
  fontWeight: 500,
  textDecoration: 'none',
};

/**
 * The docs/spec.md §2 error view, the one every app shows (the shell's unknown routes, a remote's
 * unknown sub-pages and records, its error boundaries): the same look and the same browser title
 * everywhere. Without antd, so a crash or a 404 never waits for it.
 */
export function PlainErrorView({ status = 500, message, homeHref, onHome }: PlainErrorViewProps) {
  const notFound = status === 404;
  useDocumentTitle(notFound ? 'Page Not Found' : 'Something went wrong');
  const goHome = onHome
    ? (e: MouseEvent) => {
        e.preventDefault();
        onHome();
      }
    : undefined;
  return (
    <div role="alert" style={box} data-testid="error-view" data-status={status}>
      <div style={code} aria-hidden="true">
        {notFound ? '404' : '500'}
      </div>
      <div style={title}>{notFound ? 'Page Not Found' : 'Internal Server Error'}</div>
      <p style={sub}>
        {message ?? (notFound ? 'The page you are looking for does not exist or has moved.' : 'Something went wrong on our side. Please try again.')}
      </p>
      <a style={button} href={homeHref ?? countryHomeHref()} onClick={goHome}>
        Back to home
      </a>
    </div>
  );
}
