import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { ADMIN_VENUE_TABS, type AdminVenueTab } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton, Pagination, Skeleton } from '../components/kit';
import { PlainStatusTag } from '@venues/ui';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { usePageHref } from '../hooks/usePageHref';
import { formatDate } from '../lib/format';
import { TAB_EMPTY, TAB_LABEL } from '../features/venue-review/lib/labels';

const LIMIT = 20;
const COLUMNS = ['Venue', 'Team', 'Status', 'Review', 'Submitted', 'Last edited', 'Action'];

/**
 * `venues/management/admin-venue`: the venues waiting for approval (oldest submission first) and the
 * other review tabs, with counts; a storefront filter and a name search. Tab, filters and page live
 * in the URL: the tabs and pages are links. Drawn without antd (plain.css).
 */
function VenueQueuePage() {
  const country = useCountry();
  const canReview = useAdminCan('venues.review');
  const [search, setSearch] = useSearchParams();
  const pageHref = usePageHref();
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
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(queryWith({ q: typed.trim() }));
  };
  const counts = list.data?.counts;
  const reviewPath = (id: string) => `/${country}/venues/management/admin-venue/${id}`;

  return (
    <AdminPage title="Venue review" subtitle="Venues their teams submitted, oldest first: check each against what guests will see, then approve or reject it.">
      <nav aria-label="Venues by review status">
        <ul className="ui-tabs">
          {ADMIN_VENUE_TABS.map((t) => (
            <li key={t}>
              <Link to={tabHref(t)} aria-current={t === status ? 'page' : undefined}>
                {TAB_LABEL[t]}
                {counts ? ` (${counts[t]})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="adm-toolbar">
        <div className="adm-field">
          <label htmlFor="venue-queue-country">Storefront</label>
          <select id="venue-queue-country" className="ui-select" value={storefront} onChange={(e) => setSearch(queryWith({ country: e.target.value }))}>
            <option value="">All storefronts</option>
            {(storefronts.data ?? []).map((s) => (
              <option key={s.cca2} value={s.cca2}>
                {s.country_name}
              </option>
            ))}
            {/* A storefront in the address but not (or not yet) in the list still shows as chosen. */}
            {storefront && !storefronts.data?.some((s) => s.cca2 === storefront) && <option value={storefront}>{storefront.toUpperCase()}</option>}
          </select>
        </div>
        <form role="search" className="adm-field" onSubmit={onSearch}>
          <label htmlFor="venue-queue-search">Venue name</label>
          <div className="adm-search">
            <input
              id="venue-queue-search"
              type="search"
              className="ui-input"
              placeholder="Search by name"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                // Emptying the box (its clear button, or the last character deleted) shows every venue again, as antd's allowClear did.
                if (!e.target.value && q) setSearch(queryWith({ q: '' }));
              }}
            />
            <button type="submit" className="ui-button">
              Search
            </button>
          </div>
        </form>
      </div>
      {list.status === 'error' && <LoadError title="The venues could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={6} label="Loading the venues" />
      )}
      {list.data &&
        list.status !== 'error' &&
        (list.data.data.length === 0 ? (
          <div className="ui-empty">
            <p>{q || storefront ? 'No venue in this tab matches these filters.' : TAB_EMPTY[status]}</p>
          </div>
        ) : (
          <>
            <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={TAB_LABEL[status]}>
              <table className="ui-table" style={{ minWidth: 980 }} aria-busy={list.status === 'loading' || undefined}>
                <caption className="ui-visually-hidden">{TAB_LABEL[status]}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={list.status === 'loading' ? 'adm-stale' : undefined}>
                  {list.data.data.map((v) => (
                    <tr key={v._id}>
                      <td>
                        <div className="adm-venue-cell">
                          {v.photo ? <img src={v.photo.url} alt="" width={64} height={44} loading="lazy" /> : null}
                          <div>
                            <Link to={reviewPath(v._id)}>{v.name}</Link>
                            <div className="adm-muted adm-small">
                              {[v.city, v.country.toUpperCase()].filter(Boolean).join(', ')} · {v.spaces_count} space{v.spaces_count === 1 ? '' : 's'}
                            </div>
                          </div>
                        </div>
                      </td>
                      <td>
                        {v.organization_name}
                        {v.owner_email && <div className="adm-muted adm-small">{v.owner_email}</div>}
                      </td>
                      <td>
                        <PlainStatusTag status={v.status} />
                      </td>
                      <td>{v.first_submission ? <span className="adm-tag adm-tag--purple">First submission</span> : <span className="adm-tag">Changed since approval</span>}</td>
                      <td>{formatDate(v.submitted_at)}</td>
                      <td>{formatDate(v.updated_at)}</td>
                      <td>
                        <LinkButton small primary={status === 'for_approval'} to={reviewPath(v._id)}>
                          Review<span className="ui-visually-hidden"> {v.name}</span>
                        </LinkButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} total={list.data.total} limit={LIMIT} hrefFor={pageHref} label="Pages of venues" />
          </>
        ))}
    </AdminPage>
  );
}

export default observer(VenueQueuePage);
