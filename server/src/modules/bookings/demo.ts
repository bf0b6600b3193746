import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { DemoBooking } from '../../db/seed-enquiries';
import { quote } from '../../lib/pricing';
import { DemoRepository } from './demo-repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo's bookings, made when a fresh database was seeded: the seed's accepted demo
 * offers are paid with the test card through the code the API runs (OnPaid.inTx books the slot and
 * writes the ledger; Cancellations.cancelInTx and Refunds.succeeded refund; BookingDocuments
 * issues the numbered PDFs), in the order they were paid, so the bookings, invoices, credit notes
 * and sales history a newcomer sees are what the site itself makes. Nobody is notified: it is the past.
 */
export async function payDemoOffers(app: FastifyInstance, plans: readonly DemoBooking[]): Promise<void> {
  const { onPaid, documents, cancellations, refunds, reviews } = app.services.bookings;
  const repo = new DemoRepository(app.db);
  for (const plan of [...plans].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) {
    const found = await repo.offerToPay(plan.offerId);
    if (!found) continue;
    const { offer: o } = found;
    const effect = await repo.transaction(async (tx) => {
      const payment = await repo.withTx(tx).insertPaidPayment({
        tenantId: o.tenantId,
        kind: 'offer',
        status: 'succeeded',
        provider: 'test',
        providerRef: `test_pi_demo_${o.id.replace(/-/g, '')}`,
        enquiryId: o.enquiryId,
        offerId: o.id,
        customerId: found.customerId,
        venueId: o.venueId,
        organizationId: found.organizationId,
        currency: o.currency,
        amountMinor: o.totalMinor,
        taxMinor: o.taxes.reduce((t, x) => t + x.amount_minor, 0),
        cardLast4: '4242',
        succeededAt: plan.paidAt,
        createdAt: plan.paidAt,
        updatedAt: plan.paidAt,
      });
      return onPaid.inTx(tx, payment, plan.paidAt);
    });
    if (effect.kind !== 'booked') {
      app.log.warn({ offer: o.id, effect: effect.kind }, 'demo booking not made');
      continue;
    }
    const b = effect.booking;
    await repo.backdateBooking(b.id, { createdAt: plan.paidAt, updatedAt: plan.paidAt });
    const invoice = await documents.ensureDocument(o.tenantId, 'invoice', { paymentId: effect.payment.id }, plan.paidAt);
    await documents.ensureDocument(o.tenantId, 'receipt', { paymentId: effect.payment.id }, plan.paidAt);
    await repo.say(o.tenantId, o.enquiryId, `Booking ${b.reference} is confirmed: paid by card (invoice ${invoice.number}).`, plan.paidAt);

    if (plan.extraCharge) {
      const t = b.taxes[0];
      const q = quote([{ description: 'Extra hour of room hire', quantity: 1, unit_amount_minor: 12_000 }], t ? { name: t.name, rate_percent: t.rate_percent, inclusive: t.inclusive } : null, b.currency);
      const at = new Date(plan.paidAt.getTime() + 20 * HOUR);
      await repo.insertExtraCharge({ tenantId: o.tenantId, bookingId: b.id, lines: q.lines, taxes: q.taxes, currency: q.currency, subtotalMinor: q.subtotal_minor, totalMinor: q.total_minor, note: 'You asked to stay an hour longer: here is the extra hour, pay it only if you want it.', createdAt: at, updatedAt: at });
      await repo.say(o.tenantId, o.enquiryId, 'The venue asks for extra charges: an extra hour of room hire.', at);
    }
    if (plan.moveProposal) {
      // The venue asks to move it a week later (the same weekday, so the same opening hours and price), open for the customer to answer.
      const zone = (await repo.timeZoneOf(b.venueId)) ?? 'UTC';
      const to = DateTime.fromJSDate(new Date(b.startAt.getTime() + 7 * DAY), { zone });
      const hours = Math.round((b.endAt.getTime() - b.startAt.getTime()) / HOUR);
      const est = await app.services.estimates.venue(b.tenantId, b.venueId, { date: to.toISODate()!, start: to.toFormat('HH:mm'), hours, guests: b.guests }, { ignoreBookingId: b.id });
      const space = est.spaces.find((x) => x.space_id === b.spaceId);
      if (space?.status === 'available') {
        const p = space.price && space.price.currency === b.currency ? space.price : null;
        const tax = p ? p.taxes.reduce((t, x) => t + x.amount_minor, 0) : null;
        const at = new Date(plan.paidAt.getTime() + 22 * HOUR);
        await repo.insertMove({
          tenantId: b.tenantId,
          bookingId: b.id,
          proposedBySide: 'venue',
          proposedBy: null,
          fromStartAt: b.startAt,
          fromEndAt: b.endAt,
          startAt: new Date(est.start_at),
          endAt: new Date(est.end_at),
          currency: b.currency,
          fromSubtotalMinor: p?.subtotal_minor ?? null,
          fromTaxMinor: tax,
          fromTotalMinor: p?.total_minor ?? null,
          toSubtotalMinor: p?.subtotal_minor ?? null,
          toTaxMinor: tax,
          toTotalMinor: p?.total_minor ?? null,
          note: 'Our stage is being refitted that week: could you take the same hours a week later?',
          createdAt: at,
          updatedAt: at,
        });
        await repo.say(o.tenantId, o.enquiryId, `The venue proposes moving booking ${b.reference} a week later, the same hours. The price stays the same. The booking keeps its time until the customer accepts.`, at);
      } else app.log.warn({ booking: b.id }, 'demo move proposal not made: the time a week later is not free');
    }
    if (plan.completed) {
      await repo.backdateBooking(b.id, { status: 'completed', completedAt: b.endAt });
      const r = plan.completed.reviews;
      if (r) {
        await repo.publishedReviews(b, { id: found.customerId, name: `${found.first} ${found.last.slice(0, 1)}.`.trim() }, r, new Date(b.endAt.getTime() + 30 * HOUR));
        await reviews.refreshRating(b.tenantId, b.venueId);
      }
    }
    if (plan.cancelledAt) {
      const at = plan.cancelledAt;
      const reason = 'Our team event moved to next quarter.';
      const made = await repo.transaction(async (tx) => cancellations.cancelInTx(tx, { ...b }, 'customer', reason, at));
      for (const r of made) await refunds.succeeded(r, `test_re_demo_${r.id.replace(/-/g, '')}`, at);
      const back = made.reduce((t, r) => t + r.amountMinor, 0);
      await repo.say(o.tenantId, o.enquiryId, `The customer cancelled booking ${b.reference} ("${reason}"). ${back > 0 ? 'The refund under the venue’s policy is paid back to the card.' : 'Nothing is refunded under the policy.'}`, at);
    }
  }
}
