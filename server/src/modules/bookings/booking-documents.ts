import { DateTime } from 'luxon';
import { refundMachine, type DocumentKind } from '@venues/contracts';
import type { DocumentRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import type { DocumentRepository } from './document-repository';
import { documentNumber, renderDocument, type DocumentContent } from './documents';
import type { PaymentRepository } from './payment-repository';
import type { RefundRepository } from './refund-repository';
import type { BookingRepository } from './repository';
import { bookingAccess, loadBooking } from './shared';

/**
 * A booking's documents (docs/transactions.md "Documents"): the invoice and receipt of each payment
 * and the credit note of each paid-back refund, issued on first need, numbered without gaps and
 * stored once; their PDFs for either side of the booking. Rendering is documents.ts's.
 */
export class BookingDocuments {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly payments: PaymentRepository,
    private readonly refunds: RefundRepository,
    private readonly documents: DocumentRepository,
    private readonly productName: (tenantId: string) => Promise<string>,
  ) {}

  /** The document of a payment or refund, issued now if it was not yet (once: a second call answers the first). */
  async ensureDocument(tenantId: string, kind: DocumentKind, target: { paymentId?: string; refundId?: string }, now = new Date()): Promise<Pick<DocumentRow, 'id' | 'number'>> {
    const existing = await this.documents.documentFor(kind, target);
    if (existing) return existing;
    const content = await this.documentContent(tenantId, kind, target, now);
    try {
      return await this.documents.transaction(async (tx) => {
        const repo = this.documents.withTx(tx);
        const seq = await repo.nextNumber(tenantId, kind, content.country, content.year);
        const number = documentNumber(kind, content.country, content.year, seq);
        const pdf = await renderDocument({ ...content.doc, number });
        return repo.insertDocument({ tenantId, kind, number, country: content.country, year: content.year, seq, bookingId: content.bookingId, paymentId: target.paymentId ?? null, refundId: target.refundId ?? null, pdf, issuedAt: now });
      });
    } catch (e) {
      // Issued by a concurrent call meanwhile (the unique index): answer that one; the number was given back by the rollback.
      const again = await this.documents.documentFor(kind, target);
      if (again) return again;
      throw e;
    }
  }

  private async documentContent(tenantId: string, kind: DocumentKind, target: { paymentId?: string; refundId?: string }, now: Date) {
    const refund = target.refundId ? await this.refunds.refund(tenantId, target.refundId) : undefined;
    const payment = (await this.payments.payment(tenantId, refund?.paymentId ?? target.paymentId!))!;
    const booking = (await this.bookings.booking(tenantId, refund?.bookingId ?? payment.bookingId!))!;
    const parties = (await this.bookings.parties(booking))!;
    const charge = payment.extraChargeId ? await this.bookings.extraCharge(tenantId, payment.extraChargeId) : undefined;
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
      const why = { customer_cancelled: 'the customer cancelled under the venue\'s policy', venue_cancelled: 'the venue cancelled', slot_taken: 'the time was booked by someone else', admin_cancelled: 'cancelled by the marketplace' }[refund.reason] ?? (refund.reason.startsWith('moved:') ? 'the booking moved to a time that costs less' : refund.reason);
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
      platform: await this.productName(tenantId),
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
    const { booking } = await loadBooking(this.bookings, user, bookingId);
    if ('documentId' in which) {
      const d = await this.documents.document(user.tenantId, which.documentId);
      if (!d || d.bookingId !== booking.id) throw notFound('Document');
      return { number: d.number, pdf: Buffer.from(d.pdf) };
    }
    const doc = await this.ensureDocument(user.tenantId, which.kind, { paymentId: booking.paymentId });
    const d = (await this.documents.document(user.tenantId, doc.id))!;
    return { number: d.number, pdf: Buffer.from(d.pdf) };
  }

  async creditNotePdf(user: AuthUser, refundId: string): Promise<{ number: string; pdf: Buffer }> {
    const r = await this.refunds.refund(user.tenantId, refundId);
    const b = r?.bookingId ? await this.bookings.booking(user.tenantId, r.bookingId) : undefined;
    if (!r || !b || !bookingAccess(user, b)) throw notFound('Refund');
    if (r.status !== 'succeeded') throw new AppError(refundMachine.stateCode(r.status) as 'REFUND_PENDING', 'The credit note is issued once the refund is paid back');
    const doc = await this.ensureDocument(user.tenantId, 'credit_note', { refundId: r.id });
    const d = (await this.documents.document(user.tenantId, doc.id))!;
    return { number: d.number, pdf: Buffer.from(d.pdf) };
  }
}
