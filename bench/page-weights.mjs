// Every route of the site with the JavaScript a cold visit downloads (gzip), against its budget
// (docs/design.md §7): public pages ≤ 200 KB, every other page ≤ 400 KB; and, for journeys across
// remotes in one visit (JOURNEYS), what each move to another remote's page downloads: ≤ 120 KB
// (antd is shared once, docs/performance.md). The routes are the site's table as the builds write it
// (each remote's dist/routes.json, merged: packages/mf-kit/webpack/site-routes.cjs), so a new page is measured too.
//
// Usage: node bench/page-weights.mjs [--url http://localhost:8080] [--only <substring>] [--public] [--files] [--phone] [--check] [--jobs N]
// --files lists each page's scripts with their gzip size, heaviest first (what to work on).
// --phone opens the pages at a phone's size (Lighthouse's 412×823) instead of a desktop's 1280×720:
// what a page loads only on a wide screen (the search page's map) is then left out.
// Without --url it starts the production server (server/dist) on a fresh data folder first.
// --public measures only the pages a visitor opens (no sign-in).
// --jobs N opens N pages at a time (default 2); each page still gets a fresh, empty browser context.
// --journeys measures only the JOURNEYS across remotes.
// --check exits 1 when a page (or a move of a journey) is over its budget, or over its ceiling for the few pages already over
// it (bench/page-ceilings.json, `ceilings` for pages and `moves` for moves: they may not grow). `npm test` runs `--check`.
// Needs a production build (node scripts/build.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startBuiltServer } from './serve.mjs';

const BUDGET_KB = { public: 200, private: 400 };
/** A move in the app to another remote's page, after a first page (antd already there). */
const MOVE_BUDGET_KB = 120;
const PASSWORD = 'Demo-pass-2026';
const TENANT = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };
/** Who opens a guarded page: the remote's own audience; the rest of the guarded pages are a customer's. */
const ACCOUNTS = { user: 'user@demo.test', venue: 'owner@demo.test', admin: 'admin@demo.test' };
const roleFor = (route) => (route.remote === 'mf-admin' ? 'admin' : route.remote === 'mf-owner' || route.pattern.includes('venue_id_draft') ? 'venue' : 'user');

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const check = args.includes('--check');
const publicOnly = args.includes('--public');
const journeysOnly = args.includes('--journeys');
const { ceilings: CEILINGS, moves: MOVE_CEILINGS = {} } = JSON.parse(readFileSync(path.join(root, 'bench/page-ceilings.json'), 'utf8'));
const files = args.includes('--files');
const phone = args.includes('--phone');
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const only = flag('--only');
const jobs = Math.max(1, Number(flag('--jobs') ?? 2));
let base = flag('--url') ?? null;
let server = null;
if (!base) {
  server = await startBuiltServer(8191);
  base = server.base;
}

// The site's pages: the product's name written into its pages' pattern, and whether a guard keeps visitors out.
const { builtSiteRoutes } = createRequire(import.meta.url)('../packages/mf-kit/webpack/site-routes.cjs');
const PRODUCT = process.env.PRODUCT || 'venuely';
const hints = builtSiteRoutes().map((r) => ({ pattern: r.pattern.replace('/:product/', `/${PRODUCT}/`), remote: r.remote, guarded: r.guard !== undefined }));

// Parameters: real where the page's code depends on the kind of value, a placeholder elsewhere
// (a page that finds nothing still downloads its code, which is what is measured).
const search = await (await fetch(`${base}/api/v1/venues/search?country=sg`, { headers: TENANT })).json();
const slug = search.data.data[0].slug;
const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';
const PARAMS = {
  country: 'sg',
  venue: slug,
  spaceType: 'function',
  termsandprivacy: 'terms',
  whyvenue: 'why-venuely',
  status: 'open',
  type: 'meetings',
  formId: 'details',
  spaceFormId: 'details',
  token: 'not-a-real-token',
  reset_token: 'not-a-real-token',
};
const pathOf = (pattern) => pattern.replace(/:([A-Za-z_]+)/g, (_, name) => PARAMS[name] ?? PLACEHOLDER);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** The cookies of a signed-in session, signed in through the page as a person would. */
async function cookiesOf(role) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/sg/login/${role}`);
  await page.getByLabel(/e-?mail/i).fill(ACCOUNTS[role]);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.includes('/login'), { timeout: 30_000 });
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}
const sessions = {};

/** Gzip sizes by script URL: a build's script names carry their content hash, and the shell's
 * unhashed entry files do not change during a run, so each file is compressed once, not per page. */
const gzipped = new Map();
function gzipSizeOf(url, body) {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(body, { level: 9 }).length);
  return gzipped.get(url);
}

/**
 * Counts the page's requests in flight, so that `settled` can wait for a quiet network of its own
 * length: Playwright's network idle is 500 ms without a request, and on a busy machine the code
 * between two requests (the start-up, then the remote, then its page) can run longer than that.
 * Read then, a 524 KB page measured 150 KB and a 492 KB page 215 KB.
 */
function trackRequests(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (d) => {
    inFlight += d;
    lastChange = Date.now();
  };
  // socket.io's long polls stay open by design: they are not the page still loading.
  const counted = (req) => !req.url().includes('/socket.io/');
  page.on('request', (req) => counted(req) && change(1));
  page.on('requestfinished', (req) => counted(req) && change(-1));
  page.on('requestfailed', (req) => counted(req) && change(-1));
  return { quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastChange) };
}

/** Waits until the shell has drawn the page's remote and no request has run for 2 s (at most 30 s). */
async function settled(page, requests) {
  await page.waitForSelector('#remote-slot > [id^="single-spa-application:"] > *', { timeout: 20_000 }).catch(() => undefined);
  const until = Date.now() + 30_000;
  while (requests.quietFor() < 2000 && Date.now() < until) await page.waitForTimeout(250).catch(() => undefined);
}

/** One page's cold visit: the scripts it downloads (gzip), up to when it sends the browser on. */
async function measure(route) {
  const role = route.guarded ? roleFor(route) : null;
  if (role) sessions[role] ??= cookiesOf(role);
  // A new context per page: nothing cached, as a first visit.
  const context = await browser.newContext(phone ? PHONE : {});
  if (role) await context.addCookies(await sessions[role]);
  const page = await context.newPage();
  const requests = trackRequests(page);
  const pending = [];
  const scripts = [];
  const url = pathOf(route.pattern);
  // A page that sends the browser on (sign-out, the redirect page) is measured up to then: what
  // loads after is the next page's, measured on its own row.
  let leftAt = null;
  const after = new Set();
  const elsewhere = (pathname) => pathname !== url && !pathname.startsWith(`${url}/`); // /profile → /profile/… stays
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && leftAt === null && elsewhere(new URL(frame.url()).pathname)) leftAt = frame.url();
  });
  page.on('request', (req) => leftAt !== null && after.add(req));
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    // The site's scripts only: a PDF shown in the page brings Chromium's own viewer (chrome-extension://…).
    if (!/^https?:/.test(res.url())) return;
    if (!/javascript/.test(type) && !res.url().endsWith('.js')) return;
    if (after.has(res.request())) return;
    const scriptUrl = new URL(res.url()).pathname;
    pending.push(
      res.body().then(
        (body) => {
          scripts.push({ url: scriptUrl, size: gzipSizeOf(scriptUrl, body) });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(base + url, { waitUntil: 'networkidle' }).catch(() => undefined);
  await settled(page, requests);
  await Promise.all(pending);
  await context.close();
  const kind = route.guarded ? 'private' : 'public';
  const kb = scripts.reduce((sum, f) => sum + f.size, 0) / 1024;
  const row = { pattern: route.pattern, url, who: role ?? 'visitor', kind, kb, over: kb > BUDGET_KB[kind] };
  const onward = leftAt ? ` (then on to ${new URL(leftAt).pathname})` : '';
  let out = `${kb.toFixed(1).padStart(7)} KB gz  ${kind.padEnd(7)} ${(role ?? 'visitor').padEnd(7)} ${row.over ? 'OVER ' : '     '}${route.pattern}${onward}`;
  if (files) for (const f of scripts.sort((a, b) => b.size - a.size)) out += `\n${(f.size / 1024).toFixed(1).padStart(16)} KB  ${f.url}`;
  console.log(out);
  return row;
}

/**
 * Visits that cross remotes, as people make them: each move is an in-app navigation (history
 * pushState, as the site's links do) to another remote's page, after the previous page settled.
 */
const JOURNEYS = [
  { role: 'venue', paths: ['/sg/venues/management', '/sg/enquiries', '/sg/profile/general-information', '/sg/team-members'] },
  { role: 'user', paths: ['/sg/enquiries', '/sg/profile/general-information', '/sg/bookings'] },
  { role: 'admin', paths: ['/sg/settings/countries', '/sg/profile/general-information', '/sg/enquiries'] },
];

/** The scripts (gzip) each move of a journey downloads, in one browser context. */
async function journey({ role, paths }) {
  sessions[role] ??= cookiesOf(role);
  const context = await browser.newContext(phone ? PHONE : {});
  await context.addCookies(await sessions[role]);
  const page = await context.newPage();
  const requests = trackRequests(page);
  let scripts = [];
  const pending = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !res.url().endsWith('.js')) return;
    const scriptUrl = new URL(res.url()).pathname;
    const into = scripts;
    pending.push(res.body().then((body) => into.push({ url: scriptUrl, size: gzipSizeOf(scriptUrl, body) }), () => undefined));
  });
  const rows = [];
  for (const [i, p] of paths.entries()) {
    scripts = [];
    if (i === 0) await page.goto(base + p, { waitUntil: 'networkidle' }).catch(() => undefined);
    else {
      // single-spa patches pushState to route, as the site's own links do (shell/src/routing/navigation.tsx).
      await page.evaluate((to) => history.pushState(null, '', to), p);
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    await settled(page, requests);
    await Promise.all(pending);
    const kb = scripts.reduce((sum, f) => sum + f.size, 0) / 1024;
    const row = { pattern: `${role}: ${i ? `→ ${p}` : p}`, kind: i ? 'move' : 'first', kb, over: i > 0 && kb > MOVE_BUDGET_KB };
    row.limit = MOVE_CEILINGS[row.pattern] ?? MOVE_BUDGET_KB;
    let out = `${kb.toFixed(1).padStart(7)} KB gz  ${(i ? 'move' : 'first').padEnd(7)} ${role.padEnd(7)} ${row.over ? 'OVER ' : '     '}${i ? `→ ${p}` : p}`;
    if (files) for (const f of scripts.sort((a, b) => b.size - a.size)) out += `\n${(f.size / 1024).toFixed(1).padStart(16)} KB  ${f.url}`;
    console.log(out);
    rows.push(row);
  }
  await context.close();
  return rows;
}

const wanted = journeysOnly ? [] : hints.filter((route) => (!only || route.pattern.includes(only)) && (!publicOnly || !route.guarded));
const rows = new Array(wanted.length);
const moves = [];
try {
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const i = next++;
      rows[i] = await measure(wanted[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, wanted.length) }, worker));
  if (!publicOnly && !only) for (const j of JOURNEYS) moves.push(...(await journey(j)).filter((r) => r.kind === 'move'));
} finally {
  await browser.close();
  await server?.stop();
}

const worst = (kind) => rows.filter((r) => r.kind === kind).sort((a, b) => b.kb - a.kb)[0];
for (const kind of ['public', 'private']) {
  const w = worst(kind);
  if (w) console.log(`heaviest ${kind} page: ${w.pattern} ${w.kb.toFixed(1)} KB gzip (budget ${BUDGET_KB[kind]} KB)`);
}
if (moves.length) {
  const w = moves.sort((a, b) => b.kb - a.kb)[0];
  console.log(`heaviest move to another remote: ${w.pattern} ${w.kb.toFixed(1)} KB gzip (budget ${MOVE_BUDGET_KB} KB)`);
}
const over = [...rows, ...moves].filter((r) => r.over);
console.log(`${rows.length} pages measured; ${over.length} over budget${over.length ? `: ${over.map((r) => r.pattern).join(', ')}` : ''}`);
if (check) {
  const failing = rows.filter((r) => r.kb > (CEILINGS[r.pattern] ?? BUDGET_KB[r.kind]));
  for (const r of failing) {
    const limit = CEILINGS[r.pattern] ? `its ceiling of ${CEILINGS[r.pattern]} KB (bench/page-ceilings.json)` : `the ${r.kind} budget of ${BUDGET_KB[r.kind]} KB`;
    console.log(`FAIL ${r.pattern}: ${r.kb.toFixed(1)} KB gzip, over ${limit}`);
  }
  for (const r of moves.filter((m) => m.kb > m.limit)) {
    failing.push(r);
    const limit = MOVE_CEILINGS[r.pattern] ? `its ceiling of ${r.limit} KB (bench/page-ceilings.json)` : `${MOVE_BUDGET_KB} KB (a second antd?)`;
    console.log(`FAIL ${r.pattern}: ${r.kb.toFixed(1)} KB gzip downloaded by the move, over ${limit}`);
  }
  if (failing.length) process.exit(1);
  console.log('every page within its budget or ceiling');
}
