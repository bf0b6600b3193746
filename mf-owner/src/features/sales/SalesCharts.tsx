import { useEffect, useId, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { money, toMajor } from '@venues/geo';
import theme from 'antd/es/theme';
import { compactNumber, count } from './format';
import type { MonthRow } from './rows';

// The months drawn by uPlot (~22 KB gzip, canvas), loaded with this module by React.lazy on the
// sales page only. Colours come from the antd theme (light and dark). A canvas says nothing to a
// screen reader: each chart is a figure with its summary as caption and its figures as a table
// (visually hidden; the page's "Table" view shows the same table to everyone).

const HEIGHT = 260;

let canvas2d: boolean | undefined;
/** Whether this browser draws on a 2D canvas (uPlot needs one). */
function canDraw(): boolean {
  if (canvas2d === undefined) {
    try {
      canvas2d = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvas2d = false;
    }
  }
  return canvas2d;
}

interface Series {
  name: string;
  key: 'revenue' | 'refunds' | 'payouts' | 'bookings';
  mark: 'bar' | 'line';
  value: (r: MonthRow) => number;
}

export interface SalesChartsProps {
  rows: MonthRow[];
  currency: string;
  country: string;
  /** The charts in words, read by screen readers and shown under each chart. */
  moneySummary: string;
  bookingsSummary: string;
}

const MONEY: Series[] = [
  { name: 'Revenue', key: 'revenue', mark: 'bar', value: (r) => r.charges_minor },
  { name: 'Refunds', key: 'refunds', mark: 'bar', value: (r) => r.refunds_minor },
  { name: 'Payouts due', key: 'payouts', mark: 'line', value: (r) => r.payouts_due_minor },
];
const BOOKINGS: Series[] = [{ name: 'Bookings', key: 'bookings', mark: 'bar', value: (r) => r.bookings }];

/** Revenue, refunds and payouts due by month (one currency), and bookings by month. */
export default function SalesCharts({ rows, currency, country, moneySummary, bookingsSummary }: SalesChartsProps) {
  const id = useId();
  const amount = (v: number) => money(v, currency, country);
  return (
    <div className="sales-charts">
      <figure className="sales-chart" aria-labelledby={`${id}-money`}>
        <MonthChart
          rows={rows}
          series={MONEY}
          label={`Revenue, refunds and payouts due by month in ${currency}`}
          format={amount}
          toAxis={(v) => toMajor(v, currency)}
          formatTick={(v) => compactNumber(v, country)}
        />
        <figcaption id={`${id}-money`}>{moneySummary}</figcaption>
      </figure>
      <figure className="sales-chart" aria-labelledby={`${id}-bookings`}>
        <MonthChart rows={rows} series={BOOKINGS} label="Bookings paid by month" format={count} toAxis={(v) => v} formatTick={count} />
        <figcaption id={`${id}-bookings`}>{bookingsSummary}</figcaption>
      </figure>
    </div>
  );
}

interface MonthChartProps {
  rows: MonthRow[];
  series: Series[];
  label: string;
  /** A value as written in the table (minor units → "SGD 1,200.00"). */
  format: (v: number) => string;
  /** A value on the chart's scale (major units for money). */
  toAxis: (v: number) => number;
  formatTick: (v: number) => string;
}

function MonthChart({ rows, series, label, format, toAxis, formatTick }: MonthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const colour: Record<Series['key'], string> = { revenue: token.colorPrimary, refunds: token.colorError, payouts: token.colorSuccess, bookings: token.colorPrimary };
    // Refunds are drawn narrower, in front of the revenue of the same month.
    const wide = uPlot.paths.bars!({ size: [0.6, 40] });
    const narrow = uPlot.paths.bars!({ size: [0.3, 20] });
    const axis = { stroke: token.colorTextSecondary, grid: { stroke: token.colorBorderSecondary }, ticks: { stroke: token.colorBorderSecondary } };
    const opts: Options = {
      width: el.clientWidth || 640,
      height: HEIGHT,
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
      cursor: { drag: { x: false, y: false } },
      axes: [
        { ...axis, values: (_u, ticks) => ticks.map((t) => rows[t]?.label ?? ''), space: 48, incrs: [1, 2, 3, 6, 12] },
        { ...axis, values: (_u, ticks) => ticks.map(formatTick), size: 60 },
      ],
      series: [
        { label: 'Month', value: (_u, v) => (v == null ? '' : (rows[v]?.label ?? '')) },
        ...series.map((s) => ({
          label: s.name,
          stroke: colour[s.key],
          fill: s.mark === 'bar' ? colour[s.key] : undefined,
          width: s.mark === 'line' ? 2 : 0,
          paths: s.mark === 'bar' ? (s.key === 'refunds' ? narrow : wide) : undefined,
          points: { show: s.mark === 'line' },
          // The legend tells the hovered month's figure as the table writes it.
          value: (_u: uPlot, _v: number | null, _series: number, idx: number | null) => (idx == null || !rows[idx] ? '' : format(s.value(rows[idx]))),
        })),
      ],
    };
    const data: AlignedData = [rows.map((_, i) => i), ...series.map((s) => rows.map((r) => toAxis(s.value(r))))];
    // No 2D canvas (an old browser, jsdom): the caption and the table still tell the figures.
    // uPlot would fail later, in its first frame, where no catch reaches.
    if (!canDraw()) return;
    const plot = new uPlot(opts, data, el);
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 640, height: HEIGHT })) : null;
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      plot.destroy();
    };
  }, [rows, series, format, toAxis, formatTick, token]);

  return (
    <>
      <div className="sales-chart__box" ref={box} role="img" aria-label={label} />
      {/* The months as a table for screen readers. Hidden by a wrapper: a table keeps the width of its
          content whatever width it is given, and stuck out past a phone's screen. */}
      <div className="sales-sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month}>
                <th scope="row">{r.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{format(s.value(r))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
