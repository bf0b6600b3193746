import type Stripe from 'stripe';
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
import { serviceFee, withinLimit } from '../../lib/pricing';
import { step } from '../../lib/state';
import type { Notify } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import type { BookingRepository } from '../bookings/repository';
import { bookingAccess, type BookingService } from '../bookings/service';
import { enquiryFor, type EnquiryAccessRepository } from '../enquiries/access';
import type { OfferRepository } from '../offers/repository';
import type { PaymentProvider } from '../../payments';
import { luhnValid, testCardOutcome } from '../../payments/provider';

type CardInput = z.output<typeof paymentConfirmBody>;

export interface PaymentDeps {
  provider: PaymentProvider;
  bookings: BookingService;
  offers: OfferRepository;
  access: EnquiryAccessRepository;
  notify: Notify;
  publicUrl: string;
  /** Stripe's webhook check (null without Stripe keys). */
  stripe: { client: Stripe; webhookSecret: string } | null;
  /** The venue owner's Stripe Connect account ('' when none). */
  connectAccountOf: (tenantId: string, organizationId: string | null) => Promise<string>;
}

const iso = (d: Date) => d.toISOString();
/** A test-provider payment still processing after this long was interrupted (see sweep). */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;
const taxTotal = (taxes: readonly { amount_minor: number }[]) => taxes.reduce((s, t) => s + t.amount_minor, 0);

/** A stored total the money module cannot charge (priced before totals were checked) is refused before any payment row exists. */
function requireChargeable(totalMinor: number, what: 'offer' | 'extra charge'): void {
  if (!withinLimit(totalMinor)) throw new AppError('CONFLICT', `This ${what}'s total is more than can be charged: ask the venue for a new one`, { fields: [{ field: 'total_minor', message: 'The total is too large to be charged' }] });
}

/**
 * Payments (docs/transactions.md "Payments and bookings"): checkout of an accepted offer or an
 * extra charge (one payment per target, so a second checkout or a retried call answers the same
 * payment), the test provider's card confirmation and 3-D Secure stand-in, and Stripe's webhooks.
 * A payment's success is applied in one transaction with the booking it makes (BookingService.onPaid).
 */
export class PaymentService {
  constructor(
    private readonly repo: BookingRepository,
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
      const fee = serviceFee(row.amountMinor, ((await this.repo.venueMoney(row.venueId))?.serviceFeeBp ?? 0) / 100);
      const intent = await this.deps.provider.createIntent({
        paymentId: row.id,
        amountMinor: row.amountMinor,
        currency: row.currency,
        description: row.kind === 'offer' ? `Venue booking (offer ${row.offerId})` : `Extra charges (${row.extraChargeId})`,
        idempotencyKey: `payment-intent-${row.id}`,
        destinationAccount: (await this.deps.connectAccountOf(row.tenantId, row.organizationId)) || null,
        applicationFeeMinor: fee,
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
    const c = await this.repo.extraCharge(user.tenantId, chargeId);
    const b = c ? await this.repo.booking(user.tenantId, c.bookingId) : undefined;
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
    const claimed = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.payment(user.tenantId, id, { forUpdate: true }))!;
      const from = locked.status === 'failed' ? step(paymentMachine, locked.status, 'retry', 'customer', 'payment') : locked.status;
      return repo.setPayment(id, {
        status: step(paymentMachine, from, 'submit', 'customer', 'payment'),
        cardLast4: card.card_number.slice(-4),
        refundFails: outcome === 'refund_fails',
        failureCode: null,
        failureMessage: null,
      });
    });
    if (outcome === 'requires_action') return this.toPayment(await this.move(claimed, 'require_action', {}));
    if (outcome === 'succeeds' || outcome === 'refund_fails') return this.toPayment(await this.succeed(claimed.tenantId, claimed.id, now));
    const code = outcome === 'unknown_card' ? 'card_declined' : outcome;
    const message = outcome === 'unknown_card' ? 'This is the test checkout: use a test card such as 4242 4242 4242 4242.' : PAYMENT_FAILURE_MESSAGES[code]!;
    return this.toPayment(await this.move(claimed, 'fail', { failureCode: code, failureMessage: message }));
  }

  /** The test provider's stand-in for 3-D Secure: the customer approves (it succeeds) or fails the check. */
  async authenticate(user: AuthUser, id: string, outcome: 'approve' | 'fail', now = new Date()): Promise<Payment> {
    const p = await this.own(user, id);
    if (p.provider !== 'test') throw new AppError('CONFLICT', 'This payment is confirmed with Stripe in the browser, not here');
    const processing = await this.move(p, 'confirm_action', {}, 'customer');
    if (outcome === 'fail') return this.toPayment(await this.move(processing, 'fail', { failureCode: 'authentication_failed', failureMessage: PAYMENT_FAILURE_MESSAGES.authentication_failed! }));
    await this.checkPayable(processing, now).catch(async (e: unknown) => {
      await this.move(processing, 'fail', { failureCode: 'offer_expired', failureMessage: e instanceof Error ? e.message : 'The offer can no longer be paid' });
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
    const c = (await this.repo.extraCharge(p.tenantId, p.extraChargeId!))!;
    step(extraChargeMachine, c.status, 'pay', 'system', 'extra charge');
  }

  /** One step of the payment's machine in its own transaction, told to the customer's sockets. */
  private async move(p: PaymentRow, event: 'require_action' | 'confirm_action' | 'fail' | 'submit' | 'retry', patch: Partial<PaymentRow>, actor: 'customer' | 'system' = 'system'): Promise<PaymentRow> {
    const out = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.payment(p.tenantId, p.id, { forUpdate: true }))!;
      return repo.setPayment(p.id, { ...patch, status: step(paymentMachine, locked.status, event, actor, 'payment') });
    });
    this.deps.notify([out.customerId], SOCKET_EVENTS.paymentStatus, { payment_id: out.id, status: out.status, booking_id: out.bookingId, failure_code: out.failureCode });
    return out;
  }

  /**
   * A payment succeeded at the provider: in one transaction the payment becomes `succeeded` and
   * BookingService.onPaid books the slot (or refunds a lost one). Applied once: a payment no longer
   * `processing` is left as it is (a webhook delivered twice, two confirmations).
   */
  async succeed(tenantId: string, id: string, now = new Date()): Promise<PaymentRow> {
    const result = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.payment(tenantId, id, { forUpdate: true }))!;
      if (locked.status !== 'processing') return null;
      const paid = await repo.setPayment(id, { status: step(paymentMachine, locked.status, 'succeed', 'system', 'payment'), succeededAt: now });
      return this.deps.bookings.onPaid(tx, paid, now);
    });
    if (result) await this.deps.bookings.afterPaid(result);
    const out = (await this.repo.payment(tenantId, id))!;
    this.deps.notify([out.customerId], SOCKET_EVENTS.paymentStatus, { payment_id: out.id, status: out.status, booking_id: out.bookingId, failure_code: out.failureCode });
    return out;
  }

  /**
   * The test provider answers at once, so a payment still `processing` minutes later was cut off (a
   * node stopped mid-way): it fails, saying nothing was charged, and the customer may try again.
   * Stripe's payments are left to Stripe's webhooks.
   */
  async sweep(now = new Date()): Promise<number> {
    const failed = await this.repo.failInterrupted(new Date(now.getTime() - INTERRUPTED_AFTER_MS));
    for (const p of failed) this.deps.notify([p.customer_id], SOCKET_EVENTS.paymentStatus, { payment_id: p.id, status: 'failed', booking_id: null, failure_code: 'interrupted' });
    return failed.length;
  }

  // ---------------------------------------------------------------- Stripe webhooks

  /**
   * Verifies and applies one Stripe event. Each event id is claimed once (webhook_events), so a
   * redelivery does nothing; events arriving out of order are applied only where the payment's
   * machine allows (a late `payment_failed` after `succeeded` is ignored).
   */
  async stripeWebhook(raw: Buffer, signature: string | undefined, now = new Date()): Promise<void> {
    const s = this.deps.stripe;
    if (!s) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Stripe is not configured on this server');
    let event: Stripe.Event;
    try {
      event = s.client.webhooks.constructEvent(raw, signature ?? '', s.webhookSecret);
    } catch {
      throw new AppError('BAD_REQUEST', 'The Stripe-Signature header does not match this payload');
    }
    if (!(await this.repo.claimEvent('stripe', event.id, event.type))) return;
    try {
      await this.applyStripeEvent(event, now);
    } catch (e) {
      // Not applied: let Stripe deliver it again.
      await this.repo.releaseEvent('stripe', event.id);
      throw e;
    }
  }

  private async applyStripeEvent(event: Stripe.Event, now: Date): Promise<void> {
    if (event.type.startsWith('payment_intent.')) {
      const intent = event.data.object as Stripe.PaymentIntent;
      const p = await this.repo.paymentByRef('stripe', intent.id);
      if (!p) return;
      const can = (e: Parameters<typeof paymentMachine.check>[1], s = p.status) => paymentMachine.check(s, e, 'system').ok;
      let cur = p;
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.processing') {
        // A card that failed before may be followed by another that works (the customer retried in the browser).
        if (event.type !== 'payment_intent.payment_failed' && can('retry')) cur = await this.move(cur, 'retry', { failureCode: null, failureMessage: null });
        if (can('submit', cur.status)) cur = await this.move(cur, 'submit', {});
        else if (can('confirm_action', cur.status)) cur = await this.move(cur, 'confirm_action', {});
      }
      if (event.type === 'payment_intent.succeeded' && cur.status === 'processing') await this.succeed(cur.tenantId, cur.id, now);
      if (event.type === 'payment_intent.payment_failed' && can('fail', cur.status)) {
        const code = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'card_declined';
        await this.move(cur, 'fail', { failureCode: code, failureMessage: PAYMENT_FAILURE_MESSAGES[code] ?? intent.last_payment_error?.message ?? PAYMENT_FAILURE_MESSAGES.card_declined! });
      }
      if (event.type === 'payment_intent.requires_action' && can('require_action', cur.status)) await this.move(cur, 'require_action', {});
      return;
    }
    if (event.type === 'refund.updated' || event.type === 'refund.failed' || event.type === 'charge.refund.updated') {
      const r = event.data.object as Stripe.Refund;
      const refund = await this.repo.refundByRef(r.id);
      if (!refund || refund.status !== 'pending') return;
      if (r.status === 'succeeded') await this.deps.bookings.refundSucceeded(refund, r.id, now);
      else if (r.status === 'failed' || r.status === 'canceled') await this.repo.setRefund(refund.id, { lastError: r.failure_reason ?? 'The refund failed', nextAttemptAt: now });
    }
  }
}
