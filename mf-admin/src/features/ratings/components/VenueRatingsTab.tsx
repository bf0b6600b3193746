import type { AdminStorefront, AdminVenueRatings } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { Pagination, Skeleton } from '../../../components/kit';
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
        <>
          {list.data.data.length === 0 ? (
            <div className="ui-empty">
              <p>{country || q ? 'No venue matches these filters.' : 'No venue has reviews yet.'}</p>
            </div>
          ) : (
            <div className="ui-table-wrap rat-table" tabIndex={0} role="region" aria-label="Ratings by venue" aria-busy={list.status === 'loading' || undefined}>
              <table className="ui-table">
                <caption className="ui-visually-hidden">Ratings by venue</caption>
                <thead>
                  <tr>
                    <th scope="col">Venue</th>
                    <th scope="col">Average</th>
                    <th scope="col">Stars</th>
                    <th scope="col" className="ui-table__num">
                      Reported
                    </th>
                    <th scope="col" className="ui-table__num">
                      Hidden
                    </th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((r) => (
                    <tr key={r.venue._id}>
                      <td>{`${r.venue.name} (${r.venue.country.toUpperCase()})`}</td>
                      <td>{r.rating_count ? `${r.rating_avg.toFixed(1)} ★ from ${r.rating_count}` : 'No shown reviews'}</td>
                      <td>
                        <Distribution d={r.distribution} />
                      </td>
                      <td className="ui-table__num">{r.reported_count}</td>
                      <td className="ui-table__num">{r.hidden_count}</td>
                      <td>
                        <button type="button" className="ui-button ui-button--small" onClick={() => onOpenVenue(r.venue)} aria-label={`See the reviews of ${r.venue.name}`}>
                          See reviews
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination page={page} total={list.data.total} limit={LIMIT} hrefFor={pageHref} label="Pages of venues" />
        </>
      )}
    </>
  );
}
