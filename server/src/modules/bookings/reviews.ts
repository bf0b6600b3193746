import type { z } from 'zod';
import { REVIEW_WINDOW_DAYS, SOCKET_EVENTS, bookingMachine, type BookingReview, type reviewBody } from '@venues/contracts';
import type { BookingRow } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { bookingTemplates, mailTime } from '../../mail/booking-templates';
import type { AuthUser } from '../../types';
import type { BookingAnswers } from './answers';
import type { BookingRepository } from './repository';
import { loadBooking, reviewUntil, type BookingNews } from './shared';

type ReviewInput = z.output<typeof reviewBody>;

/**
 * Reviews of a completed booking (docs/transactions.md "Bookings"): each side reviews the other
 * within REVIEW_WINDOW_DAYS of the end; both are shown once both are written or the window closes,
 * and the customer's becomes a public review of the venue.
 */
export class Reviews {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly answers: BookingAnswers,
    private readonly news: BookingNews,
    /** Recomputes a venue's rating in search (db/venue-summary.ts). */
    private readonly refreshVenue: (tenantId: string, venueId: string) => Promise<void>,
  ) {}

  async review(user: AuthUser, bookingId: string, b: ReviewInput, now = new Date()): Promise<BookingReview> {
    const { booking, access } = await loadBooking(this.bookings, user, bookingId);
    if (!access.canManage) throw forbidden("Your team role cannot review customers; ask the venue owner or a venue admin");
    if (booking.status !== 'completed') throw new AppError(bookingMachine.stateCode(booking.status) as 'BOOKING_CONFIRMED', booking.status === 'cancelled' ? 'A cancelled booking cannot be reviewed' : 'You can review once the event is over');
    if (now >= reviewUntil(booking)) throw new AppError('CONFLICT', `Reviews close ${REVIEW_WINDOW_DAYS} days after the event`);
    const r = await this.bookings.insertReview({ tenantId: user.tenantId, bookingId, side: access.side, authorId: user.id, rating: b.rating, text: b.text });
    if (!r) throw new AppError('CONFLICT', 'You have already reviewed this booking');
    const all = await this.bookings.reviewsOf(bookingId);
    if (all.length === 2 && (await this.bookings.claimReviewsPublished(bookingId, now))) await this.publish(booking, now);
    else {
      const other = access.side === 'customer' ? await this.news.audience.team(booking) : [booking.customerId];
      const parties = (await this.bookings.parties(booking))!;
      for (const id of other) {
        await this.news.notifications.create(user.tenantId, id, 'INQUIRY', { booking_id: bookingId, enquiry_id: booking.enquiryId }, {
          ...bookingTemplates.reviewReminder({ reference: booking.reference, venue: parties.venueName, until: mailTime(reviewUntil(booking), parties.timeZone) }),
          url: this.news.audience.url(parties.venueCountry, booking),
        });
      }
    }
    const fresh = (await this.bookings.reviewsOf(bookingId)).find((x) => x.id === r.id)!;
    return this.answers.toReview(fresh);
  }

  /** A booking just completed: both sides are told, and asked for a review. */
  async invite(b: BookingRow): Promise<void> {
    const { audience, notifications, notify } = this.news;
    const parties = (await this.bookings.parties(b))!;
    notify(await audience.everyone(b), SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: 'completed' });
    for (const id of await audience.everyone(b)) {
      await notifications.create(b.tenantId, id, 'INQUIRY', { booking_id: b.id, enquiry_id: b.enquiryId }, {
        ...bookingTemplates.reviewInvitation({ reference: b.reference, venue: parties.venueName, reviewed: id === b.customerId ? 'the venue' : 'the customer' }),
        url: audience.url(parties.venueCountry, b),
      });
    }
  }

  /**
   * Publishes a booking's reviews (its publication already claimed: both sides wrote, or the window
   * closed): the customer's becomes a public review of the venue, whose rating is refreshed.
   */
  async publish(b: BookingRow, now: Date): Promise<void> {
    const parties = (await this.bookings.parties(b))!;
    for (const r of await this.bookings.reviewsOf(b.id)) {
      if (r.publishedAt) continue;
      let venueReviewId: string | null = null;
      if (r.side === 'customer') {
        const author = `${parties.customerFirst} ${parties.customerLast.slice(0, 1)}${parties.customerLast ? '.' : ''}`.trim() || 'A guest';
        venueReviewId = await this.bookings.insertVenueReview({ tenantId: b.tenantId, venueId: b.venueId, userId: b.customerId, authorName: author, rating: r.rating, comment: r.text, createdAt: now });
      }
      await this.bookings.setReview(r.id, { publishedAt: now, venueReviewId });
    }
    await this.refreshVenue(b.tenantId, b.venueId);
  }

  /** Recomputes a venue's rating in search after its reviews changed. */
  refreshRating(tenantId: string, venueId: string): Promise<void> {
    return this.refreshVenue(tenantId, venueId);
  }
}
