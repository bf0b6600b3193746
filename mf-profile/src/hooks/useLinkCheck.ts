import { useCallback, useRef, useState } from 'react';
import type { ClientApiError } from '@venues/api-client';
import { useData } from '@venues/mf-kit';

/** Where the check of an e-mailed link stands. */
export type LinkCheck<T> = { kind: 'checking' } | { kind: 'ok'; value: T } | { kind: 'invalid'; message: string } | { kind: 'error'; message: string };

/** The link itself is no good (expired, used, malformed), as opposed to a failure worth retrying. */
export const isInvalidLink = (error: ClientApiError) => error.code === 'INVALID_TOKEN' || error.code === 'VALIDATION_ERROR';

/**
 * Checks the token of an e-mailed link (reset, invitation) when the page opens, so a dead link says
 * so before anyone fills in a form. Loads through `useData` (the one way, docs/architecture.md).
 * The setter lets the page move on, e.g. when a submit finds the link used up meanwhile.
 */
export function useLinkCheck<T>(token: string, check: (token: string) => Promise<T>): [LinkCheck<T>, (stage: LinkCheck<T>) => void] {
  const checkRef = useRef(check);
  checkRef.current = check;
  const loaded = useData(() => checkRef.current(token), [token]);
  // A stage the page moved to, for the token it was set on.
  const [moved, setMoved] = useState<{ token: string; stage: LinkCheck<T> } | null>(null);
  const move = useCallback((stage: LinkCheck<T>) => setMoved({ token, stage }), [token]);

  if (moved?.token === token) return [moved.stage, move];
  if (loaded.status === 'ready') return [{ kind: 'ok', value: loaded.data }, move];
  if (loaded.status === 'error') return [{ kind: isInvalidLink(loaded.error) ? 'invalid' : 'error', message: loaded.error.message }, move];
  return [{ kind: 'checking' }, move];
}
