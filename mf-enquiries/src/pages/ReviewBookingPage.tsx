import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Checkbox, Result, Typography } from 'antd';
import { offersApi, toApiError } from '@venues/api-client';
import { useCountry, useDocumentTitle, ButtonLink } from '@venues/mf-kit';
import { OfferOverview } from '../features/offers/OfferSummary';
import { OFFER_STATUS, money, venueTime } from '../lib/format';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { useOfferPage } from './ViewOfferPage';

/**
 * enquiries/:enquiry/review-booking/:offer: the customer's last look before accepting: the booking,
 * the price and what cancelling would refund, with the policy to agree to; then it leads to paying
 * (review-payment).
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
      <div className="enq-page enq-narrow">
        <Result status="info" title="Only the customer reviews and accepts an offer" extra={<Link to={`${base}/view-offer/${o._id}`}>View the offer</Link>} />
      </div>
    );
  }
  if (o.status === 'accepted') {
    return (
      <div className="enq-page enq-narrow">
        <Result
          status="success"
          title="Offer accepted: ready to pay"
          subTitle={`${o.venue.name} holds ${o.space.name} for you until ${venueTime(o.expires_at, o.venue.time_zone)}. Pay ${total} before then to confirm the booking.`}
          extra={
            <div className="enq-actions" style={{ justifyContent: 'center' }}>
              <ButtonLink to={`${base}/view-offer/${o._id}/review-payment`} type="primary">
                Pay {total}
              </ButtonLink>
              <Link to={base}>Back to the conversation</Link>
            </div>
          }
        />
      </div>
    );
  }
  if (o.status !== 'pending') {
    return (
      <div className="enq-page enq-narrow">
        <Result status="info" title={`This offer cannot be accepted: ${OFFER_STATUS[o.status].label.toLowerCase()}`} subTitle={o.superseded_by_id ? 'The venue sent a newer version.' : 'Ask the venue for a new offer in the conversation.'} extra={<Link to={o.superseded_by_id ? `${base}/review-booking/${o.superseded_by_id}` : base}>{o.superseded_by_id ? 'Review the newer version' : 'Back to the conversation'}</Link>} />
      </div>
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
    <div className="enq-page enq-narrow">
      <Link to={`${base}/view-offer/${o._id}`}>‹ Back to the offer</Link>
      <Typography.Title level={1}>Review your booking</Typography.Title>
      <OfferOverview offer={o} country={country} deadlineLabel="Accept by" />
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Checkbox checked={agreed} onChange={(ev) => setAgreed(ev.target.checked)}>
        I agree to the venue’s cancellation policy and to pay {total}.
      </Checkbox>
      <div className="enq-actions">
        <Button type="primary" size="large" disabled={!agreed} loading={busy} onClick={() => void accept()}>
          Accept offer
        </Button>
        <ButtonLink to={base} size="large">Not now</ButtonLink>
      </div>
    </div>
  );
}
