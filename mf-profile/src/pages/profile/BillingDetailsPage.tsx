import { useCountry } from '@venues/mf-kit';
import { ProfilePage, ProfileSection } from '../../features/profile/components/ProfilePage';
import { AddressForm } from '../../features/profile/components/AddressForm';
import { useProfileUser } from '../../features/profile/hooks/useProfileUser';

/** /:country/profile/billing-details */
export default function BillingDetailsPage() {
  const user = useProfileUser();
  const country = useCountry();
  return (
    <ProfilePage slug="billing-details">
      <ProfileSection title="Billing address" description="Printed on the invoices and receipts of your bookings. Companies: use the registered address.">
        <AddressForm user={user} fallbackCountry={country} />
      </ProfileSection>
    </ProfilePage>
  );
}
