import { render, screen, within } from '@testing-library/react';
import SalesCharts from '../SalesCharts';
import { monthRows } from '../rows';

// The charts are uPlot canvases (drawn in a browser; jsdom has no canvas). What a screen reader
// gets is tested here: each chart is a figure named by its summary, holding a table of its figures.

const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
type Figures = [charges: number, refunds: number, payouts: number, bookings: number];

const rowsOf = (figures: Record<string, Figures>, months = MONTHS) =>
  monthRows(
    months.map((month) => {
      const [charges, refunds, payouts, bookings] = figures[month] ?? [0, 0, 0, 0];
      return { currency: 'SGD', month, charges_minor: charges, refunds_minor: refunds, fees_minor: 0, taxes_minor: 0, payouts_due_minor: payouts, bookings };
    }),
    'SGD',
  );

test('each chart is a figure named by its summary, with its months and amounts as a table', () => {
  render(<SalesCharts rows={rowsOf({ '2026-03': [348_800, 0, 313_920, 3], '2026-04': [523_200, 130_800, 353_160, 4] })} currency="SGD" country="sg" moneySummary="Money in words." bookingsSummary="Bookings in words." />);
  const money = screen.getByRole('figure', { name: 'Money in words.' });
  const bookings = screen.getByRole('figure', { name: 'Bookings in words.' });
  const moneyTable = within(money).getByRole('table');
  expect(within(moneyTable).getAllByRole('row')).toHaveLength(13);
  expect(within(moneyTable).getByRole('row', { name: /Apr/ })).toHaveTextContent('SGD 5,232.00');
  expect(within(bookings).getByRole('row', { name: /Mar/ })).toHaveTextContent('3');
});
