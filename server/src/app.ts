import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import './types';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { prepareDatabase } from './db/setup';
import { accessPlugin } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { serializerCompiler, validatorCompiler } from './lib/schema-compilers';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { realtimePlugin } from './plugins/realtime';
import { IndexPage } from './site/index-page';
import { ServerRenderer } from './site/server-render';
import { pageDataLoader } from './site/page-data';
import { spaFallback, staticLayout, staticPlugin } from './site/static';
import { SiteStateReader } from './site/site-state';
import { PageCache } from './site/page-cache';
import { seoLoader, seoPlugin } from './site/seo';
import { SitemapRepository } from './modules/venues/sitemap-repository';
import { storagePlugin } from './plugins/storage';
import { tenantPlugin } from './plugins/tenant';
import { SERVER_MODULES } from './modules';
import { buildServices, startSweeps } from './services';
import { payDemoOffers } from './modules/bookings/demo';
import type { SeedResult } from './db/seed';
import { accessTokenUser } from './modules/auth/authenticate';
import { RefreshTokenRepository } from './modules/auth/repository';
import { TokenService } from './modules/auth/tokens';
import { UserRepository } from './modules/users/repository';
import { writeSeedMedia } from './db/seed-media';
import { namedPlugin } from './lib/plugin-name';
import { requestForLog } from './lib/request-log';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (it is not closed with the app). */
  database?: Database;
  /** Access-token lifetime in seconds (tests shorten it). */
  accessTtl?: number;
  /** Close a passed-in database when the app closes (default: only one the app opened). */
  closeDatabase?: boolean;
  /** Told of every route as it is registered (tests check each one is in the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: { write(line: string): void };
}

/** server/public: one level up from both src/app.ts (dev) and dist/server.js (bundle). */
function publicDir(): string {
  return fileURLToPath(new URL('../public', import.meta.url));
}

/** Build the whole app; usable with app.inject() in tests, or listen() in server.ts. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Requests are logged without the secrets their addresses may carry (lib/request-log.ts).
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestForLog }, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Longer path parameters reach the route's schema (which names the field); past this, 414 in the envelope.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors,
    clientErrorHandler,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.decorate('config', config);
  // Routes declare zod schemas from @venues/contracts/api (lib/schema-compilers.ts says how they are used).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.validateResponses));

  const database =
    opts.database ?? (await prepareDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, seed: config.seed, passwordCost: config.passwordCost }));
  await app.register(dbPlugin, { database, closeWithApp: opts.closeDatabase ?? !opts.database });

  const layout = staticLayout(config.staticRoot, publicDir(), config.releasesDir);
  const sitemapSource = new SitemapRepository(app.db);
  const loadSeo = seoLoader(app, sitemapSource);
  // What the site serves now (remotes.json and the route table), read once per request: REMOTES_FILE, the releases' live.json or the dists.
  const site = new SiteStateReader(layout, { remotesFile: config.remotesFile, remotesOrigin: config.remotesOrigin });
  const renderer = config.serverRender ? new ServerRenderer(layout, app.log) : undefined;
  const indexPage = new IndexPage(layout, site, config.pageDataBudgetMs > 0 ? pageDataLoader(app, config.pageDataBudgetMs) : undefined, loadSeo, renderer, { stripe: config.stripe !== null });
  await app.register(securityHeadersPlugin); // first: its hooks cover every answer, the not-found ones too
  // Signed-out visitors' public pages, shared while the catalogue and the released remotes stay as they were drawn (docs/ssr.md "Under a crowd").
  const pageCache = config.pageCache
    ? new PageCache(async () => {
        const [catalogue, state] = await Promise.all([sitemapSource.catalogueVersion(), site.read()]);
        return `${catalogue}|${state.remotesText}`;
      }, config.pageCache)
    : null;
  const pages = { page: indexPage, cache: pageCache };
  await app.register(errorsPlugin, { fallback: spaFallback(pages) });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimitPlugin);
  await app.register(tenantPlugin);
  // Before the sessions: ending one closes its sockets. (The handshake asks the auth plugin, registered next.)
  await app.register(realtimePlugin);
  // Sessions belong to the auth module; the auth plugin only asks them who a token belongs to.
  const tokens = new TokenService(new RefreshTokenRepository(app.db), config.jwtSecret, app.sessionSockets, opts.accessTtl);
  app.decorate('tokens', tokens);
  await app.register(authPlugin, { authenticate: accessTokenUser(tokens, new UserRepository(app.db)) });
  await app.register(accessPlugin);
  await app.register(storagePlugin, { root: config.mediaDir });
  await writeSeedMedia(app.storage); // the demo photos the seed refers to, in whatever media folder this app serves
  await app.register(mailPlugin);
  await app.register(openapiPlugin); // before the routes: it collects them as they are registered

  // Every service, built in one place (services.ts); the routes only declare routes.
  const services = buildServices(app);
  app.decorate('services', services);
  if (config.sweeps) startSweeps(app, services);

  // Each module's API routes under their prefixes (/api/v1; the older vocabularies under their own), and its socket handlers.
  for (const m of SERVER_MODULES) {
    for (const r of m.routes) await app.register(namedPlugin(`${m.name} ${r.prefix}`, r.plugin), { prefix: r.prefix });
    if (m.socket) app.onSocket(m.socket(app));
  }

  // A freshly seeded database: the modules finish the demo (the bookings module pays the demo offers).
  const seeded = 'seeded' in database ? (database as { seeded: SeedResult | null }).seeded : null;
  if (seeded?.demoBookings.length) await payDemoOffers(app, seeded.demoBookings);

  await app.register(seoPlugin, { page: indexPage, state: site, load: loadSeo, repo: sitemapSource }); // robots.txt and the sitemaps (docs/seo.md)
  await app.register(staticPlugin, { layout, site, pages });
  return app;
}
