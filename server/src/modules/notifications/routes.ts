import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** Registered under /api/v1. */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  app.get('/notifications', { ...auth, schema: notificationsApi.counts }, async (req) => {
    const me = currentUser(req);
    return { data: await app.services.notifications.counts(me.tenantId, me.id) };
  });

  app.get('/user/notification-preferences', { ...auth, schema: notificationsApi.preferences }, async (req) => {
    const me = currentUser(req);
    return { data: await app.services.notifications.preferences(me.tenantId, me.id) };
  });

  app.put('/user/notification-preferences', { ...auth, schema: notificationsApi.setPreferences }, async (req) => {
    const me = currentUser(req);
    return { data: await app.services.notifications.setPreferences(me.tenantId, me.id, req.body) };
  });

  app.post('/notifications/read', { ...auth, schema: notificationsApi.markRead }, async (req) => {
    const me = currentUser(req);
    return { data: await app.services.notifications.markRead(me.tenantId, me.id, req.body.types) };
  });
}
