import { useCountry } from '@venues/mf-kit';
import { ProfilePage, ProfileSection } from '../../features/profile/components/ProfilePage';
import { EmailChangeForm } from '../../features/profile/components/EmailChangeForm';
import { PhonesForm } from '../../features/profile/components/PhonesForm';
import { CountryForm } from '../../features/profile/components/CountryForm';
import { AppearanceSetting } from '../../features/profile/components/AppearanceSetting';
import { useProfileUser } from '../../features/profile/hooks/useProfileUser';

/** /:country/profile/account-settings */
export default function AccountSettingsPage() {
  const user = useProfileUser();
  const storefront = useCountry();
  // Phones are checked for the account's country (the server does the same); the storefront until one is set.
  const country = user.country || storefront;
  return (
    <ProfilePage slug="account-settings">
      <ProfileSection title="E-mail address" description="We send a link to the new address; it becomes your sign-in address when you open it.">
        <EmailChangeForm user={user} />
      </ProfileSection>
      <ProfileSection title="Phone numbers" description="Venues use them to reach you about your enquiries and bookings.">
        {/* A new country changes the numbering plan: start the form again. */}
        <PhonesForm key={country} user={user} country={country} />
      </ProfileSection>
      <ProfileSection title="Country">
        <CountryForm user={user} fallback={storefront} />
      </ProfileSection>
      <ProfileSection title="Appearance" description="Saved in this browser.">
        <AppearanceSetting />
      </ProfileSection>
    </ProfilePage>
  );
}
