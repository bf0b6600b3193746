import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamCan } from '@venues/contracts';
import { availabilityApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** The public iCal feed's route: no tenant headers (a calendar app cannot send them; the token names the tenant). */
export const CALENDAR_FEED_ROUTE = '/calendar/:token.ics';

/**
 * Spaces' calendars (owners and venue admins: `availability.manage`) and each space's public iCal
 * feed behind its secret URL (docs/availability.md); registered under /api/v1.
 */
export async function availabilityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.availability;
  const team = { onRequest: app.requireRoles((r) => teamCan(r, 'availability.manage'), 'Only the venue owner and venue admins manage the calendar') };

  app.get('/spaces/:id/availability', { ...team, schema: availabilityApi.get }, async (req) => ({ data: await service.availability(currentUser(req), req.params.id, req.query) }));
  app.post('/spaces/:id/blocks', { ...team, schema: availabilityApi.createBlock }, async (req, reply) => reply.code(201).send({ data: await service.block(currentUser(req), req.params.id, req.body) }));
  app.post('/venues/:id/blocks', { ...team, schema: availabilityApi.createVenueBlocks }, async (req, reply) =>
    reply.code(201).send({ data: await service.blockSpaces(currentUser(req), req.params.id, req.body) }),
  );
  app.delete('/blocks/:id', { ...team, schema: availabilityApi.removeBlock }, async (req) => {
    await service.unblock(currentUser(req), req.params.id);
    return { data: { ok: true as const } };
  });
  app.get('/spaces/:id/calendar-feed', { ...team, schema: availabilityApi.feed }, async (req) => ({ data: await service.feed(currentUser(req), req.params.id) }));
  app.post('/spaces/:id/calendar-feed/rotate', { ...team, schema: availabilityApi.rotateFeed }, async (req) => ({ data: await service.rotateFeed(currentUser(req), req.params.id) }));
  app.delete('/spaces/:id/calendar-feed', { ...team, schema: availabilityApi.removeFeed }, async (req) => ({ data: await service.removeFeed(currentUser(req), req.params.id) }));

  app.get(CALENDAR_FEED_ROUTE, { schema: availabilityApi.ics }, async (req, reply) => {
    const { filename, body } = await service.ics(req.params.token);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('content-disposition', `inline; filename="${filename}"`)
      .send(body);
  });
}
