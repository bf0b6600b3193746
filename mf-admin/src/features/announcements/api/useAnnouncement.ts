import { useCallback, useEffect, useState } from 'react';
import { objectId, type Announcement } from '@venues/contracts';
import { announcementsApi, toApiError, type ClientApiError } from '@venues/api-client';

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

export function useAnnouncement(id: string | undefined): AnnouncementResult {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ClientApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Ids are UUIDs: anything else cannot exist, so skip the request that would be refused.
  const wellFormed = id !== undefined && objectId.safeParse(id).success;

  useEffect(() => {
    if (!wellFormed || !id) {
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    setError(null);
    announcementsApi
      .get(id)
      .then((a) => current && setAnnouncement(a))
      .catch((e: unknown) => current && setError(toApiError(e)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [id, wellFormed, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    announcement,
    loading,
    notFound: !wellFormed || error?.code === 'NOT_FOUND',
    error: error?.code === 'NOT_FOUND' ? null : error,
    reload,
    replace: setAnnouncement,
  };
}
