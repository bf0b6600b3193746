import { Link } from 'react-router-dom';
import Typography from 'antd/es/typography';
import { ProfilePage, ProfileSection } from '../../features/profile/components/ProfilePage';
import { ChangePasswordForm } from '../../features/profile/components/ChangePasswordForm';
import { useProfileUser } from '../../features/profile/hooks/useProfileUser';

/** /:country/profile/password */
export default function PasswordPage() {
  const user = useProfileUser();
  return (
    <ProfilePage slug="password">
      <ProfileSection title="Change password" description="At least 8 characters. A few unusual words together make a password that is strong and easy to remember.">
        {user.has_password === false ? (
          <Typography.Paragraph>
            Your account signs in with Google and has no password yet. To add one, use{' '}
            <Link to="/forgot-password">Forgot password</Link> with {user.email}: we will send you a link to set it.
          </Typography.Paragraph>
        ) : (
          <ChangePasswordForm user={user} />
        )}
      </ProfileSection>
    </ProfilePage>
  );
}
