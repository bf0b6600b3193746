import { formatMoney, localeForCountry } from '@venues/geo';
import type { PriceFrom, PriceUnit } from '@venues/contracts';

const UNIT: Record<PriceUnit, string> = { hour: 'per hour', day: 'per day', package: 'per package' };

/**
 * An amount in the storefront's currency with the storefront's conventions (en-SG writes SGD as
 * "$"), whole amounts without decimals. A country without a currency (docs/spec.md §9) gets plain numbers.
 * Only Intl: @venues/geo's money module carries no country table.
 */
export function money(amount: number, currency: string | null, country: string): string {
  return formatMoney(amount, currency, localeForCountry(country), { wholeUnits: true });
}

/**
 * "From SGD 120 per hour" as its parts, or null when the venue shows no price. `perHour` ("about
 * SGD 190 per hour") is set when the price is not hourly: it is what price sort and filters compare,
 * so a card says which figure put it where it is.
 */
export function priceFrom(price: PriceFrom | null, country: string): { amount: string; unit: string; perHour: string | null } | null {
  if (!price) return null;
  const perHour = price.unit !== 'hour' && price.per_hour !== null ? `about ${money(price.per_hour, price.currency, country)} per hour` : null;
  return { amount: money(price.amount, price.currency, country), unit: UNIT[price.unit], perHour };
}

/** One line, e.g. for a summary or an aria-label: "From $120 per hour", or "Price on request". */
export function priceFromText(price: PriceFrom | null, country: string): string {
  const p = priceFrom(price, country);
  return p ? `From ${p.amount} ${p.unit}` : 'Price on request';
}
