import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { accountsApi, toApiError } from '@venues/api-client';
import { isInvalidLink } from '../hooks/useLinkCheck';
import { once } from '../lib/once';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResendForm } from '../features/verify/components/ResendForm';
import { Notice } from '../components/plain/Notice';
import type { OnboardingState } from './OnboardingSuccessPage';
import { forgetIntent, readIntent } from '../features/auth/lib/pendingIntent';

/**
 * /verify-email/:token (root level, the link in the mail). Confirms the address, then goes to
 * /onboarding-success. Opened in the browser that signed up, the server signs in as well
 * (docs/adr/0114-enquiring-before-signing-up.md): then straight back to what the person started
 * before signing up (the kept enquiry's form, which sends it). Elsewhere it does not sign in.
 * Without antd (docs/adr/0087-public-pages-without-antd.md).
 */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<{ message: string; invalid: boolean } | null>(null);
  useDocumentTitle(problem ? 'Link not valid' : 'Confirming your e-mail');

  useEffect(() => {
    let live = true;
    once(`verify:${token}`, () => accountsApi.verifyEmail(token))
      .then((answer) => {
        if (!live) return;
        const intent = answer.session && answer.purpose === 'signup' ? readIntent() : null;
        if (intent) {
          forgetIntent();
          return navigate(intent.returnTo, { replace: true });
        }
        const state: OnboardingState = { purpose: answer.purpose, email: answer.email };
        navigate('/onboarding-success', { replace: true, state });
      })
      .catch((e: unknown) => {
        if (!live) return;
        const error = toApiError(e);
        const invalid = isInvalidLink(error);
        setProblem({ message: invalid ? error.message : `We could not confirm your address: ${error.message}`, invalid });
      });
    return () => {
      live = false;
    };
  }, [token, navigate]);

  if (!problem) {
    return (
      <div role="status" className="ui-plain" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 64 }}>
        <span className="ui-spinner" aria-hidden="true" />
        <span className="ui-muted">Confirming your e-mail address…</span>
      </div>
    );
  }
  return (
    <AuthCard title={problem.invalid ? 'This link cannot be used' : 'Something went wrong'}>
      <Notice kind="error" title={problem.message} />
      {problem.invalid && (
        <>
          <p>
            Links expire after 24 hours and work once. If you already confirmed your address, just{' '}
            <Link to={`/${country}/login`}>sign in</Link>. Otherwise, we can send you a new link:
          </p>
          <ResendForm />
        </>
      )}
    </AuthCard>
  );
}
