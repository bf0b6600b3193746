import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { loadStripe, type Appearance } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { toApiError } from '@venues/api-client';
import { palette } from '@venues/ui';
import Button from 'antd/es/button';
import { useConsent } from './Consent';
import { usePaymentProblem } from './PaymentProblem';

/** What the page answers when asked to open the payment: Stripe's PaymentIntent, or why it cannot. */
export interface PreparedPayment {
  paymentId: string;
  /** null when the payment already succeeded (a reload after paying). */
  clientSecret: string | null;
  succeeded: boolean;
}

export interface StripePaymentFormProps {
  publishableKey: string;
  /** The amount in the currency's minor units and the currency: the Payment Element offers the methods that suit them. */
  amountMinor: number;
  currency: string;
  payLabel: string;
  /** When set, a checkbox with these words must be ticked before paying (the one consent). */
  consent?: ReactNode;
  /** Why the last attempt failed, shown and focused. */
  failure?: string | null;
  /** Accepts the offer if need be and opens (or resumes: same Idempotency-Key) its payment. A string is why it cannot. */
  prepare: () => Promise<PreparedPayment | string>;
  /** Where Stripe sends the customer back after a bank's page or a wallet (the success page, which waits for the webhook). */
  returnUrl: (paymentId: string) => string;
  /** Stripe took the payment (succeeded or processing): the success page follows it. */
  onConfirmed: (paymentId: string) => void;
}

const appearance: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: palette.primary, colorDanger: palette.error, colorText: palette.ink, borderRadius: '8px' },
};

// One Stripe.js per page, whatever forms it draws (loadStripe keeps one script too).
const stripes = new Map<string, ReturnType<typeof loadStripe>>();
const stripeFor = (key: string) => stripes.get(key) ?? stripes.set(key, loadStripe(key)).get(key)!;

/**
 * Paying through Stripe's Payment Element (docs/transactions.md "Payments and bookings"), loaded only on the pay
 * pages. The element is drawn before the payment exists (Stripe's deferred intent: amount and
 * currency), so one press accepts the offer, opens the payment and confirms it. The element offers
 * what the Stripe account enables for the currency (cards, PayNow, FPX, GrabPay, wallets). A decline
 * shows the bank's reason and the form again; a bank's page or a wallet comes back to the success
 * page; a method that settles later lands there too, which follows the payment until it settles.
 */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const options = useMemo(() => ({ mode: 'payment' as const, amount: props.amountMinor, currency: props.currency.toLowerCase(), appearance }), [props.amountMinor, props.currency]);
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={options}>
      <PayWithStripe {...props} />
    </Elements>
  );
}

function PayWithStripe({ payLabel, consent, failure = null, prepare, returnUrl, onConfirmed }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const { show, clear, alert } = usePaymentProblem(failure);
  const [busy, setBusy] = useState(false);
  const { confirm: consented, field: consentField } = useConsent(consent);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    if (!consented()) return;
    setBusy(true);
    clear();
    try {
      // Stripe checks the fields it drew (and says which) before anything is accepted or opened.
      const checked = await elements.submit();
      if (checked.error) return show(checked.error.message ?? 'Check the payment details.');
      const prepared = await prepare();
      if (typeof prepared === 'string') return show(prepared);
      if (prepared.succeeded || !prepared.clientSecret) return onConfirmed(prepared.paymentId);
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: prepared.clientSecret,
        confirmParams: { return_url: returnUrl(prepared.paymentId) },
        redirect: 'if_required',
      });
      // A card or bank refusal keeps the payment open: the customer may try again here.
      if (error) return show(error.message ?? 'The payment did not go through. Try again or use another method.');
      onConfirmed(prepared.paymentId);
    } catch (err) {
      show(toApiError(err).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Payment">
      {alert}
      <div style={{ marginBottom: 16, minHeight: 120 }}>
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        {!ready && <p style={{ color: palette.muted, margin: 0 }}>Loading the secure payment form…</p>}
      </div>
      {consentField}
      <Button htmlType="submit" type="primary" size="large" block disabled={!stripe || !ready || busy} loading={busy}>
        {payLabel}
      </Button>
    </form>
  );
}
