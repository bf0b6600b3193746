import { currencyInfo, money as storefrontMoney } from '@venues/geo';

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

/**
 * An amount in minor units as the site writes it ("SGD 1,389.75", never "1389.75 SGD"): geo's
 * `money()` for the currency's own storefront (SGD → sg), the one money formatter of pages, e-mails
 * and PDFs (docs/adr/0102-accept-and-pay.md). Plain spaces instead of Intl's no-break ones, so
 * e-mail text and the PDFs' standard fonts show them alike; a symbol outside those fonts' Latin
 * range ("₱", "₫") is written as the currency's code instead.
 */
export function moneyText(minor: number, currency: string, country = currency.slice(0, 2).toLowerCase()): string {
  const text = storefrontMoney(minor, currency, country).replace(/[\u00a0\u202f]/g, ' ');
  if (/^[\u0000-\u00ff€]*$/.test(text)) return text;
  return new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' }).format(toMajor(minor, currency)).replace(/[\u00a0\u202f]/g, ' ');
}
