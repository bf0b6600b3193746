import { and, eq, isNull, ne } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { refreshTokens } from '../../db/schema';

/** Refresh-token rows; every query is scoped by tenant. */
export class RefreshTokenRepository extends Repository {
  async insert(row: { tenantId: string; userId: string; tokenHash: string; familyId: string; expiresAt: Date }): Promise<string> {
    const [r] = await this.db.insert(refreshTokens).values(row).returning({ id: refreshTokens.id });
    return r!.id;
  }

  async insertWithId(id: string, row: { tenantId: string; userId: string; tokenHash: string; familyId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(refreshTokens).values({ id, ...row });
  }

  async findByHash(tenantId: string, tokenHash: string) {
    const [r] = await this.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)));
    return r ?? null;
  }

  /** Claim a live token for rotation; false when someone already rotated or revoked it (reuse). */
  async claim(id: string, replacedBy: string): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedBy })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async revokeFamily(tenantId: string, familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Revoke every session of a user, optionally keeping one family (the caller's own). */
  async revokeUser(tenantId: string, userId: string, keepFamily?: string): Promise<void> {
    const conds = [eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
    if (keepFamily) conds.push(ne(refreshTokens.familyId, keepFamily));
    await this.db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(...conds));
  }

  /** A family is live while it holds an unrevoked, unexpired token. */
  async familyLive(tenantId: string, familyId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: refreshTokens.id, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return rows.length > 0 && rows[0]!.expiresAt.getTime() > Date.now();
  }
}
