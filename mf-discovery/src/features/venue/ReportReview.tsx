import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { reviewsApi, toApiError } from '@venues/api-client';
import { useCountry } from '@venues/mf-kit';
import { signInHref } from '../favorites/HeartButton';

const MAX = 500;

/**
 * "Report" under a review (docs/admin.md "Ratings"): a signed-in person says what is wrong and the
 * administrators' ratings page lists it; a visitor is asked to sign in first, and told why.
 */
export const ReportReview = observer(function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const country = useCountry();
  const here = useLocation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const fieldId = useId();

  if (state.kind === 'sent') return <p className="disc-meta" role="status">Thank you: our team will look at this review.</p>;
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

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setState({ kind: 'error', message: 'Say what is wrong with this review (e.g. it is about another venue).' });
    setState({ kind: 'sending' });
    try {
      await reviewsApi.report(reviewId, { reason: reason.trim() });
      setState({ kind: 'sent' });
    } catch (err) {
      setState({ kind: 'error', message: toApiError(err).message });
    }
  }

  return (
    <form className="disc-review__report-form" onSubmit={(e) => void send(e)} aria-label={`Report the review by ${author}`}>
      <label htmlFor={fieldId}>What is wrong with this review?</label>
      <textarea
        id={fieldId}
        value={reason}
        maxLength={MAX}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={state.kind === 'error'}
        aria-describedby={state.kind === 'error' ? `${fieldId}-error` : undefined}
      />
      {state.kind === 'error' && (
        <p id={`${fieldId}-error`} role="alert" className="disc-field-error">
          {state.message}
        </p>
      )}
      <div className="disc-review__report-actions">
        <button type="submit" className="disc-button disc-button--primary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" className="disc-button disc-button--ghost" onClick={() => (setOpen(false), setState({ kind: 'idle' }))}>
          Cancel
        </button>
      </div>
    </form>
  );
});
