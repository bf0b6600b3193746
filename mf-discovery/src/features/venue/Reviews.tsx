import { useState } from 'react';
import { venuesApi } from '@venues/api-client';
import { REVIEW_LIMITS, type RatingSummary, type Review } from '@venues/contracts';
import { toApiError } from '@venues/api-client';
import { ReportReview } from './ReportReview';

/** Five stars, drawn for the eye; `label` (when given) is what a screen reader hears instead. */
function Stars({ value, label }: { value: number; label?: string }) {
  const full = Math.round(value);
  return (
    <>
      <span className="disc-stars" aria-hidden="true">
        {'★'.repeat(full)}
        <span className="disc-stars__off">{'★'.repeat(5 - full)}</span>
      </span>
      {label && <span className="disc-visually-hidden">{label}</span>}
    </>
  );
}

const reviewDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

/** Average, count and the share of each star, then the newest reviews with more on demand; each may be reported. */
export function Reviews({ venueRef, rating, newest }: { venueRef: string; rating: RatingSummary; newest: Review[] }) {
  const [more, setMore] = useState<{ items: Review[]; page: number; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  if (rating.count === 0 || rating.average === null) {
    return <p className="disc-meta">No reviews yet. Reviews come from guests who booked through us.</p>;
  }
  const shown = more ? more.items : newest;
  const total = more?.total ?? rating.count;

  async function loadMore() {
    setLoading(true);
    setError('');
    try {
      const page = (more?.page ?? 0) + 1;
      const answer = await venuesApi.reviews(venueRef, { page, limit: REVIEW_LIMITS.defaultLimit });
      const seen = new Set((more?.items ?? []).map((r) => r._id));
      setMore({ items: [...(more?.items ?? []), ...answer.data.filter((r) => !seen.has(r._id))], page, total: answer.total });
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="disc-reviews">
      <div className="disc-reviews__summary">
        <p className="disc-reviews__average">
          <span className="disc-reviews__score">{rating.average.toFixed(1)}</span>
          <Stars value={rating.average} />
          <span className="disc-meta">
            {rating.count} review{rating.count === 1 ? '' : 's'}
          </span>
        </p>
        <dl className="disc-reviews__bars" aria-label="Reviews per rating">
          {(['5', '4', '3', '2', '1'] as const).map((star) => {
            const n = rating.distribution[star];
            const pct = rating.count ? Math.round((n / rating.count) * 100) : 0;
            return (
              <div key={star}>
                <dt>{star} ★</dt>
                <dd>
                  <span className="disc-bar" aria-hidden="true">
                    <span style={{ width: `${pct}%` }} />
                  </span>
                  <span className="disc-meta">{n}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
      <ul className="disc-review-list">
        {shown.map((r) => (
          <li key={r._id}>
            <p className="disc-review__head">
              <strong>{r.author_name}</strong> <span className="disc-meta">· {reviewDate(r.created_at)}</span>
            </p>
            {/* A paragraph may not carry a name of its own (aria-prohibited-attr): hidden text says it. */}
            <p className="disc-review__rating">
              <Stars value={r.rating} label={`Rated ${r.rating} out of 5`} />
            </p>
            <p>{r.comment}</p>
            <ReportReview reviewId={r._id} author={r.author_name} />
          </li>
        ))}
      </ul>
      {shown.length < total && (
        <button type="button" className="disc-button disc-button--ghost" onClick={() => void loadMore()} disabled={loading}>
          {loading ? 'Loading reviews…' : `Show more reviews (${total - shown.length} more)`}
        </button>
      )}
      {error && (
        <p role="alert" className="disc-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
