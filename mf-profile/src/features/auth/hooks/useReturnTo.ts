import { useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '../lib/returnTo';

/** The sanitised ?returnTo of the current URL, or null. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnTo(params.get('returnTo'));
}
