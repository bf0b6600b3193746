import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, Result, Typography } from 'antd';
import { bookingsApi, paymentsApi } from '@venues/api-client';
import { useCountry, useData, useDocumentTitle, ButtonLink } from '@venues/mf-kit';
import { downloadPdf } from '../features/bookings/openPdf';
import { LoadFailed, PageSkeleton } from '../components/PageState';
import { bookingPath, eventWhen, money } from '../lib/format';

/** enquiries/:enquiry/sucess-payment?payment=: the payment went through: the booking, its reference and documents. */
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
  const back = `/${country}/enquiries/${enquiryId}`;
  if (!paymentId) return <Result status="info" title="No payment named" extra={<Link to={back}>Back to the conversation</Link>} />;
  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="payment" />;
  if (!loaded.data) return <PageSkeleton rows={6} />;
  const { payment: p, booking: b } = loaded.data;
  if (p.status !== 'succeeded' || !b) {
    return (
      <div className="enq-page enq-narrow">
        <Result status="warning" title="This payment did not make a booking" subTitle={p.failure_message ?? `The payment is ${p.status.replace(/_/g, ' ')}.`} extra={<Link to={back}>Back to the conversation</Link>} />
      </div>
    );
  }
  const invoice = b.documents.find((d) => d.kind === 'invoice' && d.payment_id === p._id);
  const receipt = b.documents.find((d) => d.kind === 'receipt' && d.payment_id === p._id);
  return (
    <div className="enq-page enq-narrow">
      <Result
        status="success"
        title={
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {p.kind === 'offer' ? `Booking confirmed: ${b.reference}` : 'Extra charges paid'}
          </Typography.Title>
        }
        subTitle={`${money(p.amount_minor, p.currency, country)} paid by card ending ${p.card_last4 ?? '····'}. ${b.space.name} at ${b.venue.name}, ${eventWhen(b.start_at, b.end_at, b.venue.time_zone)}. Your invoice, receipt and a calendar entry are on their way by e-mail.`}
        extra={
          <div className="enq-actions" style={{ justifyContent: 'center' }}>
            <ButtonLink to={bookingPath(country, b)} type="primary">
              View booking
            </ButtonLink>
            {invoice && <Button onClick={() => void downloadPdf(invoice.path, invoice.number)}>Download invoice</Button>}
            {receipt && <Button onClick={() => void downloadPdf(receipt.path, receipt.number)}>Download receipt</Button>}
          </div>
        }
      />
    </div>
  );
}
