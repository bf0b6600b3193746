import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DocumentKind } from '@venues/contracts';
import { Repository } from '../../db/repository';
import {
  bookingReviews,
  bookings,
  countrySettings,
  documentCounters,
  documents,
  extraCharges,
  ledgerEntries,
  organizations,
  payments,
  refunds,
  reviews,
  spaceBlocks,
  spaces,
  tenants,
  users,
  venues,
  webhookEvents,
  type BookingReviewRow,
  type BookingRow,
  type DocumentRow,
  type ExtraChargeRow,
  type PaymentRow,
  type RefundRow,
} from '../../db/schema';
import { rows } from '../../db/sql';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type LedgerInput = Omit<Insert<typeof ledgerEntries>, 'id' | 'occurredAt'>;

/** What a booking's answer, its documents and its mails show about the venue, the space and the customer. */
export interface BookingParties {
  venueName: string;
  venueSlug: string;
  venueCountry: string;
  timeZone: string;
  venueAddress: string;
  venuePostalCode: string;
  venueCity: string;
  taxRegistrationNumber: string;
  organizationName: string | null;
  spaceName: string;
  customerFirst: string;
  customerLast: string;
  customerEmail: string;
  customerAddress: string;
  serviceFeeBp: number;
}

/** Every query of payments, bookings, refunds, extra charges, documents, the ledger and booking reviews. */
export class BookingRepository extends Repository {
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

  async productName(tenantId: string): Promise<string | undefined> {
    const [r] = await this.db.select({ name: tenants.productName }).from(tenants).where(eq(tenants.id, tenantId));
    return r?.name;
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

  /** The Stripe Connect account of an organisation's owner ('' when none). */
  async connectAccount(organizationId: string | null): Promise<string> {
    if (!organizationId) return '';
    const [r] = await this.db
      .select({ account: users.stripeAccount })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.role, 'VENUE_OWNER'), sql`${users.stripeAccount} <> ''`))
      .limit(1);
    return r?.account ?? '';
  }

  /** Claims a provider's event id; false when it was applied before (a redelivery). */
  async claimEvent(provider: string, eventId: string, type: string): Promise<boolean> {
    const r = await this.db.insert(webhookEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ id: webhookEvents.eventId });
    return r.length > 0;
  }

  async releaseEvent(provider: string, eventId: string): Promise<void> {
    await this.db.delete(webhookEvents).where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  }

  async refundByRef(ref: string): Promise<RefundRow | undefined> {
    const [r] = await this.db.select().from(refunds).where(eq(refunds.providerRef, ref));
    return r;
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

  // ---------------------------------------------------------------- bookings

  async booking(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<BookingRow | undefined> {
    const q = this.db.select().from(bookings).where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async bookingOfOffer(offerId: string): Promise<BookingRow | undefined> {
    const [r] = await this.db.select().from(bookings).where(eq(bookings.offerId, offerId));
    return r;
  }

  async insertBooking(values: Insert<typeof bookings>): Promise<BookingRow> {
    const [r] = await this.db.insert(bookings).values(values).returning();
    return r!;
  }

  async setBooking(id: string, patch: Partial<Insert<typeof bookings>>): Promise<BookingRow> {
    const [r] = await this.db.update(bookings).set({ ...patch, updatedAt: new Date() }).where(eq(bookings.id, id)).returning();
    return r!;
  }

  /** A page of bookings by start time: the customer's own, or an organisation's. */
  async list(tenantId: string, who: { customerId: string } | { organizationId: string }, f: { status?: BookingRow['status']; from?: Date; to?: Date; enquiryId?: string; page: number; limit: number }) {
    const conds: SQL[] = [eq(bookings.tenantId, tenantId), 'customerId' in who ? eq(bookings.customerId, who.customerId) : eq(bookings.organizationId, who.organizationId)];
    if (f.status) conds.push(eq(bookings.status, f.status));
    if (f.from) conds.push(gte(bookings.endAt, f.from));
    if (f.to) conds.push(lt(bookings.startAt, f.to));
    if (f.enquiryId) conds.push(eq(bookings.enquiryId, f.enquiryId));
    const where = and(...conds);
    const [items, [count]] = await Promise.all([
      // Upcoming first, soonest first; then past ones, latest first (a trips list).
      this.db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(sql`${bookings.endAt} < now()`, sql`case when ${bookings.endAt} >= now() then ${bookings.startAt} end asc`, desc(bookings.startAt), asc(bookings.id))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where),
    ]);
    return { items, total: count?.n ?? 0 };
  }

  async parties(b: Pick<BookingRow, 'venueId' | 'spaceId' | 'customerId'>): Promise<BookingParties | undefined> {
    const [r] = await this.db
      .select({
        venueName: venues.name,
        venueSlug: venues.slug,
        venueCountry: venues.country,
        timeZone: venues.timeZone,
        venueAddress: venues.address,
        venuePostalCode: venues.postalCode,
        venueCity: venues.city,
        taxRegistrationNumber: venues.taxRegistrationNumber,
        organizationName: organizations.name,
        spaceName: spaces.name,
        serviceFeeBp: sql<number>`coalesce(${countrySettings.serviceFeeBasisPoints}, 0)`,
      })
      .from(venues)
      .innerJoin(spaces, eq(spaces.id, b.spaceId))
      .leftJoin(organizations, eq(organizations.id, venues.organizationId))
      .leftJoin(countrySettings, and(eq(countrySettings.tenantId, venues.tenantId), eq(countrySettings.cca2, venues.country)))
      .where(eq(venues.id, b.venueId));
    const [c] = await this.db.select().from(users).where(eq(users.id, b.customerId));
    if (!r || !c) return undefined;
    const customerAddress = [c.address1, c.address2, [c.city, c.postalCode].filter(Boolean).join(' '), c.addressCountry.toUpperCase()].filter(Boolean).join(', ');
    return { ...r, customerFirst: c.firstName, customerLast: c.lastName, customerEmail: c.email, customerAddress };
  }

  /** Turns the offer's hold into the booking's block; false when the hold is gone (expired, released). */
  async convertHold(offerId: string, bookingId: string): Promise<boolean> {
    const r = await this.db
      .update(spaceBlocks)
      .set({ kind: 'booking', expiresAt: null, bookingId, note: 'Booked' })
      .where(and(eq(spaceBlocks.offerId, offerId), eq(spaceBlocks.kind, 'hold')))
      .returning({ id: spaceBlocks.id });
    return r.length > 0;
  }

  /** Books the slot afresh (the hold was gone); the exclusion constraint refuses an overlap (23P01). */
  async insertBookingBlock(b: Pick<BookingRow, 'id' | 'tenantId' | 'spaceId' | 'venueId' | 'startAt' | 'endAt' | 'offerId'>): Promise<void> {
    await this.db.insert(spaceBlocks).values({
      tenantId: b.tenantId,
      spaceId: b.spaceId,
      venueId: b.venueId,
      during: sql`tstzrange(${b.startAt.toISOString()}::timestamptz, ${b.endAt.toISOString()}::timestamptz, '[)')` as unknown as string,
      kind: 'booking',
      bookingId: b.id,
      note: 'Booked',
    });
  }

  /** Frees a cancelled booking's slot. */
  async releaseBooking(bookingId: string): Promise<void> {
    await this.db.delete(spaceBlocks).where(eq(spaceBlocks.bookingId, bookingId));
  }

  // ---------------------------------------------------------------- refunds

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

  // ---------------------------------------------------------------- extra charges

  async insertExtraCharge(values: Insert<typeof extraCharges>): Promise<ExtraChargeRow> {
    const [r] = await this.db.insert(extraCharges).values(values).returning();
    return r!;
  }

  async extraCharge(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<ExtraChargeRow | undefined> {
    const q = this.db.select().from(extraCharges).where(and(eq(extraCharges.tenantId, tenantId), eq(extraCharges.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async setExtraCharge(id: string, status: ExtraChargeRow['status']): Promise<ExtraChargeRow> {
    const [r] = await this.db.update(extraCharges).set({ status, updatedAt: new Date() }).where(eq(extraCharges.id, id)).returning();
    return r!;
  }

  extraChargesOf(bookingId: string) {
    return this.db.select().from(extraCharges).where(eq(extraCharges.bookingId, bookingId)).orderBy(asc(extraCharges.createdAt));
  }

  // ---------------------------------------------------------------- documents

  /** The next number of a document series, taken inside the caller's transaction: a rollback gives it back (no gaps). */
  async nextNumber(tenantId: string, kind: DocumentKind, country: string, year: number): Promise<number> {
    const [r] = await this.db
      .insert(documentCounters)
      .values({ tenantId, kind, country, year, last: 1 })
      .onConflictDoUpdate({ target: [documentCounters.tenantId, documentCounters.kind, documentCounters.country, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
      .returning({ last: documentCounters.last });
    return r!.last;
  }

  async insertDocument(values: Insert<typeof documents>): Promise<DocumentRow> {
    const [r] = await this.db.insert(documents).values(values).returning();
    return r!;
  }

  async documentFor(kind: DocumentKind, target: { paymentId?: string; refundId?: string }): Promise<DocumentRow | undefined> {
    const [r] = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.kind, kind), target.refundId ? eq(documents.refundId, target.refundId) : eq(documents.paymentId, target.paymentId!)));
    return r;
  }

  async document(tenantId: string, id: string): Promise<DocumentRow | undefined> {
    const [r] = await this.db.select().from(documents).where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
    return r;
  }

  /** A booking's documents without their bytes. */
  documentsOf(bookingId: string) {
    return this.db
      .select({ id: documents.id, kind: documents.kind, number: documents.number, paymentId: documents.paymentId, refundId: documents.refundId, issuedAt: documents.issuedAt })
      .from(documents)
      .where(eq(documents.bookingId, bookingId))
      .orderBy(asc(documents.issuedAt), asc(documents.number));
  }

  // ---------------------------------------------------------------- ledger

  async addLedger(entries: readonly LedgerInput[]): Promise<void> {
    const nonZero = entries.filter((e) => e.amountMinor !== 0);
    if (nonZero.length) await this.db.insert(ledgerEntries).values(nonZero);
  }

  ledgerOf(bookingId: string) {
    return this.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(asc(ledgerEntries.occurredAt));
  }

  // ---------------------------------------------------------------- reviews

  reviewsOf(bookingId: string): Promise<BookingReviewRow[]> {
    return this.db.select().from(bookingReviews).where(eq(bookingReviews.bookingId, bookingId)).orderBy(asc(bookingReviews.createdAt));
  }

  async insertReview(values: Insert<typeof bookingReviews>): Promise<BookingReviewRow | undefined> {
    const [r] = await this.db.insert(bookingReviews).values(values).onConflictDoNothing().returning();
    return r;
  }

  /** The customer's review as a public review of the venue (what the venue page and its rating read). */
  async insertVenueReview(values: Insert<typeof reviews>): Promise<string> {
    const [r] = await this.db.insert(reviews).values(values).returning({ id: reviews.id });
    return r!.id;
  }

  async setReview(id: string, patch: Partial<Insert<typeof bookingReviews>>): Promise<void> {
    await this.db.update(bookingReviews).set(patch).where(eq(bookingReviews.id, id));
  }

  // ---------------------------------------------------------------- the scheduler (the database's clock is `now`)

  /** Completes confirmed bookings whose end has passed, each once (SKIP LOCKED, status checked again). */
  async completeDue(now: Date, limit = 200): Promise<{ id: string; tenant_id: string }[]> {
    return rows(
      this.db,
      sql`with due as (
            select id from bookings where status = 'confirmed' and end_at <= ${now.toISOString()}::timestamptz
            order by end_at limit ${limit} for update skip locked)
          update bookings b set status = 'completed', completed_at = ${now.toISOString()}::timestamptz, updated_at = now() from due
          where b.id = due.id and b.status = 'confirmed' returning b.id, b.tenant_id`,
    );
  }

  /** Completed bookings whose review window closed and whose reviews are not published yet. */
  async claimClosedReviewWindows(now: Date, windowDays: number, limit = 200): Promise<{ id: string; tenant_id: string }[]> {
    return rows(
      this.db,
      sql`update bookings set reviews_published_at = ${now.toISOString()}::timestamptz
          where id in (select id from bookings where status = 'completed' and reviews_published_at is null
                       and end_at + make_interval(days => ${windowDays}) <= ${now.toISOString()}::timestamptz limit ${limit} for update skip locked)
          returning id, tenant_id`,
    );
  }

  /** Marks a booking's reviews published (both sides wrote); false when already done. */
  async claimReviewsPublished(bookingId: string, now: Date): Promise<boolean> {
    const r = await this.db
      .update(bookings)
      .set({ reviewsPublishedAt: now })
      .where(and(eq(bookings.id, bookingId), sql`${bookings.reviewsPublishedAt} is null`))
      .returning({ id: bookings.id });
    return r.length > 0;
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

  venueIdsOf(bookingIds: readonly string[]) {
    return bookingIds.length ? this.db.select({ id: bookings.id, venueId: bookings.venueId }).from(bookings).where(inArray(bookings.id, [...bookingIds])) : Promise.resolve([]);
  }
}
