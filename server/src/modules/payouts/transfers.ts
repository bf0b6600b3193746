import type { Tx } from '../../db/repository';
import type { ConnectAccountRow, PaymentRow, RefundRow, TransferRow } from '../../db/schema';
import type { ConnectApi } from '../../payments/provider';
import type { PayoutRepository } from './repository';

/** How long a claimed transfer may be in flight before the sweep sends it again (same idempotency key). */
export const TRANSFER_LEASE_MS = 60_000;
/** After a refusal (a new key each time): 1 minute, 5 minutes, 30 minutes, 2 hours, then every 6 hours. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
const backoff = (now: Date, attempts: number) => new Date(now.getTime() + BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!);
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const isReady = (a: Pick<ConnectAccountRow, 'chargesEnabled' | 'payoutsEnabled'> | undefined): boolean => !!a && a.chargesEnabled && a.payoutsEnabled;

/** What the bookings module asks of payouts, inside its own transactions and after a refund is paid back. */
export type PayoutHooks = Pick<Transfers, 'holdInTx' | 'paid' | 'reverseInTx' | 'refundSucceeded'>;

export interface PayoutLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The venue's money (docs/transactions.md "Payouts (Stripe Connect)"): each succeeded Stripe
 * payment's venue share (its payout_due in the ledger) is held on the platform, then sent as one
 * Transfer to the organisation's Express account once that account is ready; a refund takes the
 * venue's part back by reversing the transfer, or, before it, just lowers what is held.
 *
 * Order and concurrency: the transfer row (one per payment) is the lock. A claim locks it, fixes
 * the amount from the ledger and marks it `pending` with a lease; a refund locks it in its own
 * transaction, so it either comes first (the ledger already lowers the amount) or after (a
 * reversal is planned). Claims skip locked rows and check the status, so webhooks, the sweep and
 * several nodes side by side send each transfer once; a retry reuses the idempotency key.
 */
export class Transfers {
  constructor(
    private readonly repo: PayoutRepository,
    /** null with the test provider: nothing is ever sent. */
    private readonly connect: ConnectApi | null,
    private readonly log: PayoutLog,
  ) {}

  /** In the payment's transaction: a Stripe payment's venue share is held (the test provider's money never leaves our tables). */
  async holdInTx(tx: Tx, p: PaymentRow, bookingId: string): Promise<void> {
    if (p.provider !== 'stripe') return;
    await this.repo.withTx(tx).insertHeld({ tenantId: p.tenantId, organizationId: p.organizationId, venueId: p.venueId, bookingId, paymentId: p.id, currency: p.currency });
  }

  /** After the payment's transaction: when its organisation's account is ready, the share goes at once (else it waits, held). */
  async paid(p: PaymentRow, now = new Date()): Promise<void> {
    if (p.provider !== 'stripe' || !this.connect) return;
    const t = await this.repo.transferOfPayment(p.id);
    // A failure here leaves it held: the sweep sends it (the booking is made either way).
    if (t?.status === 'held') await this.claimAndSend(t.id, now).catch((e: unknown) => this.log.warn({ err: e, transfer: t.id }, 'transfer not sent; the sweep retries it'));
  }

  /**
   * In the refund's transaction (its ledger rows written): when the payment's transfer was made or
   * is being made, plan a reversal of the venue's part (`venuePart` = the refund less the fee given
   * back), at most what is left of the transfer. Held money needs nothing: the ledger lowered it.
   */
  async reverseInTx(tx: Tx, r: RefundRow, venuePart: number, now: Date): Promise<void> {
    const repo = this.repo.withTx(tx);
    const t = await repo.transferOfPayment(r.paymentId, { forUpdate: true });
    if (!t || t.status === 'held' || t.status === 'void') return;
    const amount = Math.min(venuePart, t.amountMinor - (await repo.reversalsPlanned(t.id)));
    if (amount > 0) await repo.insertReversal({ tenantId: r.tenantId, transferId: t.id, refundId: r.id, amountMinor: amount, nextAttemptAt: now });
  }

  /** A refund was paid back to the customer: take the venue's part back now (the sweep retries what fails). */
  async refundSucceeded(r: RefundRow, now = new Date()): Promise<void> {
    const v = await this.repo.reversalOfRefund(r.id);
    if (v?.status === 'pending') await this.sendReversal(v.id, now).catch((e: unknown) => this.log.warn({ err: e, reversal: v.id }, 'transfer reversal failed; the sweep retries it'));
  }

  /** Every transfer an organisation's account was waiting for (it became ready): one per payment, each once. */
  async release(organizationId: string, now = new Date()): Promise<number> {
    let sent = 0;
    for (const id of await this.repo.openTransfersOf(organizationId)) if (await this.claimAndSend(id, now, { ignoreBackoff: true })) sent++;
    return sent;
  }

  /**
   * The sweep (bookings' scheduler): held transfers of ready accounts (a missed account.updated, a
   * refusal's next try), transfers whose answer never came, and reversals due. Answers how many were sent.
   */
  async sweep(now = new Date()): Promise<number> {
    if (!this.connect) return 0;
    let sent = 0;
    for (const id of await this.repo.dueTransfers(now)) if (await this.claimAndSend(id, now)) sent++;
    for (const id of await this.repo.claimDueReversals(now)) await this.sendReversal(id, now).catch((e: unknown) => this.log.warn({ err: e, reversal: id }, 'transfer reversal failed'));
    return sent;
  }

  /** Claims one transfer and sends it; false when another caller has it, it is not due, or nothing is owed. */
  private async claimAndSend(id: string, now: Date, opts: { ignoreBackoff?: boolean } = {}): Promise<boolean> {
    if (!this.connect) return false;
    const t = await this.claim(id, now, opts);
    if (!t) return false;
    await this.send(t, now).catch((e: unknown) => this.log.warn({ err: e, transfer: t.id }, 'transfer failed; the sweep retries it'));
    return true;
  }

  private claim(id: string, now: Date, opts: { ignoreBackoff?: boolean }): Promise<TransferRow | null> {
    return this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const t = await repo.transfer(id, { forUpdate: true, skipLocked: true });
      if (!t || !t.organizationId) return null;
      const account = await repo.accountOf(t.tenantId, t.organizationId);
      if (!isReady(account)) return null;
      const lease = new Date(now.getTime() + TRANSFER_LEASE_MS);
      // In flight on another node (or its answer lost): only once its lease has passed, with the same amount and key.
      if (t.status === 'pending') return t.nextAttemptAt && t.nextAttemptAt > now ? null : repo.setTransfer(id, { nextAttemptAt: lease });
      if (t.status !== 'held') return null;
      if (!opts.ignoreBackoff && t.nextAttemptAt && t.nextAttemptAt > now) return null;
      // The amount is the ledger's now: refunds made while it was held are already taken off.
      const share = await repo.shareOf(t.paymentId);
      await repo.voidReversals(t.id);
      if (share <= 0) {
        await repo.setTransfer(id, { status: 'void', amountMinor: 0, nextAttemptAt: null });
        return null;
      }
      return repo.setTransfer(id, { status: 'pending', amountMinor: share, destination: account!.stripeAccountId, nextAttemptAt: lease });
    });
  }

  private async send(t: TransferRow, now: Date): Promise<void> {
    const connect = this.connect!;
    let source = t.sourceCharge;
    const ref = source ? null : await this.repo.providerRefOf(t.paymentId);
    if (ref) source = await connect.chargeOf(ref);
    const result = await connect.transfer({
      amountMinor: t.amountMinor,
      currency: t.currency,
      destination: t.destination!,
      transferGroup: t.paymentId,
      sourceCharge: source,
      // One key per attempt: a refusal is final for its key, a lost answer is asked again with the same one.
      idempotencyKey: t.attempts ? `transfer-${t.paymentId}-${t.attempts}` : `transfer-${t.paymentId}`,
      metadata: { booking_id: t.bookingId, payment_id: t.paymentId, transfer_id: t.id },
    });
    const made = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.transfer(t.id, { forUpdate: true }))!;
      if (locked.status !== 'pending') return false;
      if (!result.ok) {
        const attempts = locked.attempts + 1;
        await repo.setTransfer(t.id, { status: 'held', amountMinor: 0, attempts, lastError: result.error, nextAttemptAt: backoff(now, attempts), sourceCharge: source });
        return false;
      }
      await repo.setTransfer(t.id, { status: 'paid', stripeTransferId: result.ref, sourceCharge: source, transferredAt: now, nextAttemptAt: null, lastError: null });
      return true;
    });
    if (!result.ok) this.log.warn({ transfer: t.id, error: result.error }, 'Stripe refused a transfer; it is held and tried again later');
    if (!made) return;
    // Refunds paid back while the transfer was in flight take their part back now.
    for (const id of await this.repo.pendingReversalsOf(t.id)) await this.sendReversal(id, now).catch((e: unknown) => this.log.warn({ err: e, reversal: id }, 'transfer reversal failed'));
  }

  /** Sends one planned reversal of a transfer already made; recorded once (the reversal's row lock). */
  private async sendReversal(id: string, now: Date): Promise<void> {
    const v = (await this.repo.reversal(id))!;
    const t = (await this.repo.transfer(v.transferId))!;
    if (v.status !== 'pending' || !t.stripeTransferId || (await this.repo.refundStatus(v.refundId)) !== 'succeeded') return;
    const key = v.attempts ? `reversal-${v.refundId}-${v.attempts}` : `reversal-${v.refundId}`;
    let result;
    try {
      result = await this.connect!.reverse({ transferRef: t.stripeTransferId, amountMinor: v.amountMinor, idempotencyKey: key, metadata: { refund_id: v.refundId, booking_id: t.bookingId } });
    } catch (e) {
      // Unknown outcome: the same key in a minute.
      await this.repo.setReversal(id, { lastError: message(e), nextAttemptAt: new Date(now.getTime() + 60_000) });
      throw e;
    }
    await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.reversal(id, { forUpdate: true }))!;
      if (locked.status !== 'pending') return;
      if (!result.ok) {
        const attempts = locked.attempts + 1;
        await repo.setReversal(id, { attempts, lastError: result.error, nextAttemptAt: backoff(now, attempts) });
        return;
      }
      await repo.setReversal(id, { status: 'succeeded', stripeReversalId: result.ref, nextAttemptAt: null, lastError: null });
      const tr = (await repo.transfer(t.id, { forUpdate: true }))!;
      await this.setReversed(repo, tr, await repo.reversalsSucceeded(t.id));
    });
  }

  /**
   * Stripe reports a transfer's reversed total (transfer.reversed): kept as the larger of it and
   * ours, so our own reversals and the event, in either order, count once. False when not ours.
   */
  async transferReversed(stripeTransferId: string, amountReversed: number): Promise<boolean> {
    const t = await this.repo.transferByStripeId(stripeTransferId);
    if (!t) return false;
    await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      await this.setReversed(repo, (await repo.transfer(t.id, { forUpdate: true }))!, amountReversed);
    });
    return true;
  }

  private async setReversed(repo: PayoutRepository, t: TransferRow, reversed: number): Promise<void> {
    const total = Math.min(t.amountMinor, Math.max(t.reversedMinor, reversed));
    if (total === t.reversedMinor) return;
    await repo.setTransfer(t.id, { reversedMinor: total, status: total >= t.amountMinor ? 'reversed' : t.status });
  }
}
