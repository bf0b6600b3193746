import { canonicalSearch, canonicalUrl, sitemapPaths, storefrontAlternates, type Alternate, type PageRoute, type SeoStorefront } from '@venues/contracts';
import type { ShellTenant } from './releases';

/** What the head of a served page says to search engines. */
export interface PageHead {
  canonical: string;
  alternates: Alternate[];
}

/** The site's tenant as search engines see it: its product slug and enabled storefronts. */
export interface SiteSeo {
  tenantId: string;
  product: string;
  storefronts: SeoStorefront[];
}

/** Loads SiteSeo for the shell's tenant (shell.json; the demo tenant without one); null when unknown. */
export type SeoLoader = (tenant: ShellTenant | undefined) => Promise<SiteSeo | null>;

/**
 * `/sg/about-us` → { country: 'sg', rest: '/about-us' } when the path is one of the pages every
 * storefront has (`paths`, the routes' sitemap pages); else null.
 */
export function storefrontPageOf(pathname: string, paths: readonly string[]): { country: string; rest: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return null;
  const rest = match[2] ?? '';
  return paths.includes(rest) ? { country: match[1]!, rest } : null;
}

/**
 * The canonical URL (tracking parameters dropped, contracts' canonicalUrl) and, on a page every
 * storefront has (the sitemap's pages of the merged route table: home, search, space landings,
 * content pages) reached without a query, its hreflang alternates: the same page in each enabled
 * storefront and x-default. A filtered search has no counterpart elsewhere (its city is this
 * storefront's), so it names none.
 */
export async function pageHead(load: SeoLoader, tenant: ShellTenant | undefined, origin: string, pathname: string, search: string, routes: readonly PageRoute[]): Promise<PageHead> {
  const canonical = canonicalUrl(origin, pathname, search);
  const site = await load(tenant);
  const page = site ? storefrontPageOf(pathname, sitemapPaths(routes, site.product)) : null;
  const enabled = page && site ? site.storefronts.some((s) => s.cca2.toLowerCase() === page.country) : false;
  const alternates = site && page && enabled && canonicalSearch(search) === '' ? storefrontAlternates(origin, page.rest, site.storefronts) : [];
  return { canonical, alternates };
}
