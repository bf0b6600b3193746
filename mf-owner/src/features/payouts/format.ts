import type { MoneyAmount } from '@venues/contracts';
import { money } from '@venues/geo';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO timestamp as "3 Mar 2031"; "—" for none; the raw value if it cannot be read. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : day.format(t);
}

/** Amounts per currency, e.g. "SGD 261.60 · MYR 80.00"; "—" for none. */
export function moneyList(amounts: readonly MoneyAmount[], country: string): string {
  return amounts.length ? amounts.map((a) => money(a.amount_minor, a.currency, country)).join(' · ') : '—';
}
