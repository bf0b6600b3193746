import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamCan, type TeamPermission } from '@venues/contracts';
import { teamApi } from '@venues/contracts/api';
import { AccountMailer } from '../../mail/account-mailer';
import { currentUser } from '../../plugins/access';
import { LinkTokens } from '../users/link-tokens';
import { TeamInvitations } from './invitations';
import { TeamRepository } from './repository';
import { TeamService } from './service';

/**
 * The venue team (docs/team.md): its list (`team.read`), role changes and removals
 * (`team.manage`), the ownership transfer offered by the owner (`team.transfer_ownership`) and
 * read or accepted by the person it was mailed to (signed in). Registered under /api/v1.
 */
export async function venueTeamRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const team = new TeamService(new TeamRepository(app.db), new LinkTokens(app.db), app.tokens.refresh, app.sessionSockets, new AccountMailer(app.mailer, app.config.publicUrl), new TeamInvitations(app.db));
  const may = (permission: TeamPermission, message: string) => ({ onRequest: app.requireRoles((r) => teamCan(r, permission), message) });
  const readers = may('team.read', 'Only the venue owner and venue admins see the team');
  const managers = may('team.manage', 'Only the venue owner and venue admins change roles and remove team members');
  const owner = may('team.transfer_ownership', 'Only the venue owner can hand the ownership over');
  const signedIn = { onRequest: app.requireUser };

  app.get('/team/members', { ...readers, schema: teamApi.members }, async (req) => ({ data: await team.list(currentUser(req)) }));
  app.patch('/team/members/:id', { ...managers, schema: teamApi.changeRole }, async (req) => ({
    data: await team.changeRole(currentUser(req), req.params.id, req.body.role),
  }));
  app.delete('/team/members/:id', { ...managers, schema: teamApi.remove }, async (req) => {
    await team.remove(currentUser(req), req.params.id);
    return { data: { ok: true as const } };
  });

  app.post('/team/ownership-transfers', { ...owner, schema: teamApi.startTransfer }, async (req, reply) =>
    reply.status(201).send({ data: await team.startTransfer(req.tenant, currentUser(req), req.body.email) }),
  );
  app.delete('/team/ownership-transfers/current', { ...owner, schema: teamApi.cancelTransfer }, async (req) => {
    await team.cancelTransfer(currentUser(req));
    return { data: { ok: true as const } };
  });
  app.get('/team/ownership-transfers/:token', { ...signedIn, schema: teamApi.transfer }, async (req) => ({ data: await team.transfer(currentUser(req), req.params.token) }));
  app.post('/team/ownership-transfers/:token/accept', { ...signedIn, schema: teamApi.acceptTransfer }, async (req) => ({
    data: await team.accept(req.tenant, currentUser(req), req.params.token),
  }));
}
