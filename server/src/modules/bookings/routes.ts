import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingsApi } from '@venues/contracts/api';
import { refreshVenueSummaries } from '../../db/venue-summary';
import { everyFewSeconds } from '../../lib/sweep';
import { currentUser } from '../../plugins/access';
import { adminGuard } from '../admin/guard';
import { EnquiryAccessRepository } from '../enquiries/access';
import { EnquiryRepository } from '../enquiries/repository';
import { enquiryService } from '../enquiries/routes';
import { OfferRepository } from '../offers/repository';
import { paymentProvider } from '../../payments';
import { BookingRepository } from './repository';
import { BookingService } from './service';

/** How often each API node completes finished bookings, publishes reviews and retries refunds. */
const SWEEP_EVERY_MS = 5_000;

const services = new WeakMap<object, BookingService>();

/** The app's booking service: one per database, shared by the bookings and payments routes. */
export function bookingService(app: FastifyInstance): BookingService {
  const known = services.get(app.db);
  if (known) return known;
  const repo = new BookingRepository(app.db);
  const service = new BookingService(repo, {
    notify: app.notify,
    notifications: app.notifications,
    conversations: enquiryService(app),
    enquiries: new EnquiryRepository(app.db),
    access: new EnquiryAccessRepository(app.db),
    offers: new OfferRepository(app.db),
    provider: paymentProvider(app.config).provider,
    publicUrl: app.config.publicUrl,
    productName: async (tenantId) => (await repo.productName(tenantId)) ?? 'Venuely',
    refreshVenue: (tenantId, venueId) => refreshVenueSummaries(app.db, tenantId, [venueId]),
  });
  services.set(app.db, service);
  return service;
}

/** A stored PDF, private to the signed-in caller. */
function sendPdf(reply: FastifyReply, doc: { number: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${doc.number}.pdf"`)
    .send(doc.pdf as unknown as string);
}

/** Bookings, their documents, cancellation, extra charges and reviews; registered under /api/v1. Starts this node's booking sweep. */
export async function bookingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bookings = bookingService(fastify);
  const auth = { onRequest: app.requireUser };

  app.get('/bookings', { ...auth, schema: bookingsApi.list }, async (req) => ({ data: await bookings.list(currentUser(req), req.query) }));
  app.get('/bookings/calendar.ics', { ...auth, schema: bookingsApi.calendar }, async (req, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="bookings.ics"`)
      .send(await bookings.calendar(currentUser(req), req.query)),
  );
  app.get('/bookings/:id', { ...auth, schema: bookingsApi.get }, async (req) => ({ data: await bookings.get(currentUser(req), req.params.id) }));
  app.get('/bookings/:id/invoice', { ...auth, schema: bookingsApi.invoice }, async (req, reply) => sendPdf(reply, await bookings.documentPdf(currentUser(req), req.params.id, { kind: 'invoice' })));
  app.get('/bookings/:id/receipt', { ...auth, schema: bookingsApi.receipt }, async (req, reply) => sendPdf(reply, await bookings.documentPdf(currentUser(req), req.params.id, { kind: 'receipt' })));
  app.get('/bookings/:id/documents/:document', { ...auth, schema: bookingsApi.document }, async (req, reply) =>
    sendPdf(reply, await bookings.documentPdf(currentUser(req), req.params.id, { documentId: req.params.document })),
  );
  app.get('/refunds/:id/credit-note', { ...auth, schema: bookingsApi.creditNote }, async (req, reply) => sendPdf(reply, await bookings.creditNotePdf(currentUser(req), req.params.id)));
  app.get('/bookings/:id/cancellation-preview', { ...auth, schema: bookingsApi.cancellationPreview }, async (req) => ({ data: await bookings.cancellationPreview(currentUser(req), req.params.id) }));
  app.post('/bookings/:id/cancel', { ...auth, schema: bookingsApi.cancel }, async (req) => ({ data: await bookings.cancel(currentUser(req), req.params.id, req.body.reason) }));
  app.post('/bookings/:id/extra-charges', { ...auth, schema: bookingsApi.requestExtraCharge }, async (req, reply) =>
    reply.status(201).send({ data: await bookings.requestExtraCharge(currentUser(req), req.params.id, req.body) }),
  );
  for (const event of ['decline', 'cancel'] as const) {
    app.post(`/extra-charges/:id/${event}`, { ...auth, schema: { ...bookingsApi.extraChargeStep, summary: event === 'decline' ? 'Decline an extra charge (the customer)' : 'Withdraw an extra charge (the venue)' } }, async (req) => ({
      data: await bookings.extraChargeStep(currentUser(req), req.params.id, event),
    }));
  }
  // Payments that need a person (docs/admin.md: payments.read, payments.retry).
  const paymentsRead = adminGuard(app, 'payments.read', 'see the payments that need a person');
  const paymentsRetry = adminGuard(app, 'payments.retry', 'retry refunds');
  app.get('/admin/refunds', { ...paymentsRead, schema: bookingsApi.adminRefunds }, async (req) => ({ data: await bookings.adminRefunds(currentUser(req), req.query) }));
  app.post('/admin/refunds/:id/retry', { ...paymentsRetry, schema: bookingsApi.adminRetryRefund }, async (req) => ({ data: await bookings.retryRefund(currentUser(req), req.params.id) }));
  app.post('/bookings/:id/reviews', { ...auth, schema: bookingsApi.review }, async (req, reply) => reply.status(201).send({ data: await bookings.review(currentUser(req), req.params.id, req.body) }));

  // The scheduler: every node runs it; the database makes two at once safe (BookingRepository.completeDue …).
  everyFewSeconds(app, 'booking sweep', SWEEP_EVERY_MS, () => bookings.sweep());
}
