import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TOKEN_LIFETIMES, signUpReasonText } from '@venues/contracts';
import { AuthCard } from '../features/auth/components/AuthCard';
import { SignedInNotice } from '../features/auth/components/SignedInNotice';
import { GoogleButton } from '../features/google/components/GoogleButton';
import { useReturnTo, useSignInReason } from '../features/auth/hooks/useReturnTo';
import { rememberIntent } from '../features/auth/lib/pendingIntent';
import { Notice } from '../components/plain/Notice';
import { withReturnTo } from '../features/auth/lib/returnTo';
import { SignUpForm } from '../features/signup/components/SignUpForm';
import { SIGNUP_COPY } from '../features/signup/lib/signupCopy';
import type { SignUpRole } from '../features/signup/lib/types';
import { CheckInbox } from '../features/verify/components/CheckInbox';
import { KeptEnquiryNotice, useKeptEnquiry } from '../features/auth/components/KeptEnquiryNotice';

/** /:country/signup/user and /:country/signup/venue — the form, then "check your inbox". Without antd (docs/adr/0087-public-pages-without-antd.md). */
export default function SignUpPage({ role }: { role: SignUpRole }) {
  const country = useCountry();
  const returnTo = useReturnTo();
  const reason = useSignInReason();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kept = useKeptEnquiry(returnTo);
  const copy = SIGNUP_COPY[role];
  useDocumentTitle(sentTo ? 'Check your inbox' : copy.heading);

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox">
        {kept ? (
          <Notice kind="info" title={`Open the link in this browser: you are signed in and your enquiry to ${kept.venueName} is sent.`} />
        ) : (
          returnTo && <Notice kind="info" title="Open the link in this browser, then sign in: you come back to what you were doing." />
        )}
        <CheckInbox
          email={sentTo}
          hours={TOKEN_LIFETIMES.verifyEmailHours}
          footer={
            <>
              Wrong address?{' '}
              <button type="button" className="ui-link-button" onClick={() => setSentTo(null)}>
                Sign up again
              </button>{' '}
              · <Link to={withReturnTo(`/${country}/login/${role}`, returnTo, reason)}>Go to sign-in</Link>
            </>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={copy.heading}
      subtitle={
        <>
          {copy.subtitle} Already have an account? <Link to={withReturnTo(`/${country}/login/${role}`, returnTo, reason)}>Sign in</Link>
        </>
      }
    >
      {kept ? <KeptEnquiryNotice venueName={kept.venueName} /> : signUpReasonText(reason) && <Notice kind="info" title={signUpReasonText(reason)} />}
      <SignedInNotice country={country} returnTo={returnTo} />
      <GoogleButton role={role} returnTo={returnTo} after={<p className="ui-divider">or with your e-mail</p>} />
      <SignUpForm key={role} role={role} country={country} onRegistered={(email) => {
          // The confirmation link opens in a new tab: remember where this person was going.
          if (returnTo) rememberIntent(returnTo, reason);
          setSentTo(email);
        }}
      />
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        {role === 'user' ? (
          <>
            Have a venue to list? <Link to={`/${country}/signup/venue`}>Create a venue account</Link>
          </>
        ) : (
          <>
            Looking for a venue? <Link to={`/${country}/signup/user`}>Create a customer account</Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}
