import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed';
import { TEST_PASSWORD_COST } from '../lib/password';

/**
 * Booting PGlite (initdb) plus migrate and seed costs seconds per test file. The first file builds
 * a migrated, seeded PGlite data directory keyed by the migrations, schema and seed sources (and the
 * day: the seed's dates are relative to today); every test database is then a copy of that folder,
 * opened by its own PGlite. Copying a folder and opening it costs about half the CPU of loading a
 * tarball into an in-memory PGlite, and keeps the 65 MB of each database out of the jest worker's heap.
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
  // The seed's dates are relative to its day: a template from another day holds other data.
  h.update(new Date().toISOString().slice(0, 10));
  return h.digest('hex').slice(0, 16);
}

/** Memory-backed /dev/shm when there is one (copies are then memcpy), else the temporary folder. */
const ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const TEMPLATE_PREFIX = 'venues-server-pglite-';
const COPY_PREFIX = 'venues-server-test-';
const DAY_MS = 86_400_000;

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Copies left by a worker that died before closing them, and templates more than a day old (their day is over). Run once per test file. */
function sweepLeftovers(): void {
  for (const name of readdirSync(ROOT)) {
    const at = join(ROOT, name);
    const copyOf = name.startsWith(COPY_PREFIX) ? Number(name.slice(COPY_PREFIX.length).split('-')[0]) : NaN;
    const stale =
      (Number.isInteger(copyOf) && !pidAlive(copyOf)) ||
      (name.startsWith(TEMPLATE_PREFIX) && Date.now() - statSync(at).mtimeMs > DAY_MS);
    if (stale) rmSync(at, { recursive: true, force: true });
  }
}

let template: Promise<string> | null = null;
/** The template folder, built by the first file that needs it (in a folder of its own, then renamed: atomic). */
function templateDir(): Promise<string> {
  template ??= (async () => {
    sweepLeftovers();
    const dir = join(ROOT, `${TEMPLATE_PREFIX}${templateKey()}`);
    if (existsSync(dir)) return dir;
    const building = `${dir}.${process.pid}.tmp`;
    rmSync(building, { recursive: true, force: true });
    const db = await openDatabase({ databaseUrl: null, pgliteDir: building });
    await db.migrate();
    await seed(db.db, { passwordCost: TEST_PASSWORD_COST });
    await db.close();
    try {
      renameSync(building, dir);
    } catch (e) {
      // Another worker renamed its own first: use that one.
      if (!existsSync(dir)) throw e;
      rmSync(building, { recursive: true, force: true });
    }
    return dir;
  })();
  return template;
}

/** A fresh PGlite database: a copy of the template folder, removed when it closes. */
async function freshPgliteDatabase(): Promise<Database> {
  const from = await templateDir();
  // The worker's pid in the name: a copy whose worker is gone is swept (sweepLeftovers).
  const dir = join(ROOT, `${COPY_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
  cpSync(from, dir, { recursive: true });
  const db = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  await db.migrate(); // a no-op on the template; keeps the path honest
  return {
    ...db,
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `serverUrl` with another database name. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a client connected to the server's own database (CREATE and DROP DATABASE). */
async function withAdmin<T>(serverUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** Any number, the same in every process: the advisory lock the template's builders take turns with. */
const TEMPLATE_LOCK = 0x76656e75;

let postgresTemplate: Promise<string> | null = null;
/**
 * The migrated, seeded template database on the server, keyed like the PGlite one: built by the
 * first file that needs it while the others wait on an advisory lock, under a working name renamed
 * once complete (a build cut short is never used), then closed to connections, since PostgreSQL
 * copies a template only while nobody is connected to it.
 */
function templateDatabase(serverUrl: string): Promise<string> {
  postgresTemplate ??= withAdmin(serverUrl, async (c) => {
    const name = `venues_template_${templateKey()}`;
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
      const building = `${name}_building`;
      await c.query(`DROP DATABASE IF EXISTS ${building}`);
      await c.query(`CREATE DATABASE ${building}`);
      const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), pgliteDir: null });
      try {
        await db.migrate();
        await seed(db.db, { passwordCost: TEST_PASSWORD_COST });
      } finally {
        await db.close();
      }
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await c.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      return name;
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return postgresTemplate;
}

/**
 * Second tier: with TEST_DATABASE_URL (a PostgreSQL server URL) each test database is a new
 * database on it copied from the template (milliseconds, where migrating and seeding took
 * seconds), dropped when the app closes.
 */
async function freshPostgresDatabase(serverUrl: string): Promise<Database> {
  const template = await templateDatabase(serverUrl);
  const name = `venues_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: null });
  await db.migrate(); // a no-op on the template; keeps the path honest
  return {
    ...db,
    close: async () => {
      await db.close();
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}

/** A fresh database, already migrated and seeded: PGlite (a copy of the template folder), or PostgreSQL with TEST_DATABASE_URL. */
export async function freshTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return freshPostgresDatabase(process.env.TEST_DATABASE_URL);
  return freshPgliteDatabase();
}
