import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shortlistsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** Shared shortlists, signed in; registered under /api/v1. */
export async function shortlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.shortlists;
  const auth = { onRequest: app.requireUser };

  app.get('/shortlists', { ...auth, schema: shortlistsApi.shared }, async (req) => ({ data: await service.shared(currentUser(req)) }));
  app.get('/shortlists/link/:token', { ...auth, schema: shortlistsApi.byToken }, async (req) => ({ data: await service.preview(currentUser(req), req.params.token) }));
  app.post('/shortlists/link/:token/join', { ...auth, schema: shortlistsApi.join }, async (req) => ({ data: await service.join(currentUser(req), req.params.token) }));
  app.get('/shortlists/:id', { ...auth, schema: shortlistsApi.get }, async (req) => ({ data: await service.get(currentUser(req), req.params.id) }));
  app.post('/shortlists/:id/share', { ...auth, schema: shortlistsApi.share }, async (req) => ({ data: await service.share(currentUser(req), req.params.id) }));
  app.delete('/shortlists/:id/share', { ...auth, schema: shortlistsApi.unshare }, async (req) => ({ data: await service.unshare(currentUser(req), req.params.id) }));
  app.post('/shortlists/:id/venues', { ...auth, schema: shortlistsApi.addVenue }, async (req, reply) =>
    reply.status(201).send({ data: await service.addVenue(currentUser(req), req.params.id, req.body.venue_id) }),
  );
  app.put('/shortlists/:id/votes/:venue_id', { ...auth, schema: shortlistsApi.vote }, async (req) => ({
    data: await service.vote(currentUser(req), req.params.id, req.params.venue_id, req.body.value),
  }));
  app.delete('/shortlists/:id/members/:user_id', { ...auth, schema: shortlistsApi.removeMember }, async (req) => {
    await service.removeMember(currentUser(req), req.params.id, req.params.user_id);
    return { data: { ok: true as const } };
  });
}
