import { useState, type ReactNode } from 'react';
import { authApi, toApiError } from '@venues/api-client';
import type { RegistrationRole } from '@venues/contracts';
import { leavePage } from '../../../lib/leavePage';
import { loadProviders } from '../lib/providers';
import { useData } from '@venues/mf-kit';
import { Notice } from '../../../components/plain/Notice';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59A14.5 14.5 0 0 1 9.5 24c0-1.59.28-3.14.76-4.59l-7.98-6.19A23.94 23.94 0 0 0 0 24c0 3.77.9 7.35 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}

export interface GoogleButtonProps {
  /** The kind of account a first Google sign-in creates. */
  role: RegistrationRole;
  returnTo?: string | null;
  /** Rendered after the button (e.g. an "or" divider), only when the button shows. */
  after?: ReactNode;
}

/**
 * "Continue with Google", shown only when the server has Google sign-in configured. Plain (plain.css). It asks the
 * server for the authorization URL (state, nonce and PKCE live on the server) and goes there.
 */
export function GoogleButton({ role, returnTo, after }: GoogleButtonProps) {
  // Hidden until the server says Google sign-in is set up (a failure keeps it hidden).
  const providers = useData(loadProviders, []);
  const enabled = providers.data?.google ?? false;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // While the server is asked, the button's place is kept (the same markup, unseen), so that the
  // form under it does not move when it appears: a click aimed at "Forgot password?" landed on
  // whatever the button pushed there.
  if (providers.status === 'loading') {
    return (
      <div style={{ visibility: 'hidden' }}>
        <button type="button" className="ui-button ui-button--large ui-button--block" disabled tabIndex={-1}>
          <GoogleMark />
          Continue with Google
        </button>
        {after}
      </div>
    );
  }
  if (!enabled) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = await authApi.googleUrl({ role, returnTo: returnTo ?? undefined });
      leavePage(url);
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  };

  return (
    <>
      {error && <Notice kind="error" title={error} />}
      <button type="button" className="ui-button ui-button--large ui-button--block" onClick={start} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <span className="ui-spinner ui-spinner--small" aria-hidden="true" /> : <GoogleMark />}
        Continue with Google
      </button>
      {after}
    </>
  );
}
