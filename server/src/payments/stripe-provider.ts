import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { IntentState, PaymentProvider, ProviderRefund } from './provider';

/** Stripe's client, pointed at another address when STRIPE_API_BASE is set (the tests' local stand-in). */
export function stripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

/**
 * Stripe PaymentIntents with Connect destination charges: the venue's account (the owner's
 * `stripe_account`) receives the payment less the platform's fee. The customer's browser
 * confirms the card with Stripe.js; the result arrives by webhook (PaymentService.applyStripeEvent).
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createIntent(p) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: p.amountMinor,
          currency: p.currency.toLowerCase(),
          description: p.description,
          metadata: { payment_id: p.paymentId },
          automatic_payment_methods: { enabled: true },
          ...(p.destinationAccount ? { transfer_data: { destination: p.destinationAccount }, application_fee_amount: p.applicationFeeMinor } : {}),
        },
        { idempotencyKey: p.idempotencyKey },
      );
      return { ref: intent.id, clientSecret: intent.client_secret };
    },
    async refund(p): Promise<ProviderRefund> {
      try {
        const r = await stripe.refunds.create(
          { payment_intent: p.paymentRef, amount: p.amountMinor, ...(p.reverseTransfer ? { reverse_transfer: true, refund_application_fee: true } : {}) },
          { idempotencyKey: p.idempotencyKey },
        );
        const status = r.status === 'succeeded' ? 'succeeded' : r.status === 'failed' || r.status === 'canceled' ? 'failed' : 'pending';
        return { ref: r.id, status, error: status === 'failed' ? (r.failure_reason ?? 'The refund failed') : null };
      } catch (e) {
        // Stripe refused it (a definite answer): failed. A network or server error has no known
        // outcome: it is thrown, and the retry uses the same idempotency key, so it cannot pay twice.
        if (e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeCardError) return { ref: null, status: 'failed', error: e.message };
        throw e;
      }
    },
    async intentState(ref) {
      return intentState(await stripe.paymentIntents.retrieve(ref));
    },
  };
}

/** A PaymentIntent's status as our payment's machine reads it (a card that failed leaves it `requires_payment_method` with the error). */
export function intentState(pi: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): IntentState {
  const error = pi.last_payment_error;
  if (pi.status === 'requires_payment_method' && error) return { status: 'failed', failureCode: error.decline_code ?? error.code ?? 'card_declined', failureMessage: error.message ?? null };
  const known: Partial<Record<string, IntentState['status']>> = { succeeded: 'succeeded', processing: 'processing', requires_action: 'requires_action' };
  return { status: known[pi.status] ?? 'open', failureCode: null, failureMessage: null };
}
