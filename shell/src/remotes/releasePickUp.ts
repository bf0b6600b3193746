import { taskInProgress } from '../announcements/otherDialogOpen';
import type { VersionWatcher } from './versionPoller';

/** A navigation asks whether a release happened at most this often (remotes.json is a tiny, revalidated file). */
export const RELEASE_CHECK_MIN_MS = 10_000;

export interface ReleasePickUpDeps {
  now: () => number;
  reload: () => void;
  /** The person is in the middle of something (a form with changes, a payment): never reload then. */
  busy: () => boolean;
  minIntervalMs: number;
}

/**
 * Visitors pick a release (or a rollback) up on their next navigation (docs/adr/0109): when they
 * move to another page and remotes.json differs from the one their page started with, that page
 * loads afresh, with the new release's routes and code together. Nothing reloads while they stay
 * on a page, nor while a remote says a task is in progress. Returns the listener for single-spa's
 * `before-routing-event` (the first one, the page's own start, is not a navigation).
 */
export function releasePickUp(watcher: Pick<VersionWatcher, 'changed'>, deps: ReleasePickUpDeps): () => void {
  let started = false;
  let lastCheck = -Infinity;
  let checking = false;
  return () => {
    if (!started) {
      started = true;
      lastCheck = deps.now();
      return;
    }
    if (checking || deps.now() - lastCheck < deps.minIntervalMs || deps.busy()) return;
    checking = true;
    lastCheck = deps.now();
    void watcher
      .changed()
      .then((changed) => {
        if (changed && !deps.busy()) deps.reload();
      })
      .catch(() => undefined) // offline: the next navigation asks again
      .finally(() => {
        checking = false;
      });
  };
}

/** Browser wiring: listens to single-spa's navigations. */
export function startReleasePickUp(watcher: VersionWatcher): void {
  const onNavigate = releasePickUp(watcher, { now: Date.now, reload: () => location.reload(), busy: () => taskInProgress(), minIntervalMs: RELEASE_CHECK_MIN_MS });
  window.addEventListener('single-spa:before-routing-event', onNavigate);
}
