import { render, screen, within } from '@testing-library/react';
import SalesCharts from '../SalesCharts';
import { monthRows } from '../rows';

// jsdom has no layout, so ResponsiveContainer measures 0×0 and draws nothing; give its box a size
// here so recharts really runs the charts' set-up once (the page tests check the table instead).

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const size = this.classList.contains('recharts-responsive-container') ? { width: 640, height: 260 } : { width: 0, height: 0 };
    return { ...size, x: 0, y: 0, top: 0, left: 0, right: size.width, bottom: size.height, toJSON: () => size };
  });
});
afterAll(() => jest.restoreAllMocks());

test('draws the money and bookings charts, each with its summary as caption', () => {
  const months = ['2026-01', '2026-02'].map((month, i) => ({ currency: 'JPY', month, charges_minor: 30_000 * (i + 1), refunds_minor: 0, fees_minor: 3_000, taxes_minor: 0, payouts_due_minor: 27_000, bookings: i + 1 }));
  render(<SalesCharts rows={monthRows(months, 'JPY')} currency="JPY" country="sg" moneySummary="Money in words." bookingsSummary="Bookings in words." />);
  // recharts' chart surface is keyboard-navigable (role application): one per figure.
  expect(within(screen.getByRole('figure', { name: 'Money in words.' })).getByRole('application')).toBeInTheDocument();
  expect(within(screen.getByRole('figure', { name: 'Bookings in words.' })).getByRole('application')).toBeInTheDocument();
  expect(screen.getByText('Revenue')).toBeInTheDocument();
});
