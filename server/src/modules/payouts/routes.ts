import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYOUT_LIMITS, teamCan } from '@venues/contracts';
import { payoutsApi } from '@venues/contracts/api';
import { currentUser } from '../../plugins/access';
import { adminGuard } from '../admin/guard';

/**
 * Payouts (docs/transactions.md "Payouts (Stripe Connect)"): the owner area's account, onboarding
 * and refresh (owners and venue admins: `sales.read`, which covers payouts), and the
 * administrators' list (`payments.read`). Registered under /api/v1.
 */
export async function payoutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const payouts = app.services.payouts;
  const team = { onRequest: app.requireRoles((r) => teamCan(r, 'sales.read'), 'Only the venue owner and venue admins manage payouts') };

  app.get('/owner/payouts', { ...team, schema: payoutsApi.get }, async (req) => ({ data: await payouts.view(currentUser(req), req.query) }));
  app.post('/owner/payouts/onboarding', { ...team, schema: payoutsApi.onboarding }, async (req) => ({ data: await payouts.startOnboarding(currentUser(req), req.body) }));
  app.post('/owner/payouts/refresh', { ...team, schema: payoutsApi.refresh }, async (req) => ({ data: await payouts.refresh(currentUser(req), { page: 1, limit: PAYOUT_LIMITS.defaultLimit }) }));
  app.get('/admin/payouts', { ...adminGuard(app, 'payments.read', 'see payouts'), schema: payoutsApi.admin }, async (req) => ({ data: await payouts.forAdmins(currentUser(req), req.query) }));
}
