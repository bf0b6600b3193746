import { LOGIN_ROLE_ACCEPTS, type LoginBody, type LoginRole, type Role } from '@venues/contracts';
import type { RateLimitConfig } from '../../config';
import type { TenantRow, UserRow } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { assertPasswordFor, type Passwords } from '../../lib/password';
import type { AccountMailer } from '../../mail/account-mailer';
import { rateLimited, type RateLimitStore } from '../../plugins/rate-limit';
import type { UserRepository } from '../users/repository';
import { assertActive, type IssuedTokens, type TokenService } from './tokens';

const ROLE_LABEL: Record<Role, { choice: LoginRole; article: string }> = {
  USER: { choice: 'user', article: 'a user' },
  VENUE_OWNER: { choice: 'venue', article: 'a venue' },
  VENUE_LISTER: { choice: 'venue', article: 'a venue' },
  ADMIN: { choice: 'admin', article: 'an admin' },
};

const INVALID = 'The email or password is incorrect';
/** How long a client address that signed in to an account skips that account's delay. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
const accountWait = (resetMs: number) => rateLimited(resetMs, 'Too many failed sign-in attempts for this account. Wait a few seconds and try again.');

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimitStore,
    private readonly limits: RateLimitConfig,
    private readonly mail: AccountMailer,
    private readonly passwords: Passwords,
  ) {}

  /**
   * Sign in. Unknown e-mail and wrong password answer alike, and take alike (a dummy hash is
   * checked). Limits (docs/adr/0043-sign-in-throttling.md and docs/adr/0096-sign-in-wait.md), none of which a stranger can use
   * to keep the owner out:
   * - attempts per client address;
   * - failures per account AND client address: that address waits, others do not;
   * - failures per account from all addresses: past `delayAfter`, each one puts the account under
   *   a wait (1 s, 2 s, 4 s … up to `maxDelayMs`). During it an address that failed on this account
   *   is refused unchecked, and a wrong password from any other answers 429 too, which caps
   *   guessing from reused addresses at about one a minute; the right password from an address
   *   with no failures on the account, or one that signed in to it before (30 days), still signs in.
   */
  async login(tenantId: string, body: LoginBody, ip: string): Promise<IssuedTokens & { user: UserRow }> {
    const ipHits = await this.limiter.hit(`login:ip:${ip}`, this.limits.windowMs);
    if (ipHits.count > this.limits.ipAttempts) throw rateLimited(ipHits.resetMs, 'Too many sign-in attempts from this address. Try again later.');
    const account = `${tenantId}:${body.email}`;
    const pairKey = `login:acct:${account}:${ip}`;
    const waitKey = `login:wait:${account}`;
    const pair = await this.limiter.peek(pairKey);
    if (pair.count >= this.limits.accountFailures) throw rateLimited(pair.resetMs, 'Too many failed sign-in attempts for this account. Try again later.');
    const known = (await this.limiter.peek(`login:known:${account}:${ip}`)).count > 0;
    const waiting = !known && (await this.limiter.peek(waitKey)).count > 0;
    // Under the wait, an address that already failed on this account gets no further guess checked.
    if (waiting && pair.count > 0) throw accountWait((await this.limiter.peek(waitKey)).resetMs);
    const failed = async () => {
      await this.limiter.hit(pairKey, this.limits.windowMs);
      const all = await this.limiter.hit(`login:acct:${account}`, this.limits.windowMs);
      const over = all.count - this.limits.delayAfter;
      if (over > 0) {
        await this.limiter.reset(waitKey);
        await this.limiter.hit(waitKey, Math.min(1000 * 2 ** (over - 1), this.limits.maxDelayMs));
      }
      // A wrong guess under the wait answers as a refused one: the wait is what the guesser meets.
      if (waiting) return accountWait((await this.limiter.peek(waitKey)).resetMs);
      return new AppError('INVALID_CREDENTIALS', INVALID);
    };

    const user = await this.users.byEmail(tenantId, body.email);
    const ok = user ? await this.passwords.verify(user.passwordHash, body.password) : (await this.passwords.burn(body.password), false);
    if (!user || !ok) throw await failed();
    // An invited member has no password of their own yet: the invitation link is the way in.
    if (user.status === 'invited') throw await failed();
    assertActive(user);
    if (!user.emailVerifiedAt) {
      // Only said after the right password: it reveals nothing to someone who does not know it.
      throw new AppError(
        'EMAIL_NOT_VERIFIED',
        `Confirm your e-mail address first: open the link we sent to ${user.email}. No e-mail? Ask for a new link.`,
        { email: user.email },
      );
    }
    if (!LOGIN_ROLE_ACCEPTS[body.role].includes(user.role)) {
      const { choice, article } = ROLE_LABEL[user.role];
      throw new AppError('ROLE_MISMATCH', `This is ${article} account. Sign in as ${article}.`, { accountRole: choice });
    }
    await this.limiter.reset(pairKey);
    await this.limiter.hit(`login:known:${account}:${ip}`, KNOWN_ADDRESS_MS);
    return { ...(await this.tokens.issue(user)), user };
  }

  async refresh(tenantId: string, token: string | undefined) {
    if (!token) throw new AppError('INVALID_REFRESH_TOKEN', 'No refresh token was sent. Sign in again.');
    return this.tokens.rotate(tenantId, token, (id) => this.users.byId(tenantId, id));
  }

  async logout(tenantId: string, token: string | undefined): Promise<void> {
    if (token) await this.tokens.revokeByToken(tenantId, token);
  }

  /** Change the password; every other session ends, the caller's own stays, and the address is told. */
  async updatePassword(tenant: TenantRow, user: UserRow, familyId: string, oldPassword: string, newPassword: string): Promise<void> {
    if (!(await this.passwords.verify(user.passwordHash, oldPassword))) throw fieldError('old_password', 'Current password is incorrect');
    await assertPasswordFor('new_password', newPassword, user);
    await this.users.update(user.tenantId, user.id, { passwordHash: await this.passwords.hash(newPassword), hasPassword: true });
    await this.tokens.endUserSessions(user.tenantId, user.id, familyId);
    await this.mail.send(tenant, user.email, (b, t) => t.passwordChanged(b, { name: user.firstName, resetUrl: this.mail.links.forgotPassword() }));
  }
}
