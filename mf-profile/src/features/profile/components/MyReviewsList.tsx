import { Link, useSearchParams } from 'react-router-dom';
import { reviewsApi } from '@venues/api-client';
import { LinkButton, Pagination, useData } from '@venues/mf-kit';

const REVIEWS_PAGE_SIZE = 10;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The reviews the user wrote, ten a page (?page=, so every page has its address), with an empty
 * state that says when reviews come. Plain (plain.css).
 */
export function MyReviewsList({ country }: { country: string }) {
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const state = useData(() => reviewsApi.mine({ page, limit: REVIEWS_PAGE_SIZE }), [page]);
  const error = state.status === 'error' ? state.error.message : null;
  // A new page shows the skeleton again rather than the previous page's reviews.
  const result = state.status === 'ready' ? state.data : null;

  if (error)
    return (
      <div className="ui-alert ui-alert--error" role="alert">
        <strong>Your reviews did not load: {error}</strong>
        <button type="button" className="ui-button" style={{ marginTop: 8 }} onClick={state.reload}>
          Try again
        </button>
      </div>
    );
  if (!result)
    return (
      <div className="ui-card ui-skeleton" aria-busy="true" aria-label="Loading your reviews">
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    );
  if (result.total === 0)
    return (
      <div className="ui-card ui-empty">
        <p>You have not written any reviews yet. After your first booking, you can review the venue here and help other planners choose.</p>
        <LinkButton to={`/${country}`} primary>
          Find a venue
        </LinkButton>
      </div>
    );

  return (
    <>
      <ol aria-label="Your reviews" className="pf-reviews">
        {result.data.map((r) => (
          <li key={r._id} className="ui-card">
            <div className="pf-review-head">
              <h3>{r.venue.published ? <Link to={`/${r.venue.country || country}/venues/${r.venue.slug}`}>{r.venue.name}</Link> : r.venue.name}</h3>
              <span className="ui-muted">{dateFormat.format(new Date(r.created_at))}</span>
            </div>
            <span className="pf-stars" role="img" aria-label={`${r.rating} out of 5 stars`}>
              {'★'.repeat(r.rating)}
              <span className="ui-muted">{'☆'.repeat(5 - r.rating)}</span>
            </span>
            {r.venue.city && (
              <span className="ui-muted" style={{ marginLeft: 8 }}>
                {r.venue.city}
              </span>
            )}
            {r.comment && <p style={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}>{r.comment}</p>}
          </li>
        ))}
      </ol>
      <Pagination page={page} total={result.total} limit={REVIEWS_PAGE_SIZE} hrefFor={(p) => `/${country}/profile/reviews${p > 1 ? `?page=${p}` : ''}`} label="Pages of your reviews" />
    </>
  );
}
