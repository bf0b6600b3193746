// Intl-only currency helpers: no country table, so pages that only show prices stay light.

export interface CurrencyInfo {
  code: string;
  /** Symbol in English, e.g. "SGD", "$" for USD. */
  symbol: string;
  /** Symbol where the currency is used, e.g. "$" for SGD. */
  symbol_native: string;
  name: string;
  name_plural: string;
  decimal_digits: number;
  rounding: number;
}

function currencyPart(locale: string, code: string, display: 'symbol' | 'narrowSymbol' | 'name', value = 1): string | undefined {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: display })
    .formatToParts(value)
    .find((p) => p.type === 'currency')?.value;
}

/**
 * A locale of the currency's home, e.g. en-SG for SGD: a national ISO 4217 code starts with its
 * country's code, and CLDR's likely subtags give that country's main language.
 */
function homeLocale(code: string): string | undefined {
  try {
    const l = new Intl.Locale(`und-${code.slice(0, 2)}`).maximize();
    return l.language && l.region ? `${l.language}-${l.region}` : undefined;
  } catch {
    return undefined;
  }
}

const cache = new Map<string, CurrencyInfo | null>();

function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/** Currency facts from Intl (CLDR), or null for a code Intl does not know. */
export function currencyInfo(code: string): CurrencyInfo | null {
  const upper = code.trim().toUpperCase();
  if (cache.has(upper)) return cache.get(upper)!;
  let info: CurrencyInfo | null = null;
  if (isKnownCurrency(upper)) {
    const home = homeLocale(upper);
    const narrow = currencyPart('en', upper, 'narrowSymbol') ?? upper;
    const native = home ? currencyPart(home, upper, 'symbol') : undefined;
    info = {
      code: upper,
      symbol: currencyPart('en', upper, 'symbol') ?? upper,
      // A home symbol in another script's digits-only form is still right; fall back to the narrow one.
      symbol_native: native ?? narrow,
      name: new Intl.DisplayNames(['en'], { type: 'currency' }).of(upper) ?? upper,
      name_plural: currencyPart('en', upper, 'name', 2) ?? upper,
      decimal_digits: new Intl.NumberFormat('en', { style: 'currency', currency: upper }).resolvedOptions().maximumFractionDigits ?? 2,
      rounding: 0,
    };
  }
  cache.set(upper, info);
  return info;
}

/** English with the region's conventions (en-SG writes SGD as "$") when Intl has it, else plain English. */
export function localeForCountry(cc: string | null | undefined): string {
  if (!cc || !/^[A-Za-z]{2}$/.test(cc)) return 'en';
  const candidate = `en-${cc.toUpperCase()}`;
  try {
    return Intl.NumberFormat.supportedLocalesOf(candidate).length ? candidate : 'en';
  } catch {
    return 'en';
  }
}

export interface MoneyFormatOptions {
  /** Leave out the decimals of a whole amount ("$120" rather than "$120.00"), e.g. for price lists. */
  wholeUnits?: boolean;
}

/** Symbols several currencies write the same way ("$" is the Singapore, US, Australian… dollar). */
const SHARED_SYMBOLS = new Set(['$', '¥']);

/**
 * An amount in a currency (e.g. CountrySetting.currency from the API), one rule everywhere:
 * digits and separators of the storefront's locale ("Rp 550.000" in en-ID), with the
 * currency's local symbol when it cannot be mistaken for another ("RM", "₱", "£", "HK$"), and its
 * international form when the local one is a bare "$" or "¥" (SGD, US$, A$). Only Intl, no tables.
 * A plain number with 2 decimals when there is no currency (docs/spec.md §9: no default currency).
 */
export function formatMoney(amount: number, currency: string | null | undefined, locale = 'en', options: MoneyFormatOptions = {}): string {
  const code = currency?.trim().toUpperCase();
  const whole = options.wholeUnits === true && Number.isInteger(amount);
  if (!code || !isKnownCurrency(code)) {
    const digits = whole ? 0 : 2;
    return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount);
  }
  const format = (loc: string) => new Intl.NumberFormat(loc, { style: 'currency', currency: code, ...(whole ? { minimumFractionDigits: 0 } : {}) });
  const parts = format(locale).formatToParts(amount);
  const symbol = parts.find((p) => p.type === 'currency')?.value ?? '';
  if (!SHARED_SYMBOLS.has(symbol.trim())) return parts.map((p) => p.value).join('');
  // International English (en-001) names the dollar: SGD, US$, A$, HK$.
  const international = format('en-001').formatToParts(amount).find((p) => p.type === 'currency')?.value ?? code;
  // A letter code needs a space before the digits ("SGD 120"), as Intl writes it.
  const spaced = /\p{L}$/u.test(international);
  return parts.map((p, i) => (p.type !== 'currency' ? p.value : spaced && parts[i + 1]?.type === 'integer' ? `${international}\u00a0` : international)).join('');
}

/** Digits after the decimal point of a currency (2 for SGD, 0 for IDR and JPY), from Intl. */
export const decimalsOf = (currency: string) => currencyInfo(currency)?.decimal_digits ?? 2;

/** Minor units (as the API sends amounts: 12050 SGD cents) to the major unit (120.5). */
export const toMajor = (minor: number, currency: string) => minor / 10 ** decimalsOf(currency);

/** An amount typed in major units (120.5) to minor units (12050) for the API. */
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** decimalsOf(currency));

/**
 * An amount in minor units, as the API sends it, in the storefront's way of writing money
 * ("SGD 120.50", "Rp 550.000"): the one money formatter of every remote.
 */
export function money(minor: number, currency: string, country: string): string {
  return formatMoney(toMajor(minor, currency), currency, localeForCountry(country));
}
