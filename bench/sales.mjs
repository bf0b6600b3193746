// The owner's sales report (docs/sales.md: one call under 100 ms for a year of data). Starts the API
// from source on a fresh PGlite folder (so the demo seed, with its year of sales), signs in as the
// demo owner and times GET /api/v1/owner/sales (the default window: twelve months) and the CSV,
// one request at a time after a warm-up. Also prints how long the seed plus start-up took.
//
//   node bench/sales.mjs                 options: --requests 100  --warmup 10  --settle 10  --port 8293
//
// --settle waits that many seconds after start-up first: the new node's first sweeps (bookings,
// payments, mail) stall a fresh PGlite for a moment, which is not the report's cost.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberOption, root, waitFor } from './serve.mjs';

const requests = numberOption('requests', 100);
const warmup = numberOption('warmup', 10);
const port = numberOption('port', 8293);
const settle = numberOption('settle', 10);
const base = `http://127.0.0.1:${port}`;
const headers = { 'content-type': 'application/json', 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };

const data = mkdtempSync(path.join(tmpdir(), 'venues-bench-sales-'));
const statics = mkdtempSync(path.join(tmpdir(), 'venues-bench-static-'));
const started = performance.now();
const api = spawn(path.join(root, 'server/node_modules/.bin/tsx'), [path.join(root, 'server/src/server.ts')], {
  cwd: path.join(root, 'server'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data, LOG_LEVEL: 'silent', STATIC_ROOT: statics },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (x) => x.toFixed(1).padStart(7);

try {
  await waitFor(`${base}/api/health`, 180_000);
  console.log(`seed and start-up: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const login = await fetch(`${base}/api/v2/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'owner@demo.test', password: 'Demo-pass-2026', role: 'venue' }) });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const auth = { ...headers, authorization: `Bearer ${(await login.json()).data.accessToken}` };
  await new Promise((r) => setTimeout(r, settle * 1000));

  const timed = async (url) => {
    const t0 = performance.now();
    const r = await fetch(base + url, { headers: auth });
    const body = await r.text();
    if (r.status !== 200) throw new Error(`${url}: ${r.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - t0, body };
  };
  const first = JSON.parse((await timed('/api/v1/owner/sales')).body).data;
  const bookings = first.totals.reduce((n, t) => n + t.bookings, 0);
  console.log(`data: ${first.from} to ${first.to}, ${first.venues.length} venues, ${bookings} bookings, ${first.conversion.enquiries} enquiries`);

  console.log(`(${requests} requests each after ${warmup} to warm up, ms)     p50     p95     max`);
  for (const url of ['/api/v1/owner/sales', `/api/v1/owner/sales?venue_id=${first.venues[0]._id}`, '/api/v1/owner/sales.csv']) {
    for (let i = 0; i < warmup; i++) await timed(url);
    const ms = [];
    for (let i = 0; i < requests; i++) ms.push((await timed(url)).ms);
    console.log(`  ${url.replace(/venue_id=[^&]+/, 'venue_id=…').padEnd(48)}${fmt(pct(ms, 50))} ${fmt(pct(ms, 95))} ${fmt(Math.max(...ms))}`);
  }
  console.log('  budget: one report under 100 ms for a year of data');
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode === null ? api.once('exit', r) : r()));
  for (const d of [data, statics]) rmSync(d, { recursive: true, force: true });
}
