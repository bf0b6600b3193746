import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, following changes (a window resized, a phone turned). A page
 * drawn on the server (docs/ssr.md) knows no screen: its HTML, and the browser's first render that
 * hydrates it, say false; the browser then renders with the real answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener?.('change', onChange);
      return () => mql.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** The width from which the search shows its map beside the list (below it, behind "Show map"). */
export const WIDE_MAP_QUERY = '(min-width: 1024px)';
