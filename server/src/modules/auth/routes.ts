import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, loginBody, logoutBody, refreshTokenBody, updatePasswordBody } from '@venues/contracts';
import { parse, parseAsync } from '../../lib/validate';
import { AccountMailer } from '../../mail/account-mailer';
import { currentUser } from '../../plugins/access';
import { toUserDto } from '../users/dto';
import { UserRepository } from '../users/repository';
import { refreshCookie } from './cookie';
import { AuthService } from './service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const mail = new AccountMailer(app.mailer, app.config.publicUrl);
  const service = new AuthService(new UserRepository(app.db), app.tokens, app.rateLimiter, app.config.rateLimit);
  const cookie = refreshCookie(app);
  const setRefreshCookie = cookie.set;

  const login = (version: 1 | 2) => async (req: FastifyRequest, reply: FastifyReply) => {
    const body = parse(loginBody, req.body);
    const s = await service.login(req.tenant.id, body, req.ip);
    setRefreshCookie(reply, s.refreshToken);
    const tokens = { accessToken: s.accessToken, refreshToken: s.refreshToken };
    return { data: version === 1 ? tokens : { ...tokens, expiresIn: s.expiresIn, user: toUserDto(s.user) } };
  };
  app.post('/api/v1/auth/login', login(1));
  app.post('/api/v2/auth/login', login(2));

  app.post('/api/v1/auth/refresh-token', async (req, reply) => {
    const body = parse(refreshTokenBody, req.body ?? {});
    const token = body.refreshToken ?? req.cookies[COOKIE_NAMES.refreshToken];
    try {
      const s = await service.refresh(req.tenant.id, token);
      setRefreshCookie(reply, s.refreshToken);
      return { data: { accessToken: s.accessToken, refreshToken: s.refreshToken } };
    } catch (e) {
      cookie.clear(reply);
      throw e;
    }
  });

  app.post('/api/v1/auth/logout', async (req, reply) => {
    // Logout always succeeds: a malformed body just means there is nothing to revoke from it.
    const body = logoutBody.safeParse(req.body ?? {});
    await service.logout(req.tenant.id, (body.success ? body.data.token : undefined) ?? req.cookies[COOKIE_NAMES.refreshToken]);
    cookie.clear(reply);
    return { data: { ok: true } };
  });

  app.patch('/api/v1/auth/update-password', { onRequest: app.requireUser }, async (req) => {
    const body = await parseAsync(updatePasswordBody, req.body);
    const me = currentUser(req);
    await service.updatePassword(me.row, me.familyId, body.old_password, body.new_password);
    await mail.send(req.tenant, me.row.email, (b, t) => t.passwordChanged(b, { name: me.row.firstName, resetUrl: mail.links.forgotPassword() }));
    return { data: { ok: true } };
  });
}
