import { ProfilePage, ProfileSection } from '../../features/profile/components/ProfilePage';
import { ProfilePhoto } from '../../features/profile/components/ProfilePhoto';
import { NameForm } from '../../features/profile/components/NameForm';
import { BirthDateForm } from '../../features/profile/components/BirthDateForm';
import { useProfileUser } from '../../features/profile/hooks/useProfileUser';

/** /:country/profile/general-information */
export default function GeneralInformationPage() {
  const user = useProfileUser();
  return (
    <ProfilePage slug="general-information">
      <ProfileSection title="Profile photo" description="Venues see it next to your messages.">
        <ProfilePhoto user={user} />
      </ProfileSection>
      <ProfileSection title="Your name" description="As you would like venues to address you.">
        <NameForm user={user} />
      </ProfileSection>
      <ProfileSection title="Date of birth">
        <BirthDateForm user={user} />
      </ProfileSection>
    </ProfilePage>
  );
}
