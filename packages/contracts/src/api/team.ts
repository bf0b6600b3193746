import { z } from 'zod';
import { TEAM_MEMBER_STATUSES } from '../owner-lists';
import { TEAM_ROLES } from '../team-permissions';
import {
  ownershipTransferBody,
  ownershipTransferParams,
  teamMemberParams,
  teamRoleBody,
  type OwnershipTransfer,
  type OwnershipTransferAccepted,
  type PendingOwnershipTransfer,
  type TeamList,
  type TeamMember,
} from '../team';
import { dataOf, errors, obj, okAnswer, same } from './common';

// The team module's answers and routes (server/src/modules/team, docs/team.md): the venue team's
// members, role changes, removals and the ownership transfer link.

const iso = z.string();

export const teamMemberAnswer = obj({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  is_you: z.boolean(),
  joined_at: iso,
});
same<z.infer<typeof teamMemberAnswer>, TeamMember>(true);

export const pendingOwnershipTransferAnswer = obj({ to_email: z.string(), expires_at: iso });
same<z.infer<typeof pendingOwnershipTransferAnswer>, PendingOwnershipTransfer>(true);

export const teamListAnswer = obj({ members: z.array(teamMemberAnswer), ownership_transfer: pendingOwnershipTransferAnswer.nullable() });
same<z.infer<typeof teamListAnswer>, TeamList>(true);

export const ownershipTransferAnswer = obj({
  organization_name: z.string(),
  from_name: z.string(),
  to_email: z.string(),
  expires_at: iso,
  status: z.literal('pending'),
});
same<z.infer<typeof ownershipTransferAnswer>, OwnershipTransfer>(true);

export const ownershipTransferAcceptedAnswer = obj({ organization_name: z.string(), role: z.literal('owner') });
same<z.infer<typeof ownershipTransferAcceptedAnswer>, OwnershipTransferAccepted>(true);

const tags = { tags: ['team'] };
const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const base = { ...tags, ...signedIn };

export const teamApi = {
  members: { ...base, summary: "The caller's venue team, the owner first, and the pending ownership transfer (owner)", response: { ...ok(teamListAnswer), ...errors(403) } },
  changeRole: {
    ...base,
    summary: "Change an admin's or member's role (owner and venue admins; never the owner, never yourself)",
    params: teamMemberParams,
    body: teamRoleBody,
    response: { ...ok(teamMemberAnswer), ...errors(403, 404, 409) },
  },
  remove: {
    ...base,
    summary: 'Remove an admin or member from the team (or withdraw an invitation); their sessions end',
    params: teamMemberParams,
    response: { ...ok(okAnswer), ...errors(403, 404, 409) },
  },
  startTransfer: {
    ...base,
    summary: 'Offer the ownership to an active admin or member by an e-mailed link (the owner); replaces a pending offer',
    body: ownershipTransferBody,
    response: { ...created(pendingOwnershipTransferAnswer), ...errors(403, 422) },
  },
  cancelTransfer: { ...base, summary: 'Withdraw the pending ownership transfer (the owner)', response: { ...ok(okAnswer), ...errors(403, 404) } },
  transfer: {
    ...base,
    summary: 'An ownership transfer link, for the person it was sent to',
    params: ownershipTransferParams,
    response: { ...ok(ownershipTransferAnswer), ...errors(403, 404, 410) },
  },
  acceptTransfer: {
    ...base,
    summary: 'Accept an ownership transfer: the caller becomes the owner, the old owner a venue admin',
    params: ownershipTransferParams,
    response: { ...ok(ownershipTransferAcceptedAnswer), ...errors(403, 404, 409, 410) },
  },
};
