import {
  REVIEW_LIMITS,
  type FacetCount,
  type Page,
  type Review,
  type SearchFacets,
  type SpaceWithVenue,
  type UserReview,
  type VenueCard,
  type VenueDetail,
  type VenueFilters,
  type VenueSearchQuery,
  type VenueSearchResult,
} from '@venues/contracts';
import { currencyForCountry } from '@venues/geo';
import { notFound } from '../../lib/errors';
import { toMajor, toMinor } from '../../lib/money';
import { ratingOf, toReview, toSpaceDetail, toVenueCard } from './dto';
import type { FacetRow, VenueRepository } from './repository';
import { FacetCache } from './facet-cache';
import { buildSearch } from './search';
import { searchWordsOf, toTsQueryText } from './text-query';

type PageQuery = { page: number; limit: number };

/** Facet rows → counts per group, biggest first (ties by value, so the order is stable). */
function toFacets(list: FacetRow[]): { total: number; facets: SearchFacets } {
  const facets: SearchFacets = { event_types: [], amenities: [], cities: [], space_types: [] };
  let total = 0;
  for (const r of list) {
    if (r.facet === 'total') total = r.n;
    else facets[r.facet].push({ value: r.value, count: r.n });
  }
  const order = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value);
  for (const k of Object.keys(facets) as (keyof SearchFacets)[]) facets[k].sort(order);
  return { total, facets };
}

export class VenueService {
  /** Totals and facets per tenant and filter set (not sort or page). */
  readonly counts: FacetCache<{ total: number; facets: SearchFacets }>;
  private readonly storefronts: FacetCache<VenueFilters>;

  constructor(
    private readonly repo: VenueRepository,
    cacheSeconds = 0,
  ) {
    this.counts = new FacetCache(cacheSeconds * 1000);
    this.storefronts = new FacetCache(cacheSeconds * 1000, 100);
  }

  /** The to_tsquery text for a free-text search, with misspelt words widened to their likely corrections. */
  private async textQuery(q: string | undefined): Promise<string | null> {
    const words = q ? searchWordsOf(q) : [];
    if (!words.length) return null;
    return toTsQueryText(await this.repo.wordInfo(words));
  }

  async search(tenantId: string, q: VenueSearchQuery): Promise<VenueSearchResult> {
    const currency = currencyForCountry(q.country);
    const s = buildSearch({
      ...q,
      tenantId,
      tsquery: await this.textQuery(q.q),
      priceMinMinor: q.price_min === undefined ? undefined : toMinor(q.price_min, currency),
      priceMaxMinor: q.price_max === undefined ? undefined : toMinor(q.price_max, currency),
    });
    const { sort: _sort, page: _page, limit: _limit, ...filters } = q;
    const key = JSON.stringify([tenantId, filters]);
    const [page, { total, facets }] = await Promise.all([
      this.repo.searchPage(s, q.limit, (q.page - 1) * q.limit),
      this.counts.get(key, async () => toFacets(await this.repo.facets(s))),
    ]);
    return { data: page.map(toVenueCard), page: q.page, limit: q.limit, total, facets };
  }

  async recommended(tenantId: string, country: string, limit: number): Promise<VenueCard[]> {
    return (await this.repo.recommended(tenantId, country, limit)).map(toVenueCard);
  }

  filters(tenantId: string, country: string): Promise<VenueFilters> {
    return this.storefronts.get(JSON.stringify([tenantId, country]), () => this.storefrontFilters(tenantId, country));
  }

  private async storefrontFilters(tenantId: string, country: string): Promise<VenueFilters> {
    const s = buildSearch({ tenantId, country, tsquery: null, sort: 'relevance', page: 1, limit: 1 });
    const [facetRows, { areas, range }] = await Promise.all([this.repo.facets(s), this.repo.storefrontRanges(tenantId, country)]);
    const { total, facets } = toFacets(facetRows);
    const currency = currencyForCountry(country);
    return {
      country,
      currency,
      total,
      cities: facets.cities.map((c) => ({
        ...c,
        areas: areas
          .filter((a) => a.city === c.value && a.area && a.area !== c.value)
          .map((a) => ({ value: a.area, count: a.n }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      })),
      event_types: facets.event_types,
      amenities: facets.amenities,
      space_types: facets.space_types,
      price: range.min === null || range.max === null ? null : { min: toMajor(range.min, currency), max: toMajor(range.max, currency) },
      max_capacity: range.cap ?? 0,
    };
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
      currency: v.currency,
      spaces_count: v.spacesCount,
    });
    const spacesOut = spaceRows.map(toSpaceDetail).sort((a, b) => a.max_capacity - b.max_capacity || a.name.localeCompare(b.name));
    return {
      ...card,
      description: v.description,
      address: v.address,
      postal_code: v.postalCode,
      location: { lat: v.latitude, lng: v.longitude },
      time_zone: v.timeZone,
      amenities: v.amenities as VenueDetail['amenities'],
      photos: v.photos,
      cancellation_policy: v.cancellationPolicy,
      spaces: spacesOut,
      rating: {
        average: ratingOf(v.ratingAvg, v.ratingCount),
        count: v.ratingCount,
        distribution: { '1': distribution.get(1) ?? 0, '2': distribution.get(2) ?? 0, '3': distribution.get(3) ?? 0, '4': distribution.get(4) ?? 0, '5': distribution.get(5) ?? 0 },
      },
      reviews: newest.rows.map(toReview),
      organization: v.organizationName ? { name: v.organizationName } : null,
      created_at: v.createdAt.toISOString(),
      updated_at: v.updatedAt.toISOString(),
    };
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
