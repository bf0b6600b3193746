import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { rows } from '../../db/sql';
import { countrySettings, venues } from '../../db/schema';

/** A venue as a sitemap lists it. */
export interface SitemapVenue {
  slug: string;
  updatedAt: Date;
}

/**
 * What the sitemaps and the pages' hreflang read (site/seo.ts's SitemapSource, passed by app.ts): the enabled
 * storefronts, and a storefront's published venues as slug and last change only, read in slug
 * order by keyset, so a sitemap of 100,000 venues never holds more than one batch of two columns.
 */
export class SitemapRepository extends Repository {
  /**
   * What the public pages are drawn from, as one value that moves with any change: every
   * storefront's search version (each venue change moves its own) and the storefronts' settings.
   * The shared page cache (site/page-cache.ts) keeps a page while it stays the same.
   */
  async catalogueVersion(): Promise<string> {
    const [r] = await rows<{ v: string }>(
      this.db,
      sql`select (select coalesce(sum(version), 0) || ':' || count(*) from search_versions) || ':' || (select coalesce(max(updated_at)::text, '') || ':' || count(*) from country_settings) as v`,
    );
    return r?.v ?? '';
  }

  /** The tenant's enabled storefronts, by code. */
  storefronts(tenantId: string): Promise<{ cca2: string; isDefault: boolean }[]> {
    return this.db
      .select({ cca2: countrySettings.cca2, isDefault: countrySettings.isDefault })
      .from(countrySettings)
      .where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.active, true)))
      .orderBy(asc(countrySettings.cca2));
  }

  private published(tenantId: string, country: string) {
    return and(eq(venues.tenantId, tenantId), eq(venues.country, country), eq(venues.status, 'published'));
  }

  /** How many published venues the storefront has. */
  async venueCount(tenantId: string, country: string): Promise<number> {
    const [r] = await this.db.select({ n: count() }).from(venues).where(this.published(tenantId, country));
    return Number(r?.n ?? 0);
  }

  /**
   * The slug just before the `skip`-th published venue (slug order), where a sitemap page past the
   * first starts its keyset; null when the page starts at the first venue.
   */
  async slugBefore(tenantId: string, country: string, skip: number): Promise<string | null> {
    if (skip <= 0) return null;
    const [r] = await this.db
      .select({ slug: venues.slug })
      .from(venues)
      .where(this.published(tenantId, country))
      .orderBy(asc(venues.slug))
      .offset(skip - 1)
      .limit(1);
    return r?.slug ?? null;
  }

  /** Up to `limit` published venues after `afterSlug` (null: from the first), slug order. */
  venuesAfter(tenantId: string, country: string, afterSlug: string | null, limit: number): Promise<SitemapVenue[]> {
    const where = this.published(tenantId, country);
    return this.db
      .select({ slug: venues.slug, updatedAt: venues.updatedAt })
      .from(venues)
      .where(afterSlug === null ? where : and(where, gt(venues.slug, afterSlug)))
      .orderBy(asc(venues.slug))
      .limit(limit);
  }
}
