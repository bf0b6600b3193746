import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { useCountry } from '@venues/mf-kit';
import { signInHref } from '../favorites/HeartButton';

const ReportReviewForm = lazy(() => import(/* webpackChunkName: "report-review" */ './ReportReviewForm'));

/**
 * "Report" under a review (docs/admin.md "Ratings"): a signed-in person says what is wrong and the
 * administrators' ratings page lists it; a visitor is asked to sign in first, and told why.
 */
export const ReportReview = observer(function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const country = useCountry();
  const here = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) return <p className="disc-meta" role="status">Thank you: our team will look at this review.</p>;
  if (!session.isAuthenticated) {
    return (
      <Link className="disc-link-button disc-review__report" to={signInHref(country, `${here.pathname}${here.search}#reviews`, 'report')}>
        Report this review
      </Link>
    );
  }
  if (!open) {
    return (
      <button type="button" className="disc-link-button disc-review__report" onClick={() => setOpen(true)} aria-label={`Report the review by ${author}`}>
        Report
      </button>
    );
  }

  return (
    <Suspense fallback={<p className="disc-meta">Opening the form…</p>}>
      <ReportReviewForm reviewId={reviewId} author={author} onSent={() => setSent(true)} onCancel={() => setOpen(false)} />
    </Suspense>
  );
});
