import type { FastifyInstance } from 'fastify';
import { recommendedQuery, reviewsQuery, spaceParams, venueFiltersQuery, venueParams, venueSearchQuery } from '@venues/contracts';
import { parse } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { VenueRepository } from './repository';
import { VenueService } from './service';

/** Public venue discovery (no sign-in), and the signed-in user's own reviews. */
export async function venueRoutes(app: FastifyInstance): Promise<void> {
  const service = new VenueService(new VenueRepository(app.db));

  app.get('/api/v1/venues/search', async (req) => ({ data: await service.search(req.tenant.id, parse(venueSearchQuery, req.query)) }));

  app.get('/api/v1/venues/recommended', async (req) => {
    const q = parse(recommendedQuery, req.query);
    return { data: await service.recommended(req.tenant.id, q.country, q.limit) };
  });

  app.get('/api/v1/venues/filters', async (req) => ({ data: await service.filters(req.tenant.id, parse(venueFiltersQuery, req.query).country) }));

  app.get('/api/v1/venues/:idOrSlug', async (req) => ({ data: await service.detail(req.tenant.id, parse(venueParams, req.params).idOrSlug) }));

  app.get('/api/v1/venues/:idOrSlug/spaces/:spaceId', async (req) => {
    const p = parse(spaceParams, req.params);
    return { data: await service.space(req.tenant.id, p.idOrSlug, p.spaceId) };
  });

  app.get('/api/v1/venues/:idOrSlug/reviews', async (req) => {
    const { idOrSlug } = parse(venueParams, req.params);
    return { data: await service.reviews(req.tenant.id, idOrSlug, parse(reviewsQuery, req.query)) };
  });

  app.get('/api/v1/user/reviews', { onRequest: app.requireUser }, async (req) => {
    const me = currentUser(req);
    return { data: await service.userReviews(me.tenantId, me.id, parse(reviewsQuery, req.query)) };
  });
}
