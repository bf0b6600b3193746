import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';
import { toApiError, type ClientApiError } from '@venues/api-client';

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | undefined; error: ClientApiError };

/**
 * Runs `load` when `deps` change and keeps the last answer while the next one loads (the page can
 * dim old results instead of flashing skeletons). An answer that arrives after the deps changed
 * again is ignored. `reload` runs it again (the "Try again" of an error message). `cached`, when
 * given, is a fresh answer for these deps already at hand: it shows at once, with no loading state.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList, cached?: T): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>(() => (cached !== undefined ? { status: 'ready', data: cached } : { status: 'loading', data: undefined }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (cached !== undefined) {
      setState({ status: 'ready', data: cached });
      return;
    }
    setState((s) => ({ status: 'loading', data: s.data }));
    // Rendering an answer is a transition: React renders it in slices and keeps the page
    // responsive (long tasks are what Lighthouse's Total Blocking Time counts on slow phones).
    load().then(
      (data) => {
        if (live) startTransition(() => setState({ status: 'ready', data }));
      },
      (e: unknown) => {
        if (live) startTransition(() => setState((s) => ({ status: 'error', data: s.data, error: toApiError(e) })));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
