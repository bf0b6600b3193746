import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingMovesApi, bookingsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** A stored PDF, private to the signed-in caller. */
function sendPdf(reply: FastifyReply, doc: { number: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${doc.number}.pdf"`)
    .send(doc.pdf as unknown as string);
}

/** Bookings, their documents, cancellation, extra charges and reviews; registered under /api/v1. Its sweep runs from services.ts. */
export async function bookingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { read, documents, cancellations, extraCharges, reviews, moves } = fastify.services.bookings;
  const auth = { onRequest: app.requireUser };

  app.get('/bookings', { ...auth, schema: bookingsApi.list }, async (req) => ({ data: await read.list(currentUser(req), req.query) }));
  app.get('/bookings/calendar.ics', { ...auth, schema: bookingsApi.calendar }, async (req, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="bookings.ics"`)
      .send(await read.calendar(currentUser(req), req.query)),
  );
  app.get('/bookings/:id/calendar.ics', { ...auth, schema: bookingsApi.calendarOne }, async (req, reply) => {
    const { reference, ics } = await read.calendarOf(currentUser(req), req.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${reference}.ics"`)
      .send(ics);
  });
  app.get('/bookings/:id', { ...auth, schema: bookingsApi.get }, async (req) => ({ data: await read.get(currentUser(req), req.params.id) }));
  app.get('/bookings/:id/invoice', { ...auth, schema: bookingsApi.invoice }, async (req, reply) => sendPdf(reply, await documents.documentPdf(currentUser(req), req.params.id, { kind: 'invoice' })));
  app.get('/bookings/:id/receipt', { ...auth, schema: bookingsApi.receipt }, async (req, reply) => sendPdf(reply, await documents.documentPdf(currentUser(req), req.params.id, { kind: 'receipt' })));
  app.get('/bookings/:id/documents/:document', { ...auth, schema: bookingsApi.document }, async (req, reply) =>
    sendPdf(reply, await documents.documentPdf(currentUser(req), req.params.id, { documentId: req.params.document })),
  );
  app.get('/refunds/:id/credit-note', { ...auth, schema: bookingsApi.creditNote }, async (req, reply) => sendPdf(reply, await documents.creditNotePdf(currentUser(req), req.params.id)));
  app.get('/bookings/:id/cancellation-preview', { ...auth, schema: bookingsApi.cancellationPreview }, async (req) => ({ data: await cancellations.preview(currentUser(req), req.params.id) }));
  app.post('/bookings/:id/cancel', { ...auth, schema: bookingsApi.cancel }, async (req) => ({ data: await cancellations.cancel(currentUser(req), req.params.id, req.body.reason) }));
  app.post('/bookings/:id/extra-charges', { ...auth, schema: bookingsApi.requestExtraCharge }, async (req, reply) =>
    reply.status(201).send({ data: await extraCharges.request(currentUser(req), req.params.id, req.body) }),
  );
  for (const event of ['decline', 'cancel'] as const) {
    app.post(`/extra-charges/:id/${event}`, { ...auth, schema: { ...bookingsApi.extraChargeStep, summary: event === 'decline' ? 'Decline an extra charge (the customer)' : 'Withdraw an extra charge (the venue)' } }, async (req) => ({
      data: await extraCharges.changeStatus(currentUser(req), req.params.id, event),
    }));
  }
  // Moving a booking (moves.ts, docs/adr/0113-moving-a-booking.md).
  app.get('/bookings/:id/moves', { ...auth, schema: bookingMovesApi.list }, async (req) => ({ data: await moves.list(currentUser(req), req.params.id) }));
  app.post('/bookings/:id/moves', { ...auth, schema: bookingMovesApi.propose }, async (req, reply) => reply.status(201).send({ data: await moves.propose(currentUser(req), req.params.id, req.body) }));
  app.post('/booking-moves/:id/accept', { ...auth, schema: bookingMovesApi.accept }, async (req) => ({ data: await moves.accept(currentUser(req), req.params.id) }));
  app.post('/booking-moves/:id/decline', { ...auth, schema: bookingMovesApi.decline }, async (req) => ({ data: await moves.decline(currentUser(req), req.params.id) }));
  app.post('/booking-moves/:id/withdraw', { ...auth, schema: bookingMovesApi.withdraw }, async (req) => ({ data: await moves.withdraw(currentUser(req), req.params.id) }));
  app.post('/bookings/:id/reviews', { ...auth, schema: bookingsApi.review }, async (req, reply) => reply.status(201).send({ data: await reviews.review(currentUser(req), req.params.id, req.body) }));
}
