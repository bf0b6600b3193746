import { OWNER_VENUE_LIMITS } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { LinkButton, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PlainPageHeader } from '@venues/ui';
import { AvailabilityWorkspace } from '../features/availability/AvailabilityWorkspace';
import { useAvailabilityParams } from '../features/availability/useAvailabilityParams';
import { calendarVenues } from '../features/availability/VenueSpacePicker';
import '../features/venues/owner.css';
import '../features/availability/availability.css';

/**
 * `:country/availability`: a space's calendar in its venue's time zone (bookings, offers' holds,
 * the team's blocks), blocking and unblocking, and its iCal feed (docs/availability.md). Drawn
 * without antd (plain.css).
 */
export default function AvailabilityPage() {
  const country = useCountry();
  const params = useAvailabilityParams();
  useDocumentTitle('Availability');
  // One page of the largest size: a team's venues fit in it.
  const list = useData(() => ownerVenuesApi.list({ limit: OWNER_VENUE_LIMITS.maxLimit }), [], { isEmpty: () => false });
  const venues = list.data && calendarVenues(list.data.data);

  return (
    <div className="own-page av-page ui-plain">
      <PlainPageHeader title="Availability" subtitle="Your spaces’ bookings, offers’ holds and the time your team blocks, in each venue’s own time zone." />
      {list.status === 'error' ? (
        <div className="ui-alert ui-alert--error" role="alert">
          <strong>We could not load your venues</strong>
          <span>{list.error.message} </span>
          <button type="button" className="ui-link-button" onClick={list.reload}>
            Try again
          </button>
        </div>
      ) : !venues ? (
        <div className="ui-skeleton" aria-busy="true" aria-label="Loading your venues">
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} />
          ))}
        </div>
      ) : venues.length === 0 ? (
        <div className="ui-empty">
          <p>None of your team’s venues has a space yet. List a venue with its spaces to keep their calendars here.</p>
          <LinkButton primary to={`/${country}/venues/management/new-venue`}>
            List a new venue
          </LinkButton>
        </div>
      ) : (
        <AvailabilityWorkspace venues={venues} params={params} country={country} />
      )}
    </div>
  );
}
