import { Link } from 'react-router-dom';
import { Card, Typography } from 'antd';
import { useCountry } from '../hooks/useCountry';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { AuthCard } from '../features/auth/components/AuthCard';
import { useReturnTo } from '../features/auth/hooks/useReturnTo';
import { withReturnTo } from '../features/auth/lib/returnTo';
import { SIGNUP_COPY } from '../features/signup/lib/signupCopy';
import { SIGNUP_ROLES } from '../features/signup/lib/types';

/** /:country/sign-up and /:country/signup — a customer account or a venue account. */
export default function SignUpChoicePage() {
  const country = useCountry();
  const returnTo = useReturnTo();
  useDocumentTitle('Sign up');

  return (
    <AuthCard
      title="Join us"
      subtitle={
        <>
          Already have an account? <Link to={withReturnTo(`/${country}/login/createas`, returnTo)}>Sign in</Link>
        </>
      }
    >
      <nav aria-label="Kinds of account">
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {SIGNUP_ROLES.map((role) => (
            <li key={role}>
              <Link to={withReturnTo(`/${country}/signup/${role}`, returnTo)} style={{ display: 'block' }}>
                <Card hoverable size="small">
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {SIGNUP_COPY[role].choice}
                  </Typography.Text>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {SIGNUP_COPY[role].description}
                  </Typography.Paragraph>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Own a venue? <Link to={`/${country}/list-your-venue`}>See how listing works</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
