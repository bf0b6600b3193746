import type { AdminReview, AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useData } from '@venues/mf-kit';
import { Pagination, Skeleton } from '../../../components/kit';
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

/** One filter chosen from a native select. */
function Choice({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="ui-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every review, newest first, with its reports; filters in the URL; hide / restore for moderators. */
export function ReviewsTab({ state, storefronts, canModerate }: { state: SearchState; storefronts: AdminStorefront[]; canModerate: boolean }) {
  const { get, set, page } = state;
  const pageHref = usePageHref();
  const query = { country: get('country'), venue_id: get('venue'), rating: get('rating'), reported: get('reported'), hidden: get('hidden'), q: get('q') };
  const key = JSON.stringify(query);
  const list = useData(() => adminApi.reviews({ ...(JSON.parse(key) as typeof query), page, limit: LIMIT }), [key, page], { isEmpty: () => false });
  const filtered = Object.values(query).some(Boolean);
  const venueName = get('venue_name');

  const table = (reviews: AdminReview[]) => (
    <div className="ui-table-wrap rat-table" tabIndex={0} role="region" aria-label="Reviews" aria-busy={list.status === 'loading' || undefined}>
      <table className="ui-table">
        <caption className="ui-visually-hidden">Reviews</caption>
        <thead>
          <tr>
            <th scope="col">Review</th>
            <th scope="col">Venue</th>
            <th scope="col">Reports</th>
            <th scope="col">State</th>
            {canModerate && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {reviews.map((r) => (
            <tr key={r._id}>
              <td className="rat-review">
                <Stars value={r.rating} /> <span className="adm-muted">{formatDate(r.created_at)}</span>
                <div className="rat-comment">{r.comment || <span className="adm-muted">(no comment)</span>}</div>
                <div className="adm-muted rat-small">
                  {r.author_name}
                  {r.author_email ? ` · ${r.author_email}` : ''}
                </div>
              </td>
              <td>{`${r.venue.name} (${r.venue.country.toUpperCase()})`}</td>
              <td>
                {r.reports_count === 0 ? (
                  <span className="adm-muted">None</span>
                ) : (
                  <div>
                    <span className="rat-tag rat-tag--warning">
                      {r.reports_count} report{r.reports_count === 1 ? '' : 's'}
                    </span>
                    <ul className="adm-reports" aria-label="Report reasons">
                      {r.reports.map((p, i) => (
                        <li key={i}>
                          “{p.reason}” <span className="adm-muted">{formatDate(p.created_at)}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </td>
              <td>
                {r.hidden ? (
                  <div>
                    <span className="rat-tag">Hidden</span>
                    <div className="rat-small">{formatDateTime(r.hidden_at)}</div>
                    {r.hidden_reason && <div className="rat-small">Why: {r.hidden_reason}</div>}
                  </div>
                ) : (
                  <span className="rat-tag rat-tag--success">Shown</span>
                )}
              </td>
              {canModerate && (
                <td>
                  <ReviewModeration review={r} onChanged={list.reload} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <>
      <div className="adm-toolbar" role="search" aria-label="Filter reviews">
        <StorefrontSelect id="reviews-country" value={query.country} storefronts={storefronts} onChange={(v) => set({ country: v })} />
        <div className="adm-field">
          <label htmlFor="reviews-venue">Venue</label>
          <VenuePicker id="reviews-venue" country={query.country} value={{ id: query.venue_id, name: venueName }} onChange={(v) => set({ venue: v.id, venue_name: v.name })} />
        </div>
        <Choice id="reviews-rating" label="Rating" value={query.rating} options={RATING_OPTIONS} onChange={(v) => set({ rating: v })} />
        <Choice id="reviews-reported" label="Reports" value={query.reported} options={REPORTED_OPTIONS} onChange={(v) => set({ reported: v })} />
        <Choice id="reviews-hidden" label="Shown or hidden" value={query.hidden} options={HIDDEN_OPTIONS} onChange={(v) => set({ hidden: v })} />
        <SearchField id="reviews-q" label="Search" placeholder="Words in the review or the author" value={query.q} onSearch={(q) => set({ q })} />
      </div>
      {list.status === 'error' && <LoadError title="The reviews could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={6} label="Loading the reviews" />
      )}
      {list.data && list.status !== 'error' && (
        <>
          {list.data.data.length === 0 ? (
            <div className="ui-empty">
              <p>{filtered ? 'No review matches these filters.' : 'No reviews yet.'}</p>
              {filtered && (
                <button type="button" className="ui-button" onClick={() => set({ country: '', venue: '', venue_name: '', rating: '', reported: '', hidden: '', q: '' })}>
                  Clear filters
                </button>
              )}
            </div>
          ) : (
            table(list.data.data)
          )}
          <Pagination page={page} total={list.data.total} limit={LIMIT} hrefFor={pageHref} label="Pages of reviews" />
        </>
      )}
    </>
  );
}
