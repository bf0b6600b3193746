import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BookingRequestStatus, OfferStatus } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { bookingRequests, countrySettings, customOffers, enquiries, spaceBlocks, spaces, venues, type BookingRequestRow, type CustomOfferRow } from '../../db/schema';
import { rows } from '../../db/sql';
import { insertSpaceBlock, slotRange } from '../../db/space-calendar';

/** An exclusion-constraint violation (23P01): the slot overlaps a hold, a block or a booking. */
export function isSlotTaken(e: unknown): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined, depth = 0; x && depth < 3; x = x.cause as typeof x, depth++) {
    if (x.code === '23P01') return true;
  }
  return false;
}

export class OfferRepository extends Repository {
  async offer(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<CustomOfferRow | undefined> {
    const q = this.db.select().from(customOffers).where(and(eq(customOffers.tenantId, tenantId), eq(customOffers.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  offersOf(enquiryId: string) {
    return this.db.select().from(customOffers).where(eq(customOffers.enquiryId, enquiryId)).orderBy(asc(customOffers.createdAt));
  }

  async supersededBy(id: string): Promise<string | null> {
    const [r] = await this.db.select({ id: customOffers.id }).from(customOffers).where(eq(customOffers.supersedesId, id));
    return r?.id ?? null;
  }

  /** Whether the offer was made by its enquiry's own customer: only an instant booking is (docs/adr/0101-instant-book.md). */
  async madeByCustomer(enquiryId: string, userId: string): Promise<boolean> {
    const [r] = await this.db.select({ id: enquiries.id }).from(enquiries).where(and(eq(enquiries.id, enquiryId), eq(enquiries.customerId, userId)));
    return !!r;
  }

  /** What an offer's answer shows about its venue and space. */
  async context(venueId: string, spaceId: string) {
    const [r] = await this.db
      .select({ venueName: venues.name, timeZone: venues.timeZone, spaceName: spaces.name })
      .from(spaces)
      .innerJoin(venues, eq(venues.id, spaces.venueId))
      .where(and(eq(spaces.id, spaceId), eq(venues.id, venueId)));
    return r;
  }

  /** A space of this venue, with its listed prices. */
  async space(venueId: string, spaceId: string) {
    const [r] = await this.db.select().from(spaces).where(and(eq(spaces.id, spaceId), eq(spaces.venueId, venueId)));
    return r;
  }

  /** What an instant booking needs of its venue: its team, storefront, words and event types. */
  async instantVenue(tenantId: string, venueId: string) {
    const [r] = await this.db
      .select({ id: venues.id, name: venues.name, country: venues.country, organizationId: venues.organizationId, eventTypes: venues.eventTypes })
      .from(venues)
      .where(and(eq(venues.tenantId, tenantId), eq(venues.id, venueId), eq(venues.status, 'published')));
    return r;
  }

  /** The venue's money settings: its currency, cancellation policy and its storefront's tax. */
  async pricingOf(tenantId: string, venueId: string) {
    const [r] = await this.db
      .select({
        currency: venues.currency,
        policy: venues.cancellationPolicy,
        country: venues.country,
        countryCurrency: countrySettings.currency,
        taxName: countrySettings.taxName,
        taxBp: countrySettings.taxRateBasisPoints,
        taxInclusive: countrySettings.taxInclusive,
      })
      .from(venues)
      .leftJoin(countrySettings, and(eq(countrySettings.tenantId, venues.tenantId), eq(countrySettings.cca2, venues.country)))
      .where(and(eq(venues.tenantId, tenantId), eq(venues.id, venueId)));
    return r;
  }

  async insertOffer(values: typeof customOffers.$inferInsert): Promise<CustomOfferRow> {
    const [r] = await this.db.insert(customOffers).values(values).returning();
    return r!;
  }

  async setOfferStatus(id: string, status: OfferStatus): Promise<CustomOfferRow> {
    const [r] = await this.db.update(customOffers).set({ status, updatedAt: new Date() }).where(eq(customOffers.id, id)).returning();
    return r!;
  }

  /**
   * The customer's unpaid instant bookings that hold a slot now (an offer the customer made is an
   * instant booking: customers make no other), oldest first. Locks the customer's row first, so
   * two bookings of one customer at once count one after the other (docs/adr/0112-instant-book-hold-limits.md).
   */
  async liveInstantHolds(customerId: string, now: Date) {
    await this.db.execute(sql`select id from users where id = ${customerId} for update`);
    return this.db
      .select({ offerId: customOffers.id, enquiryId: customOffers.enquiryId, spaceId: customOffers.spaceId, expiresAt: customOffers.expiresAt })
      .from(customOffers)
      .where(and(eq(customOffers.createdBy, customerId), eq(customOffers.status, 'accepted'), gt(customOffers.expiresAt, now)))
      .orderBy(asc(customOffers.expiresAt));
  }

  /** When the customer's instant bookings that lapsed unpaid since `since` lapsed, newest first. */
  async lapsedInstantHolds(customerId: string, since: Date): Promise<Date[]> {
    const r = await this.db
      .select({ at: customOffers.updatedAt })
      .from(customOffers)
      .where(and(eq(customOffers.createdBy, customerId), eq(customOffers.status, 'expired'), gt(customOffers.updatedAt, since)))
      .orderBy(desc(customOffers.updatedAt));
    return r.map((x) => x.at);
  }

  /** Holds the slot for an offer; the database's exclusion constraint refuses an overlap (isSlotTaken). */
  async hold(o: Pick<CustomOfferRow, 'id' | 'tenantId' | 'spaceId' | 'venueId' | 'startAt' | 'endAt' | 'expiresAt'>): Promise<void> {
    await insertSpaceBlock(this.db, { tenantId: o.tenantId, spaceId: o.spaceId, venueId: o.venueId, start: o.startAt, end: o.endAt, kind: 'hold', expiresAt: o.expiresAt, offerId: o.id, note: 'Held by a custom offer' });
  }

  async release(offerIds: readonly string[]): Promise<void> {
    if (offerIds.length) await this.db.delete(spaceBlocks).where(inArray(spaceBlocks.offerId, [...offerIds]));
  }

  /** Whether anything (a hold, a block, a booking) overlaps the slot now. */
  async slotTaken(spaceId: string, startAt: Date, endAt: Date): Promise<boolean> {
    const [r] = await rows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from space_blocks where space_id = ${spaceId} and during && ${slotRange(startAt, endAt)}`,
    );
    return (r?.n ?? 0) > 0;
  }

  /** Whether an enquiry still has an offer that holds its slot (pending or accepted). */
  async liveOffers(enquiryId: string): Promise<number> {
    const [r] = await rows<{ n: number }>(this.db, sql`select count(*)::int as n from custom_offers where enquiry_id = ${enquiryId} and status in ('pending', 'accepted')`);
    return r?.n ?? 0;
  }

  async setEnquiryStatus(id: string, status: typeof enquiries.$inferSelect.status): Promise<void> {
    await this.db.update(enquiries).set({ status, updatedAt: new Date() }).where(eq(enquiries.id, id));
  }

  // ---------------------------------------------------------------- booking requests

  async request(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<BookingRequestRow | undefined> {
    const q = this.db.select().from(bookingRequests).where(and(eq(bookingRequests.tenantId, tenantId), eq(bookingRequests.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async insertRequest(values: typeof bookingRequests.$inferInsert): Promise<BookingRequestRow> {
    const [r] = await this.db.insert(bookingRequests).values(values).returning();
    return r!;
  }

  async setRequest(id: string, status: BookingRequestStatus, offerId?: string): Promise<BookingRequestRow> {
    const [r] = await this.db
      .update(bookingRequests)
      .set({ status, updatedAt: new Date(), ...(offerId ? { offerId } : {}) })
      .where(eq(bookingRequests.id, id))
      .returning();
    return r!;
  }

  // ---------------------------------------------------------------- expiry (the database's clock is `now`)

  /**
   * Expires the offers and booking requests whose time is up, each once: the rows are claimed with
   * FOR UPDATE SKIP LOCKED and the status is checked again in the UPDATE, so two sweeps at once
   * (two API nodes) never expire one record twice. Releases the expired offers' holds.
   */
  async expireDue(now: Date, limit = 200) {
    const at = now.toISOString();
    const offers = await rows<{ id: string; tenant_id: string; enquiry_id: string }>(
      this.db,
      sql`with due as (
            select id from custom_offers where status in ('pending', 'accepted') and expires_at <= ${at}::timestamptz
            order by expires_at limit ${limit} for update skip locked)
          update custom_offers o set status = 'expired', updated_at = now() from due
          where o.id = due.id and o.status in ('pending', 'accepted')
          returning o.id, o.tenant_id, o.enquiry_id`,
    );
    await this.release(offers.map((o) => o.id));
    // Holds whose offer is gone from the live states for any other reason.
    await this.db.execute(sql`delete from space_blocks where kind = 'hold' and expires_at <= ${at}::timestamptz`);
    const requests = await rows<{ id: string; tenant_id: string; enquiry_id: string }>(
      this.db,
      sql`with due as (
            select id from booking_requests where status = 'requested' and expires_at <= ${at}::timestamptz
            order by expires_at limit ${limit} for update skip locked)
          update booking_requests r set status = 'expired', updated_at = now() from due
          where r.id = due.id and r.status = 'requested'
          returning r.id, r.tenant_id, r.enquiry_id`,
    );
    return { offers, requests };
  }

  /**
   * Lapses one accepted offer now (its payment by a method that settles later failed) and frees its
   * slot; answers nothing when the offer is no longer accepted (paid, or lapsed already).
   */
  async lapse(tenantId: string, offerId: string) {
    const [o] = await rows<{ id: string; tenant_id: string; enquiry_id: string }>(
      this.db,
      sql`update custom_offers set status = 'expired', updated_at = now()
          where tenant_id = ${tenantId} and id = ${offerId} and status = 'accepted'
          returning id, tenant_id, enquiry_id`,
    );
    if (o) await this.release([o.id]);
    return o ?? null;
  }

  /** Pending offers that expire within `hours` and were not reminded yet; marks them reminded (once). */
  async claimReminders(now: Date, hours: number) {
    return rows<{ id: string; tenant_id: string; enquiry_id: string; expires_at: Date }>(
      this.db,
      sql`update custom_offers set reminder_sent_at = ${now.toISOString()}::timestamptz
          where status = 'pending' and reminder_sent_at is null
            and expires_at > ${now.toISOString()}::timestamptz and expires_at <= ${new Date(now.getTime() + hours * 3_600_000).toISOString()}::timestamptz
          returning id, tenant_id, enquiry_id, expires_at`,
    );
  }
}

