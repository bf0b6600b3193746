// Server rendering (docs/ssr.md), on the production build (node scripts/build.mjs first):
//   1. render time: mf-discovery's server build, loaded as the API server loads it (a federation
//      container evaluated in this process), draws the venue page from the data the server inlines
//      with it — p50/p95 over --renders draws, on one core (run under `taskset -c 1`: the server gets core 0, the clients and these draws the other);
//   2. the page's HTML over HTTP with server rendering on and off (SERVER_RENDER=false), the
//      server pinned to one core: time to first byte at --concurrency clients, and throughput.
//
//   node bench/ssr.mjs [--slug the-olive-table-bugis] [--renders 500] [--concurrency 20] [--seconds 10]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { request } from 'node:http';
import { option, root, startBuiltServer } from './serve.mjs';

const slug = option('slug', 'the-olive-table-bugis');
const renders = Number(option('renders', '500'));
const concurrency = Number(option('concurrency', '20'));
const seconds = Number(option('seconds', '10'));
const TENANT = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };
const PAGE = `/sg/venues/${slug}`;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => `${v.toFixed(1)} ms`;

/** mf-discovery's `./ssr` through its container's get(), as the federation runtime asks for it. */
async function loadRender() {
  const dir = path.join(root, 'mf-discovery/dist/server');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const entry = path.join(dir, manifest.metaData.remoteEntry.name);
  const module = { exports: {} };
  new Script(`(function (exports, module, require, __filename, __dirname) {${readFileSync(entry, 'utf8')}\n})`, { filename: entry })
    .runInThisContext()(module.exports, module, createRequire(entry), entry, dir);
  const container = module.exports;
  await container.init({}, [], {});
  return (await container.get('./ssr'))().render;
}

/** GET `url` with `accept: text/html`: ms to the first byte and to the end. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = 0;
    const req = request(url, { headers: { accept: 'text/html' }, agent: false }, (res) => {
      res.once('data', () => (first = performance.now() - start));
      res.on('data', () => undefined);
      res.on('end', () => resolve({ ttfb: first, total: performance.now() - start, status: res.statusCode }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `concurrency` clients requesting the page back to back for `secs`. */
async function load(base, secs = seconds) {
  const ttfbs = [];
  let failed = 0;
  const until = performance.now() + secs * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await timedGet(`${base}${PAGE}`);
        if (r.status === 200) ttfbs.push(r.ttfb);
        else failed++;
      }
    }),
  );
  ttfbs.sort((a, b) => a - b);
  return { n: ttfbs.length, failed, p50: pct(ttfbs, 50), p95: pct(ttfbs, 95), rps: ttfbs.length / secs };
}

const results = {};
for (const ssr of [true, false]) {
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 8193), { env: { SERVER_RENDER: String(ssr) }, cpus: '0' });
  try {
    const html = await (await fetch(`${server.base}${PAGE}`, { headers: { accept: 'text/html' } })).text();
    if (html.includes('data-server-rendered') !== ssr) throw new Error(`SERVER_RENDER=${ssr}, yet the page ${ssr ? 'was not' : 'was'} server-rendered`);
    if (ssr) {
      // The data the server inlines with the page, and the draw the server makes from it.
      const get = async (p) => (await fetch(`${server.base}/api${p}`, { headers: TENANT })).json();
      const data = { '/v1/country-settings': await get('/v1/country-settings'), [`/v1/venues/${slug}`]: await get(`/v1/venues/${slug}`) };
      const render = await loadRender();
      for (let i = 0; i < 50; i++) await render({ url: PAGE, data }); // warm-up
      const times = [];
      for (let i = 0; i < renders; i++) {
        const t = performance.now();
        const out = await render({ url: PAGE, data });
        times.push(performance.now() - t);
        if (!out?.html.includes('<h1')) throw new Error('the venue page was not drawn');
      }
      times.sort((a, b) => a - b);
      results.render = { p50: pct(times, 50), p95: pct(times, 95) };
    }
    // Warm-up under load past the first runs of the sweeps (every 5 s): on a freshly seeded demo
    // database the first ones work through the seed's rows and held a single core for ~4 s.
    await load(server.base, 12);
    results[ssr ? 'on' : 'off'] = await load(server.base);
  } finally {
    await server.stop();
  }
}

console.log(`Venue page ${PAGE}`);
console.log(`  server render of the page (this process, ${renders} draws): p50 ${ms(results.render.p50)}, p95 ${ms(results.render.p95)}`);
console.log(`  HTML over HTTP, server on one core, ${concurrency} concurrent clients for ${seconds} s:`);
for (const k of ['on', 'off']) {
  const r = results[k];
  console.log(`    server rendering ${k.padEnd(3)}  TTFB p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; ${r.rps.toFixed(0)} pages/s (${r.n} pages${r.failed ? `, ${r.failed} failed` : ''})`);
}
process.exit(0);
