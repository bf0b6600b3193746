import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcementsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { adminGuard } from '../admin/guard';

/** Registered under /api/v1. */
export async function announcementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.announcements;
  const signedIn = { onRequest: app.requireUser };
  // ADMIN_PERMISSIONS['announcements.manage'] (canManageAnnouncements says the same); every change is in the audit trail.
  const managers = adminGuard(app, 'announcements.manage', 'create, change and delete announcements');

  app.get('/admin/announcements', { ...signedIn, schema: announcementsApi.list }, async (req) => {
    const q = req.query;
    const me = currentUser(req);
    if (q._id) return { data: await service.get(me, { ...q, _id: q._id }) };
    return { data: await service.list(me, q) };
  });

  app.post('/admin/announcements', { ...managers, schema: announcementsApi.create }, async (req, reply) => {
    return reply.status(201).send({ data: await service.create(currentUser(req), req.body) });
  });

  app.patch('/admin/announcements/:id', { ...managers, schema: announcementsApi.update }, async (req) => {
    return { data: await service.update(currentUser(req), req.params.id, req.body) };
  });

  app.delete('/admin/announcements/:id', { ...managers, schema: announcementsApi.remove }, async (req) => {
    await service.remove(currentUser(req), req.params.id);
    return { data: { ok: true as const } };
  });

  app.post('/admin/announcement-logs', { ...signedIn, schema: announcementsApi.log }, async (req, reply) => {
    await service.log(currentUser(req), req.body.announcement);
    return reply.status(201).send({ data: { ok: true as const } });
  });
}
