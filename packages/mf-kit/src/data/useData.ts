import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';
import { toApiError, type ClientApiError } from '@venues/api-client';

export type DataState<T> =
  | { status: 'idle'; data: undefined }
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | undefined; error: ClientApiError };

export interface DataOptions<T> {
  /** A fresh answer for these deps already at hand (a DataCache's peek): shown at once, no loading state. */
  cached?: T;
  /** Do not load (e.g. an id that cannot exist): status 'idle'. */
  skip?: boolean;
  /** What counts as nothing to show; default: null, an empty array, or a page whose `data` is empty. */
  isEmpty?: (data: T) => boolean;
}

export type DataResult<T> = DataState<T> & {
  /** Ready with nothing to show (the page's empty state). */
  empty: boolean;
  /** Runs the load again (the "Try again" of an error message; after a change). */
  reload: () => void;
  /** Shows `data` as the answer (e.g. the server's answer to a save) without loading. */
  replace: (data: T) => void;
};

function defaultEmpty(d: unknown): boolean {
  if (d === null || d === undefined) return true;
  if (Array.isArray(d)) return d.length === 0;
  const page = (d as { data?: unknown }).data;
  return Array.isArray(page) && page.length === 0;
}

/**
 * The one way a remote loads server data (docs/architecture.md "Loading server data"). Runs `load`
 * when `deps` change and keeps the last answer while the next one loads (the page can dim old
 * results instead of flashing skeletons); an answer that arrives after the deps changed again is
 * ignored. Caching, dedup and preloading belong to `load` (a DataCache); this hook holds the state.
 */
export function useData<T>(load: () => Promise<T>, deps: DependencyList, options: DataOptions<T> = {}): DataResult<T> {
  const { cached, skip = false, isEmpty = defaultEmpty } = options;
  const initial = (): DataState<T> =>
    skip ? { status: 'idle', data: undefined } : cached !== undefined ? { status: 'ready', data: cached } : { status: 'loading', data: undefined };
  const [state, setState] = useState<DataState<T>>(initial);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (skip) {
      setState({ status: 'idle', data: undefined });
      return;
    }
    if (cached !== undefined && attempt === 0) {
      setState({ status: 'ready', data: cached });
      return;
    }
    let live = true;
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
  }, [...deps, skip, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, empty: state.status === 'ready' && isEmpty(state.data), reload, replace };
}
