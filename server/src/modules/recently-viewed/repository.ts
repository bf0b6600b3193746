import { sql } from 'drizzle-orm';
import { RECENTLY_VIEWED_MAX } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { rows } from '../../db/sql';
import { toArray } from '../../db/venue-summary';
import type { CardRow } from '../venues/dto';
import { CARD_COLUMNS } from '../venues/repository';

export class RecentlyViewedRepository extends Repository {
  /** Newest first; only venues that are public now. */
  async list(tenantId: string, userId: string, country?: string): Promise<(CardRow & { viewed_at: Date })[]> {
    const inCountry = country ? sql`and v.country = ${country}` : sql``;
    return rows(
      this.db,
      sql`select ${CARD_COLUMNS}, rv.viewed_at from recently_viewed rv join venues v on v.id = rv.venue_id
          where rv.user_id = ${userId} and v.tenant_id = ${tenantId} and v.status = 'published' ${inCountry}
          order by rv.viewed_at desc, v.id limit ${RECENTLY_VIEWED_MAX}`,
    );
  }

  /** Of these venue ids, the ones that are public in the tenant. */
  async publicIds(tenantId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const r = await rows<{ id: string }>(this.db, sql`select id from venues where tenant_id = ${tenantId} and status = 'published' and id = any(${toArray(ids)}::uuid[])`);
    return new Set(r.map((x) => x.id));
  }

  /**
   * Records views (the later time wins when a venue is already listed) and keeps the newest
   * RECENTLY_VIEWED_MAX, in one transaction.
   */
  async record(userId: string, items: { venueId: string; viewedAt: Date }[]): Promise<void> {
    if (!items.length) return;
    await this.db.transaction(async (tx) => {
      const values = sql.join(items.map((i) => sql`(${userId}::uuid, ${i.venueId}::uuid, ${i.viewedAt.toISOString()}::timestamptz)`), sql`, `);
      await tx.execute(sql`insert into recently_viewed (user_id, venue_id, viewed_at) values ${values}
        on conflict (user_id, venue_id) do update set viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)`);
      await tx.execute(sql`delete from recently_viewed where user_id = ${userId} and venue_id not in (
        select venue_id from recently_viewed where user_id = ${userId} order by viewed_at desc, venue_id limit ${RECENTLY_VIEWED_MAX})`);
    });
  }
}
