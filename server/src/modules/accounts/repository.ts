import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { oauthStates, type OauthStateRow } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

/** Google sign-in flows in progress (oauth_states): one row per started flow, used once. */
export class OAuthStateRepository extends Repository {
  /** Records a started flow; flows that ended more than a day ago go. */
  async start(values: typeof oauthStates.$inferInsert): Promise<void> {
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
    await this.db.insert(oauthStates).values(values);
  }

  /** Uses the live flow of this state and browser binding: exactly one caller gets it. */
  async take(tenantId: string, state: string, binding: string): Promise<OauthStateRow | null> {
    const [flow] = await this.db
      .update(oauthStates)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oauthStates.tenantId, tenantId),
          eq(oauthStates.stateHash, sha256(state)),
          eq(oauthStates.bindingHash, sha256(binding)),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, new Date()),
        ),
      )
      .returning();
    return flow ?? null;
  }
}
