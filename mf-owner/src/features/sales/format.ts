import { localeForCountry } from '@venues/geo';

// How the sales page writes its figures. Amounts arrive as integers in minor units per currency.

// Amounts in minor units: the one formatter of every remote (@venues/geo).
export { decimalsOf, money, toMajor } from '@venues/geo';

/** A short axis label for an amount in major units ("12K"). */
export const compactNumber = (n: number, country: string) => new Intl.NumberFormat(localeForCountry(country), { notation: 'compact', maximumFractionDigits: 1 }).format(n);

export const count = (n: number) => new Intl.NumberFormat('en').format(n);

/** 0.4567 → "45.7%"; null (nothing to divide by) → "–". */
export const percent = (rate: number | null) => (rate === null ? '–' : new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(rate));

/** part ÷ whole, or null when the whole is zero. */
export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export const hours = (h: number) => `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(h)} h`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Minutes as a person says them: "under a minute", "45 min", "3 h 20 min", "2 days 4 h". */
export function duration(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 1) return 'under a minute';
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) {
    const h = Math.floor(m / 60);
    return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  }
  const d = Math.floor(m / (24 * 60));
  const h = Math.round((m - d * 24 * 60) / 60);
  // 2 days 23.6 h rounds to 3 days, not "2 days 24 h".
  return h === 24 ? plural(d + 1, 'day') : h ? `${plural(d, 'day')} ${h} h` : plural(d, 'day');
}

/** "2026-04" → "Apr 2026" (months are the venue's calendar months: no time zone applies). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y!, m! - 1, 1));
}

/** "2026-04-01" → "1 Apr 2026". */
export const dayLabel = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

export const windowLabel = (from: string, to: string) => `${dayLabel(from)} – ${dayLabel(to)}`;
