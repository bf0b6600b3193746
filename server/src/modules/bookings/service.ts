import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { DateTime } from 'luxon';
import {
  PAYMENT_FAILURE_MESSAGES,
  REVIEW_WINDOW_DAYS,
  SOCKET_EVENTS,
  bookingMachine,
  teamCan,
  enquiryMachine,
  extraChargeMachine,
  offerMachine,
  paymentMachine,
  refundMachine,
  type AdminRefund,
  type Booking,
  type BookingListQuery,
  type BookingReview,
  type CancellationPreview,
  type CancelledBy,
  type DocumentKind,
  type ExtraCharge,
  type Refund,
  type bookingListQuery,
  type extraChargeBody,
  type reviewBody,
} from '@venues/contracts';
import type { Tx } from '../../db/repository';
import type { BookingReviewRow, BookingRow, CustomOfferRow, DocumentRow, ExtraChargeRow, PaymentRow, RefundRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { customerRefund, feeReturned, quote, refundSchedule, serviceFee, taxInRefund, venueRefund, type TaxSetting } from '../../lib/pricing';
import { step } from '../../lib/state';
import type { Notify } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin/audit';
import type { EnquiryAccessRepository } from '../enquiries/access';
import type { EnquiryRepository } from '../enquiries/repository';
import type { EnquiryService } from '../enquiries/service';
import type { NotificationsService } from '../notifications/service';
import type { OfferRepository } from '../offers/repository';
import { isSlotTaken } from '../offers/repository';
import type { PaymentProvider } from '../../payments';
import { bookingCalendar } from './calendar';
import { documentNumber, money, renderDocument, type DocumentContent } from './documents';
import type { BookingRepository } from './repository';

type ListInput = z.output<typeof bookingListQuery>;
type ExtraChargeInput = z.output<typeof extraChargeBody>;
type ReviewInput = z.output<typeof reviewBody>;

const DAY = 86_400_000;
/** Refund attempts before a person has to look (administrators see failed refunds). */
export const REFUND_MAX_ATTEMPTS = 5;
const REFUND_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];

export interface BookingDeps {
  notify: Notify;
  notifications: NotificationsService;
  conversations: EnquiryService;
  enquiries: EnquiryRepository;
  access: EnquiryAccessRepository;
  offers: OfferRepository;
  provider: PaymentProvider;
  publicUrl: string;
  productName: (tenantId: string) => Promise<string>;
  refreshVenue: (tenantId: string, venueId: string) => Promise<void>;
}

/** The caller's side of a booking: its customer, or its venue's team; null = not theirs (404). */
export interface BookingAccess {
  side: 'customer' | 'venue';
  /** Owners and venue admins: cancel, extra charges, the venue's review. */
  canManage: boolean;
}

/**
 * The customer's e-mail address as `access` may see it: the customer's own, and the venue's owners
 * and admins who issue its invoices (docs/permissions.md); members reach the customer in the conversation.
 */
const customerEmailFor = (access: BookingAccess, email: string): string | null => (access.side === 'customer' || access.canManage ? email : null);

export function bookingAccess(user: AuthUser, b: Pick<BookingRow, 'customerId' | 'organizationId'>): BookingAccess | null {
  if (b.customerId === user.id) return { side: 'customer', canManage: true };
  if (b.organizationId && user.row.organizationId === b.organizationId && teamCan(user.roles, 'bookings.read')) return { side: 'venue', canManage: teamCan(user.roles, 'bookings.manage') };
  return null;
}

/** What a successful payment did, for the work after its transaction (documents, mail, sockets). */
export type PaidEffect =
  | { kind: 'booked'; booking: BookingRow; payment: PaymentRow }
  | { kind: 'slot_lost'; payment: PaymentRow; refund: RefundRow }
  | { kind: 'charge_withdrawn'; booking: BookingRow; payment: PaymentRow; refund: RefundRow }
  | { kind: 'extra_paid'; booking: BookingRow; payment: PaymentRow; charge: ExtraChargeRow }
  | { kind: 'none' };

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const taxTotal = (taxes: readonly { amount_minor: number }[]) => taxes.reduce((s, t) => s + t.amount_minor, 0);
const reference = () => `BK-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
const mailTime = (d: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(d)} (${timeZone})`;

/**
 * Bookings and what hangs off them (docs/transactions.md "Payments and bookings"): the booking a
 * successful payment makes (the offer's hold becomes the booking's block in the payment's
 * transaction), cancellation with the refund its preview promised, refunds through the provider
 * (retried), extra charges, documents (numbered without gaps, stored once), the ledger, reviews and
 * the scheduler that completes bookings and publishes reviews.
 */
export class BookingService {
  constructor(
    private readonly repo: BookingRepository,
    private readonly deps: BookingDeps,
  ) {}

  // ---------------------------------------------------------------- loading

  /** The booking for a caller on either side, or 404 (another person's booking looks like no booking). */
  async load(user: AuthUser, id: string, opts: { repo?: BookingRepository; forUpdate?: boolean } = {}): Promise<{ booking: BookingRow; access: BookingAccess }> {
    const b = await (opts.repo ?? this.repo).booking(user.tenantId, id, { forUpdate: opts.forUpdate });
    const access = b ? bookingAccess(user, b) : null;
    if (!b || !access) throw notFound('Booking');
    return { booking: b, access };
  }

  private async everyone(b: Pick<BookingRow, 'tenantId' | 'customerId' | 'organizationId'>): Promise<string[]> {
    return [b.customerId, ...(await this.deps.enquiries.teamOf(b.tenantId, b.organizationId)).map((t) => t.id)];
  }

  private async team(b: Pick<BookingRow, 'tenantId' | 'organizationId'>): Promise<string[]> {
    return (await this.deps.enquiries.teamOf(b.tenantId, b.organizationId)).map((t) => t.id);
  }

  private url(country: string, b: Pick<BookingRow, 'enquiryId' | 'offerId' | 'id'>): string {
    return `${this.deps.publicUrl}/${country}/enquiries/${b.enquiryId}/cancellation/${b.offerId}/booking/${b.id}/details`;
  }

  // ---------------------------------------------------------------- answers

  private reviewUntil(b: BookingRow): Date {
    return new Date(b.endAt.getTime() + REVIEW_WINDOW_DAYS * DAY);
  }

  async toBooking(b: BookingRow, access: BookingAccess, now = new Date()): Promise<Booking> {
    const p = (await this.repo.parties(b))!;
    const [docs, refunds, charges, reviews, pays] = await Promise.all([
      this.repo.documentsOf(b.id),
      this.repo.refundsOfBooking(b.id),
      this.repo.extraChargesOf(b.id),
      this.repo.reviewsOf(b.id),
      this.repo.paymentsOfBooking(b.id),
    ]);
    const chargePayments = new Map(pays.filter((x) => x.extraChargeId).map((x) => [x.extraChargeId!, x.id]));
    const creditNotes = new Map(docs.filter((d) => d.refundId).map((d) => [d.refundId!, d.number]));
    const paid = pays.filter((x) => x.succeededAt).reduce((s, x) => s + x.amountMinor, 0);
    const refunded = refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountMinor, 0);
    const mine = reviews.find((r) => r.side === access.side);
    const reviewOpen = b.status === 'completed' && now < this.reviewUntil(b);
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
      review_until: b.status === 'completed' ? iso(this.reviewUntil(b)) : null,
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

  private toReview(r: BookingReviewRow): BookingReview {
    return { _id: r.id, side: r.side, rating: r.rating, text: r.text, published: r.publishedAt !== null, created_at: iso(r.createdAt) };
  }

  // ---------------------------------------------------------------- reading

  async get(user: AuthUser, id: string): Promise<Booking> {
    const { booking, access } = await this.load(user, id);
    return this.toBooking(booking, access);
  }

  async list(user: AuthUser, q: ListInput): Promise<{ data: Booking[]; page: number; limit: number; total: number }> {
    let who: { customerId: string } | { organizationId: string };
    if (q.as === 'customer') who = { customerId: user.id };
    else {
      if (!user.row.organizationId || !teamCan(user.roles, 'bookings.read')) throw forbidden("Only a venue's team sees its bookings");
      who = { organizationId: user.row.organizationId };
    }
    const { items, total } = await this.repo.list(user.tenantId, who, {
      status: q.status,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      enquiryId: q.enquiry_id,
      page: q.page,
      limit: q.limit,
    });
    const data = await Promise.all(items.map((b) => this.toBooking(b, bookingAccess(user, b)!)));
    return { data, page: q.page, limit: q.limit, total };
  }

  /** The caller's bookings as an iCalendar file (cancelled ones included, marked so calendars remove them). */
  async calendar(user: AuthUser, q: BookingListQuery): Promise<string> {
    const all: Booking[] = [];
    for (let page = 1; page <= 20; page++) {
      const r = await this.list(user, { ...(q as ListInput), page, limit: 50 });
      all.push(...r.data);
      if (all.length >= r.total) break;
    }
    return bookingCalendar(await this.deps.productName(user.tenantId), all, this.deps.publicUrl, q.as === 'venue' ? 'venue' : 'customer');
  }

  // ---------------------------------------------------------------- a payment succeeded (inside its transaction)

  /**
   * Applies a succeeded payment inside the payment's transaction (`repo` runs on it): an offer's
   * payment books the slot (the hold becomes the booking's block; if the hold is gone, a new block,
   * and if the slot was taken meanwhile the payment is refunded in full); an extra charge's is
   * marked paid. Writes the ledger. Idempotent: an offer already booked is left alone.
   */
  async onPaid(tx: Tx, payment: PaymentRow, now: Date): Promise<PaidEffect> {
    const repo = this.repo.withTx(tx);
    const offers = this.deps.offers.withTx(tx);
    if (payment.kind === 'extra_charge') {
      const charge = (await repo.extraCharge(payment.tenantId, payment.extraChargeId!, { forUpdate: true }))!;
      if (charge.status === 'paid') return { kind: 'none' };
      const booking = (await repo.booking(payment.tenantId, payment.bookingId!))!;
      const fee = serviceFee(payment.amountMinor, ((await repo.parties(booking))?.serviceFeeBp ?? 0) / 100);
      await repo.addLedger(this.chargeLedger(booking, payment, fee));
      if (charge.status !== 'requested') {
        // Withdrawn (declined, cancelled, or its booking cancelled) while the money was in flight: all of it goes back.
        const refund = await this.createRefund(repo, payment, booking, payment.amountMinor, 'charge_withdrawn', fee, now);
        const marked = await repo.setPayment(payment.id, { failureCode: 'charge_withdrawn', failureMessage: PAYMENT_FAILURE_MESSAGES.charge_withdrawn! });
        return { kind: 'charge_withdrawn', booking, payment: marked, refund: refund! };
      }
      const paidCharge = await repo.setExtraCharge(charge.id, step(extraChargeMachine, charge.status, 'pay', 'system', 'extra charge'));
      return { kind: 'extra_paid', booking, payment, charge: paidCharge };
    }
    const offer = (await offers.offer(payment.tenantId, payment.offerId!, { forUpdate: true }))!;
    if (await repo.bookingOfOffer(offer.id)) return { kind: 'none' };
    const enquiry = (await this.deps.access.withTx(tx).find(payment.tenantId, offer.enquiryId, { forUpdate: true }))!;
    const parties = (await repo.parties({ venueId: offer.venueId, spaceId: offer.spaceId, customerId: payment.customerId }))!;
    const fee = serviceFee(offer.totalMinor, parties.serviceFeeBp / 100);
    let booking: BookingRow | null = null;
    try {
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
      const refund = await this.createRefund(repo, payment, null, payment.amountMinor, 'slot_taken', fee, now);
      await repo.setPayment(payment.id, { failureCode: 'slot_taken', failureMessage: 'The time was booked by someone else while you paid: your payment is refunded in full.' });
      return { kind: 'slot_lost', payment, refund: refund! };
    }
    await offers.setOfferStatus(offer.id, step(offerMachine, offer.status, 'pay', 'system', 'offer'));
    if (enquiryMachine.check(enquiry.status, 'book', 'system').ok) await offers.setEnquiryStatus(enquiry.id, 'booked');
    const paidPayment = await repo.setPayment(payment.id, { bookingId: booking.id });
    await repo.addLedger(this.chargeLedger(booking, paidPayment, fee));
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

  /** The ledger of a charge: what the customer paid, the tax it contains, the platform's fee and the payout due. */
  private chargeLedger(b: BookingRow, p: PaymentRow, fee: number) {
    const base = { tenantId: b.tenantId, organizationId: b.organizationId, venueId: b.venueId, bookingId: b.id, paymentId: p.id, currency: p.currency };
    return [
      { ...base, kind: 'charge' as const, amountMinor: p.amountMinor },
      { ...base, kind: 'tax' as const, amountMinor: p.taxMinor },
      { ...base, kind: 'fee' as const, amountMinor: -fee },
      { ...base, kind: 'payout_due' as const, amountMinor: p.amountMinor - fee },
    ];
  }

  /**
   * A refund of `amount` from a payment, pending until the provider confirms it, with its ledger
   * rows: the refund, the tax it takes back, the part of the fee given back (the platform keeps its
   * fee only on what the venue keeps) and the lower payout.
   */
  private async createRefund(repo: BookingRepository, p: PaymentRow, b: BookingRow | null, amount: number, reason: string, paymentFee: number, now: Date): Promise<RefundRow | undefined> {
    if (amount <= 0) return undefined;
    const tax = taxInRefund(amount, p.amountMinor, p.taxMinor);
    const feeBack = feeReturned(amount, p.amountMinor, paymentFee);
    const r = await repo.insertRefund({ tenantId: p.tenantId, paymentId: p.id, bookingId: b?.id ?? p.bookingId, currency: p.currency, amountMinor: amount, taxMinor: tax, feeMinor: feeBack, reason, nextAttemptAt: now });
    if (!r) return undefined;
    // A payment that made no booking (its slot was taken) never reached the venue: nothing in its ledger.
    if (reason !== 'slot_taken') {
      const base = { tenantId: p.tenantId, organizationId: p.organizationId, venueId: p.venueId, bookingId: r.bookingId, paymentId: p.id, refundId: r.id, currency: p.currency };
      await repo.addLedger([
        { ...base, kind: 'refund', amountMinor: -amount },
        { ...base, kind: 'tax', amountMinor: -tax },
        { ...base, kind: 'fee', amountMinor: feeBack },
        { ...base, kind: 'payout_due', amountMinor: -(amount - feeBack) },
      ]);
    }
    return r;
  }

  /** After the payment's transaction: documents, the chat, sockets, notifications and mail; a lost slot's refund. */
  async afterPaid(effect: PaidEffect): Promise<void> {
    if (effect.kind === 'none') return;
    if (effect.kind === 'slot_lost') {
      await this.processRefund(effect.refund.tenantId, effect.refund.id);
      const e = await this.deps.access.find(effect.payment.tenantId, effect.payment.enquiryId);
      if (e) {
        await this.deps.conversations.post(e.tenantId, e.id, { side: 'system', senderId: null, body: 'The payment arrived after the offer expired and its time was booked by someone else: it is refunded in full.' });
        const view = await this.deps.enquiries.view(e.tenantId, e.id, 'customer');
        await this.deps.notifications.createForEnquiry(e.tenantId, e.customerId, 'BOOKING_CANCELLED', e.id, { payment_id: effect.payment.id }, {
          subject: 'Your payment is refunded: the time was booked by someone else',
          body: `Your offer expired before the payment was complete, and ${view?.venue_name ?? 'the venue'} was booked for that time meanwhile. Your payment of ${money(effect.payment.amountMinor, effect.payment.currency)} is refunded in full. Ask the venue in the conversation for another time.`,
          url: `${this.deps.publicUrl}/${view?.venue_country ?? 'sg'}/enquiries/${e.id}`,
        });
      }
      return;
    }
    if (effect.kind === 'charge_withdrawn') {
      const b = effect.booking;
      await this.processRefund(effect.refund.tenantId, effect.refund.id);
      await this.deps.conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, body: `A payment of ${money(effect.payment.amountMinor, effect.payment.currency)} arrived after the extra charges were withdrawn: it is refunded in full.` });
      this.deps.notify(await this.everyone(b), SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: b.status });
      return;
    }
    const { booking: b, payment: p } = effect;
    const invoice = await this.ensureDocument(b.tenantId, 'invoice', { paymentId: p.id });
    await this.ensureDocument(b.tenantId, 'receipt', { paymentId: p.id });
    const parties = (await this.repo.parties(b))!;
    const everyone = await this.everyone(b);
    const url = this.url(parties.venueCountry, b);
    if (effect.kind === 'extra_paid') {
      await this.deps.conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, body: `Extra charges of ${money(p.amountMinor, p.currency)} were paid (invoice ${invoice.number}).` });
      for (const id of await this.team(b)) {
        await this.deps.notifications.create(b.tenantId, id, 'BOOKING_CONFIRMED', { booking_id: b.id, enquiry_id: b.enquiryId }, { subject: `Extra charges paid for booking ${b.reference}`, body: `${parties.customerFirst} paid ${money(p.amountMinor, p.currency)}.`, url });
      }
      this.deps.notify(everyone, SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: b.status });
      return;
    }
    const when = mailTime(b.startAt, parties.timeZone);
    await this.deps.conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, body: `Booking ${b.reference} is confirmed: ${money(b.totalMinor, b.currency)} paid (invoice ${invoice.number}).` });
    this.deps.notify(everyone, SOCKET_EVENTS.customOfferStatus, { enquiry_id: b.enquiryId, custom_offer_id: b.offerId, status: 'paid' });
    this.deps.notify(everyone, SOCKET_EVENTS.enquiryStatus, { enquiry_id: b.enquiryId, status: 'booked' });
    this.deps.notify(everyone, SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: 'confirmed' });
    const answer = await this.toBooking(b, { side: 'customer', canManage: true });
    const ics = bookingCalendar(await this.deps.productName(b.tenantId), [answer], this.deps.publicUrl, 'customer');
    const invoicePdf = (await this.repo.document(b.tenantId, invoice.id))!.pdf;
    const attachments = [
      { filename: `${invoice.number}.pdf`, content_type: 'application/pdf', content_base64: Buffer.from(invoicePdf).toString('base64') },
      { filename: `${b.reference}.ics`, content_type: 'text/calendar', content_base64: Buffer.from(ics).toString('base64') },
    ];
    await this.deps.notifications.create(b.tenantId, b.customerId, 'BOOKING_CONFIRMED', { booking_id: b.id, enquiry_id: b.enquiryId }, {
      subject: `Booking confirmed: ${parties.venueName}, ${when}`,
      body: `Your booking ${b.reference} of ${parties.spaceName} at ${parties.venueName} for ${b.guests} guests on ${when} is confirmed. You paid ${money(b.totalMinor, b.currency)}. Your tax invoice ${invoice.number} and a calendar entry are attached.`,
      url,
      attachments,
    });
    for (const id of await this.team(b)) {
      await this.deps.notifications.create(b.tenantId, id, 'BOOKING_CONFIRMED', { booking_id: b.id, enquiry_id: b.enquiryId }, {
        subject: `New booking ${b.reference}: ${parties.spaceName}, ${when}`,
        body: `${parties.customerFirst} ${parties.customerLast} booked ${parties.spaceName} for ${b.guests} guests on ${when} and paid ${money(b.totalMinor, b.currency)}. The time is blocked in your calendar.`,
        url,
        attachments: [attachments[1]!],
      });
    }
  }

  // ---------------------------------------------------------------- documents

  /** The document of a payment or refund, issued now if it was not yet (once: a second call answers the first). */
  async ensureDocument(tenantId: string, kind: DocumentKind, target: { paymentId?: string; refundId?: string }, now = new Date()): Promise<Pick<DocumentRow, 'id' | 'number'>> {
    const existing = await this.repo.documentFor(kind, target);
    if (existing) return existing;
    const content = await this.documentContent(tenantId, kind, target, now);
    try {
      return await this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const seq = await repo.nextNumber(tenantId, kind, content.country, content.year);
        const number = documentNumber(kind, content.country, content.year, seq);
        const pdf = await renderDocument({ ...content.doc, number });
        return repo.insertDocument({ tenantId, kind, number, country: content.country, year: content.year, seq, bookingId: content.bookingId, paymentId: target.paymentId ?? null, refundId: target.refundId ?? null, pdf, issuedAt: now });
      });
    } catch (e) {
      // Issued by a concurrent call meanwhile (the unique index): answer that one; the number was given back by the rollback.
      const again = await this.repo.documentFor(kind, target);
      if (again) return again;
      throw e;
    }
  }

  private async documentContent(tenantId: string, kind: DocumentKind, target: { paymentId?: string; refundId?: string }, now: Date) {
    const refund = target.refundId ? await this.repo.refund(tenantId, target.refundId) : undefined;
    const payment = (await this.repo.payment(tenantId, refund?.paymentId ?? target.paymentId!))!;
    const booking = (await this.repo.booking(tenantId, refund?.bookingId ?? payment.bookingId!))!;
    const parties = (await this.repo.parties(booking))!;
    const charge = payment.extraChargeId ? await this.repo.extraCharge(tenantId, payment.extraChargeId) : undefined;
    const source = charge ?? booking;
    const country = parties.venueCountry;
    const year = DateTime.fromJSDate(now, { zone: parties.timeZone }).year;
    let lines = source.lines;
    let taxes = source.taxes;
    let subtotal = source.subtotalMinor;
    let total = source.totalMinor;
    let credit: DocumentContent['credit'];
    if (kind === 'credit_note' && refund) {
      const inclusive = taxes.every((t) => t.inclusive);
      const why = { customer_cancelled: 'the customer cancelled under the venue\'s policy', venue_cancelled: 'the venue cancelled', slot_taken: 'the time was booked by someone else', admin_cancelled: 'cancelled by the marketplace' }[refund.reason] ?? refund.reason;
      subtotal = inclusive ? refund.amountMinor : refund.amountMinor - refund.taxMinor;
      lines = [{ description: `Refund of booking ${booking.reference}${charge ? ' (extra charges)' : ''}`, quantity: 1, unit_amount_minor: subtotal, amount_minor: subtotal }];
      taxes = taxes.map((t) => ({ ...t, amount_minor: refund.taxMinor }));
      total = refund.amountMinor;
      const invoice = await this.ensureDocument(tenantId, 'invoice', { paymentId: payment.id });
      credit = { invoiceNumber: invoice.number, reason: why };
    }
    const doc: DocumentContent = {
      kind,
      number: '',
      issuedAt: now,
      timeZone: parties.timeZone,
      platform: await this.deps.productName(tenantId),
      seller: {
        name: parties.organizationName ?? parties.venueName,
        venue: parties.venueName,
        address: [parties.venueAddress, [parties.venueCity, parties.venuePostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        taxRegistrationNumber: parties.taxRegistrationNumber,
      },
      buyer: { name: `${parties.customerFirst} ${parties.customerLast}`.trim(), email: parties.customerEmail, address: parties.customerAddress },
      bookingReference: booking.reference,
      event: { space: parties.spaceName, startAt: booking.startAt, endAt: booking.endAt, guests: booking.guests },
      lines,
      subtotalMinor: subtotal,
      taxes,
      totalMinor: total,
      currency: payment.currency,
      payment: kind === 'receipt' ? { cardLast4: payment.cardLast4, paidAt: payment.succeededAt ?? now, provider: payment.provider === 'stripe' ? 'Stripe' : 'test card' } : undefined,
      credit,
    };
    return { doc, country, year, bookingId: booking.id };
  }

  /** A document's PDF for either side of its booking (404 otherwise). */
  async documentPdf(user: AuthUser, bookingId: string, which: { kind: 'invoice' | 'receipt' } | { documentId: string }): Promise<{ number: string; pdf: Buffer }> {
    const { booking } = await this.load(user, bookingId);
    if ('documentId' in which) {
      const d = await this.repo.document(user.tenantId, which.documentId);
      if (!d || d.bookingId !== booking.id) throw notFound('Document');
      return { number: d.number, pdf: Buffer.from(d.pdf) };
    }
    const doc = await this.ensureDocument(user.tenantId, which.kind, { paymentId: booking.paymentId });
    const d = (await this.repo.document(user.tenantId, doc.id))!;
    return { number: d.number, pdf: Buffer.from(d.pdf) };
  }

  async creditNotePdf(user: AuthUser, refundId: string): Promise<{ number: string; pdf: Buffer }> {
    const r = await this.repo.refund(user.tenantId, refundId);
    const b = r?.bookingId ? await this.repo.booking(user.tenantId, r.bookingId) : undefined;
    if (!r || !b || !bookingAccess(user, b)) throw notFound('Refund');
    if (r.status !== 'succeeded') throw new AppError(refundMachine.stateCode(r.status) as 'REFUND_PENDING', 'The credit note is issued once the refund is paid back');
    const doc = await this.ensureDocument(user.tenantId, 'credit_note', { refundId: r.id });
    const d = (await this.repo.document(user.tenantId, doc.id))!;
    return { number: d.number, pdf: Buffer.from(d.pdf) };
  }

  // ---------------------------------------------------------------- cancellation

  /** What cancelling now refunds: the customer under the policy the offer carried, the venue always everything; paid extra charges in full. */
  private async previewOf(b: BookingRow, side: 'customer' | 'venue', now: Date, repo: BookingRepository = this.repo): Promise<CancellationPreview> {
    // Inside a transaction, pass its repository: a query beside an open transaction waits for it on PGlite's one connection.
    const p = (await repo.parties(b))!;
    const base = side === 'venue' ? venueRefund(b.totalMinor, b.currency) : customerRefund(b.totalMinor, b.currency, b.startAt, p.timeZone, b.cancellationPolicy, now);
    const extras = (await this.paidExtras(repo, b.id)).reduce((s, x) => s + x.amountMinor, 0);
    return { ...base, refund_minor: base.refund_minor + extras };
  }

  /** The succeeded payments of a booking's paid extra charges (a withdrawn charge's payment is refunded on its own). */
  private async paidExtras(repo: BookingRepository, bookingId: string): Promise<PaymentRow[]> {
    const paid = new Set((await repo.extraChargesOf(bookingId)).filter((c) => c.status === 'paid').map((c) => c.id));
    return (await repo.paymentsOfBooking(bookingId)).filter((x) => x.kind === 'extra_charge' && x.status === 'succeeded' && paid.has(x.extraChargeId!));
  }

  async cancellationPreview(user: AuthUser, id: string, now = new Date()): Promise<CancellationPreview> {
    const { booking, access } = await this.load(user, id);
    this.checkCancel(booking, access, now);
    return this.previewOf(booking, access.side, now);
  }

  private checkCancel(b: BookingRow, access: BookingAccess, now: Date): void {
    if (!access.canManage) throw forbidden('Your team role cannot cancel bookings; ask the venue owner or a venue admin');
    step(bookingMachine, b.status, 'cancel', access.side, 'booking');
    if (now >= b.startAt) throw new AppError('BOOKING_CONFIRMED', 'The event has started: it can no longer be cancelled here. Contact the other side in the conversation.');
  }

  async cancel(user: AuthUser, id: string, reason: string, now = new Date()): Promise<Booking> {
    const first = await this.load(user, id);
    this.checkCancel(first.booking, first.access, now);
    const refunds = await this.repo.transaction(async (tx) => {
      const { booking: b, access } = await this.load(user, id, { repo: this.repo.withTx(tx), forUpdate: true });
      this.checkCancel(b, access, now);
      return this.cancelInTx(tx, b, access.side, reason, now);
    });
    for (const r of refunds) await this.processRefund(r.tenantId, r.id, now);
    const b = (await this.repo.booking(user.tenantId, id))!;
    const parties = (await this.repo.parties(b))!;
    const who = first.access.side === 'venue' ? parties.venueName : `${parties.customerFirst} ${parties.customerLast}`.trim();
    const refunded = refunds.reduce((s, r) => s + r.amountMinor, 0);
    const line = `${who} cancelled booking ${b.reference}${reason ? ` ("${reason}")` : ''}. ${refunded > 0 ? `${money(refunded, b.currency)} is refunded to the card.` : 'Nothing is refunded under the cancellation policy.'}`;
    await this.deps.conversations.post(b.tenantId, b.enquiryId, { side: 'system', senderId: null, actorId: user.id, body: line });
    const url = this.url(parties.venueCountry, b);
    for (const userId of await this.everyone(b)) {
      await this.deps.notifications.create(b.tenantId, userId, 'BOOKING_CANCELLED', { booking_id: b.id, enquiry_id: b.enquiryId }, {
        subject: `Booking ${b.reference} at ${parties.venueName} is cancelled`,
        body: `${line} The time (${mailTime(b.startAt, parties.timeZone)}) is free again.`,
        url,
      });
    }
    const everyone = await this.everyone(b);
    this.deps.notify(everyone, SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: 'cancelled' });
    this.deps.notify(everyone, SOCKET_EVENTS.enquiryStatus, { enquiry_id: b.enquiryId, status: (await this.deps.access.find(b.tenantId, b.enquiryId))!.status });
    return this.toBooking(b, first.access, now);
  }

  /**
   * The cancellation's writes, in the caller's transaction (the booking locked and checked): the
   * slot freed, the booking cancelled, the enquiry reopened, unpaid extra charges withdrawn, and the
   * refunds the preview promised (the booking's payment under the policy, paid extra charges in
   * full), pending until the provider pays them back.
   */
  async cancelInTx(tx: Tx, b: BookingRow, side: 'customer' | 'venue', reason: string, now: Date): Promise<RefundRow[]> {
    const repo = this.repo.withTx(tx);
    const preview = await this.previewOf(b, side, now, repo);
    await repo.releaseBooking(b.id);
    await repo.setBooking(b.id, { status: step(bookingMachine, b.status, 'cancel', side, 'booking'), cancelledAt: now, cancelledBy: side satisfies CancelledBy, cancelReason: reason });
    const enquiry = await this.deps.access.withTx(tx).find(b.tenantId, b.enquiryId, { forUpdate: true });
    if (enquiry && enquiryMachine.check(enquiry.status, 'booking_cancelled', 'system').ok) await this.deps.offers.withTx(tx).setEnquiryStatus(enquiry.id, 'open');
    for (const c of await repo.extraChargesOf(b.id)) if (c.status === 'requested') await repo.setExtraCharge(c.id, 'cancelled');
    const pays = await repo.paymentsOfBooking(b.id);
    const extras = await this.paidExtras(repo, b.id);
    const why = side === 'venue' ? 'venue_cancelled' : 'customer_cancelled';
    const made: RefundRow[] = [];
    const main = await this.createRefund(repo, pays.find((x) => x.id === b.paymentId)!, b, preview.refund_minor - extras.reduce((s, x) => s + x.amountMinor, 0), why, b.feeMinor, now);
    if (main) made.push(main);
    const feeBp = (await repo.parties(b))?.serviceFeeBp ?? 0;
    for (const x of extras) {
      const r = await this.createRefund(repo, x, b, x.amountMinor, why, serviceFee(x.amountMinor, feeBp / 100), now);
      if (r) made.push(r);
    }
    return made;
  }

  // ---------------------------------------------------------------- refunds through the provider

  /**
   * Sends one pending refund to the provider. Succeeded: the payment becomes (partially) refunded
   * and the credit note is issued. Failed: retried later with backoff, and after
   * REFUND_MAX_ATTEMPTS it is `failed` (administrators retry it). An error whose outcome is unknown
   * (network) is retried with the same idempotency key, so it cannot pay back twice.
   */
  async processRefund(tenantId: string, refundId: string, now = new Date()): Promise<RefundRow> {
    const r = (await this.repo.refund(tenantId, refundId))!;
    if (r.status !== 'pending') return r;
    const p = (await this.repo.payment(tenantId, r.paymentId))!;
    let result: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      result = await this.deps.provider.refund({
        paymentRef: p.providerRef ?? '',
        amountMinor: r.amountMinor,
        idempotencyKey: `refund-${r.id}-${r.attempts}`,
        refundFails: p.refundFails,
        reverseTransfer: r.reason !== 'slot_taken',
      });
    } catch (e) {
      return this.repo.setRefund(r.id, { lastError: e instanceof Error ? e.message : String(e), nextAttemptAt: new Date(now.getTime() + REFUND_BACKOFF_MS[0]!) });
    }
    if (result.status === 'pending') return this.repo.setRefund(r.id, { providerRef: result.ref, nextAttemptAt: null });
    if (result.status === 'failed') return this.refundFailed(r, result.error ?? 'The refund failed', now);
    return this.refundSucceeded(r, result.ref, now);
  }

  async refundSucceeded(r: RefundRow, ref: string | null, now = new Date()): Promise<RefundRow> {
    const done = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.refund(r.tenantId, r.id, { forUpdate: true }))!;
      if (locked.status !== 'pending') return null;
      const out = await repo.setRefund(r.id, { status: step(refundMachine, locked.status, 'succeed', 'system', 'refund'), providerRef: ref ?? locked.providerRef, nextAttemptAt: null, lastError: null });
      const p = (await repo.payment(r.tenantId, r.paymentId, { forUpdate: true }))!;
      const back = (await repo.refundsOfPayment(p.id)).filter((x) => x.status === 'succeeded').reduce((s, x) => s + x.amountMinor, 0);
      await repo.setPayment(p.id, { status: step(paymentMachine, p.status, back >= p.amountMinor ? 'refund_all' : 'refund_part', 'system', 'payment') });
      return out;
    });
    if (!done) return (await this.repo.refund(r.tenantId, r.id))!;
    // A withdrawn charge's payment had no invoice, so its refund has no credit note.
    if (done.bookingId && done.reason !== 'charge_withdrawn') await this.ensureDocument(r.tenantId, 'credit_note', { refundId: r.id }, now);
    return done;
  }

  private async refundFailed(r: RefundRow, error: string, now: Date): Promise<RefundRow> {
    const attempts = r.attempts + 1;
    if (attempts < REFUND_MAX_ATTEMPTS) return this.repo.setRefund(r.id, { attempts, lastError: error, nextAttemptAt: new Date(now.getTime() + REFUND_BACKOFF_MS[Math.min(attempts - 1, REFUND_BACKOFF_MS.length - 1)]!) });
    return this.repo.setRefund(r.id, { attempts, lastError: error, nextAttemptAt: null, status: step(refundMachine, r.status, 'fail', 'system', 'refund') });
  }

  // ---------------------------------------------------------------- administrators

  /** Failed refunds by default; with a reason alone (e.g. slot_taken), every status of that reason. */
  async adminRefunds(user: AuthUser, q: { status?: RefundRow['status']; reason?: string; page: number; limit: number }): Promise<{ data: AdminRefund[]; page: number; limit: number; total: number }> {
    const status = q.status ?? (q.reason ? undefined : 'failed');
    const { items, total } = await this.repo.adminRefunds(user.tenantId, { status, reason: q.reason }, q.page, q.limit);
    const data = await Promise.all(items.map((i) => this.toAdminRefund(i)));
    return { data, page: q.page, limit: q.limit, total };
  }

  private async toAdminRefund(i: Awaited<ReturnType<BookingRepository['adminRefunds']>>['items'][number]): Promise<AdminRefund> {
    const r = i.refund;
    const note = r.status === 'succeeded' ? await this.repo.documentFor('credit_note', { refundId: r.id }) : undefined;
    return {
      ...this.toRefund(r, note?.number ?? null),
      attempts: r.attempts,
      last_error: r.lastError,
      booking: r.bookingId && i.reference && i.enquiryId ? { _id: r.bookingId, reference: i.reference, enquiry_id: i.enquiryId } : null,
      venue: { _id: i.venueId, name: i.venueName },
      customer: { _id: i.customerId, email: i.email, name: `${i.first} ${i.last}`.trim() },
      updated_at: iso(r.updatedAt),
    };
  }

  /**
   * An administrator sends a failed refund once more (after fixing the cause); answers it after that
   * attempt. The attempt count goes on, so the provider gets a new idempotency key.
   */
  async retryRefund(user: AuthUser, id: string, now = new Date()): Promise<AdminRefund> {
    const r = await this.repo.refund(user.tenantId, id);
    if (!r) throw notFound('Refund');
    await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const locked = (await repo.refund(user.tenantId, id, { forUpdate: true }))!;
      const to = step(refundMachine, locked.status, 'retry', 'admin', 'refund');
      await repo.setRefund(id, { status: to, nextAttemptAt: now });
      await recordAudit(tx, user, {
        action: 'refund.retry',
        targetType: 'refund',
        targetId: id,
        summary: `Retried a refund of ${money(locked.amountMinor, locked.currency)} (${locked.reason.replace(/_/g, ' ')})`,
        before: { status: locked.status, attempts: locked.attempts, last_error: locked.lastError },
        after: { status: to },
      });
    });
    await this.processRefund(user.tenantId, id, now);
    const { items } = await this.repo.adminRefunds(user.tenantId, { id });
    return this.toAdminRefund(items[0]!);
  }

  // ---------------------------------------------------------------- extra charges

  async requestExtraCharge(user: AuthUser, bookingId: string, b: ExtraChargeInput, now = new Date()): Promise<ExtraCharge> {
    const { booking, access } = await this.load(user, bookingId);
    if (access.side !== 'venue') throw forbidden('Only the venue asks for extra charges');
    if (!access.canManage) throw forbidden('Your team role cannot ask for extra charges; ask the venue owner or a venue admin');
    const reviewOpen = booking.status === 'completed' && now < this.reviewUntil(booking);
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
    const c = await this.repo.insertExtraCharge({ tenantId: user.tenantId, bookingId, lines: q.lines, taxes: q.taxes, currency: q.currency, subtotalMinor: q.subtotal_minor, totalMinor: q.total_minor, note: b.note, createdBy: user.id });
    const parties = (await this.repo.parties(booking))!;
    await this.deps.conversations.post(user.tenantId, booking.enquiryId, { side: 'system', senderId: null, actorId: user.id, body: `${parties.venueName} asks for extra charges of ${money(c.totalMinor, c.currency)} on booking ${booking.reference}${b.note ? `: ${b.note}` : '.'}` });
    await this.deps.notifications.createForEnquiry(user.tenantId, booking.customerId, 'INQUIRY', booking.enquiryId, { booking_id: bookingId }, {
      subject: `${parties.venueName} asks for extra charges of ${money(c.totalMinor, c.currency)}`,
      body: `On booking ${booking.reference}${b.note ? `: ${b.note}` : ''}. Pay or decline them from the booking.`,
      url: this.url(parties.venueCountry, booking),
    });
    this.deps.notify(await this.everyone(booking), SOCKET_EVENTS.bookingStatus, { enquiry_id: booking.enquiryId, booking_id: booking.id, status: booking.status });
    return this.toExtraCharge(c, null);
  }

  /** Decline (the customer) or cancel (the venue's owners and admins) an unpaid extra charge. */
  async extraChargeStep(user: AuthUser, id: string, event: 'decline' | 'cancel'): Promise<ExtraCharge> {
    const c = await this.repo.extraCharge(user.tenantId, id);
    const booking = c ? await this.repo.booking(user.tenantId, c.bookingId) : undefined;
    const access = booking ? bookingAccess(user, booking) : null;
    if (!c || !booking || !access) throw notFound('Extra charge');
    if (access.side === 'venue' && !access.canManage) throw forbidden('Your team role cannot change extra charges; ask the venue owner or a venue admin');
    const out = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      // The payment first, then the charge: the order a payment's success locks them in (no deadlock).
      const payment = await repo.paymentOfCharge(user.tenantId, id, { forUpdate: true });
      const locked = (await repo.extraCharge(user.tenantId, id, { forUpdate: true }))!;
      const to = step(extraChargeMachine, locked.status, event, access.side, 'extra charge');
      if (payment?.status === 'processing') throw new AppError('PAYMENT_PROCESSING', 'A payment of these extra charges is under way: try again once it is finished');
      return repo.setExtraCharge(id, to);
    });
    await this.deps.conversations.post(user.tenantId, booking.enquiryId, {
      side: 'system',
      senderId: null,
      actorId: user.id,
      body: event === 'decline' ? `The customer declined the extra charges of ${money(c.totalMinor, c.currency)}.` : `The venue withdrew the extra charges of ${money(c.totalMinor, c.currency)}.`,
    });
    this.deps.notify(await this.everyone(booking), SOCKET_EVENTS.bookingStatus, { enquiry_id: booking.enquiryId, booking_id: booking.id, status: booking.status });
    return this.toExtraCharge(out, null);
  }

  // ---------------------------------------------------------------- reviews

  async review(user: AuthUser, bookingId: string, b: ReviewInput, now = new Date()): Promise<BookingReview> {
    const { booking, access } = await this.load(user, bookingId);
    if (!access.canManage) throw forbidden("Your team role cannot review customers; ask the venue owner or a venue admin");
    if (booking.status !== 'completed') throw new AppError(bookingMachine.stateCode(booking.status) as 'BOOKING_CONFIRMED', booking.status === 'cancelled' ? 'A cancelled booking cannot be reviewed' : 'You can review once the event is over');
    if (now >= this.reviewUntil(booking)) throw new AppError('CONFLICT', `Reviews close ${REVIEW_WINDOW_DAYS} days after the event`);
    const r = await this.repo.insertReview({ tenantId: user.tenantId, bookingId, side: access.side, authorId: user.id, rating: b.rating, text: b.text });
    if (!r) throw new AppError('CONFLICT', 'You have already reviewed this booking');
    const all = await this.repo.reviewsOf(bookingId);
    if (all.length === 2 && (await this.repo.claimReviewsPublished(bookingId, now))) await this.publishReviews(booking, now);
    else {
      const other = access.side === 'customer' ? await this.team(booking) : [booking.customerId];
      const parties = (await this.repo.parties(booking))!;
      for (const id of other) {
        await this.deps.notifications.create(user.tenantId, id, 'INQUIRY', { booking_id: bookingId, enquiry_id: booking.enquiryId }, {
          subject: `Review your booking ${booking.reference}`,
          body: `The other side has reviewed the booking at ${parties.venueName}. Write yours by ${mailTime(this.reviewUntil(booking), parties.timeZone)}: both reviews are shown once both are written.`,
          url: this.url(parties.venueCountry, booking),
        });
      }
    }
    const fresh = (await this.repo.reviewsOf(bookingId)).find((x) => x.id === r.id)!;
    return this.toReview(fresh);
  }

  /** Publishes a booking's reviews: the customer's becomes a public review of the venue, whose rating is refreshed. */
  private async publishReviews(b: BookingRow, now: Date): Promise<void> {
    const parties = (await this.repo.parties(b))!;
    for (const r of await this.repo.reviewsOf(b.id)) {
      if (r.publishedAt) continue;
      let venueReviewId: string | null = null;
      if (r.side === 'customer') {
        const author = `${parties.customerFirst} ${parties.customerLast.slice(0, 1)}${parties.customerLast ? '.' : ''}`.trim() || 'A guest';
        venueReviewId = await this.repo.insertVenueReview({ tenantId: b.tenantId, venueId: b.venueId, userId: b.customerId, authorName: author, rating: r.rating, comment: r.text, createdAt: now });
      }
      await this.repo.setReview(r.id, { publishedAt: now, venueReviewId });
    }
    await this.deps.refreshVenue(b.tenantId, b.venueId);
  }

  /** Recomputes a venue's rating in search after its reviews changed. */
  refreshRating(tenantId: string, venueId: string): Promise<void> {
    return this.deps.refreshVenue(tenantId, venueId);
  }

  // ---------------------------------------------------------------- the scheduler

  /**
   * Completes bookings whose end has passed (and asks both sides for a review), publishes reviews
   * whose window closed, and retries refunds that are due. Safe on several API nodes (each row is
   * claimed with SKIP LOCKED); tests call it with a moved clock.
   */
  async sweep(now = new Date()): Promise<{ completed: number; published: number; refunds: number }> {
    const completed = await this.repo.completeDue(now);
    for (const c of completed) {
      const b = (await this.repo.booking(c.tenant_id, c.id))!;
      const parties = (await this.repo.parties(b))!;
      this.deps.notify(await this.everyone(b), SOCKET_EVENTS.bookingStatus, { enquiry_id: b.enquiryId, booking_id: b.id, status: 'completed' });
      for (const id of await this.everyone(b)) {
        await this.deps.notifications.create(b.tenantId, id, 'INQUIRY', { booking_id: b.id, enquiry_id: b.enquiryId }, {
          subject: `How was it? Review booking ${b.reference}`,
          body: `The event at ${parties.venueName} is over. You have ${REVIEW_WINDOW_DAYS} days to review ${id === b.customerId ? 'the venue' : 'the customer'}; reviews are shown once both sides have written or the time is up.`,
          url: this.url(parties.venueCountry, b),
        });
      }
    }
    const closed = await this.repo.claimClosedReviewWindows(now, REVIEW_WINDOW_DAYS);
    for (const c of closed) await this.publishReviews((await this.repo.booking(c.tenant_id, c.id))!, now);
    const due = await this.repo.claimDueRefunds(now);
    for (const r of due) await this.processRefund(r.tenant_id, r.id, now);
    return { completed: completed.length, published: closed.length, refunds: due.length };
  }
}
