import { and, asc, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { countrySettings, ledgerEntries, payments, venues, webhookEvents, type PaymentRow } from '../../db/schema';
import { rows } from '../../db/sql';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type LedgerInput = Omit<Insert<typeof ledgerEntries>, 'id' | 'occurredAt'>;

/**
 * Payments (of offers and of extra charges), the provider's events already applied, the sweep's
 * lease on payments in flight, and the ledger the money writes (docs/transactions.md).
 */
export class PaymentRepository extends Repository {
  // ---------------------------------------------------------------- payments

  async payment(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<PaymentRow | undefined> {
    const q = this.db.select().from(payments).where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async paymentByRef(provider: PaymentRow['provider'], ref: string): Promise<PaymentRow | undefined> {
    const [r] = await this.db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
    return r;
  }

  /** The payment of an offer or an extra charge (there is at most one), or the one made with this key. */
  async existingPayment(tenantId: string, customerId: string, target: { offerId?: string; extraChargeId?: string }, key: string | null): Promise<PaymentRow | undefined> {
    const byTarget = target.offerId ? eq(payments.offerId, target.offerId) : eq(payments.extraChargeId, target.extraChargeId!);
    const [r] = await this.db.select().from(payments).where(and(eq(payments.tenantId, tenantId), byTarget));
    if (r || !key) return r;
    const [k] = await this.db.select().from(payments).where(and(eq(payments.tenantId, tenantId), eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)));
    return k;
  }

  /** Inserts a payment unless one exists for its target already (a concurrent checkout): then answers undefined. */
  async insertPayment(values: Insert<typeof payments>): Promise<PaymentRow | undefined> {
    const [r] = await this.db.insert(payments).values(values).onConflictDoNothing().returning();
    return r;
  }

  async setPayment(id: string, patch: Partial<Insert<typeof payments>>): Promise<PaymentRow> {
    const [r] = await this.db.update(payments).set({ ...patch, updatedAt: new Date() }).where(eq(payments.id, id)).returning();
    return r!;
  }

  paymentsOfBooking(bookingId: string) {
    return this.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt));
  }

  /** A venue's storefront and the platform's fee there (basis points). */
  async venueMoney(venueId: string): Promise<{ country: string; serviceFeeBp: number } | undefined> {
    const [r] = await this.db
      .select({ country: venues.country, serviceFeeBp: sql<number>`coalesce(${countrySettings.serviceFeeBasisPoints}, 0)` })
      .from(venues)
      .leftJoin(countrySettings, and(eq(countrySettings.tenantId, venues.tenantId), eq(countrySettings.cca2, venues.country)))
      .where(eq(venues.id, venueId));
    return r;
  }

  /** Claims a provider's event id; false when it was applied before (a redelivery). */
  async claimEvent(provider: string, eventId: string, type: string): Promise<boolean> {
    const r = await this.db.insert(webhookEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ id: webhookEvents.eventId });
    return r.length > 0;
  }

  async releaseEvent(provider: string, eventId: string): Promise<void> {
    await this.db.delete(webhookEvents).where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  }

  /**
   * Payments whose `settle_after` has passed (their result was in flight when a node stopped),
   * leased until `lease` so that two sweeps never take the same one and a sweep that stops leaves
   * it to the next.
   */
  async leaseUnsettled(now: Date, lease: Date, limit = 50): Promise<{ id: string; tenant_id: string }[]> {
    return rows(
      this.db,
      sql`with due as (
            select id from payments where settle_after <= ${now.toISOString()}::timestamptz
            order by settle_after limit ${limit} for update skip locked)
          update payments p set settle_after = ${lease.toISOString()}::timestamptz from due
          where p.id = due.id returning p.id, p.tenant_id`,
    );
  }

  /** Ends a payment's time in flight, unless it was marked again since `mark` (a new claim). */
  async clearSettle(id: string, mark: Date): Promise<void> {
    await this.db.update(payments).set({ settleAfter: null }).where(and(eq(payments.id, id), eq(payments.settleAfter, mark)));
  }

  /** The payment of an extra charge (at most one). */
  async paymentOfCharge(tenantId: string, chargeId: string, opts: { forUpdate?: boolean } = {}): Promise<PaymentRow | undefined> {
    const q = this.db.select().from(payments).where(and(eq(payments.tenantId, tenantId), eq(payments.extraChargeId, chargeId)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  // ---------------------------------------------------------------- ledger

  async addLedger(entries: readonly LedgerInput[]): Promise<void> {
    const nonZero = entries.filter((e) => e.amountMinor !== 0);
    if (nonZero.length) await this.db.insert(ledgerEntries).values(nonZero);
  }

  ledgerOf(bookingId: string) {
    return this.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(asc(ledgerEntries.occurredAt));
  }
}
