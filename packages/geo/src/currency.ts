import { countryInfo } from './countries';
import { formatMoney, localeForCountry } from './money';

/** docs/spec.md §9: a country without a currency in the data has no default currency. */
export function currencyForCountry(cc: string): string | null {
  return countryInfo(cc)?.currency ?? null;
}

/**
 * A price in the country's currency; a plain number with 2 decimals when the country has none.
 * Needs the country data (world-countries); with a currency code at hand, formatMoney is lighter.
 */
export function formatPrice(amount: number, cc: string, locale?: string): string {
  return formatMoney(amount, currencyForCountry(cc), locale ?? localeForCountry(cc));
}
