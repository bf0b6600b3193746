import { adminCan, type AdminPermission } from '@venues/contracts';
import { session } from '@venues/session';

/**
 * Whether the signed-in administrator has a permission of ADMIN_PERMISSIONS (docs/admin.md "Who may
 * do what"): pages show an action only to the roles the server lets do it. Use inside observer().
 */
export function useAdminCan(permission: AdminPermission): boolean {
  return adminCan(session.roles, permission);
}
