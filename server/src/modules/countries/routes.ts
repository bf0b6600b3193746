import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countriesApi } from '@venues/contracts/api';

/** Registered under /api/v1. */
export async function countryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.countries;
  app.get('/country-settings', { schema: countriesApi.list }, async (req) => ({ data: await service.list(req.tenant.id) }));
}
