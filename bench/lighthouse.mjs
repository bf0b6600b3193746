// Lighthouse mobile performance of pages of the production build, in Debian's Chromium.
// Usage: node bench/lighthouse.mjs [paths… = /sg] [--url http://localhost:8080] [--runs 3] [--json out.json] [--devtools] [--cpu 4]
// Without --url it starts the production server (server/dist) on a fresh data folder first.
// Lighthouse's defaults are the mobile preset: a Moto G Power-sized screen, 4× CPU slowdown and
// simulated slow 4G. Each page is measured --runs times (cold: a new Chromium profile each run) and
// the median score is reported, as Lighthouse's own docs advise for variance.
// --devtools throttles the network and CPU for real while loading (Lighthouse's "devtools" method)
// instead of simulating from an unthrottled load: slower, but request chains (a call that waits on
// a script, an image that waits on a call) count as they would on a phone, where the simulation
// often hides them.
// Each row also gives the host's benchmarkIndex (Lighthouse's CPU score, median of the runs). The
// preset's 4× CPU slowdown is meant for a high-end desktop (benchmarkIndex 1500–2000, in
// Lighthouse's throttling documentation); a slower host emulates a slower phone, so figures compare
// on one machine only. --cpu sets the slowdown instead of the preset's 4: to see a page as a slower
// host would, scale it by the ratio of the indexes (this host 3000, that one 1500: --cpu 8).
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import { startBuiltServer } from './serve.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--url', '--runs', '--json', '--cpu']);
const pages = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
if (pages.length === 0) pages.push('/sg');
const runs = Number(flag('--runs') ?? 3);
const cpu = flag('--cpu') === undefined ? undefined : Number(flag('--cpu'));
let base = flag('--url');
let server = null;
if (!base) {
  server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 8191));
  base = server.base;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
try {
  // Warm the server once per page (first requests compile routes, fill caches): we measure the page, not a cold server.
  for (const p of pages) await fetch(base + p).catch(() => undefined);
  for (const p of pages) {
    const scores = [];
    const indexes = [];
    const byMetric = Object.fromEntries(METRICS.map(([id]) => [id, []]));
    for (let i = 0; i < runs; i++) {
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: once.
      const { lhr } = await measure(p).catch(() => measure(p));
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      indexes.push(lhr.environment.benchmarkIndex);
      for (const [id] of METRICS) byMetric[id].push(lhr.audits[id]?.numericValue ?? NaN);
    }
    const row = { page: p, score: median(scores), scores, benchmarkIndex: Math.round(median(indexes)) };
    for (const [id, short] of METRICS) row[short] = median(byMetric[id]);
    results.push(row);
    const fmt = (v, unit) => (unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3));
    console.log(
      `${p}: performance ${row.score} (runs: ${scores.join(', ')}); ` +
        METRICS.map(([, s]) => `${s} ${fmt(row[s], s === 'CLS' ? '' : 'ms')}`).join(', ') +
        `; benchmarkIndex ${row.benchmarkIndex}; bar 95`,
    );
  }
  const out = flag('--json');
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
} finally {
  await server?.stop();
}

/** One cold Lighthouse run of a page (a new Chromium profile). */
async function measure(p) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const r = await lighthouse(base + p, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      ...(args.includes('--devtools') ? { throttlingMethod: 'devtools' } : {}),
    }, cpu === undefined ? undefined : { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } });
    if (r.lhr.runtimeError) throw new Error(`${p}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
    return r;
  } finally {
    await chrome.kill();
  }
}
