import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export interface RegionOption {
  /** Lowercase ISO 3166-1 alpha-2 code, as stored (e.g. "sg"). */
  code: string;
  /** English name from Intl ("Singapore"). */
  name: string;
}

let cache: RegionOption[] | null = null;

/**
 * Every country and territory with a numbering plan (libphonenumber-js, ~245), named by Intl and
 * sorted by name: a country picker (e.g. a billing address) without the world-countries table.
 */
export function regionOptions(): RegionOption[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  cache = getCountries()
    .map((cc) => ({ code: cc.toLowerCase(), name: names.of(cc) ?? cc }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cache;
}

/** A region's international dialling code ("+65"), from libphonenumber-js; `code` in any case. */
export function dialCodeOf(code: string): string {
  return `+${getCountryCallingCode(code.toUpperCase() as CountryCode)}`;
}
