import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { bookings, payments, refunds, users, venues, type RefundRow } from '../../db/schema';
import { rows } from '../../db/sql';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Refunds of payments: written with the cancellation or payment that makes them, sent by the sweep, listed for administrators. */
export class RefundRepository extends Repository {
  async insertRefund(values: Insert<typeof refunds>): Promise<RefundRow | undefined> {
    const [r] = await this.db.insert(refunds).values(values).onConflictDoNothing().returning();
    return r;
  }

  async refund(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<RefundRow | undefined> {
    const q = this.db.select().from(refunds).where(and(eq(refunds.tenantId, tenantId), eq(refunds.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async setRefund(id: string, patch: Partial<Insert<typeof refunds>>): Promise<RefundRow> {
    const [r] = await this.db.update(refunds).set({ ...patch, updatedAt: new Date() }).where(eq(refunds.id, id)).returning();
    return r!;
  }

  refundsOfBooking(bookingId: string) {
    return this.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt));
  }

  refundsOfPayment(paymentId: string) {
    return this.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  }


  async refundByRef(ref: string): Promise<RefundRow | undefined> {
    const [r] = await this.db.select().from(refunds).where(eq(refunds.providerRef, ref));
    return r;
  }

  /** Pending refunds whose next attempt is due, claimed so that two nodes never send one twice. */
  async claimDueRefunds(now: Date, limit = 50): Promise<{ id: string; tenant_id: string }[]> {
    return rows(
      this.db,
      sql`with due as (
            select id from refunds where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
            order by next_attempt_at limit ${limit} for update skip locked)
          update refunds r set next_attempt_at = ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz from due
          where r.id = due.id returning r.id, r.tenant_id`,
    );
  }

  /** Refunds in a status and/or of a reason (or one by id), newest change first, with their booking, venue and customer (administrators). */
  async adminRefunds(tenantId: string, f: { status?: RefundRow['status']; reason?: string } | { id: string }, page = 1, limit = 1) {
    const where = and(
      eq(refunds.tenantId, tenantId),
      ...('id' in f ? [eq(refunds.id, f.id)] : [f.status ? eq(refunds.status, f.status) : undefined, f.reason ? eq(refunds.reason, f.reason) : undefined]),
    );
    const [items, [count]] = await Promise.all([
      this.db
        .select({ refund: refunds, reference: bookings.reference, enquiryId: bookings.enquiryId, venueId: payments.venueId, venueName: venues.name, customerId: users.id, email: users.email, first: users.firstName, last: users.lastName })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(venues, eq(venues.id, payments.venueId))
        .innerJoin(users, eq(users.id, payments.customerId))
        .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
        .where(where)
        .orderBy(desc(refunds.updatedAt), asc(refunds.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(where),
    ]);
    return { items, total: count?.n ?? 0 };
  }
}
