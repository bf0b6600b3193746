import type { AdminReview, AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import { Skeleton } from '../../../components/kit';
import { FilterSelect } from '../../../components/FilterSelect';
import { LoadError } from '../../../components/LoadError';
import { usePageHref } from '../../../hooks/usePageHref';
import type { SearchState } from '../../../hooks/useSearchState';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ReviewModeration } from './ReviewModeration';
import { SearchField } from './SearchField';
import { StorefrontSelect } from './StorefrontSelect';
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
  const pageHref = usePageHref();
  const query = { country: get('country'), venue_id: get('venue'), rating: get('rating'), reported: get('reported'), hidden: get('hidden'), q: get('q') };
  const key = JSON.stringify(query);
  const list = useData(() => adminApi.reviews({ ...(JSON.parse(key) as typeof query), page, limit: LIMIT }), [key, page], { isEmpty: () => false });
  const filtered = Object.values(query).some(Boolean);
  const venueName = get('venue_name');

  const navigate = useNavigate();
  const clear = () => set({ country: '', venue: '', venue_name: '', rating: '', reported: '', hidden: '', q: '' });
  const columns: TableColumnsType<AdminReview> = [
    {
      key: 'review',
      title: 'Review',
      render: (_, r) => (
        <div className="rat-review">
          <Stars value={r.rating} /> <span className="adm-muted">{formatDate(r.created_at)}</span>
          <div className="rat-comment">{r.comment || <span className="adm-muted">(no comment)</span>}</div>
          <div className="adm-muted rat-small">
            {r.author_name}
            {r.author_email ? ` · ${r.author_email}` : ''}
          </div>
        </div>
      ),
    },
    { key: 'venue', title: 'Venue', render: (_, r) => `${r.venue.name} (${r.venue.country.toUpperCase()})` },
    {
      key: 'reports',
      title: 'Reports',
      render: (_, r) =>
        r.reports_count === 0 ? (
          <span className="adm-muted">None</span>
        ) : (
          <div>
            <Tag color="warning">
              {r.reports_count} report{r.reports_count === 1 ? '' : 's'}
            </Tag>
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
      key: 'state',
      title: 'State',
      render: (_, r) =>
        r.hidden ? (
          <div>
            <Tag>Hidden</Tag>
            <div className="rat-small">{formatDateTime(r.hidden_at)}</div>
            {r.hidden_reason && <div className="rat-small">Why: {r.hidden_reason}</div>}
          </div>
        ) : (
          <Tag color="success">Shown</Tag>
        ),
    },
    ...(canModerate ? [{ key: 'action', title: 'Action', render: (_: unknown, r: AdminReview) => <ReviewModeration review={r} onChanged={list.reload} /> }] : []),
  ];

  return (
    <>
      <div className="adm-toolbar" role="search" aria-label="Filter reviews">
        <StorefrontSelect id="reviews-country" value={query.country} storefronts={storefronts} onChange={(v) => set({ country: v })} />
        <div className="adm-field">
          <label htmlFor="reviews-venue">Venue</label>
          <VenuePicker id="reviews-venue" country={query.country} value={{ id: query.venue_id, name: venueName }} onChange={(v) => set({ venue: v.id, venue_name: v.name })} />
        </div>
        <FilterSelect id="reviews-rating" label="Rating" value={query.rating} options={RATING_OPTIONS} onChange={(v) => set({ rating: v })} />
        <FilterSelect id="reviews-reported" label="Reports" value={query.reported} options={REPORTED_OPTIONS} onChange={(v) => set({ reported: v })} />
        <FilterSelect id="reviews-hidden" label="Shown or hidden" value={query.hidden} options={HIDDEN_OPTIONS} onChange={(v) => set({ hidden: v })} />
        <SearchField id="reviews-q" label="Search" placeholder="Words in the review or the author" value={query.q} onSearch={(q) => set({ q })} />
      </div>
      {list.status === 'error' && <LoadError title="The reviews could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={6} label="Loading the reviews" />
      )}
      {list.data && list.status !== 'error' && (
        <section aria-labelledby="reviews-caption">
          <Table<AdminReview>
            className="rat-table"
            rowKey="_id"
            columns={columns}
            dataSource={list.data.data}
            loading={list.status === 'loading'}
            scroll={{ x: 900 }}
            caption={
              <span id="reviews-caption" className="adm-visually-hidden">
                Reviews
              </span>
            }
            locale={{
              emptyText: (
                <Empty description={filtered ? 'No review matches these filters.' : 'No reviews yet.'}>
                  {filtered && <Button onClick={clear}>Clear filters</Button>}
                </Empty>
              ),
            }}
            pagination={list.data.total > LIMIT && { current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, onChange: (p) => navigate(pageHref(p)) }}
          />
        </section>
      )}
    </>
  );
}
