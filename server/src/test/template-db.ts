import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed';
import { TEST_PASSWORD_COST } from '../lib/password';

/**
 * Booting PGlite (initdb) plus migrate and seed costs seconds per test file. The first file
 * dumps a migrated, seeded data dir to a tmp tarball keyed by the migrations, schema and seed
 * sources; every file then starts its own fresh in-memory PGlite from that tarball.
 */
function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
}

function templateKey(): string {
  const h = createHash('sha256');
  const dir = migrationsFolder();
  for (const f of readdirSync(dir).sort()) if (f.endsWith('.sql')) h.update(f).update(readFileSync(join(dir, f)));
  // Every source the template depends on: the db folder's TypeScript (schema, seed and their helpers).
  const dbDir = fileURLToPath(new URL('../db', import.meta.url));
  for (const f of sourceFiles(dbDir)) h.update(f).update(readFileSync(join(dbDir, f)));
  // The demo accounts' hash is made at the tests' cost: another cost is another template.
  h.update(JSON.stringify(TEST_PASSWORD_COST));
  return h.digest('hex').slice(0, 16);
}

async function templateBlob(): Promise<Blob> {
  const file = join(tmpdir(), `venues-server-pglite-${templateKey()}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await db.migrate();
  await seed(db.db, { passwordCost: TEST_PASSWORD_COST });
  const blob = await db.dump!();
  await db.close();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  renameSync(tmp, file); // atomic: parallel runs never read half a file
  return blob;
}

/**
 * Second tier: with TEST_DATABASE_URL (a PostgreSQL server URL) each file gets its own new
 * database on it, migrated and seeded, dropped when the app closes.
 */
async function freshPostgresDatabase(serverUrl: string): Promise<Database> {
  const name = `venues_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  await db.migrate();
  await seed(db.db, { passwordCost: TEST_PASSWORD_COST });
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** A fresh database, already migrated and seeded: in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL. */
export async function freshTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return freshPostgresDatabase(process.env.TEST_DATABASE_URL);
  const db = await openDatabase({ databaseUrl: null, pgliteDir: null, loadDataDir: await templateBlob() });
  await db.migrate(); // a no-op on the template; keeps the path honest
  return db;
}
