import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTIFICATION_TYPES, notificationPreferencesBody } from '@venues/contracts';
import { parse } from '../../lib/validate';
import { currentUser } from '../../plugins/access';

const markReadBody = z
  .object({ types: z.array(z.enum(NOTIFICATION_TYPES, { message: `Type must be one of ${NOTIFICATION_TYPES.join(', ')}` })).optional() })
  .strict();

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.requireUser };

  app.get('/api/v1/notifications', auth, async (req) => {
    const me = currentUser(req);
    return { data: await app.notifications.counts(me.tenantId, me.id) };
  });

  app.get('/api/v1/user/notification-preferences', auth, async (req) => {
    const me = currentUser(req);
    return { data: await app.notifications.preferences(me.tenantId, me.id) };
  });

  app.put('/api/v1/user/notification-preferences', auth, async (req) => {
    const me = currentUser(req);
    const list = parse(notificationPreferencesBody, req.body);
    return { data: await app.notifications.setPreferences(me.tenantId, me.id, list) };
  });

  app.post('/api/v1/notifications/read', auth, async (req) => {
    const me = currentUser(req);
    const body = parse(markReadBody, req.body ?? {});
    return { data: await app.notifications.markRead(me.tenantId, me.id, body.types) };
  });
}
