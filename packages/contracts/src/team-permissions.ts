import type { DerivedRoles } from './roles';

/**
 * A venue team's roles (docs/spec.md §6): the owner (VENUE_OWNER, or VENUE_LISTER with
 * assigned_roles 1), a venue admin (assigned_roles 2) and a venue member (assigned_roles 4).
 */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** assigned_roles code of each team role (docs/spec.md §6). */
export const TEAM_ROLE_CODES: Record<TeamRole, number> = { owner: 1, admin: 2, member: 4 };

/** The caller's role in their venue team, or null for customers and administrators. */
export function teamRoleOf(r: DerivedRoles): TeamRole | null {
  if (r.isVenueOwner) return 'owner';
  if (r.isVenueAdmin) return 'admin';
  if (r.isVenueMember) return 'member';
  return null;
}

/**
 * THE permission table of a venue team (docs/permissions.md): what each team role may do with its
 * organisation's venues, spaces, calendar, team, sales, enquiries and bookings. The server checks
 * every owner and enquiry call against it; the pages hide what a role cannot do. It follows the
 * owner-admin-access guard of docs/spec.md §6: members answer conversations and see bookings, but
 * do not open the owner area (venues, availability, team, sales).
 */
export const TEAM_PERMISSIONS = {
  /** See the organisation's venues and spaces in the owner area (drafts included). */
  'venues.read': ['owner', 'admin'],
  /** Create and edit venues and spaces, upload photos, submit for approval, archive. */
  'venues.edit': ['owner', 'admin'],
  /** Ask for a venue to be deleted (any status → for_deletion). */
  'venues.request_deletion': ['owner'],
  /** See the calendar of every space; block and unblock time; the iCal feed's secret URL. */
  'availability.manage': ['owner', 'admin'],
  /** See the team. */
  'team.read': ['owner', 'admin'],
  /** Invite, change the role of and remove admins and members (never the owner). */
  'team.manage': ['owner', 'admin'],
  /** Hand the organisation over to another person (an e-mailed link). */
  'team.transfer_ownership': ['owner'],
  /** Revenue, fees, taxes, refunds, payouts, occupancy and conversion. */
  'sales.read': ['owner', 'admin'],
  /** Read and answer the organisation's conversations. */
  'enquiries.answer': ['owner', 'admin', 'member'],
  /** Make, change and cancel offers; answer booking requests. */
  'offers.send': ['owner', 'admin'],
  /** See the organisation's bookings and their documents. */
  'bookings.read': ['owner', 'admin', 'member'],
  /** Cancel a booking for the venue; ask for extra charges. */
  'bookings.manage': ['owner', 'admin'],
} as const satisfies Record<string, readonly TeamRole[]>;

export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

/** Whether a caller with these roles has a team permission. Administrators and customers have none. */
export function teamCan(r: DerivedRoles, permission: TeamPermission): boolean {
  const role = teamRoleOf(r);
  return role !== null && (TEAM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role);
}
