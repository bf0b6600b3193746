import { ProfilePage, ProfileSection } from '../../features/profile/components/ProfilePage';
import { NotificationPreferencesForm } from '../../features/profile/components/NotificationPreferencesForm';

/** /:country/profile/notifications */
export default function NotificationsPage() {
  return (
    <ProfilePage slug="notifications">
      <ProfileSection
        title="What we tell you about"
        description="Messages about your account’s security — confirming your e-mail, resetting your password, changing your address — are always sent by e-mail."
      >
        <NotificationPreferencesForm />
      </ProfileSection>
    </ProfilePage>
  );
}
