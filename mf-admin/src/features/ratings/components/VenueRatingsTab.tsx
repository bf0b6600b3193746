import type { AdminStorefront, AdminVenueRatings } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import { Skeleton } from '../../../components/kit';
import { LoadError } from '../../../components/LoadError';
import { usePageHref } from '../../../hooks/usePageHref';
import type { SearchState } from '../../../hooks/useSearchState';
import { SearchField } from './SearchField';
import { StorefrontSelect } from './StorefrontSelect';

const LIMIT = 20;

function Distribution({ d }: { d: AdminVenueRatings['distribution'] }) {
  const most = Math.max(1, ...d);
  return (
    <div className="adm-bars" role="list" aria-label="Shown reviews per star">
      {[5, 4, 3, 2, 1].map((star) => (
        <div key={star} role="listitem" aria-label={`${star} star${star === 1 ? '' : 's'}: ${d[star - 1]}`}>
          <span aria-hidden>{star}★</span>
          <span aria-hidden>
            <span className="adm-bar" style={{ width: `${((d[star - 1] ?? 0) / most) * 100}%` }} />
          </span>
          <span aria-hidden>{d[star - 1]}</span>
        </div>
      ))}
    </div>
  );
}

/** Each venue's ratings at a glance (most reported first); "See reviews" opens the reviews of that venue. */
export function VenueRatingsTab({ state, storefronts, onOpenVenue }: { state: SearchState; storefronts: AdminStorefront[]; onOpenVenue: (v: AdminVenueRatings['venue']) => void }) {
  const { get, set, page } = state;
  const pageHref = usePageHref();
  const country = get('country');
  const q = get('q');
  const list = useData(() => adminApi.ratingsOverview({ country, q, page, limit: LIMIT }), [country, q, page], { isEmpty: () => false });
  const navigate = useNavigate();
  const columns: TableColumnsType<AdminVenueRatings> = [
    { key: 'venue', title: 'Venue', render: (_, r) => `${r.venue.name} (${r.venue.country.toUpperCase()})` },
    { key: 'average', title: 'Average', render: (_, r) => (r.rating_count ? `${r.rating_avg.toFixed(1)} ★ from ${r.rating_count}` : 'No shown reviews') },
    { key: 'stars', title: 'Stars', render: (_, r) => <Distribution d={r.distribution} /> },
    { key: 'reported', title: 'Reported', align: 'right', dataIndex: 'reported_count' },
    { key: 'hidden', title: 'Hidden', align: 'right', dataIndex: 'hidden_count' },
    {
      key: 'action',
      title: 'Action',
      render: (_, r) => (
        <Button size="small" onClick={() => onOpenVenue(r.venue)} aria-label={`See the reviews of ${r.venue.name}`}>
          See reviews
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="adm-toolbar" role="search" aria-label="Filter venues">
        <StorefrontSelect id="ratings-country" value={country} storefronts={storefronts} onChange={(v) => set({ country: v })} />
        <SearchField id="ratings-q" label="Venue name" placeholder="Search by name" value={q} onSearch={(v) => set({ q: v })} />
      </div>
      {list.status === 'error' && <LoadError title="The venues’ ratings could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={6} label="Loading the venues’ ratings" />
      )}
      {list.data && list.status !== 'error' && (
        <section aria-labelledby="ratings-caption">
          <Table<AdminVenueRatings>
            className="rat-table"
            rowKey={(r) => r.venue._id}
            columns={columns}
            dataSource={list.data.data}
            loading={list.status === 'loading'}
            scroll={{ x: 800 }}
            caption={
              <span id="ratings-caption" className="adm-visually-hidden">
                Ratings by venue
              </span>
            }
            locale={{ emptyText: <Empty description={country || q ? 'No venue matches these filters.' : 'No venue has reviews yet.'} /> }}
            pagination={list.data.total > LIMIT && { current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, onChange: (p) => navigate(pageHref(p)) }}
          />
        </section>
      )}
    </>
  );
}
