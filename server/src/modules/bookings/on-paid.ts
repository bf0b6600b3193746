import { randomBytes } from 'node:crypto';
import { PAYMENT_FAILURE_MESSAGES, SOCKET_EVENTS, enquiryMachine, extraChargeMachine, offerMachine } from '@venues/contracts';
import type { Tx } from '../../db/repository';
import type { BookingRow, CustomOfferRow, ExtraChargeRow, PaymentRow, RefundRow } from '../../db/schema';
import { serviceFee } from '../../lib/pricing';
import { step } from '../../lib/state';
import { bookingTemplates, mailTime } from '../../mail/booking-templates';
import type { EnquiryAccessRepository } from '../enquiries/access';
import type { EnquiryRepository } from '../enquiries/repository';
import type { OfferRepository } from '../offers/repository';
import type { PayoutHooks } from '../payouts/transfers';
import { isSlotTaken } from '../offers/repository';
import type { BookingAnswers } from './answers';
import type { BookingDocuments } from './booking-documents';
import { bookingCalendar } from './calendar';
import type { DocumentRepository } from './document-repository';
import { money } from './documents';
import { chargeLedger } from './ledger';
import type { PaymentRepository } from './payment-repository';
import type { Refunds } from './refunds';
import type { BookingRepository } from './repository';
import type { BookingNews } from './shared';

/** What a successful payment did, for the work after its transaction (documents, mail, sockets). */
export type PaidEffect =
  | { kind: 'booked'; booking: BookingRow; payment: PaymentRow }
  | { kind: 'slot_lost'; payment: PaymentRow; refund: RefundRow }
  | { kind: 'charge_withdrawn'; booking: BookingRow; payment: PaymentRow; refund: RefundRow }
  | { kind: 'extra_paid'; booking: BookingRow; payment: PaymentRow; charge: ExtraChargeRow }
  | { kind: 'none' };

const taxTotal = (taxes: readonly { amount_minor: number }[]) => taxes.reduce((s, t) => s + t.amount_minor, 0);
const reference = () => `BK-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

/**
 * What a succeeded payment does (docs/transactions.md "Payments and bookings"): inside the
 * payment's transaction, the booking it makes (the offer's hold becomes the booking's block) or the
 * extra charge it pays, with the ledger; after it, the documents, the conversation, sockets,
 * notifications and mail. PaymentService calls both.
 */
export class OnPaid {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly payments: PaymentRepository,
    private readonly documentRepo: DocumentRepository,
    private readonly offers: OfferRepository,
    private readonly access: EnquiryAccessRepository,
    private readonly enquiries: EnquiryRepository,
    private readonly refunds: Refunds,
    private readonly documents: BookingDocuments,
    private readonly answers: BookingAnswers,
    private readonly news: BookingNews,
    private readonly productName: (tenantId: string) => Promise<string>,
    private readonly publicUrl: string,
    /** Holds the venue's share of a Stripe payment until its organisation's account is ready (modules/payouts). */
    private readonly payouts?: PayoutHooks,
  ) {}

  /**
   * Applies a succeeded payment inside the payment's transaction `tx`: an offer's payment books the
   * slot (the hold becomes the booking's block; if the hold is gone, a new block, and if the slot
   * was taken meanwhile the payment is refunded in full); an extra charge's is marked paid. Writes
   * the ledger. Idempotent: an offer already booked is left alone.
   */
  async inTx(tx: Tx, payment: PaymentRow, now: Date): Promise<PaidEffect> {
    const repo = this.bookings.withTx(tx);
    const payments = this.payments.withTx(tx);
    const offers = this.offers.withTx(tx);
    if (payment.kind === 'extra_charge') {
      const charge = (await repo.extraCharge(payment.tenantId, payment.extraChargeId!, { forUpdate: true }))!;
      if (charge.status === 'paid') return { kind: 'none' };
      const booking = (await repo.booking(payment.tenantId, payment.bookingId!))!;
      const fee = serviceFee(payment.amountMinor, ((await repo.parties(booking))?.serviceFeeBp ?? 0) / 100);
      await payments.addLedger(chargeLedger(booking, payment, fee));
      if (charge.status !== 'requested') {
        // Withdrawn (declined, cancelled, or its booking cancelled) while the money was in flight: all of it goes back.
        const refund = await this.refunds.createInTx(tx, payment, booking, payment.amountMinor, 'charge_withdrawn', fee, now);
        const marked = await payments.setPayment(payment.id, { failureCode: 'charge_withdrawn', failureMessage: PAYMENT_FAILURE_MESSAGES.charge_withdrawn! });
        return { kind: 'charge_withdrawn', booking, payment: marked, refund: refund! };
      }
      const paidCharge = await repo.setExtraCharge(charge.id, step(extraChargeMachine, charge.status, 'pay', 'system', 'extra charge'));
      await this.payouts?.holdInTx(tx, payment, booking.id);
      return { kind: 'extra_paid', booking, payment, charge: paidCharge };
    }
    const offer = (await offers.offer(payment.tenantId, payment.offerId!, { forUpdate: true }))!;
    if (await repo.bookingOfOffer(offer.id)) return { kind: 'none' };
    const enquiry = (await this.access.withTx(tx).find(payment.tenantId, offer.enquiryId, { forUpdate: true }))!;
    const parties = (await repo.parties({ venueId: offer.venueId, spaceId: offer.spaceId, customerId: payment.customerId }))!;
    const fee = serviceFee(offer.totalMinor, parties.serviceFeeBp / 100);
    let booking: BookingRow | null = null;
    try {
      // A savepoint: an overlap refused by the exclusion constraint undoes only the booking.
      booking = await repo.transaction(async (sp) => {
        const r = repo.withTx(sp);
        const b = await r.insertBooking(this.bookingValues(offer, payment, enquiry.organizationId, fee));
        if (!(await r.convertHold(offer.id, b.id))) await r.insertBookingBlock(b);
        return b;
      });
    } catch (e) {
      if (!isSlotTaken(e)) throw e;
    }
    if (!booking) {
      // The hold expired and someone else booked the slot: pay everything back (docs/transactions.md).
      const refund = await this.refunds.createInTx(tx, payment, null, payment.amountMinor, 'slot_taken', fee, now);
      await payments.setPayment(payment.id, { failureCode: 'slot_taken', failureMessage: 'The time was booked by someone else while you paid: your payment is refunded in full.' });
      return { kind: 'slot_lost', payment, refund: refund! };
    }
    await offers.setOfferStatus(offer.id, step(offerMachine, offer.status, 'pay', 'system', 'offer'));
    if (enquiryMachine.check(enquiry.status, 'book', 'system').ok) await offers.setEnquiryStatus(enquiry.id, 'booked');
    const paidPayment = await payments.setPayment(payment.id, { bookingId: booking.id });
    await payments.addLedger(chargeLedger(booking, paidPayment, fee));
    await this.payouts?.holdInTx(tx, paidPayment, booking.id);
    return { kind: 'booked', booking, payment: paidPayment };
  }

  private bookingValues(o: CustomOfferRow, p: PaymentRow, organizationId: string | null, fee: number) {
    return {
      tenantId: o.tenantId,
      reference: reference(),
      enquiryId: o.enquiryId,
      offerId: o.id,
      paymentId: p.id,
      customerId: p.customerId,
      venueId: o.venueId,
      organizationId,
      spaceId: o.spaceId,
      startAt: o.startAt,
      endAt: o.endAt,
      guests: o.guests,
      lines: o.lines,
      taxes: o.taxes,
      currency: o.currency,
      subtotalMinor: o.subtotalMinor,
      taxMinor: taxTotal(o.taxes),
      totalMinor: o.totalMinor,
      feeMinor: fee,
      cancellationPolicy: o.cancellationPolicy,
    };
  }

  /**
   * A payment by a method that settles later (a bank transfer, PayNow's asynchronous confirmation)
   * started, or such a payment of extra charges failed: both sides read it in their conversation,
   * live (an offer's failed payment lapses the offer instead: OfferExpiry.lapse). See
   * docs/transactions.md "Payments and bookings".
   */
  async settlingLater(p: PaymentRow, change: 'processing' | 'failed'): Promise<void> {
    const body =
      change === 'processing'
        ? `A payment of ${money(p.amountMinor, p.currency)} is on its way by a method that settles later (such as a bank transfer). The time stays held while the offer's hold lasts; this conversation says when the payment settles.`
        : `${this.didNotSettle(p)} The extra charges can be paid again.`;
    await this.news.conversations.post(p.tenantId, p.enquiryId, { side: 'system', senderId: null, body });
  }

  /** The line that says a payment by a method that settles later failed, and why. */
  didNotSettle(p: PaymentRow): string {
    return `The payment of ${money(p.amountMinor, p.currency)} did not settle: ${p.failureMessage ?? 'the bank refused it.'}`;
  }

  /** After the payment's transaction: documents, the chat, sockets, notifications and mail; a lost slot's refund. */
  async after(effect: PaidEffect): Promise<void> {
    const { audience, conversations, notifications, notify } = this.news;
    if (effect.kind === 'none') return;
    if (effect.kind === 'slot_lost') {
      await this.refunds.process(effect.refund.tenantId, effect.refund.id);
      const e = await this.access.find(effect.payment.tenantId, effect.payment.enquiryId);
      if (e) {
        await conversations.post(e.tenantId, e.id, { side: 'system', senderId: null, body: 'The payment arrived after the offer expired and its time was booked by someone else: it is refunded in full.' });
        const view = await this.enquiries.view(e.tenantId, e.id, 'customer');
        await notifications.createForEnquiry(e.tenantId, e.customerId, 'BOOKING_CANCELLED', e.id, { payment_id: effect.payment.id }, {
          ...bookingTemplates.slotLost({ venue: view?.venue_name ?? 'the venue', amount: money(effect.payment.amountMinor, effect.payment.currency) }),
          url: `${this.publicUrl}/${view?.venue_country ?? 'sg'}/enquiries/${e.id}`,
        });
      }
      return;
    }
    if (effect.kind === 'charge_withdrawn') {
      const b = effect.booking;
      await this.refunds.process(effect.refund.tenantId, effect.refund.id);
      await conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, body: `A payment of ${money(effect.payment.amountMinor, effect.payment.currency)} arrived after the extra charges were withdrawn: it is refunded in full.` });
      notify(await audience.everyone(b), SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: b.status });
      return;
    }
    const { booking: b, payment: p } = effect;
    await this.payouts?.paid(p);
    const invoice = await this.documents.ensureDocument(b.tenantId, 'invoice', { paymentId: p.id });
    await this.documents.ensureDocument(b.tenantId, 'receipt', { paymentId: p.id });
    const parties = (await this.bookings.parties(b))!;
    const everyone = await audience.everyone(b);
    const url = audience.url(parties.venueCountry, b);
    if (effect.kind === 'extra_paid') {
      await conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, body: `Extra charges of ${money(p.amountMinor, p.currency)} were paid (invoice ${invoice.number}).` });
      for (const id of await audience.team(b)) {
        await notifications.create(b.tenantId, id, 'BOOKING_CONFIRMED', { booking_id: b.id, enquiry_id: b.enquiryId }, {
          ...bookingTemplates.extraChargesPaid({ reference: b.reference, customerFirst: parties.customerFirst, amount: money(p.amountMinor, p.currency) }),
          url,
        });
      }
      notify(everyone, SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: b.status });
      return;
    }
    const when = mailTime(b.startAt, parties.timeZone);
    const total = money(b.totalMinor, b.currency);
    await conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, body: `Booking ${b.reference} is confirmed: ${total} paid (invoice ${invoice.number}).` });
    notify(everyone, SOCKET_EVENTS.customOfferStatus, { enquiry_id: b.enquiryId, custom_offer_id: b.offerId, status: 'paid' });
    notify(everyone, SOCKET_EVENTS.enquiryStatus, { enquiry_id: b.enquiryId, status: 'booked' });
    notify(everyone, SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: 'confirmed' });
    const answer = await this.answers.toBooking(b, { side: 'customer', canManage: true });
    const ics = bookingCalendar(await this.productName(b.tenantId), [answer], this.publicUrl, 'customer');
    const invoicePdf = (await this.documentRepo.document(b.tenantId, invoice.id))!.pdf;
    const attachments = [
      { filename: `${invoice.number}.pdf`, content_type: 'application/pdf', content_base64: Buffer.from(invoicePdf).toString('base64') },
      { filename: `${b.reference}.ics`, content_type: 'text/calendar', content_base64: Buffer.from(ics).toString('base64') },
    ];
    const event = { reference: b.reference, space: parties.spaceName, guests: b.guests, when, total };
    await notifications.create(b.tenantId, b.customerId, 'BOOKING_CONFIRMED', { booking_id: b.id, enquiry_id: b.enquiryId }, {
      ...bookingTemplates.bookingConfirmed({ ...event, venue: parties.venueName, invoice: invoice.number }),
      url,
      attachments,
    });
    for (const id of await audience.team(b)) {
      await notifications.create(b.tenantId, id, 'BOOKING_CONFIRMED', { booking_id: b.id, enquiry_id: b.enquiryId }, {
        ...bookingTemplates.newBooking({ ...event, customer: `${parties.customerFirst} ${parties.customerLast}` }),
        url,
        attachments: [attachments[1]!],
      });
    }
  }
}
