import type { FastifyInstance } from 'fastify';
import { recentlyViewedBody, recentlyViewedMergeBody, recentlyViewedQuery } from '@venues/contracts';
import { parse } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { RecentlyViewedRepository } from './repository';
import { RecentlyViewedService } from './service';

/** The signed-in user's recently viewed venues (visitors keep theirs in the browser). */
export async function recentlyViewedRoutes(app: FastifyInstance): Promise<void> {
  const service = new RecentlyViewedService(new RecentlyViewedRepository(app.db));
  const auth = { onRequest: app.requireUser };

  app.get('/api/v1/recently-viewed', auth, async (req) => ({ data: await service.list(currentUser(req), parse(recentlyViewedQuery, req.query).country) }));

  app.post('/api/v1/recently-viewed', auth, async (req, reply) => {
    await service.add(currentUser(req), parse(recentlyViewedBody, req.body).venue_id);
    return reply.status(201).send({ data: { ok: true } });
  });

  app.post('/api/v1/recently-viewed/merge', auth, async (req) => ({ data: await service.merge(currentUser(req), parse(recentlyViewedMergeBody, req.body).items) }));
}
