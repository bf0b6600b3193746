import type { OwnerVenueSummary } from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import Empty from 'antd/es/empty';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed, Loading } from '../../components/PageStates';
import { FeedPanel } from './FeedPanel';
import { SpaceCalendar } from './SpaceCalendar';
import { SpacesView } from './SpacesView';
import type { AvailabilityParams } from './useAvailabilityParams';
import { VenueSpacePicker } from './VenueSpacePicker';

export interface AvailabilityWorkspaceProps {
  /** The team's venues with spaces, in the order to offer them (never empty). */
  venues: readonly OwnerVenueSummary[];
  params: AvailabilityParams;
  country: string;
}

/** The chosen venue and space (the URL's, else the first), its calendar and its iCal feed; or every space of the venue over a week. */
export function AvailabilityWorkspace({ venues, params, country }: AvailabilityWorkspaceProps) {
  const venueId = venues.some((v) => v._id === params.venueId) ? params.venueId! : venues[0]!._id;
  const venue = useData(() => ownerVenuesApi.get(venueId), [venueId]);
  // The previous venue's answer stays while the next loads: its spaces are not this venue's.
  const detail = venue.data?._id === venueId ? venue.data : undefined;
  const space = detail && (detail.spaces.find((s) => s._id === params.spaceId) ?? detail.spaces[0]);

  return (
    <>
      <VenueSpacePicker
        venues={venues}
        venueId={venueId}
        spaces={detail?.spaces}
        spaceId={space?._id}
        onVenue={(id) => params.set({ venue: id, space: undefined })}
        // Choosing one space from all of them shows that space's week.
        onSpace={(id) => params.set({ venue: venueId, space: id, view: params.view === 'spaces' ? 'week' : params.view })}
      />
      {venue.status === 'error' ? (
        <LoadFailed title="We could not load this venue’s spaces" message={venue.error.message} onRetry={venue.reload} />
      ) : !detail ? (
        <Loading label="Loading the venue’s spaces" rows={8} />
      ) : !space ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This venue has no spaces yet: add one to keep its calendar.">
          <ButtonLink to={`/${country}/venues/management/venue/${venueId}`}>Add a space</ButtonLink>
        </Empty>
      ) : params.view === 'spaces' ? (
        <SpacesView key={venueId} venue={detail} spaces={detail.spaces} timeZone={detail.time_zone} country={country} params={params} />
      ) : (
        <>
          <SpaceCalendar key={space._id} space={space} venueId={venueId} spaces={detail.spaces} timeZone={detail.time_zone} country={country} params={params} />
          <FeedPanel key={`feed-${space._id}`} spaceId={space._id} spaceName={space.name} timeZone={detail.time_zone} />
        </>
      )}
    </>
  );
}
