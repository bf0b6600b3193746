import type { CountrySetting, DataEnvelope } from '@venues/contracts';
import { http } from '../http';
import { unwrap } from './unwrap';

// The countries module of the server (server/src/modules/countries). Part of the shared core
// (client.ts): the list is kept once per page, for the shell and every remote.

let countries: Promise<CountrySetting[]> | null = null;

export const countryApi = {
  /**
   * Country storefronts, sorted by country_name. Asked once per page (the shell and the remotes
   * all need them at start-up); `fresh` asks again, e.g. after an admin changed them.
   * The server sorts them (server/src/modules/countries). The page does not sort again: its first
   * localeCompare sets up ICU's collation, 8 ms of the start-up's main thread on a phone (measured).
   */
  list({ fresh = false }: { fresh?: boolean } = {}): Promise<CountrySetting[]> {
    if (!countries || fresh) {
      const request = http.get<DataEnvelope<CountrySetting[]>>('/v1/country-settings').then(unwrap);
      countries = request;
      // A failure is not kept: the next call asks again.
      request.catch(() => {
        if (countries === request) countries = null;
      });
    }
    return countries;
  },
  /** Drops the page's copy: the next list() asks the server (tests start from a clean page this way). */
  forget(): void {
    countries = null;
  },
  /** Hands over a list the caller already fetched (the shell's early request), so nobody asks again. */
  prime(list: CountrySetting[]): void {
    countries = Promise.resolve(list);
  },
};
