import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common type of both drivers' databases: code above the db layer never knows which it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The SQL migrations folder. In dev/tests this file is src/db/client.ts next to migrations/;
 * in the bundle it is dist/server.js and build.mjs copies them to dist/migrations.
 */
export function migrationsFolder(): string {
  const here = new URL('./migrations', import.meta.url);
  const dir = fileURLToPath(here);
  if (existsSync(dir)) return dir;
  throw new Error(`Migrations folder not found at ${dir}`);
}

export interface DbOptions {
  databaseUrl: string | null;
  /** PGlite data directory; null = in memory. */
  pgliteDir: string | null;
}

export async function openDatabase(o: DbOptions): Promise<Database> {
  if (o.databaseUrl) {
    // JIT compiles plans costing more than jit_above_cost: tens of ms spent on queries that run in a few (the venue search).
    const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const extensions = { btree_gist, pg_trgm };
  const client = o.pgliteDir ? new PGlite(o.pgliteDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
