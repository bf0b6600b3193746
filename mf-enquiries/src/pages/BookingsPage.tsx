import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { BOOKING_STATUSES, canAnswerEnquiries, type Booking, type BookingStatus } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { session } from '@venues/session';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { AddressPagination } from '../components/AddressPagination';
import { EmptyList, LoadFailed } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';
import { BOOKING_STATUS, bookingPath, eventWhen } from '../lib/format';
import { money, plural } from '@venues/geo';

const PAGE = 20;

/**
 * :country/bookings: the signed-in person’s bookings (as a customer) or their venue team’s, upcoming
 * first, then past ones, filtered by status, with a calendar export (.ics) of the same list. Drawn with antd.
 */
const BookingsPage = observer(function BookingsPage() {
  const country = useCountry();
  const [search, setSearch] = useSearchParams();
  const team = canAnswerEnquiries(session.roles);
  const as = team && search.get('as') !== 'customer' ? 'venue' : 'customer';
  const status = (BOOKING_STATUSES as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as BookingStatus) : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  useDocumentTitle('Bookings');
  const list = useData(() => bookingsApi.list({ as, status, page, limit: PAGE }), [as, status, page]);
  /** A page's address (the other parameters kept). */
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const qs = next.toString();
    return `/${country}/bookings${qs ? `?${qs}` : ''}`;
  };
  const set = (k: string, v: string | null) => {
    const next = new URLSearchParams(search);
    if (v) next.set(k, v);
    else next.delete(k);
    next.delete('page');
    setSearch(next);
  };
  async function exportIcs() {
    setExporting(true);
    setExportError(null);
    try {
      const url = URL.createObjectURL(await bookingsApi.calendar({ as, status }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'bookings.ics';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setExportError(toApiError(e).message);
    } finally {
      setExporting(false);
    }
  }
  if (list.status === 'error') return <LoadFailed country={country} status={list.error.status} message={list.error.message} what="bookings" />;
  return (
    <div className="enq-page enq-narrow">
      <Typography.Title level={1}>Bookings</Typography.Title>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        {team && (
          <Segmented
            aria-label="Whose bookings"
            value={as}
            onChange={(v) => set('as', v === 'venue' ? null : 'customer')}
            options={[
              { value: 'venue', label: 'My venues' },
              { value: 'customer', label: 'My own' },
            ]}
          />
        )}
        <Select
          aria-label="Status"
          style={{ minWidth: 160 }}
          value={status ?? ''}
          onChange={(v: string) => set('status', v || null)}
          options={[{ value: '', label: 'Every status' }, ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS[s].label }))]}
        />
        <Button onClick={() => void exportIcs()} loading={exporting}>
          Export to calendar (.ics)
        </Button>
      </Flex>
      {exportError && <Alert type="error" role="alert" showIcon title={`The calendar file did not download: ${exportError}`} style={{ marginBottom: 16 }} />}
      {!list.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.data.data.length === 0 ? (
        <EmptyList description={status ? 'No bookings with this status.' : as === 'venue' ? 'No bookings for your venues yet. They appear here when a customer pays an offer.' : 'No bookings yet. Accept and pay a venue’s offer to book.'}>
          <Link to={`/${country}/enquiries`}>Go to enquiries</Link>
        </EmptyList>
      ) : (
        <section aria-label="Bookings">
          <Table
            className="enq-bookings"
            rowKey="_id"
            size="middle"
            pagination={false}
            loading={list.status === 'loading'}
            dataSource={list.data.data}
            columns={[
              {
                title: 'Booking',
                key: 'booking',
                render: (_: unknown, b: Booking) => (
                  <>
                    <Link to={bookingPath(country, b)}>
                      <strong>
                        {b.venue.name}: {b.space.name}
                      </strong>
                    </Link>{' '}
                    <StatusTag tone={BOOKING_STATUS[b.status].tone}>{BOOKING_STATUS[b.status].label}</StatusTag>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {b.reference}
                      {as === 'venue' ? ` · ${b.customer.first_name} ${b.customer.last_name}` : ''}
                    </Typography.Text>
                  </>
                ),
              },
              { title: 'When', key: 'when', render: (_: unknown, b: Booking) => `${eventWhen(b.start_at, b.end_at, b.venue.time_zone)} · ${plural(b.guests, 'guest')}` },
              { title: 'Total', key: 'total', align: 'right', render: (_: unknown, b: Booking) => money(b.total_minor, b.currency, country) },
            ]}
          />
          <AddressPagination page={page} total={list.data.total} limit={PAGE} hrefFor={hrefFor} label="Pages of bookings" />
        </section>
      )}
    </div>
  );
});

export default BookingsPage;
