import { sql, type SQL } from 'drizzle-orm';
import { HOURS_PER_DAY } from '@venues/contracts';
import type { Db } from './client';
import { rows } from './sql';

/** The "top rated" order pulls venues with few reviews towards this mean, as if each had this many extra reviews. */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;

/**
 * Recomputes what is derived from a venue's published spaces and its reviews: the venue row's
 * counts, capacity, "from" price and ratings; and its venue_search row with the text-search
 * vector and the venue's words (present only while the venue is published).
 *
 * Call it after every change to a venue's status, texts, spaces or reviews — search reads only
 * these derived rows — in the transaction of the change or right after it. It moves the
 * storefronts' search_versions, so every API node reloads its in-memory index of them.
 * `venueIds` null = every venue of the tenant (the seed).
 */
export async function refreshVenueSummaries(db: Db, tenantId: string, venueIds: string[] | null): Promise<void> {
  await db.transaction(async (tx) => refresh(tx as unknown as Db, tenantId, venueIds));
}

async function refresh(db: Db, tenantId: string, venueIds: string[] | null): Promise<void> {
  const scope = (alias: string): SQL => {
    const v = sql.raw(alias);
    return venueIds ? sql`${v}.tenant_id = ${tenantId} and ${v}.id = any(${toArray(venueIds)}::uuid[])` : sql`${v}.tenant_id = ${tenantId}`;
  };
  await db.execute(sql`
    update venues v set
      spaces_count = coalesce(a.n, 0),
      max_capacity = coalesce(a.max_capacity, 0),
      -- The cheapest hourly rate; without hourly rates the cheapest day rate; else the cheapest package.
      price_from_minor = coalesce(a.min_hour, a.min_day, a.min_package),
      price_from_unit = case when a.min_hour is not null then 'hour' when a.min_day is not null then 'day' when a.min_package is not null then 'package' end,
      price_hourly_minor = a.min_hourly,
      instant_book = coalesce(a.instant, false),
      rating_count = coalesce(a.rn, 0),
      rating_avg = coalesce(a.avg, 0),
      updated_at = now()
    from (select v0.id, s.*, r.* from venues v0
    left join lateral (
      select count(*)::int as n,
        max(greatest(capacity_standing, capacity_seated, capacity_theatre, capacity_banquet))::int as max_capacity,
        min(price_per_hour_minor) as min_hour,
        min(price_per_day_minor) as min_day,
        min(pk.amount) as min_package,
        -- The price per hour the "from" price stands for (docs/adr/0055-price-per-hour.md): the
        -- cheapest hourly rate; without one, the cheapest day rate over its hours; else a package's.
        coalesce(min(price_per_hour_minor), round(min(price_per_day_minor)::numeric / ${HOURS_PER_DAY})::int, min(pk.hourly)) as min_hourly,
        -- Instant book (docs/adr/0101-instant-book.md): some published space takes instant bookings.
        bool_or(instant_book is not null) as instant
      from spaces
      left join lateral (
        select min((p->>'amountMinor')::int) as amount,
          min(round((p->>'amountMinor')::numeric / greatest((p->>'hours')::numeric, 1))::int) filter (where not coalesce((p->>'perPerson')::boolean, false)) as hourly
        from jsonb_array_elements(packages) p) pk on true
      where venue_id = v0.id and status = 'published'
    ) s on true
    left join lateral (
      -- Hidden reviews (docs/admin.md "Ratings") are out of the rating.
      select count(*)::int as rn, round(avg(rating), 2)::float8 as avg from reviews where venue_id = v0.id and hidden_at is null
    ) r on true
    where ${scope('v0')}) a
    where v.id = a.id
  `);
  // The storefronts these venues were in (a venue may have moved country or left).
  const before = await rows<{ country: string }>(db, sql`select distinct vs.country from venue_search vs join venues v on v.id = vs.venue_id where ${scope('v')}`);
  await db.execute(sql`delete from venue_search vs using venues v where v.id = vs.venue_id and ${scope('v')} and v.status <> 'published'`);
  await db.execute(sql`
    insert into venue_search (venue_id, tenant_id, country, city, area, event_types, amenities, space_caps, max_capacity, price_from_minor, rating_score, published_at, search_vector, words)
    select v.id, v.tenant_id, v.country, v.city, v.area, v.event_types, v.amenities,
      coalesce((select jsonb_object_agg(t.space_type, t.cap) from (
        select space_type, max(greatest(capacity_standing, capacity_seated, capacity_theatre, capacity_banquet)) as cap
        from spaces where venue_id = v.id and status = 'published' group by space_type) t), '{}'::jsonb),
      v.max_capacity, v.price_hourly_minor,
      (v.rating_avg * v.rating_count + ${RATING_PRIOR.mean * RATING_PRIOR.weight}) / (v.rating_count + ${RATING_PRIOR.weight}),
      v.published_at,
      setweight(to_tsvector('english', v.name), 'A') ||
      setweight(to_tsvector('english', v.area || ' ' || v.city), 'B') ||
      setweight(to_tsvector('english', coalesce((select string_agg(s.name || ' ' || replace(s.space_type, '-', ' '), ' ') from spaces s where s.venue_id = v.id and s.status = 'published'), '')
        || ' ' || replace(array_to_string(v.event_types, ' '), '-', ' ')), 'C') ||
      setweight(to_tsvector('english', v.description), 'D'),
      -- Raw words ('simple': lowercase, unstemmed): the vocabulary a misspelt search word is corrected in.
      array(select w from unnest(tsvector_to_array(to_tsvector('simple',
        v.name || ' ' || v.area || ' ' || v.city || ' ' || v.description || ' ' ||
        coalesce((select string_agg(s.name || ' ' || replace(s.space_type, '-', ' '), ' ') from spaces s where s.venue_id = v.id and s.status = 'published'), '')
      ))) w where length(w) >= 3 and w !~ '^[0-9]+$')
    from venues v where ${scope('v')} and v.status = 'published'
    on conflict (venue_id) do update set
      country = excluded.country, city = excluded.city, area = excluded.area,
      event_types = excluded.event_types, amenities = excluded.amenities, space_caps = excluded.space_caps,
      max_capacity = excluded.max_capacity, price_from_minor = excluded.price_from_minor,
      rating_score = excluded.rating_score, published_at = excluded.published_at, search_vector = excluded.search_vector, words = excluded.words
  `);
  // Block days follow the venue's zone and country (the trigger keeps them for block changes).
  if (venueIds) {
    await db.execute(sql`delete from space_block_days where venue_id = any(${toArray(venueIds)}::uuid[])`);
    await db.execute(sql`select space_block_days_add(b.space_id, b.venue_id, b.during) from space_blocks b join venues v on v.id = b.venue_id where ${scope('v')}`);
  }
  // Every storefront touched moves on a version: API nodes reload their index of it.
  const after = await rows<{ country: string }>(db, sql`select distinct v.country from venues v where ${scope('v')}`);
  const countries = [...new Set([...before, ...after].map((r) => r.country))];
  if (countries.length) {
    await db.execute(sql`insert into search_versions (tenant_id, country, version)
      select ${tenantId}, c, 1 from unnest(${toArray(countries)}::text[]) c
      on conflict (tenant_id, country) do update set version = search_versions.version + 1`);
  }
}

/** A JS array as a PostgreSQL array literal parameter (works the same on pg and PGlite). */
export function toArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
