// index.html carries the answers of the public calls a page's first render makes (page-data.ts):
// checked on the real app, against what the same calls answer over the API.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_DATA_ID, matchSiteRoute, mergeRoutes, pageCallKey, type VenueCard, type VenueSearchResult } from '@venues/contracts';
import { createTestApp, type TestApp } from '../../test/helpers';
import { pageCalls } from '../page-data';
import { ALL, DISCOVERY, ENQUIRIES, PROFILE, shellJson, writeDist } from './fixtures';

let root: string;
let t: TestApp;

function write(path: string, body: string) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
}


beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'venues-page-data-'));
  write('shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title></head><body></body></html>');
  write('shell/dist/shell.json', shellJson());
  // The remotes' builds: each names its pages and the page data they take (routes.json).
  for (const m of [DISCOVERY, PROFILE, ENQUIRIES]) writeDist(root, m);
  // A generous budget: a loaded test machine must not drop answers (the default is for production).
  t = await createTestApp({ staticRoot: root, pageDataBudgetMs: 2000 });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
const api = async (key: string) => (await t.req({ url: `/api${key}` })).json() as unknown;

/** The inlined answers of a served page, read back the way the browser does. */
function inlined(html: string): Record<string, unknown> {
  const m = new RegExp(`<script id="${PAGE_DATA_ID}" type="application/json">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : {};
}

describe('page data in index.html', () => {
  it('a search page carries its results (as the API answers them), the filter options and the storefronts, and preloads the first photo', async () => {
    const html = await page('/sg/venues?guests=40&sort=price_asc');
    const data = inlined(html);
    const key = pageCallKey('/v1/venues/search', { country: 'sg', guests: '40', sort: 'price_asc' });
    expect(Object.keys(data).sort()).toEqual(['/v1/country-settings', '/v1/venues/filters?country=sg', key].sort());
    const answer = (await api(key)) as { data: VenueSearchResult };
    expect(answer.data.total).toBeGreaterThan(0);
    expect(data[key]).toEqual(answer);
    expect(data['/v1/country-settings']).toEqual(await api('/v1/country-settings'));
    const photo = answer.data.data[0]!.photo!.url;
    expect(html).toContain(`<link rel="preload" href="${photo}" as="image" fetchpriority="high">`);
  });

  it('a venue page carries the venue and preloads its first photo; an unknown venue carries nothing of it', async () => {
    const first = ((await api('/v1/venues/search?country=sg')) as { data: { data: VenueCard[] } }).data.data[0]!;
    const html = await page(`/sg/venues/${first.slug}`);
    const venue = (await api(`/v1/venues/${first.slug}`)) as { data: { photos: { url: string }[] } };
    expect(inlined(html)[`/v1/venues/${first.slug}`]).toEqual(venue);
    expect(html).toContain(`<link rel="preload" href="${venue.data.photos[0]!.url}" as="image" fetchpriority="high">`);
    expect(inlined(await page(`/sg/venues/${first.slug}/photos`))).toHaveProperty(`/v1/venues/${first.slug}`);

    const unknown = inlined(await page('/sg/venues/no-such-venue-anywhere'));
    expect(Object.keys(unknown)).toEqual(['/v1/country-settings']);
  });

  it('a hostile query cannot end the script early, and a bad filter leaves its value out as the page does', async () => {
    const html = await page(`/sg/venues?q=${encodeURIComponent('</script><script>alert(1)</script>')}&guests=lots`);
    expect(html).not.toContain('<script>alert(1)');
    const keys = Object.keys(inlined(html));
    expect(keys).toContain(pageCallKey('/v1/venues/search', { country: 'sg', q: '</script><script>alert(1)</script>' }));
  });

  it('a page without calls of its own carries the storefront list only', async () => {
    expect(Object.keys(inlined(await page('/sg/about-us')))).toEqual(['/v1/country-settings']);
    expect(Object.keys(inlined(await page('/')))).toEqual(['/v1/country-settings']);
  });

  it('a route’s page data follows its remote’s routes.json: a release that drops it drops the calls', async () => {
    const key = pageCallKey('/v1/venues/search', { country: 'sg' });
    expect(Object.keys(inlined(await page('/sg/venues')))).toContain(key);
    const without = { ...DISCOVERY, routes: DISCOVERY.routes.map((r) => (r.pattern === '/:country/venues' ? { ...r, data: undefined } : r)) };
    write('mf-discovery/dist/routes.json', JSON.stringify(without));
    try {
      expect(Object.keys(inlined(await page('/sg/venues')))).toEqual(['/v1/country-settings']);
    } finally {
      write('mf-discovery/dist/routes.json', JSON.stringify(DISCOVERY));
    }
    expect(Object.keys(inlined(await page('/sg/venues')))).toContain(key);
  });

  it('nothing is inlined when the shell build does not name its tenant', async () => {
    write('shell/dist/shell.json', shellJson(null));
    // shell.json is read again when it changes.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'shell/dist/shell.json'), later, later);
    try {
      expect(await page('/sg/venues')).not.toContain(PAGE_DATA_ID);
    } finally {
      write('shell/dist/shell.json', shellJson());
      const after = new Date(Date.now() + 10000);
      utimesSync(join(root, 'shell/dist/shell.json'), after, after);
    }
  });
});

describe('pageCalls', () => {
  const { routes } = mergeRoutes(ALL);
  /** The calls of the page the merged table matches for a path. */
  const callsOf = (pathname: string, search: string) => pageCalls(matchSiteRoute(pathname, 'venuely', routes), search);

  it('names the calls of search and venue routes the way the API client keys them', () => {
    expect(callsOf('/sg/venues/search', 'page=1&guests=20').map((c) => c.key)).toEqual([
      '/v1/country-settings',
      '/v1/venues/search?country=sg&guests=20',
      '/v1/venues/filters?country=sg',
    ]);
    expect(callsOf('/my/venues/the-loft/', '').map((c) => c.key)).toEqual(['/v1/country-settings', '/v1/venues/the-loft']);
    expect(callsOf('/sg/venues/recommended', '').map((c) => c.key)).toEqual(['/v1/country-settings']);
    // The pay pages mount the provider's card form at once: its settings come with the page.
    expect(callsOf('/sg/enquiries/e1/view-offer/o1', '').map((c) => c.key)).toEqual(['/v1/country-settings', '/v1/payments/settings']);
    expect(callsOf('/sg/enquiries/e1/checkout/p1', '').map((c) => c.key)).toEqual(['/v1/country-settings', '/v1/payments/settings']);
    expect(callsOf('/sg/venues/a%2Fb', '').map((c) => c.key)).toEqual(['/v1/country-settings']);
  });

  it('names the landing page’s two venue rows, for a storefront code only', () => {
    expect(callsOf('/sg', '').map((c) => c.key)).toEqual([
      '/v1/country-settings',
      '/v1/venues/recommended?country=sg&limit=6',
      '/v1/venues/search?country=sg&limit=6&sort=popular',
    ]);
    expect(callsOf('/forgot-password', '').map((c) => c.key)).toEqual(['/v1/country-settings']);
    // `/:country` without a storefront code, and a path no route matches: the storefront list only.
    expect(callsOf('/sgp', '').map((c) => c.key)).toEqual(['/v1/country-settings']);
    expect(callsOf('/sg/no/such/page', '').map((c) => c.key)).toEqual(['/v1/country-settings']);
    expect(pageCalls(null, '').map((c) => c.key)).toEqual(['/v1/country-settings']);
  });
});
