// The public pages under a crowd (docs/ssr.md "Under a crowd"), on the production build (node
// scripts/build.mjs first) and loopback only: --clients concurrent clients (keep-alive, as browsers)
// ask one address back to back for --seconds, or until --requests answers, for each of the API's
// venue read, the server-drawn search page and the venue page; with the shared page cache as
// configured (PAGE_CACHE_SECONDS, 10) and, for comparison, without it (0). Prints p50/p95/p99 and
// answers per second, and the bar: a drawn page's p95 within 2× the API venue read's.
//
//   node bench/crowd.mjs [--clients 200] [--seconds 15] [--requests 20000] [--port 8195]
import { Agent, request } from 'node:http';
import { numberOption, startBuiltServer } from './serve.mjs';

const clients = numberOption('clients', 200);
const seconds = numberOption('seconds', 15);
const maxRequests = numberOption('requests', 20_000);
const port = numberOption('port', 8195);
// As a browser asks: compressed.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const TENANT = { ...BROWSER, 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;

/** One GET on a kept-alive connection: ms to the whole answer, its status and how the page cache answered. */
function timedGet(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ ms: performance.now() - start, status: res.statusCode, cache: res.headers['x-page-cache'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `clients` clients asking `url` back to back for `secs` (or `maxRequests` answers in all). */
async function crowd(url, headers, secs = seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const times = [];
  const outcomes = {};
  let failed = 0;
  const started = performance.now();
  const until = started + secs * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until && times.length + failed < maxRequests) {
        const r = await timedGet(agent, url, headers);
        if (r.status !== 200) failed++;
        else times.push(r.ms);
        if (r.cache) outcomes[r.cache] = (outcomes[r.cache] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { n: times.length, failed, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), rps: times.length / elapsed, outcomes };
}

const results = [];
for (const cacheSeconds of ['10', '0']) {
  const server = await startBuiltServer(port, { env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', PAGE_CACHE_SECONDS: cacheSeconds } });
  const base = `http://127.0.0.1:${port}`;
  try {
    const found = await (await fetch(`${base}/api/v1/venues/search?country=sg&limit=1`, { headers: TENANT })).json();
    const slug = found.data.data[0].slug;
    const targets = [
      { name: 'API venue read', url: `${base}/api/v1/venues/${slug}`, headers: TENANT },
      { name: 'search page', url: `${base}/sg/venues`, headers: { ...BROWSER, accept: 'text/html' } },
      { name: 'venue page', url: `${base}/sg/venues/${slug}`, headers: { ...BROWSER, accept: 'text/html' } },
    ];
    // Past the new node's first sweeps (a freshly seeded database keeps a core busy for seconds).
    for (const t of targets) await crowd(t.url, t.headers, 4);
    for (const t of targets) results.push({ cache: cacheSeconds !== '0', ...t, ...(await crowd(t.url, t.headers)) });
  } finally {
    await server.stop();
  }
}

console.log(`${clients} concurrent clients, ${seconds} s per address (server and clients share this machine's cores)`);
for (const cache of [true, false]) {
  console.log(cache ? 'with the shared page cache (PAGE_CACHE_SECONDS=10):' : 'without it (PAGE_CACHE_SECONDS=0):');
  const rows = results.filter((r) => r.cache === cache);
  for (const r of rows) {
    const how = Object.keys(r.outcomes).length ? `  (${Object.entries(r.outcomes).map(([k, v]) => `${k} ${v}`).join(', ')})` : '';
    console.log(`  ${r.name.padEnd(15)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.rps.toFixed(0).padStart(5)}/s  ${r.n} answers${r.failed ? `, ${r.failed} failed` : ''}${how}`);
  }
  const api = rows.find((r) => r.name === 'API venue read');
  for (const r of rows.filter((x) => x !== api)) {
    const ratio = r.p95 / api.p95;
    console.log(`  bar: ${r.name} p95 ≤ 2× the API read's: ${ratio.toFixed(2)}× ${ratio <= 2 ? 'met' : 'NOT met'}`);
  }
}
process.exit(0);
