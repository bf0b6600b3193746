import type { Announcement, AnnouncementQuery, Page } from '@venues/contracts';
import { announcementsApi, type ClientApiError } from '@venues/api-client';
import { useData } from '@venues/mf-kit';

export interface ListResult {
  page: Page<Announcement> | null;
  loading: boolean;
  error: ClientApiError | null;
  reload: () => void;
}

/** Loads one page of announcements; a newer query wins over an older answer still in flight. */
export function useAnnouncementList(query: AnnouncementQuery): ListResult {
  const key = JSON.stringify(query);
  const state = useData(() => announcementsApi.list(JSON.parse(key) as AnnouncementQuery), [key]);
  return {
    page: state.data ?? null,
    loading: state.status === 'loading',
    error: state.status === 'error' ? state.error : null,
    reload: state.reload,
  };
}
