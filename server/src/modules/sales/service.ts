import { stringify } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import {
  daysBetween,
  SALES_CSV_COLUMNS,
  SALES_MAX_DAYS,
  salesWindow,
  type SalesConversion,
  type SalesFigures,
  type SalesMonth,
  type SalesOccupancy,
  type SalesFilter,
  type SalesReport,
  type SalesVenue,
} from '@venues/contracts';
import { fieldError, notFound } from '../../lib/errors';
import { formatMinor } from '../../lib/pricing';
import type { AuthUser } from '../../types';
import { LEVEL, type ConversionRow, type FiguresRow, type SalesRepository, type SpaceUseRow, type Window } from './repository';

/** Today where the venues are: the latest calendar date among their zones and UTC. */
export function todayWhere(venues: readonly { timeZone: string }[], now: Date): string {
  const dates = venues.map((v) => DateTime.fromJSDate(now, { zone: v.timeZone }).toISODate() ?? '');
  return dates.reduce((a, b) => (b > a ? b : a), now.toISOString().slice(0, 10));
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const NO_CONVERSION: SalesConversion = { enquiries: 0, offers: 0, bookings: 0, responded: 0, median_first_response_minutes: null };

/** Every YYYY-MM from the month of `from` to the month of `to`. */
function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

function figuresOf(r: FiguresRow): SalesFigures {
  return { currency: r.currency, charges_minor: r.charges, refunds_minor: r.refunds, fees_minor: r.fees, taxes_minor: r.taxes, payouts_due_minor: r.payouts, bookings: r.bookings };
}

const zero = (currency: string): SalesFigures => ({ currency, charges_minor: 0, refunds_minor: 0, fees_minor: 0, taxes_minor: 0, payouts_due_minor: 0, bookings: 0 });

/** Most sold first (then by code): the order of every per-currency list. */
const byCharges = (a: SalesFigures, b: SalesFigures) => b.charges_minor - a.charges_minor || a.currency.localeCompare(b.currency);

/** Each currency of `totals` for every month of the window, zeros where nothing moved (charts need the gaps). */
function monthGrid(totals: readonly SalesFigures[], rows: readonly FiguresRow[], months: readonly string[]): SalesMonth[] {
  const found = new Map(rows.map((r) => [`${r.currency} ${r.month}`, r]));
  return totals.flatMap((t) =>
    months.map((month) => {
      const r = found.get(`${t.currency} ${month}`);
      return { month, ...(r ? figuresOf(r) : zero(t.currency)) };
    }),
  );
}

function occupancyOf(spaces: readonly SpaceUseRow[]): SalesOccupancy {
  const booked = spaces.reduce((t, s) => t + s.booked_hours, 0);
  const open = spaces.reduce((t, s) => t + s.open_hours, 0);
  return { booked_hours: round(booked, 2), open_hours: round(open, 2), rate: open > 0 ? round(booked / open, 4) : null };
}

function conversionOf(r: ConversionRow | undefined): SalesConversion {
  if (!r) return NO_CONVERSION;
  return {
    enquiries: r.enquiries,
    offers: r.offers,
    bookings: r.bookings,
    responded: r.responded,
    median_first_response_minutes: r.median_minutes === null ? null : round(r.median_minutes, 1),
  };
}

/** A text cell a spreadsheet would run as a formula (=, +, -, @) is kept as text (OWASP "CSV injection"). */
const textCell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * The owner's sales report (docs/sales.md): the ledger summed by month, venue and space per
 * currency, occupancy and conversion, for the caller's organisation or one of its venues. The
 * route checks the team permission (`sales.read`); here the organisation scopes everything.
 */
export class SalesService {
  constructor(
    private readonly repo: SalesRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The venues and the window a query asks for: another organisation's venue is not found. */
  private async scope(user: AuthUser, q: SalesFilter) {
    const org = user.row.organizationId;
    const venues = org ? await this.repo.venues(org, q.venue_id) : [];
    if (q.venue_id && !venues.length) throw notFound('Venue');
    const window = salesWindow(q, todayWhere(venues, this.now()));
    if (window.to < window.from) throw fieldError(q.to ? 'to' : 'from', q.to ? 'To must be on or after From' : 'From must be today or earlier');
    if (daysBetween(window.from, window.to) >= SALES_MAX_DAYS) throw fieldError(q.to ? 'to' : 'from', `A report covers at most ${SALES_MAX_DAYS} days`);
    const w: Window = { venueIds: venues.map((v) => v.id), ...window };
    return { venues, w };
  }

  async report(user: AuthUser, q: SalesFilter): Promise<SalesReport> {
    const { venues, w } = await this.scope(user, q);
    const [figures, use, conversion] = [await this.repo.figures(w), await this.repo.spaceUse(w), await this.repo.conversion(w)];
    const months = monthsOf(w.from, w.to);
    const at = (level: number) => figures.filter((r) => r.level === level);

    const totals = at(LEVEL.org).map(figuresOf).sort(byCharges);
    const venueTotals = at(LEVEL.venue);
    const venueMonths = at(LEVEL.venueMonth);
    const spaceTotals = at(LEVEL.space);
    const conversionBy = new Map(conversion.map((c) => [c.venue_id, c]));

    const report: SalesVenue[] = venues.map((v) => {
      const vt = venueTotals.filter((r) => r.venue_id === v.id).map(figuresOf).sort(byCharges);
      const spaces = use.filter((s) => s.venue_id === v.id);
      return {
        _id: v.id,
        name: v.name,
        status: v.status,
        time_zone: v.timeZone,
        totals: vt,
        months: monthGrid(
          vt,
          venueMonths.filter((r) => r.venue_id === v.id),
          months,
        ),
        occupancy: occupancyOf(spaces),
        conversion: conversionOf(conversionBy.get(v.id)),
        spaces: spaces.map((s) => ({
          _id: s.space_id,
          name: s.name,
          totals: spaceTotals
            .filter((r) => r.space_id === s.space_id)
            .map(figuresOf)
            .sort(byCharges),
          occupancy: occupancyOf([s]),
        })),
      };
    });

    return {
      from: w.from,
      to: w.to,
      venue_id: q.venue_id ?? null,
      currencies: totals.map((t) => t.currency),
      totals,
      months: monthGrid(totals, at(LEVEL.orgMonth), months),
      occupancy: occupancyOf(use),
      conversion: conversionOf(conversionBy.get(null)),
      venues: report,
    };
  }

  /** The bookings behind the figures as CSV (UTF-8 with a byte-order mark, so spreadsheets read accents). */
  async csv(user: AuthUser, q: SalesFilter): Promise<{ filename: string; body: string }> {
    const { venues, w } = await this.scope(user, q);
    const list = await this.repo.csvRows(w);
    const records = list.map((r) => ({
      ...r,
      reference: textCell(r.reference),
      venue: textCell(r.venue),
      space: textCell(r.space),
      customer: textCell(r.customer),
      customer_email: textCell(r.customer_email),
      charge: formatMinor(r.charge, r.currency),
      fee: formatMinor(r.fee, r.currency),
      tax: formatMinor(r.tax, r.currency),
      refund: formatMinor(r.refund, r.currency),
      payout: formatMinor(r.payout, r.currency),
    }));
    const body = stringify(records, { header: true, columns: [...SALES_CSV_COLUMNS], bom: true, record_delimiter: '\r\n' });
    const which = q.venue_id ? `-${venues[0]!.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}` : '';
    return { filename: `sales${which}-${w.from}-to-${w.to}.csv`, body };
  }
}
