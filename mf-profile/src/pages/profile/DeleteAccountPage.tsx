import { useCountry } from '@venues/mf-kit';
import { Link, useNavigate } from 'react-router-dom';
import { ui } from '@venues/session';
import Typography from 'antd/es/typography';
import { ProfilePage, ProfileSection } from '../../features/profile/components/ProfilePage';
import { DeleteAccountForm } from '../../features/profile/components/DeleteAccountForm';
import { useProfileUser } from '../../features/profile/hooks/useProfileUser';

/** /:country/profile/delete-account */
export default function DeleteAccountPage() {
  const user = useProfileUser();
  const country = useCountry();
  const navigate = useNavigate();
  return (
    <ProfilePage slug="delete-account">
      <ProfileSection title="Before you go">
        <Typography.Paragraph>When you delete your account:</Typography.Paragraph>
        <ul style={{ marginTop: 0, lineHeight: 1.8 }}>
          <li>your name, e-mail address, phone numbers, photo and billing address are removed, and you are signed out everywhere;</li>
          <li>you can no longer sign in, and the e-mail address {user.email} can be used for a new account;</li>
          <li>
            records that other people or the law need — bookings, invoices, payments and the messages venues exchanged with you — are kept,
            without your personal details.
          </li>
        </ul>
        <Typography.Paragraph type="secondary">
          Only want fewer e-mails? <Link to={`/${country}/profile/notifications`}>Change your notification settings</Link> instead.
        </Typography.Paragraph>
      </ProfileSection>
      <ProfileSection title="Delete your account">
        {user.has_password === false ? (
          <Typography.Paragraph>
            Your account signs in with Google and has no password to confirm with. Set one first with <Link to="/forgot-password">Forgot password</Link>, then come back here.
          </Typography.Paragraph>
        ) : (
          <DeleteAccountForm
            onDeleted={() => {
              ui.showSnackbar('Your account has been deleted.', 'success');
              navigate(`/${country}`, { replace: true });
            }}
          />
        )}
      </ProfileSection>
    </ProfilePage>
  );
}
