import {
  deriveRoles,
  OWNERSHIP_TRANSFER_DAYS,
  TEAM_ROLE_CODES,
  teamRoleOf,
  type AssignableTeamRole,
  type OwnershipTransfer,
  type OwnershipTransferAccepted,
  type PendingOwnershipTransfer,
  type TeamList,
  type TeamMember,
  type TeamRefusalReason,
  type TeamRole,
} from '@venues/contracts';
import type { AccountTokenRow, TeamInvitationRow, TenantRow, UserRow } from '../../db/schema';
import type { Tx } from '../../db/repository';
import { AppError, notFound } from '../../lib/errors';
import type { AccountMailer } from '../../mail/account-mailer';
import { teamTemplates } from '../../mail/team-templates';
import type { SessionSockets } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import type { RefreshTokenRepository } from '../auth/repository';
import type { LinkTokens } from '../users/link-tokens';
import type { TeamInvitations } from './invitations';
import { TRANSFER, type TeamRepository } from './repository';

const TRANSFER_TTL_MS = OWNERSHIP_TRANSFER_DAYS * 24 * 60 * 60 * 1000;
const RANK: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

const roleOf = (u: Pick<UserRow, 'role' | 'assignedRoles'>): TeamRole | null => teamRoleOf(deriveRoles({ role: u.role, assigned_roles: u.assignedRoles }));
const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;

const refused = (code: 'FORBIDDEN' | 'CONFLICT', reason: TeamRefusalReason, message: string) => new AppError(code, message, { reason });
/** A transfer link that was used (accepted, withdrawn or replaced) or ran out: 410. */
const gone = (reason: 'used' | 'expired') =>
  new AppError(
    'INVALID_TOKEN',
    reason === 'expired'
      ? 'This ownership transfer link has expired. Ask the owner to send a new one.'
      : 'This ownership transfer link was already used, withdrawn or replaced by a newer one.',
    { reason },
    410,
  );
const notEligible = (message: string) => new AppError('VALIDATION_ERROR', `email: ${message}`, { fields: [{ field: 'email', message }], reason: 'not_eligible' }, 422);

/**
 * A venue team (docs/team.md): its list, role changes and removals (never the owner, never
 * yourself), and the hand-over of its ownership by an e-mailed link. Roles are read from the
 * database on every request (auth/authenticate.ts), so a change counts from the person's next call;
 * their open sockets, which hold the roles of their handshake, are closed and reconnect.
 */
export class TeamService {
  constructor(
    private readonly repo: TeamRepository,
    private readonly links: LinkTokens,
    private readonly sessions: RefreshTokenRepository,
    private readonly sockets: SessionSockets,
    private readonly mail: AccountMailer,
    private readonly invitations: TeamInvitations,
  ) {}

  private orgOf(user: AuthUser): string {
    if (!user.row.organizationId) throw new AppError('FORBIDDEN', 'Your account belongs to no venue team');
    return user.row.organizationId;
  }

  private toMember(u: UserRow, me: AuthUser): TeamMember {
    return {
      id: u.id,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      role: roleOf(u)!,
      status: u.status === 'invited' ? 'invited' : 'active',
      is_you: u.id === me.id,
      joined_at: u.createdAt.toISOString(),
    };
  }

  private pending(t: AccountTokenRow): PendingOwnershipTransfer {
    return { to_email: t.email, expires_at: t.expiresAt.toISOString() };
  }

  /** An invitation's row, the same for every address invited (whether or not it has an account). */
  private toInvited(i: TeamInvitationRow): TeamMember {
    return {
      id: i.id,
      email: i.email,
      first_name: i.firstName,
      last_name: i.lastName,
      role: i.assignedRoles === TEAM_ROLE_CODES.admin ? 'admin' : 'member',
      status: 'invited',
      is_you: false,
      joined_at: i.createdAt.toISOString(),
    };
  }

  /**
   * The people who joined, then the invitations waiting (team_invitations): an account made for
   * an invitation is not listed itself, so an invited address looks the same whether or not it
   * had an account.
   */
  async list(user: AuthUser): Promise<TeamList> {
    const org = this.orgOf(user);
    const people = (await this.repo.members(user.tenantId, org)).filter((u) => u.status === 'active' && roleOf(u) !== null);
    const joined = new Set(people.map((u) => u.email));
    const invited = (await this.invitations.forOrganization(user.tenantId, org)).filter((i) => !joined.has(i.email));
    const members = [...people.map((u) => this.toMember(u, user)), ...invited.map((i) => this.toInvited(i))].sort(
      (a, b) => RANK[a.role] - RANK[b.role] || Number(a.status === 'invited') - Number(b.status === 'invited'),
    );
    const transfer = roleOf(user.row) === 'owner' ? await this.repo.pendingTransfer(user.tenantId, user.id) : null;
    return { members, ownership_transfer: transfer ? this.pending(transfer) : null };
  }

  /** The account waiting for this invitation, if one was made (the address had none). */
  private invitedAccount(repo: TeamRepository, user: AuthUser, i: TeamInvitationRow): Promise<UserRow | null> {
    return repo.memberByEmail(user.tenantId, i.organizationId, i.email).then((u) => (u?.status === 'invited' ? u : null));
  }

  private async changeInvitation(tx: Tx, user: AuthUser, i: TeamInvitationRow, role: AssignableTeamRole): Promise<TeamMember> {
    const changed = await this.invitations.withTx(tx).setRole(user.tenantId, i.id, TEAM_ROLE_CODES[role]);
    const waiting = await this.invitedAccount(this.repo.withTx(tx), user, i);
    if (waiting) await this.repo.withTx(tx).setRole(user.tenantId, waiting.id, { role: 'VENUE_LISTER', assignedRoles: TEAM_ROLE_CODES[role], type: 'venue_lister' });
    return this.toInvited(changed);
  }

  /** Withdraws an invitation: its row goes, and so do the link and the account made for it. */
  private async withdraw(tx: Tx, user: AuthUser, i: TeamInvitationRow): Promise<void> {
    const repo = this.repo.withTx(tx);
    await this.invitations.withTx(tx).remove(user.tenantId, i.id);
    const waiting = await this.invitedAccount(repo, user, i);
    if (!waiting) return;
    await repo.retireTokens(user.tenantId, waiting.id, ['invite', 'password-reset']);
    await repo.deleteInvited(user.tenantId, waiting.id);
  }

  /** The team member `id` may be changed by this caller: in the team, not the owner, not the caller. */
  private async changeable(repo: TeamRepository, user: AuthUser, id: string, doing: 'change' | 'remove'): Promise<UserRow> {
    if (id === user.id) {
      throw refused('FORBIDDEN', 'self', doing === 'change' ? 'You cannot change your own role. Ask the owner or another venue admin.' : 'You cannot remove yourself from the team. Ask the owner or another venue admin.');
    }
    const target = await repo.lockMember(user.tenantId, this.orgOf(user), id);
    if (!target) throw notFound('Team member');
    if (roleOf(target) === 'owner') {
      throw refused(
        'CONFLICT',
        'owner',
        doing === 'change'
          ? "The owner's role cannot be changed. The owner hands the team over with an ownership transfer."
          : 'The owner cannot be removed from the team. The owner hands the team over with an ownership transfer first.',
      );
    }
    return target;
  }

  async changeRole(user: AuthUser, id: string, role: AssignableTeamRole): Promise<TeamMember> {
    const done = await this.repo.transaction(async (tx) => {
      const invitation = await this.invitations.withTx(tx).lock(user.tenantId, this.orgOf(user), id);
      if (invitation) return { kind: 'invitation' as const, invited: await this.changeInvitation(tx, user, invitation, role) };
      const repo = this.repo.withTx(tx);
      const target = await this.changeable(repo, user, id, 'change');
      if (roleOf(target) === role) return { kind: 'member' as const, member: target, changed: false };
      return { kind: 'member' as const, member: await repo.setRole(user.tenantId, id, { role: 'VENUE_LISTER', assignedRoles: TEAM_ROLE_CODES[role], type: 'venue_lister' }), changed: true };
    });
    // An invitation has no sessions yet; a member's sockets reconnect with the new role.
    if (done.kind === 'invitation') return done.invited;
    if (done.changed) this.sockets.endAccount(id);
    return this.toMember(done.member, user);
  }

  /**
   * The person leaves the organisation and keeps a plain customer account (role USER); their
   * sessions end at once; what they wrote and booked stays with the organisation. An invitation
   * not yet accepted is withdrawn: its link stops working and the account made for it goes.
   */
  async remove(user: AuthUser, id: string): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const invitation = await this.invitations.withTx(tx).lock(user.tenantId, this.orgOf(user), id);
      if (invitation) return this.withdraw(tx, user, invitation);
      const repo = this.repo.withTx(tx);
      const target = await this.changeable(repo, user, id, 'remove');
      await repo.retireTransfersTo(user.tenantId, target.email);
      if (target.status === 'invited') {
        await repo.retireTokens(user.tenantId, id, ['invite', 'password-reset']);
        await repo.deleteInvited(user.tenantId, id);
        return;
      }
      await repo.leaveTeam(user.tenantId, id);
      await this.sessions.withTx(tx).revokeUser(user.tenantId, id);
    });
    this.sockets.endAccount(id);
  }

  // ---- ownership transfer ---------------------------------------------------------------------

  /** Offers the ownership to an active admin or member by mail; a pending offer is replaced. */
  async startTransfer(tenant: TenantRow, user: AuthUser, email: string): Promise<PendingOwnershipTransfer> {
    const org = this.orgOf(user);
    const to = await this.repo.memberByEmail(tenant.id, org, email);
    if (to?.id === user.id) throw notEligible('You already own this team. Enter the address of the admin or member who will take it over.');
    // Invited and not yet joined reads the same whether or not the address had an account.
    const joined = to && roleOf(to) !== null && to.status === 'active';
    if (!joined && (to?.status === 'invited' || (await this.invitations.byEmail(tenant.id, org, email)))) {
      throw notEligible(`${email} has not accepted the invitation yet. Once they have, hand the ownership over.`);
    }
    if (!to || !joined) throw notEligible(`${email} is not in your team. Invite them first; once they have accepted the invitation, hand the ownership over.`);

    const token = await this.repo.transaction((tx) =>
      this.links.withTx(tx).issue({ tenantId: tenant.id, userId: user.id, purpose: TRANSFER, email: to.email, ttlMs: TRANSFER_TTL_MS }),
    );
    const organization = await this.repo.organizationName(tenant.id, org);
    await this.mail.send(tenant, to.email, (b) =>
      teamTemplates.ownershipTransfer(b, { name: to.firstName, from: nameOf(user.row), organization, url: this.mail.links.transferOwnership(token) }),
    );
    const pending = await this.repo.pendingTransfer(tenant.id, user.id);
    return this.pending(pending!);
  }

  async cancelTransfer(user: AuthUser): Promise<void> {
    if (!(await this.repo.pendingTransfer(user.tenantId, user.id))) throw notFound('Pending ownership transfer');
    await this.repo.retireTokens(user.tenantId, user.id, [TRANSFER]);
  }

  /** A live link for the person it was sent to: unknown 404, used or expired 410, anyone else 403. */
  private async live(user: AuthUser, token: string): Promise<{ row: AccountTokenRow; from: UserRow; organization: string }> {
    const row = await this.repo.transferByToken(user.tenantId, token);
    if (!row) throw notFound('Ownership transfer');
    if (row.usedAt) throw gone('used');
    if (row.expiresAt.getTime() <= Date.now()) throw gone('expired');
    if (row.email !== user.row.email) {
      throw refused('FORBIDDEN', 'other_recipient', `This ownership transfer was sent to ${row.email}. Sign in with that address to open it.`);
    }
    const from = await this.repo.person(user.tenantId, row.userId);
    if (!from?.organizationId || roleOf(from) !== 'owner') throw gone('used');
    return { row, from, organization: await this.repo.organizationName(user.tenantId, from.organizationId) };
  }

  async transfer(user: AuthUser, token: string): Promise<OwnershipTransfer> {
    const { row, from, organization } = await this.live(user, token);
    return { organization_name: organization, from_name: nameOf(from), to_email: row.email, expires_at: row.expiresAt.toISOString(), status: 'pending' };
  }

  /**
   * In one transaction: the link is used (one of two accepts at once wins), the caller becomes the
   * owner (VENUE_OWNER) and takes the organisation's payout account along, the old owner becomes a
   * venue admin. Both are told by mail.
   */
  async accept(tenant: TenantRow, user: AuthUser, token: string): Promise<OwnershipTransferAccepted> {
    const { organization } = await this.live(user, token);
    const { from, to } = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const row = await repo.consumeTransfer(tenant.id, token);
      if (!row) throw gone('used');
      const owner = await repo.person(tenant.id, row.userId);
      const org = owner?.organizationId;
      if (!owner || !org || roleOf(owner) !== 'owner') throw gone('used');
      const me = await repo.lockMember(tenant.id, org, user.id);
      const myRole = me ? roleOf(me) : null;
      if (!me || me.status !== 'active' || me.email !== row.email || (myRole !== 'admin' && myRole !== 'member')) {
        throw refused('FORBIDDEN', 'other_recipient', `Only an active admin or member of ${organization} signed in as ${row.email} can accept this transfer.`);
      }
      await repo.lockMember(tenant.id, org, owner.id);
      const to = await repo.setRole(tenant.id, me.id, { role: 'VENUE_OWNER', assignedRoles: null, type: 'venue_owner', stripeAccount: owner.stripeAccount || me.stripeAccount });
      const from = await repo.setRole(tenant.id, owner.id, { role: 'VENUE_LISTER', assignedRoles: TEAM_ROLE_CODES.admin, type: 'venue_lister', stripeAccount: '' });
      return { from, to };
    });
    // Both roles changed: the new owner's sockets (this caller's too) and the old owner's reconnect.
    for (const u of [from, to]) this.sockets.endAccount(u.id);
    const home = (u: UserRow) => this.mail.links.home(u.country);
    await this.mail.send(tenant, to.email, (b) => teamTemplates.ownershipAccepted(b, { name: to.firstName, from: nameOf(from), organization, url: home(to) }));
    await this.mail.send(tenant, from.email, (b) => teamTemplates.ownershipHandedOver(b, { name: from.firstName, to: nameOf(to), organization, url: home(from) }));
    return { organization_name: organization, role: 'owner' };
  }
}
