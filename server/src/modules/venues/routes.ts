import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { venuesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/**
 * A search answer (9 KB of JSON for 12 cards and the facets, about 30 KB at the largest page) is
 * compressed inline: @fastify/compress streams answers above 8 KB on 2 cores through zlib's thread
 * pool, which cost a search 2 ms at the median and 5 at p95 on the bench (bench/search-latency.mjs)
 * against 0.1–0.3 ms to compress it inline. A route's compress options replace app.ts's: the same
 * encodings and threshold, with the larger inline bound.
 */
const SEARCH_COMPRESSION = { encodings: ['br', 'gzip'] as ('br' | 'gzip')[], threshold: 1024, syncThreshold: 32 * 1024 };

/** Public venue discovery (no sign-in), and the signed-in user's own reviews. Registered under /api/v1. */
export async function venueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.venues;

  app.get('/venues/search', { schema: venuesApi.search, compress: SEARCH_COMPRESSION }, async (req) => ({ data: await service.search(req.tenant.id, req.query) }));

  app.get('/venues/recommended', { schema: venuesApi.recommended }, async (req) => ({ data: await service.recommended(req.tenant.id, req.query.country, req.query.limit) }));

  app.get('/venues/filters', { schema: venuesApi.filters }, async (req) => ({ data: await service.filters(req.tenant.id, req.query.country) }));

  app.get('/venues/places', { schema: venuesApi.places }, async (req) => ({ data: await service.places(req.tenant.id, req.query.country, req.query.q, req.query.limit) }));

  app.get('/venues/:idOrSlug', { schema: venuesApi.detail }, async (req) => ({ data: await service.detail(req.tenant.id, req.params.idOrSlug) }));

  app.get('/venues/:idOrSlug/spaces/:spaceId', { schema: venuesApi.space }, async (req) => ({ data: await service.space(req.tenant.id, req.params.idOrSlug, req.params.spaceId) }));

  app.get('/venues/:idOrSlug/reviews', { schema: venuesApi.reviews }, async (req) => ({ data: await service.reviews(req.tenant.id, req.params.idOrSlug, req.query) }));

  app.get('/user/reviews', { onRequest: app.requireUser, schema: venuesApi.userReviews }, async (req) => {
    const me = currentUser(req);
    return { data: await service.userReviews(me.tenantId, me.id, req.query) };
  });
}
