import worldCountries from 'world-countries';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

export interface CountryInfo {
  /** ISO 3166-1 alpha-2, lowercase (the URL and cookie form). */
  cca2: string;
  name: string;
  /** Emoji flag. */
  flag: string;
  /** International dialling codes, "+65"; the first is the main one. Empty when the territory has none. */
  dialCodes: string[];
  /** ISO 4217 code of the country's first listed currency, or null (docs/spec.md §9: no default currency). */
  currency: string | null;
}

export interface DialListEntry {
  name: string;
  flag: string;
  /** Uppercase alpha-2, e.g. "SG". */
  code: string;
  dial_code: string;
}

/** US-style idd data lists every area code as a suffix; those are not dialling codes of their own. */
const MAX_DIAL_SUFFIXES = 3;

function dialCodesOf(cca2: string, idd: { root: string; suffixes: string[] }): string[] {
  const fromIdd =
    !idd.root ? [] : idd.suffixes.length === 0 || idd.suffixes.length > MAX_DIAL_SUFFIXES ? [idd.root] : idd.suffixes.map((s) => idd.root + s);
  // libphonenumber knows the calling code that numbers really use (e.g. +39 for Vatican City).
  const main = isSupportedCountry(cca2) ? `+${getCountryCallingCode(cca2)}` : undefined;
  return [...new Set(main ? [main, ...fromIdd] : fromIdd)];
}

export const countries: readonly CountryInfo[] = worldCountries
  .map((c) => ({
    cca2: c.cca2.toLowerCase(),
    name: c.name.common,
    flag: c.flag,
    dialCodes: dialCodesOf(c.cca2, c.idd),
    currency: Object.keys(c.currencies ?? {})[0] ?? null,
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

const byCode = new Map(countries.map((c) => [c.cca2, c]));

/** The country for a two-letter code, any case. */
export function countryInfo(cc: string | null | undefined): CountryInfo | undefined {
  return typeof cc === 'string' ? byCode.get(cc.trim().toLowerCase()) : undefined;
}

/** True for an ISO 3166-1 alpha-2 code (any case). */
export function isIsoCountry(cc: string | null | undefined): boolean {
  return countryInfo(cc) !== undefined;
}

/** The dialling list of docs/spec.md §3 (about 240 entries): every country or territory that has a dialling code. */
export function dialList(): DialListEntry[] {
  return countries
    .filter((c) => c.dialCodes.length > 0)
    .map((c) => ({ name: c.name, flag: c.flag, code: c.cca2.toUpperCase(), dial_code: c.dialCodes[0]! }));
}
