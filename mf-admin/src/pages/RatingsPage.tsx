import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { AdminPage } from '../components/AdminPage';
import { RouteTabs } from '../components/kit';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { useSearchState } from '../hooks/useSearchState';
import { ReviewsTab } from '../features/ratings/components/ReviewsTab';
import { VenueRatingsTab } from '../features/ratings/components/VenueRatingsTab';
import '../features/ratings/ratings.css';

/** What a tab's link leaves out: a new tab starts from its own filters at page 1 (the storefront carries over). */
const TAB_CLEARS = ['tab', 'venue', 'venue_name', 'rating', 'reported', 'hidden', 'q', 'page'];

/**
 * `ratings`: every review with its reports (filters: storefront, venue, rating, reported, hidden,
 * text), hidden and restored by moderators; and "By venue", each venue's ratings at a glance.
 * antd Tabs (the tab is in the address).
 */
function RatingsPage() {
  const canRead = useAdminCan('ratings.read');
  const canModerate = useAdminCan('ratings.moderate');
  const state = useSearchState();
  const { pathname, search } = useLocation();
  const storefronts = useData(() => adminApi.storefronts(), [], { skip: !canRead });
  if (!canRead) return <NoPermission permission="ratings.read" what="the ratings" />;
  const tab = state.get('tab') === 'venues' ? 'venues' : 'reviews';
  const fronts = storefronts.data ?? [];
  const tabHref = (key: 'reviews' | 'venues') => {
    const query = new URLSearchParams(search);
    for (const k of TAB_CLEARS) query.delete(k);
    if (key === 'venues') query.set('tab', 'venues');
    const qs = query.toString();
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };
  const tabs = [
    { key: 'reviews', label: 'Reviews' },
    { key: 'venues', label: 'By venue' },
  ] as const;

  return (
    <AdminPage
      title="Ratings"
      subtitle={canModerate ? 'Reviews guests wrote, newest first. Hide one that breaks the rules: the venue’s rating is recomputed at once.' : 'Read only: your role can see reviews and reports but not hide them.'}
    >
      <RouteTabs label="Ratings views" activeKey={tab} items={tabs.map((t) => ({ key: t.key, label: t.label, href: tabHref(t.key) }))} />
      {tab === 'reviews' ? (
        <ReviewsTab state={state} storefronts={fronts} canModerate={canModerate} />
      ) : (
        <VenueRatingsTab state={state} storefronts={fronts} onOpenVenue={(v) => state.set({ tab: '', q: '', venue: v._id, venue_name: v.name })} />
      )}
    </AdminPage>
  );
}

export default observer(RatingsPage);
