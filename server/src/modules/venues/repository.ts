import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { countrySettings, organizations, reviews, spaces, venues, type ReviewRow, type SpaceRow, type VenueRow } from '../../db/schema';
import { rows } from '../../db/sql';
import { toArray } from '../../db/venue-summary';
import { UUID } from '../../lib/validate';
import type { CardRow } from './dto';
import type { StorefrontState } from './search-index';
import type { IndexRow, IndexSpace } from './storefront-index';
import type { TextRow } from './text-index';

/** The venue-card columns of `venues v`. */
export const CARD_COLUMNS = sql.raw(
  `v.id, v.slug, v.name, v.city, v.area, v.country, v.photos->0 as photo, v.rating_avg, v.rating_count, v.event_types, v.max_capacity, v.price_from_minor, v.price_from_unit, v.price_hourly_minor, v.currency, v.spaces_count, v.instant_book, v.latitude, v.longitude`,
);

/** A storefront's search version and whether it is open, as columns `state_version` and `state_open`. */
const stateColumns = (tenantId: string, country: string) =>
  sql`(select version from search_versions where tenant_id = ${tenantId} and country = ${country}) as state_version,
      exists (select 1 from country_settings where tenant_id = ${tenantId} and cca2 = ${country} and active) as state_open`;
type StateRow = { state_version: number | null; state_open: boolean };
const toState = (r: StateRow | undefined): StorefrontState => ({ version: r?.state_version ?? 0, open: r?.state_open === true });

export class VenueRepository extends Repository {
  /**
   * The storefront's version (its in-memory index is current while this number is the same) and
   * whether it is open: an enabled storefront (docs/admin.md: a disabled one answers no venues).
   * Read with every use, so every API node sees a change on its next request.
   */
  async storefrontState(tenantId: string, country: string): Promise<StorefrontState> {
    const [r] = await rows<StateRow>(this.db, sql`select ${stateColumns(tenantId, country)}`);
    return toState(r);
  }

  /**
   * Cards of the given public venues, in no particular order, and the storefront's state read in
   * the same statement: whether the index the ids came from was current when the cards were read.
   */
  async cardsWithState(tenantId: string, country: string, ids: string[]): Promise<{ state: StorefrontState; cards: CardRow[] }> {
    const found = await rows<StateRow & CardRow>(
      this.db,
      sql`select s.*, c.* from (select ${stateColumns(tenantId, country)}) s
          left join lateral (select ${CARD_COLUMNS} from venues v where v.tenant_id = ${tenantId} and v.status = 'published' and v.id = any(${toArray(ids)}::uuid[])) c on true`,
    );
    return { state: toState(found[0]), cards: found.filter((r) => r.id !== null) };
  }

  /**
   * Everything the in-memory index of a storefront is built from. The pin comes from the venue
   * itself (a pin moved on a published venue goes through refreshVenueSummaries, which reloads the index).
   */
  async storefrontRows(tenantId: string, country: string): Promise<IndexRow[]> {
    return rows<IndexRow>(
      this.db,
      sql`select vs.venue_id, vs.city, vs.area, vs.event_types, vs.amenities, vs.space_caps, vs.max_capacity, vs.price_from_minor, vs.rating_score, vs.published_at,
                 v.latitude as lat, v.longitude as lng, v.rating_count as review_count, v.instant_book
          from venue_search vs join venues v on v.id = vs.venue_id where vs.tenant_id = ${tenantId} and vs.country = ${country}`,
    );
  }

  /**
   * The storefront's search vectors and words, for the in-memory text index: as text (tsvector's
   * output, the words with a space between), cheaper to read than arrays.
   */
  async storefrontTexts(tenantId: string, country: string): Promise<TextRow[]> {
    return rows<TextRow>(
      this.db,
      sql`select venue_id, search_vector::text as vector, array_to_string(words, ' ') as words from venue_search where tenant_id = ${tenantId} and country = ${country}`,
    );
  }

  /** Each word's lexemes in the english configuration, as the search vectors were made (none: a stop word). */
  async lexemes(words: string[]): Promise<Map<string, string[]>> {
    const found = await rows<{ word: string; lexemes: string[] }>(
      this.db,
      sql`select w as word, tsvector_to_array(to_tsvector('english', w)) as lexemes from unnest(${toArray(words)}::text[]) w`,
    );
    return new Map(found.map((f) => [f.word, f.lexemes]));
  }

  /** The storefront's published spaces (of published venues), for the in-memory index. */
  async storefrontSpaces(tenantId: string, country: string): Promise<IndexSpace[]> {
    return rows<IndexSpace>(
      this.db,
      sql`select s.id, s.venue_id, s.space_type, greatest(s.capacity_standing, s.capacity_seated, s.capacity_theatre, s.capacity_banquet) as capacity
          from venue_search vs join spaces s on s.venue_id = vs.venue_id
          where vs.tenant_id = ${tenantId} and vs.country = ${country} and s.status = 'published'`,
    );
  }

  /** The storefront's spaces with a block or booking on that local day (space_block_days, kept by a trigger). */
  async takenSpaces(tenantId: string, country: string, date: string): Promise<Set<string>> {
    const found = await rows<{ space_id: string }>(
      this.db,
      sql`select space_id from space_block_days where tenant_id = ${tenantId} and country = ${country} and day = ${date}::date`,
    );
    return new Set(found.map((r) => r.space_id));
  }

  /** Cards of the given public venues, in no particular order. */
  async cards(tenantId: string, ids: string[]): Promise<CardRow[]> {
    if (!ids.length) return [];
    return rows<CardRow>(this.db, sql`select ${CARD_COLUMNS} from venues v where v.tenant_id = ${tenantId} and v.status = 'published' and v.id = any(${toArray(ids)}::uuid[])`);
  }

  /** A published venue by id or slug, in an enabled storefront (a disabled storefront's venues answer 404). */
  async publicVenue(tenantId: string, idOrSlug: string): Promise<(VenueRow & { organizationName: string | null }) | null> {
    const match = UUID.test(idOrSlug) ? eq(venues.id, idOrSlug) : eq(venues.slug, idOrSlug.toLowerCase());
    const [r] = await this.db
      .select({ v: venues, organizationName: organizations.name })
      .from(venues)
      .leftJoin(organizations, eq(organizations.id, venues.organizationId))
      .innerJoin(countrySettings, and(eq(countrySettings.tenantId, venues.tenantId), eq(countrySettings.cca2, venues.country), eq(countrySettings.active, true)))
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

  /** Stars of the venue's shown reviews (hidden ones are off the page and out of the rating, docs/admin.md). */
  async ratingDistribution(venueId: string): Promise<Map<number, number>> {
    const r = await this.db.select({ rating: reviews.rating, n: count() }).from(reviews).where(and(eq(reviews.venueId, venueId), isNull(reviews.hiddenAt))).groupBy(reviews.rating);
    return new Map(r.map((x) => [x.rating, Number(x.n)]));
  }

  /** A page of the venue's shown reviews, newest first. */
  async reviewsPage(venueId: string, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const shown = and(eq(reviews.venueId, venueId), isNull(reviews.hiddenAt));
    const list = await this.db.select().from(reviews).where(shown).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset);
    const [t] = await this.db.select({ n: count() }).from(reviews).where(shown);
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
