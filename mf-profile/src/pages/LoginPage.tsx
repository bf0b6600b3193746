import { Link } from 'react-router-dom';
import type { LoginRole } from '@venues/contracts';
import { useCountry } from '../hooks/useCountry';
import { AuthCard } from '../features/auth/components/AuthCard';
import { LoginForm } from '../features/auth/components/LoginForm';
import { SignedInNotice } from '../features/auth/components/SignedInNotice';
import { useReturnTo } from '../features/auth/hooks/useReturnTo';
import { useSignIn } from '../features/auth/hooks/useSignIn';
import { ROLE_COPY } from '../features/auth/lib/roleCopy';
import { withReturnTo } from '../features/auth/lib/returnTo';

/** /:country/login (role chosen on the form) and /:country/login/user|venue|admin (role fixed). */
export default function LoginPage({ role }: { role?: LoginRole }) {
  const country = useCountry();
  const returnTo = useReturnTo();
  const signIn = useSignIn(country, returnTo);

  return (
    <AuthCard
      title={role ? ROLE_COPY[role].heading : 'Sign in'}
      subtitle={
        role ? (
          <>
            Not you? <Link to={withReturnTo(`/${country}/login/createas`, returnTo)}>Choose another way to sign in</Link>
          </>
        ) : (
          'Welcome back. Sign in with your e-mail and password.'
        )
      }
    >
      <SignedInNotice country={country} returnTo={returnTo} />
      <LoginForm
        key={role ?? 'any'}
        fixedRole={role}
        onSubmit={signIn}
        forgotPasswordHref="/forgot-password"
        signUpHref={`/${country}/sign-up`}
      />
    </AuthCard>
  );
}
