import { SOCKET_EVENTS, paymentMachine, refundMachine, type AdminRefund } from '@venues/contracts';
import type { Tx } from '../../db/repository';
import type { BookingRow, PaymentRow, RefundRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { feeReturned, taxInRefund } from '../../lib/pricing';
import { step } from '../../lib/state';
import type { PaymentProvider } from '../../payments';
import type { AuthUser } from '../../types';
import type { PayoutHooks } from '../payouts/transfers';
import { recordAudit } from '../admin/audit';
import type { BookingAnswers } from './answers';
import type { BookingDocuments } from './booking-documents';
import type { DocumentRepository } from './document-repository';
import { money } from './documents';
import { refundLedger } from './ledger';
import type { PaymentRepository } from './payment-repository';
import type { RefundRepository } from './refund-repository';
import type { BookingRepository } from './repository';
import { iso, type BookingNews } from './shared';

/** Refund attempts before a person has to look (administrators see failed refunds). */
export const REFUND_MAX_ATTEMPTS = 5;
const REFUND_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];

/**
 * Refunds (docs/transactions.md "Bookings"): made in the transaction of the cancellation or payment
 * that calls for them, with their ledger rows; sent to the provider afterwards and retried with
 * backoff; a paid-back refund gets its credit note. Administrators list the failed ones and send
 * one again.
 */
export class Refunds {
  constructor(
    private readonly refunds: RefundRepository,
    private readonly payments: PaymentRepository,
    private readonly documentRepo: DocumentRepository,
    private readonly documents: BookingDocuments,
    private readonly answers: BookingAnswers,
    private readonly provider: PaymentProvider,
    /** Where a paid-back refund is told (booking_status to both sides, so open pages read the booking again). */
    private readonly live?: { bookings: BookingRepository; news: Pick<BookingNews, 'audience' | 'notify'> },
    /** Takes the venue's part of a refund back from its transfer (modules/payouts). */
    private readonly payouts?: PayoutHooks,
  ) {}

  /**
   * A refund of `amount` from a payment, in the caller's transaction, pending until the provider
   * confirms it, with its ledger rows (ledger.ts refundLedger).
   */
  async createInTx(tx: Tx, p: PaymentRow, b: BookingRow | null, amount: number, reason: string, paymentFee: number, now: Date): Promise<RefundRow | undefined> {
    if (amount <= 0) return undefined;
    const tax = taxInRefund(amount, p.amountMinor, p.taxMinor);
    const feeBack = feeReturned(amount, p.amountMinor, paymentFee);
    const r = await this.refunds.withTx(tx).insertRefund({ tenantId: p.tenantId, paymentId: p.id, bookingId: b?.id ?? p.bookingId, currency: p.currency, amountMinor: amount, taxMinor: tax, feeMinor: feeBack, reason, nextAttemptAt: now });
    if (!r) return undefined;
    // A payment that made no booking (its slot was taken) never reached the venue: nothing in its ledger.
    if (reason === 'slot_taken') return r;
    await this.payments.withTx(tx).addLedger(refundLedger(p, r, amount, tax, feeBack));
    // The venue gives back its part (the refund less the fee the platform returns): from its transfer if one was made.
    await this.payouts?.reverseInTx(tx, r, amount - feeBack, now);
    return r;
  }

  /**
   * Sends one pending refund to the provider. Succeeded: the payment becomes (partially) refunded
   * and the credit note is issued. Failed: retried later with backoff, and after
   * REFUND_MAX_ATTEMPTS it is `failed` (administrators retry it). An error whose outcome is unknown
   * (network) is retried with the same idempotency key, so it cannot pay back twice.
   */
  async process(tenantId: string, refundId: string, now = new Date()): Promise<RefundRow> {
    const r = (await this.refunds.refund(tenantId, refundId))!;
    if (r.status !== 'pending') return r;
    const p = (await this.payments.payment(tenantId, r.paymentId))!;
    let result: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      result = await this.provider.refund({
        paymentRef: p.providerRef ?? '',
        amountMinor: r.amountMinor,
        idempotencyKey: `refund-${r.id}-${r.attempts}`,
        refundFails: p.refundFails,
      });
    } catch (e) {
      return this.refunds.setRefund(r.id, { lastError: e instanceof Error ? e.message : String(e), nextAttemptAt: new Date(now.getTime() + REFUND_BACKOFF_MS[0]!) });
    }
    if (result.status === 'pending') return this.refunds.setRefund(r.id, { providerRef: result.ref, nextAttemptAt: null });
    if (result.status === 'failed') return this.failed(r, result.error ?? 'The refund failed', now);
    return this.succeeded(r, result.ref, now);
  }

  /**
   * The provider paid a refund back (its answer, or Stripe's webhook): in one transaction the refund
   * becomes `succeeded` and its payment (partially) refunded; then the credit note. Applied once.
   */
  async succeeded(r: RefundRow, ref: string | null, now = new Date()): Promise<RefundRow> {
    const done = await this.refunds.transaction(async (tx) => {
      const refunds = this.refunds.withTx(tx);
      const payments = this.payments.withTx(tx);
      const locked = (await refunds.refund(r.tenantId, r.id, { forUpdate: true }))!;
      if (locked.status !== 'pending') return null;
      const out = await refunds.setRefund(r.id, { status: step(refundMachine, locked.status, 'succeed', 'system', 'refund'), providerRef: ref ?? locked.providerRef, nextAttemptAt: null, lastError: null });
      const p = (await payments.payment(r.tenantId, r.paymentId, { forUpdate: true }))!;
      const back = (await refunds.refundsOfPayment(p.id)).filter((x) => x.status === 'succeeded').reduce((s, x) => s + x.amountMinor, 0);
      await payments.setPayment(p.id, { status: step(paymentMachine, p.status, back >= p.amountMinor ? 'refund_all' : 'refund_part', 'system', 'payment') });
      return out;
    });
    if (!done) return (await this.refunds.refund(r.tenantId, r.id))!;
    // A withdrawn charge's payment had no invoice, so its refund has no credit note.
    if (done.bookingId && done.reason !== 'charge_withdrawn') await this.documents.ensureDocument(r.tenantId, 'credit_note', { refundId: r.id }, now);
    await this.payouts?.refundSucceeded(done, now);
    await this.tell(done);
    return done;
  }

  /** booking_status for the refunded booking: its page and its conversation's cards show the refund. */
  private async tell(r: RefundRow): Promise<void> {
    if (!this.live || !r.bookingId) return;
    const b = await this.live.bookings.booking(r.tenantId, r.bookingId);
    if (b) this.live.news.notify(await this.live.news.audience.everyone(b), SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: b.status });
  }

  private async failed(r: RefundRow, error: string, now: Date): Promise<RefundRow> {
    const attempts = r.attempts + 1;
    if (attempts < REFUND_MAX_ATTEMPTS) return this.refunds.setRefund(r.id, { attempts, lastError: error, nextAttemptAt: new Date(now.getTime() + REFUND_BACKOFF_MS[Math.min(attempts - 1, REFUND_BACKOFF_MS.length - 1)]!) });
    return this.refunds.setRefund(r.id, { attempts, lastError: error, nextAttemptAt: null, status: step(refundMachine, r.status, 'fail', 'system', 'refund') });
  }

  // ---------------------------------------------------------------- administrators

  /** Failed refunds by default; with a reason alone (e.g. slot_taken), every status of that reason. */
  async forAdmins(user: AuthUser, q: { status?: RefundRow['status']; reason?: string; page: number; limit: number }): Promise<{ data: AdminRefund[]; page: number; limit: number; total: number }> {
    const status = q.status ?? (q.reason ? undefined : 'failed');
    const { items, total } = await this.refunds.adminRefunds(user.tenantId, { status, reason: q.reason }, q.page, q.limit);
    const data = await Promise.all(items.map((i) => this.toAdminRefund(i)));
    return { data, page: q.page, limit: q.limit, total };
  }

  private async toAdminRefund(i: Awaited<ReturnType<RefundRepository['adminRefunds']>>['items'][number]): Promise<AdminRefund> {
    const r = i.refund;
    const note = r.status === 'succeeded' ? await this.documentRepo.documentFor('credit_note', { refundId: r.id }) : undefined;
    return {
      ...this.answers.toRefund(r, note?.number ?? null),
      attempts: r.attempts,
      last_error: r.lastError,
      booking: r.bookingId && i.reference && i.enquiryId ? { _id: r.bookingId, reference: i.reference, enquiry_id: i.enquiryId } : null,
      venue: { _id: i.venueId, name: i.venueName },
      customer: { _id: i.customerId, email: i.email, name: `${i.first} ${i.last}`.trim() },
      updated_at: iso(r.updatedAt),
    };
  }

  /**
   * An administrator sends a failed refund once more (after fixing the cause); answers it after that
   * attempt. The attempt count goes on, so the provider gets a new idempotency key.
   */
  async retry(user: AuthUser, id: string, now = new Date()): Promise<AdminRefund> {
    const r = await this.refunds.refund(user.tenantId, id);
    if (!r) throw notFound('Refund');
    await this.refunds.transaction(async (tx) => {
      const repo = this.refunds.withTx(tx);
      const locked = (await repo.refund(user.tenantId, id, { forUpdate: true }))!;
      const to = step(refundMachine, locked.status, 'retry', 'admin', 'refund');
      await repo.setRefund(id, { status: to, nextAttemptAt: now });
      await recordAudit(tx, user, {
        action: 'refund.retry',
        targetType: 'refund',
        targetId: id,
        summary: `Retried a refund of ${money(locked.amountMinor, locked.currency)} (${locked.reason.replace(/_/g, ' ')})`,
        before: { status: locked.status, attempts: locked.attempts, last_error: locked.lastError },
        after: { status: to },
      });
    });
    await this.process(user.tenantId, id, now);
    const { items } = await this.refunds.adminRefunds(user.tenantId, { id });
    return this.toAdminRefund(items[0]!);
  }
}
