import type { DerivedRoles } from './roles';

// The administrators' roles and what each may do (docs/admin.md). Kept apart from the schemas of
// admin.ts, without zod: the shell's start-up code checks these permissions on every page, and
// importing them must not bring the schemas and zod along (docs/performance.md, page weights).

/**
 * The administrators' roles (docs/spec.md §6): full administrator (ADMIN with no assigned roles,
 * NO_ROLES_ASSIGNED or 1), admin sales (assigned_roles 2) and admin member (assigned_roles 3).
 */
export const ADMIN_ROLES = ['full', 'sales', 'member'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** assigned_roles stored for each admin role (a full administrator is stored as null). */
export const ADMIN_ROLE_CODES: Record<AdminRole, number | null> = { full: null, sales: 2, member: 3 };

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { full: 'Full administrator', sales: 'Sales', member: 'Admin member' };

/** The caller's admin role, or null for everyone who is not an administrator. */
export function adminRoleOf(r: DerivedRoles): AdminRole | null {
  if (r.isAdmin) return 'full';
  if (r.isAdminSales) return 'sales';
  if (r.isAdminMember) return 'member';
  return null;
}

/**
 * THE permission table of the administrators (docs/admin.md "Who may do what"). The server checks
 * every /v1/admin call against it; mf-admin's menu and buttons follow it. Sales look after money and
 * storefronts' commercial side; admin members moderate content (venues waiting for review, ratings,
 * announcements); only full administrators change storefronts, suspend or remove venues, manage
 * other administrators and read the audit trail.
 */
export const ADMIN_PERMISSIONS = {
  /** See every storefront with its tax, fee and currency. */
  'storefronts.read': ['full', 'sales', 'member'],
  /** Create, edit, disable and re-enable storefronts; choose the default one. */
  'storefronts.manage': ['full'],
  /** The queue of venues waiting for approval; review, approve and reject them. */
  'venues.review': ['full', 'member'],
  /** Suspend and restore a published venue; remove one put up for deletion. */
  'venues.moderate': ['full'],
  /** Every review with its reports. */
  'ratings.read': ['full', 'sales', 'member'],
  /** Hide and restore reviews. */
  'ratings.moderate': ['full', 'member'],
  /** Payments that need a person: failed refunds, payments refunded because their slot was taken. */
  'payments.read': ['full', 'sales'],
  /** Retry a failed refund. */
  'payments.retry': ['full', 'sales'],
  /** Create, edit and delete announcements (reading them is open to every administrator). */
  'announcements.manage': ['full', 'member'],
  /** See the administrators and change their roles. */
  'admins.manage': ['full'],
  /** The audit trail of every administrator's actions. */
  'audit.read': ['full'],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;
export const ADMIN_PERMISSION_KEYS = Object.keys(ADMIN_PERMISSIONS) as AdminPermission[];

/** Whether a caller with these roles has an admin permission. Venue teams and customers have none. */
export function adminCan(r: DerivedRoles, permission: AdminPermission): boolean {
  const role = adminRoleOf(r);
  return role !== null && (ADMIN_PERMISSIONS[permission] as readonly AdminRole[]).includes(role);
}

const ROLE_PLURALS: Record<AdminRole, string> = { full: 'full administrators', sales: 'sales administrators', member: 'admin members' };

/**
 * Who holds a permission, for refusals: "full administrators and admin members". The server's 403
 * for an administrator without the permission says `Only <adminsWho(p)> <what they do>`.
 */
export function adminsWho(permission: AdminPermission): string {
  const names = (ADMIN_PERMISSIONS[permission] as readonly AdminRole[]).map((r) => ROLE_PLURALS[r]);
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
