import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ChoiceList } from '../features/auth/components/ChoiceList';
import { useReturnTo, useSignInReason } from '../features/auth/hooks/useReturnTo';
import { withReturnTo } from '../features/auth/lib/returnTo';
import { SIGNUP_COPY } from '../features/signup/lib/signupCopy';
import { SIGNUP_ROLES } from '../features/signup/lib/types';

/** /:country/sign-up and /:country/signup — a customer account or a venue account. */
export default function SignUpChoicePage() {
  const country = useCountry();
  const returnTo = useReturnTo();
  const reason = useSignInReason();
  useDocumentTitle('Sign up');

  return (
    <AuthCard
      title="Join us"
      subtitle={
        <>
          Already have an account? <Link to={withReturnTo(`/${country}/login/createas`, returnTo, reason)}>Sign in</Link>
        </>
      }
    >
      <ChoiceList
        label="Kinds of account"
        choices={SIGNUP_ROLES.map((role) => ({ to: withReturnTo(`/${country}/signup/${role}`, returnTo, reason), title: SIGNUP_COPY[role].choice, description: SIGNUP_COPY[role].description }))}
      />
      <p className="ui-muted" style={{ marginTop: 16, marginBottom: 0 }}>
        Own a venue? <Link to={`/${country}/list-your-venue`}>See how listing works</Link>
      </p>
    </AuthCard>
  );
}
