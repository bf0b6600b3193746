import {
  REVIEW_LIMITS,
  type Page,
  type Review,
  type SpaceWithVenue,
  type UserReview,
  type VenueCard,
  type VenueDetail,
  type VenueFilters,
  type VenuePlace,
  type VenueSearchQuery,
  type VenueSearchResult,
} from '@venues/contracts';
import { currencyForCountry } from '@venues/geo';
import { notFound } from '../../lib/errors';
import { toMajor, toMinor } from '../../lib/money';
import { toReview, toSpaceDetail, toVenueCard, toVenueDetail, type CardRow } from './dto';
import type { VenueRepository } from './repository';
import { Lexicon } from './lexicon';
import { SearchIndexes, type StorefrontState } from './search-index';
import type { StorefrontIndex, TextMatches } from './storefront-index';
import { CANDIDATES, corrections, searchWordsOf, textQuery } from './text-query';

type PageQuery = { page: number; limit: number };

export class VenueService {
  readonly indexes: SearchIndexes;

  private readonly lexicon: Lexicon;

  constructor(private readonly repo: VenueRepository) {
    this.indexes = new SearchIndexes(repo);
    this.lexicon = new Lexicon((words) => repo.lexemes(words));
  }

  /**
   * Matches of a free-text search, a word the storefront's venues do not use widened to the
   * likely meant words of its vocabulary; null when there is nothing to match (no text, only
   * stop words). All in memory but the lexemes of words not searched before (one small query).
   */
  private async textMatches(index: StorefrontIndex, q: string | undefined): Promise<TextMatches | null> {
    const words = q ? searchWordsOf(q) : [];
    if (!words.length) return null;
    const { vocabulary } = index.text;
    const meant = words.map((w) => (vocabulary.has(w) ? [] : corrections(vocabulary.nearest(w, CANDIDATES))));
    const lexemes = await this.lexicon.of([...words, ...meant.flat()]);
    const query = textQuery(words.map((word, i) => ({ word, lexemes: lexemes.get(word)!, corrections: meant[i]!.map((c) => lexemes.get(c)!) })));
    return query && index.textMatches(query);
  }

  /**
   * Runs `find` on the storefront's index and reads the cards of the ids it gives, in that order
   * (a venue unpublished since the index was read drops out). The index this node has is tried
   * first, its version read in the same query as the cards: one round trip. When the storefront
   * has changed since, its current index is loaded and `find` runs again on it.
   */
  private async withCards<T extends { ids: string[] }>(tenantId: string, country: string, find: (index: StorefrontIndex) => T | Promise<T>): Promise<T & { cards: VenueCard[] }> {
    const inOrder = (found: T, rows: CardRow[]) => {
      const byId = new Map(rows.map((c) => [c.id, c]));
      return { ...found, cards: found.ids.flatMap((id) => (byId.has(id) ? [toVenueCard(byId.get(id)!)] : [])) };
    };
    const last = this.indexes.last(tenantId, country);
    let state: StorefrontState | undefined;
    if (last) {
      const found = await find(last.index);
      const read = await this.repo.cardsWithState(tenantId, country, found.ids);
      if (this.indexes.current(last.version, read.state)) return inOrder(found, read.cards);
      state = read.state;
    }
    const found = await find(await this.indexes.get(tenantId, country, state));
    return inOrder(found, await this.repo.cards(tenantId, found.ids));
  }

  async search(tenantId: string, q: VenueSearchQuery): Promise<VenueSearchResult> {
    const currency = currencyForCountry(q.country);
    // On a date, the spaces taken that day (asked while the text is matched; a failure surfaces where it is awaited).
    const taken = q.date ? this.repo.takenSpaces(tenantId, q.country, q.date) : null;
    taken?.catch(() => {});
    const r = await this.withCards(tenantId, q.country, async (index) => {
      const [text, takenSpaces] = await Promise.all([this.textMatches(index, q.q), taken]);
      return index.search({
        ...q,
        priceMinMinor: q.price_min === undefined ? undefined : toMinor(q.price_min, currency),
        priceMaxMinor: q.price_max === undefined ? undefined : toMinor(q.price_max, currency),
        offset: (q.page - 1) * q.limit,
        text,
        takenSpaces,
      });
    });
    return { data: r.cards, page: q.page, limit: q.limit, total: r.total, facets: r.facets };
  }

  async recommended(tenantId: string, country: string, limit: number): Promise<VenueCard[]> {
    return (await this.withCards(tenantId, country, (index) => ({ ids: index.top(limit) }))).cards;
  }

  async filters(tenantId: string, country: string): Promise<VenueFilters> {
    const index = await this.indexes.get(tenantId, country);
    const { total, facets } = index.search({ sort: 'relevance', offset: 0, limit: 0, text: null, takenSpaces: null });
    const summary = index.summary();
    const currency = currencyForCountry(country);
    const byCount = <T extends { count: number; value: string }>(a: T, b: T) => b.count - a.count || a.value.localeCompare(b.value);
    return {
      country,
      currency,
      total,
      cities: summary.cities
        .map((c) => ({
          value: c.city,
          count: c.count,
          areas: c.areas
            .filter((a) => a.area && a.area !== c.city)
            .map((a) => ({ value: a.area, count: a.count }))
            .sort(byCount),
        }))
        .sort(byCount),
      event_types: facets.event_types,
      amenities: facets.amenities,
      space_types: facets.space_types,
      price: summary.price && { min: toMajor(summary.price.min, currency), max: toMajor(summary.price.max, currency) },
      max_capacity: summary.maxCapacity,
    };
  }

  /** Areas and cities matching what a person types in "Where", with their published venues (docs/adr/0104-where-places.md). */
  async places(tenantId: string, country: string, q: string, limit: number): Promise<VenuePlace[]> {
    return (await this.indexes.get(tenantId, country)).places(q, limit);
  }

  async detail(tenantId: string, idOrSlug: string): Promise<VenueDetail> {
    const v = await this.repo.publicVenue(tenantId, idOrSlug);
    if (!v) throw notFound('Venue');
    const [spaceRows, distribution, newest] = await Promise.all([
      this.repo.publicSpaces(v.id),
      this.repo.ratingDistribution(v.id),
      this.repo.reviewsPage(v.id, REVIEW_LIMITS.newestOnVenue, 0),
    ]);
    const card = toVenueCard({
      id: v.id,
      slug: v.slug,
      name: v.name,
      city: v.city,
      area: v.area,
      country: v.country,
      photo: v.photos[0] ?? null,
      rating_avg: v.ratingAvg,
      rating_count: v.ratingCount,
      event_types: v.eventTypes,
      max_capacity: v.maxCapacity,
      price_from_minor: v.priceFromMinor,
      price_from_unit: v.priceFromUnit,
      price_hourly_minor: v.priceHourlyMinor,
      currency: v.currency,
      spaces_count: v.spacesCount,
      instant_book: v.instantBook,
      latitude: v.latitude,
      longitude: v.longitude,
    });
    const spacesOut = spaceRows.map(toSpaceDetail).sort((a, b) => a.max_capacity - b.max_capacity || a.name.localeCompare(b.name));
    return toVenueDetail(v, card, spacesOut, { distribution, newest: newest.rows }, v.organizationName);
  }

  async space(tenantId: string, idOrSlug: string, spaceId: string): Promise<SpaceWithVenue> {
    const v = await this.repo.publicVenue(tenantId, idOrSlug);
    const s = v ? await this.repo.publicSpace(v.id, spaceId) : null;
    if (!v || !s) throw notFound('Space');
    return {
      ...toSpaceDetail(s),
      venue: { _id: v.id, slug: v.slug, name: v.name, city: v.city, area: v.area, country: v.country, photo: v.photos[0] ?? null, cancellation_policy: v.cancellationPolicy },
    };
  }

  async reviews(tenantId: string, idOrSlug: string, p: PageQuery): Promise<Page<Review>> {
    const v = await this.repo.publicVenue(tenantId, idOrSlug);
    if (!v) throw notFound('Venue');
    const { rows, total } = await this.repo.reviewsPage(v.id, p.limit, (p.page - 1) * p.limit);
    return { data: rows.map(toReview), page: p.page, limit: p.limit, total };
  }

  async userReviews(tenantId: string, userId: string, p: PageQuery): Promise<Page<UserReview>> {
    const { rows, total } = await this.repo.userReviews(tenantId, userId, p.limit, (p.page - 1) * p.limit);
    return {
      data: rows.map(({ r, v }) => ({
        ...toReview(r),
        venue: { _id: v.id, slug: v.slug, name: v.name, country: v.country, city: v.city, photo: v.photo ?? null, published: v.status === 'published' },
      })),
      page: p.page,
      limit: p.limit,
      total,
    };
  }
}
