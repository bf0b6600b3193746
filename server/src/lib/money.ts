import { currencyInfo } from '@venues/geo';

/**
 * Prices are stored as integers in the currency's minor units (ISO 4217 / CLDR digits: 2 for
 * SGD, 0 for IDR); answers carry major units. Without a currency (docs/spec.md §9) two digits are assumed.
 */
export function minorDigits(currency: string | null): number {
  const info = currency ? currencyInfo(currency) : null;
  return info ? info.decimal_digits : 2;
}

export const toMinor = (major: number, currency: string | null): number => Math.round(major * 10 ** minorDigits(currency));
export const toMajor = (minor: number, currency: string | null): number => minor / 10 ** minorDigits(currency);
