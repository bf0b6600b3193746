// Venue search latency (docs/design.md §7: p95 ≤ 25 ms with 100,000 venues on 2 cores), reported with
// the ratio to a bare Fastify route measured in the same run, on the same machine, by the same
// client. The API runs in its own process on a database seeded with `--venues` venues; requests
// are sent one at a time over HTTP (keep-alive), alternating search and bare, after a warm-up.
//
//   node bench/search-latency.mjs                      # PGlite, 100,000 venues (seeded once into a reused folder)
//   node bench/search-latency.mjs --pg                 # a throwaway PostgreSQL on loopback (as the test command starts it)
//   node bench/search-latency.mjs --database-url postgres://user@host:5432/db
//   options: --venues 100000  --requests 2000  --warmup 300  --data <folder for PGlite>
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { option, root, waitFor } from './serve.mjs';

const tsx = path.join(root, 'server/node_modules/.bin/tsx');
const args = process.argv.slice(2);
const venues = Number(option('venues', '100000'));
const requests = Number(option('requests', '2000'));
const warmup = Number(option('warmup', '300'));
const API_PORT = 8291;
const BARE_PORT = 8292;
const children = [];
let services = null;
/** Temporary folders of this run (not the reused PGlite folder). */
const temps = [];
const tempDir = (prefix) => {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(d);
  return d;
};

/** Stops the servers, then (their connections closed) the throwaway PostgreSQL. */
async function cleanup() {
  await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => c.once('exit', r).kill('SIGTERM'))));
  services?.stop();
  services = null;
}
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
  services?.stop();
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

// ------------------------------------------------------------------ database
const dbEnv = {};
let label;
if (args.includes('--pg') || option('database-url')) {
  let url = option('database-url');
  if (!url) {
    const { ensurePostgresAndRedis, startServices } = await import('../scripts/services.mjs');
    ensurePostgresAndRedis();
    services = startServices({ pgPort: 54359, redisPort: 63819 });
    url = services.databaseUrl;
  }
  dbEnv.DATABASE_URL = url;
  dbEnv.DATA_DIR = tempDir('venues-bench-data-');
  const v = spawnSync('psql', [url, '-Atc', 'show server_version'], { encoding: 'utf8' });
  label = `PostgreSQL ${v.stdout?.trim() || ''}`.trim();
} else {
  const dir = option('data', path.join(tmpdir(), `venues-bench-search-${venues}`));
  mkdirSync(dir, { recursive: true });
  dbEnv.DATA_DIR = dir;
  const pglite = path.join(dir, 'pglite');
  label = `PGlite (${pglite}${existsSync(path.join(pglite, 'PG_VERSION')) ? ', reused' : ''})`;
}
console.log(`database: ${label}`);
const seedEnv = { ...process.env, ...dbEnv, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' };
const seeded = spawnSync(tsx, [path.join(root, 'server/src/db/seed-cli.ts'), '--venues', String(venues)], { env: seedEnv, stdio: 'inherit', cwd: path.join(root, 'server') });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

// ------------------------------------------------------------------ servers
const api = spawn(tsx, [path.join(root, 'server/src/server.ts')], {
  cwd: path.join(root, 'server'),
  env: {
    ...process.env,
    ...dbEnv,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    SEED: 'false',
    LOG_LEVEL: 'silent',
    STATIC_ROOT: tempDir('venues-bench-static-'),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(api);
// The bare route: a plain Fastify instance answering a constant, in its own process like the API.
const bare = spawn(
  process.execPath,
  ['--input-type=module', '-e', `import Fastify from 'fastify'; const app = Fastify(); app.get('/bare', async () => ({ ok: true })); await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`],
  { cwd: path.join(root, 'server'), stdio: ['ignore', 'inherit', 'inherit'] },
);
children.push(bare);
await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 120_000);
await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`, 120_000);

// ------------------------------------------------------------------ the query mix
const HEADERS = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };
let seed = 4242;
const rand = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = (list) => list[Math.floor(rand() * list.length)];
const COUNTRIES = ['sg', 'sg', 'sg', 'my', 'ph', 'hk', 'id', 'au', 'gb', 'us'];
const WORDS = ['ballroom', 'rooftop', 'hotel', 'gallery', 'studio', 'garden', 'warehouse', 'marina bay', 'harbour', 'private dining', 'conference', 'terrace', 'ballrom', 'rooftp', 'confrence', 'wedding', 'loft', 'kitchen'];
const filters = {};
for (const c of new Set(COUNTRIES)) {
  const r = await fetch(`http://127.0.0.1:${API_PORT}/api/v1/venues/filters?country=${c}`, { headers: HEADERS });
  filters[c] = (await r.json()).data;
}
const day = () => new Date(Date.UTC(2026, 11, 1) + Math.floor(rand() * 180) * 86_400_000).toISOString().slice(0, 10);
const seenText = new Set();
const SORTS = ['relevance', 'relevance', 'relevance', 'price_asc', 'price_desc', 'rating', 'capacity', 'newest'];

/** One realistic search: what people do on a venue marketplace, weighted. */
function nextQuery() {
  const country = pick(COUNTRIES);
  const f = filters[country];
  const p = new URLSearchParams({ country });
  const city = () => {
    const c = pick(f.cities);
    p.set('city', rand() < 0.3 && c.areas.length ? pick(c.areas).value : c.value);
  };
  const r = rand();
  let kind;
  if (r < 0.25) kind = 'browse';
  else if (r < 0.45) {
    kind = 'city';
    city();
  } else if (r < 0.65) {
    kind = 'event+guests';
    p.set('event_type', pick(f.event_types).value);
    p.set('guests', String(pick([10, 20, 30, 50, 80, 100, 150, 200, 300])));
    if (rand() < 0.5) city();
  } else if (r < 0.75) {
    const q = pick(WORDS);
    // The server keeps a storefront's text matches until it changes: first searches of a word are reported apart.
    kind = seenText.has(`${country}|${q}`) ? 'text (repeat)' : 'text (first)';
    seenText.add(`${country}|${q}`);
    p.set('q', q);
  } else if (r < 0.85) {
    kind = 'date';
    p.set('date', day());
    p.set('guests', String(pick([20, 50, 100])));
    if (rand() < 0.7) city();
  } else if (r < 0.95) {
    kind = 'amenities+price';
    p.set('amenities', [pick(f.amenities).value, ...(rand() < 0.5 ? [pick(f.amenities).value] : [])].filter((v, i, a) => a.indexOf(v) === i).join(','));
    if (f.price) {
      const span = f.price.max - f.price.min;
      p.set('price_min', String(Math.floor(f.price.min + span * rand() * 0.2)));
      p.set('price_max', String(Math.ceil(f.price.min + span * (0.3 + rand() * 0.5))));
    }
    p.set('sort', 'price_asc');
  } else {
    kind = 'space+date';
    p.set('space_type', pick(f.space_types).value);
    p.set('guests', String(pick([20, 50, 100])));
    p.set('date', day());
  }
  if (!p.has('sort') && rand() < 0.4) p.set('sort', pick(SORTS));
  if (rand() < 0.15) p.set('page', String(2 + Math.floor(rand() * 3)));
  return { kind, url: `http://127.0.0.1:${API_PORT}/api/v1/venues/search?${p}` };
}

async function time(url, headers) {
  const t0 = process.hrtime.bigint();
  const r = await fetch(url, { headers });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${r.status} ${url}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
for (let i = 0; i < warmup; i++) {
  await time(bareUrl, {});
  await time(nextQuery().url, HEADERS);
}
const searchMs = [];
const bareMs = [];
const byKind = {};
for (let i = 0; i < requests; i++) {
  bareMs.push(await time(bareUrl, {}));
  const q = nextQuery();
  const ms = await time(q.url, HEADERS);
  searchMs.push(ms);
  (byKind[q.kind] ??= []).push(ms);
}

// ------------------------------------------------------------------ report
const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (x) => x.toFixed(2).padStart(8);
const row = (name, list) => `${name.padEnd(18)}${fmt(pct(list, 50))}${fmt(pct(list, 95))}${fmt(pct(list, 99))}${String(list.length).padStart(8)}`;
console.log(`\n${requests} searches over ${venues.toLocaleString('en')} venues, ${label}, one request at a time\n`);
console.log(`${'ms'.padEnd(18)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'n'.padStart(8)}`);
console.log(row('bare route', bareMs));
console.log(row('search (all)', searchMs));
for (const [k, list] of Object.entries(byKind).sort()) console.log(row(`  ${k}`, list));
console.log(`\nratio search / bare: p50 ${(pct(searchMs, 50) / pct(bareMs, 50)).toFixed(1)}×, p95 ${(pct(searchMs, 95) / pct(bareMs, 95)).toFixed(1)}×, p99 ${(pct(searchMs, 99) / pct(bareMs, 99)).toFixed(1)}×`);
console.log(`budget (docs/design.md §7): search p95 ≤ 25 ms → ${pct(searchMs, 95) <= 25 ? 'met' : 'NOT met'} (${pct(searchMs, 95).toFixed(1)} ms)`);
await cleanup();
process.exit(0);
