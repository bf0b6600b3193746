import { eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { bookingMoves, bookingReviews, bookings, customOffers, enquiries, enquiryMessages, extraCharges, payments, reviews, users, venues, type PaymentRow } from '../../db/schema';

/** The queries of the demo bookings (demo.ts): what the seed planned, written as the site would have. */
export class DemoRepository extends Repository {
  async offerToPay(offerId: string) {
    const [r] = await this.db
      .select({ offer: customOffers, organizationId: venues.organizationId, customerId: enquiries.customerId, first: users.firstName, last: users.lastName })
      .from(customOffers)
      .innerJoin(venues, eq(venues.id, customOffers.venueId))
      .innerJoin(enquiries, eq(enquiries.id, customOffers.enquiryId))
      .innerJoin(users, eq(users.id, enquiries.customerId))
      .where(eq(customOffers.id, offerId));
    return r;
  }

  async insertPaidPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [r] = await this.db.insert(payments).values(values).returning();
    return r!;
  }

  async backdateBooking(id: string, patch: Partial<typeof bookings.$inferInsert>): Promise<void> {
    await this.db.update(bookings).set(patch).where(eq(bookings.id, id));
  }

  async insertExtraCharge(values: typeof extraCharges.$inferInsert): Promise<void> {
    await this.db.insert(extraCharges).values(values);
  }

  /** Both sides' reviews, published, the customer's also as a public review of the venue. */
  async publishedReviews(b: { id: string; tenantId: string; venueId: string }, customer: { id: string; name: string }, r: { customer: [number, string]; venue: [number, string] }, at: Date): Promise<void> {
    const [pub] = await this.db.insert(reviews).values({ tenantId: b.tenantId, venueId: b.venueId, userId: customer.id, authorName: customer.name, rating: r.customer[0], comment: r.customer[1], createdAt: at }).returning({ id: reviews.id });
    await this.db.insert(bookingReviews).values([
      { tenantId: b.tenantId, bookingId: b.id, side: 'customer', authorId: customer.id, rating: r.customer[0], text: r.customer[1], publishedAt: at, venueReviewId: pub!.id, createdAt: at },
      { tenantId: b.tenantId, bookingId: b.id, side: 'venue', authorId: null, rating: r.venue[0], text: r.venue[1], publishedAt: at, createdAt: at },
    ]);
    await this.db.update(bookings).set({ reviewsPublishedAt: at }).where(eq(bookings.id, b.id));
  }

  async insertMove(values: typeof bookingMoves.$inferInsert): Promise<void> {
    await this.db.insert(bookingMoves).values(values);
  }

  async timeZoneOf(venueId: string): Promise<string | undefined> {
    const [r] = await this.db.select({ zone: venues.timeZone }).from(venues).where(eq(venues.id, venueId));
    return r?.zone;
  }

  /** A system line in the conversation at a past time. */
  async say(tenantId: string, enquiryId: string, body: string, at: Date): Promise<void> {
    await this.db.insert(enquiryMessages).values({ tenantId, enquiryId, side: 'system', senderId: null, body, createdAt: at });
    await this.db.update(enquiries).set({ lastMessageAt: sql`greatest(${enquiries.lastMessageAt}, ${at.toISOString()}::timestamptz)` }).where(eq(enquiries.id, enquiryId));
  }
}
