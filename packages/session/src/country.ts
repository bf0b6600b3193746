import { DEFAULT_COUNTRY } from '@venues/contracts';

const TWO_LETTERS = /^[A-Za-z]{2}$/;

/** A two-letter code, any case. */
export function isTwoLetterCode(cc: string | null | undefined): cc is string {
  return typeof cc === 'string' && TWO_LETTERS.test(cc);
}

function isKnown(cc: string | null | undefined, known: readonly string[]): cc is string {
  if (!isTwoLetterCode(cc)) return false;
  const lower = cc.toLowerCase();
  return known.some((k) => k.toLowerCase() === lower);
}

export type CountryRoute = { action: 'ok'; country: string } | { action: 'redirect'; country: string };

/**
 * docs/spec.md §2 Country handling for a `/:country/...` URL. A known two-letter code is accepted and
 * stored lowercase; anything else redirects to the stored country if it is known, else to the default.
 */
export function resolveCountryRoute(param: string | undefined, stored: string | undefined, known: readonly string[], fallback: string = DEFAULT_COUNTRY): CountryRoute {
  if (isKnown(param, known)) return { action: 'ok', country: param.toLowerCase() };
  return { action: 'redirect', country: rootCountry(stored, known, fallback) };
}

/**
 * The country the root path goes to: the stored one when it is known, else the default storefront
 * (the one administrators marked as default, docs/admin.md; sg when none is, docs/spec.md §2).
 */
export function rootCountry(stored: string | undefined, known: readonly string[], fallback: string = DEFAULT_COUNTRY): string {
  return isKnown(stored, known) ? stored.toLowerCase() : fallback;
}
