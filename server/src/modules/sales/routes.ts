import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamCan } from '@venues/contracts';
import { ownerDashboardApi, salesApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';

/** The owner's dashboard (`venues.read`), sales report and its CSV (owners and venue admins: `sales.read`); registered under /api/v1. */
export async function salesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sales = app.services.sales;
  const team = { onRequest: app.requireRoles((r) => teamCan(r, 'sales.read'), 'Only the venue owner and venue admins see sales') };

  const owners = { onRequest: app.requireRoles((r) => teamCan(r, 'venues.read'), 'Only the venue owner and venue admins have the owner dashboard') };
  app.get('/owner/dashboard', { ...owners, schema: ownerDashboardApi.get }, async (req) => ({ data: await app.services.ownerDashboard.dashboard(currentUser(req)) }));
  app.get('/owner/sales', { ...team, schema: salesApi.report }, async (req) => ({ data: await sales.report(currentUser(req), req.query) }));
  app.get('/owner/sales.csv', { ...team, schema: salesApi.csv }, async (req, reply) => {
    const { filename, body } = await sales.csv(currentUser(req), req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(body);
  });
}
