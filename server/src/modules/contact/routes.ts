import type { FastifyInstance } from 'fastify';
import { contactMessageBody } from '@venues/contracts';
import { contactMessages } from '../../db/schema';
import { parse } from '../../lib/validate';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/v1/contact-us', async (req, reply) => {
    const b = parse(contactMessageBody, req.body);
    const [row] = await app.db
      .insert(contactMessages)
      .values({ tenantId: req.tenant.id, name: b.name, email: b.email, phone: b.phone, topic: b.topic, message: b.message, country: b.country ?? null })
      .returning({ id: contactMessages.id });
    return reply.status(201).send({ data: { _id: row!.id } });
  });
}
