import { storefrontAlternates, type SeoStorefront } from '@venues/contracts';

/**
 * Sitemap sizes. A sitemap holds at most 50,000 URLs (sitemaps.org); a storefront with more is
 * split into pages, all named by the index. Tests lower `pageSize` to cross a page boundary.
 */
export const sitemapLimits = {
  pageSize: 50_000,
  /** Venues read per query while a sitemap streams. */
  batch: 1_000,
};

export interface SitemapVenue {
  slug: string;
  updatedAt: Date;
}

/** The queries behind the sitemaps and hreflang (the venues module's SitemapRepository; app.ts passes it). */
export interface SitemapSource {
  /** The tenant's enabled storefronts. */
  storefronts(tenantId: string): Promise<SeoStorefront[]>;
  /** How many published venues a storefront has. */
  venueCount(tenantId: string, country: string): Promise<number>;
  /** The slug just before the `skip`-th published venue (slug order); null when skip is 0 or past the end. */
  slugBefore(tenantId: string, country: string, skip: number): Promise<string | null>;
  /** Up to `limit` published venues after `afterSlug` (null: from the first), slug order. */
  venuesAfter(tenantId: string, country: string, afterSlug: string | null, limit: number): Promise<SitemapVenue[]>;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text or attribute value inside XML. */
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapSite {
  tenantId: string;
  product: string;
  origin: string;
  storefronts: SeoStorefront[];
  /** The pages (after `/{cc}`) every storefront lists: sitemapPaths of the merged route table. */
  paths: string[];
}

/** How many pages a storefront's sitemap has (1 = one file, `/sitemaps/{cc}.xml`). */
async function pageCount(repo: SitemapSource, site: SitemapSite, cc: string): Promise<number> {
  const total = site.paths.length + (await repo.venueCount(site.tenantId, cc));
  return Math.max(1, Math.ceil(total / sitemapLimits.pageSize));
}

/** The sitemap index: each enabled storefront's sitemap, or each of its pages. */
export async function* sitemapIndex(repo: SitemapSource, site: SitemapSite): AsyncGenerator<string> {
  yield `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (const s of site.storefronts) {
    const cc = s.cca2.toLowerCase();
    const pages = await pageCount(repo, site, cc);
    const files = pages === 1 ? [cc] : Array.from({ length: pages }, (_, i) => `${cc}-${i + 1}`);
    for (const f of files) yield `<sitemap><loc>${escapeXml(`${site.origin}/sitemaps/${f}.xml`)}</loc></sitemap>\n`;
  }
  yield '</sitemapindex>\n';
}

function urlEntry(loc: string, lastmod?: Date, alternates: { hreflang: string; href: string }[] = []): string {
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join('');
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${links}</url>\n`;
}

/**
 * One page of a storefront's sitemap (`page` 1-based; 0 = the storefront's only file), streamed:
 * first the pages every storefront has (the routes' `sitemap`, with their hreflang alternates), then its published
 * venues in slug order (one storefront each: no alternates). Null when the storefront is not
 * enabled or the page does not exist (404).
 */
export async function storefrontSitemap(repo: SitemapSource, site: SitemapSite, cc: string, page: number): Promise<AsyncGenerator<string> | null> {
  if (!site.storefronts.some((s) => s.cca2.toLowerCase() === cc)) return null;
  const pages = await pageCount(repo, site, cc);
  // sg.xml when the storefront fits one file, sg-1.xml … sg-n.xml when it does not.
  if (pages === 1 ? page !== 0 : page < 1 || page > pages) return null;
  const size = sitemapLimits.pageSize;
  const start = Math.max(0, page - 1) * size;
  const end = start + size;
  const paths = site.paths;

  return (async function* () {
    yield `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
    for (const rest of paths.slice(start, end)) {
      yield urlEntry(`${site.origin}/${cc}${rest}`, undefined, storefrontAlternates(site.origin, rest, site.storefronts));
    }
    // Venues [from, to) of the storefront's list, read by keyset in batches.
    let left = end - Math.max(start, paths.length);
    const skip = Math.max(0, start - paths.length);
    let after: string | null = null;
    if (left > 0 && skip > 0) {
      after = await repo.slugBefore(site.tenantId, cc, skip);
      if (after === null) left = 0; // venues unpublished since the count: nothing left on this page
    }
    while (left > 0) {
      const rows = await repo.venuesAfter(site.tenantId, cc, after, Math.min(sitemapLimits.batch, left));
      for (const v of rows) yield urlEntry(`${site.origin}/${cc}/venues/${encodeURIComponent(v.slug)}`, v.updatedAt);
      if (rows.length < Math.min(sitemapLimits.batch, left)) break;
      left -= rows.length;
      after = rows[rows.length - 1]!.slug;
    }
    yield '</urlset>\n';
  })();
}
