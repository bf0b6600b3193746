import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { offersApi, toApiError } from '@venues/api-client';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import Checkbox from 'antd/es/checkbox';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { OfferOverview } from '../features/offers/OfferSummary';
import { OFFER_STATUS, venueTime } from '../lib/format';
import { money } from '@venues/geo';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
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
        <ButtonLink to={`${base}/view-offer/${o._id}/review-payment`} type="primary">
          Pay {total}
        </ButtonLink>
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
    <div className="enq-page enq-narrow">
      <Link to={`${base}/view-offer/${o._id}`}>‹ Back to the offer</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>Review your booking</Typography.Title>
      <OfferOverview offer={o} country={country} deadlineLabel="Accept by" />
      {problem && (
        <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />
      )}
      <Checkbox checked={agreed} onChange={(ev) => setAgreed(ev.target.checked)}>
        I agree to the venue’s cancellation policy and to pay {total}.
      </Checkbox>
      <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
        <Button type="primary" size="large" disabled={!agreed || busy} loading={busy} onClick={() => void accept()}>
          Accept offer
        </Button>
        <ButtonLink to={base} size="large">
          Not now
        </ButtonLink>
      </Space>
    </div>
  );
}
