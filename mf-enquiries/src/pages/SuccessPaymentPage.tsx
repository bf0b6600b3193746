import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { SOCKET_EVENTS, type PaymentStatus } from '@venues/contracts';
import { subscribe } from '@venues/realtime';
import { bookingsApi, paymentsApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Button from 'antd/es/button';
import { ButtonLink } from '../components/ButtonLink';
import { downloadPdf } from '../features/bookings/openPdf';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { bookingPath, eventWhen } from '../lib/format';
import { money } from '@venues/geo';

/** A payment whose outcome is not known yet: the bank's page, a wallet or a method that settles later. */
const PENDING: readonly PaymentStatus[] = ['requires_payment', 'requires_action', 'processing'];
/** How often the page asks again while the provider's answer (its webhook) has not arrived. */
const FOLLOW_MS = 4000;

/**
 * enquiries/:enquiry/sucess-payment?payment=: the payment went through: the booking, its reference
 * and documents. Stripe brings the customer here from a bank's page or a wallet, and the Payment
 * Element right after confirming: until Stripe's webhook tells the server, the page says it waits
 * and follows the payment (its socket event, and a request every few seconds).
 */
export default function SuccessPaymentPage() {
  const { enquiry: enquiryId = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const country = useCountry();
  useDocumentTitle('Payment received');
  const loaded = useData(async () => {
    const payment = await paymentsApi.get(paymentId);
    return { payment, booking: payment.booking_id ? await bookingsApi.get(payment.booking_id) : null };
  }, [paymentId], { skip: !paymentId });
  const { reload } = loaded;
  const pending = !!loaded.data && PENDING.includes(loaded.data.payment.status);
  useEffect(() => subscribe(SOCKET_EVENTS.paymentStatus, (e) => e.payment_id === paymentId && reload()), [paymentId, reload]);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(reload, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [pending, reload]);
  const back = <Link to={`/${country}/enquiries/${enquiryId}`}>Back to the conversation</Link>;
  if (!paymentId) return <PageResult kind="info" title="No payment named">{back}</PageResult>;
  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="payment" />;
  if (!loaded.data) return <PageSkeleton rows={6} />;
  const { payment: p, booking: b } = loaded.data;
  if (p.status === 'processing') {
    return (
      <PageResult
        kind="info"
        title="Your payment is being processed"
        subTitle="Some payment methods take a while to settle (bank transfers, PayNow). Your date stays held meanwhile; we e-mail you and tell the venue as soon as it settles, and this page updates by itself."
      >
        {back}
      </PageResult>
    );
  }
  const again = p.kind === 'offer' && p.offer_id ? `/${country}/enquiries/${enquiryId}/view-offer/${p.offer_id}?payment=${p._id}` : `/${country}/enquiries/${enquiryId}/checkout/${p._id}`;
  // Back from the bank's page without its confirmation (Stripe's webhook may come before or after).
  if (p.status === 'failed' || (PENDING.includes(p.status) && params.get('redirect_status') === 'failed')) {
    return (
      <PageResult kind="warning" title="The payment did not go through" subTitle={p.failure_message ?? 'Your bank did not confirm the payment; nothing was charged. Try again, or use another payment method.'}>
        <Link to={again}>Try again</Link>
      </PageResult>
    );
  }
  if (PENDING.includes(p.status)) {
    return (
      <PageResult kind="info" title="Waiting for your bank’s answer" subTitle="This takes a few seconds; this page updates by itself.">
        {back}
      </PageResult>
    );
  }
  if (p.status !== 'succeeded' || !b) {
    return (
      <PageResult kind="warning" title="This payment did not make a booking" subTitle={p.failure_message ?? `The payment is ${p.status.replace(/_/g, ' ')}.`}>
        {back}
      </PageResult>
    );
  }
  const invoice = b.documents.find((d) => d.kind === 'invoice' && d.payment_id === p._id);
  const receipt = b.documents.find((d) => d.kind === 'receipt' && d.payment_id === p._id);
  return (
    <PageResult
      kind="success"
      title={p.kind === 'offer' ? `Booking confirmed: ${b.reference}` : 'Extra charges paid'}
      subTitle={`${money(p.amount_minor, p.currency, country)} paid${p.card_last4 ? ` by card ending ${p.card_last4}` : ''}. ${b.space.name} at ${b.venue.name}, ${eventWhen(b.start_at, b.end_at, b.venue.time_zone)}. Your invoice, receipt and a calendar entry are on their way by e-mail.`}
    >
      <ButtonLink to={bookingPath(country, b)} type="primary">
        View booking
      </ButtonLink>
      {invoice && <Button onClick={() => void downloadPdf(invoice.path, invoice.number)}>Download invoice</Button>}
      {receipt && <Button onClick={() => void downloadPdf(receipt.path, receipt.number)}>Download receipt</Button>}
    </PageResult>
  );
}
