import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The "top rated" order pulls venues with few reviews towards this mean, as if each had this many extra reviews. */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;

/**
 * Recomputes what a venue row carries from its published spaces and its reviews (counts,
 * capacity, space types, "from" price, ratings, the text-search vector) and adds its words to
 * search_words. Call it after any change to a venue's spaces, reviews or texts; search reads only
 * venue rows. `venueIds` null = every venue of the tenant (the seed).
 */
export async function refreshVenueSummaries(db: Db, tenantId: string, venueIds: string[] | null): Promise<void> {
  const scope = (alias: string): SQL => {
    const v = sql.raw(alias);
    return venueIds ? sql`${v}.tenant_id = ${tenantId} and ${v}.id = any(${toArray(venueIds)}::uuid[])` : sql`${v}.tenant_id = ${tenantId}`;
  };
  await db.execute(sql`
    update venues v set
      spaces_count = coalesce(a.n, 0),
      max_capacity = coalesce(a.max_capacity, 0),
      space_types = coalesce(a.types, '{}'),
      -- The cheapest hourly rate; without hourly rates the cheapest day rate; else the cheapest package.
      price_from_minor = coalesce(a.min_hour, a.min_day, a.min_package),
      price_from_unit = case when a.min_hour is not null then 'hour' when a.min_day is not null then 'day' when a.min_package is not null then 'package' end,
      rating_count = coalesce(a.rn, 0),
      rating_avg = coalesce(a.avg, 0),
      rating_score = (coalesce(a.total, 0) + ${RATING_PRIOR.mean * RATING_PRIOR.weight}) / (coalesce(a.rn, 0) + ${RATING_PRIOR.weight}),
      search_vector =
        setweight(to_tsvector('english', v.name), 'A') ||
        setweight(to_tsvector('english', v.area || ' ' || v.city), 'B') ||
        setweight(to_tsvector('english', coalesce(a.words, '') || ' ' || replace(array_to_string(v.event_types, ' '), '-', ' ')), 'C') ||
        setweight(to_tsvector('english', v.description), 'D'),
      updated_at = now()
    from (select v0.id, s.*, r.* from venues v0
    left join lateral (
      select count(*)::int as n,
        max(greatest(capacity_standing, capacity_seated, capacity_theatre, capacity_banquet))::int as max_capacity,
        array_agg(distinct space_type order by space_type) as types,
        min(price_per_hour_minor) as min_hour,
        min(price_per_day_minor) as min_day,
        min(pk.amount) as min_package,
        string_agg(name || ' ' || replace(space_type, '-', ' '), ' ') as words
      from spaces
      left join lateral (select min((p->>'amountMinor')::int) as amount from jsonb_array_elements(packages) p) pk on true
      where venue_id = v0.id and status = 'published'
    ) s on true
    left join lateral (
      select count(*)::int as rn, round(avg(rating), 2)::float8 as avg, sum(rating)::float8 as total from reviews where venue_id = v0.id
    ) r on true
    where ${scope('v0')}) a
    where v.id = a.id
  `);
  // Raw words ('simple': lowercase, unstemmed) for the typo correction of search words.
  await db.execute(sql`
    insert into search_words (word)
    select distinct w from venues v,
      unnest(tsvector_to_array(to_tsvector('simple',
        v.name || ' ' || v.area || ' ' || v.city || ' ' || v.description || ' ' ||
        coalesce((select string_agg(name || ' ' || replace(space_type, '-', ' '), ' ') from spaces where venue_id = v.id and status = 'published'), '')
      ))) as w
    where ${scope('v')} and length(w) >= 3 and w !~ '^[0-9]+$'
    on conflict do nothing
  `);
}

/** A JS array as a PostgreSQL array literal parameter (works the same on pg and PGlite). */
export function toArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
