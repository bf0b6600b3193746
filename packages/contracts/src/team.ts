import { z } from 'zod';
import { ASSIGNABLE_TEAM_ROLES, type TeamMemberStatus } from './owner-lists';
import { accountToken } from './accounts';
import { email, safeString } from './common';
import type { TeamRole } from './team-permissions';

// A venue team's members and the hand-over of its ownership (docs/team.md): the owner and
// venue admins list the team, change roles and remove people; the owner hands the organisation over
// by an e-mailed link that the new owner accepts.


export interface TeamMember {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: TeamRole;
  status: TeamMemberStatus;
  /** The caller's own row. */
  is_you: boolean;
  /** When the account was made (for an invited person: when first invited). ISO 8601. */
  joined_at: string;
}

/** The ownership transfer waiting for its recipient (shown to the owner only). */
export interface PendingOwnershipTransfer {
  to_email: string;
  expires_at: string;
}

/** GET /v1/team/members: the owner first, then admins, then members. */
export interface TeamList {
  members: TeamMember[];
  /** For the owner: the pending transfer, if any; always null for venue admins. */
  ownership_transfer: PendingOwnershipTransfer | null;
}

/** GET /v1/team/ownership-transfers/{token}, for the addressed person: a live link only (others answer 410). */
export interface OwnershipTransfer {
  organization_name: string;
  /** The current owner's name (or address when they have no name). */
  from_name: string;
  to_email: string;
  expires_at: string;
  status: 'pending';
}

/** POST /v1/team/ownership-transfers/{token}/accept. */
export interface OwnershipTransferAccepted {
  organization_name: string;
  /** The caller's team role now. */
  role: 'owner';
}

/**
 * `details.reason` of the team calls' refusals, so a page can say why without parsing messages:
 * owner (409: the owner's role cannot be changed, nor the owner removed), self (403: not your own
 * role, not yourself), expired / used (410: the transfer link), other_recipient (403: the link was
 * sent to another address), not_eligible (422 on `email`: not an active admin or member of the team).
 */
export const TEAM_REFUSAL_REASONS = ['owner', 'self', 'expired', 'used', 'other_recipient', 'not_eligible'] as const;
export type TeamRefusalReason = (typeof TEAM_REFUSAL_REASONS)[number];

const id = (label: string) => safeString({ message: `${label} is required` }).uuid(`${label} must be a valid id`);

export const teamMemberParams = z.object({ id: id('Team member') });

/** PATCH /v1/team/members/{id}. */
export const teamRoleBody = z.object({ role: z.enum(ASSIGNABLE_TEAM_ROLES, { message: 'Role must be admin or member' }) }).strict();
export type TeamRoleBody = z.infer<typeof teamRoleBody>;

/** POST /v1/team/ownership-transfers: the address of an active admin or member of the team. */
export const ownershipTransferBody = z.object({ email }).strict();
export type OwnershipTransferBody = z.infer<typeof ownershipTransferBody>;

export const ownershipTransferParams = z.object({ token: accountToken });
