import { useCountry } from '@venues/mf-kit';
import { useNavigate } from 'react-router-dom';
import { ui } from '@venues/session';
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
        <p>When you delete your account:</p>
        <ul style={{ marginTop: 0, lineHeight: 1.8 }}>
          <li>your name, e-mail address, phone numbers, photo and billing address are removed, and you are signed out everywhere;</li>
          <li>you can no longer sign in, and the e-mail address {user.email} can be used for a new account;</li>
          <li>
            records that other people or the law need — bookings, invoices, payments and the messages venues exchanged with you — are kept,
            without your personal details.
          </li>
        </ul>
        <p className="ui-muted">
          Only want fewer e-mails? Change your notification settings instead.
        </p>
      </ProfileSection>
      <ProfileSection title="Delete your account">
        {user.has_password === false ? (
          <p>
            Your account signs in with Google and has no password to confirm with. Set one first with “Forgot password”, then come back here.
          </p>
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
