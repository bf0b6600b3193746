import { Button, Input, Select, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import type { AdminReview, AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { EmptyState } from '@venues/ui';
import { LoadError } from '../../../components/LoadError';
import type { SearchState } from '../../../hooks/useSearchState';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ReviewModeration } from './ReviewModeration';
import { Stars } from './Stars';
import { VenuePicker } from './VenuePicker';

const LIMIT = 20;
const RATING_OPTIONS = [{ value: '', label: 'Any rating' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? '' : 's'}` }))];
const REPORTED_OPTIONS = [
  { value: '', label: 'Reported or not' },
  { value: 'true', label: 'Reported only' },
];
const HIDDEN_OPTIONS = [
  { value: '', label: 'Shown and hidden' },
  { value: 'false', label: 'Shown only' },
  { value: 'true', label: 'Hidden only' },
];

/** Every review, newest first, with its reports; filters in the URL; hide / restore for moderators. */
export function ReviewsTab({ state, storefronts, canModerate }: { state: SearchState; storefronts: AdminStorefront[]; canModerate: boolean }) {
  const { get, set, page } = state;
  const query = { country: get('country'), venue_id: get('venue'), rating: get('rating'), reported: get('reported'), hidden: get('hidden'), q: get('q') };
  const key = JSON.stringify(query);
  const list = useData(() => adminApi.reviews({ ...(JSON.parse(key) as typeof query), page, limit: LIMIT }), [key, page], { isEmpty: () => false });
  const filtered = Object.values(query).some(Boolean);
  const venueName = get('venue_name');

  const columns: TableColumnsType<AdminReview> = [
    {
      title: 'Review',
      key: 'review',
      render: (_, r) => (
        <div style={{ minWidth: 240 }}>
          <Stars value={r.rating} /> <span className="adm-muted">{formatDate(r.created_at)}</span>
          <div style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{r.comment || <span className="adm-muted">(no comment)</span>}</div>
          <div className="adm-muted" style={{ fontSize: 12 }}>
            {r.author_name}
            {r.author_email ? ` · ${r.author_email}` : ''}
          </div>
        </div>
      ),
    },
    { title: 'Venue', key: 'venue', render: (_, r) => `${r.venue.name} (${r.venue.country.toUpperCase()})` },
    {
      title: 'Reports',
      key: 'reports',
      render: (_, r) =>
        r.reports_count === 0 ? (
          <span className="adm-muted">None</span>
        ) : (
          <div>
            <Tag color="orange">{r.reports_count} report{r.reports_count === 1 ? '' : 's'}</Tag>
            <ul className="adm-reports" aria-label="Report reasons">
              {r.reports.map((p, i) => (
                <li key={i}>
                  “{p.reason}” <span className="adm-muted">{formatDate(p.created_at)}</span>
                </li>
              ))}
            </ul>
          </div>
        ),
    },
    {
      title: 'State',
      key: 'state',
      render: (_, r) =>
        r.hidden ? (
          <div>
            <Tag>Hidden</Tag>
            <div style={{ fontSize: 12 }}>{formatDateTime(r.hidden_at)}</div>
            {r.hidden_reason && <div style={{ fontSize: 12 }}>Why: {r.hidden_reason}</div>}
          </div>
        ) : (
          <Tag color="green">Shown</Tag>
        ),
    },
  ];
  if (canModerate) columns.push({ title: 'Action', key: 'action', render: (_, r) => <ReviewModeration review={r} onChanged={list.reload} /> });

  return (
    <>
      <div className="adm-toolbar" role="search" aria-label="Filter reviews">
        <div className="adm-field">
          <label htmlFor="reviews-country">Storefront</label>
          <Select id="reviews-country" value={query.country} onChange={(v: string) => set({ country: v })} options={[{ value: '', label: 'All storefronts' }, ...storefronts.map((s) => ({ value: s.cca2, label: s.country_name }))]} style={{ width: 180 }} />
        </div>
        <div className="adm-field">
          <label htmlFor="reviews-venue">Venue</label>
          <VenuePicker id="reviews-venue" country={query.country} value={{ id: query.venue_id, name: venueName }} onChange={(v) => set({ venue: v.id, venue_name: v.name })} />
        </div>
        <div className="adm-field">
          <label htmlFor="reviews-rating">Rating</label>
          <Select id="reviews-rating" value={query.rating} onChange={(v: string) => set({ rating: v })} options={RATING_OPTIONS} style={{ width: 140 }} />
        </div>
        <div className="adm-field">
          <label htmlFor="reviews-reported">Reports</label>
          <Select id="reviews-reported" value={query.reported} onChange={(v: string) => set({ reported: v })} options={REPORTED_OPTIONS} style={{ width: 170 }} />
        </div>
        <div className="adm-field">
          <label htmlFor="reviews-hidden">Shown or hidden</label>
          <Select id="reviews-hidden" value={query.hidden} onChange={(v: string) => set({ hidden: v })} options={HIDDEN_OPTIONS} style={{ width: 170 }} />
        </div>
        <div className="adm-field">
          <label htmlFor="reviews-q">Search</label>
          <Input.Search id="reviews-q" placeholder="Words in the review or the author" allowClear defaultValue={query.q} key={query.q} onSearch={(v) => set({ q: v.trim() })} style={{ width: 260 }} />
        </div>
      </div>
      {list.status === 'error' && <LoadError title="The reviews could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.data && list.status !== 'error' && (
        <Table<AdminReview>
          rowKey="_id"
          loading={list.status === 'loading'}
          dataSource={list.data.data}
          columns={columns}
          scroll={{ x: 900 }}
          locale={{
            emptyText: (
              <EmptyState
                description={filtered ? 'No review matches these filters.' : 'No reviews yet.'}
                action={filtered ? <Button onClick={() => set({ country: '', venue: '', venue_name: '', rating: '', reported: '', hidden: '', q: '' })}>Clear filters</Button> : undefined}
              />
            ),
          }}
          pagination={{ current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, hideOnSinglePage: true, onChange: (p) => set({ page: String(p) }) }}
        />
      )}
    </>
  );
}
