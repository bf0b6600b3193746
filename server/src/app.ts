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
import { IndexPage } from './plugins/index-page';
import { pageDataLoader } from './plugins/page-data';
import { remotesJson, spaFallback, staticLayout, staticPlugin } from './plugins/static';
import { storagePlugin } from './plugins/storage';
import { tenantPlugin } from './plugins/tenant';
import { AccountMailer } from './modules/accounts/mails';
import { accountRoutes, accountRoutesV2, teamRoutes } from './modules/accounts/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { authRoutes, authRoutesV2 } from './modules/auth/routes';
import { contactRoutes } from './modules/contact/routes';
import { countryRoutes } from './modules/countries/routes';
import { healthRoutes } from './modules/health/routes';
import { NotificationsService } from './modules/notifications/service';
import { notificationRoutes } from './modules/notifications/routes';
import { accountUserRoutes, userRoutes } from './modules/users/routes';
import { venueRoutes } from './modules/venues/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { recentlyViewedRoutes } from './modules/recently-viewed/routes';
import { writeSeedMedia } from './db/seed-media';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (it is not closed with the app). */
  database?: Database;
  /** Access-token lifetime in seconds (tests shorten it). */
  accessTtl?: number;
  /** Close a passed-in database when the app closes (default: only one the app opened). */
  closeDatabase?: boolean;
  /** Told of every route as it is registered (tests check each one is in the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
}

/** server/public: one level up from both src/app.ts (dev) and dist/server.js (bundle). */
function publicDir(): string {
  return fileURLToPath(new URL('../public', import.meta.url));
}

/** Build the whole app; usable with app.inject() in tests, or listen() in server.ts. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
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
    opts.database ?? (await prepareDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, seed: config.seed }));
  await app.register(dbPlugin, { database, closeWithApp: opts.closeDatabase ?? !opts.database });

  const layout = staticLayout(config.staticRoot, publicDir());
  const indexPage = new IndexPage(layout, () => remotesJson(layout, config.remotesFile), config.pageDataBudgetMs > 0 ? pageDataLoader(app, config.pageDataBudgetMs) : undefined);
  await app.register(securityHeadersPlugin); // first: its hooks cover every answer, the not-found ones too
  await app.register(errorsPlugin, { fallback: spaFallback(indexPage) });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimitPlugin);
  await app.register(tenantPlugin);
  await app.register(authPlugin, { accessTtl: opts.accessTtl });
  await app.register(accessPlugin);
  await app.register(storagePlugin, { root: config.mediaDir });
  await writeSeedMedia(app.storage); // the demo photos the seed refers to, in whatever media folder this app serves
  await app.register(mailPlugin);
  app.decorate('notifications', new NotificationsService(app.db, new AccountMailer(app.mailer, config.publicUrl)));

  await app.register(openapiPlugin); // before the routes: it collects them as they are registered

  // Each module's API routes under /api/v1; the older vocabularies (/api/v2/auth, /api/auth/users) under their own prefixes.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/v1' });
  await app.register(authRoutesV2, { prefix: '/api/v2' });
  await app.register(accountRoutes, { prefix: '/api/v1' });
  await app.register(accountRoutesV2, { prefix: '/api/v2' });
  await app.register(teamRoutes, { prefix: '/api/auth/users' });
  await app.register(userRoutes, { prefix: '/api/v1' });
  await app.register(accountUserRoutes, { prefix: '/api/auth/users' });
  await app.register(countryRoutes, { prefix: '/api/v1' });
  await app.register(notificationRoutes, { prefix: '/api/v1' });
  await app.register(announcementRoutes, { prefix: '/api/v1' });
  await app.register(contactRoutes, { prefix: '/api/v1' });
  await app.register(venueRoutes, { prefix: '/api/v1' });
  await app.register(favoriteRoutes, { prefix: '/api/v1' });
  await app.register(recentlyViewedRoutes, { prefix: '/api/v1' });

  await app.register(realtimePlugin);
  await app.register(staticPlugin, { layout, remotesFile: config.remotesFile, page: indexPage });
  return app;
}
