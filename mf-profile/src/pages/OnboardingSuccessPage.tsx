import { useCountry, useDocumentTitle, LinkButton } from '@venues/mf-kit';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { VerifyPurpose } from '@venues/contracts';
import { session } from '@venues/session';
import { SuccessResult } from '../components/plain/SuccessResult';
import { forgetIntent, readIntent } from '../features/auth/lib/pendingIntent';
import { withReturnTo } from '../features/auth/lib/returnTo';

/** What /verify-email hands over in the history state. */
export interface OnboardingState {
  purpose: VerifyPurpose;
  email: string;
}

function readState(state: unknown): OnboardingState | null {
  const s = state as Partial<OnboardingState> | null;
  return s && typeof s.email === 'string' && (s.purpose === 'signup' || s.purpose === 'email-change') ? (s as OnboardingState) : null;
}

/** /onboarding-success (root level): the address is confirmed; what to do next. Without antd (plain.css). */
const OnboardingSuccessPage = observer(function OnboardingSuccessPage() {
  const country = useCountry();
  const done = readState(useLocation().state);
  useDocumentTitle('E-mail confirmed');
  const signedIn = session.isAuthenticated;
  // Started something before signing up (an enquiry, a favourite): the way back to it.
  const [intent] = useState(() => (done?.purpose === 'email-change' ? null : readIntent()));
  // Signed in already: the Continue button below is the way back, the stored copy is done with.
  useEffect(() => {
    if (signedIn && intent) forgetIntent();
  }, [signedIn, intent]);

  if (done?.purpose === 'email-change') {
    return (
      <SuccessResult title="Your new e-mail address is confirmed" subTitle={`From now on, sign in with ${done.email}. We sent a notice to your previous address.`}>
        {signedIn ? (
          <LinkButton primary to={`/${country}/profile/account-settings`}>
            Back to account settings
          </LinkButton>
        ) : (
          <LinkButton primary to={`/${country}/login`} state={{ email: done.email }}>
            Sign in
          </LinkButton>
        )}
      </SuccessResult>
    );
  }
  return (
    <SuccessResult
      title={done ? 'Your e-mail address is confirmed' : 'You are all set'}
      subTitle={
        intent ? (
          <>
            {done ? (
              <>
                Welcome! <strong>{done.email}</strong> is confirmed.{' '}
              </>
            ) : null}
            {signedIn ? 'Continue where you left off.' : 'Sign in to continue where you left off.'}
          </>
        ) : done ? (
          <>
            Welcome! <strong>{done.email}</strong> is confirmed. {signedIn ? 'You are signed in: start planning, or add your venue.' : 'Sign in to start planning — or to add your venue.'}
          </>
        ) : signedIn ? (
          'Your account is ready.'
        ) : (
          'Your account is ready. Sign in to continue.'
        )
      }
    >
      {signedIn ? (
        <LinkButton primary to={intent?.returnTo ?? `/${country}`}>
          Continue
        </LinkButton>
      ) : (
        <LinkButton primary to={intent ? withReturnTo(`/${country}/login`, intent.returnTo, intent.reason) : `/${country}/login`} state={done ? { email: done.email } : undefined}>
          Sign in
        </LinkButton>
      )}
      <Link to={`/${country}`}>Browse venues</Link>
    </SuccessResult>
  );
});
export default OnboardingSuccessPage;
