import { useSearchParams } from 'react-router-dom';
import { signInReasonKey, type SignInReason } from '@venues/contracts';
import { safeReturnTo } from '../lib/returnTo';

/** The sanitised ?returnTo of the current URL, or null. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnTo(params.get('returnTo'));
}

/** Why the visitor was sent to sign in (?reason=, a key of SIGN_IN_REASONS), or null. */
export function useSignInReason(): SignInReason | null {
  const [params] = useSearchParams();
  return signInReasonKey(params.get('reason'));
}
