import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ENQUIRY_STATUSES, EVENT_TYPES, SOCKET_EVENTS, type Enquiry, type EnquiryStatus } from '@venues/contracts';
import { enquiriesApi } from '@venues/api-client';
import { LinkButton, Pagination, Skeleton, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { subscribe } from '@venues/realtime';
import { EmptyList } from '../components/PageState';
import { StatusTag } from '../components/StatusTag';
import { STATUS_TONE, STATUS_LABEL, eventTypeLabel, eventWhen, messageTime } from '../lib/format';

const PAGE_SIZE = 20;

/** The other party of a conversation, as the caller sees it. */
const otherParty = (e: Enquiry) => (e.my_side === 'customer' ? e.venue.name : e.customer.name);

/**
 * The inbox (enquiries, enquiries/status/:status, enquiries/types/:type, user-enquiries/types/:type):
 * the caller's conversations, newest activity first, with status and event-type filters, a search
 * box and pages. A customer sees their own, a venue team its organisation's (the server decides).
 * New messages move a conversation to the top without a reload. Drawn without antd (plain.css).
 */
export default function InboxPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const status = (params.status as EnquiryStatus | undefined) ?? undefined;
  const type = params.type ?? search.get('type') ?? undefined;
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  useDocumentTitle('Enquiries');

  const list = useData(() => enquiriesApi.list({ status, type, q: q || undefined, page, limit: PAGE_SIZE }), [status, type, q, page]);
  const { reload } = list;
  useEffect(() => subscribe(SOCKET_EVENTS.sendMessageToRoom, () => reload()), [reload]);
  useEffect(() => {
    setTyped(q);
  }, [q]);

  /** The inbox's address for other filters or another page (every view has its own URL). */
  const hrefOf = (next: { status?: string; type?: string; q?: string; page?: number }) => {
    const s = 'status' in next ? next.status : status;
    const t = 'type' in next ? next.type : type;
    const base = s ? `/${country}/enquiries/status/${s}` : `/${country}/enquiries`;
    const query = new URLSearchParams();
    if (t) query.set('type', t);
    const text = 'q' in next ? next.q : q;
    if (text) query.set('q', text);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const qs = query.toString();
    return qs ? `${base}?${qs}` : base;
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    navigate(hrefOf({ q: typed.trim(), page: 1 }));
  };

  const data = list.data;
  const filtered = Boolean(q || status || type);
  return (
    <div className="enq-page ui-plain">
      <h1>Enquiries</h1>
      <div className="enq-filters" role="search" style={{ marginBottom: 16 }}>
        <select className="ui-select" aria-label="Status" value={status ?? 'all'} onChange={(e) => navigate(hrefOf({ status: e.target.value === 'all' ? undefined : e.target.value, page: 1 }))}>
          <option value="all">All but archived</option>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
        <select className="ui-select" aria-label="Event type" value={type ?? 'all'} onChange={(e) => navigate(hrefOf({ type: e.target.value === 'all' ? undefined : e.target.value, page: 1 }))}>
          <option value="all">Every event type</option>
          {EVENT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <form className="enq-search" onSubmit={onSearch}>
          <input type="search" className="ui-input" aria-label="Search enquiries" placeholder="Venue, name or words in a message" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit" className="ui-button">
            Search
          </button>
        </form>
      </div>

      {list.status === 'error' && (
        <div className="ui-alert ui-alert--error" role="alert">
          <strong>We could not load your enquiries</strong>
          <span>{list.error.message} </span>
          <button type="button" className="ui-link-button" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {!data && list.status !== 'error' && <Skeleton rows={6} />}
      {data && list.empty && (
        <EmptyList description={filtered ? 'No conversations match these filters.' : 'No enquiries yet. Find a venue you like and send it an enquiry: the conversation will appear here.'}>
          {filtered ? (
            <LinkButton to={`/${country}/enquiries`}>Clear the filters</LinkButton>
          ) : (
            <Link to={`/${country}/venues`}>Find a venue</Link>
          )}
        </EmptyList>
      )}
      {data && !list.empty && (
        <>
          <ul className="enq-list" aria-label="Conversations" style={{ opacity: list.status === 'loading' ? 0.6 : 1, gap: 0 }}>
            {data.data.map((e) => (
              <li key={e._id} className={`enq-row-item${e.unread_count ? ' enq-unread' : ''}`}>
                <span className="enq-avatar-wrap">
                  <span className="enq-avatar" aria-hidden="true">
                    {e.venue.photo?.url ? <img src={e.venue.photo.url} alt="" loading="lazy" /> : otherParty(e).slice(0, 1)}
                  </span>
                  {e.unread_count > 0 && (
                    <span className="enq-badge" aria-hidden="true">
                      {e.unread_count > 99 ? '99+' : e.unread_count}
                    </span>
                  )}
                </span>
                <div>
                  <span className="enq-title">
                    <Link to={`/${country}/enquiries/${e._id}`}>{otherParty(e)}</Link>
                    <StatusTag tone={STATUS_TONE[e.status]}>{STATUS_LABEL[e.status]}</StatusTag>
                  </span>
                  <span className="enq-meta ui-muted">
                    {eventTypeLabel(e.event_type)} · {eventWhen(e.start_at, e.end_at, e.venue.time_zone)} · {e.guests} guests
                    {e.my_side === 'venue' ? ` · ${e.venue.name}` : ''}
                  </span>
                  {e.last_message && (
                    <span className="enq-preview ui-muted">
                      {e.last_message.side === e.my_side ? 'You: ' : ''}
                      {e.last_message.body || 'Sent a card'}
                    </span>
                  )}
                  {e.unread_count > 0 && <span className="enq-visually-hidden">{e.unread_count} unread</span>}
                </div>
                <span className="enq-meta ui-muted">{e.last_message ? messageTime(e.last_message.created_at) : ''}</span>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={data.total} limit={PAGE_SIZE} hrefFor={(p) => hrefOf({ page: p })} label="Pages of enquiries" />
        </>
      )}
    </div>
  );
}
