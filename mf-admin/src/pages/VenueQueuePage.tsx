import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Input, Select, Skeleton, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { ADMIN_VENUE_TABS, type AdminVenueSummary, type AdminVenueTab } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ButtonLink, useCountry, useData } from '@venues/mf-kit';
import { EmptyState, StatusTag } from '@venues/ui';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { formatDate } from '../lib/format';
import { TAB_EMPTY, TAB_LABEL } from '../features/venue-review/lib/labels';

const LIMIT = 20;

/**
 * `venues/management/admin-venue`: the venues waiting for approval (oldest submission first) and the
 * other review tabs, with counts; a storefront filter and a name search. Tab, filters and page live
 * in the URL.
 */
function VenueQueuePage() {
  const country = useCountry();
  const canReview = useAdminCan('venues.review');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status') ?? '';
  const status: AdminVenueTab = (ADMIN_VENUE_TABS as readonly string[]).includes(asked) ? (asked as AdminVenueTab) : 'for_approval';
  const storefront = search.get('country') ?? '';
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useData(() => adminApi.venues({ status, country: storefront || undefined, q: q || undefined, page, limit: LIMIT }), [status, storefront, q, page], {
    skip: !canReview,
    isEmpty: () => false,
  });
  const storefronts = useData(() => adminApi.storefronts(), [], { skip: !canReview });
  if (!canReview) return <NoPermission permission="venues.review" what="the venue review" />;

  const set = (next: Record<string, string>) => {
    const merged = { status: status === 'for_approval' ? '' : status, country: storefront, q, page: '', ...next };
    setSearch(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)));
  };
  const counts = list.data?.counts;
  const reviewPath = (v: AdminVenueSummary) => `/${country}/venues/management/admin-venue/${v._id}`;

  const columns: TableColumnsType<AdminVenueSummary> = [
    {
      title: 'Venue',
      key: 'name',
      render: (_, v) => (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {v.photo ? <img src={v.photo.url} alt="" width={64} height={44} style={{ objectFit: 'cover', borderRadius: 4 }} loading="lazy" /> : null}
          <div>
            <Link to={reviewPath(v)}>{v.name}</Link>
            <div className="adm-muted" style={{ fontSize: 12 }}>
              {[v.city, v.country.toUpperCase()].filter(Boolean).join(', ')} · {v.spaces_count} space{v.spaces_count === 1 ? '' : 's'}
            </div>
          </div>
        </div>
      ),
    },
    {
      title: 'Team',
      key: 'team',
      render: (_, v) => (
        <>
          {v.organization_name}
          {v.owner_email && <div className="adm-muted" style={{ fontSize: 12 }}>{v.owner_email}</div>}
        </>
      ),
    },
    { title: 'Status', key: 'status', render: (_, v) => <StatusTag status={v.status} /> },
    { title: 'Review', key: 'kind', render: (_, v) => (v.first_submission ? <Tag color="purple">First submission</Tag> : <Tag>Changed since approval</Tag>) },
    { title: 'Submitted', key: 'submitted', render: (_, v) => formatDate(v.submitted_at) },
    { title: 'Last edited', key: 'updated', render: (_, v) => formatDate(v.updated_at) },
    {
      title: 'Action',
      key: 'action',
      render: (_, v) => (
        <ButtonLink size="small" type={status === 'for_approval' ? 'primary' : 'default'} to={reviewPath(v)} aria-label={`Review ${v.name}`}>
          Review
        </ButtonLink>
      ),
    },
  ];

  return (
    <AdminPage title="Venue review" subtitle="Venues their teams submitted, oldest first: check each against what guests will see, then approve or reject it.">
      <Tabs activeKey={status} onChange={(k) => set({ status: k === 'for_approval' ? '' : k })} items={ADMIN_VENUE_TABS.map((t) => ({ key: t, label: `${TAB_LABEL[t]}${counts ? ` (${counts[t]})` : ''}` }))} />
      <div className="adm-toolbar">
        <div className="adm-field">
          <label htmlFor="venue-queue-country">Storefront</label>
          <Select
            id="venue-queue-country"
            value={storefront}
            onChange={(v: string) => set({ country: v })}
            options={[{ value: '', label: 'All storefronts' }, ...(storefronts.data ?? []).map((s) => ({ value: s.cca2, label: s.country_name }))]}
            style={{ width: 200 }}
          />
        </div>
        <div className="adm-field">
          <label htmlFor="venue-queue-search">Venue name</label>
          <Input.Search id="venue-queue-search" placeholder="Search by name" allowClear defaultValue={q} key={q} onSearch={(v) => set({ q: v.trim() })} style={{ width: 260 }} />
        </div>
      </div>
      {list.status === 'error' && <LoadError title="The venues could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.data && list.status !== 'error' && (
        <Table<AdminVenueSummary>
          rowKey="_id"
          loading={list.status === 'loading'}
          dataSource={list.data.data}
          columns={columns}
          scroll={{ x: 980 }}
          aria-label={TAB_LABEL[status]}
          locale={{ emptyText: <EmptyState description={q || storefront ? 'No venue in this tab matches these filters.' : TAB_EMPTY[status]} /> }}
          pagination={{ current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, hideOnSinglePage: true, onChange: (p) => set({ page: String(p) }) }}
        />
      )}
    </AdminPage>
  );
}

export default observer(VenueQueuePage);
