import { useEffect, useState } from 'react';

/** Whether a media query matches now, following changes (a window resized, a phone turned). */
export function useMediaQuery(query: string): boolean {
  const get = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(query);
    const on = () => setMatches(mql.matches);
    on();
    mql.addEventListener?.('change', on);
    return () => mql.removeEventListener?.('change', on);
  }, [query]);
  return matches;
}

/** The width from which the search shows its map beside the list (below it, behind "Show map"). */
export const WIDE_MAP_QUERY = '(min-width: 1024px)';
