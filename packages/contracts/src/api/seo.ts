import { z } from 'zod';
import { errors } from './common';

// The site's answers to search engines (server/src/site/seo.ts, docs/seo.md): not under /api, so
// not in the OpenAPI document, but declared here like every route so bad input is named.

/** `sg` (a storefront's only sitemap) or `sg-2` (its second page past SITEMAP_PAGE_SIZE URLs). */
export const sitemapFileParams = z.object({
  file: z
    .string()
    .regex(/^[a-z]{2}(-[1-9][0-9]{0,5})?$/, 'file must be a storefront code with an optional page number, e.g. sg or sg-2'),
});

const xml = (what: string) => z.string().describe(what);

export const seoApi = {
  robots: {
    summary: 'robots.txt: the public pages allowed, the private areas (guarded routes, the API) disallowed, the sitemap index named',
    produces: ['text/plain'],
    response: { 200: z.string().describe('robots.txt (text/plain)') },
  },
  sitemapIndex: {
    summary: 'The sitemap index: one sitemap (or its pages) per enabled storefront',
    produces: ['application/xml'],
    response: { 200: xml('A sitemapindex document (sitemaps.org 0.9)') },
  },
  sitemap: {
    summary: 'A storefront’s sitemap (or one page of it): home, search, space landings, content pages with hreflang alternates, and its published venues with lastmod',
    params: sitemapFileParams,
    produces: ['application/xml'],
    response: { 200: xml('A urlset document (sitemaps.org 0.9, xhtml:link alternates)'), ...errors(404) },
  },
};
