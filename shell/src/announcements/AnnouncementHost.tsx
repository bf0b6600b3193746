import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { useLocation } from '../routing/navigation';
import { observer } from 'mobx-react-lite';
import { announcementsApi } from '@venues/api-client';
import { session } from '@venues/session';
import { AnnouncementQueue, announcementQueryFor, closedThisVisit, isAnnouncementListPath, isTaskPath } from './announcementRules';
import { useAnnouncementMustWait } from './otherDialogOpen';

// The dialog's code and CSS are only downloaded when there is something to show.
const AnnouncementDialog = lazy(() => import(/* webpackChunkName: "announcement" */ './AnnouncementDialog'));

/**
 * Fetches the signed-in user's announcements once per session load (per user id) and shows
 * them one at a time; one closed stays closed for the rest of the visit. Never auto-shows on
 * /announcements/list, over another dialog, or in the middle of a task (docs/adr/0105-journeys-across-pages.md).
 */
export const AnnouncementHost = observer(function AnnouncementHost() {
  const { pathname } = useLocation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const queue = useRef(new AnnouncementQueue((id) => announcementsApi.log(id)));
  const fetchedFor = useRef<string | null>(null);
  const userId = session.user?._id ?? null;
  const query = announcementQueryFor({ isAuthenticated: session.isAuthenticated, roles: session.roles, pathname });

  useEffect(() => {
    if (!userId) {
      // Signed out: forget, so the next sign-in fetches again.
      fetchedFor.current = null;
      queue.current.clear();
      rerender();
      return;
    }
    if (!query || fetchedFor.current === userId) return;
    fetchedFor.current = userId;
    queue.current.rememberIn(closedThisVisit(userId));
    announcementsApi
      .list(query)
      .then((page) => {
        // Ignore an answer for a user who has signed out meanwhile.
        if (fetchedFor.current !== userId) return;
        queue.current.load(page.data);
        rerender();
      })
      .catch((e: unknown) => console.error('announcements unavailable', e));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, query === null]);

  const current = queue.current.current;
  const heldBack = isAnnouncementListPath(pathname) || isTaskPath(pathname);
  // Never over another dialog (e.g. saving to a folder) nor during a task: wait until it ends.
  const waiting = useAnnouncementMustWait(!!current && !heldBack);
  if (!current || waiting || heldBack) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        key={current._id}
        announcement={current}
        showDontShowAgain={!isAnnouncementListPath(pathname)}
        onClose={(tick) => {
          queue.current.close(tick);
          rerender();
        }}
      />
    </Suspense>
  );
});
