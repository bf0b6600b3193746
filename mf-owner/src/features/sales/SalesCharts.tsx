import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { compactNumber, count, money, toMajor } from './format';
import type { MonthRow } from './rows';

// recharts lives only here: the page loads this module with React.lazy, so the library is a chunk
// of its own that other owner pages never download.

const HEIGHT = 260;
const COLORS = { revenue: '#1668dc', refunds: '#d4380d', payouts: '#237804', bookings: '#531dab' };

// ResponsiveContainer draws nothing until its box has a size (so nothing under jsdom, which has no
// layout): the figcaptions and the page's table carry the same figures.

export interface SalesChartsProps {
  rows: MonthRow[];
  currency: string;
  country: string;
  /** The charts in words, read by screen readers and shown under each chart. */
  moneySummary: string;
  bookingsSummary: string;
}

/** Revenue, refunds and payouts due by month (one currency), and bookings by month. */
export default function SalesCharts({ rows, currency, country, moneySummary, bookingsSummary }: SalesChartsProps) {
  const amount = (v: unknown) => money(Number(v), currency, country);
  return (
    <div className="sales-charts">
      <figure className="sales-chart" aria-labelledby="sales-chart-money">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={(v: number) => compactNumber(toMajor(v, currency), country)} tick={{ fontSize: 12 }} width={56} />
            <Tooltip formatter={amount} />
            <Legend />
            <Bar dataKey="charges_minor" name="Revenue" fill={COLORS.revenue} />
            <Bar dataKey="refunds_minor" name="Refunds" fill={COLORS.refunds} />
            <Line dataKey="payouts_due_minor" name="Payouts due" stroke={COLORS.payouts} strokeWidth={2} type="monotone" />
          </ComposedChart>
        </ResponsiveContainer>
        <figcaption id="sales-chart-money">{moneySummary}</figcaption>
      </figure>
      <figure className="sales-chart" aria-labelledby="sales-chart-bookings">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={56} />
            <Tooltip formatter={(v) => count(Number(v))} />
            <Bar dataKey="bookings" name="Bookings" fill={COLORS.bookings} />
          </BarChart>
        </ResponsiveContainer>
        <figcaption id="sales-chart-bookings">{bookingsSummary}</figcaption>
      </figure>
    </div>
  );
}
