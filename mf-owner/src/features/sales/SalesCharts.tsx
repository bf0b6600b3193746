import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { labelEvery, niceTicks, valueScale } from './chartScale';
import { compactNumber, count, money, toMajor } from './format';
import type { MonthRow } from './rows';

// The months drawn as SVG by hand: recharts was 132 KB gzip of the page's 334 (its budget is 300).
// The page still loads this module with React.lazy, after the figures. Colours, lines and text come
// from sales.css, light and dark. Each bar and point carries a native tooltip (<title>); screen
// readers get the figure's caption and the page's table instead of the marks (role="img").

const HEIGHT = 260;
const PAD = { top: 10, right: 8, bottom: 36 };
/** The width drawn before the box is measured (and under jsdom, which has no layout). */
const FALLBACK_WIDTH = 640;
/** Room for a month's label ("Sept", "2026" under it) with a gap: 12px text, ~7px a character. */
const LABEL_WIDTH = 36;
const CHAR_WIDTH = 7;
const Y_TICKS = 5;

type Mark = 'bar' | 'hatched' | 'line';

interface Series {
  name: string;
  /** sales-series--<key> in sales.css gives the colour. */
  key: 'revenue' | 'refunds' | 'payouts' | 'bookings';
  mark: Mark;
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
  { name: 'Refunds', key: 'refunds', mark: 'hatched', value: (r) => r.refunds_minor },
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
          formatTick={(v) => compactNumber(toMajor(v, currency), country)}
        />
        <figcaption id={`${id}-money`}>{moneySummary}</figcaption>
      </figure>
      <figure className="sales-chart" aria-labelledby={`${id}-bookings`}>
        <MonthChart rows={rows} series={BOOKINGS} label="Bookings paid by month" format={count} formatTick={count} />
        <figcaption id={`${id}-bookings`}>{bookingsSummary}</figcaption>
      </figure>
    </div>
  );
}

/** The width of the chart's box, followed as it changes (a phone turned, the sidebar folded). */
function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  // Before paint, so the first frame is already drawn at the right width.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      if (node.clientWidth > 0) setWidth(node.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The legend in HTML: a swatch of each series' mark (solid bar, hatched bar, line with points) and its name. */
function Legend({ series }: { series: readonly Series[] }) {
  return (
    <ul className="sales-legend">
      {series.map((s) => (
        <li key={s.key}>
          <span className={`sales-legend__swatch sales-legend__swatch--${s.mark} sales-series--${s.key}`} aria-hidden="true" />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

interface MonthChartProps {
  rows: readonly MonthRow[];
  /** Bars side by side in each month, in order, then at most one line. */
  series: readonly Series[];
  /** The SVG's name (the figure's caption carries the figures). */
  label: string;
  format: (v: number) => string;
  formatTick: (v: number) => string;
}

function MonthChart({ rows, series, label, format, formatTick }: MonthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const hatch = useId();

  const values = rows.flatMap((r) => series.map((s) => s.value(r)));
  const ticks = niceTicks(Math.max(0, ...values), Y_TICKS, Math.min(0, ...values));
  const tickLabels = ticks.map(formatTick);
  const left = Math.max(28, 12 + CHAR_WIDTH * Math.max(...tickLabels.map((t) => t.length)));
  const bottom = HEIGHT - PAD.bottom;
  const y = valueScale(ticks, PAD.top, bottom);
  const zero = y(0);

  const plotWidth = Math.max(0, width - left - PAD.right);
  const band = plotWidth / Math.max(1, rows.length);
  const centre = (i: number) => left + band * (i + 0.5);
  const bars = series.filter((s) => s.mark !== 'line');
  const hatched = bars.find((s) => s.mark === 'hatched');
  const line = series.find((s) => s.mark === 'line');
  const gap = band < 16 ? 1 : 2;
  const barWidth = bars.length ? Math.max(1, Math.min(32, (band * 0.7 - gap * (bars.length - 1)) / bars.length)) : 0;
  const groupWidth = bars.length * barWidth + (bars.length - 1) * gap;
  const every = labelEvery(band, LABEL_WIDTH);

  const points = line ? rows.map((r, i) => ({ x: centre(i), y: y(line.value(r)) })) : [];
  const linePath = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');

  return (
    <>
      <Legend series={series} />
      <div className="sales-chart__box" ref={box}>
        <svg className="sales-chart__svg" role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" height={HEIGHT}>
          {hatched && (
            <defs>
              <pattern id={hatch} className={`sales-series--${hatched.key}`} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="2" height="5" fill="currentColor" />
              </pattern>
            </defs>
          )}
          <g className="sales-chart__axis">
            {ticks.map((t, i) => (
              <g key={t}>
                {t !== 0 && <line className="sales-chart__grid" x1={left} x2={left + plotWidth} y1={y(t)} y2={y(t)} />}
                <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end">
                  {tickLabels[i]}
                </text>
              </g>
            ))}
            {rows.map((r, i) => {
              if (i % every) return null;
              // "Apr 2026" (format.ts monthLabel) written as "Apr", with "2026" under it.
              const [month, year] = r.label.split(' ');
              // The year under the first label and wherever it changes.
              const newYear = i === 0 || rows[i - every]!.label.split(' ')[1] !== year;
              return (
                <text key={r.month} x={centre(i)} y={bottom + 16} textAnchor="middle">
                  {month}
                  {newYear && (
                    <tspan x={centre(i)} dy="1.2em">
                      {year}
                    </tspan>
                  )}
                </text>
              );
            })}
          </g>
          {rows.map((r, i) => (
            <g key={r.month} className="sales-chart__month">
              {/* The whole month's column: its figures together, and a hover band. */}
              <rect className="sales-chart__hit" x={left + band * i} y={PAD.top} width={band} height={bottom - PAD.top}>
                <title>{`${r.label}: ${series.map((s) => `${s.name.toLowerCase()} ${format(s.value(r))}`).join(', ')}`}</title>
              </rect>
              {bars.map((s, j) => {
                const v = s.value(r);
                return (
                  <rect
                    key={s.key}
                    className={`sales-chart__bar sales-chart__bar--${s.mark} sales-series--${s.key}`}
                    fill={s.mark === 'hatched' ? `url(#${hatch})` : undefined}
                    x={centre(i) - groupWidth / 2 + j * (barWidth + gap)}
                    y={Math.min(y(v), zero)}
                    width={barWidth}
                    height={Math.abs(zero - y(v))}
                  >
                    <title>{`${s.name}, ${r.label}: ${format(v)}`}</title>
                  </rect>
                );
              })}
            </g>
          ))}
          <line className="sales-chart__zero" x1={left} x2={left + plotWidth} y1={zero} y2={zero} />
          {line && (
            <g className={`sales-series--${line.key}`}>
              <path className="sales-chart__line" d={linePath} />
              {rows.map((r, i) => (
                <circle key={r.month} className="sales-chart__point" cx={points[i]!.x} cy={points[i]!.y} r={band < 12 ? 2.5 : 3.5}>
                  <title>{`${line.name}, ${r.label}: ${format(line.value(r))}`}</title>
                </circle>
              ))}
            </g>
          )}
        </svg>
      </div>
    </>
  );
}
