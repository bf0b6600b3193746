import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { deriveRoles } from '@venues/contracts';
import { AppError } from '../lib/errors';
import { assertActive, TokenService } from '../modules/auth/tokens';
import { UserRepository } from '../modules/users/repository';
import type { AuthUser } from '../types';

export interface AuthOptions {
  /** Access-token lifetime in seconds (tests shorten it). */
  accessTtl?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
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
  const tokens = new TokenService(app.db, app.config.jwtSecret, opts.accessTtl);
  const users = new UserRepository(app.db);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  app.decorate('authenticateToken', async (token: string | undefined, tenantId: string): Promise<AuthUser> => {
    if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    const claims = await tokens.verifyAccess(token);
    if (claims.tenant !== tenantId) throw new AppError('UNAUTHENTICATED', 'The access token belongs to another tenant');
    const row = await users.byId(tenantId, claims.sub);
    if (!row) throw new AppError('UNAUTHENTICATED', 'The account no longer exists');
    assertActive(row);
    // A logged-out or revoked session ends at once, not when its access token expires.
    if (!(await tokens.refresh.familyLive(tenantId, claims.sid))) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');
    return { id: row.id, tenantId, familyId: claims.sid, row, roles: deriveRoles({ role: row.role, assigned_roles: row.assignedRoles }) };
  });

  app.decorate('requireUser', async (req: FastifyRequest) => {
    req.user = await app.authenticateToken(bearer(req.headers.authorization), req.tenant.id);
  });
});
