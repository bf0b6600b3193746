import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthApi } from '@venues/contracts/api';

/** Registered under /api. */
export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: healthApi.health }, async () => ({ status: 'ok' as const }));
}
