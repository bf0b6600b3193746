import {
  INVITE_ROLE_LABELS,
  TOKEN_LIFETIMES,
  type CompleteProfileBody,
  type CompleteProfileInfo,
  type InviteBody,
  type LoginResponseV2,
  type MessageResponse,
  type VerifyEmailResponse,
} from '@venues/contracts';
import type { AccountLimitConfig } from '../../config';
import type { Db } from '../../db/client';
import type { TenantRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertPasswordFor, hashPassword, unusablePasswordHash } from '../../lib/password';
import type { AccountMailer } from '../../mail/account-mailer';
import { rateLimited, type RateLimitStore } from '../../plugins/rate-limit';
import type { AuthUser } from '../../types';
import type { TokenService } from '../auth/tokens';
import { TeamInvitations } from '../team/invitations';
import { toUserDto } from '../users/dto';
import { LinkTokens } from '../users/link-tokens';
import { UserRepository } from '../users/repository';

const HOUR = 60 * 60 * 1000;
const VERIFY_TTL = TOKEN_LIFETIMES.verifyEmailHours * HOUR;
const RESET_TTL = TOKEN_LIFETIMES.passwordResetHours * HOUR;
const INVITE_TTL = TOKEN_LIFETIMES.inviteDays * 24 * HOUR;

/** The answers that must not differ whether or not an address has an account. */
export const ACCOUNT_MESSAGES = {
  registered: (email: string) => `We sent a link to ${email}. Open it within 24 hours to confirm your address and finish signing up.`,
  resent: 'If that address has an account waiting for confirmation, a new link is on its way. Check your inbox and spam folder.',
  recovery: 'If that address has an account, a link to choose a new password is on its way. It works for 1 hour.',
  passwordReset: 'Your password is changed. Sign in with your new password.',
  invalidLink: 'This link is not valid any more: it was already used, has expired or was replaced by a newer one. Request a new one.',
} as const;

const invalidToken = (message: string = ACCOUNT_MESSAGES.invalidLink) => new AppError('INVALID_TOKEN', message);

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string }; message?: string };
  return err.code === '23505' || err.cause?.code === '23505' || /duplicate key|unique constraint/i.test(String(err.message));
}

export interface RegistrationInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role: 'user' | 'venue';
  organization_name: string;
  country: string;
  phone_number: string;
}

/** Sign-up, verification, recovery and invitations: the signed-out account flows. */
export class AccountService {
  private readonly users: UserRepository;
  private readonly links: LinkTokens;
  private readonly invitations: TeamInvitations;

  constructor(
    db: Db,
    private readonly sessions: TokenService,
    private readonly mail: AccountMailer,
    private readonly limiter: RateLimitStore,
    private readonly limits: AccountLimitConfig,
  ) {
    this.users = new UserRepository(db);
    this.links = new LinkTokens(db);
    this.invitations = new TeamInvitations(db);
  }

  /** Per client address: too many → 429. Counted whether or not the address has an account. */
  private async limitIp(ip: string): Promise<void> {
    const h = await this.limiter.hit(`acct:ip:${ip}`, this.limits.windowMs);
    if (h.count > this.limits.ipRequests) throw rateLimited(h.resetMs, 'Too many requests from your network. Wait a while and try again.');
  }

  /** Per e-mail address and kind of mail: too many → 429 (the same for every address, so it reveals nothing). */
  private async limitEmail(tenantId: string, kind: string, email: string): Promise<void> {
    const h = await this.limiter.hit(`acct:mail:${kind}:${tenantId}:${email}`, this.limits.windowMs);
    if (h.count > this.limits.emailRequests) {
      throw rateLimited(h.resetMs, 'We already sent several e-mails to this address. Check your inbox and spam folder, or try again later.');
    }
  }

  private async sendVerification(tenant: TenantRow, user: Pick<UserRow, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = await this.links.issue({ tenantId: tenant.id, userId: user.id, purpose: 'verify-email', email: user.email, ttlMs: VERIFY_TTL });
    await this.mail.send(tenant, user.email, (b, t) => t.verifyEmail(b, { name: user.firstName, url: this.mail.links.verifyEmail(token) }));
  }

  // ---- sign-up ------------------------------------------------------------------------------

  /**
   * Creates an unverified account and mails its link. An address that already has an account
   * gets the same answer, and a mail saying so (or a new link while it is still unconfirmed).
   * The answer takes as long either way: the password is hashed for both, and the look-up, the
   * account and the mail come after the answer (Mailer.later).
   */
  async register(tenant: TenantRow, body: RegistrationInput, ip: string): Promise<MessageResponse & { email: string }> {
    await this.limitIp(ip);
    await this.limitEmail(tenant.id, 'register', body.email);
    const passwordHash = await hashPassword(body.password);
    this.mail.later('registration', () => this.createAccount(tenant, body, passwordHash));
    return { message: ACCOUNT_MESSAGES.registered(body.email), email: body.email };
  }

  private async createAccount(tenant: TenantRow, body: RegistrationInput, passwordHash: string): Promise<void> {
    const existing = await this.users.byEmail(tenant.id, body.email);
    if (existing) return this.mailExisting(tenant, existing);
    let created: UserRow;
    try {
      created = await this.users.transaction(async (tx) => {
        const repo = this.users.withTx(tx);
        const organizationId = body.role === 'venue' ? await repo.createOrganization(tenant.id, body.organization_name) : null;
        const role = body.role === 'venue' ? 'VENUE_OWNER' : 'USER';
        return repo.insert({
          tenantId: tenant.id,
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          role,
          organizationId,
          country: body.country,
          // The number given at sign-up is the mobile number of account settings (one number, two vocabularies).
          phoneNumber: body.phone_number,
          mobilePhone: body.phone_number,
          type: role.toLowerCase(),
        });
      });
    } catch (e) {
      // Two sign-ups for one address at once: the loser is treated like any existing address.
      if (!isUniqueViolation(e)) throw e;
      const winner = await this.users.byEmail(tenant.id, body.email);
      if (winner) await this.mailExisting(tenant, winner);
      return;
    }
    await this.sendVerification(tenant, created);
  }

  private async mailExisting(tenant: TenantRow, user: UserRow): Promise<void> {
    if (user.status === 'active' && !user.emailVerifiedAt) return this.sendVerification(tenant, user);
    if (user.status === 'deleted' || user.status === 'suspended') return;
    await this.mail.send(tenant, user.email, (b, t) =>
      t.alreadyRegistered(b, { name: user.firstName, signInUrl: this.mail.links.signIn(user.country), resetUrl: this.mail.links.forgotPassword() }),
    );
  }

  // ---- verification -------------------------------------------------------------------------

  /** Uses a verification link: confirms a new account, or switches an account to its new address. */
  async verifyEmail(tenant: TenantRow, token: string): Promise<VerifyEmailResponse> {
    const outcome = await this.users.transaction(async (tx) => {
      const links = this.links.withTx(tx);
      const repo = this.users.withTx(tx);
      const row = await links.consume(tenant.id, ['verify-email', 'email-change'], token);
      if (!row) throw invalidToken();
      const user = await repo.byId(tenant.id, row.userId);
      if (!user || user.status !== 'active') throw invalidToken();

      if (row.purpose === 'verify-email') {
        if (row.email !== user.email) throw invalidToken();
        const first = !user.emailVerifiedAt;
        if (first) await repo.update(tenant.id, user.id, { emailVerifiedAt: new Date() });
        return { purpose: 'signup' as const, email: user.email, user, welcome: first };
      }
      // An e-mail change: only the latest request counts, and the address must still be free.
      if (row.email !== user.pendingEmail) throw invalidToken();
      if (await repo.emailTaken(tenant.id, row.email, user.id)) {
        throw invalidToken('That address now belongs to another account. Choose another address in your account settings.');
      }
      await repo.update(tenant.id, user.id, { email: row.email, pendingEmail: '', emailVerifiedAt: new Date() });
      return { purpose: 'email-change' as const, email: row.email, user, welcome: false };
    });
    if (outcome.welcome) {
      const u = outcome.user;
      await this.mail.send(tenant, u.email, (b, t) => t.welcome(b, { name: u.firstName, url: this.mail.links.home(u.country), venue: u.role !== 'USER' }));
    }
    return { purpose: outcome.purpose, email: outcome.email };
  }

  /** A new verification link for an unconfirmed account; the same answer, taking as long, for any address. */
  async resendVerification(tenant: TenantRow, email: string, ip: string): Promise<MessageResponse> {
    await this.limitIp(ip);
    await this.limitEmail(tenant.id, 'verify', email);
    this.mail.later('resend-verification', async () => {
      const user = await this.users.byEmail(tenant.id, email);
      if (user && user.status === 'active' && !user.emailVerifiedAt) await this.sendVerification(tenant, user);
    });
    return { message: ACCOUNT_MESSAGES.resent };
  }

  // ---- password recovery --------------------------------------------------------------------

  /**
   * The same answer for any address, and as fast: the look-up, the link and the mail happen after
   * the answer (Mailer.later), so the time taken tells nothing either.
   */
  async requestPasswordReset(tenant: TenantRow, email: string, ip: string): Promise<MessageResponse> {
    await this.limitIp(ip);
    await this.limitEmail(tenant.id, 'reset', email);
    this.mail.later('password-reset', async () => {
      const user = await this.users.byEmail(tenant.id, email);
      if (!user || (user.status !== 'active' && user.status !== 'invited')) return;
      const token = await this.links.issue({ tenantId: tenant.id, userId: user.id, purpose: 'password-reset', email: user.email, ttlMs: RESET_TTL });
      await this.mail.send(tenant, user.email, (b, t) => t.passwordReset(b, { name: user.firstName, url: this.mail.links.passwordReset(token) }));
    });
    return { message: ACCOUNT_MESSAGES.recovery };
  }

  private async resetTarget(tenantId: string, userId: string, repo = this.users): Promise<UserRow> {
    const user = await repo.byId(tenantId, userId);
    if (!user || (user.status !== 'active' && user.status !== 'invited')) throw invalidToken();
    return user;
  }

  async checkPasswordReset(tenant: TenantRow, token: string): Promise<{ valid: true }> {
    const row = await this.links.find(tenant.id, ['password-reset'], token);
    if (!row) throw invalidToken('This link has expired or was already used. Ask for a new one on the "Forgot password" page.');
    await this.resetTarget(tenant.id, row.userId);
    return { valid: true };
  }

  /**
   * Sets the new password from a reset link. Every session ends; the address counts as confirmed
   * (the link was opened from it), and an invited member's account becomes active.
   */
  async resetPassword(tenant: TenantRow, token: string, password: string): Promise<MessageResponse> {
    const live = await this.links.find(tenant.id, ['password-reset'], token);
    if (!live) throw invalidToken('This link has expired or was already used. Ask for a new one on the "Forgot password" page.');
    const before = await this.resetTarget(tenant.id, live.userId);
    await assertPasswordFor('password', password, before); // before using the link: a refused password leaves it usable
    const passwordHash = await hashPassword(password);
    const user = await this.users.transaction(async (tx) => {
      const row = await this.links.withTx(tx).consume(tenant.id, ['password-reset'], token);
      if (!row) throw invalidToken();
      const repo = this.users.withTx(tx);
      const u = await this.resetTarget(tenant.id, row.userId, repo);
      await repo.update(tenant.id, u.id, { passwordHash, hasPassword: true, status: 'active', emailVerifiedAt: u.emailVerifiedAt ?? new Date() });
      return u;
    });
    await this.sessions.endUserSessions(tenant.id, user.id);
    await this.mail.send(tenant, user.email, (b, t) => t.passwordChanged(b, { name: user.firstName, resetUrl: this.mail.links.forgotPassword() }));
    return { message: ACCOUNT_MESSAGES.passwordReset };
  }

  // ---- invitations --------------------------------------------------------------------------

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
    await this.limitEmail(tenant.id, 'invite', body.email);
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
          passwordHash: await unusablePasswordHash(),
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
    const passwordHash = await hashPassword(body.password);
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

