import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import type { SalesReport } from '@venues/contracts';
import { MonthlyTable } from './MonthlyTable';
import { bookingsSummary, moneySummary, monthRows } from './rows';

const SalesCharts = lazy(() => import('./SalesCharts'));

function ChartSkeleton() {
  return (
    <div role="status" aria-label="Loading the charts">
      <Skeleton.Node active className="sales-chart-skeleton" />
    </div>
  );
}

/** One choice of a few: antd's Segmented (radio buttons, arrow keys move between them). */
function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (v: T) => void }) {
  return <Segmented<T> aria-label={label} value={value} options={options.map((o) => ({ value: o.value, label: o.label }))} onChange={onChange} />;
}

const VIEWS = [
  { value: 'chart', label: 'Chart' },
  { value: 'table', label: 'Table' },
] as const;

/** A chart chunk that fails to load (offline, a new deploy) leaves the table, not a broken page. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The months of the window, as charts or as a table, one currency at a time. */
export function MonthlySection({ report, country }: { report: SalesReport; country: string }) {
  const [picked, setPicked] = useState<string>();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  // A currency picked for another venue or window may not be in this report.
  const currency = picked && report.currencies.includes(picked) ? picked : report.currencies[0]!;
  const rows = monthRows(report.months, currency);
  const table = <MonthlyTable rows={rows} currency={currency} country={country} />;
  return (
    <section className="sales-section" aria-labelledby="sales-months">
      <div className="sales-section__head">
        <h2 id="sales-months">By month</h2>
        <div className="sales-section__tools">
          {report.currencies.length > 1 && <Choice label="Currency" value={currency} onChange={setPicked} options={report.currencies.map((c) => ({ value: c, label: c }))} />}
          <Choice label="Show the months as" value={view} onChange={setView} options={VIEWS} />
        </div>
      </div>
      {view === 'table' ? (
        table
      ) : (
        <ChartBoundary
          fallback={
            <>
              <p className="own-muted">The charts could not load; here are the same figures.</p>
              {table}
            </>
          }
        >
          <Suspense fallback={<ChartSkeleton />}>
            <SalesCharts rows={rows} currency={currency} country={country} moneySummary={moneySummary(rows, currency, country)} bookingsSummary={bookingsSummary(rows)} />
          </Suspense>
        </ChartBoundary>
      )}
    </section>
  );
}
