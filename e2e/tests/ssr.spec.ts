import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TENANT } from './helpers';
import { freshDataDir } from '../test-services.mjs';

// Server rendering of the public pages (docs/ssr.md) on the built site: the first HTML carries the
// page, it reads without JavaScript, the browser hydrates it without a warning or a second fetch,
// and a new mf-discovery release named by remotes.json changes it without a server restart.

const VENUE = 'the-olive-table-bugis';
const CONTAINER = '<div id="single-spa-application:mf-discovery" data-server-rendered>';

const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/sg', heading: 'Find the right venue for every event' },
  { path: '/sg/venues', heading: 'Venues in Singapore' },
  { path: `/sg/venues/${VENUE}`, heading: 'The Olive Table' },
  { path: `/sg/venues/${VENUE}/photos`, heading: /^Photos of The Olive Table/ },
  { path: '/sg/about-us', heading: 'About Venuely' },
  { path: '/sg/space', heading: /^Spaces to hire in/ },
  { path: '/sg/venuely/why-venuely', heading: 'Why Venuely?' },
  { path: '/sg/support/FAQ', heading: 'Help centre' },
  { path: '/sg/contact-us', heading: 'Contact us' },
];

/** The page as served, and the part of it the remote drew (scripts and head left out). */
async function served(request: APIRequestContext, url: string): Promise<{ html: string; drawn: string }> {
  const res = await request.get(url, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const start = html.indexOf(CONTAINER);
  const drawn = start < 0 ? '' : html.slice(start, html.indexOf('</main>', start));
  return { html, drawn };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

test('the first HTML of every public page carries its content, and the header and footer', async ({ request }) => {
  for (const p of PAGES) {
    const { html, drawn } = await served(request, p.path);
    expect(drawn, p.path).not.toBe('');
    // The shell's chrome, drawn by its server build for a visitor who is not signed in.
    // (React puts a preload of the logo before it.)
    expect(html, p.path).toMatch(/<div id="?shell-root"?>(<link [^>]*>)?<header class="sh-header">.*>Sign in<\/a>/s);
    expect(html, p.path).toMatch(/<div id="?shell-footer"?><div data-server-chrome><footer class="sh-footer">.*About us/s);
    const h1 = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(drawn)?.[1] ?? '';
    expect(text(h1).trim(), p.path).toMatch(p.heading instanceof RegExp ? p.heading : new RegExp(`^${p.heading.replace(/[?.]/g, '\\$&')}`));
  }
});

// @catalogue: it compares the API's results with the page's, so no venue may be approved meanwhile (playwright.config.ts).
test('the venue page’s first HTML names its spaces and prices; the search page’s, the first page of results', { tag: '@catalogue' }, async ({ request }) => {
  const venue = (await (await request.get(`/api/v1/venues/${VENUE}`, { headers: TENANT })).json()).data as { spaces: { name: string; price_from: { amount: number } | null }[] };
  const page = text((await served(request, `/sg/venues/${VENUE}`)).drawn);
  for (const s of venue.spaces) {
    expect(page).toContain(s.name);
    if (s.price_from) expect(page).toContain(`SGD ${s.price_from.amount.toLocaleString('en')}`);
  }

  const results = (await (await request.get('/api/v1/venues/search?country=sg', { headers: TENANT })).json()).data.data as { name: string }[];
  const search = text((await served(request, '/sg/venues')).drawn);
  expect(results.length).toBeGreaterThan(3);
  for (const r of results) expect(search).toContain(r.name);
});

test('a public page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/sg/venues/${VENUE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Olive Table' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Spaces/ })).toBeVisible();
  await expect(page.getByText('Private Dining Room').first()).toBeVisible();
  await context.close();
});

/** Opens `url` and reports hydration problems, calls for data the page already had, and whether the server's h1 is still the one shown. */
async function hydrate(page: Page, url: string) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#419|#422|#423|#425/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/hydrat|#418|#419|#422|#423|#425/i.test(e.message)) problems.push(e.message);
  });
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/(venues\/(search|recommended|filters|[a-z0-9-]+$)|country-settings)/.test(new URL(r.url()).pathname + new URL(r.url()).search)) dataCalls.push(r.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
    });
  });
  await page.goto(url);
  // Hydrated: the remote took its container over (the attribute goes at its first mount).
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The shell drew its own header and footer over the server's: one of each.
  await expect(page.locator('header.sh-header')).toHaveCount(1);
  await expect(page.locator('footer.sh-footer')).toHaveCount(1);
  await expect(page.locator('[data-server-chrome]')).toHaveCount(0);
  const sameH1 = await page.evaluate(() => {
    const h1 = (window as unknown as { serverH1: Element | null }).serverH1;
    return h1 !== null && h1 === document.querySelector('h1');
  });
  return { problems, dataCalls, sameH1 };
}

for (const viewport of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`every public page hydrates on a ${viewport.name} without a warning, a second fetch or a new tree`, async ({ browser }) => {
    test.setTimeout(90_000); // nine cold pages, each until the network is idle
    const context = await browser.newContext({ viewport });
    for (const p of PAGES) {
      const page = await context.newPage();
      const { problems, dataCalls, sameH1 } = await hydrate(page, p.path);
      expect(problems, p.path).toEqual([]);
      expect(sameH1, `${p.path}: the h1 the server drew is the one shown`).toBe(true);
      // The landing, search and venue pages were drawn from the data inlined with them.
      if (['/sg', '/sg/venues', `/sg/venues/${VENUE}`].includes(p.path)) expect(dataCalls, p.path).toEqual([]);
      await page.close();
    }
    await context.close();
  });
}

test('a signed-in visitor gets the page drawn in the browser', async ({ request }) => {
  const res = await request.get('/sg/venues', { headers: { accept: 'text/html', cookie: 'user=%7B%7D' } });
  expect(await res.text()).not.toContain(CONTAINER);
});

// ------------------------------------------------------------------ independent deployment

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A static file server for a folder: the CDN the releases are published to. */
async function cdn(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    try {
      res.end(readFileSync(path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

test('a new mf-discovery release named by remotes.json changes the server-drawn HTML without a restart', async ({ request }) => {
  test.setTimeout(180_000);
  const work = mkdtempSync(path.join(tmpdir(), 'venues-ssr-release-'));
  let api: ChildProcess | undefined;
  const { server, origin } = await cdn(work);
  try {
    // Two releases of the built remote; the second's server build says something new.
    cpSync(path.join(ROOT, 'mf-discovery/dist'), path.join(work, 'mf-discovery/1.0.0'), { recursive: true });
    cpSync(path.join(ROOT, 'mf-discovery/dist'), path.join(work, 'mf-discovery/1.1.0'), { recursive: true });
    const entry = path.join(work, 'mf-discovery/1.1.0/server/remoteEntry.js');
    const code = readFileSync(entry, 'utf8');
    expect(code).toContain('Why we exist');
    writeFileSync(entry, code.replaceAll('Why we exist', 'Why we exist, release 1.1.0'));

    const remotesFile = path.join(work, 'remotes.json');
    const publish = (version: string) => {
      const remotes = Object.fromEntries(['mf-admin', 'mf-enquiries', 'mf-owner', 'mf-profile'].map((r) => [r, `/mf/${r}/mf-manifest.json`]));
      writeFileSync(remotesFile, JSON.stringify({ ...remotes, 'mf-discovery': `${origin}/mf-discovery/${version}/mf-manifest.json` }));
    };
    publish('1.0.0');

    const port = await freePort();
    const dataDir = await freshDataDir(Number(process.env.E2E_PORT ?? 8181), path.join(work, 'data')); // the run's seeded data, copied
    api = spawn('node', [path.join(ROOT, 'server/dist/server.js')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_ROOT: ROOT, REMOTES_FILE: remotesFile },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    // The about page's first section heading, as the server drew it.
    const heading = async () => {
      const res = await request.get(`${base}/sg/about-us`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      return html.includes(CONTAINER) ? text(/<h2 id="why-we-exist-h">(.*?)<\/h2>/s.exec(html)?.[1] ?? '').trim() : null;
    };
    await expect.poll(async () => heading().catch(() => null), { timeout: 120_000, intervals: [1000] }).toBe('Why we exist');

    publish('1.1.0');
    await expect.poll(heading, { timeout: 30_000 }).toBe('Why we exist, release 1.1.0');
  } finally {
    api?.kill('SIGTERM');
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  }
});
