import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recentlyViewedApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** The signed-in user's recently viewed venues (visitors keep theirs in the browser). Registered under /api/v1. */
export async function recentlyViewedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recentlyViewed;
  const auth = { onRequest: app.requireUser };

  app.get('/recently-viewed', { ...auth, schema: recentlyViewedApi.list }, async (req) => ({ data: await service.list(currentUser(req), req.query.country) }));

  app.post('/recently-viewed', { ...auth, schema: recentlyViewedApi.add }, async (req, reply) => {
    await service.add(currentUser(req), req.body.venue_id);
    return reply.status(201).send({ data: { ok: true as const } });
  });

  app.post('/recently-viewed/merge', { ...auth, schema: recentlyViewedApi.merge }, async (req) => ({ data: await service.merge(currentUser(req), req.body.items) }));
}
