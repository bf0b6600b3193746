import {
  INVITE_ROLE_LABELS,
  TOKEN_LIFETIMES,
  type CompleteProfileBody,
  type CompleteProfileInfo,
  type InviteBody,
  type LoginResponseV2,
  type MessageResponse,
} from '@venues/contracts';
import type { AccountLimitConfig } from '../../config';
import type { TenantRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { AppError } from '../../lib/errors';
import { assertPasswordFor, type Passwords } from '../../lib/password';
import type { AccountMailer } from '../../mail/account-mailer';
import { rateLimited, type RateLimitStore } from '../../plugins/rate-limit';
import type { AuthUser } from '../../types';
import { invalidToken, limitMailTo } from '../accounts/links';
import type { TokenService } from '../auth/tokens';
import { toUserDto } from '../users/dto';
import { type LinkTokens } from '../users/link-tokens';
import { type UserRepository } from '../users/repository';
import { type TeamInvitations } from './invitations';

const INVITE_TTL = TOKEN_LIFETIMES.inviteDays * 24 * 60 * 60 * 1000;

/** Inviting a team member, and the invitee's answer: completing the profile the invitation made (docs/team.md). */
export class InvitationService {
  private readonly users: UserRepository;
  private readonly links: LinkTokens;
  private readonly invitations: TeamInvitations;

  constructor(
    repos: { users: UserRepository; links: LinkTokens; invitations: TeamInvitations },
    private readonly sessions: TokenService,
    private readonly mail: AccountMailer,
    private readonly limiter: RateLimitStore,
    private readonly limits: AccountLimitConfig,
    private readonly passwords: Passwords,
  ) {
    ({ users: this.users, links: this.links, invitations: this.invitations } = repos);
  }

  /**
   * A venue owner or venue admin invites a team member into their organization. The invitation's
   * row is written before the answer for every address, so the team list shows it at once and
   * the same way whether or not the address has an account; the rest happens after the answer:
   * an address without an account gets one waiting for the invitation and the link, one with an
   * account a mail saying someone tried to add it (nothing else changes).
   */
  async invite(tenant: TenantRow, actor: AuthUser, body: InviteBody): Promise<MessageResponse> {
    const orgId = actor.row.organizationId;
    if (!orgId) throw new AppError('FORBIDDEN', 'Your account has no organization to invite people into');
    const orgName = await this.users.organizationName(tenant.id, orgId);
    if (orgName === null) throw new AppError('FORBIDDEN', 'Your account has no organization to invite people into');
    const sent = await this.limiter.hit(`acct:invite:${tenant.id}:${actor.id}`, this.limits.windowMs);
    if (sent.count > this.limits.invites) throw rateLimited(sent.resetMs, 'You sent many invitations in a short time. Wait a while and try again.');
    await limitMailTo(this.limiter, this.limits, tenant.id, 'invite', body.email);
    await this.invitations.record({
      tenantId: tenant.id,
      organizationId: orgId,
      email: body.email,
      firstName: body.first_name ?? '',
      lastName: body.last_name ?? '',
      assignedRoles: body.assigned_roles,
      invitedBy: actor.id,
    });
    this.mail.later('invite', () => this.sendInvitation(tenant, actor, { id: orgId, name: orgName }, body.email));
    return { message: `Invitation sent to ${body.email}. The link works for ${TOKEN_LIFETIMES.inviteDays} days.` };
  }

  /** The invitation as it stands when its mail goes (withdrawn meanwhile: no mail; its role changed: the new one). */
  private async sendInvitation(tenant: TenantRow, actor: AuthUser, org: { id: string; name: string }, email: string): Promise<void> {
    const invitation = await this.invitations.byEmail(tenant.id, org.id, email);
    if (!invitation) return;
    const role = invitation.assignedRoles === 2 ? 2 : 4;
    const inviter = [actor.row.firstName, actor.row.lastName].filter(Boolean).join(' ') || actor.row.email;
    const tellExisting = async (u: UserRow) => {
      if (u.status === 'deleted' || u.status === 'suspended') return;
      await this.mail.send(tenant, u.email, (b, t) => t.teamInvitationExisting(b, { name: u.firstName, inviter, organization: org.name, signInUrl: this.mail.links.signIn(u.country) }));
    };

    let member = await this.users.byEmail(tenant.id, email);
    if (member && !(member.status === 'invited' && member.organizationId === org.id)) return tellExisting(member);
    if (member) {
      // Invited again (e.g. the first mail was lost): a new link, the role as chosen now.
      member = (await this.users.update(tenant.id, member.id, { assignedRoles: role }))!;
    } else {
      try {
        member = await this.users.insert({
          tenantId: tenant.id,
          email,
          passwordHash: await this.passwords.unusable(),
          hasPassword: false,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          role: 'VENUE_LISTER',
          assignedRoles: role,
          organizationId: org.id,
          status: 'invited',
          country: actor.row.country,
          type: 'venue_lister',
        });
      } catch (e) {
        // Signed up (or invited elsewhere) at the same moment: that account now exists.
        if (!isUniqueViolation(e)) throw e;
        const winner = await this.users.byEmail(tenant.id, email);
        return winner ? tellExisting(winner) : undefined;
      }
    }
    const token = await this.links.issue({ tenantId: tenant.id, userId: member.id, purpose: 'invite', email: member.email, ttlMs: INVITE_TTL });
    const name = member.firstName;
    await this.mail.send(tenant, member.email, (b, t) =>
      t.teamInvitation(b, {
        name,
        inviter,
        organization: org.name,
        role: INVITE_ROLE_LABELS[role].toLowerCase(),
        url: this.mail.links.completeProfile(token),
      }),
    );
  }

  private async invited(tenantId: string, userId: string, repo = this.users): Promise<UserRow> {
    const user = await repo.byId(tenantId, userId);
    if (!user || user.status !== 'invited') throw invalidToken('This invitation was already accepted or withdrawn. Sign in, or ask for a new invitation.');
    return user;
  }

  async completeProfileInfo(tenant: TenantRow, token: string): Promise<CompleteProfileInfo> {
    const row = await this.links.find(tenant.id, ['invite'], token);
    if (!row) throw invalidToken('This invitation has expired or was already used. Ask the person who invited you for a new one.');
    const user = await this.invited(tenant.id, row.userId);
    const orgName = user.organizationId ? await this.users.organizationName(tenant.id, user.organizationId) : null;
    const code = user.assignedRoles === 2 || user.assignedRoles === 4 ? user.assignedRoles : 4;
    return { email: user.email, organization_name: orgName ?? '', role_label: INVITE_ROLE_LABELS[code], first_name: user.firstName, last_name: user.lastName };
  }

  /** Accepts an invitation: names and password set, the account active and verified, signed in. */
  async completeProfile(tenant: TenantRow, token: string, body: CompleteProfileBody): Promise<LoginResponseV2> {
    const live = await this.links.find(tenant.id, ['invite'], token);
    if (!live) throw invalidToken('This invitation has expired or was already used. Ask the person who invited you for a new one.');
    const before = await this.invited(tenant.id, live.userId);
    await assertPasswordFor('password', body.password, { firstName: body.first_name, lastName: body.last_name, email: before.email });
    const passwordHash = await this.passwords.hash(body.password);
    const user = await this.users.transaction(async (tx) => {
      const row = await this.links.withTx(tx).consume(tenant.id, ['invite'], token);
      if (!row) throw invalidToken();
      const repo = this.users.withTx(tx);
      const u = await this.invited(tenant.id, row.userId, repo);
      // Answered: the person is in the team now, no longer listed as invited.
      if (u.organizationId) await this.invitations.withTx(tx).removeFor(tenant.id, u.organizationId, u.email);
      return (await repo.update(tenant.id, u.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        passwordHash,
        hasPassword: true,
        status: 'active',
        emailVerifiedAt: new Date(),
      }))!;
    });
    const issued = await this.sessions.issue(user);
    return { accessToken: issued.accessToken, refreshToken: issued.refreshToken, expiresIn: issued.expiresIn, user: toUserDto(user) };
  }
}
