// The venue search as SQL over venue_search (vs: one narrow row per published venue, see the
// schema), joined to the text matches (tv) when there is text. Filters become WHERE fragments,
// split so each facet can leave out its own group (see SearchFacets in contracts). Only a
// date needs the spaces themselves, and only for the few venues with a block that day.
import { sql, type SQL } from 'drizzle-orm';
import type { VenueSearchQuery } from '@venues/contracts';
import { toArray } from '../../db/venue-summary';

export interface SearchInput extends Omit<VenueSearchQuery, 'price_min' | 'price_max' | 'q'> {
  tenantId: string;
  /** to_tsquery text (text-query.ts), or null for no text filter. */
  tsquery: string | null;
  /** Price bounds in minor units of the storefront currency. */
  priceMinMinor?: number;
  priceMaxMinor?: number;
}

export interface SearchSql {
  tenantId: string;
  /** `with …` before the query (the text matches), or empty. */
  with: SQL;
  /** FROM clause: venue_search vs, joined to the text matches tv when searching text. */
  from: SQL;
  /** Filters every facet shares. */
  base: SQL;
  /** The single-choice groups, each `true` when not filtered. */
  cityOk: SQL;
  eventOk: SQL;
  spaceTypeOk: SQL;
  /** Is a space of type `typeExpr` free and big enough (for the space-type facet)? `true` without guests or a date. */
  spaceOfTypeFits: (typeExpr: SQL) => SQL;
  order: SQL;
}

const TRUE = sql`true`;

/** The local day `date` of the venue (its time zone), as a range. */
const localDay = (date: string) =>
  sql`tstzrange((${date}::date)::timestamp at time zone vs.time_zone, (${date}::date + 1)::timestamp at time zone vs.time_zone, '[)')`;

/**
 * Venues with any block near that day: every local day of every zone (UTC−12 to UTC+14) lies in
 * [date − 14 h, date + 36 h) UTC. A short list, read once per query (a hashed subplan); only its
 * venues need their spaces checked.
 */
const blockedNear = (date: string) => sql`vs.venue_id in (
  select s.venue_id from space_blocks blk join spaces s on s.id = blk.space_id
  where blk.during && tstzrange((${date}::date - interval '14 hours') at time zone 'UTC', (${date}::date + interval '36 hours') at time zone 'UTC'))`;

/** A published space of the venue (of the type, when given) that takes the guests and is free that day. */
function freeSpace(q: SearchInput, typeExpr: SQL | null): SQL {
  const conds: SQL[] = [sql`s.venue_id = vs.venue_id`, sql`s.status = 'published'`];
  if (typeExpr) conds.push(sql`s.space_type = ${typeExpr}`);
  if (q.guests) conds.push(sql`greatest(s.capacity_standing, s.capacity_seated, s.capacity_theatre, s.capacity_banquet) >= ${q.guests}`);
  if (q.date) conds.push(sql`not exists (select 1 from space_blocks blk where blk.space_id = s.id and blk.during && ${localDay(q.date)})`);
  return sql`exists (select 1 from spaces s where ${sql.join(conds, sql` and `)})`;
}

export function buildSearch(q: SearchInput): SearchSql {
  const base: SQL[] = [sql`vs.tenant_id = ${q.tenantId}`, sql`vs.country = ${q.country}`];
  let from = sql`venue_search vs`;
  let withText = sql``;
  if (q.tsquery !== null) {
    // The text matches first, from the GIN index (the country's lexeme narrows the postings), then
    // only those rows of venue_search: materialised, so the planner cannot turn it inside out.
    const tsq = sql`to_tsquery('english', ${q.tsquery})`;
    withText = sql`with tv as materialized (
      select v.id, ts_rank(v.search_vector, ${tsq}) as rank from venues v
      where v.tenant_id = ${q.tenantId} and v.status = 'published' and v.search_vector @@ (${tsq} && ${`'@${q.country}'`}::tsquery)) `;
    from = sql`tv join venue_search vs on vs.venue_id = tv.id`;
  }
  if (q.area) base.push(sql`lower(vs.area) = lower(${q.area})`);
  // The venue's largest space decides guests alone; a type or a date narrows to particular spaces below.
  if (q.guests) base.push(sql`vs.max_capacity >= ${q.guests}`);
  if (q.priceMinMinor !== undefined) base.push(sql`vs.price_from_minor >= ${q.priceMinMinor}`);
  if (q.priceMaxMinor !== undefined) base.push(sql`vs.price_from_minor <= ${q.priceMaxMinor}`);
  if (q.amenities?.length) base.push(sql`vs.amenities @> ${toArray(q.amenities)}::text[]`);
  const blocked = q.date ? blockedNear(q.date) : null;
  if (blocked) base.push(sql`(not ${blocked} or ${freeSpace(q, null)})`);

  // A city filter accepts a city or an area name: the home page's popular places mix both.
  const cityOk = q.city ? sql`(lower(vs.city) = lower(${q.city}) or lower(vs.area) = lower(${q.city}))` : TRUE;
  const eventOk = q.event_type ? sql`vs.event_types @> ${toArray([q.event_type])}::text[]` : TRUE;
  const spaceOfTypeFits = (typeExpr: SQL) => {
    const big = sql`(vs.space_caps ->> ${typeExpr})::int >= ${q.guests ?? 1}`;
    return blocked ? sql`(${big} and (not ${blocked} or ${freeSpace(q, typeExpr)}))` : big;
  };
  const spaceTypeOk = q.space_type ? spaceOfTypeFits(sql`${q.space_type}::text`) : TRUE;

  const rank = q.tsquery !== null ? sql`tv.rank` : null;
  const order = {
    // Without text, relevance is the top-rated order.
    relevance: rank ? sql`${rank} desc, vs.rating_score desc, vs.venue_id` : sql`vs.rating_score desc, vs.venue_id`,
    price_asc: sql`vs.price_from_minor asc nulls last, vs.venue_id`,
    price_desc: sql`vs.price_from_minor desc nulls last, vs.venue_id`,
    capacity: sql`vs.max_capacity desc, vs.venue_id`,
    rating: sql`vs.rating_score desc, vs.venue_id`,
    newest: sql`vs.published_at desc nulls last, vs.venue_id`,
  }[q.sort];

  return { tenantId: q.tenantId, with: withText, from, base: sql.join(base, sql` and `), cityOk, eventOk, spaceTypeOk, spaceOfTypeFits, order };
}

/** The venue-card columns of `venues v`. */
export const CARD_COLUMNS = sql.raw(
  `v.id, v.slug, v.name, v.city, v.area, v.country, v.photos->0 as photo, v.rating_avg, v.rating_count, v.event_types, v.max_capacity, v.price_from_minor, v.price_from_unit, v.currency, v.spaces_count`,
);

/** The venue ids of one page, in the search's order. */
export function pageIdsSql(s: SearchSql, limit: number, offset: number): SQL {
  return sql`${s.with}select vs.venue_id as id from ${s.from} where ${s.base} and ${s.cityOk} and ${s.eventOk} and ${s.spaceTypeOk}
    order by ${s.order} limit ${limit} offset ${offset}`;
}

/**
 * The total and every facet in one pass over the storefront's matching rows: each
 * single-choice group is counted with the other groups' filters and without its own;
 * amenities with every filter.
 */
export function facetsSql(s: SearchSql): SQL {
  return sql`${s.with}
    select f.facet, f.value, count(*)::int as n
    from ${s.from}
    cross join lateral (select ${s.cityOk} as c, ${s.eventOk} as e, ${s.spaceTypeOk} as t) ok
    cross join lateral (
      select 'total' as facet, '' as value where ok.c and ok.e and ok.t
      union all select 'cities', vs.city where ok.e and ok.t
      union all select 'event_types', x from unnest(vs.event_types) x where ok.c and ok.t
      union all select 'amenities', x from unnest(vs.amenities) x where ok.c and ok.e and ok.t
      union all select 'space_types', k.key from jsonb_object_keys(vs.space_caps) k(key) where ok.c and ok.e and ${s.spaceOfTypeFits(sql`k.key`)}
    ) f
    where ${s.base}
    group by f.facet, f.value`;
}
