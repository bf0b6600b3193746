import { OWNER_VENUE_LIMITS } from '@venues/contracts';
import { ownerVenuesApi, salesApi } from '@venues/api-client';
import { ButtonLink, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import { DownloadCsv } from '../features/sales/DownloadCsv';
import { windowLabel } from '../features/sales/format';
import { hasSales } from '../features/sales/rows';
import { SalesFilters } from '../features/sales/SalesFilters';
import { SalesReportView } from '../features/sales/SalesReportView';
import { useSalesParams } from '../features/sales/useSalesParams';
import '../features/venues/owner.css';
import '../features/sales/sales.css';

/**
 * `:country/sales` (every venue, or one picked) and `:country/venues/management/sales/:venueId`
 * (that venue): what the organisation's venues sold in a window (docs/sales.md), drawn with antd; the
 * charts (uPlot, features/sales/SalesCharts.tsx) load after the figures, on this page only.
 */
export default function SalesPage() {
  const country = useCountry();
  const p = useSalesParams();
  const query = { from: p.from, to: p.to, ...(p.venueId ? { venue_id: p.venueId } : {}) };
  const report = useData(() => salesApi.report(query), [p.from, p.to, p.venueId], { isEmpty: (r) => !hasSales(r) });
  const venues = useData(() => ownerVenuesApi.list({ limit: OWNER_VENUE_LIMITS.maxLimit }), [], { skip: p.fixed, isEmpty: () => false });
  const venueName = p.venueId ? (report.data?.venues.find((v) => v._id === p.venueId) ?? venues.data?.data.find((v) => v._id === p.venueId))?.name : undefined;
  const title = p.fixed && venueName ? `Sales of ${venueName}` : 'Sales';
  useDocumentTitle(title);

  return (
    <div className="own-page">
      <PageHeader
        title={title}
        subtitle={`${windowLabel(p.from, p.to)}, in each venue’s own time zone.`}
        extra={p.fixed ? <ButtonLink to={`/${country}/sales?from=${p.from}&to=${p.to}`}>All venues</ButtonLink> : <ButtonLink to={`/${country}/venues/management`}>My venues</ButtonLink>}
      />
      <div className="sales-toolbar">
        <SalesFilters
          from={p.from}
          to={p.to}
          onWindow={p.setWindow}
          venue={p.fixed ? undefined : { value: p.venueId, options: venues.data?.data ?? [], loading: venues.status === 'loading', failed: venues.status === 'error', onChange: p.setVenue }}
        />
        <DownloadCsv query={query} venueName={venueName} />
      </div>
      <SalesReportView report={report} from={p.from} to={p.to} country={country} />
    </div>
  );
}
