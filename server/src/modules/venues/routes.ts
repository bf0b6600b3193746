import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { venuesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { VenueRepository } from './repository';
import { VenueService } from './service';

/** Public venue discovery (no sign-in), and the signed-in user's own reviews. Registered under /api/v1. */
export async function venueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new VenueService(new VenueRepository(app.db));

  app.get('/venues/search', { schema: venuesApi.search }, async (req) => ({ data: await service.search(req.tenant.id, req.query) }));

  app.get('/venues/recommended', { schema: venuesApi.recommended }, async (req) => ({ data: await service.recommended(req.tenant.id, req.query.country, req.query.limit) }));

  app.get('/venues/filters', { schema: venuesApi.filters }, async (req) => ({ data: await service.filters(req.tenant.id, req.query.country) }));

  app.get('/venues/:idOrSlug', { schema: venuesApi.detail }, async (req) => ({ data: await service.detail(req.tenant.id, req.params.idOrSlug) }));

  app.get('/venues/:idOrSlug/spaces/:spaceId', { schema: venuesApi.space }, async (req) => ({ data: await service.space(req.tenant.id, req.params.idOrSlug, req.params.spaceId) }));

  app.get('/venues/:idOrSlug/reviews', { schema: venuesApi.reviews }, async (req) => ({ data: await service.reviews(req.tenant.id, req.params.idOrSlug, req.query) }));

  app.get('/user/reviews', { onRequest: app.requireUser, schema: venuesApi.userReviews }, async (req) => {
    const me = currentUser(req);
    return { data: await service.userReviews(me.tenantId, me.id, req.query) };
  });
}
