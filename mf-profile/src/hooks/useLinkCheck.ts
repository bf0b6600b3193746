import { useEffect, useRef, useState } from 'react';
import { toApiError, type ClientApiError } from '@venues/api-client';

/** Where the check of an e-mailed link stands. */
export type LinkCheck<T> = { kind: 'checking' } | { kind: 'ok'; value: T } | { kind: 'invalid'; message: string } | { kind: 'error'; message: string };

/** The link itself is no good (expired, used, malformed), as opposed to a failure worth retrying. */
export const isInvalidLink = (error: ClientApiError) => error.code === 'INVALID_TOKEN' || error.code === 'VALIDATION_ERROR';

/**
 * Checks the token of an e-mailed link (reset, invitation) when the page opens, so a dead link says
 * so before anyone fills in a form. The setter lets the page move on, e.g. when a submit finds the
 * link used up meanwhile.
 */
export function useLinkCheck<T>(token: string, check: (token: string) => Promise<T>): [LinkCheck<T>, (stage: LinkCheck<T>) => void] {
  const [stage, setStage] = useState<LinkCheck<T>>({ kind: 'checking' });
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    let live = true;
    checkRef
      .current(token)
      .then((value) => live && setStage({ kind: 'ok', value }))
      .catch((e: unknown) => {
        if (!live) return;
        const error = toApiError(e);
        setStage({ kind: isInvalidLink(error) ? 'invalid' : 'error', message: error.message });
      });
    return () => {
      live = false;
    };
  }, [token]);

  return [stage, setStage];
}
