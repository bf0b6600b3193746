import { adminCan } from './admin-roles';
import { teamCan } from './team-permissions';
/** Role values of docs/spec.md §6, as stored on the user record and sent at login. */
export const ROLES = ['USER', 'VENUE_OWNER', 'VENUE_LISTER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The role chosen on the sign-in screen (login/createas, login/user, login/venue, login/admin). */
export const LOGIN_ROLES = ['user', 'venue', 'admin'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** Which stored roles may sign in through each login choice. */
export const LOGIN_ROLE_ACCEPTS: Record<LoginRole, readonly Role[]> = {
  user: ['USER'],
  venue: ['VENUE_OWNER', 'VENUE_LISTER'],
  admin: ['ADMIN'],
};

/** assigned_roles: a number code, the literal NO_ROLES_ASSIGNED, or absent. */
export type AssignedRoles = number | 'NO_ROLES_ASSIGNED' | null | undefined;

export interface RoleBearer {
  role?: Role | readonly Role[] | string | readonly string[] | null;
  assigned_roles?: AssignedRoles | string;
}

export interface DerivedRoles {
  isUser: boolean;
  isVenueOwner: boolean;
  isVenueAdmin: boolean;
  isVenueMember: boolean;
  isAdmin: boolean;
  isAdminSales: boolean;
  isAdminMember: boolean;
  isTeamAdmin: boolean;
  isTeamLister: boolean;
}

const NONE: DerivedRoles = {
  isUser: false,
  isVenueOwner: false,
  isVenueAdmin: false,
  isVenueMember: false,
  isAdmin: false,
  isAdminSales: false,
  isAdminMember: false,
  isTeamAdmin: false,
  isTeamLister: false,
};

function primaryRole(role: RoleBearer['role']): string | undefined {
  if (Array.isArray(role)) return role[0];
  return (role as string | null | undefined) ?? undefined;
}

function assignedCode(a: RoleBearer['assigned_roles']): number | 'NONE' {
  if (a === null || a === undefined || a === '' || a === 'NO_ROLES_ASSIGNED') return 'NONE';
  const n = typeof a === 'number' ? a : Number(a);
  return Number.isFinite(n) ? n : 'NONE';
}

/**
 * The derived roles of docs/spec.md §6 — the ONE place this table lives. Used by the server's access
 * checks and by the client's guards and menus.
 */
export function deriveRoles(user: RoleBearer | null | undefined): DerivedRoles {
  if (!user) return { ...NONE };
  const role = primaryRole(user.role);
  const code = assignedCode(user.assigned_roles);
  return {
    isUser: role === 'USER',
    isVenueOwner: role === 'VENUE_OWNER' || (role === 'VENUE_LISTER' && code === 1),
    isVenueAdmin: role === 'VENUE_LISTER' && code === 2,
    isVenueMember: role === 'VENUE_LISTER' && code === 4,
    isAdmin: role === 'ADMIN' && (code === 'NONE' || code === 1),
    isAdminSales: role === 'ADMIN' && code === 2,
    isAdminMember: role === 'ADMIN' && code === 3,
    isTeamAdmin: role === 'ADMIN',
    isTeamLister: role === 'VENUE_OWNER' || role === 'VENUE_LISTER',
  };
}

/** Route guard rules of docs/spec.md §6. */
export const GUARDS = ['auth', 'admin-only', 'owner-admin-access'] as const;
export type Guard = (typeof GUARDS)[number];

/** admin-only: "admin role required" — any team admin (full, sales or member). */
export function passesAdminOnly(r: DerivedRoles): boolean {
  return r.isTeamAdmin;
}

/** owner-admin-access: venue owner (or venue admin of the team) or any admin. */
export function passesOwnerAdminAccess(r: DerivedRoles): boolean {
  return r.isVenueOwner || r.isVenueAdmin || r.isTeamAdmin;
}

/**
 * docs/spec.md §6 leaves open who manages announcements; decided in docs/adr/0007-announcements-access.md: full admins
 * and admin members (admin sales may read). The administrators' table says it once:
 * ADMIN_PERMISSIONS['announcements.manage'] (admin.ts).
 */
export function canManageAnnouncements(r: DerivedRoles): boolean {
  return adminCan(r, 'announcements.manage');
}

/**
 * Who in a venue's team does what with enquiries (docs/permissions.md, the table in
 * team-permissions.ts): every member reads and answers its organisation's conversations; owners and
 * venue admins also make, change and cancel offers and answer booking requests.
 */
export function canAnswerEnquiries(r: DerivedRoles): boolean {
  return teamCan(r, 'enquiries.answer');
}
export function canSendOffers(r: DerivedRoles): boolean {
  return teamCan(r, 'offers.send');
}
