import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { App, Button, Empty, Pagination, Segmented, Select, Typography } from 'antd';
import { BOOKING_STATUSES, canAnswerEnquiries, type BookingStatus } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { session } from '@venues/session';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';
import { BOOKING_STATUS, bookingPath, eventWhen, money } from '../lib/format';

const PAGE = 20;

/**
 * :country/bookings: the signed-in person’s bookings (as a customer) or their venue team’s, upcoming
 * first, then past ones, filtered by status, with a calendar export (.ics) of the same list.
 */
export default function BookingsPage() {
  const country = useCountry();
  const app = App.useApp();
  const [search, setSearch] = useSearchParams();
  const team = canAnswerEnquiries(session.roles);
  const as = team && search.get('as') !== 'customer' ? 'venue' : 'customer';
  const status = (BOOKING_STATUSES as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as BookingStatus) : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [exporting, setExporting] = useState(false);
  useDocumentTitle('Bookings');
  const list = useData(() => bookingsApi.list({ as, status, page, limit: PAGE }), [as, status, page]);
  const set = (k: string, v: string | null) => {
    const next = new URLSearchParams(search);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== 'page') next.delete('page');
    setSearch(next);
  };
  async function exportIcs() {
    setExporting(true);
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
      void app.message.error(toApiError(e).message);
    } finally {
      setExporting(false);
    }
  }
  if (list.status === 'error') return <LoadFailed country={country} status={list.error.status} message={list.error.message} what="bookings" />;
  return (
    <div className="enq-page enq-narrow">
      <Typography.Title level={1}>Bookings</Typography.Title>
      <div className="enq-actions" style={{ marginBottom: 16, alignItems: 'center' }}>
        {team && (
          <Segmented
            aria-label="Whose bookings"
            value={as}
            onChange={(v) => set('as', v === 'venue' ? null : 'customer')}
            options={[
              { label: 'My venues', value: 'venue' },
              { label: 'My own', value: 'customer' },
            ]}
          />
        )}
        <Select
          aria-label="Status"
          style={{ width: 170 }}
          value={status ?? ''}
          onChange={(v) => set('status', v || null)}
          options={[{ label: 'Every status', value: '' }, ...BOOKING_STATUSES.map((s) => ({ label: BOOKING_STATUS[s].label, value: s }))]}
        />
        <Button onClick={() => void exportIcs()} loading={exporting}>
          Export to calendar (.ics)
        </Button>
      </div>
      {!list.data ? (
        <PageSkeleton rows={6} />
      ) : list.data.data.length === 0 ? (
        <Empty description={status ? 'No bookings with this status.' : as === 'venue' ? 'No bookings for your venues yet. They appear here when a customer pays an offer.' : 'No bookings yet. Accept and pay a venue’s offer to book.'}>
          <Link to={`/${country}/enquiries`}>Go to enquiries</Link>
        </Empty>
      ) : (
        <>
          <ul className="enq-list enq-bookings" aria-label="Bookings">
            {list.data.data.map((b) => (
              <li key={b._id} className="enq-card">
                <div>
                  <Link to={bookingPath(country, b)}>
                    <strong>
                      {b.venue.name}: {b.space.name}
                    </strong>
                  </Link>{' '}
                  <StatusTag tone={BOOKING_STATUS[b.status].tone}>{BOOKING_STATUS[b.status].label}</StatusTag>
                </div>
                <p>
                  {eventWhen(b.start_at, b.end_at, b.venue.time_zone)} · {b.guests} guests · {money(b.total_minor, b.currency, country)}
                  {as === 'venue' ? ` · ${b.customer.first_name} ${b.customer.last_name}` : ''} · {b.reference}
                </p>
              </li>
            ))}
          </ul>
          {list.data.total > PAGE && <Pagination current={page} pageSize={PAGE} total={list.data.total} onChange={(p) => set('page', String(p))} showSizeChanger={false} />}
        </>
      )}
    </div>
  );
}
