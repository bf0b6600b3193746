import type { ApiError } from '@venues/contracts';

/**
 * The Retry-After of a failed call: the HTTP header of the axios error when present, else a
 * `retryAfter` the server put in the error details. Duck-typed so this module needs no axios.
 */
export function retryAfterOf(thrown: unknown, apiError?: ApiError): string | number | null {
  const headers = (thrown as { response?: { headers?: unknown } } | null)?.response?.headers;
  if (headers && typeof headers === 'object') {
    const h = headers as { get?: (name: string) => unknown; [k: string]: unknown };
    const value = typeof h.get === 'function' ? h.get('retry-after') : (h['retry-after'] ?? h['Retry-After']);
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  const fromDetails = apiError?.details?.['retryAfter'];
  return typeof fromDetails === 'string' || typeof fromDetails === 'number' ? fromDetails : null;
}
