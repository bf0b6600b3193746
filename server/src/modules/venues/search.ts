// The venue search as SQL: filters → WHERE fragments, split so the facet counts can leave out
// their own group (see SearchFacets in contracts). Search reads the denormalised venue row
// (venue-summary.ts); only the per-space conditions (a space of this type that takes the guests
// and is free that day) look at spaces and space_blocks, and only when they are asked for.
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
  /** Filters every facet shares. */
  base: SQL;
  /** The single-choice groups, each true when not filtered. */
  cityOk: SQL;
  eventOk: SQL;
  spaceTypeOk: SQL;
  /** Conditions for a space (the alias) of venue v that fits the guests and date, any type (null: no such filter). */
  anySpaceFits: ((alias: string) => SQL) | null;
  /** Everything: base and the three groups. */
  where: SQL;
  order: SQL;
  /** ts_rank of the row, or null without text. */
  rank: SQL | null;
}

const TRUE = sql`true`;

/** The day `date` in the venue's own time zone, as a range. */
const dayRange = (date: string) =>
  sql`tstzrange((${date}::date)::timestamp at time zone v.time_zone, (${date}::date + 1)::timestamp at time zone v.time_zone, '[)')`;

/** Conditions on one space (the alias) of venue v: published, of the type, big enough, not blocked that day. */
function spaceFits(q: SearchInput, withType: boolean, alias = 's'): SQL {
  const s = sql.raw(alias);
  const conds: SQL[] = [sql`${s}.venue_id = v.id`, sql`${s}.status = 'published'`];
  if (withType && q.space_type) conds.push(sql`${s}.space_type = ${q.space_type}`);
  if (q.guests) conds.push(sql`greatest(${s}.capacity_standing, ${s}.capacity_seated, ${s}.capacity_theatre, ${s}.capacity_banquet) >= ${q.guests}`);
  if (q.date) conds.push(sql`not exists (select 1 from space_blocks blk where blk.space_id = ${s}.id and blk.during && ${dayRange(q.date)})`);
  return sql.join(conds, sql` and `);
}

export function buildSearch(q: SearchInput): SearchSql {
  const base: SQL[] = [sql`v.tenant_id = ${q.tenantId}`, sql`v.country = ${q.country}`, sql`v.status = 'published'`];
  const tsq = q.tsquery === null ? null : sql`to_tsquery('english', ${q.tsquery})`;
  if (tsq) base.push(sql`v.search_vector @@ ${tsq}`);
  if (q.area) base.push(sql`lower(v.area) = lower(${q.area})`);
  // max_capacity is exact for guests alone; with a type or a date the space conditions decide.
  if (q.guests) base.push(sql`v.max_capacity >= ${q.guests}`);
  if (q.priceMinMinor !== undefined) base.push(sql`v.price_from_minor >= ${q.priceMinMinor}`);
  if (q.priceMaxMinor !== undefined) base.push(sql`v.price_from_minor <= ${q.priceMaxMinor}`);
  if (q.amenities?.length) base.push(sql`v.amenities @> ${toArray(q.amenities)}::text[]`);
  if (q.date) base.push(sql`exists (select 1 from spaces s where ${spaceFits(q, false)})`);

  // A city filter accepts a city or an area name: the home page's popular places mix both.
  const cityOk = q.city ? sql`(lower(v.city) = lower(${q.city}) or lower(v.area) = lower(${q.city}))` : TRUE;
  const eventOk = q.event_type ? sql`v.event_types @> ${toArray([q.event_type])}::text[]` : TRUE;
  let spaceTypeOk = TRUE;
  if (q.space_type) {
    spaceTypeOk = sql`v.space_types @> ${toArray([q.space_type])}::text[]`;
    if (q.guests || q.date) spaceTypeOk = sql`(${spaceTypeOk} and exists (select 1 from spaces s where ${spaceFits(q, true)}))`;
  }
  const anySpaceFits = q.guests || q.date ? (alias: string) => spaceFits(q, false, alias) : null;

  const rank = tsq ? sql`ts_rank(v.search_vector, ${tsq})` : null;
  const order = {
    relevance: rank ? sql`${rank} desc, v.rating_score desc, v.id` : sql`v.rating_score desc, v.published_at desc, v.id`,
    price_asc: sql`v.price_from_minor asc nulls last, v.id`,
    price_desc: sql`v.price_from_minor desc nulls last, v.id`,
    capacity: sql`v.max_capacity desc, v.id`,
    rating: sql`v.rating_score desc, v.rating_count desc, v.id`,
    newest: sql`v.published_at desc nulls last, v.id`,
  }[q.sort];

  const baseSql = sql.join(base, sql` and `);
  return { base: baseSql, cityOk, eventOk, spaceTypeOk, anySpaceFits, where: sql`${baseSql} and ${cityOk} and ${eventOk} and ${spaceTypeOk}`, order, rank };
}

/** The venue-card columns of `venues v`. */
export const CARD_COLUMNS = sql.raw(
  `v.id, v.slug, v.name, v.city, v.area, v.country, v.photos->0 as photo, v.rating_avg, v.rating_count, v.event_types, v.max_capacity, v.price_from_minor, v.price_from_unit, v.currency, v.spaces_count`,
);

/**
 * One pass over the base set for the total and every facet: each group is counted with the
 * other groups' filters applied and its own left out; amenities with every filter applied.
 */
export function facetsSql(s: SearchSql): SQL {
  const spaceTypes = s.anySpaceFits
    ? // With guests or a date, count the venues having a space of that type that fits (not just any space).
      sql`select 'space_types', sp.space_type, count(distinct fb.id)::int from base fb join venues v on v.id = fb.id join spaces sp on ${s.anySpaceFits('sp')} where fb.c_ok and fb.e_ok group by sp.space_type`
    : sql`select 'space_types', x, count(*)::int from base, unnest(space_types) x where c_ok and e_ok group by x`;
  return sql`
    with base as materialized (
      select v.id, v.city, v.event_types, v.amenities, v.space_types, ${s.cityOk} as c_ok, ${s.eventOk} as e_ok, ${s.spaceTypeOk} as s_ok
      from venues v where ${s.base}
    )
    select 'total' as facet, '' as value, count(*)::int as n from base where c_ok and e_ok and s_ok
    union all select 'event_types', x, count(*)::int from base, unnest(event_types) x where c_ok and s_ok group by x
    union all select 'cities', city, count(*)::int from base where e_ok and s_ok group by city
    union all select 'amenities', x, count(*)::int from base, unnest(amenities) x where c_ok and e_ok and s_ok group by x
    union all ${spaceTypes}`;
}
