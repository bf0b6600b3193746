// Lighthouse mobile performance of pages of the production build, in Debian's Chromium.
// Usage: node bench/lighthouse.mjs [[role:]paths… = /sg] [--url http://localhost:8080] [--runs 3] [--json out.json] [--devtools] [--cpu 4]
// A path with a role (user:/sg/enquiries, venue:/sg/availability, admin:/sg/venues/management/admin-venue)
// is measured signed in as that demo role: each run signs in through the login page in its fresh
// Chromium, then empties the browser's cache (the session's cookies stay), so the page is still a
// cold visit. `--signed-in` measures the five signed-in pages (SIGNED_IN below).
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
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './serve.mjs';

const ACCOUNTS = { user: 'user@demo.test', venue: 'owner@demo.test', admin: 'admin@demo.test' };
const PASSWORD = 'Demo-pass-2026';
/** The signed-in pages held to the bar (docs/performance.md): a customer's inbox and conversation, an owner's calendar and dashboard, the administrators' review list. */
const SIGNED_IN = ['user:/sg/enquiries', 'user:/sg/enquiries/{enquiry}', 'venue:/sg/availability', 'venue:/sg/dashboard', 'admin:/sg/venues/management/admin-venue'];

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--url', '--runs', '--json', '--cpu', '--reports']);
const pages = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
if (args.includes('--signed-in')) pages.push(...SIGNED_IN);
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
  // A conversation of the customer's: the first of their inbox.
  for (const [i, p] of pages.entries()) if (p.includes('{enquiry}')) pages[i] = p.replace('{enquiry}', await firstEnquiry());
  // Warm the server once per page (first requests compile routes, fill caches): we measure the page, not a cold server.
  for (const p of pages) await fetch(base + pathOf(p)).catch(() => undefined);
  for (const p of pages) {
    const scores = [];
    const indexes = [];
    const byMetric = Object.fromEntries(METRICS.map(([id]) => [id, []]));
    for (let i = 0; i < runs; i++) {
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: once.
      const { lhr } = await measure(p).catch(() => measure(p));
      // --reports <folder>: each run's whole Lighthouse report, to see where the time went (bootup-time, mainthread-work-breakdown).
      if (flag('--reports')) {
        mkdirSync(flag('--reports'), { recursive: true });
        writeFileSync(path.join(flag('--reports'), `${p.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`), JSON.stringify(lhr));
      }
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

function roleOf(p) {
  const m = /^(user|venue|admin):/.exec(p);
  return m ? m[1] : null;
}
function pathOf(p) {
  return p.replace(/^(user|venue|admin):/, '');
}

/** The id of the demo customer's first enquiry (signed in through the API). */
async function firstEnquiry() {
  const headers = { 'content-type': 'application/json', 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };
  const login = await (await fetch(`${base}/api/v2/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: ACCOUNTS.user, password: PASSWORD, role: 'user' }) })).json();
  const token = login.data?.accessToken ?? login.data?.token;
  const list = await (await fetch(`${base}/api/v1/enquiries?page=1`, { headers: { ...headers, authorization: `Bearer ${token}` } })).json();
  const first = (list.data?.data ?? list.data ?? [])[0];
  if (!first) throw new Error(`no enquiry for ${ACCOUNTS.user}: ${JSON.stringify(list).slice(0, 200)}`);
  return first._id;
}

/** Signs in through the login page in this Chromium, as a person would, then empties its cache. */
async function signIn(port, role) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/sg/login/${role}`);
    await page.getByLabel(/e-?mail/i).fill(ACCOUNTS[role]);
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((u) => !u.pathname.includes('/login'), { timeout: 30_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await page.close();
  } finally {
    // Leaves Chromium running: only Playwright's connection ends.
    await browser.close();
  }
}

/** One cold Lighthouse run of a page (a new Chromium profile). */
async function measure(p) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const role = roleOf(p);
    if (role) await signIn(chrome.port, role);
    const r = await lighthouse(base + pathOf(p), {
      port: chrome.port,
      // Signed in: keep the session's cookies (the cache was emptied by signIn; the profile is new).
      ...(role ? { disableStorageReset: true } : {}),
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
