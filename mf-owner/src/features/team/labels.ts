import { INVITE_ROLE_LABELS, TEAM_PERMISSIONS, TEAM_ROLE_CODES, TEAM_ROLES, type TeamMember, type TeamPermission, type TeamRole } from '@venues/contracts';

/** Role names as the invitation mail and the complete-profile page say them. */
export const ROLE_LABEL: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: INVITE_ROLE_LABELS[TEAM_ROLE_CODES.admin as 2],
  member: INVITE_ROLE_LABELS[TEAM_ROLE_CODES.member as 4],
};

/** A person's name, or their address while an invitation carries no name. */
export function personName(m: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>): string {
  return [m.first_name, m.last_name].filter(Boolean).join(' ').trim() || m.email;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * What each permission lets a person do, as a list item. Typed over every permission, so a new
 * entry in TEAM_PERMISSIONS fails the type check until it is named here.
 */
export const PERMISSION_LABEL: Record<TeamPermission, string> = {
  'venues.read': 'see the team’s venues and spaces, drafts included',
  'venues.edit': 'create and edit venues and spaces, and submit them for approval',
  'venues.request_deletion': 'ask for a venue to be deleted',
  'availability.manage': 'manage the calendar and its iCal feed',
  'team.read': 'see the team',
  'team.manage': 'invite people, change their role and remove them',
  'team.transfer_ownership': 'hand the ownership of the team over',
  'sales.read': 'see sales, fees and payouts',
  'enquiries.answer': 'read and answer conversations',
  'offers.send': 'send, change and cancel offers',
  'bookings.read': 'see bookings and their documents',
  'bookings.manage': 'cancel bookings and ask for extra charges',
};

export interface RoleSummary {
  role: TeamRole;
  /** everything: may do all (`list`: what only this role may); except: all but `list`; only: just `list`. */
  kind: 'everything' | 'except' | 'only';
  list: TeamPermission[];
}

/** Each role's permissions from TEAM_PERMISSIONS, said the short way (the shorter list of the two). */
export function roleSummaries(): RoleSummary[] {
  const all = Object.keys(TEAM_PERMISSIONS) as TeamPermission[];
  const has = (p: TeamPermission, r: TeamRole) => (TEAM_PERMISSIONS[p] as readonly TeamRole[]).includes(r);
  return TEAM_ROLES.map((role) => {
    const may = all.filter((p) => has(p, role));
    const mayNot = all.filter((p) => !has(p, role));
    if (mayNot.length === 0) return { role, kind: 'everything', list: all.filter((p) => TEAM_PERMISSIONS[p].length === 1) };
    return mayNot.length <= may.length ? { role, kind: 'except', list: mayNot } : { role, kind: 'only', list: may };
  });
}
