import type { z } from 'zod';
import { REVIEW_WINDOW_DAYS, SOCKET_EVENTS, bookingMachine, extraChargeMachine, type ExtraCharge, type extraChargeBody } from '@venues/contracts';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { quote, type TaxSetting } from '../../lib/pricing';
import { step } from '../../lib/state';
import { bookingTemplates } from '../../mail/booking-templates';
import type { AuthUser } from '../../types';
import type { BookingAnswers } from './answers';
import { money } from './documents';
import type { PaymentRepository } from './payment-repository';
import type { BookingRepository } from './repository';
import { bookingAccess, loadBooking, reviewUntil, type BookingNews } from './shared';

type ExtraChargeInput = z.output<typeof extraChargeBody>;

/**
 * Extra charges on a booking (docs/transactions.md "Bookings"): the venue asks for them until the
 * review window closes; the customer pays (PaymentService) or declines them, the venue may withdraw
 * them while unpaid.
 */
export class ExtraCharges {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly payments: PaymentRepository,
    private readonly answers: BookingAnswers,
    private readonly news: BookingNews,
  ) {}

  async request(user: AuthUser, bookingId: string, b: ExtraChargeInput, now = new Date()): Promise<ExtraCharge> {
    const { booking, access } = await loadBooking(this.bookings, user, bookingId);
    if (access.side !== 'venue') throw forbidden('Only the venue asks for extra charges');
    if (!access.canManage) throw forbidden('Your team role cannot ask for extra charges; ask the venue owner or a venue admin');
    const reviewOpen = booking.status === 'completed' && now < reviewUntil(booking);
    if (booking.status !== 'confirmed' && !reviewOpen) throw new AppError(bookingMachine.stateCode(booking.status) as 'BOOKING_CANCELLED', `This booking is ${booking.status}: extra charges can be asked for until ${REVIEW_WINDOW_DAYS} days after the event`);
    // The storefront's tax as the booking carried it (a booking without tax lines had none).
    const t = booking.taxes[0];
    const tax: TaxSetting | null = t ? { name: t.name, rate_percent: t.rate_percent, inclusive: t.inclusive } : null;
    let q;
    try {
      q = quote(b.lines, tax, booking.currency);
    } catch (e) {
      throw new AppError('VALIDATION_ERROR', 'The prices cannot be computed', { fields: [{ field: 'lines', message: e instanceof Error ? e.message : 'out of range' }] });
    }
    if (q.total_minor <= 0) throw new AppError('VALIDATION_ERROR', 'An extra charge must be more than zero', { fields: [{ field: 'lines', message: 'The total must be more than zero' }] });
    const c = await this.bookings.insertExtraCharge({ tenantId: user.tenantId, bookingId, lines: q.lines, taxes: q.taxes, currency: q.currency, subtotalMinor: q.subtotal_minor, totalMinor: q.total_minor, note: b.note, createdBy: user.id });
    const parties = (await this.bookings.parties(booking))!;
    await this.news.conversations.post(user.tenantId, booking.enquiryId, { side: 'system', senderId: null, actorId: user.id, body: `${parties.venueName} asks for extra charges of ${money(c.totalMinor, c.currency)} on booking ${booking.reference}${b.note ? `: ${b.note}` : '.'}` });
    await this.news.notifications.createForEnquiry(user.tenantId, booking.customerId, 'INQUIRY', booking.enquiryId, { booking_id: bookingId }, {
      ...bookingTemplates.extraChargesRequested({ reference: booking.reference, venue: parties.venueName, amount: money(c.totalMinor, c.currency), note: b.note }),
      url: this.news.audience.url(parties.venueCountry, booking),
    });
    this.news.notify(await this.news.audience.everyone(booking), SOCKET_EVENTS.bookingStatus, { enquiry_id: booking.enquiryId, booking_id: booking.id, status: booking.status });
    return this.answers.toExtraCharge(c, null);
  }

  /** Decline (the customer) or cancel (the venue's owners and admins) an unpaid extra charge. */
  async changeStatus(user: AuthUser, id: string, event: 'decline' | 'cancel'): Promise<ExtraCharge> {
    const c = await this.bookings.extraCharge(user.tenantId, id);
    const booking = c ? await this.bookings.booking(user.tenantId, c.bookingId) : undefined;
    const access = booking ? bookingAccess(user, booking) : null;
    if (!c || !booking || !access) throw notFound('Extra charge');
    if (access.side === 'venue' && !access.canManage) throw forbidden('Your team role cannot change extra charges; ask the venue owner or a venue admin');
    const out = await this.bookings.transaction(async (tx) => {
      const repo = this.bookings.withTx(tx);
      // The payment first, then the charge: the order a payment's success locks them in (no deadlock).
      const payment = await this.payments.withTx(tx).paymentOfCharge(user.tenantId, id, { forUpdate: true });
      const locked = (await repo.extraCharge(user.tenantId, id, { forUpdate: true }))!;
      const to = step(extraChargeMachine, locked.status, event, access.side, 'extra charge');
      if (payment?.status === 'processing') throw new AppError('PAYMENT_PROCESSING', 'A payment of these extra charges is under way: try again once it is finished');
      return repo.setExtraCharge(id, to);
    });
    await this.news.conversations.post(user.tenantId, booking.enquiryId, {
      side: 'system',
      senderId: null,
      actorId: user.id,
      body: event === 'decline' ? `The customer declined the extra charges of ${money(c.totalMinor, c.currency)}.` : `The venue withdrew the extra charges of ${money(c.totalMinor, c.currency)}.`,
    });
    this.news.notify(await this.news.audience.everyone(booking), SOCKET_EVENTS.bookingStatus, { enquiry_id: booking.enquiryId, booking_id: booking.id, status: booking.status });
    return this.answers.toExtraCharge(out, null);
  }
}
