import {
  TOKEN_LIFETIMES,
  type MessageResponse,
  type VerifyEmailResponse,
} from '@venues/contracts';
import type { AccountLimitConfig } from '../../config';
import type { TenantRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { randomToken } from '../../lib/crypto';
import { assertPasswordFor, type Passwords } from '../../lib/password';
import type { AccountMailer } from '../../mail/account-mailer';
import { rateLimited, type RateLimitStore } from '../../plugins/rate-limit';
import { ACCOUNT_MESSAGES, invalidToken, limitMailTo } from './links';
import type { SignupDevice } from './signup-device';
import type { TokenService } from '../auth/tokens';
import { type LinkTokens } from '../users/link-tokens';
import { type UserRepository } from '../users/repository';

const HOUR = 60 * 60 * 1000;
const VERIFY_TTL = TOKEN_LIFETIMES.verifyEmailHours * HOUR;
const RESET_TTL = TOKEN_LIFETIMES.passwordResetHours * HOUR;

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

/** Sign-up, verification and recovery: the signed-out account flows (invitations are the team module's). */
export class AccountService {
  private readonly users: UserRepository;
  private readonly links: LinkTokens;

  constructor(
    repos: { users: UserRepository; links: LinkTokens },
    private readonly sessions: TokenService,
    private readonly mail: AccountMailer,
    private readonly limiter: RateLimitStore,
    private readonly limits: AccountLimitConfig,
    private readonly passwords: Passwords,
    private readonly device: SignupDevice,
  ) {
    this.users = repos.users;
    this.links = repos.links;
  }

  /** Per client address: too many → 429. Counted whether or not the address has an account. */
  private async limitIp(ip: string): Promise<void> {
    const h = await this.limiter.hit(`acct:ip:${ip}`, this.limits.windowMs);
    if (h.count > this.limits.ipRequests) throw rateLimited(h.resetMs, 'Too many requests from your network. Wait a while and try again.');
  }

  private limitEmail(tenantId: string, kind: string, email: string): Promise<void> {
    return limitMailTo(this.limiter, this.limits, tenantId, kind, email);
  }

  private async sendVerification(tenant: TenantRow, user: Pick<UserRow, 'id' | 'email' | 'firstName'>, preset?: string): Promise<void> {
    const token = await this.links.issue({ tenantId: tenant.id, userId: user.id, purpose: 'verify-email', email: user.email, ttlMs: VERIFY_TTL, token: preset });
    await this.mail.send(tenant, user.email, (b, t) => t.verifyEmail(b, { name: user.firstName, url: this.mail.links.verifyEmail(token) }));
  }

  // ---- sign-up ------------------------------------------------------------------------------

  /**
   * Creates an unverified account and mails its link. An address that already has an account
   * gets the same answer, and a mail saying so (or a new link while it is still unconfirmed).
   * The answer takes as long either way: the password is hashed for both, and the look-up, the
   * account and the mail come after the answer (Mailer.later).
   *
   * The verification token is drawn here, before the answer, so the answer can bind this browser
   * to it (`deviceProof`, the signup_device cookie: signup-device.ts). Every answer carries one,
   * whether or not a link will be mailed, so the cookie tells nothing about the address either.
   */
  async register(tenant: TenantRow, body: RegistrationInput, ip: string): Promise<MessageResponse & { email: string; deviceProof: string }> {
    await this.limitIp(ip);
    await this.limitEmail(tenant.id, 'register', body.email);
    const passwordHash = await this.passwords.hash(body.password);
    const verifyToken = randomToken();
    this.mail.later('registration', () => this.createAccount(tenant, body, passwordHash, verifyToken));
    return { message: ACCOUNT_MESSAGES.registered(body.email), email: body.email, deviceProof: this.device.proof(verifyToken) };
  }

  private async createAccount(tenant: TenantRow, body: RegistrationInput, passwordHash: string, verifyToken: string): Promise<void> {
    const existing = await this.users.byEmail(tenant.id, body.email);
    if (existing) return this.mailExisting(tenant, existing, verifyToken);
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
    await this.sendVerification(tenant, created, verifyToken);
  }

  /** `verifyToken`: an unconfirmed account signed up again gets its new link bound to the browser that did. */
  private async mailExisting(tenant: TenantRow, user: UserRow, verifyToken?: string): Promise<void> {
    if (user.status === 'active' && !user.emailVerifiedAt) return this.sendVerification(tenant, user, verifyToken);
    if (user.status === 'deleted' || user.status === 'suspended') return;
    await this.mail.send(tenant, user.email, (b, t) =>
      t.alreadyRegistered(b, { name: user.firstName, signInUrl: this.mail.links.signIn(user.country), resetUrl: this.mail.links.forgotPassword() }),
    );
  }

  // ---- verification -------------------------------------------------------------------------

  /**
   * Uses a verification link: confirms a new account, or switches an account to its new address.
   * `signIn` is the account to sign in when the link was opened in the browser that signed up
   * (`deviceCookie` matches the token; a sign-up's link only, never an e-mail change's).
   */
  async verifyEmail(tenant: TenantRow, token: string, deviceCookie?: string): Promise<VerifyEmailResponse & { signIn: UserRow | null }> {
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
        const verified = first ? { ...user, emailVerifiedAt: new Date() } : user;
        if (first) await repo.update(tenant.id, user.id, { emailVerifiedAt: verified.emailVerifiedAt });
        return { purpose: 'signup' as const, email: user.email, user: verified, welcome: first, sameDevice: this.device.matches(token, deviceCookie) };
      }
      // An e-mail change: only the latest request counts, and the address must still be free.
      if (row.email !== user.pendingEmail) throw invalidToken();
      if (await repo.emailTaken(tenant.id, row.email, user.id)) {
        throw invalidToken('That address now belongs to another account. Choose another address in your account settings.');
      }
      await repo.update(tenant.id, user.id, { email: row.email, pendingEmail: '', emailVerifiedAt: new Date() });
      return { purpose: 'email-change' as const, email: row.email, user, welcome: false, sameDevice: false };
    });
    if (outcome.welcome) {
      const u = outcome.user;
      await this.mail.send(tenant, u.email, (b, t) => t.welcome(b, { name: u.firstName, url: this.mail.links.home(u.country), venue: u.role !== 'USER' }));
    }
    return { purpose: outcome.purpose, email: outcome.email, signIn: outcome.sameDevice ? outcome.user : null };
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
    const passwordHash = await this.passwords.hash(password);
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
}
