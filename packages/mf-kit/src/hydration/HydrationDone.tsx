import { useEffect } from 'react';
import { HYDRATING_ATTR } from '@venues/contracts';
import { remoteContainer } from '../domElement';
import { keepTypedBeforeHydration } from './keepTyped';

/**
 * Placed last inside the Suspense boundary of a remote's server-drawn pages: its effect runs when
 * that boundary has hydrated (the page's lazy chunk included). It hands React what the person typed
 * before then (keepTyped.ts) and clears the container's hydrating mark. After a page drawn in the
 * browser (no mark) it does nothing.
 */
export function HydrationDone({ remote }: { remote: string }) {
  useEffect(() => {
    const container = remoteContainer(remote);
    if (!container.hasAttribute(HYDRATING_ATTR)) return;
    keepTypedBeforeHydration(container);
    container.removeAttribute(HYDRATING_ATTR);
  }, [remote]);
  return null;
}
