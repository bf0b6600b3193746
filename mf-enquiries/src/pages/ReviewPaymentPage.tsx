import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { bookingsApi, paymentsApi, toApiError } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { OfferOverview } from '../features/offers/OfferSummary';
import { checkoutKey } from '../features/bookings/keys';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { OFFER_STATUS, bookingPath, eventWhen } from '../lib/format';
import { money } from '@venues/geo';
import { useOfferPage } from './ViewOfferPage';

/**
 * enquiries/:enquiry/view-offer/:offer/review-payment: the customer's last look at an accepted offer
 * before paying: the booking, the price and the refund schedule, then "Pay". A paid offer leads to
 * its booking.
 */
export default function ReviewPaymentPage() {
  const { enquiry: enquiryId = '', offer: offerId = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const page = useOfferPage(enquiryId, offerId);
  const paid = page.data?.offer.status === 'paid';
  const booking = useData(async () => (await bookingsApi.list({ enquiry_id: enquiryId, as: page.data?.enquiry.my_side === 'venue' ? 'venue' : 'customer' })).data.find((b) => b.offer_id === offerId) ?? null, [enquiryId, offerId, paid], {
    skip: !paid,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle('Review and pay');
  if (page.status === 'error') return <LoadFailed country={country} status={page.error.status} message={page.error.message} what="offer" />;
  if (!page.data) return <PageSkeleton rows={12} />;
  const { offer: o, enquiry: e } = page.data;
  const base = `/${country}/enquiries/${e._id}`;
  const total = money(o.total_minor, o.currency, country);

  if (o.status === 'paid') {
    const b = booking.data;
    return (
      <PageResult kind="success" title="This offer is paid and booked" subTitle={b ? `Booking ${b.reference}: ${o.space.name}, ${eventWhen(o.start_at, o.end_at, o.venue.time_zone)}.` : undefined}>
        {b ? <Link to={bookingPath(country, b)}>View the booking</Link> : <Link to={base}>Back to the conversation</Link>}
      </PageResult>
    );
  }
  if (e.my_side !== 'customer' || o.status !== 'accepted') {
    const why = e.my_side !== 'customer' ? 'Only the customer pays an offer.' : o.status === 'pending' ? 'Accept the offer first.' : `This offer is ${OFFER_STATUS[o.status].label.toLowerCase()}.`;
    return (
      <PageResult kind="info" title="Nothing to pay here" subTitle={why}>
        <Link to={e.my_side === 'customer' && o.status === 'pending' ? `${base}/review-booking/${o._id}` : base}>{o.status === 'pending' && e.my_side === 'customer' ? 'Review the offer' : 'Back to the conversation'}</Link>
      </PageResult>
    );
  }

  async function pay() {
    setBusy(true);
    setProblem(null);
    try {
      const s = await paymentsApi.checkoutOffer(o._id, checkoutKey('offer', o._id));
      if (s.status === 'succeeded') navigate(`${base}/sucess-payment?payment=${s.payment_id}`);
      else if (s.provider === 'test') navigate(`${base}/checkout/${s.payment_id}`);
      else setProblem('Card payments with Stripe open in the next release of this page. Your offer stays held until it expires.');
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
      <Typography.Title level={1} style={{ marginTop: 8 }}>Review and pay</Typography.Title>
      <OfferOverview offer={o} country={country} deadlineLabel="Held until" />
      {problem && (
        <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />
      )}
      <Typography.Paragraph type="secondary">You pay {total} now. No fee is added at checkout. Your tax invoice and receipt follow by e-mail.</Typography.Paragraph>
      <Space wrap className="enq-actions" style={{ marginTop: 16 }}>
        <Button type="primary" size="large" disabled={busy} loading={busy} onClick={() => void pay()}>
          Pay {total}
        </Button>
      </Space>
    </div>
  );
}
