import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ENQUIRY_STEPS, type EnquiryStep } from '@venues/contracts';
import { enquiriesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { EnquiryAccessRepository } from './access';
import { EnquiryRepository } from './repository';
import { EnquiryService } from './service';

/** The service the module's routes and socket handlers share (one per app). */
export function enquiryService(app: FastifyInstance): EnquiryService {
  return new EnquiryService(new EnquiryRepository(app.db), new EnquiryAccessRepository(app.db), {
    notify: app.notify,
    notifications: app.notifications,
    io: app.io,
    publicUrl: app.config.publicUrl,
  });
}

/** Enquiries and their conversations (docs/transactions.md "Conversations"), signed in; registered under /api/v1. */
export async function enquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = enquiryService(app);
  const auth = { onRequest: app.requireUser };

  app.post('/enquiries', { ...auth, schema: enquiriesApi.create }, async (req, reply) => reply.status(201).send({ data: await service.create(currentUser(req), req.body) }));
  app.post('/enquiries/bulk', { ...auth, schema: enquiriesApi.bulk }, async (req, reply) => reply.status(201).send({ data: await service.bulk(currentUser(req), req.body) }));
  app.get('/enquiries', { ...auth, schema: enquiriesApi.list }, async (req) => ({ data: await service.list(currentUser(req), req.query) }));
  app.get('/enquiries/:id', { ...auth, schema: enquiriesApi.get }, async (req) => ({ data: await service.get(currentUser(req), req.params.id) }));
  app.get('/enquiries/:id/messages', { ...auth, schema: enquiriesApi.messages }, async (req) => ({ data: await service.messages(currentUser(req), req.params.id, req.query) }));
  app.post('/enquiries/:id/messages', { ...auth, schema: enquiriesApi.send }, async (req, reply) =>
    reply.status(201).send({ data: await service.send(currentUser(req), req.params.id, req.body.body) }),
  );
  app.post('/enquiries/:id/read', { ...auth, schema: enquiriesApi.read }, async (req) => ({ data: await service.read(currentUser(req), req.params.id) }));
  for (const event of ENQUIRY_STEPS) {
    app.post(`/enquiries/:id/${event}`, { ...auth, schema: { ...enquiriesApi.step, summary: `${event[0]!.toUpperCase()}${event.slice(1)} the conversation (409 ENQUIRY_<STATE> when not possible)` } }, async (req) => ({
      data: await service.step(currentUser(req), req.params.id, event as EnquiryStep),
    }));
  }
  app.get('/enquiries/:id/phone-requests', { ...auth, schema: enquiriesApi.phoneRequests }, async (req) => ({ data: await service.phoneRequests(currentUser(req), req.params.id) }));
  app.post('/enquiries/:id/phone-requests', { ...auth, schema: enquiriesApi.requestPhone }, async (req, reply) =>
    reply.status(201).send({ data: await service.requestPhone(currentUser(req), req.params.id) }),
  );
  for (const answer of ['share', 'decline'] as const) {
    app.post(`/enquiries/:id/phone-requests/:rid/${answer}`, { ...auth, schema: { ...enquiriesApi.answerPhone, summary: answer === 'share' ? 'Share your phone number' : 'Decline to share your phone number' } }, async (req) => ({
      data: await service.answerPhone(currentUser(req), req.params.id, req.params.rid, answer),
    }));
  }
}
