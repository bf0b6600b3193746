import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offersApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** Custom offers and requests to book, signed in; registered under /api/v1. Its expiry sweep runs from services.ts. */
export async function offerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.offers;
  const requests = app.services.bookingRequests;
  const auth = { onRequest: app.requireUser };

  app.post('/enquiries/:id/offers', { ...auth, schema: offersApi.create }, async (req, reply) => reply.status(201).send({ data: await service.create(currentUser(req), req.params.id, req.body) }));
  app.get('/enquiries/:id/offers', { ...auth, schema: offersApi.list }, async (req) => ({ data: await service.list(currentUser(req), req.params.id) }));
  app.get('/offers/:id', { ...auth, schema: offersApi.get }, async (req) => ({ data: await service.get(currentUser(req), req.params.id) }));
  app.patch('/offers/:id', { ...auth, schema: offersApi.update }, async (req, reply) => reply.status(201).send({ data: await service.update(currentUser(req), req.params.id, req.body) }));
  for (const event of ['accept', 'decline', 'cancel'] as const) {
    app.post(`/offers/:id/${event}`, { ...auth, schema: { ...offersApi.step, summary: `${event[0]!.toUpperCase()}${event.slice(1)} the offer` } }, async (req) => ({
      data: await service.step(currentUser(req), req.params.id, event),
    }));
  }
  app.post('/venues/:idOrSlug/spaces/:spaceId/instant-bookings', { ...auth, schema: offersApi.instant }, async (req, reply) =>
    reply.status(201).send({ data: await app.services.instantBookings.book(currentUser(req), req.params.idOrSlug, req.params.spaceId, req.body, req.ip) }),
  );
  app.post('/enquiries/:id/booking-requests', { ...auth, schema: offersApi.request }, async (req, reply) => reply.status(201).send({ data: await requests.request(currentUser(req), req.params.id, req.body) }));
  app.get('/booking-requests/:id', { ...auth, schema: offersApi.getRequest }, async (req) => ({ data: await requests.getRequest(currentUser(req), req.params.id) }));
  for (const event of ['accept', 'decline'] as const) {
    app.post(`/booking-requests/:id/${event}`, { ...auth, schema: { ...offersApi.answerRequest, summary: `${event === 'accept' ? 'Accept' : 'Decline'} the request to book` } }, async (req) => ({
      data: await requests.answerRequest(currentUser(req), req.params.id, event),
    }));
  }
}
