import { useId, useState } from 'react';
import { reviewsApi, toApiError } from '@venues/api-client';

const MAX = 500;

/** The report's form, loaded when someone opens it (ReportReview.tsx). */
export default function ReportReviewForm({ reviewId, author, onSent, onCancel }: { reviewId: string; author: string; onSent: () => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const fieldId = useId();

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setState({ kind: 'error', message: 'Say what is wrong with this review (e.g. it is about another venue).' });
    setState({ kind: 'sending' });
    try {
      await reviewsApi.report(reviewId, { reason: reason.trim() });
      onSent();
    } catch (err) {
      setState({ kind: 'error', message: toApiError(err).message });
    }
  }

  return (
    <form className="disc-review__report-form" onSubmit={(e) => void send(e)} aria-label={`Report the review by ${author}`}>
      <label htmlFor={fieldId}>What is wrong with this review?</label>
      {/* The form replaced the button that opened it: the focus goes on to the box. */}
      <textarea
        id={fieldId}
        autoFocus
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
        <button type="button" className="disc-button disc-button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
