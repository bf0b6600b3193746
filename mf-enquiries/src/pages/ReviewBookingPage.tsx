import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { offersApi, toApiError } from '@venues/api-client';
import { LinkButton, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { OfferOverview } from '../features/offers/OfferSummary';
import { OFFER_STATUS, venueTime } from '../lib/format';
import { money } from '@venues/geo';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { useOfferPage } from './ViewOfferPage';

/**
 * enquiries/:enquiry/review-booking/:offer: the customer's last look before accepting: the booking,
 * the price and what cancelling would refund, with the policy to agree to; then it leads to paying
 * (review-payment). Drawn without antd (plain.css).
 */
export default function ReviewBookingPage() {
  const { enquiry: enquiryId = '', offer: offerId = '' } = useParams();
  const country = useCountry();
  const page = useOfferPage(enquiryId, offerId);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle('Review your booking');
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="offer" />;
  if (!page.data) return <PageSkeleton rows={12} />;
  const { offer: o, enquiry: e } = page.data;
  const base = `/${country}/enquiries/${e._id}`;
  const total = money(o.total_minor, o.currency, country);

  if (e.my_side !== 'customer') {
    return (
      <PageResult kind="info" title="Only the customer reviews and accepts an offer">
        <Link to={`${base}/view-offer/${o._id}`}>View the offer</Link>
      </PageResult>
    );
  }
  if (o.status === 'accepted') {
    return (
      <PageResult
        kind="success"
        title="Offer accepted: ready to pay"
        subTitle={`${o.venue.name} holds ${o.space.name} for you until ${venueTime(o.expires_at, o.venue.time_zone)}. Pay ${total} before then to confirm the booking.`}
      >
        <LinkButton to={`${base}/view-offer/${o._id}/review-payment`} primary>
          Pay {total}
        </LinkButton>
        <Link to={base}>Back to the conversation</Link>
      </PageResult>
    );
  }
  if (o.status !== 'pending') {
    return (
      <PageResult kind="info" title={`This offer cannot be accepted: ${OFFER_STATUS[o.status].label.toLowerCase()}`} subTitle={o.superseded_by_id ? 'The venue sent a newer version.' : 'Ask the venue for a new offer in the conversation.'}>
        <Link to={o.superseded_by_id ? `${base}/review-booking/${o.superseded_by_id}` : base}>{o.superseded_by_id ? 'Review the newer version' : 'Back to the conversation'}</Link>
      </PageResult>
    );
  }

  async function accept() {
    setBusy(true);
    setProblem(null);
    try {
      page.replace({ enquiry: e, offer: await offersApi.step(o._id, 'accept') });
    } catch (err) {
      setProblem(toApiError(err).message);
      page.reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="enq-page enq-narrow ui-plain">
      <Link to={`${base}/view-offer/${o._id}`}>‹ Back to the offer</Link>
      <h1 style={{ marginTop: 8 }}>Review your booking</h1>
      <OfferOverview offer={o} country={country} deadlineLabel="Accept by" />
      {problem && (
        <p className="ui-alert ui-alert--error" role="alert">
          <span>{problem}</span>
        </p>
      )}
      <label className="ui-check">
        <input type="checkbox" checked={agreed} onChange={(ev) => setAgreed(ev.target.checked)} />
        <span>I agree to the venue’s cancellation policy and to pay {total}.</span>
      </label>
      <div className="enq-actions">
        <button type="button" className="ui-button ui-button--primary ui-button--large" disabled={!agreed || busy} aria-busy={busy || undefined} onClick={() => void accept()}>
          {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
          Accept offer
        </button>
        <LinkButton to={base} large>
          Not now
        </LinkButton>
      </div>
    </div>
  );
}
