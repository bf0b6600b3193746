import { Link, useParams, useSearchParams } from 'react-router-dom';
import { bookingsApi, paymentsApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Button from 'antd/es/button';
import { ButtonLink } from '../components/ButtonLink';
import { downloadPdf } from '../features/bookings/openPdf';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { bookingPath, eventWhen } from '../lib/format';
import { money } from '@venues/geo';

/**
 * enquiries/:enquiry/sucess-payment?payment=: the payment went through: the booking, its reference
 * and documents.
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
  const back = <Link to={`/${country}/enquiries/${enquiryId}`}>Back to the conversation</Link>;
  if (!paymentId) return <PageResult kind="info" title="No payment named">{back}</PageResult>;
  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="payment" />;
  if (!loaded.data) return <PageSkeleton rows={6} />;
  const { payment: p, booking: b } = loaded.data;
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
      subTitle={`${money(p.amount_minor, p.currency, country)} paid by card ending ${p.card_last4 ?? '····'}. ${b.space.name} at ${b.venue.name}, ${eventWhen(b.start_at, b.end_at, b.venue.time_zone)}. Your invoice, receipt and a calendar entry are on their way by e-mail.`}
    >
      <ButtonLink to={bookingPath(country, b)} type="primary">
        View booking
      </ButtonLink>
      {invoice && <Button onClick={() => void downloadPdf(invoice.path, invoice.number)}>Download invoice</Button>}
      {receipt && <Button onClick={() => void downloadPdf(receipt.path, receipt.number)}>Download receipt</Button>}
    </PageResult>
  );
}
