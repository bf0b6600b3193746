import { observer } from 'mobx-react-lite';
import { Tabs } from 'antd';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { AdminPage } from '../components/AdminPage';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { useSearchState } from '../hooks/useSearchState';
import { ReviewsTab } from '../features/ratings/components/ReviewsTab';
import { VenueRatingsTab } from '../features/ratings/components/VenueRatingsTab';

/**
 * `ratings`: every review with its reports (filters: storefront, venue, rating, reported, hidden,
 * text), hidden and restored by moderators; and "By venue", each venue's ratings at a glance.
 */
function RatingsPage() {
  const canRead = useAdminCan('ratings.read');
  const canModerate = useAdminCan('ratings.moderate');
  const state = useSearchState();
  const storefronts = useData(() => adminApi.storefronts(), [], { skip: !canRead });
  if (!canRead) return <NoPermission permission="ratings.read" what="the ratings" />;
  const tab = state.get('tab') === 'venues' ? 'venues' : 'reviews';
  const fronts = storefronts.data ?? [];

  return (
    <AdminPage
      title="Ratings"
      subtitle={canModerate ? 'Reviews guests wrote, newest first. Hide one that breaks the rules: the venue’s rating is recomputed at once.' : 'Read only: your role can see reviews and reports but not hide them.'}
    >
      <Tabs
        activeKey={tab}
        // A new tab starts from its own filters (the storefront carries over).
        onChange={(k) => state.set({ tab: k === 'venues' ? 'venues' : '', venue: '', venue_name: '', rating: '', reported: '', hidden: '', q: '' })}
        items={[
          { key: 'reviews', label: 'Reviews', children: tab === 'reviews' ? <ReviewsTab state={state} storefronts={fronts} canModerate={canModerate} /> : null },
          {
            key: 'venues',
            label: 'By venue',
            children: tab === 'venues' ? <VenueRatingsTab state={state} storefronts={fronts} onOpenVenue={(v) => state.set({ tab: '', q: '', venue: v._id, venue_name: v.name })} /> : null,
          },
        ]}
      />
    </AdminPage>
  );
}

export default observer(RatingsPage);
