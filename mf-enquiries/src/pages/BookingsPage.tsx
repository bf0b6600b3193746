import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BOOKING_STATUSES, canAnswerEnquiries, type BookingStatus } from '@venues/contracts';
import { bookingsApi, toApiError } from '@venues/api-client';
import { session } from '@venues/session';
import { Pagination, Skeleton, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { EmptyList, LoadFailed } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';
import { BOOKING_STATUS, bookingPath, eventWhen } from '../lib/format';
import { money } from '@venues/geo';

const PAGE = 20;

/**
 * :country/bookings: the signed-in person’s bookings (as a customer) or their venue team’s, upcoming
 * first, then past ones, filtered by status, with a calendar export (.ics) of the same list. Drawn
 * without antd (plain.css).
 */
export default function BookingsPage() {
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
  /** The list's address with one parameter changed (every view has its own URL). */
  const hrefWith = (k: string, v: string | null) => {
    const next = new URLSearchParams(search);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== 'page') next.delete('page');
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
    <div className="enq-page enq-narrow ui-plain">
      <h1>Bookings</h1>
      <div className="enq-actions" style={{ marginTop: 0, marginBottom: 16, alignItems: 'center' }}>
        {team && (
          <div className="ui-segmented" role="radiogroup" aria-label="Whose bookings">
            {(
              [
                ['venue', 'My venues'],
                ['customer', 'My own'],
              ] as const
            ).map(([value, label]) => (
              <label key={value}>
                <input type="radio" name="bookings-as" value={value} checked={as === value} onChange={() => set('as', value === 'venue' ? null : 'customer')} />
                <span>{label}</span>
              </label>
            ))}
          </div>
        )}
        <select className="ui-select" aria-label="Status" value={status ?? ''} onChange={(e) => set('status', e.target.value || null)}>
          <option value="">Every status</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {BOOKING_STATUS[s].label}
            </option>
          ))}
        </select>
        <button type="button" className="ui-button" onClick={() => void exportIcs()} disabled={exporting} aria-busy={exporting}>
          {exporting && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
          Export to calendar (.ics)
        </button>
      </div>
      {exportError && (
        <p className="ui-alert ui-alert--error" role="alert">
          <span>The calendar file did not download: {exportError}</span>
        </p>
      )}
      {!list.data ? (
        <Skeleton rows={6} />
      ) : list.data.data.length === 0 ? (
        <EmptyList description={status ? 'No bookings with this status.' : as === 'venue' ? 'No bookings for your venues yet. They appear here when a customer pays an offer.' : 'No bookings yet. Accept and pay a venue’s offer to book.'}>
          <Link to={`/${country}/enquiries`}>Go to enquiries</Link>
        </EmptyList>
      ) : (
        <>
          <ul className="enq-list enq-bookings" aria-label="Bookings">
            {list.data.data.map((b) => (
              <li key={b._id} className="enq-card ui-card ui-card--small">
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
          <Pagination page={page} total={list.data.total} limit={PAGE} hrefFor={(p) => hrefWith('page', p > 1 ? String(p) : null)} label="Pages of bookings" />
        </>
      )}
    </div>
  );
}
