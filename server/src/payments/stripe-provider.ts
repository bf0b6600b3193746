import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { ConnectAccountState, ConnectApi, IntentState, MoneyMove, PaymentProvider, ProviderPayout, ProviderRefund } from './provider';

/** Stripe's client, pointed at another address when STRIPE_API_BASE is set (the tests' local stand-in). */
export function stripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

/**
 * Stripe PaymentIntents charged on the platform (separate charges and transfers): the venue's
 * share is sent later as a Transfer to its organisation's Express account, once that account is
 * ready (modules/payouts). The customer's browser confirms the card with Stripe.js; the result
 * arrives by webhook (StripeWebhooks).
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
          transfer_group: p.transferGroup,
        },
        { idempotencyKey: p.idempotencyKey },
      );
      return { ref: intent.id, clientSecret: intent.client_secret };
    },
    async refund(p): Promise<ProviderRefund> {
      try {
        const r = await stripe.refunds.create(
          // From the platform's balance: the venue's part comes back by reversing its transfer (modules/payouts).
          { payment_intent: p.paymentRef, amount: p.amountMinor },
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
    connect: stripeConnect(stripe),
  };
}

/** A refusal Stripe answered (a definite outcome) rather than a network or server error (unknown). */
const refused = (e: unknown): e is Error => e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripePermissionError;

async function move(call: () => Promise<{ id: string }>): Promise<MoneyMove> {
  try {
    return { ok: true, ref: (await call()).id };
  } catch (e) {
    if (refused(e)) return { ok: false, error: e.message };
    throw e;
  }
}

/** Connect with Express accounts: onboarding links, a Transfer per paid payment and its reversals, payouts. */
function stripeConnect(stripe: Stripe): ConnectApi {
  return {
    async createAccount(p) {
      const a = await stripe.accounts.create(
        {
          type: 'express',
          country: p.country.toUpperCase(),
          email: p.email || undefined,
          // Both, so the account's charges_enabled and payouts_enabled say it can receive transfers and pay out.
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { organization_id: p.organizationId },
        },
        { idempotencyKey: p.idempotencyKey },
      );
      return accountState(a);
    },
    async account(id) {
      return accountState(await stripe.accounts.retrieve(id));
    },
    async accountLink(p) {
      const link = await stripe.accountLinks.create({ account: p.account, type: 'account_onboarding', refresh_url: p.refreshUrl, return_url: p.returnUrl });
      return link.url;
    },
    async chargeOf(ref) {
      const pi = await stripe.paymentIntents.retrieve(ref);
      const c = pi.latest_charge;
      return typeof c === 'string' ? c : (c?.id ?? null);
    },
    transfer(p) {
      return move(() =>
        stripe.transfers.create(
          {
            amount: p.amountMinor,
            currency: p.currency.toLowerCase(),
            destination: p.destination,
            transfer_group: p.transferGroup,
            ...(p.sourceCharge ? { source_transaction: p.sourceCharge } : {}),
            metadata: p.metadata,
          },
          { idempotencyKey: p.idempotencyKey },
        ),
      );
    },
    reverse(p) {
      return move(() => stripe.transfers.createReversal(p.transferRef, { amount: p.amountMinor, metadata: p.metadata }, { idempotencyKey: p.idempotencyKey }));
    },
    async payouts(account, limit) {
      const list = await stripe.payouts.list({ limit }, { stripeAccount: account });
      return list.data.map(payoutOf);
    },
  };
}

/** An Account object as our connect_accounts row keeps it. */
export function accountState(a: Pick<Stripe.Account, 'id' | 'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'requirements'>): ConnectAccountState {
  return {
    id: a.id,
    chargesEnabled: !!a.charges_enabled,
    payoutsEnabled: !!a.payouts_enabled,
    detailsSubmitted: !!a.details_submitted,
    currentlyDue: [...(a.requirements?.currently_due ?? [])],
    disabledReason: a.requirements?.disabled_reason ?? null,
  };
}

/** A Payout object (from the list, or a payout.* event) as our payouts row keeps it. */
export function payoutOf(p: Pick<Stripe.Payout, 'id' | 'amount' | 'currency' | 'status' | 'arrival_date' | 'failure_code' | 'failure_message' | 'created'>): ProviderPayout {
  const known = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
  return {
    id: p.id,
    amountMinor: p.amount,
    currency: p.currency.toUpperCase(),
    status: (known as readonly string[]).includes(p.status) ? (p.status as ProviderPayout['status']) : 'pending',
    arrivalDate: p.arrival_date ? new Date(p.arrival_date * 1000) : null,
    failureCode: p.failure_code ?? null,
    failureMessage: p.failure_message ?? null,
    created: new Date(p.created * 1000),
  };
}

/** A PaymentIntent's status as our payment's machine reads it (a card that failed leaves it `requires_payment_method` with the error). */
export function intentState(pi: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): IntentState {
  const error = pi.last_payment_error;
  if (pi.status === 'requires_payment_method' && error) return { status: 'failed', failureCode: error.decline_code ?? error.code ?? 'card_declined', failureMessage: error.message ?? null };
  const known: Partial<Record<string, IntentState['status']>> = { succeeded: 'succeeded', processing: 'processing', requires_action: 'requires_action' };
  return { status: known[pi.status] ?? 'open', failureCode: null, failureMessage: null };
}
