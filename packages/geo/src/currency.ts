import worldCountries from 'world-countries';
import { countryInfo } from './countries';

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

/** SPEC §9: a country without a currency in the data has no default currency. */
export function currencyForCountry(cc: string): string | null {
  return countryInfo(cc)?.currency ?? null;
}

function currencyPart(locale: string, code: string, display: 'symbol' | 'narrowSymbol' | 'name', value = 1): string | undefined {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: display })
    .formatToParts(value)
    .find((p) => p.type === 'currency')?.value;
}

/** A locale of a country that uses the currency, e.g. en-SG for SGD, to read its native symbol. */
function nativeLocale(code: string): string | undefined {
  const users = worldCountries.filter((c) => c.currencies && code in c.currencies);
  // Prefer the issuing country (SGD → SG, GBP → GB), else the first user.
  const home = users.find((c) => c.cca2 === code.slice(0, 2)) ?? users[0];
  const lang = home && Object.keys(home.languages ?? {})[0];
  if (!home || !lang) return undefined;
  try {
    return Intl.getCanonicalLocales(`${lang}-${home.cca2}`)[0];
  } catch {
    return undefined;
  }
}

const cache = new Map<string, CurrencyInfo | null>();

/** Currency facts from Intl (CLDR), or null for a code Intl does not know. */
export function currencyInfo(code: string): CurrencyInfo | null {
  const upper = code.trim().toUpperCase();
  if (cache.has(upper)) return cache.get(upper)!;
  let info: CurrencyInfo | null = null;
  if (/^[A-Z]{3}$/.test(upper) && Intl.supportedValuesOf('currency').includes(upper)) {
    const fmt = new Intl.NumberFormat('en', { style: 'currency', currency: upper });
    const native = nativeLocale(upper);
    info = {
      code: upper,
      symbol: currencyPart('en', upper, 'symbol') ?? upper,
      symbol_native: (native && currencyPart(native, upper, 'symbol')) ?? currencyPart('en', upper, 'narrowSymbol') ?? upper,
      name: new Intl.DisplayNames(['en'], { type: 'currency' }).of(upper) ?? upper,
      name_plural: currencyPart('en', upper, 'name', 2) ?? upper,
      decimal_digits: fmt.resolvedOptions().maximumFractionDigits ?? 2,
      rounding: 0,
    };
  }
  cache.set(upper, info);
  return info;
}

function localeFor(cc: string, locale?: string): string {
  if (locale) return locale;
  // English with the country's conventions (en-SG shows "$"), when Intl has such a locale.
  const candidate = `en-${cc.toUpperCase()}`;
  try {
    return Intl.NumberFormat.supportedLocalesOf(candidate).length ? candidate : 'en';
  } catch {
    return 'en';
  }
}

/** A price in the country's currency; a plain number with 2 decimals when the country has none. */
export function formatPrice(amount: number, cc: string, locale?: string): string {
  const currency = currencyForCountry(cc);
  const loc = localeFor(cc, locale);
  if (!currency) return new Intl.NumberFormat(loc, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return new Intl.NumberFormat(loc, { style: 'currency', currency }).format(amount);
}
