import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Segmented, Skeleton } from 'antd';
import type { SalesReport } from '@venues/contracts';
import { MonthlyTable } from './MonthlyTable';
import { bookingsSummary, moneySummary, monthRows } from './rows';

const SalesCharts = lazy(() => import('./SalesCharts'));

function ChartSkeleton() {
  return (
    <div className="sales-chart-skeleton" role="status" aria-label="Loading the charts">
      <Skeleton.Node active style={{ width: '100%', height: 260 }} />
    </div>
  );
}

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
          {report.currencies.length > 1 && <Segmented aria-label="Currency" value={currency} onChange={(v) => setPicked(v)} options={report.currencies} />}
          <Segmented<'chart' | 'table'>
            aria-label="Show the months as"
            value={view}
            onChange={(v) => setView(v)}
            options={[
              { label: 'Chart', value: 'chart' },
              { label: 'Table', value: 'table' },
            ]}
          />
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
