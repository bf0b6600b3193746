import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import {
  bookingReviews,
  bookings,
  countrySettings,
  extraCharges,
  organizations,
  reviews,
  spaceBlocks,
  spaces,
  tenants,
  users,
  venues,
  type BookingReviewRow,
  type BookingRow,
  type ExtraChargeRow,
} from '../../db/schema';
import { rows } from '../../db/sql';
import { insertSpaceBlock } from '../../db/space-calendar';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

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

/**
 * The bookings themselves and what hangs off them: their blocks in the calendar, the parties their
 * answers and mails show, extra charges, reviews and the scheduler's claims. Payments, refunds and
 * documents have their own repositories (payment-repository.ts, refund-repository.ts,
 * document-repository.ts); a use case that writes to several runs each on the same transaction.
 */
export class BookingRepository extends Repository {
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
    await insertSpaceBlock(this.db, { tenantId: b.tenantId, spaceId: b.spaceId, venueId: b.venueId, start: b.startAt, end: b.endAt, kind: 'booking', bookingId: b.id, note: 'Booked' });
  }

  /** Frees a cancelled booking's slot. */
  async releaseBooking(bookingId: string): Promise<void> {
    await this.db.delete(spaceBlocks).where(eq(spaceBlocks.bookingId, bookingId));
  }

  async productName(tenantId: string): Promise<string | undefined> {
    const [r] = await this.db.select({ name: tenants.productName }).from(tenants).where(eq(tenants.id, tenantId));
    return r?.name;
  }

  venueIdsOf(bookingIds: readonly string[]) {
    return bookingIds.length ? this.db.select({ id: bookings.id, venueId: bookings.venueId }).from(bookings).where(inArray(bookings.id, [...bookingIds])) : Promise.resolve([]);
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
}
