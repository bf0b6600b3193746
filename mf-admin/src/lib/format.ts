const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO timestamp as "3 Mar 2031, 09:00"; '—' for none; the raw value if it cannot be read. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateTime.format(t);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateOnly.format(t);
}

/** 9 → "9 %", 8.25 → "8.25 %". */
export function formatPercent(n: number): string {
  return `${Number(n.toFixed(2))} %`;
}

/** "1 venue", "3 venues": the one plural of every remote. */
export { plural } from '@venues/geo';
