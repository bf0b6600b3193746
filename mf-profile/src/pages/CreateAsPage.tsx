import { useCountry } from '@venues/mf-kit';
import { LOGIN_ROLES } from '@venues/contracts';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ChoiceList } from '../features/auth/components/ChoiceList';
import { useReturnTo } from '../features/auth/hooks/useReturnTo';
import { ROLE_COPY } from '../features/auth/lib/roleCopy';
import { withReturnTo } from '../features/auth/lib/returnTo';

/** /:country/login/createas — pick the kind of account, then the matching sign-in form. */
export default function CreateAsPage() {
  const country = useCountry();
  const returnTo = useReturnTo();

  return (
    <AuthCard title="How do you want to sign in?">
      <ChoiceList
        label="Sign-in choices"
        choices={LOGIN_ROLES.map((role) => ({ to: withReturnTo(`/${country}/login/${role}`, returnTo), title: ROLE_COPY[role].choice, description: ROLE_COPY[role].description }))}
      />
    </AuthCard>
  );
}
