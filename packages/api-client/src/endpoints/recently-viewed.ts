import type { DataEnvelope, RecentlyViewedItem } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { unwrap, type Ok } from './unwrap';

// The recently-viewed module of the server (server/src/modules/recently-viewed).

/** Recently viewed on the server (signed in); visitors keep theirs in the browser. */
export const recentlyViewedApi = {
  /** Newest first; all storefronts, or one country's. */
  async list(country?: string): Promise<RecentlyViewedItem[]> {
    return unwrap(await http.get<DataEnvelope<RecentlyViewedItem[]>>('/v1/recently-viewed', { params: country ? { country } : {} }));
  },
  async add(venueId: string): Promise<Ok> {
    return unwrap(await http.post<DataEnvelope<Ok>>('/v1/recently-viewed', { venue_id: venueId }));
  },
  /** At sign-in: the browser's list joins the server's; answers the merged list. */
  async merge(items: { venue_id: string; viewed_at: string }[]): Promise<RecentlyViewedItem[]> {
    return unwrap(await http.post<DataEnvelope<RecentlyViewedItem[]>>('/v1/recently-viewed/merge', { items }));
  },
};
