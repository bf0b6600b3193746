import { deriveRoles } from '@venues/contracts';
import { AppError } from '../../lib/errors';
import type { Authenticate } from '../../plugins/auth';
import type { UserRepository } from '../users/repository';
import { assertActive, type TokenService } from './tokens';

/** The auth plugin's Authenticate: a live session's access token of an active account of this tenant. */
export function accessTokenUser(tokens: TokenService, users: UserRepository): Authenticate {
  return async (token, tenantId) => {
    const claims = await tokens.verifyAccess(token);
    if (claims.tenant !== tenantId) throw new AppError('UNAUTHENTICATED', 'The access token belongs to another tenant');
    const row = await users.byId(tenantId, claims.sub);
    if (!row) throw new AppError('UNAUTHENTICATED', 'The account no longer exists');
    assertActive(row);
    // A logged-out or revoked session ends at once, not when its access token expires.
    if (!(await tokens.refresh.familyLive(tenantId, claims.sid))) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');
    return { id: row.id, tenantId, familyId: claims.sid, expiresAt: new Date(claims.exp * 1000), row, roles: deriveRoles({ role: row.role, assigned_roles: row.assignedRoles }) };
  };
}
