import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { ADMIN_VENUE_TABS, type AdminVenueSummary, type AdminVenueTab } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton, RouteTabs, Skeleton } from '../components/kit';
import { FilterSelect } from '../components/FilterSelect';
import { StatusTag } from '@venues/ui';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { usePageHref } from '../hooks/usePageHref';
import { plural } from '@venues/geo';
import { formatDate } from '../lib/format';
import { TAB_EMPTY, TAB_LABEL } from '../features/venue-review/lib/labels';

const LIMIT = 20;

/**
 * `venues/management/admin-venue`: the venues waiting for approval (oldest submission first) and the
 * other review tabs, with counts; a storefront filter and a name search. Tab, filters and page live
 * in the URL (antd Tabs, Table and its pagination), so back returns to the same list.
 */
function VenueQueuePage() {
  const country = useCountry();
  const canReview = useAdminCan('venues.review');
  const [search, setSearch] = useSearchParams();
  const pageHref = usePageHref();
  const navigate = useNavigate();
  const asked = search.get('status') ?? '';
  const status: AdminVenueTab = (ADMIN_VENUE_TABS as readonly string[]).includes(asked) ? (asked as AdminVenueTab) : 'for_approval';
  const storefront = search.get('country') ?? '';
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The box shows the search of the address (back and forward, a tab's link).
  if (shownQ !== q) {
    setShownQ(q);
    setTyped(q);
  }
  const list = useData(() => adminApi.venues({ status, country: storefront || undefined, q: q || undefined, page, limit: LIMIT }), [status, storefront, q, page], {
    skip: !canReview,
    isEmpty: () => false,
  });
  const storefronts = useData(() => adminApi.storefronts(), [], { skip: !canReview });
  if (!canReview) return <NoPermission permission="venues.review" what="the venue review" />;

  /** The query with these values changed; any change goes back to the first page. */
  const queryWith = (next: Record<string, string>) => {
    const merged = { status: status === 'for_approval' ? '' : status, country: storefront, q, ...next };
    return new URLSearchParams(Object.entries(merged).filter(([, v]) => v));
  };
  const tabHref = (t: AdminVenueTab) => {
    const qs = queryWith({ status: t === 'for_approval' ? '' : t }).toString();
    return `/${country}/venues/management/admin-venue${qs ? `?${qs}` : ''}`;
  };
  const counts = list.data?.counts;
  const reviewPath = (id: string) => `/${country}/venues/management/admin-venue/${id}`;
  const storefrontOptions = [{ value: '', label: 'All storefronts' }, ...(storefronts.data ?? []).map((s) => ({ value: s.cca2, label: s.country_name }))];
  // A storefront in the address but not (or not yet) in the list still shows as chosen.
  if (storefront && !storefronts.data?.some((s) => s.cca2 === storefront)) storefrontOptions.push({ value: storefront, label: storefront.toUpperCase() });
  const columns: TableColumnsType<AdminVenueSummary> = [
    {
      key: 'venue',
      title: 'Venue',
      render: (_, v) => (
        <div className="adm-venue-cell">
          {v.photo ? <img src={v.photo.url} alt="" width={64} height={44} loading="lazy" /> : null}
          <div>
            <Link to={reviewPath(v._id)}>{v.name}</Link>
            <div className="adm-muted adm-small">
              {[v.city, v.country.toUpperCase()].filter(Boolean).join(', ')} · {plural(v.spaces_count, 'space')}
            </div>
          </div>
        </div>
      ),
    },
    {
      key: 'team',
      title: 'Team',
      render: (_, v) => (
        <>
          {v.organization_name}
          {v.owner_email && <div className="adm-muted adm-small">{v.owner_email}</div>}
        </>
      ),
    },
    { key: 'status', title: 'Status', render: (_, v) => <StatusTag status={v.status} /> },
    { key: 'review', title: 'Review', render: (_, v) => (v.first_submission ? <Tag color="purple">First submission</Tag> : <Tag>Changed since approval</Tag>) },
    { key: 'submitted', title: 'Submitted', render: (_, v) => formatDate(v.submitted_at) },
    { key: 'edited', title: 'Last edited', render: (_, v) => formatDate(v.updated_at) },
    {
      key: 'action',
      title: 'Action',
      render: (_, v) => (
        <LinkButton small primary={status === 'for_approval'} to={reviewPath(v._id)}>
          Review<span className="adm-visually-hidden"> {v.name}</span>
        </LinkButton>
      ),
    },
  ];

  return (
    <AdminPage title="Venue review" subtitle="Venues their teams submitted, oldest first: check each against what guests will see, then approve or reject it.">
      <RouteTabs label="Venues by review status" activeKey={status} items={ADMIN_VENUE_TABS.map((t) => ({ key: t, label: `${TAB_LABEL[t]}${counts ? ` (${counts[t]})` : ''}`, href: tabHref(t) }))} />
      <div className="adm-toolbar">
        <FilterSelect id="venue-queue-country" label="Storefront" value={storefront} options={storefrontOptions} onChange={(v) => setSearch(queryWith({ country: v }))} />
        <div className="adm-field" role="search">
          <label htmlFor="venue-queue-search">Venue name</label>
          <Input.Search
            id="venue-queue-search"
            placeholder="Search by name"
            allowClear
            enterButton="Search"
            value={typed}
            style={{ minWidth: 260 }}
            onChange={(e) => {
              setTyped(e.target.value);
              // Emptying the box (its clear button, or the last character deleted) shows every venue again.
              if (!e.target.value && q) setSearch(queryWith({ q: '' }));
            }}
            onSearch={(v) => setSearch(queryWith({ q: v.trim() }))}
          />
        </div>
      </div>
      {list.status === 'error' && <LoadError title="The venues could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && <Skeleton rows={6} label="Loading the venues" />}
      {list.data && list.status !== 'error' && (
        <section aria-labelledby="venue-queue-caption">
          <Table<AdminVenueSummary>
            rowKey="_id"
            columns={columns}
            dataSource={list.data.data}
            loading={list.status === 'loading'}
            scroll={{ x: 980 }}
            caption={
              <span id="venue-queue-caption" className="adm-visually-hidden">
                {TAB_LABEL[status]}
              </span>
            }
            locale={{ emptyText: <Empty description={q || storefront ? 'No venue in this tab matches these filters.' : TAB_EMPTY[status]} /> }}
            pagination={list.data.total > LIMIT && { current: page, pageSize: LIMIT, total: list.data.total, showSizeChanger: false, onChange: (p) => navigate(pageHref(p)) }}
          />
        </section>
      )}
    </AdminPage>
  );
}

export default observer(VenueQueuePage);
