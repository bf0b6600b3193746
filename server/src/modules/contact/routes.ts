import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactApi } from '@venues/contracts/api';

/** Registered under /api/v1. */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.contact;
  app.post('/contact-us', { schema: contactApi.send }, async (req, reply) => {
    const id = await service.send(req.tenant.id, req.body);
    return reply.status(201).send({ data: { _id: id } });
  });
}
