import type { SalesMonth, SalesReport } from '@venues/contracts';
import { bookingsSummary, csvFilename, figuresIn, hasSales, moneySummary, monthRows, spaceRows, venueRows } from '../rows';

const m = (currency: string, month: string, charges: number, bookings: number, refunds = 0): SalesMonth => ({
  currency,
  month,
  charges_minor: charges,
  refunds_minor: refunds,
  fees_minor: Math.round((charges - refunds) / 10),
  taxes_minor: 0,
  payouts_due_minor: charges - refunds - Math.round((charges - refunds) / 10),
  bookings,
});

test('rows per month: one currency, oldest first, zero months kept', () => {
  const months = [m('SGD', '2026-03', 30_000, 3), m('MYR', '2026-01', 99_900, 9), m('SGD', '2026-01', 10_000, 1, 2_000), m('SGD', '2026-02', 0, 0)];
  expect(monthRows(months, 'SGD')).toEqual([
    { month: '2026-01', label: 'Jan 2026', charges_minor: 10_000, refunds_minor: 2_000, payouts_due_minor: 7_200, bookings: 1 },
    { month: '2026-02', label: 'Feb 2026', charges_minor: 0, refunds_minor: 0, payouts_due_minor: 0, bookings: 0 },
    { month: '2026-03', label: 'Mar 2026', charges_minor: 30_000, refunds_minor: 0, payouts_due_minor: 27_000, bookings: 3 },
  ]);
  expect(monthRows(months, 'MYR').map((r) => r.charges_minor)).toEqual([99_900]);
});

test('summaries say the totals and the best month in words', () => {
  const rows = monthRows([m('SGD', '2026-01', 10_000, 1, 2_000), m('SGD', '2026-02', 30_000, 3)], 'SGD');
  expect(moneySummary(rows, 'SGD', 'sg')).toBe(
    'From Jan 2026 to Feb 2026 in SGD: revenue SGD\u00a0400.00, refunds SGD\u00a020.00, payouts due SGD\u00a0342.00. Highest revenue in Feb 2026: SGD\u00a0300.00.',
  );
  expect(bookingsSummary(rows)).toBe('4 bookings paid, most in Feb 2026 (3).');
  expect(bookingsSummary(monthRows([m('SGD', '2026-01', 0, 0)], 'SGD'))).toBe('0 bookings paid.');
});

const occupancy = { booked_hours: 10, open_hours: 100, rate: 0.1 };
const conversion = { enquiries: 4, offers: 2, bookings: 1, responded: 3, median_first_response_minutes: 12 };
const REPORT: SalesReport = {
  from: '2026-01-01',
  to: '2026-12-31',
  venue_id: null,
  currencies: ['SGD', 'MYR'],
  totals: [],
  months: [],
  occupancy,
  conversion,
  venues: [
    {
      _id: 'v1',
      name: 'Twin Hall',
      status: 'published',
      time_zone: 'Asia/Singapore',
      totals: [
        { ...m('SGD', '', 10_000, 2), currency: 'SGD' },
        { ...m('MYR', '', 5_000, 1), currency: 'MYR' },
      ],
      months: [],
      occupancy,
      conversion,
      spaces: [{ _id: 's1', name: 'Hall A', totals: [m('SGD', '', 10_000, 2)], occupancy }],
    },
  ],
};

test('venue and space rows keep each currency apart and count bookings across them', () => {
  const [v] = venueRows(REPORT);
  expect(v!.totals.map((f) => [f.currency, f.charges_minor])).toEqual([
    ['SGD', 10_000],
    ['MYR', 5_000],
  ]);
  expect(v!.bookings).toBe(3);
  expect(spaceRows(REPORT)).toEqual([expect.objectContaining({ key: 'v1/s1', venue: 'Twin Hall', name: 'Hall A', bookings: 2 })]);
  expect(figuresIn(v!.totals, 'IDR')).toMatchObject({ currency: 'IDR', charges_minor: 0, bookings: 0 });
  expect(hasSales(REPORT)).toBe(true);
  expect(hasSales({ ...REPORT, currencies: [] })).toBe(false);
});

test('the CSV file is named after the window (and the venue when there is one)', () => {
  expect(csvFilename('2026-01-01', '2026-12-31')).toBe('sales-2026-01-01-2026-12-31.csv');
  expect(csvFilename('2026-01-01', '2026-12-31', 'The Loft & Co.')).toBe('sales-the-loft-co-2026-01-01-2026-12-31.csv');
});
