import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOKEN_LIFETIMES, passwordResetBody, registrationBody } from '@venues/contracts';
import { accountsApi } from '@venues/contracts/api';
import { parseAsync } from '../../lib/validate';
import { refreshCookie } from '../auth/cookie';
import { toUserDto } from '../users/dto';
import { tokenOf } from './links';
import type { AccountService } from './service';
import { SIGNUP_DEVICE_COOKIE, SIGNUP_DEVICE_PATH } from './signup-device';

const BINDING_COOKIE = 'oauth_binding';
const BINDING_PATH = '/api/v1/auth/google';

/** Sign-up (both vocabularies answer from here): the full body is checked by the handler (password policy, phone for the country). */
const HOUR_S = 60 * 60;
const deviceCookie = (secure: boolean) => ({ httpOnly: true, secure, sameSite: 'lax' as const, path: SIGNUP_DEVICE_PATH });

/**
 * Sign-up (both vocabularies answer from here): the full body is checked by the handler (password
 * policy, phone for the country). The answer binds this browser to the mailed link (signup-device.ts).
 */
const register = (service: AccountService, version: 1 | 2) => async (req: FastifyRequest, reply: FastifyReply) => {
  const body = await parseAsync(registrationBody, req.body);
  const { deviceProof, ...r } = await service.register(req.tenant, body, req.ip);
  reply.setCookie(SIGNUP_DEVICE_COOKIE, deviceProof, { ...deviceCookie(req.server.config.cookieSecure), maxAge: TOKEN_LIFETIMES.verifyEmailHours * HOUR_S });
  return reply.status(201).send({ data: version === 1 ? { message: r.message } : r });
};

/** Registered under /api/v1. */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts: service, google } = app.services;
  const cookie = refreshCookie(app);
  const bindingCookie = { httpOnly: true, secure: app.config.cookieSecure, sameSite: 'lax' as const, path: BINDING_PATH };

  // ---- sign-up and verification -------------------------------------------------------------

  app.post('/auth/registration', { schema: accountsApi.registrationV1 }, register(service, 1));

  // Opened in the browser that signed up: signed in as well (the session in the answer and the
  // refresh cookie, like a sign-in). The binding cookie is spent either way.
  app.post('/auth/verify-email', { schema: accountsApi.verifyEmail }, async (req, reply) => {
    const bound = req.cookies[SIGNUP_DEVICE_COOKIE];
    if (bound !== undefined) reply.clearCookie(SIGNUP_DEVICE_COOKIE, deviceCookie(app.config.cookieSecure));
    const { signIn, ...answer } = await service.verifyEmail(req.tenant, tokenOf(req.body.token), bound);
    if (!signIn) return { data: answer };
    const issued = await app.tokens.issue(signIn);
    cookie.set(reply, issued.refreshToken);
    return { data: { ...answer, session: { accessToken: issued.accessToken, refreshToken: issued.refreshToken, expiresIn: issued.expiresIn, user: toUserDto(signIn) } } };
  });

  app.post('/auth/verify-email/resend', { schema: accountsApi.resendVerification }, async (req) => {
    return { data: await service.resendVerification(req.tenant, req.body.email, req.ip) };
  });

  // ---- password recovery --------------------------------------------------------------------

  app.post('/auth/account-recovery', { schema: accountsApi.accountRecovery }, async (req) => {
    return { data: await service.requestPasswordReset(req.tenant, req.body.email, req.ip) };
  });

  app.get('/auth/password-reset/:token', { schema: accountsApi.checkPasswordReset }, async (req) => {
    return { data: await service.checkPasswordReset(req.tenant, tokenOf(req.params.token)) };
  });

  app.patch('/auth/password-reset/:token', { schema: accountsApi.resetPassword }, async (req) => {
    const checked = tokenOf(req.params.token);
    const body = await parseAsync(passwordResetBody, req.body);
    return { data: await service.resetPassword(req.tenant, checked, body.password) };
  });

  // ---- Google -------------------------------------------------------------------------------

  app.get('/auth/providers', { schema: accountsApi.providers }, async () => ({ data: { google: google.enabled } }));

  app.get('/auth/google', { schema: accountsApi.googleUrl }, async (req, reply) => {
    const { url, binding } = await google.start(req.tenant, req.query.role, req.query.returnTo);
    reply.setCookie(BINDING_COOKIE, binding, { ...bindingCookie, maxAge: 10 * 60 });
    reply.header('cache-control', 'no-store');
    return { data: url };
  });

  app.post('/auth/google/callback', { schema: accountsApi.googleCallback }, async (req, reply) => {
    const result = await google.finish(req.tenant, req.body, req.cookies[BINDING_COOKIE]);
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

/** The v2 sign-up (also answers the address). Registered under /api/v2. */
export async function accountRoutesV2(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/auth/registration', { schema: accountsApi.registrationV2 }, register(app.services.accounts, 2));
}
