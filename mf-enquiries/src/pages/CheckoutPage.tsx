import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SOCKET_EVENTS, type Payment } from '@venues/contracts';
import { paymentsApi } from '@venues/api-client';
import Skeleton from 'antd/es/skeleton';
import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import Typography from 'antd/es/typography';
import { subscribe } from '@venues/realtime';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { Facts, Panel } from '../features/offers/OfferSummary';
import { BankCheck } from '../features/payments/BankCheck';
import { CardForm } from '../features/payments/CardForm';
import { checkoutKey } from '../features/bookings/keys';
import type { PreparedPayment } from '../features/payments/StripePaymentForm';

const StripePaymentForm = lazy(() => import(/* webpackChunkName: "stripe-payment" */ '../features/payments/StripePaymentForm'));
import { money } from '@venues/geo';

/**
 * enquiries/:enquiry/checkout/:payment: the card form (ours with the test provider,
 * docs/adr/0065-booking-pages.md; Stripe's Payment Element with Stripe) for a payment already opened (an extra charge's, or an offer's
 * begun elsewhere), with what is paid beside it (above it on a phone). A card that needs the bank's
 * confirmation shows the stand-in for 3-D Secure; a declined one says why, takes the focus and lets
 * the customer try another card (docs/adr/0102-accept-and-pay.md); success leads to sucess-payment.
 */
export default function CheckoutPage() {
  const { enquiry: enquiryId = '', payment: paymentId = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const loaded = useData(() => paymentsApi.get(paymentId), [paymentId]);
  const settings = useData(() => paymentsApi.settings(), []);
  const [payment, setPayment] = useState<Payment | null>(null);
  useDocumentTitle('Pay by card');
  const p = payment ?? loaded.data ?? null;
  const base = `/${country}/enquiries/${enquiryId}`;
  const done = p?.status === 'succeeded';
  useEffect(() => {
    if (done) navigate(`${base}/sucess-payment?payment=${paymentId}`, { replace: true });
  }, [done, base, paymentId, navigate]);
  const { reload } = loaded;
  useEffect(() => subscribe(SOCKET_EVENTS.paymentStatus, (e) => e.payment_id === paymentId && reload()), [paymentId, reload]);

  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="payment" />;
  if (!p) return <PageSkeleton rows={8} />;
  const amount = money(p.amount_minor, p.currency, country);
  const stripeKey = settings.data?.provider === 'stripe' ? settings.data.publishable_key : null;
  const paying = p;
  /** The same payment again (the server answers the open payment of the thing paid), with Stripe's client secret. */
  async function prepare(): Promise<PreparedPayment> {
    const s =
      paying.kind === 'extra_charge' && paying.extra_charge_id
        ? await paymentsApi.checkoutExtraCharge(paying.extra_charge_id, checkoutKey('extra-charge', paying.extra_charge_id))
        : await paymentsApi.checkoutOffer(paying.offer_id ?? '', checkoutKey('offer', paying.offer_id ?? ''));
    return { paymentId: s.payment_id, clientSecret: s.client_secret, succeeded: s.status === 'succeeded' };
  }

  if (p.status === 'refunded' || p.status === 'partially_refunded' || p.status === 'processing') {
    return (
      <PageResult kind="info" title={p.status === 'processing' ? 'Your payment is being processed' : 'This payment was refunded'} subTitle={p.failure_message ?? undefined}>
        <Link to={base}>Back to the conversation</Link>
      </PageResult>
    );
  }
  return (
    <div className="enq-page">
      <Link to={base}>‹ Back to the conversation</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        Pay {amount}
      </Typography.Title>
      <div className="enq-pay">
        <div className="enq-pay-summary">
          <Panel title="Order summary">
            <Facts
              items={[
                ['For', p.kind === 'offer' ? 'Your booking (the accepted offer)' : 'Extra charges on your booking'],
                ['Total', <strong key="t">{amount}</strong>],
                ...(p.kind === 'offer' && p.offer_id ? [['Details', <Link key="d" to={`${base}/view-offer/${p.offer_id}`}>See the offer</Link>] as [string, ReactNode]] : []),
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              No fee is added at checkout. Your tax invoice and receipt follow by e-mail.
            </Typography.Paragraph>
          </Panel>
        </div>
        <div className="enq-pay-form">
          {p.status === 'requires_action' ? (
            <BankCheck payment={p} amount={amount} onDone={setPayment} />
          ) : (
            <Panel title={stripeKey ? 'Payment' : 'Card'}>
              {!settings.data ? (
                <Skeleton active paragraph={{ rows: 4 }} />
              ) : stripeKey ? (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                  <StripePaymentForm
                    publishableKey={stripeKey}
                    amountMinor={p.amount_minor}
                    currency={p.currency}
                    payLabel={`Pay ${amount}`}
                    failure={p.status === 'failed' ? (p.failure_message ?? 'Try another card.') : null}
                    prepare={prepare}
                    returnUrl={(id) => `${window.location.origin}${base}/sucess-payment?payment=${id}`}
                    onConfirmed={(id) => navigate(`${base}/sucess-payment?payment=${id}`, { replace: true })}
                  />
                </Suspense>
              ) : (
                <CardForm
                  payLabel={`Pay ${amount}`}
                  failure={p.status === 'failed' ? (p.failure_message ?? 'Try another card.') : null}
                  onPay={async (card) => {
                    const next = await paymentsApi.confirm(paymentId, card);
                    setPayment(next);
                    return next.status === 'failed' ? (next.failure_message ?? 'Try another card.') : null;
                  }}
                />
              )}
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}
