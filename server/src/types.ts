import type { DerivedRoles } from '@venues/contracts';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { TenantRow, UserRow } from './db/schema';
import type { RateLimitStore } from './plugins/rate-limit';

/** The signed-in caller, resolved from the bearer token on every protected request. */
export interface AuthUser {
  id: string;
  tenantId: string;
  /** The refresh-token family (session) the access token belongs to. */
  familyId: string;
  /** When the access token expires (a socket is closed then). */
  expiresAt: Date;
  row: UserRow;
  roles: DerivedRoles;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    rateLimiter: RateLimitStore;
  }
  interface FastifyRequest {
    tenant: TenantRow;
    user: AuthUser | null;
  }
}
