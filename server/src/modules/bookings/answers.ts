import type { Booking, BookingReview, ExtraCharge, Refund } from '@venues/contracts';
import type { BookingReviewRow, BookingRow, ExtraChargeRow, RefundRow } from '../../db/schema';
import { refundSchedule } from '../../lib/pricing';
import type { DocumentRepository } from './document-repository';
import type { PaymentRepository } from './payment-repository';
import type { RefundRepository } from './refund-repository';
import type { BookingRepository } from './repository';
import { iso, isoOrNull, reviewUntil, type BookingAccess } from './shared';

/**
 * The customer's e-mail address as `access` may see it: the customer's own, and the venue's owners
 * and admins who issue its invoices (docs/permissions.md); members reach the customer in the conversation.
 */
const customerEmailFor = (access: BookingAccess, email: string): string | null => (access.side === 'customer' || access.canManage ? email : null);

/** A booking, its refunds, extra charges and reviews as the API answers them, for the side that asks. */
export class BookingAnswers {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly payments: PaymentRepository,
    private readonly refunds: RefundRepository,
    private readonly documents: DocumentRepository,
  ) {}

  async toBooking(b: BookingRow, access: BookingAccess, now = new Date()): Promise<Booking> {
    const p = (await this.bookings.parties(b))!;
    const [docs, refunds, charges, reviews, pays] = await Promise.all([
      this.documents.documentsOf(b.id),
      this.refunds.refundsOfBooking(b.id),
      this.bookings.extraChargesOf(b.id),
      this.bookings.reviewsOf(b.id),
      this.payments.paymentsOfBooking(b.id),
    ]);
    const chargePayments = new Map(pays.filter((x) => x.extraChargeId).map((x) => [x.extraChargeId!, x.id]));
    const creditNotes = new Map(docs.filter((d) => d.refundId).map((d) => [d.refundId!, d.number]));
    const paid = pays.filter((x) => x.succeededAt).reduce((s, x) => s + x.amountMinor, 0);
    const refunded = refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountMinor, 0);
    const mine = reviews.find((r) => r.side === access.side);
    const reviewOpen = b.status === 'completed' && now < reviewUntil(b);
    return {
      _id: b.id,
      reference: b.reference,
      enquiry_id: b.enquiryId,
      offer_id: b.offerId,
      status: b.status,
      venue: { _id: b.venueId, name: p.venueName, slug: p.venueSlug, country: p.venueCountry, time_zone: p.timeZone, address: [p.venueAddress, p.venuePostalCode].filter(Boolean).join(', ') },
      space: { _id: b.spaceId, name: p.spaceName },
      customer: { _id: b.customerId, first_name: p.customerFirst, last_name: p.customerLast, email: customerEmailFor(access, p.customerEmail) },
      start_at: iso(b.startAt),
      end_at: iso(b.endAt),
      guests: b.guests,
      lines: b.lines,
      taxes: b.taxes,
      currency: b.currency,
      subtotal_minor: b.subtotalMinor,
      total_minor: b.totalMinor,
      paid_minor: paid,
      refunded_minor: refunded,
      cancellation_policy: b.cancellationPolicy,
      refund_schedule: refundSchedule(b.totalMinor, b.startAt, p.timeZone, b.cancellationPolicy),
      cancelled_at: isoOrNull(b.cancelledAt),
      cancelled_by: b.cancelledBy,
      cancel_reason: b.cancelReason,
      completed_at: isoOrNull(b.completedAt),
      documents: docs.map((d) => ({
        _id: d.id,
        kind: d.kind,
        number: d.number,
        path: `/api/v1/bookings/${b.id}/documents/${d.id}`,
        payment_id: d.paymentId,
        refund_id: d.refundId,
        issued_at: iso(d.issuedAt),
      })),
      refunds: refunds.map((r) => this.toRefund(r, creditNotes.get(r.id) ?? null)),
      extra_charges: charges.map((c) => this.toExtraCharge(c, chargePayments.get(c.id) ?? null)),
      reviews: reviews.filter((r) => r.side === access.side || r.publishedAt).map((r) => this.toReview(r)),
      review_until: b.status === 'completed' ? iso(reviewUntil(b)) : null,
      my_side: access.side,
      can: {
        cancel: b.status === 'confirmed' && now < b.startAt && access.canManage,
        review: reviewOpen && !mine && access.canManage,
        request_extra_charge: access.side === 'venue' && access.canManage && (b.status === 'confirmed' || reviewOpen),
      },
      created_at: iso(b.createdAt),
    };
  }

  toRefund(r: RefundRow, creditNote: string | null): Refund {
    return {
      _id: r.id,
      payment_id: r.paymentId,
      amount_minor: r.amountMinor,
      tax_minor: r.taxMinor,
      currency: r.currency,
      status: r.status,
      reason: r.reason,
      credit_note_number: creditNote,
      created_at: iso(r.createdAt),
    };
  }

  toExtraCharge(c: ExtraChargeRow, paymentId: string | null): ExtraCharge {
    return {
      _id: c.id,
      booking_id: c.bookingId,
      status: c.status,
      lines: c.lines,
      taxes: c.taxes,
      subtotal_minor: c.subtotalMinor,
      total_minor: c.totalMinor,
      currency: c.currency,
      note: c.note,
      payment_id: paymentId,
      created_at: iso(c.createdAt),
    };
  }

  toReview(r: BookingReviewRow): BookingReview {
    return { _id: r.id, side: r.side, rating: r.rating, text: r.text, published: r.publishedAt !== null, created_at: iso(r.createdAt) };
  }
}
