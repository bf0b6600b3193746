import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { ListingStatus } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { countrySettings, organizations, spaces, users, venues, type SpaceRow, type VenueRow } from '../../db/schema';
import { refreshVenueSummaries } from '../../db/venue-summary';

export type VenueInsert = typeof venues.$inferInsert;
export type VenueUpdate = Partial<Omit<VenueInsert, 'id' | 'tenantId' | 'organizationId' | 'createdAt'>>;
export type SpaceInsert = typeof spaces.$inferInsert;
export type SpaceUpdate = Partial<Omit<SpaceInsert, 'id' | 'tenantId' | 'venueId' | 'createdAt'>>;

/** A venue an administrator removed (docs/admin.md) is gone from every list and page: never read here. */
const notRemoved = isNull(venues.removedAt);

/** The venues and spaces of venue teams (the tables are the discovery module's; search reads them through refreshVenueSummaries). */
export class OwnerVenueRepository extends Repository {
  async venue(tenantId: string, id: string): Promise<VenueRow | null> {
    const [v] = await this.db.select().from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.id, id), notRemoved));
    return v ?? null;
  }

  /** The venue row, locked until the transaction ends: status steps and edits of one venue take turns. */
  async lockVenue(tenantId: string, id: string): Promise<VenueRow | null> {
    const [v] = await this.db.select().from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.id, id), notRemoved)).for('update');
    return v ?? null;
  }

  async space(tenantId: string, id: string): Promise<SpaceRow | null> {
    const [s] = await this.db.select().from(spaces).where(and(eq(spaces.tenantId, tenantId), eq(spaces.id, id)));
    return s ?? null;
  }

  /** A venue's spaces, archived ones included, in their order. */
  async spacesOf(venueId: string): Promise<SpaceRow[]> {
    return this.db.select().from(spaces).where(eq(spaces.venueId, venueId)).orderBy(asc(spaces.sortOrder), asc(spaces.createdAt), asc(spaces.id));
  }

  /** The spaces of several venues (the management list's gaps). */
  async spacesOfMany(venueIds: string[]): Promise<SpaceRow[]> {
    if (!venueIds.length) return [];
    return this.db
      .select()
      .from(spaces)
      .where(sql`${spaces.venueId} = any(${`{${venueIds.join(',')}}`}::uuid[])`)
      .orderBy(asc(spaces.sortOrder), asc(spaces.createdAt), asc(spaces.id));
  }

  /** One page of an organisation's venues (one status or all), the latest changed first. */
  async page(tenantId: string, organizationId: string, f: { status?: ListingStatus; q?: string; limit: number; offset: number }): Promise<{ rows: VenueRow[]; total: number }> {
    const where = and(
      eq(venues.tenantId, tenantId),
      eq(venues.organizationId, organizationId),
      notRemoved,
      f.status ? eq(venues.status, f.status) : undefined,
      f.q ? or(ilike(venues.name, `%${likeEscape(f.q)}%`), ilike(venues.city, `%${likeEscape(f.q)}%`)) : undefined,
    );
    const list = await this.db.select().from(venues).where(where).orderBy(desc(venues.updatedAt), asc(venues.id)).limit(f.limit).offset(f.offset);
    const [t] = await this.db.select({ n: count() }).from(venues).where(where);
    return { rows: list, total: Number(t?.n ?? 0) };
  }

  /** How many venues the organisation has in each status. */
  async statusCounts(tenantId: string, organizationId: string): Promise<Map<ListingStatus, number>> {
    const r = await this.db
      .select({ status: venues.status, n: count() })
      .from(venues)
      .where(and(eq(venues.tenantId, tenantId), eq(venues.organizationId, organizationId), notRemoved))
      .groupBy(venues.status);
    return new Map(r.map((x) => [x.status, Number(x.n)]));
  }

  async organizationName(id: string | null): Promise<string | null> {
    if (!id) return null;
    const [o] = await this.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
    return o?.name ?? null;
  }

  /** A storefront of the tenant (country settings row), or null when the country has none. */
  async storefront(tenantId: string, country: string): Promise<{ currency: string | null } | null> {
    const [c] = await this.db
      .select({ currency: countrySettings.currency })
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.cca2, country), eq(countrySettings.active, true)));
    return c ?? null;
  }

  async firstStorefront(tenantId: string): Promise<string | null> {
    const [c] = await this.db.select({ cca2: countrySettings.cca2 }).from(countrySettings).where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.active, true))).orderBy(asc(countrySettings.cca2)).limit(1);
    return c?.cca2 ?? null;
  }

  /** The zone most venues of a storefront use (a new draft's default), or null. */
  async usualTimeZone(tenantId: string, country: string): Promise<string | null> {
    const [r] = await this.db
      .select({ tz: venues.timeZone, n: count() })
      .from(venues)
      .where(and(eq(venues.tenantId, tenantId), eq(venues.country, country), ne(venues.timeZone, '')))
      .groupBy(venues.timeZone)
      .orderBy(desc(count()), asc(venues.timeZone))
      .limit(1);
    return r?.tz ?? null;
  }

  async slugTaken(tenantId: string, slug: string, exceptId: string): Promise<boolean> {
    const r = await this.db.select({ id: venues.id }).from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.slug, slug), ne(venues.id, exceptId)));
    return r.length > 0;
  }

  async insertVenue(values: VenueInsert): Promise<VenueRow> {
    const [v] = await this.db.insert(venues).values(values).returning();
    return v!;
  }

  async updateVenue(id: string, set: VenueUpdate): Promise<VenueRow> {
    const [v] = await this.db
      .update(venues)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(venues.id, id))
      .returning();
    return v!;
  }

  async insertSpace(values: SpaceInsert): Promise<SpaceRow> {
    const [s] = await this.db.insert(spaces).values(values).returning();
    return s!;
  }

  async updateSpace(id: string, set: SpaceUpdate): Promise<SpaceRow> {
    const [s] = await this.db
      .update(spaces)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(spaces.id, id))
      .returning();
    return s!;
  }

  async nextSpaceOrder(venueId: string): Promise<number> {
    const [r] = await this.db.select({ n: sql<number>`coalesce(max(${spaces.sortOrder}), -1)::int + 1` }).from(spaces).where(eq(spaces.venueId, venueId));
    return Number(r?.n ?? 0);
  }

  /** The owners of an organisation (VENUE_OWNER, or VENUE_LISTER with assigned_roles 1): who hears of approvals. */
  async ownersOf(tenantId: string, organizationId: string): Promise<string[]> {
    const r = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.organizationId, organizationId),
          or(eq(users.role, 'VENUE_OWNER'), and(eq(users.role, 'VENUE_LISTER'), eq(users.assignedRoles, 1))),
        ),
      );
    return r.map((x) => x.id);
  }

  /** Search and the public pages read derived rows: refresh them in this transaction (a savepoint). */
  async refreshSummaries(tenantId: string, venueIds: string[]): Promise<void> {
    await refreshVenueSummaries(this.db, tenantId, venueIds);
  }
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
