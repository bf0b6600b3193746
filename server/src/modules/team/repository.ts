import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { accountTokens, organizations, users, type AccountTokenRow, type UserRow } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

/** The purpose of an ownership transfer's link in account_tokens (user_id: the owner who offered it; email: the recipient). */
export const TRANSFER = 'ownership-transfer' as const;

/** The team's people: venue roles, and not suspended or deleted. */
const inTeam = (tenantId: string, organizationId: string) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.organizationId, organizationId),
    inArray(users.role, ['VENUE_OWNER', 'VENUE_LISTER']),
    inArray(users.status, ['active', 'invited']),
  );

/** A venue team's members and its ownership transfer links; every query is scoped by tenant. */
export class TeamRepository extends Repository {
  async members(tenantId: string, organizationId: string): Promise<UserRow[]> {
    return this.db.select().from(users).where(inTeam(tenantId, organizationId)).orderBy(asc(users.createdAt), asc(users.email));
  }

  /** One member of this team (404 material when null: another team's id, or no such person). */
  async member(tenantId: string, organizationId: string, id: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(inTeam(tenantId, organizationId), eq(users.id, id)));
    return u ?? null;
  }

  /** Anyone of this tenant by id (the owner who offered a transfer). */
  async person(tenantId: string, id: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    return u ?? null;
  }

  async memberByEmail(tenantId: string, organizationId: string, email: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(inTeam(tenantId, organizationId), eq(users.email, email)));
    return u ?? null;
  }

  /** Locks a member's row for the rest of the transaction (two role changes at once queue). */
  async lockMember(tenantId: string, organizationId: string, id: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(inTeam(tenantId, organizationId), eq(users.id, id))).for('update');
    return u ?? null;
  }

  async setRole(tenantId: string, id: string, patch: Pick<UserRow, 'role' | 'assignedRoles' | 'type'> & Partial<Pick<UserRow, 'stripeAccount'>>): Promise<UserRow> {
    const [u] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
      .returning();
    return u!;
  }

  /** The person leaves the organisation and keeps a plain customer account. */
  async leaveTeam(tenantId: string, id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ role: 'USER', assignedRoles: null, organizationId: null, type: 'user', updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  }

  /** An invitation never accepted: the account made for it goes (nothing refers to it yet), freeing the address. */
  async deleteInvited(tenantId: string, id: string): Promise<void> {
    await this.db.delete(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.status, 'invited')));
  }

  async organizationName(tenantId: string, id: string): Promise<string> {
    const [o] = await this.db.select({ name: organizations.name }).from(organizations).where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
    return o?.name ?? '';
  }

  // ---- link tokens ----------------------------------------------------------------------------

  /** Uses up the live tokens of a user for these purposes (an invitation withdrawn, a transfer replaced). */
  async retireTokens(tenantId: string, userId: string, purposes: readonly AccountTokenRow['purpose'][]): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.tenantId, tenantId), eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...purposes]), isNull(accountTokens.usedAt)));
  }

  /** Uses up the live transfers offered to this address (its person left the team). */
  async retireTransfersTo(tenantId: string, email: string): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.tenantId, tenantId), eq(accountTokens.purpose, TRANSFER), eq(accountTokens.email, email), isNull(accountTokens.usedAt)));
  }

  /** The live transfer an owner offered, if any. */
  async pendingTransfer(tenantId: string, ownerId: string): Promise<AccountTokenRow | null> {
    const [t] = await this.db
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tenantId, tenantId),
          eq(accountTokens.userId, ownerId),
          eq(accountTokens.purpose, TRANSFER),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      )
      .orderBy(asc(accountTokens.createdAt))
      .limit(1);
    return t ?? null;
  }

  /** A transfer link's row whether live, used or expired (the page says which). */
  async transferByToken(tenantId: string, token: string): Promise<AccountTokenRow | null> {
    const [t] = await this.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tenantId, tenantId), eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, TRANSFER)));
    return t ?? null;
  }

  /** Uses a live transfer link: exactly one caller wins, even when two arrive at once. */
  async consumeTransfer(tenantId: string, token: string): Promise<AccountTokenRow | null> {
    const [t] = await this.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.tenantId, tenantId),
          eq(accountTokens.tokenHash, sha256(token)),
          eq(accountTokens.purpose, TRANSFER),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    return t ?? null;
  }

  /** The owner of an organisation (VENUE_OWNER, or VENUE_LISTER with assigned_roles 1). */
  async ownerOf(tenantId: string, organizationId: string): Promise<UserRow | null> {
    const [u] = await this.db
      .select()
      .from(users)
      .where(and(inTeam(tenantId, organizationId), or(eq(users.role, 'VENUE_OWNER'), and(eq(users.role, 'VENUE_LISTER'), eq(users.assignedRoles, 1)))))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return u ?? null;
  }
}
