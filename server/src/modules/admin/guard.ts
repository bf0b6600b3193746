import type { FastifyInstance } from 'fastify';
import { adminCan, adminsWho, type AdminPermission } from '@venues/contracts';

/**
 * The onRequest check of a /v1/admin call (docs/admin.md "Who may do what"), from THE table
 * (ADMIN_PERMISSIONS): signed out 401; everyone without the permission 403 with a message naming
 * who may do it, e.g. `Only full administrators manage storefronts`.
 */
export function adminGuard(app: FastifyInstance, permission: AdminPermission, doing: string) {
  return { onRequest: app.requireRoles((r) => adminCan(r, permission), `Only ${adminsWho(permission)} ${doing}`) };
}
