import { Alert, Button, Skeleton } from 'antd';
import type { SalesReport } from '@venues/contracts';
import type { DataResult } from '@venues/mf-kit';
import { EmptyState } from '@venues/ui';
import { SpaceTable, VenueTable } from './BreakdownTables';
import { windowLabel } from './format';
import { MonthlySection } from './MonthlySection';
import { SalesHeadline } from './SalesHeadline';

/** The report in each of its states: loading, failed, nothing sold in the window, or the figures. */
export function SalesReportView({ report, from, to, country }: { report: DataResult<SalesReport>; from: string; to: string; country: string }) {
  if (report.status === 'error') {
    return <Alert type="error" showIcon title="We could not load the sales report" description={report.error.message} action={<Button onClick={report.reload}>Try again</Button>} />;
  }
  if (!report.data) {
    return (
      <div role="status" aria-label="Loading the sales report">
        <Skeleton active paragraph={{ rows: 4 }} />
        <Skeleton.Node active style={{ width: '100%', height: 260 }} />
      </div>
    );
  }
  if (report.empty) {
    return (
      <EmptyState
        description={`No sales between ${windowLabel(from, to).replace(' – ', ' and ')}. When customers pay for bookings, the revenue, refunds, fees and payouts due appear here month by month, with how full your spaces were and how enquiries turned into bookings.`}
      />
    );
  }
  const r = report.data;
  return (
    // The previous report stays while the next loads, dimmed.
    <div className={report.status === 'loading' ? 'sales-report sales-report--stale' : 'sales-report'} aria-busy={report.status === 'loading'}>
      <SalesHeadline report={r} country={country} />
      <MonthlySection report={r} country={country} />
      {!r.venue_id && <VenueTable report={r} country={country} />}
      <SpaceTable report={r} country={country} />
    </div>
  );
}
