import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import type { SalesReport } from '@venues/contracts';
import type { DataResult } from '@venues/mf-kit';
import { SpaceTable, VenueTable } from './BreakdownTables';
import { windowLabel } from './format';
import { MonthlySection } from './MonthlySection';
import { SalesHeadline } from './SalesHeadline';

/** The report in each of its states: loading, failed, nothing sold in the window, or the figures. */
export function SalesReportView({ report, from, to, country }: { report: DataResult<SalesReport>; from: string; to: string; country: string }) {
  if (report.status === 'error') {
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title="We could not load the sales report"
        description={report.error.message}
        action={
          <Button size="small" onClick={report.reload}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!report.data) {
    return (
      <div role="status" aria-label="Loading the sales report" aria-busy="true">
        <Skeleton active paragraph={{ rows: 5 }} />
        <Skeleton.Node active className="sales-chart-skeleton" />
      </div>
    );
  }
  if (report.empty) {
    return (
      <Empty
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
