import { and, asc, count, desc, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { adminAuditLog, countrySettings, users, venues, type UserRow } from '../../db/schema';

export type StorefrontRow = typeof countrySettings.$inferSelect;
export type StorefrontInsert = typeof countrySettings.$inferInsert;
export type StorefrontUpdate = Partial<Omit<StorefrontInsert, 'id' | 'tenantId' | 'cca2' | 'createdAt'>>;
export type AuditRow = typeof adminAuditLog.$inferSelect;

/** A storefront with its published venues (they leave search while it is disabled). */
export type StorefrontWithCount = StorefrontRow & { publishedVenues: number };

/** The storefront's published venues, counted in the same select (columns qualified by hand: drizzle leaves them bare in single-table selects). */
const publishedVenues = sql<number>`(select count(*)::int from ${venues} v where v.tenant_id = "country_settings"."tenant_id" and v.country = "country_settings"."cca2" and v.status = 'published' and v.removed_at is null)`;

/** A full administrator: ADMIN with no assigned roles (null, NO_ROLES_ASSIGNED) or 1 (docs/spec.md §6). */
const isFullAdmin = and(eq(users.role, 'ADMIN'), or(isNull(users.assignedRoles), eq(users.assignedRoles, 1)));

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: string;
  /** UTC days, both included. */
  from?: string;
  to?: string;
}

/** Storefronts (country_settings), administrators (users with role ADMIN) and the audit trail. */
export class AdminRepository extends Repository {
  // ---- storefronts

  storefronts(tenantId: string): Promise<StorefrontWithCount[]> {
    return this.db
      .select({ s: countrySettings, n: publishedVenues })
      .from(countrySettings)
      .where(eq(countrySettings.tenantId, tenantId))
      .orderBy(asc(countrySettings.countryName), asc(countrySettings.cca2))
      .then((r) => r.map(({ s, n }) => ({ ...s, publishedVenues: Number(n) })));
  }

  async storefront(tenantId: string, id: string): Promise<StorefrontWithCount | null> {
    const [r] = await this.db
      .select({ s: countrySettings, n: publishedVenues })
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.id, id)));
    return r ? { ...r.s, publishedVenues: Number(r.n) } : null;
  }

  /** The storefront, locked until the transaction ends (two changes of one storefront take turns). */
  async lockStorefront(tenantId: string, id: string): Promise<StorefrontRow | null> {
    const [r] = await this.db
      .select()
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.id, id)))
      .for('update');
    return r ?? null;
  }

  async storefrontByCode(tenantId: string, cca2: string): Promise<StorefrontRow | null> {
    const [r] = await this.db
      .select()
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.cca2, cca2)));
    return r ?? null;
  }

  /** The tenant's default storefront, locked (making another the default takes turns). */
  async lockDefault(tenantId: string): Promise<StorefrontRow | null> {
    const [r] = await this.db
      .select()
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.isDefault, true)))
      .for('update');
    return r ?? null;
  }

  async insertStorefront(values: StorefrontInsert): Promise<StorefrontRow> {
    const [r] = await this.db.insert(countrySettings).values(values).returning();
    return r!;
  }

  async updateStorefront(tenantId: string, id: string, patch: StorefrontUpdate): Promise<StorefrontRow> {
    const [r] = await this.db
      .update(countrySettings)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.id, id)))
      .returning();
    return r!;
  }

  /** Unsets the default on every storefront of the tenant but `keep` (before `keep` becomes the default: one per tenant). */
  async unsetDefault(tenantId: string, keep: string): Promise<void> {
    await this.db
      .update(countrySettings)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.isDefault, true), ne(countrySettings.id, keep)));
  }

  // ---- administrators

  /** Every administrator of the tenant (deleted accounts left out), oldest first. */
  admins(tenantId: string): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ADMIN'), ne(users.status, 'deleted')))
      .orderBy(asc(users.createdAt), asc(users.email));
  }

  /** An administrator of the tenant, locked until the transaction ends. */
  async lockAdmin(tenantId: string, id: string): Promise<UserRow | null> {
    const [r] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.role, 'ADMIN'), ne(users.status, 'deleted')))
      .for('update');
    return r ?? null;
  }

  /** The active full administrators' ids, locked: two demotions at once cannot leave none. */
  async lockFullAdmins(tenantId: string): Promise<string[]> {
    const r = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), isFullAdmin, eq(users.status, 'active')))
      .orderBy(asc(users.id))
      .for('update');
    return r.map((x) => x.id);
  }

  async setAssignedRoles(tenantId: string, id: string, assignedRoles: number | null): Promise<UserRow> {
    const [r] = await this.db
      .update(users)
      .set({ assignedRoles, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
      .returning();
    return r!;
  }

  // ---- the audit trail

  async auditPage(tenantId: string, f: AuditFilter, page: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const conds: SQL[] = [eq(adminAuditLog.tenantId, tenantId)];
    if (f.action) conds.push(eq(adminAuditLog.action, f.action));
    if (f.targetType) conds.push(eq(adminAuditLog.targetType, f.targetType));
    if (f.targetId) conds.push(eq(adminAuditLog.targetId, f.targetId));
    if (f.actorId) conds.push(eq(adminAuditLog.actorId, f.actorId));
    if (f.from) conds.push(gte(adminAuditLog.createdAt, new Date(`${f.from}T00:00:00Z`)));
    if (f.to) conds.push(lt(adminAuditLog.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
    const where = and(...conds);
    const list = await this.db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.seq))
      .limit(limit)
      .offset((page - 1) * limit);
    const [t] = await this.db.select({ n: count() }).from(adminAuditLog).where(where);
    return { rows: list, total: Number(t?.n ?? 0) };
  }
}
