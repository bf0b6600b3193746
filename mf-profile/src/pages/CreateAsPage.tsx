import { Link } from 'react-router-dom';
import { Card, Typography } from 'antd';
import { LOGIN_ROLES } from '@venues/contracts';
import { useCountry } from '../hooks/useCountry';
import { AuthCard } from '../features/auth/components/AuthCard';
import { useReturnTo } from '../features/auth/hooks/useReturnTo';
import { ROLE_COPY } from '../features/auth/lib/roleCopy';
import { withReturnTo } from '../features/auth/lib/returnTo';

/** /:country/login/createas — pick the kind of account, then the matching sign-in form. */
export default function CreateAsPage() {
  const country = useCountry();
  const returnTo = useReturnTo();

  return (
    <AuthCard title="How do you want to sign in?">
      <nav aria-label="Sign-in choices">
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {LOGIN_ROLES.map((role) => (
            <li key={role}>
              <Link to={withReturnTo(`/${country}/login/${role}`, returnTo)} style={{ display: 'block' }}>
                <Card hoverable size="small">
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {ROLE_COPY[role].choice}
                  </Typography.Text>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {ROLE_COPY[role].description}
                  </Typography.Paragraph>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AuthCard>
  );
}
