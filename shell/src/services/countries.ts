import type { CountrySetting } from '@venues/contracts';
import { DEFAULT_COUNTRY } from '@venues/contracts';

export interface CountryCatalog {
  settings: CountrySetting[];
  /** Lowercase cca2 of every storefront. */
  known: string[];
  /** Where `/` and unknown codes land: the storefront marked default, else sg (docs/admin.md). */
  defaultCountry: string;
}

const FALLBACK: CountryCatalog = { settings: [], known: [DEFAULT_COUNTRY], defaultCountry: DEFAULT_COUNTRY };

/** The storefront administrators marked as the default; sg when none is (or the list is empty). */
export function defaultCountryOf(settings: readonly CountrySetting[]): string {
  return settings.find((s) => s.is_default)?.cca2.toLowerCase() ?? DEFAULT_COUNTRY;
}

/** Lowercase storefront codes; sg when the list is empty. */
export function knownCodes(settings: readonly CountrySetting[]): string[] {
  const codes = settings.map((s) => s.cca2.toLowerCase()).filter((c) => /^[a-z]{2}$/.test(c));
  return codes.length ? [...new Set(codes)] : [DEFAULT_COUNTRY];
}

let cached: Promise<CountryCatalog> | null = null;

/**
 * GET /api/v1/country-settings once per page (kept in memory). A failure falls back to ['sg']
 * so routing still works, and is not cached, so a later call may succeed.
 */
export function loadCountries(list: () => Promise<CountrySetting[]>): Promise<CountryCatalog> {
  if (!cached) {
    cached = list()
      .then((settings) => ({ settings, known: knownCodes(settings), defaultCountry: defaultCountryOf(settings) }))
      .catch((e: unknown) => {
        console.warn('country settings unavailable, using sg only', e);
        cached = null;
        return FALLBACK;
      });
  }
  return cached;
}

export function resetCountryCache(): void {
  cached = null;
}

export function countryName(settings: readonly CountrySetting[], cc: string): string {
  return settings.find((s) => s.cca2.toLowerCase() === cc.toLowerCase())?.country_name ?? (cc.toLowerCase() === 'sg' ? 'Singapore' : cc.toUpperCase());
}
