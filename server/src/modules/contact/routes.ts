import type { FastifyInstance } from 'fastify';
import { contactMessageBody } from '@venues/contracts';
import { parse } from '../../lib/validate';
import { ContactRepository } from './repository';
import { ContactService } from './service';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const service = new ContactService(new ContactRepository(app.db));
  app.post('/api/v1/contact-us', async (req, reply) => {
    const id = await service.send(req.tenant.id, parse(contactMessageBody, req.body));
    return reply.status(201).send({ data: { _id: id } });
  });
}
