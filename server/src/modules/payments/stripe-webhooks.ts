import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { IntentState } from '../../payments/provider';
import { payoutOf } from '../../payments/stripe-provider';
import type { PayoutService } from '../payouts/service';
import type { PayoutLog, Transfers } from '../payouts/transfers';
import type { PaymentRepository } from '../bookings/payment-repository';
import type { RefundRepository } from '../bookings/refund-repository';
import type { Refunds } from '../bookings/refunds';
import { later, SETTLE_GRACE_MS, type PaymentService } from './service';

/** Stripe's webhook check. */
export interface StripeWebhookKeys {
  client: Stripe;
  webhookSecret: string;
  /** The Connect endpoint's secret (events of connected accounts: account.updated, payout.*), when it has its own. */
  connectWebhookSecret?: string | null;
}

/**
 * How far a signature's time may be from this server's clock, either way. Stripe's SDK refuses
 * only signatures older than its tolerance; one dated in the future would otherwise be accepted
 * for ever, so a captured delivery could be replayed long after it was signed.
 */
export const SIGNATURE_TOLERANCE_S = 300;

/** A verified body is applied only if it is an event (an array, or an event without data, is not). */
const StripeEventShape = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
  account: z.string().nullish(),
});

/** The `t=` of a Stripe-Signature header (seconds), or NaN. */
const signedAt = (header: string): number => Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1] ?? NaN);

/** What the payouts module does with Connect's news. */
export interface ConnectNews {
  payouts: Pick<PayoutService, 'accountUpdated' | 'payoutChanged'>;
  transfers: Pick<Transfers, 'transferReversed'>;
  log: PayoutLog;
}

/**
 * Stripe's webhooks (docs/transactions.md "Payments and bookings", "Payouts (Stripe Connect)"): a
 * PaymentIntent's news brought to its payment through PaymentService.applyIntentState (the
 * machine's steps, the booking on success), refunds' news to the refund rows, and Connect's
 * (accounts, payouts, transfer reversals) to the payouts module. An event about an object that is
 * not ours is acknowledged and logged: Stripe would only send it again.
 */
export class StripeWebhooks {
  constructor(
    private readonly repo: PaymentRepository,
    private readonly refundRows: RefundRepository,
    private readonly payments: PaymentService,
    private readonly refunds: Refunds,
    /** null without Stripe keys: every delivery is refused. */
    private readonly stripe: StripeWebhookKeys | null,
    private readonly connect: ConnectNews,
  ) {}

  /**
   * Verifies and applies one Stripe event. Each event id is claimed once (webhook_events), so a
   * redelivery does nothing; events arriving out of order are applied only where the payment's
   * machine allows (a late `payment_failed` after `succeeded` is ignored).
   */
  async receive(raw: Buffer, signature: string | undefined, now = new Date()): Promise<void> {
    const s = this.stripe;
    if (!s) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Stripe is not configured on this server');
    const verified = [s.webhookSecret, s.connectWebhookSecret].flatMap((secret) => {
      if (!secret) return [];
      try {
        return [s.client.webhooks.constructEvent(raw, signature ?? '', secret, SIGNATURE_TOLERANCE_S, undefined, now.getTime())];
      } catch {
        return [];
      }
    });
    if (!verified[0]) throw new AppError('BAD_REQUEST', 'The Stripe-Signature header does not match this payload', { field: 'stripe-signature' });
    if (!(Math.abs(now.getTime() / 1000 - signedAt(signature ?? '')) <= SIGNATURE_TOLERANCE_S)) {
      throw new AppError('BAD_REQUEST', `The Stripe-Signature header's time is more than ${SIGNATURE_TOLERANCE_S} s from this server's clock`, { field: 'stripe-signature' });
    }
    const shape = StripeEventShape.safeParse(verified[0]);
    if (!shape.success) {
      const issue = shape.error.issues[0]!;
      const field = issue.path.join('.') || 'body';
      throw new AppError('BAD_REQUEST', `Not a Stripe event: ${field}: ${issue.message}`, { field });
    }
    const event = verified[0];
    const payment = event.type.startsWith('payment_intent.') ? await this.repo.paymentByRef('stripe', (event.data.object as Stripe.PaymentIntent).id) : undefined;
    // The claim marks the payment in flight in the same transaction: if this node stops before the
    // event is applied (its redelivery would find it claimed), the sweep reads the PaymentIntent.
    const mark = later(now, SETTLE_GRACE_MS);
    const claimed = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      if (!(await repo.claimEvent('stripe', event.id, event.type))) return false;
      if (payment) await repo.setPayment(payment.id, { settleAfter: mark });
      return true;
    });
    if (!claimed) return;
    try {
      await this.applyStripeEvent(event, now);
    } catch (e) {
      // Not applied: let Stripe deliver it again.
      await this.repo.releaseEvent('stripe', event.id);
      throw e;
    }
    if (payment) await this.repo.clearSettle(payment.id, mark);
  }

  private async applyStripeEvent(event: Stripe.Event, now: Date): Promise<void> {
    if (event.type.startsWith('payment_intent.')) {
      const intent = event.data.object as Stripe.PaymentIntent;
      const p = await this.repo.paymentByRef('stripe', intent.id);
      if (!p) return this.unknown(event);
      // The event's type says what happened (its object may be a later snapshot).
      const byType: Partial<Record<string, IntentState['status']>> = {
        'payment_intent.succeeded': 'succeeded',
        'payment_intent.payment_failed': 'failed',
        'payment_intent.processing': 'processing',
        'payment_intent.requires_action': 'requires_action',
      };
      const status = byType[event.type];
      const error = intent.last_payment_error;
      if (status) await this.payments.applyIntentState(p, { status, failureCode: error?.decline_code ?? error?.code ?? null, failureMessage: error?.message ?? null }, now);
      return;
    }
    if (event.type === 'refund.updated' || event.type === 'refund.failed' || event.type === 'charge.refund.updated') {
      const r = event.data.object as Stripe.Refund;
      const refund = await this.refundRows.refundByRef(r.id);
      if (!refund) return this.unknown(event);
      if (refund.status !== 'pending') return;
      if (r.status === 'succeeded') await this.refunds.succeeded(refund, r.id, now);
      else if (r.status === 'failed' || r.status === 'canceled') await this.refundRows.setRefund(refund.id, { lastError: r.failure_reason ?? 'The refund failed', nextAttemptAt: now });
      return;
    }
    // Connect: the account is read from Stripe again (its latest state, whatever the order of events).
    if (event.type === 'account.updated') {
      if (!(await this.connect.payouts.accountUpdated((event.data.object as Stripe.Account).id, now))) this.unknown(event);
      return;
    }
    if (event.type.startsWith('payout.')) {
      const account = event.account ?? '';
      if (!account || !(await this.connect.payouts.payoutChanged(account, payoutOf(event.data.object as Stripe.Payout)))) this.unknown(event);
      return;
    }
    if (event.type === 'transfer.reversed') {
      const t = event.data.object as Stripe.Transfer;
      if (!(await this.connect.transfers.transferReversed(t.id, t.amount_reversed))) this.unknown(event);
    }
  }

  /** Acknowledged, not applied: an object this server does not know (another platform's, a deleted record). */
  private unknown(event: Stripe.Event): void {
    const o = event.data.object as { id?: string };
    this.connect.log.info({ event: event.id, type: event.type, object: o.id ?? null, account: event.account ?? null }, 'Stripe event for an object that is not ours: acknowledged');
  }
}
