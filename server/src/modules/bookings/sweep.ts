import { REVIEW_WINDOW_DAYS } from '@venues/contracts';
import type { RefundRepository } from './refund-repository';
import type { Refunds } from './refunds';
import type { BookingRepository } from './repository';
import type { Reviews } from './reviews';

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
  ) {}

  /**
   * Completes bookings whose end has passed (and asks both sides for a review), publishes reviews
   * whose window closed, and retries refunds that are due.
   */
  async run(now = new Date()): Promise<{ completed: number; published: number; refunds: number }> {
    const completed = await this.bookings.completeDue(now);
    for (const c of completed) await this.reviews.invite((await this.bookings.booking(c.tenant_id, c.id))!);
    const closed = await this.bookings.claimClosedReviewWindows(now, REVIEW_WINDOW_DAYS);
    for (const c of closed) await this.reviews.publish((await this.bookings.booking(c.tenant_id, c.id))!, now);
    const due = await this.refundRepo.claimDueRefunds(now);
    for (const r of due) await this.refunds.process(r.tenant_id, r.id, now);
    return { completed: completed.length, published: closed.length, refunds: due.length };
  }
}
