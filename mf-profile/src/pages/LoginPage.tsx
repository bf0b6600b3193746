import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { Link, useLocation } from 'react-router-dom';
import { signInReasonText, type LoginRole } from '@venues/contracts';
import { AuthCard } from '../features/auth/components/AuthCard';
import { LoginForm } from '../features/auth/components/LoginForm';
import { SignedInNotice } from '../features/auth/components/SignedInNotice';
import { useReturnTo, useSignInReason } from '../features/auth/hooks/useReturnTo';
import { useSignIn } from '../features/auth/hooks/useSignIn';
import { ROLE_COPY } from '../features/auth/lib/roleCopy';
import { withReturnTo } from '../features/auth/lib/returnTo';
import { GoogleButton } from '../features/google/components/GoogleButton';
import { Notice } from '../components/plain/Notice';
import { KeptEnquiryNotice, useKeptEnquiry } from '../features/auth/components/KeptEnquiryNotice';

/** An e-mail handed over in the history state (from "your e-mail is confirmed"). */
function stateEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /:country/login (role chosen on the form) and /:country/login/user|venue|admin (role fixed).
 * Without antd (plain.css, docs/adr/0087-public-pages-without-antd.md).
 */
export default function LoginPage({ role }: { role?: LoginRole }) {
  const country = useCountry();
  const returnTo = useReturnTo();
  const signIn = useSignIn(country, returnTo);
  const defaultEmail = stateEmail(useLocation().state);
  // Why the visitor was sent here (a heart, an enquiry button): say so.
  const reasonKey = useSignInReason();
  const reason = signInReasonText(reasonKey);
  const kept = useKeptEnquiry(returnTo);
  useDocumentTitle(role ? ROLE_COPY[role].heading : 'Sign in');

  return (
    <AuthCard
      title={role ? ROLE_COPY[role].heading : 'Sign in'}
      subtitle={
        role ? (
          <>
            Not you? <Link to={withReturnTo(`/${country}/login/createas`, returnTo, reasonKey)}>Choose another way to sign in</Link>
          </>
        ) : (
          'Welcome back. Sign in with your e-mail and password.'
        )
      }
    >
      {kept ? <KeptEnquiryNotice venueName={kept.venueName} /> : reason && <Notice kind="info" title={reason} />}
      <SignedInNotice country={country} returnTo={returnTo} />
      {/* Administrators sign in with their password only. */}
      {role !== 'admin' && <GoogleButton role={role ?? 'user'} returnTo={returnTo} after={<p className="ui-divider">or</p>} />}
      <LoginForm
        key={role ?? 'any'}
        fixedRole={role}
        onSubmit={signIn}
        defaultEmail={defaultEmail}
        forgotPasswordHref="/forgot-password"
        // Creating an account keeps where the person was going (the enquiry they started).
        // Someone who came to enquire is a customer: their sign-up, without the kind-of-account choice.
        signUpHref={withReturnTo(role === 'venue' ? `/${country}/signup/venue` : reasonKey === 'enquiry' ? `/${country}/signup/user` : `/${country}/sign-up`, returnTo, reasonKey)}
      />
    </AuthCard>
  );
}
