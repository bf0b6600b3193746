import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { completeProfileBody, teamCan, type TeamPermission } from '@venues/contracts';
import { accountsApi, teamApi } from '@venues/contracts/api';
import { parseAsync } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { tokenOf } from '../accounts/links';
import { refreshCookie } from '../auth/cookie';

/**
 * The venue team (docs/team.md): its list (`team.read`), role changes and removals
 * (`team.manage`), the ownership transfer offered by the owner (`team.transfer_ownership`) and
 * read or accepted by the person it was mailed to (signed in). Registered under /api/v1.
 */
export async function venueTeamRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const team = app.services.team;
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

/** The invitee's answer to an invitation: what it offers, then the profile that accepts it (signed in after). Registered under /api/v1. */
export async function invitationAnswerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const invitations = app.services.invitations;
  const cookie = refreshCookie(app);

  app.get('/auth/complete-profile/:token', { schema: accountsApi.completeProfileInfo }, async (req) => {
    return { data: await invitations.completeProfileInfo(req.tenant, tokenOf(req.params.token)) };
  });

  app.post('/auth/complete-profile/:token', { schema: accountsApi.completeProfile }, async (req, reply) => {
    const checked = tokenOf(req.params.token);
    const body = await parseAsync(completeProfileBody, req.body);
    const answer = await invitations.completeProfile(req.tenant, checked, body);
    cookie.set(reply, answer.refreshToken);
    return { data: answer };
  });
}

/** Inviting a team member, in the account service's vocabulary (POST /api/auth/users/sign-up). Registered under /api/auth/users. */
export async function invitationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const invitations = app.services.invitations;
  const inviters = { onRequest: app.requireRoles((r) => teamCan(r, 'team.manage'), 'Only venue owners and venue admins can invite team members') };
  app.post('/sign-up', { ...inviters, schema: accountsApi.invite }, async (req, reply) => {
    return reply.status(201).send({ data: await invitations.invite(req.tenant, currentUser(req), req.body) });
  });
}
