import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountRecoveryBody,
  accountToken,
  completeProfileBody,
  googleCallbackBody,
  googleUrlQuery,
  inviteBody,
  passwordResetBody,
  registrationBody,
  resendVerificationBody,
} from '@venues/contracts';
import { AppError } from '../../lib/errors';
import { parse, parseAsync } from '../../lib/validate';
import { AccountMailer } from '../../mail/account-mailer';
import { currentUser } from '../../plugins/access';
import { refreshCookie } from '../auth/cookie';
import { toUserDto } from '../users/dto';
import { GoogleSignIn } from './google';
import { ACCOUNT_MESSAGES, AccountService } from './service';

const BINDING_COOKIE = 'oauth_binding';
const BINDING_PATH = '/api/v1/auth/google';

/** A link's token, from a path or a body: a malformed one answers like a wrong one. */
function tokenOf(value: unknown): string {
  const r = accountToken.safeParse(value);
  if (!r.success) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.invalidLink);
  return r.data;
}
const tokenParams = z.object({ token: z.string() });
const tokenBody = z.object({ token: z.string({ message: 'The link is incomplete. Open it again from the e-mail.' }) }).strict();

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const mail = new AccountMailer(app.mailer, app.config.publicUrl);
  const service = new AccountService(app.db, app.tokens, mail, app.rateLimiter, app.config.accountLimits);
  const google = new GoogleSignIn(app.config.google, app.db, mail);
  const cookie = refreshCookie(app);
  const bindingCookie = { httpOnly: true, secure: app.config.cookieSecure, sameSite: 'lax' as const, path: BINDING_PATH };

  // ---- sign-up and verification -------------------------------------------------------------

  const register = (version: 1 | 2) => async (req: FastifyRequest, reply: FastifyReply) => {
    const body = await parseAsync(registrationBody, req.body);
    const r = await service.register(req.tenant, body, req.ip);
    return reply.status(201).send({ data: version === 1 ? { message: r.message } : r });
  };
  app.post('/api/v1/auth/registration', register(1));
  app.post('/api/v2/auth/registration', register(2));

  app.post('/api/v1/auth/verify-email', async (req) => {
    const { token } = parse(tokenBody, req.body);
    return { data: await service.verifyEmail(req.tenant, tokenOf(token)) };
  });

  app.post('/api/v1/auth/verify-email/resend', async (req) => {
    const { email } = parse(resendVerificationBody, req.body);
    return { data: await service.resendVerification(req.tenant, email, req.ip) };
  });

  // ---- password recovery --------------------------------------------------------------------

  app.post('/api/v1/auth/account-recovery', async (req) => {
    const { email } = parse(accountRecoveryBody, req.body);
    return { data: await service.requestPasswordReset(req.tenant, email, req.ip) };
  });

  app.get('/api/v1/auth/password-reset/:token', async (req) => {
    const { token } = parse(tokenParams, req.params);
    return { data: await service.checkPasswordReset(req.tenant, tokenOf(token)) };
  });

  app.patch('/api/v1/auth/password-reset/:token', async (req) => {
    const { token } = parse(tokenParams, req.params);
    const checked = tokenOf(token);
    const body = await parseAsync(passwordResetBody, req.body);
    return { data: await service.resetPassword(req.tenant, checked, body.password) };
  });

  // ---- invitations --------------------------------------------------------------------------

  const inviters = { onRequest: app.requireRoles((r) => r.isVenueOwner || r.isVenueAdmin, 'Only venue owners and venue admins can invite team members') };
  app.post('/api/auth/users/sign-up', inviters, async (req, reply) => {
    const body = parse(inviteBody, req.body);
    return reply.status(201).send({ data: await service.invite(req.tenant, currentUser(req), body) });
  });

  app.get('/api/v1/auth/complete-profile/:token', async (req) => {
    const { token } = parse(tokenParams, req.params);
    return { data: await service.completeProfileInfo(req.tenant, tokenOf(token)) };
  });

  app.post('/api/v1/auth/complete-profile/:token', async (req, reply) => {
    const { token } = parse(tokenParams, req.params);
    const checked = tokenOf(token);
    const body = await parseAsync(completeProfileBody, req.body);
    const answer = await service.completeProfile(req.tenant, checked, body);
    cookie.set(reply, answer.refreshToken);
    return { data: answer };
  });

  // ---- Google -------------------------------------------------------------------------------

  app.get('/api/v1/auth/providers', async () => ({ data: { google: google.enabled } }));

  app.get('/api/v1/auth/google', async (req, reply) => {
    const q = parse(googleUrlQuery, req.query ?? {});
    const { url, binding } = await google.start(req.tenant, q.role, q.returnTo);
    reply.setCookie(BINDING_COOKIE, binding, { ...bindingCookie, maxAge: 10 * 60 });
    reply.header('cache-control', 'no-store');
    return { data: url };
  });

  app.post('/api/v1/auth/google/callback', async (req, reply) => {
    const body = parse(googleCallbackBody, req.body);
    const result = await google.finish(req.tenant, body, req.cookies[BINDING_COOKIE]);
    reply.clearCookie(BINDING_COOKIE, bindingCookie);
    const issued = await app.tokens.issue(result.user);
    cookie.set(reply, issued.refreshToken);
    return {
      data: {
        accessToken: issued.accessToken,
        refreshToken: issued.refreshToken,
        expiresIn: issued.expiresIn,
        user: toUserDto(result.user),
        returnTo: result.returnTo,
        created: result.created,
      },
    };
  });
}
