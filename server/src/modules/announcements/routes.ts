import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announcementInput, announcementLogBody, announcementPatch, announcementQuery, canManageAnnouncements } from '@venues/contracts';
import { parse } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { AnnouncementRepository } from './repository';
import { AnnouncementService } from './service';

const idParams = z.object({ id: z.string().uuid('must be a valid id') });

export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const service = new AnnouncementService(new AnnouncementRepository(app.db));
  const signedIn = { onRequest: app.requireUser };
  const managers = { onRequest: app.requireRoles(canManageAnnouncements, 'Only administrators can manage announcements') };

  app.get('/api/v1/admin/announcements', signedIn, async (req) => {
    const q = parse(announcementQuery, req.query);
    const me = currentUser(req);
    if (q._id) return { data: await service.get(me, { ...q, _id: q._id }) };
    return { data: await service.list(me, q) };
  });

  app.post('/api/v1/admin/announcements', managers, async (req, reply) => {
    const body = parse(announcementInput, req.body);
    return reply.status(201).send({ data: await service.create(currentUser(req), body) });
  });

  app.patch('/api/v1/admin/announcements/:id', managers, async (req) => {
    const { id } = parse(idParams, req.params);
    return { data: await service.update(currentUser(req), id, parse(announcementPatch, req.body)) };
  });

  app.delete('/api/v1/admin/announcements/:id', managers, async (req) => {
    const { id } = parse(idParams, req.params);
    await service.remove(currentUser(req), id);
    return { data: { ok: true } };
  });

  app.post('/api/v1/admin/announcement-logs', signedIn, async (req, reply) => {
    const body = parse(announcementLogBody, req.body);
    await service.log(currentUser(req), body.announcement);
    return reply.status(201).send({ data: { ok: true } });
  });
}
