import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ENQUIRY_STATUSES, EVENT_TYPES, SOCKET_EVENTS, type Enquiry, type EnquiryStatus } from '@venues/contracts';
import { plural } from '@venues/geo';
import { enquiriesApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { AddressPagination } from '../components/AddressPagination';
import { ButtonLink } from '../components/ButtonLink';
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
 * New messages move a conversation to the top without a reload. Drawn with antd (List, Select, Input.Search).
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
  const data = list.data;
  const filtered = Boolean(q || status || type);
  return (
    <div className="enq-page">
      <Typography.Title level={1}>Enquiries</Typography.Title>
      <Flex wrap gap={8} role="search" style={{ marginBottom: 16 }}>
        <Select
          aria-label="Status"
          style={{ minWidth: 180 }}
          value={status ?? 'all'}
          onChange={(v: string) => navigate(hrefOf({ status: v === 'all' ? undefined : v, page: 1 }))}
          options={[{ value: 'all', label: 'All but archived' }, ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))]}
        />
        <Select
          aria-label="Event type"
          style={{ minWidth: 180 }}
          value={type ?? 'all'}
          onChange={(v: string) => navigate(hrefOf({ type: v === 'all' ? undefined : v, page: 1 }))}
          options={[{ value: 'all', label: 'Every event type' }, ...EVENT_TYPES.map((t) => ({ value: t.value, label: t.label }))]}
        />
        <Input.Search
          className="enq-search"
          aria-label="Search enquiries"
          placeholder="Venue, name or words in a message"
          enterButton="Search"
          style={{ maxWidth: 420 }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => navigate(hrefOf({ q: v.trim(), page: 1 }))}
        />
      </Flex>

      {list.status === 'error' && (
        <Alert
          type="error"
          role="alert"
          showIcon
          title="We could not load your enquiries"
          description={list.error.message}
          action={
            <Button size="small" onClick={reload}>
              Try again
            </Button>
          }
        />
      )}
      {!data && list.status !== 'error' && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && list.empty && (
        <EmptyList description={filtered ? 'No conversations match these filters.' : 'No enquiries yet. Find a venue you like and send it an enquiry: the conversation will appear here.'}>
          {filtered ? <ButtonLink to={`/${country}/enquiries`}>Clear the filters</ButtonLink> : <Link to={`/${country}/venues`}>Find a venue</Link>}
        </EmptyList>
      )}
      {data && !list.empty && (
        <section aria-label="Conversations">
          <Table
            className="enq-list"
            rowKey="_id"
            size="middle"
            showHeader={false}
            pagination={false}
            // Fixed: a long last message is cut with an ellipsis in its cell, it never widens the
            // table past the screen.
            tableLayout="fixed"
            loading={list.status === 'loading'}
            dataSource={data.data}
            rowClassName={(e) => (e.unread_count ? 'enq-row enq-unread' : 'enq-row')}
            // A click anywhere on a row opens its conversation, as its link does; the link stays the
            // one focusable element (keyboard, screen readers), so nothing interactive is nested.
            onRow={(e) => ({
              onClick: (ev) => {
                if ((ev.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
                navigate(`/${country}/enquiries/${e._id}`);
              },
            })}
            columns={[
              {
                key: 'who',
                width: 64,
                render: (_: unknown, e: Enquiry) => (
                  <Badge count={e.unread_count} overflowCount={99}>
                    <Avatar shape="square" size={48} src={e.venue.photo?.url ?? undefined} aria-hidden="true">
                      {otherParty(e).slice(0, 1)}
                    </Avatar>
                  </Badge>
                ),
              },
              {
                key: 'what',
                render: (_: unknown, e: Enquiry) => (
                  <>
                    <span className="enq-title">
                      <Link to={`/${country}/enquiries/${e._id}`}>{otherParty(e)}</Link> <StatusTag tone={STATUS_TONE[e.status]}>{STATUS_LABEL[e.status]}</StatusTag>
                    </span>
                    <Typography.Text type="secondary" className="enq-meta">
                      {eventTypeLabel(e.event_type)} · {eventWhen(e.start_at, e.end_at, e.venue.time_zone)} · {plural(e.guests, 'guest')}
                      {e.my_side === 'venue' ? ` · ${e.venue.name}` : ''}
                    </Typography.Text>
                    {e.last_message && (
                      <Typography.Text type="secondary" className="enq-preview">
                        {e.last_message.side === e.my_side ? 'You: ' : ''}
                        {e.last_message.body || 'Sent a card'}
                      </Typography.Text>
                    )}
                    {e.unread_count > 0 && <span className="enq-visually-hidden">{e.unread_count} unread</span>}
                  </>
                ),
              },
              {
                key: 'when',
                width: 140,
                align: 'right',
                responsive: ['sm'],
                render: (_: unknown, e: Enquiry) => <Typography.Text type="secondary">{e.last_message ? messageTime(e.last_message.created_at) : ''}</Typography.Text>,
              },
            ]}
          />
          <AddressPagination page={page} total={data.total} limit={PAGE_SIZE} hrefFor={(p) => hrefOf({ page: p })} label="Pages of enquiries" />
        </section>
      )}
    </div>
  );
}
