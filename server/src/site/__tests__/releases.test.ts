// The server reading the releases (site-state.ts, releases.ts): before the first release the dists,
// then live.json — remotes.json and the merged route table from one read, picked up without a
// restart — version folders served immutable as soon as they exist, and the table driving the
// page's status, preloads, server rendering, robots.txt and the sitemap.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageRoute, RouteManifest, SiteRoute } from '@venues/contracts';
import { createTestApp, type TestApp } from '../../test/helpers';
import { release, rollback } from '../../release/release';
import { readLive, releaseManifestUrl, writeLive, type LiveRemote, type LiveState } from '../releases';
import { IndexPage } from '../index-page';
import { SiteStateReader, localFolder } from '../site-state';
import { staticLayout } from '../static';
import { DISCOVERY, PROFILE, browserManifest, shellJson, writeDist, writeFile } from './fixtures';

let root: string;
let releases: string;
let t: TestApp;

const INDEX = '<!doctype html><html><head><title>Venuely</title></head><body><div id=shell-root></div><main id=remote-slot></main><div id=shell-footer></div></body></html>';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'venues-releases-'));
  releases = join(root, 'releases');
  writeFile(root, 'shell/dist/index.html', INDEX);
  writeFile(root, 'shell/dist/shell.json', shellJson());
  writeDist(root, DISCOVERY, { js: ['js/app.dist0000.js'] });
  writeDist(root, PROFILE);
  // A generous page-data budget: the server-drawn page needs the storefront list.
  t = await createTestApp({ staticRoot: root, pageDataBudgetMs: 2000 });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => rmSync(releases, { recursive: true, force: true })); // each test starts before the first release

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const page = (url: string) => get(url, { accept: 'text/html' });
const inlined = <T>(html: string, id: string): T | null => {
  const m = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as T) : null;
};

/** A release folder of `m.remote` as the release command leaves it (the dist copied), and its live.json entry. */
function writeRelease(m: RouteManifest, version: string, { js = [`js/app.${version.slice(0, 8)}.js`], server }: { js?: string[]; server?: string } = {}): LiveRemote {
  const dir = join(releases, m.remote, version);
  writeFile(dir, 'mf-manifest.json', browserManifest(m.remote, { js }));
  writeFile(dir, 'remoteEntry.js', `var x = "${version}";`);
  writeFile(dir, 'remoteEntry.js.gz', gzipSync(`var x = "${version}";`));
  for (const f of js) writeFile(dir, f, `/* ${version} */`);
  writeFile(dir, 'routes.json', JSON.stringify(m));
  if (server) {
    writeFile(dir, 'server/mf-manifest.json', JSON.stringify({ metaData: { name: m.remote.replace(/-/g, '_'), remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    writeFile(dir, 'server/remoteEntry.js', server);
  }
  return { version, manifest: releaseManifestUrl(m.remote, version), routes: m.routes, released_at: new Date().toISOString(), released_by: 'test' };
}

const withRoute = (m: RouteManifest, route: PageRoute): RouteManifest => ({ ...m, routes: [...m.routes, route] });

describe('the site’s state', () => {
  it('before the first release: the dists, at /mf/<remote>/, with each dist’s routes.json', async () => {
    expect((await get('/remotes.json')).json()).toEqual({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json', 'mf-profile': '/mf/mf-profile/mf-manifest.json' });
    const routes = await get('/routes.json');
    expect(routes.headers['cache-control']).toBe('no-cache');
    const table = routes.json() as SiteRoute[];
    expect(table).toHaveLength(DISCOVERY.routes.length + PROFILE.routes.length);
    expect(table[0]).toMatchObject({ pattern: '/forgot-password', remote: 'mf-profile' }); // fixed segments first
    const html = (await page('/sg/about-us')).body;
    expect(inlined(html, 'venues-routes')).toEqual(table);
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/js/app.dist0000.js" as="script" fetchpriority="low">');
  });

  it('live.json: remotes.json and the routes from it, a new one picked up without a restart', async () => {
    writeLive(releases, { remotes: { 'mf-discovery': writeRelease(withRoute(DISCOVERY, { pattern: '/:country/old-page', layout: 'default' }), 'aaaaaaaaaaa1') } });
    expect((await get('/remotes.json')).json()).toEqual({ 'mf-discovery': '/mf/mf-discovery/aaaaaaaaaaa1/mf-manifest.json' });
    expect((await page('/sg/old-page')).statusCode).toBe(200);
    expect((await page('/sg/new-page')).statusCode).toBe(404);
    expect((await page('/sg/login')).statusCode).toBe(404); // mf-profile is not live: its dist does not count once releases exist

    writeLive(releases, { remotes: { 'mf-discovery': writeRelease(withRoute(DISCOVERY, { pattern: '/:country/new-page', layout: 'default' }), 'bbbbbbbbbbb2') } });
    expect((await get('/remotes.json')).json()).toEqual({ 'mf-discovery': '/mf/mf-discovery/bbbbbbbbbbb2/mf-manifest.json' });
    expect((await get('/routes.json')).json().map((r: SiteRoute) => r.pattern)).toContain('/:country/new-page');
    expect((await page('/sg/old-page')).statusCode).toBe(404);
    const html = (await page('/sg/new-page')).body;
    expect(inlined(html, 'venues-remotes')).toEqual({ 'mf-discovery': '/mf/mf-discovery/bbbbbbbbbbb2/mf-manifest.json' });
    // Preloads from the version folder live.json names.
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/bbbbbbbbbbb2/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/mf/mf-discovery/bbbbbbbbbbb2/js/app.bbbbbbbb.js" as="script" fetchpriority="low">');
    // live.json gone: back to the dists.
    rmSync(join(releases, 'live.json'));
    expect((await get('/remotes.json')).json()).toHaveProperty('mf-profile');
  });

  it('a page never pairs one release’s routes with another’s code, while live.json switches under it', async () => {
    const v1 = writeRelease(withRoute(DISCOVERY, { pattern: '/:country/only-in-v1', layout: 'default' }), 'cccccccccc01');
    const v2 = writeRelease(withRoute(DISCOVERY, { pattern: '/:country/only-in-v2', layout: 'default' }), 'cccccccccc02');
    writeLive(releases, { remotes: { 'mf-discovery': v1 } });
    let flips = 0;
    const flipper = setInterval(() => writeLive(releases, { remotes: { 'mf-discovery': ++flips % 2 ? v2 : v1 } }), 1);
    try {
      // Pages 40 at a time until both versions have been served (the first batch nearly always
      // does): the check below must have met each release, or it proved nothing about the switch.
      const seen = new Set<string>();
      for (let batch = 0; batch < 25 && seen.size < 2; batch++) {
        const pages = await Promise.all(Array.from({ length: 40 }, () => page('/sg/about-us')));
        for (const p of pages) {
          const remotes = inlined<Record<string, string>>(p.body, 'venues-remotes')!;
          const patterns = inlined<SiteRoute[]>(p.body, 'venues-routes')!.map((r) => r.pattern);
          const version = remotes['mf-discovery']!.includes('cccccccccc01') ? 'v1' : 'v2';
          seen.add(version);
          expect(patterns).toContain(version === 'v1' ? '/:country/only-in-v1' : '/:country/only-in-v2');
          expect(patterns).not.toContain(version === 'v1' ? '/:country/only-in-v2' : '/:country/only-in-v1');
        }
      }
      expect(flips).toBeGreaterThan(0);
      expect([...seen].sort()).toEqual(['v1', 'v2']);
    } finally {
      clearInterval(flipper);
    }
    // The reader's own answer: one LiveState, one table.
    const reader = new SiteStateReader(staticLayout(root, join(root, 'public')));
    for (const v of [v1, v2, v1]) {
      writeLive(releases, { remotes: { 'mf-discovery': v } });
      const state = await reader.read();
      expect(state.source).toBe('releases');
      expect(state.remotes!['mf-discovery']).toBe(v.manifest);
      expect(state.routes.map((r) => r.pattern)).toContain(v.routes[v.routes.length - 1]!.pattern);
      expect(state.folderOf('mf-discovery')).toBe(join(releases, 'mf-discovery', v.version));
    }
  });

  it('resolves a manifest URL to its folder on this server: the dist, a version folder, or one on REMOTES_ORIGIN', async () => {
    const cdn = 'https://cdn.example.com';
    const layout = staticLayout(root, join(root, 'public'));
    const entry = writeRelease(DISCOVERY, '222222222222');
    expect(localFolder(layout, null, 'mf-discovery', '/mf/mf-discovery/mf-manifest.json')).toBe(join(root, 'mf-discovery/dist'));
    expect(localFolder(layout, null, 'mf-discovery', entry.manifest)).toBe(join(releases, 'mf-discovery/222222222222'));
    expect(localFolder(layout, cdn, 'mf-discovery', `${cdn}${entry.manifest}`)).toBe(join(releases, 'mf-discovery/222222222222'));
    expect(localFolder(layout, null, 'mf-discovery', `${cdn}${entry.manifest}`)).toBeNull(); // another origin than REMOTES_ORIGIN
    expect(localFolder(layout, null, 'mf-discovery', '/mf/mf-discovery/333333333333/mf-manifest.json')).toBeNull(); // no such folder
    expect(localFolder(layout, null, 'mf-profile', entry.manifest)).toBeNull(); // another remote's URL

    // Served from the CDN: the page preloads from there, with the files read from the folder here (nothing fetched).
    writeLive(releases, { remotes: { 'mf-discovery': { ...entry, manifest: `${cdn}${entry.manifest}` } } });
    const site = new SiteStateReader(layout, { remotesOrigin: cdn });
    const html = (await new IndexPage(layout, site).render('/sg/about-us'))!;
    expect(html).toContain(`<link rel="preload" href="${cdn}/mf/mf-discovery/222222222222/js/app.22222222.js" as="script" fetchpriority="low">`);
  });

  it('keeps the last good live.json while a broken one is on disk', async () => {
    const reader = new SiteStateReader(staticLayout(root, join(root, 'public')));
    writeLive(releases, { remotes: { 'mf-discovery': writeRelease(DISCOVERY, 'dddddddddddd') } });
    expect((await reader.read()).remotes).toEqual({ 'mf-discovery': '/mf/mf-discovery/dddddddddddd/mf-manifest.json' });
    writeFile(releases, 'live.json', '{"remotes": ');
    expect((await reader.read()).remotes).toEqual({ 'mf-discovery': '/mf/mf-discovery/dddddddddddd/mf-manifest.json' });
  });
});

describe('version folders at /mf/<remote>/<version>/', () => {
  it('serves a folder made after the start, every file immutable, precompressed, and the dist as before', async () => {
    expect((await get('/mf/mf-discovery/eeeeeeeeeeee/remoteEntry.js')).statusCode).toBe(404);
    writeRelease(DISCOVERY, 'eeeeeeeeeeee');
    const entry = await get('/mf/mf-discovery/eeeeeeeeeeee/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var x = "eeeeeeeeeeee";');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/mf/mf-discovery/eeeeeeeeeeee/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.json()).toMatchObject({ name: 'mf_discovery' });
    const gz = await get('/mf/mf-discovery/eeeeeeeeeeee/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect((await get('/mf/mf-discovery/eeeeeeeeeeee/js/app.eeeeeeee.js')).statusCode).toBe(200);

    expect((await get('/mf/mf-discovery/eeeeeeeeeeee/missing.js')).statusCode).toBe(404);
    expect((await get('/mf/mf-nothing/eeeeeeeeeeee/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/mf/mf-discovery/eeeeeeeeeeee/../../../shell/dist/index.html')).statusCode).toBeGreaterThanOrEqual(400);
    // The dist, revalidated as before.
    const dist = await get('/mf/mf-discovery/remoteEntry.js');
    expect(dist.statusCode).toBe(200);
    expect(dist.headers['cache-control']).toBe('no-cache');
  });
});

describe('the merged table drives the page', () => {
  it('404 for a path no route matches (checks included), the same page; `/` and matched paths 200', async () => {
    const missing = await page('/sg/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<title>Venuely</title>');
    expect(inlined(missing.body, 'venues-routes')).not.toBeNull(); // the shell draws its not-found from the same table
    expect((await page('/')).statusCode).toBe(200);
    expect((await page('/sg')).statusCode).toBe(200);
    expect((await page('/forgot-password')).statusCode).toBe(200);
    expect((await page('/sg/venuely/why-venuely')).statusCode).toBe(200);
    // A check that fails is no match: another product's name, the owner area (mf-owner is not built here).
    expect((await page('/sg/acme/why-venuely')).statusCode).toBe(404);
    expect((await page('/sg/venues/management')).statusCode).toBe(404);
  });

  it('draws an ssr route with the server build of the version folder live.json names', async () => {
    const container = (html: string) => `module.exports = { init() {}, get: (n) => Promise.resolve(() => ({ render: async ({ url }) => ({ html: ${html} }) })) };`;
    writeLive(releases, { remotes: { 'mf-discovery': writeRelease(DISCOVERY, 'ffffffffffff', { server: container('`<h1>ffff ${url}</h1>`') }) } });
    const html = (await page('/sg/about-us')).body;
    expect(html).toContain('<div id="single-spa-application:mf-discovery" data-server-rendered><h1>ffff /sg/about-us</h1></div>');
    expect((await page('/sg/venues/recommended')).body).not.toContain('data-server-rendered'); // no ssr on that route
  });

  it('robots.txt and the sitemap follow the live table', async () => {
    const next = withRoute(withRoute(DISCOVERY, { pattern: '/:country/wallet/:id', layout: 'default', guard: 'auth' }), { pattern: '/:country/gift-cards', layout: 'default', sitemap: true });
    expect((await get('/robots.txt')).body).not.toContain('Disallow: /*/wallet/');
    expect((await get('/sitemaps/sg.xml')).body).not.toContain('/sg/gift-cards<');
    writeLive(releases, { remotes: { 'mf-discovery': writeRelease(next, '111111111111') } });
    expect((await get('/robots.txt')).body).toContain('Disallow: /*/wallet/');
    const sitemap = (await get('/sitemaps/sg.xml')).body;
    expect(sitemap).toContain('/sg/gift-cards</loc>');
    expect(sitemap).toContain('/sg/about-us</loc>');
  });

  it('a release by the command is served at once, and its rollback too', async () => {
    writeFile(root, 'shell/dist/mf-manifest.json', JSON.stringify({ name: 'shell', shared: [] }));
    const s = { staticRoot: root, releasesDir: releases, remotesOrigin: null, by: 'test' };
    const first = await release(s, 'mf-profile');
    expect(first).toMatchObject({ ok: true, adopted: [{ remote: 'mf-discovery' }] });
    const v1 = (readLive(releases) as LiveState).remotes['mf-profile']!.version;
    expect((await get('/remotes.json')).json()).toEqual({
      'mf-discovery': expect.stringMatching(/^\/mf\/mf-discovery\/[0-9a-f]{12}\/mf-manifest\.json$/),
      'mf-profile': `/mf/mf-profile/${v1}/mf-manifest.json`,
    });
    expect((await page('/sg/sign-up-now')).statusCode).toBe(404);

    writeDist(join(root, 'builds'), withRoute(PROFILE, { pattern: '/:country/sign-up-now', layout: 'bare' }));
    const second = await release(s, 'mf-profile', { from: join(root, 'builds/mf-profile/dist') });
    expect(second.ok).toBe(true);
    expect((await page('/sg/sign-up-now')).statusCode).toBe(200);
    expect(existsSync(join(releases, 'mf-profile', second.version!, 'routes.json'))).toBe(true);
    expect((await get(`/mf/mf-profile/${second.version}/remoteEntry.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect(await rollback(s, 'mf-profile')).toMatchObject({ ok: true, version: v1 });
    expect((await page('/sg/sign-up-now')).statusCode).toBe(404);
    expect((await get('/remotes.json')).json()['mf-profile']).toBe(`/mf/mf-profile/${v1}/mf-manifest.json`);
  });
});
