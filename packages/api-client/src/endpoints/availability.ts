import type { AvailabilityBlock, AvailabilityQuery, BlockCreate, CalendarFeed, DataEnvelope, SpaceAvailability, VenueBlocksCreate } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { seg, unwrap, type Ok } from './unwrap';

// The availability module of the server (server/src/modules/availability, docs/availability.md):
// a space's calendar, the team's blocks and the space's secret iCal feed. Owners and venue admins.

export const availabilityApi = {
  /** Days `from`..`to` (both included, in the venue's time zone) with bookings, holds and blocks. */
  async calendar(spaceId: string, query: AvailabilityQuery): Promise<SpaceAvailability> {
    return unwrap(await http.get<DataEnvelope<SpaceAvailability>>(`/v1/spaces/${seg(spaceId)}/availability`, { params: query }));
  },
  /** 409 BLOCK_OVERLAPS_BOOKING | BLOCK_OVERLAPS_HOLD | BLOCK_OVERLAPS_BLOCK names what is in the way. */
  async block(spaceId: string, body: BlockCreate): Promise<AvailabilityBlock> {
    return unwrap(await http.post<DataEnvelope<AvailabilityBlock>>(`/v1/spaces/${seg(spaceId)}/blocks`, body));
  },
  /** The same time in several spaces of a venue, one block each, all or none (a 409 names the space in `details.space_id`). */
  async blockSpaces(venueId: string, body: VenueBlocksCreate): Promise<AvailabilityBlock[]> {
    return unwrap(await http.post<DataEnvelope<AvailabilityBlock[]>>(`/v1/venues/${seg(venueId)}/blocks`, body));
  },
  /** Only blocks of kind `blocked` (409 BLOCK_NOT_REMOVABLE otherwise). */
  async unblock(blockId: string): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>(`/v1/blocks/${seg(blockId)}`));
  },
  /** Whether the space has a feed; its URL is null here (only rotate shows it). */
  async feed(spaceId: string): Promise<CalendarFeed> {
    return unwrap(await http.get<DataEnvelope<CalendarFeed>>(`/v1/spaces/${seg(spaceId)}/calendar-feed`));
  },
  /** Creates the feed or replaces its secret URL; the answer is the only time the URL is shown. */
  async rotateFeed(spaceId: string): Promise<CalendarFeed> {
    return unwrap(await http.post<DataEnvelope<CalendarFeed>>(`/v1/spaces/${seg(spaceId)}/calendar-feed/rotate`, {}));
  },
  async removeFeed(spaceId: string): Promise<CalendarFeed> {
    return unwrap(await http.delete<DataEnvelope<CalendarFeed>>(`/v1/spaces/${seg(spaceId)}/calendar-feed`));
  },
};
