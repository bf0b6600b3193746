import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import './types';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { prepareDatabase } from './db/setup';
import { accessPlugin } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { IndexPage } from './site/index-page';
import { pageDataLoader } from './site/page-data';
import { remotesJson, spaFallback, staticLayout, staticPlugin } from './site/static';
import { storagePlugin } from './plugins/storage';
import { tenantPlugin } from './plugins/tenant';
import { AccountMailer } from './modules/accounts/mails';
import { accountRoutes } from './modules/accounts/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { authRoutes } from './modules/auth/routes';
import { contactRoutes } from './modules/contact/routes';
import { countryRoutes } from './modules/countries/routes';
import { healthRoutes } from './modules/health/routes';
import { NotificationsService } from './modules/notifications/service';
import { notificationRoutes } from './modules/notifications/routes';
import { userRoutes } from './modules/users/routes';
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
  });
  app.decorate('config', config);

  const database =
    opts.database ?? (await prepareDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, seed: config.seed }));
  await app.register(dbPlugin, { database, closeWithApp: opts.closeDatabase ?? !opts.database });

  const layout = staticLayout(config.staticRoot, publicDir());
  const indexPage = new IndexPage(layout, () => remotesJson(layout, config.remotesFile), config.pageDataBudgetMs > 0 ? pageDataLoader(app, config.pageDataBudgetMs) : undefined);
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

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(countryRoutes);
  await app.register(notificationRoutes);
  await app.register(announcementRoutes);
  await app.register(contactRoutes);
  await app.register(venueRoutes);
  await app.register(favoriteRoutes);
  await app.register(recentlyViewedRoutes);

  await app.register(realtimePlugin);
  await app.register(staticPlugin, { layout, remotesFile: config.remotesFile, page: indexPage });
  return app;
}
