// What search engines are told about the site (docs/seo.md): which URL is a page's canonical one,
// and which pages exist in every storefront (so they carry hreflang alternates). Shared by the
// server (index.html's head, the sitemaps) and the shell (the head after a client navigation).

/** Query parameters that only say where a visitor came from: never part of a canonical URL. */
const TRACKING = /^(utm_.*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|ref)$/i;

export const isTrackingParam = (name: string): boolean => TRACKING.test(name);

/** The query string (no '?') of `search` without tracking parameters; the others (search filters) keep their order. */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [k, v] of params) if (!isTrackingParam(k)) kept.append(k, v);
  return kept.toString();
}

/**
 * A venue's own page: its query (a search's date and guests) only pre-fills the availability
 * check, so its canonical URL has none, as mf-discovery's venueHead writes it.
 */
const VENUE_PAGE = /^\/[a-z]{2}\/venues\/(?!(?:search|recommended|management|venue_id_draft)\/?$)[^/]+\/?$/;

/**
 * The canonical URL of a page: origin, path and its meaningful query (search filters, the
 * compared venues) with tracking parameters dropped; a venue page's without any query.
 */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  const q = VENUE_PAGE.test(pathname) ? '' : canonicalSearch(search);
  return `${origin.replace(/\/+$/, '')}${pathname}${q ? `?${q}` : ''}`;
}

/**
 * The space types with a landing page (`/:country/space/<slug>`): mf-discovery's
 * content/spaceLandings.ts, whose test checks it keeps to this list.
 */
export const SPACE_LANDING_SLUGS = [
  'function',
  'meeting',
  'boardroom',
  'event-hall',
  'ballroom',
  'auditorium',
  'rooftop',
  'studio',
  'restaurant-bar',
  'private-dining',
  'outdoor',
  'gallery',
] as const;

/**
 * The public pages every storefront has, under `/{cc}` ({product} = the tenant's product slug):
 * the sitemap lists them and their head names the same page of every other storefront.
 */
export function storefrontPagePaths(product: string): string[] {
  return [
    '',
    '/venues',
    '/space',
    ...SPACE_LANDING_SLUGS.map((s) => `/space/${s}`),
    '/about-us',
    '/about-us/terms',
    '/about-us/privacy',
    '/about-us/cookies',
    '/contact-us',
    '/support/FAQ',
    '/support/FAQ-cancellation',
    '/insights',
    `/${product}/why-${product}`,
    `/${product}/for-event-planners`,
    `/${product}/for-venue-owners`,
  ];
}

/** `/sg/about-us` → { country: 'sg', rest: '/about-us' } when the path is one of the storefront pages; else null. */
export function storefrontPage(pathname: string, product: string): { country: string; rest: string } | null {
  const trimmed = pathname.replace(/\/+$/, '');
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(trimmed);
  if (!match) return null;
  const rest = match[2] ?? '';
  return storefrontPagePaths(product).includes(rest) ? { country: match[1]!, rest } : null;
}

/** The language-region tag of a storefront's pages (the site is in English everywhere). */
export const hreflangOf = (cca2: string): string => `en-${cca2.toUpperCase()}`;

export interface SeoStorefront {
  cca2: string;
  isDefault: boolean;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of a storefront page (`rest` under each storefront): one per enabled
 * storefront plus x-default (the default storefront, else the first). Empty with fewer than two.
 */
export function storefrontAlternates(origin: string, rest: string, storefronts: readonly SeoStorefront[]): Alternate[] {
  if (storefronts.length < 2) return [];
  const base = origin.replace(/\/+$/, '');
  const out = storefronts.map((s) => ({ hreflang: hreflangOf(s.cca2), href: `${base}/${s.cca2.toLowerCase()}${rest}` }));
  const def = storefronts.find((s) => s.isDefault) ?? storefronts[0]!;
  out.push({ hreflang: 'x-default', href: `${base}/${def.cca2.toLowerCase()}${rest}` });
  return out;
}
