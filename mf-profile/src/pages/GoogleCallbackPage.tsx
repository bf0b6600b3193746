import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { accountsApi, toApiError } from '@venues/api-client';
import { deriveRoles } from '@venues/contracts';
import { once } from '../lib/once';
import { AuthCard } from '../features/auth/components/AuthCard';
import { Notice } from '../components/plain/Notice';
import { destinationAfterLogin } from '../features/auth/lib/destination';
import { describeGoogleError, describeProviderError } from '../features/google/lib/callbackError';

/**
 * /callback/google?code=…&state=… (root level) — where Google sends the browser back. The server
 * checks state, nonce and PKCE, signs in, and answers where to go next.
 */
export default function GoogleCallbackPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  // RFC 9207: the provider names itself; the server checks it against the expected issuer.
  const iss = params.get('iss') ?? undefined;
  const providerError = params.get('error');
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle(problem ? 'Google sign-in failed' : 'Signing you in');

  useEffect(() => {
    if (providerError || !code || !state) {
      setProblem(providerError ? describeProviderError(providerError) : 'This sign-in link is incomplete. Start again from the sign-in page.');
      return;
    }
    let live = true;
    once(`google:${state}`, () => accountsApi.googleCallback({ code, state, iss }))
      .then((answer) => {
        if (!live) return;
        navigate(destinationAfterLogin(country, deriveRoles(answer.user), answer.returnTo), { replace: true });
      })
      .catch((e: unknown) => live && setProblem(describeGoogleError(toApiError(e))));
    return () => {
      live = false;
    };
  }, [code, state, iss, providerError, country, navigate]);

  if (problem) {
    return (
      <AuthCard title="Google sign-in did not finish">
        <Notice kind="error" title={problem} />
        <Link to={`/${country}/login`}>Back to sign-in</Link>
      </AuthCard>
    );
  }
  return (
    <div role="status" className="ui-plain" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 64 }}>
      <span className="ui-spinner" aria-hidden="true" />
      <p style={{ margin: 0 }}>Signing you in with Google…</p>
    </div>
  );
}
