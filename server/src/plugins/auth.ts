import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import type { AuthUser } from '../types';

/**
 * Who a bearer token belongs to: the signed-in user, or an AppError (401/403). The auth module
 * implements it (sessions and the user record are its business); app.ts passes it in, so this
 * plugin needs no module.
 */
export type Authenticate = (token: string, tenantId: string) => Promise<AuthUser>;

export interface AuthOptions {
  authenticate: Authenticate;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolve a bearer token (and tenant) to the signed-in user; throws 401/403. Shared with the socket handshake. */
    authenticateToken(token: string | undefined, tenantId: string): Promise<AuthUser>;
    /** onRequest hook for protected routes: sets req.user or answers 401/403. */
    requireUser(req: FastifyRequest): Promise<void>;
  }
}

export function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m?.[1];
}

export const authPlugin = fp<AuthOptions>(async (app, opts) => {
  app.decorateRequest('user', null);

  app.decorate('authenticateToken', async (token: string | undefined, tenantId: string): Promise<AuthUser> => {
    if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return opts.authenticate(token, tenantId);
  });

  app.decorate('requireUser', async (req: FastifyRequest) => {
    req.user = await app.authenticateToken(bearer(req.headers.authorization), req.tenant.id);
  });
});
