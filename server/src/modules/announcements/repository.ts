import { and, asc, count, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { announcementLogs, announcements, type AnnouncementRow } from '../../db/schema';

export interface AnnouncementFilter {
  tenantId: string;
  /** The viewer, for the `viewed` flag and the not-yet-viewed filter. */
  userId: string;
  id?: string;
  search?: string;
  activeOnly?: boolean;
  targets?: readonly string[];
  devices?: readonly string[];
  excludeViewed?: boolean;
}

export type SortSpec = { field: 'createdAt' | 'title' | 'updatedAt'; dir: 'asc' | 'desc' };

/** LIKE pattern for a literal substring. */
const likeEscape = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class AnnouncementRepository extends Repository {
  private where(f: AnnouncementFilter): SQL {
    const conds: SQL[] = [eq(announcements.tenantId, f.tenantId)];
    if (f.id) conds.push(eq(announcements.id, f.id));
    if (f.search) conds.push(or(ilike(announcements.title, likeEscape(f.search)), ilike(announcements.description, likeEscape(f.search)))!);
    if (f.activeOnly) conds.push(eq(announcements.active, true));
    if (f.targets) conds.push(inArray(announcements.target, [...f.targets] as AnnouncementRow['target'][]));
    if (f.devices) conds.push(inArray(announcements.targetDevice, [...f.devices] as AnnouncementRow['targetDevice'][]));
    if (f.excludeViewed) conds.push(not(this.viewed(f.userId)));
    return and(...conds)!;
  }

  /** Has this user logged the announcement? Columns qualified by hand: drizzle leaves them bare in single-table selects. */
  private viewed(userId: string) {
    return sql<boolean>`exists (select 1 from ${announcementLogs} as al where al.announcement_id = "announcements"."id" and al.user_id = ${userId})`;
  }

  async page(f: AnnouncementFilter, sort: SortSpec, page: number, limit: number) {
    if (f.targets?.length === 0 || f.devices?.length === 0) return { rows: [], total: 0 };
    const where = this.where(f);
    const col = announcements[sort.field];
    const order = sort.dir === 'asc' ? [asc(col), asc(announcements.id)] : [desc(col), desc(announcements.id)];
    const rows = await this.db
      .select({ a: announcements, viewed: this.viewed(f.userId) })
      .from(announcements)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    const [t] = await this.db.select({ n: count() }).from(announcements).where(where);
    return { rows, total: Number(t?.n ?? 0) };
  }

  async one(f: AnnouncementFilter) {
    if (f.targets?.length === 0) return null;
    const [r] = await this.db.select({ a: announcements, viewed: this.viewed(f.userId) }).from(announcements).where(this.where(f));
    return r ?? null;
  }

  async insert(values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
    const [r] = await this.db.insert(announcements).values(values).returning();
    return r!;
  }

  async update(tenantId: string, id: string, patch: Partial<typeof announcements.$inferInsert>): Promise<AnnouncementRow | null> {
    const [r] = await this.db
      .update(announcements)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id)))
      .returning();
    return r ?? null;
  }

  /** The announcement, locked until the transaction ends (its audit record's "before"). */
  async lock(tenantId: string, id: string): Promise<AnnouncementRow | null> {
    const [r] = await this.db.select().from(announcements).where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id))).for('update');
    return r ?? null;
  }

  /** Deletes the announcement; answers it as it was, or null when there was none. */
  async remove(tenantId: string, id: string): Promise<AnnouncementRow | null> {
    const [r] = await this.db.delete(announcements).where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id))).returning();
    return r ?? null;
  }

  async log(tenantId: string, announcementId: string, userId: string): Promise<void> {
    await this.db.insert(announcementLogs).values({ tenantId, announcementId, userId }).onConflictDoNothing();
  }
}
