import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactApi } from '@venues/contracts/api';
import { ContactRepository } from './repository';
import { ContactService } from './service';

/** Registered under /api/v1. */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new ContactService(new ContactRepository(app.db));
  app.post('/contact-us', { schema: contactApi.send }, async (req, reply) => {
    const id = await service.send(req.tenant.id, req.body);
    return reply.status(201).send({ data: { _id: id } });
  });
}
