import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Avatar, Badge, Button, Empty, Input, List, Pagination, Select, Skeleton, Space, Typography } from 'antd';
import { ENQUIRY_STATUSES, EVENT_TYPES, SOCKET_EVENTS, type Enquiry, type EnquiryStatus } from '@venues/contracts';
import { enquiriesApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { subscribe } from '@venues/realtime';
import { StatusTag } from '../components/StatusTag';
import { STATUS_TONE, STATUS_LABEL, eventTypeLabel, eventWhen, messageTime } from '../lib/format';

const PAGE_SIZE = 20;

/** The other party of a conversation, as the caller sees it. */
const otherParty = (e: Enquiry) => (e.my_side === 'customer' ? e.venue.name : e.customer.name);

/**
 * The inbox (enquiries, enquiries/status/:status, enquiries/types/:type, user-enquiries/types/:type):
 * the caller's conversations, newest activity first, with status and event-type filters, a search
 * box and pages. A customer sees their own, a venue team its organisation's (the server decides).
 * New messages move a conversation to the top without a reload.
 */
export default function InboxPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
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

  const go = (next: { status?: string; type?: string; q?: string; page?: number }) => {
    const s = 'status' in next ? next.status : status;
    const t = 'type' in next ? next.type : type;
    const base = s ? `/${country}/enquiries/status/${s}` : `/${country}/enquiries`;
    const query = new URLSearchParams();
    if (t) query.set('type', t);
    const text = 'q' in next ? next.q : q;
    if (text) query.set('q', text);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const qs = query.toString();
    navigate(qs ? `${base}?${qs}` : base);
  };

  const data = list.data;
  return (
    <div className="enq-page">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Enquiries
        </Typography.Title>
        <div className="enq-filters" role="search">
          <Select
            aria-label="Status"
            value={status ?? 'all'}
            style={{ minWidth: 160 }}
            onChange={(v) => go({ status: v === 'all' ? undefined : v, page: 1 })}
            options={[{ value: 'all', label: 'All but archived' }, ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))]}
          />
          <Select
            aria-label="Event type"
            value={type ?? 'all'}
            style={{ minWidth: 180 }}
            onChange={(v) => go({ type: v === 'all' ? undefined : v, page: 1 })}
            options={[{ value: 'all', label: 'Every event type' }, ...EVENT_TYPES.map((t) => ({ value: t.value, label: t.label }))]}
          />
          <Input.Search
            aria-label="Search enquiries"
            placeholder="Venue, name or words in a message"
            allowClear
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => {
              setSearch((s) => {
                const n = new URLSearchParams(s);
                if (v) n.set('q', v);
                else n.delete('q');
                n.delete('page');
                return n;
              });
            }}
            style={{ maxWidth: 360 }}
          />
        </div>

        {list.status === 'error' && (
          <Alert
            type="error"
            showIcon
            message="We could not load your enquiries"
            description={list.error.message}
            action={
              <Button size="small" onClick={reload}>
                Try again
              </Button>
            }
          />
        )}
        {!data && list.status !== 'error' && <Skeleton active paragraph={{ rows: 6 }} aria-busy="true" />}
        {data && list.empty && (
          <Empty
            description={
              q || status || type ? 'No conversations match these filters.' : 'No enquiries yet. Find a venue you like and send it an enquiry: the conversation will appear here.'
            }
          >
            {q || status || type ? (
              <Button onClick={() => navigate(`/${country}/enquiries`)}>Clear the filters</Button>
            ) : (
              <Link to={`/${country}/venues`}>Find a venue</Link>
            )}
          </Empty>
        )}
        {data && !list.empty && (
          <>
            <List
              className="enq-list"
              itemLayout="horizontal"
              dataSource={data.data}
              style={{ opacity: list.status === 'loading' ? 0.6 : 1 }}
              renderItem={(e) => (
                <List.Item
                  key={e._id}
                  className={e.unread_count ? 'enq-unread' : undefined}
                  extra={<span className="enq-meta">{e.last_message ? messageTime(e.last_message.created_at) : ''}</span>}
                >
                  <List.Item.Meta
                    avatar={
                      <Badge count={e.unread_count} size="small">
                        <Avatar shape="square" size={48} src={e.venue.photo?.url} alt="">
                          {otherParty(e).slice(0, 1)}
                        </Avatar>
                      </Badge>
                    }
                    title={
                      <span className="enq-title">
                        <Link to={`/${country}/enquiries/${e._id}`}>{otherParty(e)}</Link>
                        <StatusTag tone={STATUS_TONE[e.status]}>{STATUS_LABEL[e.status]}</StatusTag>
                      </span>
                    }
                    description={
                      <>
                        <span className="enq-meta">
                          {eventTypeLabel(e.event_type)} · {eventWhen(e.start_at, e.end_at, e.venue.time_zone)} · {e.guests} guests
                          {e.my_side === 'venue' ? ` · ${e.venue.name}` : ''}
                        </span>
                        {e.last_message && (
                          <span className="enq-preview">
                            {e.last_message.side === e.my_side ? 'You: ' : ''}
                            {e.last_message.body || 'Sent a card'}
                          </span>
                        )}
                        {e.unread_count > 0 && <span className="enq-visually-hidden">{e.unread_count} unread</span>}
                      </>
                    }
                  />
                </List.Item>
              )}
            />
            {data.total > PAGE_SIZE && <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={(p) => go({ page: p })} />}
          </>
        )}
      </Space>
    </div>
  );
}
