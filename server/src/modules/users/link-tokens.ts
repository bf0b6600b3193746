import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { accountTokens, type AccountTokenPurpose, type AccountTokenRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

/**
 * Tokens of e-mailed links: 256 random bits, only their sha256 stored, single use, with an
 * expiry. A new token of a purpose retires the older live ones of that user and purpose.
 */
export class LinkTokens extends Repository {
  /** `token`: one drawn beforehand (sign-up binds the browser to it before the account exists); else a new one. */
  async issue(o: { tenantId: string; userId: string; purpose: AccountTokenPurpose; email: string; ttlMs: number; token?: string }): Promise<string> {
    const now = new Date();
    await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.tenantId, o.tenantId), eq(accountTokens.userId, o.userId), eq(accountTokens.purpose, o.purpose), isNull(accountTokens.usedAt)));
    const token = o.token ?? randomToken();
    await this.db.insert(accountTokens).values({
      tenantId: o.tenantId,
      userId: o.userId,
      purpose: o.purpose,
      tokenHash: sha256(token),
      email: o.email,
      expiresAt: new Date(now.getTime() + o.ttlMs),
    });
    return token;
  }

  private live(tenantId: string, purposes: readonly AccountTokenPurpose[], token: string) {
    return and(
      eq(accountTokens.tenantId, tenantId),
      eq(accountTokens.tokenHash, sha256(token)),
      inArray(accountTokens.purpose, [...purposes]),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, new Date()),
    );
  }

  /** The live (unused, unexpired) token, without using it. */
  async find(tenantId: string, purposes: readonly AccountTokenPurpose[], token: string): Promise<AccountTokenRow | null> {
    const [row] = await this.db.select().from(accountTokens).where(this.live(tenantId, purposes, token));
    return row ?? null;
  }

  /** Uses the token: exactly one caller wins, even when two arrive at once. */
  async consume(tenantId: string, purposes: readonly AccountTokenPurpose[], token: string): Promise<AccountTokenRow | null> {
    const [row] = await this.db.update(accountTokens).set({ usedAt: new Date() }).where(this.live(tenantId, purposes, token)).returning();
    return row ?? null;
  }

  /** Retires every live token of a user (account deleted). */
  async retireAll(tenantId: string, userId: string): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.tenantId, tenantId), eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
  }
}
