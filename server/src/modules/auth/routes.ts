import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIE_NAMES, updatePasswordBody, type LoginBody } from '@venues/contracts';
import { authApi } from '@venues/contracts/api';
import { parseAsync } from '../../lib/validate';
import { currentUser } from '../../plugins/access';
import { toUserDto } from '../users/dto';
import { refreshCookie } from './cookie';

function loginHandler(app: FastifyInstance) {
  const service = app.services.auth;
  const cookie = refreshCookie(app);
  return async (req: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) => {
    const s = await service.login(req.tenant.id, req.body, req.ip);
    cookie.set(reply, s.refreshToken);
    return { accessToken: s.accessToken, refreshToken: s.refreshToken, expiresIn: s.expiresIn, user: s.user };
  };
}

/** Registered under /api/v1. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.auth;
  const cookie = refreshCookie(app);
  const setRefreshCookie = cookie.set;
  const login = loginHandler(app);

  app.post('/auth/login', { schema: authApi.loginV1 }, async (req, reply) => {
    const s = await login(req, reply);
    return { data: { accessToken: s.accessToken, refreshToken: s.refreshToken } };
  });

  app.post('/auth/refresh-token', { schema: authApi.refresh }, async (req, reply) => {
    const token = req.body.refreshToken ?? req.cookies[COOKIE_NAMES.refreshToken];
    try {
      const s = await service.refresh(req.tenant.id, token);
      setRefreshCookie(reply, s.refreshToken);
      return { data: { accessToken: s.accessToken, refreshToken: s.refreshToken } };
    } catch (e) {
      cookie.clear(reply);
      throw e;
    }
  });

  // Logout always succeeds: a malformed body just means there is nothing to revoke from it (the schema catches it as {}).
  app.post('/auth/logout', { schema: authApi.logout }, async (req, reply) => {
    await service.logout(req.tenant.id, req.body.token ?? req.cookies[COOKIE_NAMES.refreshToken]);
    cookie.clear(reply);
    return { data: { ok: true as const } };
  });

  app.patch('/auth/update-password', { onRequest: app.requireUser, schema: authApi.updatePassword }, async (req) => {
    const body = await parseAsync(updatePasswordBody, req.body);
    const me = currentUser(req);
    await service.updatePassword(req.tenant, me.row, me.familyId, body.old_password, body.new_password);
    return { data: { ok: true as const } };
  });
}

/** The v2 sign-in (tokens, lifetime and user). Registered under /api/v2. */
export async function authRoutesV2(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const login = loginHandler(app);
  app.post('/auth/login', { schema: authApi.loginV2 }, async (req, reply) => {
    const s = await login(req, reply);
    return { data: { ...s, user: toUserDto(s.user) } };
  });
}
