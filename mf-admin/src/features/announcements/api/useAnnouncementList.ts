import { useCallback, useEffect, useState } from 'react';
import type { Announcement, AnnouncementQuery, Page } from '@venues/contracts';
import { announcementsApi, toApiError, type ClientApiError } from '@venues/api-client';

export interface ListResult {
  page: Page<Announcement> | null;
  loading: boolean;
  error: ClientApiError | null;
  reload: () => void;
}

/** Loads one page of announcements; a newer query wins over an older answer still in flight. */
export function useAnnouncementList(query: AnnouncementQuery): ListResult {
  const [page, setPage] = useState<Page<Announcement> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ClientApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    announcementsApi
      .list(JSON.parse(key) as AnnouncementQuery)
      .then((answer) => current && setPage(answer))
      .catch((e: unknown) => current && setError(toApiError(e)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, loading, error, reload };
}
