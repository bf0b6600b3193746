import type { z } from 'zod';
import {
  PAYMENT_FAILURE_MESSAGES,
  SOCKET_EVENTS,
  extraChargeMachine,
  offerMachine,
  paymentMachine,
  type CheckoutSession,
  type Payment,
  type paymentConfirmBody,
} from '@venues/contracts';
import type { PaymentRow } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { withinLimit } from '../../lib/pricing';
import { step } from '../../lib/state';
import type { Notify } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import type { OnPaid } from '../bookings/on-paid';
import type { PaymentRepository } from '../bookings/payment-repository';
import type { RefundRepository } from '../bookings/refund-repository';
import type { Refunds } from '../bookings/refunds';
import type { BookingRepository } from '../bookings/repository';
import { bookingAccess } from '../bookings/shared';
import { enquiryFor, type EnquiryAccessRepository } from '../enquiries/access';
import type { OfferExpiry } from '../offers/expiry';
import type { OfferRepository } from '../offers/repository';
import type { PaymentProvider } from '../../payments';
import { luhnValid, testCardOutcome, type IntentState, type TestOutcome } from '../../payments/provider';

type CardInput = z.output<typeof paymentConfirmBody>;

export interface PaymentDeps {
  provider: PaymentProvider;
  /** What a succeeded payment does to its booking or extra charge, in its transaction and after. */
  onPaid: OnPaid;
  /** Settles a refund the provider reports paid back. */
  refunds: Refunds;
  offers: OfferRepository;
  /** Lapses an offer whose payment by a method that settles later failed, freeing its slot. */
  offerExpiry: Pick<OfferExpiry, 'lapse'>;
  access: EnquiryAccessRepository;
  notify: Notify;
  publicUrl: string;
  /** Tests only (TEST_PROVIDER_SETTLE_DELAY_MS): a pause between a test payment's claim and its settlement. */
  testSettleDelayMs?: number;
}

const iso = (d: Date) => d.toISOString();
/**
 * How long a payment's result may be in flight (`settle_after`) before the sweep settles it from the
 * provider's state. The test provider answers in milliseconds and every settlement is applied once
 * under the payment's row lock, so a sweep that meets a live node mid-way changes nothing twice.
 */
export const SETTLE_GRACE_MS = 20_000;
/** How often each node's payment sweep runs: a payment cut off by a stopped node is settled about half a minute later. */
export const PAYMENT_SWEEP_EVERY_MS = 10_000;
export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
type MoveEvent = 'require_action' | 'confirm_action' | 'fail' | 'submit' | 'retry';
const taxTotal = (taxes: readonly { amount_minor: number }[]) => taxes.reduce((s, t) => s + t.amount_minor, 0);

/** A stored total the money module cannot charge (priced before totals were checked) is refused before any payment row exists. */
function requireChargeable(totalMinor: number, what: 'offer' | 'extra charge'): void {
  // Nothing to pay confirms nothing: a payment of 0 would book the slot without any payment step.
  if (totalMinor <= 0) throw new AppError('CONFLICT', `This ${what}'s total is zero, so there is nothing to pay: ask the venue for one with a price`, { fields: [{ field: 'total_minor', message: 'The total must be more than zero' }] });
  if (!withinLimit(totalMinor)) throw new AppError('CONFLICT', `This ${what}'s total is more than can be charged: ask the venue for a new one`, { fields: [{ field: 'total_minor', message: 'The total is too large to be charged' }] });
}

/**
 * Payments (docs/transactions.md "Payments and bookings"): checkout of an accepted offer or an
 * extra charge (one payment per target, so a second checkout or a retried call answers the same
 * payment), the test provider's card confirmation and 3-D Secure stand-in, and the sweep that settles
 * payments left in flight (Stripe's webhooks: stripe-webhooks.ts).
 * A payment's success is applied in one transaction with the booking it makes (OnPaid.inTx).
 */
export class PaymentService {
  constructor(
    private readonly repo: PaymentRepository,
    private readonly bookings: BookingRepository,
    private readonly refunds: RefundRepository,
    private readonly deps: PaymentDeps,
  ) {}

  toPayment(p: PaymentRow): Payment {
    return {
      _id: p.id,
      kind: p.kind,
      status: p.status,
      provider: p.provider,
      amount_minor: p.amountMinor,
      currency: p.currency,
      enquiry_id: p.enquiryId,
      offer_id: p.offerId,
      extra_charge_id: p.extraChargeId,
      booking_id: p.bookingId,
      failure_code: p.failureCode,
      failure_message: p.failureMessage,
      card_last4: p.cardLast4,
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    };
  }

  private async session(p: PaymentRow): Promise<CheckoutSession> {
    let row = p;
    // The provider's side is created after our row; a checkout that failed in between finishes it now.
    if (!row.providerRef && (row.status === 'requires_payment' || row.status === 'failed')) {
      const intent = await this.deps.provider.createIntent({
        paymentId: row.id,
        amountMinor: row.amountMinor,
        currency: row.currency,
        description: row.kind === 'offer' ? `Venue booking (offer ${row.offerId})` : `Extra charges (${row.extraChargeId})`,
        idempotencyKey: `payment-intent-${row.id}`,
        // Charged on the platform; the venue's share is transferred once its account is ready (modules/payouts).
        transferGroup: row.id,
      });
      row = await this.repo.setPayment(row.id, { providerRef: intent.ref, clientSecret: intent.clientSecret });
    }
    const e = await this.deps.access.find(row.tenantId, row.enquiryId);
    const country = (await this.repo.venueMoney(row.venueId))?.country ?? 'sg';
    return {
      payment_id: row.id,
      provider: row.provider,
      status: row.status,
      checkout_url: row.provider === 'test' && e ? `${this.deps.publicUrl}/${country}/enquiries/${e.id}/checkout/${row.id}` : null,
      client_secret: row.clientSecret,
    };
  }

  /** Starts paying an accepted offer (the customer). Answers `created` false when the payment existed. */
  async checkout(user: AuthUser, offerId: string, key: string | null, now = new Date()): Promise<{ session: CheckoutSession; created: boolean }> {
    const offer = await this.deps.offers.offer(user.tenantId, offerId);
    if (!offer) throw notFound('Offer');
    let a;
    try {
      a = await enquiryFor(this.deps.access, user, offer.enquiryId);
    } catch {
      throw notFound('Offer');
    }
    if (a.side !== 'customer') throw forbidden('Only the customer pays an offer');
    requireChargeable(offer.totalMinor, 'offer');
    const existing = await this.repo.existingPayment(user.tenantId, user.id, { offerId }, key);
    if (existing && existing.offerId !== offerId) throw new AppError('CONFLICT', 'This Idempotency-Key was used for another payment: send a new key');
    if (existing) return { session: await this.session(existing), created: false };
    if (offer.status !== 'accepted') throw new AppError(offerMachine.stateCode(offer.status) as 'OFFER_PENDING', offer.status === 'pending' ? 'Accept the offer before paying it' : `This offer is ${offer.status}: it cannot be paid`);
    if (offer.expiresAt <= now) throw new AppError('OFFER_EXPIRED', 'This offer has expired: ask the venue for a new one');
    const row = await this.repo.insertPayment({
      tenantId: user.tenantId,
      kind: 'offer',
      provider: this.deps.provider.name,
      enquiryId: offer.enquiryId,
      offerId,
      customerId: user.id,
      venueId: offer.venueId,
      organizationId: a.enquiry.organizationId,
      currency: offer.currency,
      amountMinor: offer.totalMinor,
      taxMinor: taxTotal(offer.taxes),
      idempotencyKey: key,
    });
    // A concurrent checkout inserted it first: answer that one.
    const p = row ?? (await this.repo.existingPayment(user.tenantId, user.id, { offerId }, key))!;
    return { session: await this.session(p), created: !!row };
  }

  /** Starts paying an extra charge the venue asked for (the booking's customer). */
  async checkoutExtraCharge(user: AuthUser, chargeId: string, key: string | null): Promise<{ session: CheckoutSession; created: boolean }> {
    const c = await this.bookings.extraCharge(user.tenantId, chargeId);
    const b = c ? await this.bookings.booking(user.tenantId, c.bookingId) : undefined;
    const access = b ? bookingAccess(user, b) : null;
    if (!c || !b || !access) throw notFound('Extra charge');
    if (access.side !== 'customer') throw forbidden('Only the customer pays extra charges');
    requireChargeable(c.totalMinor, 'extra charge');
    const existing = await this.repo.existingPayment(user.tenantId, user.id, { extraChargeId: chargeId }, key);
    if (existing && existing.extraChargeId !== chargeId) throw new AppError('CONFLICT', 'This Idempotency-Key was used for another payment: send a new key');
    if (existing) return { session: await this.session(existing), created: false };
    step(extraChargeMachine, c.status, 'pay', 'system', 'extra charge');
    const row = await this.repo.insertPayment({
      tenantId: user.tenantId,
      kind: 'extra_charge',
      provider: this.deps.provider.name,
      enquiryId: b.enquiryId,
      extraChargeId: chargeId,
      bookingId: b.id,
      customerId: user.id,
      venueId: b.venueId,
      organizationId: b.organizationId,
      currency: c.currency,
      amountMinor: c.totalMinor,
      taxMinor: taxTotal(c.taxes),
      idempotencyKey: key,
    });
    const p = row ?? (await this.repo.existingPayment(user.tenantId, user.id, { extraChargeId: chargeId }, key))!;
    return { session: await this.session(p), created: !!row };
  }

  private async own(user: AuthUser, id: string): Promise<PaymentRow> {
    const p = await this.repo.payment(user.tenantId, id);
    if (!p || p.customerId !== user.id) throw notFound('Payment');
    return p;
  }

  async get(user: AuthUser, id: string): Promise<Payment> {
    return this.toPayment(await this.own(user, id));
  }

  /**
   * The test provider's checkout: the card decides (provider.ts testCardOutcome). The payment is
   * claimed (requires_payment → processing) in its own transaction first, so of many simultaneous
   * confirmations one goes on and the rest answer 409 PAYMENT_PROCESSING: one charge, one booking.
   */
  async confirm(user: AuthUser, id: string, card: CardInput, now = new Date()): Promise<Payment> {
    const p = await this.own(user, id);
    if (p.provider !== 'test') throw new AppError('CONFLICT', 'This payment is confirmed with Stripe in the browser, not here');
    if (!luhnValid(card.card_number)) throw fieldError('card_number', 'This card number is not valid: check the digits');
    const lastDay = new Date(Date.UTC(card.exp_year, card.exp_month, 1));
    if (lastDay <= now) throw fieldError('exp_year', 'This card has expired: check the expiry date or use another card');
    await this.checkPayable(p, now);
    const outcome = testCardOutcome(card.card_number);
    // The card's answer is recorded with the claim: a node that stops before applying it leaves it to the sweep.
    const claimed = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.payment(user.tenantId, id, { forUpdate: true }))!;
      const from = locked.status === 'failed' ? step(paymentMachine, locked.status, 'retry', 'customer', 'payment') : locked.status;
      return repo.setPayment(id, {
        status: step(paymentMachine, from, 'submit', 'customer', 'payment'),
        cardLast4: card.card_number.slice(-4),
        refundFails: outcome === 'refund_fails',
        testOutcome: outcome,
        settleAfter: later(now, SETTLE_GRACE_MS),
        failureCode: null,
        failureMessage: null,
      });
    });
    if (this.deps.testSettleDelayMs) await new Promise((r) => setTimeout(r, this.deps.testSettleDelayMs));
    return this.toPayment(await this.applyTestOutcome(claimed, now));
  }

  /**
   * Applies what a claimed test payment's card answered (payments.test_outcome): it succeeds (and
   * books), asks for 3-D Secure, or fails saying why. A payment claimed before outcomes were
   * recorded fails as interrupted: nothing was charged.
   */
  private async applyTestOutcome(p: PaymentRow, now: Date): Promise<PaymentRow> {
    const outcome = p.testOutcome as TestOutcome | null;
    if (outcome === 'succeeds' || outcome === 'refund_fails') return this.succeed(p.tenantId, p.id, now);
    if (outcome === 'requires_action') return this.move(p, 'require_action', { settleAfter: null }, { from: 'processing' });
    const code = outcome === null ? 'interrupted' : outcome === 'unknown_card' ? 'card_declined' : outcome;
    const message = outcome === 'unknown_card' ? 'This is the test checkout: use a test card such as 4242 4242 4242 4242.' : PAYMENT_FAILURE_MESSAGES[code]!;
    return this.move(p, 'fail', { failureCode: code, failureMessage: message, settleAfter: null }, { from: 'processing' });
  }

  /** The test provider's stand-in for 3-D Secure: the customer approves (it succeeds) or fails the check. */
  async authenticate(user: AuthUser, id: string, outcome: 'approve' | 'fail', now = new Date()): Promise<Payment> {
    const p = await this.own(user, id);
    if (p.provider !== 'test') throw new AppError('CONFLICT', 'This payment is confirmed with Stripe in the browser, not here');
    const processing = await this.move(p, 'confirm_action', { testOutcome: outcome === 'approve' ? 'succeeds' : 'authentication_failed', settleAfter: later(now, SETTLE_GRACE_MS) }, { actor: 'customer' });
    if (outcome === 'fail') return this.toPayment(await this.applyTestOutcome(processing, now));
    await this.checkPayable(processing, now).catch(async (e: unknown) => {
      await this.move(processing, 'fail', { failureCode: 'offer_expired', failureMessage: e instanceof Error ? e.message : 'The offer can no longer be paid', settleAfter: null });
      throw e;
    });
    return this.toPayment(await this.succeed(p.tenantId, p.id, now));
  }

  /** The offer or extra charge can still be paid (an expired offer whose slot is free still books: see onPaid). */
  private async checkPayable(p: PaymentRow, now: Date): Promise<void> {
    if (p.kind === 'offer') {
      const o = (await this.deps.offers.offer(p.tenantId, p.offerId!))!;
      if (o.status === 'accepted' && o.expiresAt > now) return;
      if (o.status === 'paid') throw new AppError('OFFER_PAID', 'This offer is already paid');
      throw new AppError(offerMachine.stateCode(o.status === 'accepted' ? 'expired' : o.status) as 'OFFER_EXPIRED', `This offer is ${o.status === 'accepted' ? 'expired' : o.status}: it can no longer be paid. Ask the venue for a new one.`);
    }
    const c = (await this.bookings.extraCharge(p.tenantId, p.extraChargeId!))!;
    step(extraChargeMachine, c.status, 'pay', 'system', 'extra charge');
  }

  /**
   * One step of the payment's machine in its own transaction, told to the customer's sockets. With
   * `from`, a payment no longer in that state is answered as it is (settled meanwhile by another node).
   */
  private async move(p: PaymentRow, event: MoveEvent, patch: Partial<PaymentRow>, opts: { actor?: 'customer' | 'system'; from?: PaymentRow['status'] } = {}): Promise<PaymentRow> {
    const moved = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.payment(p.tenantId, p.id, { forUpdate: true }))!;
      if (opts.from && locked.status !== opts.from) return { row: locked, changed: false };
      return { row: await repo.setPayment(p.id, { ...patch, status: step(paymentMachine, locked.status, event, opts.actor ?? 'system', 'payment') }), changed: true };
    });
    const out = moved.row;
    if (!moved.changed) return out;
    this.deps.notify([out.customerId], SOCKET_EVENTS.paymentStatus, { payment_id: out.id, status: out.status, booking_id: out.bookingId, failure_code: out.failureCode });
    return out;
  }

  /**
   * A payment succeeded at the provider: in one transaction the payment becomes `succeeded` and
   * OnPaid.inTx books the slot (or refunds a lost one). Applied once: a payment no longer
   * `processing` is left as it is (a webhook delivered twice, two confirmations).
   */
  async succeed(tenantId: string, id: string, now = new Date()): Promise<PaymentRow> {
    const result = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.payment(tenantId, id, { forUpdate: true }))!;
      if (locked.status !== 'processing') return null;
      const paid = await repo.setPayment(id, { status: step(paymentMachine, locked.status, 'succeed', 'system', 'payment'), succeededAt: now, settleAfter: null });
      return this.deps.onPaid.inTx(tx, paid, now);
    });
    if (result) await this.deps.onPaid.after(result);
    const out = (await this.repo.payment(tenantId, id))!;
    this.deps.notify([out.customerId], SOCKET_EVENTS.paymentStatus, { payment_id: out.id, status: out.status, booking_id: out.bookingId, failure_code: out.failureCode });
    return out;
  }

  /**
   * Settles payments whose result was in flight when their node stopped (`settle_after` passed): a
   * test payment gets the outcome its claim recorded (it books, or fails and can be paid again); a
   * Stripe payment is brought to its PaymentIntent's state. Each is leased for SETTLE_GRACE_MS
   * (SKIP LOCKED), so nodes side by side take different ones and a node stopping here leaves it
   * to the next sweep. Answers how many were settled.
   */
  async sweep(now = new Date()): Promise<number> {
    const lease = later(now, SETTLE_GRACE_MS);
    const due = await this.repo.leaseUnsettled(now, lease);
    const errors: unknown[] = [];
    for (const d of due) await this.settleStranded(d.tenant_id, d.id, lease, now).catch((e: unknown) => errors.push(e));
    if (errors.length) throw errors[0];
    return due.length;
  }

  private async settleStranded(tenantId: string, id: string, lease: Date, now: Date): Promise<void> {
    const p = (await this.repo.payment(tenantId, id))!;
    if (p.provider === 'test') {
      if (p.status === 'processing') await this.applyTestOutcome(p, now);
    } else if (p.providerRef) {
      const state = await this.deps.provider.intentState(p.providerRef);
      if (state) await this.applyIntentState(p, state, now);
    }
    // Settled (or nothing left to settle): unless a new claim set another instant meanwhile.
    await this.repo.clearSettle(id, lease);
  }

  /**
   * Brings a Stripe payment to its PaymentIntent's state (from a webhook, or read by the sweep),
   * taking only the steps the payment's machine allows, so a state older than ours cannot undo a
   * success.
   */
  async applyIntentState(p: PaymentRow, state: IntentState, now: Date): Promise<void> {
    const can = (e: Parameters<typeof paymentMachine.check>[1], s: PaymentRow['status']) => paymentMachine.check(s, e, 'system').ok;
    let cur = p;
    if (state.status === 'succeeded' || state.status === 'failed' || state.status === 'processing') {
      // A card that failed before may be followed by another that works (the customer retried in the browser).
      if (state.status !== 'failed' && can('retry', cur.status)) cur = await this.move(cur, 'retry', { failureCode: null, failureMessage: null });
      if (can('submit', cur.status)) cur = await this.move(cur, 'submit', {});
      else if (can('confirm_action', cur.status)) cur = await this.move(cur, 'confirm_action', {});
    }
    // The provider says the money is on its way (a method that settles later): both sides are told.
    if (state.status === 'processing' && p.status !== 'processing' && cur.status === 'processing') await this.deps.onPaid.settlingLater(cur, 'processing');
    if (state.status === 'succeeded' && cur.status === 'processing') await this.succeed(cur.tenantId, cur.id, now);
    if (state.status === 'failed' && can('fail', cur.status)) {
      const code = state.failureCode ?? 'card_declined';
      // Settling later only if the provider had said so before this state (a declined card passes through processing above).
      const settling = p.status === 'processing';
      const failed = await this.move(cur, 'fail', { failureCode: code, failureMessage: PAYMENT_FAILURE_MESSAGES[code] ?? state.failureMessage ?? PAYMENT_FAILURE_MESSAGES.card_declined! });
      if (settling && failed.status === 'failed') {
        // Nothing is coming for the held time any more: an offer's slot is freed, an extra charge can be paid again.
        if (failed.kind === 'offer' && failed.offerId) await this.deps.offerExpiry.lapse(failed.tenantId, failed.offerId, this.deps.onPaid.didNotSettle(failed));
        else await this.deps.onPaid.settlingLater(failed, 'failed');
      }
    }
    if (state.status === 'requires_action' && can('require_action', cur.status)) await this.move(cur, 'require_action', {});
  }
}
