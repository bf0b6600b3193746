import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { estimatesApi } from '@venues/contracts/api';

/** Public: a venue's spaces for a time, free or not, with the hire's estimate; registered under /api/v1. */
export async function estimateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.estimates;
  app.get('/venues/:idOrSlug/estimate', { schema: estimatesApi.venue }, async (req, reply) => {
    // Availability changes with every booking: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return { data: await service.venue(req.tenant.id, req.params.idOrSlug, req.query) };
  });
}
