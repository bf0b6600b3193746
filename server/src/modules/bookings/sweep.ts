import { REVIEW_WINDOW_DAYS } from '@venues/contracts';
import type { RefundRepository } from './refund-repository';
import type { Refunds } from './refunds';
import type { BookingRepository } from './repository';
import type { Reviews } from './reviews';
import type { Transfers } from '../payouts/transfers';

/**
 * The bookings' scheduler, run every few seconds by each API node (services.ts startSweeps).
 * Safe on several nodes: each row is claimed with SKIP LOCKED; tests call it with a moved clock.
 */
export class BookingSweep {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly refundRepo: RefundRepository,
    private readonly reviews: Reviews,
    private readonly refunds: Refunds,
    /** Held transfers of ready accounts and reversals due (a missed webhook loses nothing). */
    private readonly transfers?: Pick<Transfers, 'sweep'>,
  ) {}

  /**
   * Completes bookings whose end has passed (and asks both sides for a review), publishes reviews
   * whose window closed, retries refunds that are due, and sends transfers to venues whose account is ready.
   */
  async run(now = new Date()): Promise<{ completed: number; published: number; refunds: number; transfers: number }> {
    const completed = await this.bookings.completeDue(now);
    for (const c of completed) await this.reviews.invite((await this.bookings.booking(c.tenant_id, c.id))!);
    const closed = await this.bookings.claimClosedReviewWindows(now, REVIEW_WINDOW_DAYS);
    for (const c of closed) await this.reviews.publish((await this.bookings.booking(c.tenant_id, c.id))!, now);
    const due = await this.refundRepo.claimDueRefunds(now);
    for (const r of due) await this.refunds.process(r.tenant_id, r.id, now);
    const transfers = (await this.transfers?.sweep(now)) ?? 0;
    return { completed: completed.length, published: closed.length, refunds: due.length, transfers };
  }
}
