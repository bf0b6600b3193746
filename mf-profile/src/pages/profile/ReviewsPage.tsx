import { useCountry } from '@venues/mf-kit';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { MyReviewsList } from '../../features/profile/components/MyReviewsList';

/** /:country/profile/reviews */
export default function ReviewsPage() {
  const country = useCountry();
  return (
    <ProfilePage slug="reviews">
      <MyReviewsList country={country} />
    </ProfilePage>
  );
}
