import { TENANT_HEADERS, takePageCall, type CountrySetting } from '@venues/contracts';
import { TENANT_API_KEY, TENANT_CODE } from '../config';

let early: Promise<CountrySetting[]> | null = null;

/**
 * Starts GET /api/v1/country-settings from the entry chunk, like remotes.json: the first route
 * decision (and so the remote's download) waits on both, and the bootstrap chunk that holds the
 * API client is still downloading. Public call: tenant headers only. The server usually wrote the
 * answer into the page (contracts/page-data.ts); then nothing is fetched.
 */
export function prefetchCountries(fetchImpl: typeof fetch = fetch): void {
  const inlined = takePageCall('/v1/country-settings') as { data: CountrySetting[] } | undefined;
  if (inlined) early ??= Promise.resolve(inlined.data);
  early ??= fetchImpl('/api/v1/country-settings', {
    headers: { [TENANT_HEADERS.code]: TENANT_CODE, [TENANT_HEADERS.apiKey]: TENANT_API_KEY, accept: 'application/json' },
  }).then(async (res) => {
    if (!res.ok) throw new Error(`country-settings answered ${res.status}`);
    return ((await res.json()) as { data: CountrySetting[] }).data;
  });
  early.catch(() => undefined); // a failure is handled where it is taken
}

/** The early answer, once, in the server's order (by name, like countryApi.list()); null when none was started. */
export function takeEarlyCountries(): Promise<CountrySetting[]> | null {
  const pending = early;
  early = null;
  return pending;
}
