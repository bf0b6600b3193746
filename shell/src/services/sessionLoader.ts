import type { NotificationCounts, User } from '@venues/contracts';

export interface SessionLoaderDeps {
  me: () => Promise<User>;
  counts: () => Promise<NotificationCounts>;
  setUser: (u: User) => void;
  setCounts: (c: NotificationCounts) => void;
  isAuthenticated: () => boolean;
}

/**
 * Loads the user and the badge counts on navigation while signed in (docs/spec.md §4). Calls made
 * while one is in flight share it, so a burst of navigations costs one request pair.
 */
export function createSessionLoader(deps: SessionLoaderDeps): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  return () => {
    if (!deps.isAuthenticated()) return Promise.resolve();
    if (inFlight) return inFlight;
    inFlight = (async () => {
      try {
        const [user, counts] = await Promise.allSettled([deps.me(), deps.counts()]);
        // The session may have ended while waiting (sign-out, failed refresh): do not resurrect it.
        if (!deps.isAuthenticated()) return;
        if (user.status === 'fulfilled') deps.setUser(user.value);
        if (counts.status === 'fulfilled') deps.setCounts(counts.value);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
