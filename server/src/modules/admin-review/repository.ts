import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminVenueTab } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { organizations, reviewReports, reviews, users, venues, type ReviewRow, type VenueRow } from '../../db/schema';
import { rows } from '../../db/sql';
import { refreshVenueSummaries, toArray } from '../../db/venue-summary';

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whom a venue's news goes to: its organisation's owners (VENUE_OWNER, or VENUE_LISTER with assigned_roles 1). */
const isOwner = or(eq(users.role, 'VENUE_OWNER'), and(eq(users.role, 'VENUE_LISTER'), eq(users.assignedRoles, 1)));

/** The first owner's address of a venue's organisation (the administrators' contact). */
const ownerEmail = sql<string | null>`(select u.email from users u where u.organization_id = ${venues.organizationId}
  and (u.role = 'VENUE_OWNER' or (u.role = 'VENUE_LISTER' and u.assigned_roles = 1)) and u.status <> 'deleted'
  order by u.created_at, u.id limit 1)`;

export interface VenueListRow {
  v: VenueRow;
  organizationName: string | null;
  ownerEmail: string | null;
  spacesCount: number;
}

export interface ReviewListRow {
  r: ReviewRow;
  venue: { id: string; name: string; slug: string; country: string };
  authorEmail: string | null;
}

export interface VenueRatingsRow {
  id: string;
  name: string;
  slug: string;
  country: string;
  rating_avg: number;
  rating_count: number;
  hidden_count: number;
  reported_count: number;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
}

/** A person to tell by mail: only an active account with a confirmed address receives one. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  country: string;
}

/**
 * The administrators' reads of venues and reviews, and the reviews' moderation writes (the venue
 * steps themselves write through OwnerVenueRepository). Removed venues are never read here.
 */
export class AdminReviewRepository extends Repository {
  // ---- venues -------------------------------------------------------------------------------

  /** One tab of the review queue: for_approval oldest submission first, the others latest change first. */
  async venuePage(tenantId: string, f: { status: AdminVenueTab; country?: string; q?: string; limit: number; offset: number }): Promise<{ rows: VenueListRow[]; total: number }> {
    const where = and(
      eq(venues.tenantId, tenantId),
      isNull(venues.removedAt),
      eq(venues.status, f.status),
      f.country ? eq(venues.country, f.country) : undefined,
      f.q ? ilike(venues.name, like(f.q)) : undefined,
    );
    const order = f.status === 'for_approval' ? [sql`${venues.submittedAt} asc nulls last`, asc(venues.id)] : [desc(venues.updatedAt), asc(venues.id)];
    const list = await this.db
      .select({
        v: venues,
        organizationName: organizations.name,
        ownerEmail,
        spacesCount: sql<number>`(select count(*)::int from spaces s where s.venue_id = ${venues.id} and s.status <> 'archived')`,
      })
      .from(venues)
      .leftJoin(organizations, eq(organizations.id, venues.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset);
    const [t] = await this.db.select({ n: count() }).from(venues).where(where);
    return { rows: list.map((r) => ({ ...r, spacesCount: Number(r.spacesCount) })), total: Number(t?.n ?? 0) };
  }

  /** Venues per status (removed ones left out), in every storefront or one. */
  async venueCounts(tenantId: string, country?: string): Promise<Map<string, number>> {
    const r = await this.db
      .select({ status: venues.status, n: count() })
      .from(venues)
      .where(and(eq(venues.tenantId, tenantId), isNull(venues.removedAt), country ? eq(venues.country, country) : undefined))
      .groupBy(venues.status);
    return new Map(r.map((x) => [x.status, Number(x.n)]));
  }

  async ownerEmailOf(venueId: string): Promise<string | null> {
    const [r] = await this.db.select({ email: ownerEmail }).from(venues).where(eq(venues.id, venueId));
    return r?.email ?? null;
  }

  /** The organisation's owners who can receive mail, with the tenant's product name. */
  async ownersToTell(tenantId: string, organizationId: string | null): Promise<Recipient[]> {
    if (!organizationId) return [];
    return this.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, country: users.country })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.organizationId, organizationId), isOwner, eq(users.status, 'active'), isNotNull(users.emailVerifiedAt)));
  }

  // ---- reviews ------------------------------------------------------------------------------

  /** Reviews newest first (those of removed venues left out). */
  async reviewPage(
    tenantId: string,
    f: { country?: string; venueId?: string; rating?: number; reported?: boolean; hidden?: boolean; q?: string; limit: number; offset: number },
  ): Promise<{ rows: ReviewListRow[]; total: number }> {
    const where = and(
      eq(reviews.tenantId, tenantId),
      isNull(venues.removedAt),
      f.country ? eq(venues.country, f.country) : undefined,
      f.venueId ? eq(reviews.venueId, f.venueId) : undefined,
      f.rating ? eq(reviews.rating, f.rating) : undefined,
      f.reported === undefined ? undefined : f.reported ? sql`${reviews.reportsCount} > 0` : eq(reviews.reportsCount, 0),
      f.hidden === undefined ? undefined : f.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt),
      f.q ? or(ilike(reviews.comment, like(f.q)), ilike(reviews.authorName, like(f.q)), ilike(venues.name, like(f.q))) : undefined,
    );
    const list = await this.db
      .select({
        r: reviews,
        venue: { id: venues.id, name: venues.name, slug: venues.slug, country: venues.country },
        authorEmail: sql<string | null>`case when ${users.status} <> 'deleted' then ${users.email} end`,
      })
      .from(reviews)
      .innerJoin(venues, eq(venues.id, reviews.venueId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(f.limit)
      .offset(f.offset);
    const [t] = await this.db.select({ n: count() }).from(reviews).innerJoin(venues, eq(venues.id, reviews.venueId)).where(where);
    return { rows: list, total: Number(t?.n ?? 0) };
  }

  /** One review (of a venue not removed) as the list shows it. */
  async reviewRow(tenantId: string, id: string): Promise<ReviewListRow | null> {
    const [r] = await this.db
      .select({
        r: reviews,
        venue: { id: venues.id, name: venues.name, slug: venues.slug, country: venues.country },
        authorEmail: sql<string | null>`case when ${users.status} <> 'deleted' then ${users.email} end`,
      })
      .from(reviews)
      .innerJoin(venues, eq(venues.id, reviews.venueId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.tenantId, tenantId), eq(reviews.id, id), isNull(venues.removedAt)));
    return r ?? null;
  }

  /** The review and its venue, the review locked until the transaction ends (hide and restore take turns), when its venue is not removed. */
  async lockReview(tenantId: string, id: string): Promise<{ r: ReviewRow; venue: { name: string; slug: string; country: string } } | null> {
    const [r] = await this.db
      .select({ r: reviews, venue: { name: venues.name, slug: venues.slug, country: venues.country } })
      .from(reviews)
      .innerJoin(venues, eq(venues.id, reviews.venueId))
      .where(and(eq(reviews.tenantId, tenantId), eq(reviews.id, id), isNull(venues.removedAt)))
      .for('update', { of: reviews });
    return r ?? null;
  }

  async setHidden(id: string, hidden: { at: Date; reason: string } | null): Promise<ReviewRow> {
    const [r] = await this.db
      .update(reviews)
      .set(hidden ? { hiddenAt: hidden.at, hiddenReason: hidden.reason } : { hiddenAt: null, hiddenReason: '' })
      .where(eq(reviews.id, id))
      .returning();
    return r!;
  }

  /** A venue's rating and its search row follow its shown reviews: refreshed in this transaction (a savepoint). */
  async refreshSummaries(tenantId: string, venueIds: string[]): Promise<void> {
    await refreshVenueSummaries(this.db, tenantId, venueIds);
  }

  /** Up to `per` newest report reasons of each review. */
  async reportsOf(reviewIds: string[], per = 5): Promise<Map<string, { reason: string; created_at: string }[]>> {
    const out = new Map<string, { reason: string; created_at: string }[]>();
    if (!reviewIds.length) return out;
    const found = await rows<{ review_id: string; reason: string; created_at: string | Date }>(
      this.db,
      sql`select review_id, reason, created_at from (
            select rr.review_id, rr.reason, rr.created_at, row_number() over (partition by rr.review_id order by rr.created_at desc, rr.id desc) as n
            from review_reports rr where rr.review_id = any(${toArray(reviewIds)}::uuid[])) x
          where n <= ${per} order by review_id, created_at desc`,
    );
    for (const r of found) {
      const list = out.get(r.review_id) ?? [];
      list.push({ reason: r.reason, created_at: new Date(r.created_at).toISOString() });
      out.set(r.review_id, list);
    }
    return out;
  }

  /** The author of a review, when they have an account that can receive mail. */
  async author(tenantId: string, userId: string | null): Promise<Recipient | null> {
    if (!userId) return null;
    const [u] = await this.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, country: users.country })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.status, 'active'), isNotNull(users.emailVerifiedAt)));
    return u ?? null;
  }

  /** Each venue with reviews: its shown rating, hidden and reported reviews and stars, most reported first. */
  async ratingsPage(tenantId: string, f: { country?: string; q?: string; limit: number; offset: number }): Promise<{ rows: VenueRatingsRow[]; total: number }> {
    const filters: SQL[] = [sql`v.tenant_id = ${tenantId}`, sql`v.removed_at is null`];
    if (f.country) filters.push(sql`v.country = ${f.country}`);
    if (f.q) filters.push(sql`v.name ilike ${like(f.q)}`);
    const where = sql.join(filters, sql` and `);
    const star = (n: number) => sql.raw(`count(*) filter (where r.hidden_at is null and r.rating = ${n})::int as s${n}`);
    const list = await rows<VenueRatingsRow>(
      this.db,
      sql`select v.id, v.name, v.slug, v.country, v.rating_avg, v.rating_count,
            count(*) filter (where r.hidden_at is not null)::int as hidden_count,
            count(*) filter (where r.reports_count > 0)::int as reported_count,
            ${star(1)}, ${star(2)}, ${star(3)}, ${star(4)}, ${star(5)}
          from venues v join reviews r on r.venue_id = v.id
          where ${where}
          group by v.id
          order by reported_count desc, hidden_count desc, v.rating_count desc, v.name, v.id
          limit ${f.limit} offset ${f.offset}`,
    );
    const [t] = await rows<{ n: number }>(this.db, sql`select count(distinct v.id)::int as n from venues v join reviews r on r.venue_id = v.id where ${where}`);
    return { rows: list, total: Number(t?.n ?? 0) };
  }

  // ---- reports ------------------------------------------------------------------------------

  /** A review people may report: shown, of a venue not removed. */
  async reportable(tenantId: string, id: string): Promise<ReviewRow | null> {
    const [r] = await this.db
      .select({ r: reviews })
      .from(reviews)
      .innerJoin(venues, eq(venues.id, reviews.venueId))
      .where(and(eq(reviews.tenantId, tenantId), eq(reviews.id, id), isNull(reviews.hiddenAt), isNull(venues.removedAt)));
    return r?.r ?? null;
  }

  /** The person's report, written once (a repeat writes nothing); `created` tells which. */
  async report(tenantId: string, reviewId: string, userId: string, reason: string): Promise<{ created: boolean; reason: string; createdAt: Date }> {
    const [made] = await this.db.insert(reviewReports).values({ tenantId, reviewId, userId, reason }).onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] }).returning();
    if (made) {
      await this.db
        .update(reviews)
        .set({ reportsCount: sql`${reviews.reportsCount} + 1` })
        .where(eq(reviews.id, reviewId));
      return { created: true, reason: made.reason, createdAt: made.createdAt };
    }
    const [was] = await this.db.select().from(reviewReports).where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.userId, userId)));
    return { created: false, reason: was!.reason, createdAt: was!.createdAt };
  }
}
