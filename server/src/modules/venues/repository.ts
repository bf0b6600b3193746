import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, reviews, spaces, venues, type ReviewRow, type SpaceRow, type VenueRow } from '../../db/schema';
import { rows } from '../../db/sql';
import { toArray } from '../../db/venue-summary';
import type { CardRow } from './dto';
import { CARD_COLUMNS, facetsSql, pageIdsSql, type SearchSql } from './search';
import type { WordInfo } from './text-query';
import { CANDIDATES } from './text-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FacetRow {
  facet: 'total' | 'event_types' | 'cities' | 'amenities' | 'space_types';
  value: string;
  n: number;
}

export class VenueRepository {
  constructor(private readonly db: Db) {}

  /** For each search word: stop word? known? and, when unknown, the nearest known words by trigram similarity (pg_trgm, GiST KNN). */
  async wordInfo(words: string[]): Promise<WordInfo[]> {
    const found = await rows<{ word: string; stop: boolean; known: boolean; similar: { word: string; score: number }[] | null }>(
      this.db,
      sql`select w.word,
            numnode(plainto_tsquery('english', w.word)) = 0 as stop,
            k.known,
            case when not k.known then (select json_agg(json_build_object('word', c.word, 'score', c.score)) from (
               select sw.word, similarity(sw.word, w.word) as score from search_words sw order by sw.word <-> w.word, sw.word limit ${CANDIDATES}
             ) c) end as similar
          from unnest(${toArray(words)}::text[]) with ordinality as w(word, i)
          cross join lateral (select exists (select 1 from search_words sw where sw.word = w.word) as known) k
          order by w.i`,
    );
    return found.map((f) => ({ word: f.word, stop: f.stop, known: f.known, similar: f.similar ?? [] }));
  }

  /** One page of the search, as cards in the search's order. */
  async searchPage(s: SearchSql, limit: number, offset: number): Promise<CardRow[]> {
    // Ids first from the narrow table (sorting only those), then the cards of that page alone.
    const ids = (await rows<{ id: string }>(this.db, pageIdsSql(s, limit, offset))).map((r) => r.id);
    const cards = new Map((await this.cards(s.tenantId, ids)).map((c) => [c.id, c]));
    return ids.flatMap((id) => cards.get(id) ?? []);
  }

  async facets(s: SearchSql): Promise<FacetRow[]> {
    return rows<FacetRow>(this.db, facetsSql(s));
  }

  /** Cities with their areas, the price range and the largest capacity of a storefront. */
  async storefrontRanges(tenantId: string, country: string) {
    const scope = sql`vs.tenant_id = ${tenantId} and vs.country = ${country}`;
    const areas = await rows<{ city: string; area: string; n: number }>(this.db, sql`select vs.city, vs.area, count(*)::int as n from venue_search vs where ${scope} group by vs.city, vs.area`);
    const [range] = await rows<{ min: number | null; max: number | null; cap: number | null }>(
      this.db,
      sql`select min(vs.price_from_minor) as min, max(vs.price_from_minor) as max, max(vs.max_capacity) as cap from venue_search vs where ${scope}`,
    );
    return { areas, range: range ?? { min: null, max: null, cap: null } };
  }

  /** The storefront's best rated venues (the venue_search rating index, read in order). */
  async recommended(tenantId: string, country: string, limit: number): Promise<CardRow[]> {
    return rows<CardRow>(
      this.db,
      sql`select ${CARD_COLUMNS} from venue_search vs join venues v on v.id = vs.venue_id
          where vs.tenant_id = ${tenantId} and vs.country = ${country} and v.status = 'published'
          order by vs.rating_score desc, vs.venue_id limit ${limit}`,
    );
  }

  /** Cards of the given public venues, in no particular order. */
  async cards(tenantId: string, ids: string[]): Promise<CardRow[]> {
    if (!ids.length) return [];
    return rows<CardRow>(this.db, sql`select ${CARD_COLUMNS} from venues v where v.tenant_id = ${tenantId} and v.status = 'published' and v.id = any(${toArray(ids)}::uuid[])`);
  }

  /** A published venue by id or slug. */
  async publicVenue(tenantId: string, idOrSlug: string): Promise<(VenueRow & { organizationName: string | null }) | null> {
    const match = UUID.test(idOrSlug) ? eq(venues.id, idOrSlug) : eq(venues.slug, idOrSlug.toLowerCase());
    const [r] = await this.db
      .select({ v: venues, organizationName: organizations.name })
      .from(venues)
      .leftJoin(organizations, eq(organizations.id, venues.organizationId))
      .where(and(eq(venues.tenantId, tenantId), eq(venues.status, 'published'), match));
    return r ? { ...r.v, organizationName: r.organizationName } : null;
  }

  async publicSpaces(venueId: string): Promise<SpaceRow[]> {
    return this.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.venueId, venueId), eq(spaces.status, 'published')))
      .orderBy(asc(spaces.sortOrder), asc(spaces.id));
  }

  async publicSpace(venueId: string, spaceId: string): Promise<SpaceRow | null> {
    const [s] = await this.db.select().from(spaces).where(and(eq(spaces.venueId, venueId), eq(spaces.id, spaceId), eq(spaces.status, 'published')));
    return s ?? null;
  }

  async ratingDistribution(venueId: string): Promise<Map<number, number>> {
    const r = await this.db.select({ rating: reviews.rating, n: count() }).from(reviews).where(eq(reviews.venueId, venueId)).groupBy(reviews.rating);
    return new Map(r.map((x) => [x.rating, Number(x.n)]));
  }

  async reviewsPage(venueId: string, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const list = await this.db.select().from(reviews).where(eq(reviews.venueId, venueId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset);
    const [t] = await this.db.select({ n: count() }).from(reviews).where(eq(reviews.venueId, venueId));
    return { rows: list, total: Number(t?.n ?? 0) };
  }

  /** A user's reviews with the venue each is about (published or not: they are the user's own words). */
  async userReviews(tenantId: string, userId: string, limit: number, offset: number) {
    const where = and(eq(reviews.tenantId, tenantId), eq(reviews.userId, userId));
    const list = await this.db
      .select({ r: reviews, v: { id: venues.id, slug: venues.slug, name: venues.name, country: venues.country, city: venues.city, status: venues.status, photo: sql<VenueRow['photos'][number] | null>`${venues.photos}->0` } })
      .from(reviews)
      .innerJoin(venues, eq(venues.id, reviews.venueId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset);
    const [t] = await this.db.select({ n: count() }).from(reviews).where(where);
    return { rows: list, total: Number(t?.n ?? 0) };
  }
}
