import { useCountry, useDocumentTitle, ButtonLink } from '@venues/mf-kit';
import { Link, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Result } from 'antd';
import type { VerifyPurpose } from '@venues/contracts';
import { session } from '@venues/session';

/** What /verify-email hands over in the history state. */
export interface OnboardingState {
  purpose: VerifyPurpose;
  email: string;
}

function readState(state: unknown): OnboardingState | null {
  const s = state as Partial<OnboardingState> | null;
  return s && typeof s.email === 'string' && (s.purpose === 'signup' || s.purpose === 'email-change') ? (s as OnboardingState) : null;
}

/** /onboarding-success (root level): the address is confirmed; what to do next. */
const OnboardingSuccessPage = observer(function OnboardingSuccessPage() {
  const country = useCountry();
  const done = readState(useLocation().state);
  useDocumentTitle('E-mail confirmed');
  const signedIn = session.isAuthenticated;

  if (done?.purpose === 'email-change') {
    return (
      <Result
        status="success"
        title="Your new e-mail address is confirmed"
        subTitle={`From now on, sign in with ${done.email}. We sent a notice to your previous address.`}
        extra={
          signedIn ? (
            <ButtonLink type="primary" to={`/${country}/profile/account-settings`}>
              Back to account settings
            </ButtonLink>
          ) : (
            <ButtonLink type="primary" to={`/${country}/login`} state={{ email: done.email }}>
              Sign in
            </ButtonLink>
          )
        }
      />
    );
  }
  return (
    <Result
      status="success"
      title={done ? 'Your e-mail address is confirmed' : 'You are all set'}
      subTitle={
        done ? (
          <>
            Welcome! <strong>{done.email}</strong> is confirmed. Sign in to start planning — or to add your venue.
          </>
        ) : (
          'Your account is ready. Sign in to continue.'
        )
      }
      extra={[
        signedIn ? (
          <ButtonLink key="go" type="primary" to={`/${country}`}>
            Continue
          </ButtonLink>
        ) : (
          <ButtonLink key="go" type="primary" to={`/${country}/login`} state={done ? { email: done.email } : undefined}>
            Sign in
          </ButtonLink>
        ),
        <Link key="home" to={`/${country}`} style={{ marginLeft: 8 }}>
          Browse venues
        </Link>,
      ]}
    />
  );
});
export default OnboardingSuccessPage;
