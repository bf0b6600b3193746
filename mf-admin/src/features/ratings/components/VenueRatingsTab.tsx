import { Button, Input, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import type { AdminStorefront, AdminVenueRatings } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { EmptyState } from '@venues/ui';
import { LoadError } from '../../../components/LoadError';
import type { SearchState } from '../../../hooks/useSearchState';

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
  const country = get('country');
  const q = get('q');
  const list = useData(() => adminApi.ratingsOverview({ country, q, page, limit: LIMIT }), [country, q, page], { isEmpty: () => false });

  const columns: TableColumnsType<AdminVenueRatings> = [
    { title: 'Venue', key: 'venue', render: (_, r) => `${r.venue.name} (${r.venue.country.toUpperCase()})` },
    { title: 'Average', key: 'avg', render: (_, r) => (r.rating_count ? `${r.rating_avg.toFixed(1)} ★ from ${r.rating_count}` : 'No shown reviews') },
    { title: 'Stars', key: 'distribution', render: (_, r) => <Distribution d={r.distribution} /> },
    { title: 'Reported', key: 'reported', align: 'right', render: (_, r) => r.reported_count },
    { title: 'Hidden', key: 'hidden', align: 'right', render: (_, r) => r.hidden_count },
    {
      title: 'Action',
      key: 'action',
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
        <div className="adm-field">
          <label htmlFor="ratings-country">Storefront</label>
          <Select id="ratings-country" value={country} onChange={(v: string) => set({ country: v })} options={[{ value: '', label: 'All storefronts' }, ...storefronts.map((s) => ({ value: s.cca2, label: s.country_name }))]} style={{ width: 180 }} />
        </div>
        <div className="adm-field">
          <label htmlFor="ratings-q">Venue name</label>
          <Input.Search id="ratings-q" placeholder="Search by name" allowClear defaultValue={q} key={q} onSearch={(v) => set({ q: v.trim() })} style={{ width: 260 }} />
        </div>
      </div>
      {list.status === 'error' && <LoadError title="The venues’ ratings could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.data && list.status !== 'error' && (
        <Table<AdminVenueRatings>
          rowKey={(r) => r.venue._id}
          loading={list.status === 'loading'}
          dataSource={list.data.data}
          columns={columns}
          scroll={{ x: 820 }}
          locale={{ emptyText: <EmptyState description={country || q ? 'No venue matches these filters.' : 'No venue has reviews yet.'} /> }}
          pagination={{ current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, hideOnSinglePage: true, onChange: (p) => set({ page: String(p) }) }}
        />
      )}
    </>
  );
}
