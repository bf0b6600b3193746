import { OWNER_VENUE_LIMITS } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import Empty from 'antd/es/empty';
import { ButtonLink } from '../components/ButtonLink';
import { LoadFailed, Loading } from '../components/PageStates';
import { AvailabilityWorkspace } from '../features/availability/AvailabilityWorkspace';
import { useAvailabilityParams } from '../features/availability/useAvailabilityParams';
import { calendarVenues } from '../features/availability/VenueSpacePicker';
import '../features/venues/owner.css';
import '../features/availability/availability.css';

/**
 * `:country/availability`: a space's calendar in its venue's time zone (bookings, offers' holds,
 * the team's blocks), blocking and unblocking, and its iCal feed (docs/availability.md).
 */
export default function AvailabilityPage() {
  const country = useCountry();
  const params = useAvailabilityParams();
  useDocumentTitle('Availability');
  // One page of the largest size: a team's venues fit in it.
  const list = useData(() => ownerVenuesApi.list({ limit: OWNER_VENUE_LIMITS.maxLimit }), [], { isEmpty: () => false });
  const venues = list.data && calendarVenues(list.data.data);

  return (
    <div className="own-page av-page">
      <PageHeader title="Availability" subtitle="Your spaces’ bookings, offers’ holds and the time your team blocks, in each venue’s own time zone." />
      {list.status === 'error' ? (
        <LoadFailed title="We could not load your venues" message={list.error.message} onRetry={list.reload} />
      ) : !venues ? (
        <Loading label="Loading your venues" rows={8} />
      ) : venues.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="None of your team’s venues has a space yet. List a venue with its spaces to keep their calendars here.">
          <ButtonLink primary to={`/${country}/venues/management/new-venue`}>
            List a new venue
          </ButtonLink>
        </Empty>
      ) : (
        <AvailabilityWorkspace venues={venues} params={params} country={country} />
      )}
    </div>
  );
}
