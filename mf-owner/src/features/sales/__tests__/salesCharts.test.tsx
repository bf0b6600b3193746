import { render, screen, within } from '@testing-library/react';
import SalesCharts from '../SalesCharts';
import { monthRows } from '../rows';

// The charts are SVG drawn by the page's own code, so jsdom holds every mark: each bar and point
// with its native tooltip (month and formatted value), the axis's round ticks, the month labels.

const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
type Figures = [charges: number, refunds: number, payouts: number, bookings: number];

/** Months of SGD as the report sends them (`figures` per month, zeros for the others). */
const rowsOf = (figures: Record<string, Figures>, months = MONTHS) =>
  monthRows(
    months.map((month) => {
      const [charges, refunds, payouts, bookings] = figures[month] ?? [0, 0, 0, 0];
      return { currency: 'SGD', month, charges_minor: charges, refunds_minor: refunds, fees_minor: 0, taxes_minor: 0, payouts_due_minor: payouts, bookings };
    }),
    'SGD',
  );

function draw(rows: ReturnType<typeof rowsOf>) {
  const view = render(<SalesCharts rows={rows} currency="SGD" country="sg" moneySummary="Money in words." bookingsSummary="Bookings in words." />);
  const money = screen.getByRole('figure', { name: 'Money in words.' });
  const bookings = screen.getByRole('figure', { name: 'Bookings in words.' });
  return { ...view, money, bookings };
}
/** The SVG shape a native tooltip belongs to (getByTitle finds only an <svg>'s own title). */
function markOf(scope: HTMLElement, title: string): Element {
  const found = Array.from(scope.querySelectorAll('title')).filter((t) => t.textContent === title);
  expect(found.map((t) => t.textContent)).toEqual([title]);
  return found[0]!.parentElement!;
}
const texts = (scope: HTMLElement, selector: string) => Array.from(scope.querySelectorAll(selector), (t) => t.firstChild?.textContent);
const yTicks = (scope: HTMLElement) => texts(scope, '.sales-chart__axis > g > text');
const monthLabels = (scope: HTMLElement) => texts(scope, '.sales-chart__axis > text');
const height = (el: Element) => Number(el.getAttribute('height'));

test('revenue and refunds as bars, payouts due as a line with points, each with its month and amount', () => {
  const { money, bookings } = draw(rowsOf({ '2026-03': [348_800, 0, 313_920, 3], '2026-04': [523_200, 130_800, 353_160, 4] }));
  expect(within(money).getByRole('img', { name: 'Revenue, refunds and payouts due by month in SGD' })).toBeInTheDocument();
  expect(within(money).getByRole('list')).toHaveTextContent('RevenueRefundsPayouts due');

  const april = markOf(money, 'Revenue, Apr 2026: SGD\u00a05,232.00');
  const march = markOf(money, 'Revenue, Mar 2026: SGD\u00a03,488.00');
  expect(april).toHaveClass('sales-chart__bar', 'sales-series--revenue');
  expect(height(april)).toBeGreaterThan(height(march));
  const refund = markOf(money, 'Refunds, Apr 2026: SGD\u00a01,308.00');
  expect(refund).toHaveClass('sales-chart__bar--hatched');
  expect(height(refund) / height(april)).toBeCloseTo(0.25, 5);
  // A month without sales still has its (flat) bars and its point on the zero line.
  expect(height(markOf(money, 'Revenue, Jan 2026: SGD\u00a00.00'))).toBe(0);
  const point = markOf(money, 'Payouts due, Apr 2026: SGD\u00a03,531.60');
  expect(point.tagName).toBe('circle');
  expect(money.querySelectorAll('circle.sales-chart__point')).toHaveLength(12);
  expect(money.querySelector('.sales-chart__line')!.getAttribute('d')!.match(/[ML]/g)).toHaveLength(12);
  // The whole month's column tells its three figures.
  expect(markOf(money, 'Apr 2026: revenue SGD\u00a05,232.00, refunds SGD\u00a01,308.00, payouts due SGD\u00a03,531.60')).toHaveClass('sales-chart__hit');

  expect(markOf(bookings, 'Bookings, Apr 2026: 4')).toHaveClass('sales-series--bookings');
  expect(within(bookings).getByRole('img', { name: 'Bookings paid by month' })).toBeInTheDocument();
});

test('the value axes have round ticks, in major units for money', () => {
  const { money, bookings } = draw(rowsOf({ '2026-03': [348_800, 0, 313_920, 3], '2026-04': [523_200, 130_800, 353_160, 7] }));
  expect(yTicks(money)).toEqual(['0', '1K', '2K', '3K', '4K', '5K', '6K']);
  expect(yTicks(bookings)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  // Dashed grid lines at each tick but 0, which has the zero line.
  expect(money.querySelectorAll('.sales-chart__grid')).toHaveLength(6);
  expect(money.querySelectorAll('.sales-chart__zero')).toHaveLength(1);
});

test('a window with nothing sold draws empty charts on a 0 axis', () => {
  const { money, bookings, container } = draw(rowsOf({}));
  expect(yTicks(money)).toEqual(['0']);
  expect(yTicks(bookings)).toEqual(['0']);
  expect(money.querySelectorAll('.sales-chart__grid')).toHaveLength(0);
  expect(height(markOf(bookings, 'Bookings, Jun 2026: 0'))).toBe(0);
  expect(markOf(money, 'Payouts due, Jun 2026: SGD\u00a00.00')).toHaveAttribute('cy', money.querySelector('.sales-chart__zero')!.getAttribute('y1'));
  expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
});

test('payouts due below zero take the axis under the zero line', () => {
  const { money, container } = draw(rowsOf({ '2026-01': [100_000, 0, 90_000, 1], '2026-02': [0, 40_000, -40_000, 0] }));
  expect(yTicks(money)).toEqual(['-400', '-200', '0', '200', '400', '600', '800', '1K']);
  const zero = Number(money.querySelector('.sales-chart__zero')!.getAttribute('y1'));
  const below = markOf(money, 'Payouts due, Feb 2026: -SGD\u00a0400.00');
  expect(Number(below.getAttribute('cy'))).toBeGreaterThan(zero);
  expect(Number(markOf(money, 'Payouts due, Jan 2026: SGD\u00a0900.00').getAttribute('cy'))).toBeLessThan(zero);
  // Bars stand on the zero line.
  const revenue = markOf(money, 'Revenue, Jan 2026: SGD\u00a01,000.00');
  expect(Number(revenue.getAttribute('y')) + height(revenue)).toBeCloseTo(zero, 5);
  expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
});

test('the month labels thin out on a narrow screen, the year under the first', () => {
  const rows = rowsOf({ '2026-03': [348_800, 0, 313_920, 3] }, ['2025-11', '2025-12', ...MONTHS]);
  const { money, unmount } = draw(rows);
  // Unmeasured (jsdom has no layout): drawn 640 wide, a label for every month.
  expect(monthLabels(money)).toHaveLength(14);
  expect(within(money).getAllByText(/^20\d\d$/).map((t) => t.textContent)).toEqual(['2025', '2026']);
  unmount();

  const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('sales-chart__box') ? 320 : 0;
  });
  try {
    const narrow = draw(rows).money;
    expect(narrow.querySelector('svg')).toHaveAttribute('viewBox', '0 0 320 260');
    expect(monthLabels(narrow)).toEqual(['Nov', 'Jan', 'Mar', 'May', 'Jul', 'Sept', 'Nov']);
    expect(within(narrow).getAllByText(/^20\d\d$/).map((t) => t.textContent)).toEqual(['2025', '2026']);
  } finally {
    width.mockRestore();
  }
});
