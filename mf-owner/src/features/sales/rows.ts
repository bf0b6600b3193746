import type { SalesConversion, SalesFigures, SalesMonth, SalesOccupancy, SalesReport } from '@venues/contracts';
import { money } from '@venues/geo';
import { count, monthLabel } from './format';

// The report shaped into the rows the page's charts and tables show. Amounts stay per currency:
// a row never adds two currencies together.

const ZERO = { charges_minor: 0, refunds_minor: 0, fees_minor: 0, taxes_minor: 0, payouts_due_minor: 0, bookings: 0 };

/** One currency's figures from a per-currency list, zeros when that currency did not sell there. */
export const figuresIn = (list: readonly SalesFigures[], currency: string): SalesFigures => list.find((f) => f.currency === currency) ?? { currency, ...ZERO };

/** Nothing moved in the window: no currency sold. */
export const hasSales = (r: SalesReport) => r.currencies.length > 0;

export interface MonthRow {
  month: string;
  label: string;
  charges_minor: number;
  refunds_minor: number;
  payouts_due_minor: number;
  bookings: number;
}

/** The months of one currency, oldest first (the server sends every month, zeros included). */
export function monthRows(months: readonly SalesMonth[], currency: string): MonthRow[] {
  return months
    .filter((m) => m.currency === currency)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => ({ month: m.month, label: monthLabel(m.month), charges_minor: m.charges_minor, refunds_minor: m.refunds_minor, payouts_due_minor: m.payouts_due_minor, bookings: m.bookings }));
}

const busiest = (rows: readonly MonthRow[], key: 'charges_minor' | 'bookings') => rows.reduce<MonthRow | undefined>((best, r) => (r[key] > (best?.[key] ?? 0) ? r : best), undefined);
const sum = (rows: readonly MonthRow[], key: keyof Omit<MonthRow, 'month' | 'label'>) => rows.reduce((t, r) => t + r[key], 0);

/** The money chart in a sentence (its text alternative). */
export function moneySummary(rows: readonly MonthRow[], currency: string, country: string): string {
  if (!rows.length) return `No months to show in ${currency}.`;
  const best = busiest(rows, 'charges_minor');
  const span = `${rows[0]!.label} to ${rows[rows.length - 1]!.label}`;
  const totals = `revenue ${money(sum(rows, 'charges_minor'), currency, country)}, refunds ${money(sum(rows, 'refunds_minor'), currency, country)}, payouts due ${money(sum(rows, 'payouts_due_minor'), currency, country)}`;
  return `From ${span} in ${currency}: ${totals}.${best ? ` Highest revenue in ${best.label}: ${money(best.charges_minor, currency, country)}.` : ''}`;
}

/** The bookings chart in a sentence. */
export function bookingsSummary(rows: readonly MonthRow[]): string {
  const best = busiest(rows, 'bookings');
  const total = sum(rows, 'bookings');
  return `${count(total)} booking${total === 1 ? '' : 's'} paid${best ? `, most in ${best.label} (${count(best.bookings)})` : ''}.`;
}

export interface VenueRow {
  _id: string;
  name: string;
  totals: SalesFigures[];
  /** Bookings of every currency: a count, so it adds up. */
  bookings: number;
  occupancy: SalesOccupancy;
  conversion: SalesConversion;
}

export const venueRows = (r: SalesReport): VenueRow[] =>
  r.venues.map((v) => ({ _id: v._id, name: v.name, totals: v.totals, bookings: v.totals.reduce((t, f) => t + f.bookings, 0), occupancy: v.occupancy, conversion: v.conversion }));

export interface SpaceRow {
  key: string;
  venue: string;
  name: string;
  totals: SalesFigures[];
  bookings: number;
  occupancy: SalesOccupancy;
}

export const spaceRows = (r: SalesReport): SpaceRow[] =>
  r.venues.flatMap((v) =>
    v.spaces.map((s) => ({ key: `${v._id}/${s._id}`, venue: v.name, name: s.name, totals: s.totals, bookings: s.totals.reduce((t, f) => t + f.bookings, 0), occupancy: s.occupancy })),
  );

/** "sales-the-loft-2026-01-01-2026-12-31.csv" (the venue part only for one venue). */
export function csvFilename(from: string, to: string, venueName?: string): string {
  const venue = venueName ? venueName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') : '';
  return `sales-${venue ? `${venue}-` : ''}${from}-${to}.csv`;
}
