import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_TENANT, sitemapPaths } from '@venues/contracts';
import { seoApi } from '@venues/contracts/api';
import { AppError } from '../lib/errors';
import type { IndexPage } from './index-page';
import { robotsTxt } from './robots';
import type { SeoLoader, SiteSeo } from './seo-head';
import type { SiteSource } from './site-state';
import { sitemapIndex, storefrontSitemap, type SitemapSite, type SitemapSource } from './sitemap';

/** Crawlers re-read these often enough; an hour keeps a burst of them off the database. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * The origin of the site's absolute URLs: the configured PUBLIC_URL (its default on this machine:
 * http://localhost:<PORT>), never the request's Host, which anyone can write and a shared cache
 * would then serve to everyone.
 */
export function siteOrigin(req: FastifyRequest): string {
  return req.server.config.publicUrl;
}

/** SiteSeo of the shell's tenant (shell.json), or of the demo tenant the web build defaults to. */
export function seoLoader(app: FastifyInstance, repo: SitemapSource): SeoLoader {
  return async (tenant) => {
    const t = tenant ?? DEMO_TENANT;
    const row = await app.tenants.resolve(t.code, t.apiKey).catch(() => null);
    if (!row) return null;
    return { tenantId: row.id, product: row.productSlug, storefronts: await repo.storefronts(row.id) };
  };
}

function sendXml(reply: FastifyReply, body: AsyncGenerator<string>) {
  return reply.header('cache-control', CACHE).type(XML).send(Readable.from(body));
}

/** GET /robots.txt, /sitemap.xml and /sitemaps/{cc}.xml (docs/seo.md). */
export const seoPlugin = fp<{ page: IndexPage; state: SiteSource; load: SeoLoader; repo: SitemapSource }>(async (fastify, { page, state, load, repo }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The tenant's storefronts and the pages each lists (the routes' `sitemap`, merged table of the live remotes). */
  const site = async (req: FastifyRequest): Promise<SitemapSite & SiteSeo> => {
    const [s, { routes }] = await Promise.all([load(page.shell()?.tenant), state.read()]);
    if (!s) throw new AppError('NOT_FOUND', 'This site has no storefronts');
    return { ...s, origin: siteOrigin(req), paths: sitemapPaths(routes, s.product) };
  };

  app.get('/robots.txt', { schema: seoApi.robots }, async (req, reply) => {
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8');
    return robotsTxt((await state.read()).routes, siteOrigin(req));
  });

  app.get('/sitemap.xml', { schema: seoApi.sitemapIndex }, async (req, reply) => sendXml(reply, sitemapIndex(repo, await site(req))));

  app.get('/sitemaps/:file.xml', { schema: seoApi.sitemap }, async (req, reply) => {
    const [cc = '', n] = req.params.file.split('-');
    const body = await storefrontSitemap(repo, await site(req), cc, n === undefined ? 0 : Number(n));
    if (!body) throw new AppError('NOT_FOUND', `No sitemap ${req.params.file}.xml: the storefront is not enabled or has fewer pages`);
    return sendXml(reply, body);
  });
});
