import { SOCKET_EVENTS, bookingMachine, enquiryMachine, type Booking, type CancellationPreview, type CancelledBy } from '@venues/contracts';
import type { Tx } from '../../db/repository';
import type { BookingRow, PaymentRow, RefundRow } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { customerRefund, serviceFee, venueRefund } from '../../lib/pricing';
import { step } from '../../lib/state';
import { bookingTemplates, mailTime } from '../../mail/booking-templates';
import type { AuthUser } from '../../types';
import type { EnquiryAccessRepository } from '../enquiries/access';
import type { OfferRepository } from '../offers/repository';
import type { BookingAnswers } from './answers';
import { money } from './documents';
import type { PaymentRepository } from './payment-repository';
import type { Refunds } from './refunds';
import type { BookingRepository } from './repository';
import { loadBooking, type BookingAccess, type BookingNews } from './shared';

/**
 * Cancelling a booking (docs/transactions.md "Bookings"): what it would refund now, and the
 * cancellation itself, whose writes and refunds are one transaction; the refunds are sent to the
 * provider after it.
 */
export class Cancellations {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly payments: PaymentRepository,
    private readonly access: EnquiryAccessRepository,
    private readonly offers: OfferRepository,
    private readonly refunds: Refunds,
    private readonly answers: BookingAnswers,
    private readonly news: BookingNews,
  ) {}

  /**
   * What cancelling now refunds: the customer under the policy the offer carried, the venue always
   * everything; paid extra charges in full. Inside a transaction, pass it: a query beside an open
   * transaction waits for it on PGlite's one connection.
   */
  private async previewOf(b: BookingRow, side: 'customer' | 'venue', now: Date, tx?: Tx): Promise<CancellationPreview> {
    const bookings = tx ? this.bookings.withTx(tx) : this.bookings;
    const p = (await bookings.parties(b))!;
    const base = side === 'venue' ? venueRefund(b.totalMinor, b.currency) : customerRefund(b.totalMinor, b.currency, b.startAt, p.timeZone, b.cancellationPolicy, now);
    const extras = (await this.paidExtras(b.id, tx)).reduce((s, x) => s + x.amountMinor, 0);
    return { ...base, refund_minor: base.refund_minor + extras };
  }

  /** The succeeded payments of a booking's paid extra charges (a withdrawn charge's payment is refunded on its own). */
  private async paidExtras(bookingId: string, tx?: Tx): Promise<PaymentRow[]> {
    const bookings = tx ? this.bookings.withTx(tx) : this.bookings;
    const payments = tx ? this.payments.withTx(tx) : this.payments;
    const paid = new Set((await bookings.extraChargesOf(bookingId)).filter((c) => c.status === 'paid').map((c) => c.id));
    return (await payments.paymentsOfBooking(bookingId)).filter((x) => x.kind === 'extra_charge' && x.status === 'succeeded' && paid.has(x.extraChargeId!));
  }

  async preview(user: AuthUser, id: string, now = new Date()): Promise<CancellationPreview> {
    const { booking, access } = await loadBooking(this.bookings, user, id);
    this.check(booking, access, now);
    return this.previewOf(booking, access.side, now);
  }

  private check(b: BookingRow, access: BookingAccess, now: Date): void {
    if (!access.canManage) throw forbidden('Your team role cannot cancel bookings; ask the venue owner or a venue admin');
    step(bookingMachine, b.status, 'cancel', access.side, 'booking');
    if (now >= b.startAt) throw new AppError('BOOKING_CONFIRMED', 'The event has started: it can no longer be cancelled here. Contact the other side in the conversation.');
  }

  async cancel(user: AuthUser, id: string, reason: string, now = new Date()): Promise<Booking> {
    const { audience, conversations, notifications, notify } = this.news;
    const first = await loadBooking(this.bookings, user, id);
    this.check(first.booking, first.access, now);
    const refunds = await this.bookings.transaction(async (tx) => {
      const { booking: b, access } = await loadBooking(this.bookings.withTx(tx), user, id, { forUpdate: true });
      this.check(b, access, now);
      return this.cancelInTx(tx, b, access.side, reason, now);
    });
    for (const r of refunds) await this.refunds.process(r.tenantId, r.id, now);
    const b = (await this.bookings.booking(user.tenantId, id))!;
    const parties = (await this.bookings.parties(b))!;
    const who = first.access.side === 'venue' ? parties.venueName : `${parties.customerFirst} ${parties.customerLast}`.trim();
    const refunded = refunds.reduce((s, r) => s + r.amountMinor, 0);
    const line = bookingTemplates.cancellationLine({ who, reference: b.reference, reason, refunded: refunded > 0 ? money(refunded, b.currency) : null });
    await conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, actorId: user.id, body: line });
    const url = audience.url(parties.venueCountry, b);
    for (const userId of await audience.everyone(b)) {
      await notifications.create(b.tenantId, userId, 'BOOKING_CANCELLED', { booking_id: b.id, enquiry_id: b.enquiryId }, {
        ...bookingTemplates.bookingCancelled({ reference: b.reference, venue: parties.venueName, line, when: mailTime(b.startAt, parties.timeZone) }),
        url,
      });
    }
    const everyone = await audience.everyone(b);
    notify(everyone, SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: 'cancelled' });
    notify(everyone, SOCKET_EVENTS.enquiryStatus, { enquiry_id: b.enquiryId, status: (await this.access.find(b.tenantId, b.enquiryId))!.status });
    return this.answers.toBooking(b, first.access, now);
  }

  /**
   * The cancellation's writes, in the caller's transaction (the booking locked and checked): the
   * slot freed, the booking cancelled, the enquiry reopened, unpaid extra charges withdrawn, and the
   * refunds the preview promised (the booking's payment under the policy, paid extra charges in
   * full), pending until the provider pays them back.
   */
  async cancelInTx(tx: Tx, b: BookingRow, side: 'customer' | 'venue', reason: string, now: Date): Promise<RefundRow[]> {
    const repo = this.bookings.withTx(tx);
    const preview = await this.previewOf(b, side, now, tx);
    await repo.releaseBooking(b.id);
    await repo.setBooking(b.id, { status: step(bookingMachine, b.status, 'cancel', side, 'booking'), cancelledAt: now, cancelledBy: side satisfies CancelledBy, cancelReason: reason });
    const enquiry = await this.access.withTx(tx).find(b.tenantId, b.enquiryId, { forUpdate: true });
    if (enquiry && enquiryMachine.check(enquiry.status, 'booking_cancelled', 'system').ok) await this.offers.withTx(tx).setEnquiryStatus(enquiry.id, 'open');
    for (const c of await repo.extraChargesOf(b.id)) if (c.status === 'requested') await repo.setExtraCharge(c.id, 'cancelled');
    const pays = await this.payments.withTx(tx).paymentsOfBooking(b.id);
    const extras = await this.paidExtras(b.id, tx);
    const why = side === 'venue' ? 'venue_cancelled' : 'customer_cancelled';
    const made: RefundRow[] = [];
    const main = await this.refunds.createInTx(tx, pays.find((x) => x.id === b.paymentId)!, b, preview.refund_minor - extras.reduce((s, x) => s + x.amountMinor, 0), why, b.feeMinor, now);
    if (main) made.push(main);
    const feeBp = (await repo.parties(b))?.serviceFeeBp ?? 0;
    for (const x of extras) {
      const r = await this.refunds.createInTx(tx, x, b, x.amountMinor, why, serviceFee(x.amountMinor, feeBp / 100), now);
      if (r) made.push(r);
    }
    return made;
  }
}
