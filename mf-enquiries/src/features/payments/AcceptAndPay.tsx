import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { CustomOffer, Enquiry, Payment } from '@venues/contracts';
import { offersApi, paymentsApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { money } from '@venues/geo';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { Facts, Panel, PriceTable, RefundSchedule } from '../offers/OfferSummary';
import { checkoutKey } from '../bookings/keys';
import { eventWhen, venueTime } from '../../lib/format';
import { BankCheck } from './BankCheck';
import { CardForm, type CardDetails } from './CardForm';
import type { PreparedPayment } from './StripePaymentForm';

// Stripe's form and Stripe.js are downloaded only where a payment is taken on Stripe.
const StripePaymentForm = lazy(() => import(/* webpackChunkName: "stripe-payment" */ './StripePaymentForm'));

/**
 * The customer's one page to accept and pay an offer (docs/adr/0102-accept-and-pay.md): the booking,
 * the price and the refund schedule once, one consent, the card beside them (above them on a phone,
 * the summary first). Pay accepts a pending offer, opens its checkout and confirms the card; a card
 * that needs the bank shows the 3-D Secure step here, a declined one says why and may be retried.
 * `?payment=` resumes a payment begun elsewhere (its bank step or its failure). An instant booking's
 * accepted offer is paid here too, as its checkout: the same summary and consent, and a way back to
 * the venue rather than to a conversation its customer has not seen.
 */
export function AcceptAndPay({ offer: o, enquiry: e, onOffer, onDecline, reload }: { offer: CustomOffer; enquiry: Enquiry; onOffer: (o: CustomOffer) => void; onDecline: () => void; reload: () => void }) {
  const country = useCountry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useData(() => paymentsApi.settings(), []);
  const resumed = useData(() => paymentsApi.get(params.get('payment') ?? ''), [params.get('payment')], { skip: !params.get('payment') });
  const [payment, setPayment] = useState<Payment | null>(null);
  const p = payment ?? (resumed.data?.offer_id === o._id ? resumed.data : null);
  const base = `/${country}/enquiries/${e._id}`;
  const total = money(o.total_minor, o.currency, country);
  const successPath = (id: string) => `${base}/sucess-payment?payment=${id}`;
  const done = (id: string) => navigate(successPath(id));

  function settled(next: Payment): string | null {
    setPayment(next);
    if (next.status === 'succeeded') done(next._id);
    if (next.status === 'failed') return next.failure_message ?? 'The card was declined. Try another card.';
    return null;
  }

  /** Accepts a pending offer and opens its payment (the same one again on a retry or a reload). */
  async function open() {
    let offer = o;
    if (offer.status === 'pending') {
      offer = await offersApi.step(o._id, 'accept');
      onOffer(offer);
    }
    return paymentsApi.checkoutOffer(offer._id, checkoutKey('offer', offer._id));
  }

  async function prepareStripe(): Promise<PreparedPayment> {
    try {
      const s = await open();
      return { paymentId: s.payment_id, clientSecret: s.client_secret, succeeded: s.status === 'succeeded' };
    } catch (err) {
      reload();
      throw err;
    }
  }

  async function pay(card: CardDetails): Promise<string | null> {
    try {
      const s = await open();
      if (s.status === 'succeeded') {
        done(s.payment_id);
        return null;
      }
      if (s.status === 'requires_action') return settled(await paymentsApi.get(s.payment_id));
      return settled(await paymentsApi.confirm(s.payment_id, card));
    } catch (err) {
      reload();
      throw err;
    }
  }

  const accepted = o.status === 'accepted';
  // An instant booking was accepted by the booking itself: its customer has seen no offer and no
  // conversation yet, so this page is their checkout (docs/adr/0115-one-date-form-for-instant-book.md).
  const instant = o.instant && accepted;
  // Past its hold (the sweep has not marked it yet): refused here, before any payment detail is asked.
  const lapsed = Date.parse(o.expires_at) <= Date.now();
  const stripeKey = settings.data?.provider === 'stripe' ? settings.data.publishable_key : null;
  const payLabel = accepted ? `Pay ${total}` : `Accept and pay ${total}`;
  const consent = accepted && !instant ? undefined : <>I agree to the venue’s cancellation policy shown here and to pay {total}.</>;
  const failure = p?.status === 'failed' ? (p.failure_message ?? 'The card was declined. Try another card.') : null;
  const summary = (
    <div className="enq-pay-summary">
      <Panel title="Your booking">
        <Facts
          items={[
            ['Venue', o.venue.name],
            ['Space', o.space.name],
            ['When', eventWhen(o.start_at, o.end_at, o.venue.time_zone)],
            ['Guests', o.guests],
            [accepted ? 'Held for you until' : 'Offer valid until', venueTime(o.expires_at, o.venue.time_zone)],
          ]}
        />
        {o.note && <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{o.note}</p>}
      </Panel>
      <Panel title="Price">
        <PriceTable offer={o} country={country} />
      </Panel>
      <Panel title="Cancellation and refunds">
        <RefundSchedule offer={o} country={country} />
      </Panel>
    </div>
  );

  return (
    <div className="enq-page">
      {instant ? <Link to={`/${e.venue.country}/venues/${e.venue.slug}`}>‹ Back to {o.venue.name}</Link> : <Link to={base}>‹ Back to the conversation</Link>}
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        {instant ? 'Book and pay' : accepted ? 'Pay for your booking' : 'Accept and pay'}
      </Typography.Title>
      <Typography.Paragraph>
        {instant ? (
          `Instant booking at ${o.venue.name}: ${total} in all, no fee added at checkout. The time is held for you until ${venueTime(o.expires_at, o.venue.time_zone)}; once you have paid, the booking is confirmed.`
        ) : (
          <>
            {o.version > 1 ? 'Updated offer' : 'Offer'} from {o.venue.name}: {total} in all, no fee added at checkout.
            {accepted && ` You accepted it; the date is held for you until ${venueTime(o.expires_at, o.venue.time_zone)}.`}
          </>
        )}
      </Typography.Paragraph>
      <div className="enq-pay">
        {summary}
        <div className="enq-pay-form">
          {lapsed ? (
            instant ? (
              <Alert type="warning" showIcon title="This booking was not paid in time" description="Its time is no longer held. Book it again from the venue's page if it is still free." />
            ) : (
              <Alert type="warning" showIcon title="This offer has expired" description="Its time is no longer held, so it cannot be paid. Ask the venue for a new offer in the conversation." />
            )
          ) : p?.status === 'requires_action' ? (
            <BankCheck payment={p} amount={total} onDone={(next) => void settled(next)} />
          ) : p?.status === 'processing' ? (
            <Panel title="Payment">Your payment is being processed. This page follows it.</Panel>
          ) : (
            <Panel title={stripeKey ? 'Payment' : 'Pay by card'}>
              {!settings.data ? (
                settings.status === 'error' ? (
                  <Alert
                    type="error"
                    showIcon
                    title="The payment form could not load"
                    description={settings.error.message}
                    action={<Button onClick={settings.reload}>Try again</Button>}
                  />
                ) : (
                  <Skeleton active paragraph={{ rows: 4 }} />
                )
              ) : stripeKey ? (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                  <StripePaymentForm
                    publishableKey={stripeKey}
                    amountMinor={o.total_minor}
                    currency={o.currency}
                    payLabel={payLabel}
                    consent={consent}
                    failure={failure}
                    prepare={prepareStripe}
                    returnUrl={(id) => `${window.location.origin}${successPath(id)}`}
                    onConfirmed={done}
                  />
                </Suspense>
              ) : (
                <CardForm payLabel={payLabel} consent={consent} failure={failure} onPay={pay} />
              )}
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                Your tax invoice and receipt follow by e-mail.
              </Typography.Paragraph>
            </Panel>
          )}
          {o.status === 'pending' && (
            <Button type="link" onClick={onDecline} style={{ paddingInline: 0 }}>
              Decline this offer
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
