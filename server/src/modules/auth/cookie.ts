import type { FastifyInstance, FastifyReply } from 'fastify';
import { COOKIE_LIFETIME_DAYS, COOKIE_NAMES } from '@venues/contracts';

export const REFRESH_COOKIE_PATH = '/api';

/** The httpOnly refresh-token cookie every sign-in sets (login, complete-profile, Google). */
export function refreshCookie(app: FastifyInstance) {
  const base = { httpOnly: true, secure: app.config.cookieSecure, sameSite: 'lax' as const, path: REFRESH_COOKIE_PATH };
  return {
    base,
    set: (reply: FastifyReply, token: string) => reply.setCookie(COOKIE_NAMES.refreshToken, token, { ...base, maxAge: COOKIE_LIFETIME_DAYS * 24 * 60 * 60 }),
    clear: (reply: FastifyReply) => reply.clearCookie(COOKIE_NAMES.refreshToken, base),
  };
}
