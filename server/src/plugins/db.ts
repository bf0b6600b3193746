import fp from 'fastify-plugin';
import type { Database } from '../db/client';

/** Exposes the already-migrated database as app.db and closes it with the app. */
export const dbPlugin = fp<{ database: Database; closeWithApp: boolean }>(async (app, opts) => {
  app.decorate('db', opts.database.db);
  if (opts.closeWithApp) app.addHook('onClose', async () => opts.database.close());
});
