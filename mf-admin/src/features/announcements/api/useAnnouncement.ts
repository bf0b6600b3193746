import type { Announcement } from '@venues/contracts';
import { announcementsApi, type ClientApiError } from '@venues/api-client';
import { useData } from '@venues/mf-kit';

export interface AnnouncementResult {
  announcement: Announcement | null;
  loading: boolean;
  /** True for an unknown id (404, or an id that cannot exist). */
  notFound: boolean;
  error: ClientApiError | null;
  reload: () => void;
  /** Replaces the loaded copy with the server's answer after a save. */
  replace: (a: Announcement) => void;
}

/**
 * The ids contracts' `objectId` accepts (zod's RFC 9562 UUID), checked by hand: the schema would
 * bring zod to the page.
 */
const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

export function useAnnouncement(id: string | undefined): AnnouncementResult {
  // Ids are UUIDs: anything else cannot exist, so skip the request that would be refused.
  const wellFormed = id !== undefined && UUID.test(id);
  const state = useData(() => announcementsApi.get(id as string), [id], { skip: !wellFormed });
  const error = state.status === 'error' ? state.error : null;
  return {
    announcement: state.data ?? null,
    loading: state.status === 'loading',
    notFound: !wellFormed || error?.code === 'NOT_FOUND',
    error: error?.code === 'NOT_FOUND' ? null : error,
    reload: state.reload,
    replace: state.replace,
  };
}
