import { ADMIN_PERMISSIONS, type AdminPermission, type AdminRole } from '@venues/contracts';

const PLURAL: Record<AdminRole, string> = { full: 'full administrators', sales: 'sales administrators', member: 'admin members' };

/** "full administrators and admin members": who may do something, for messages. */
export function whoMay(permission: AdminPermission): string {
  const roles = ADMIN_PERMISSIONS[permission].map((r) => PLURAL[r]);
  return roles.length > 1 ? `${roles.slice(0, -1).join(', ')} and ${roles[roles.length - 1]}` : (roles[0] ?? '');
}
