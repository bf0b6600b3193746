// Search engines (docs/seo.md): robots.txt, the sitemap index and each storefront's sitemap, and
// the canonical and hreflang links of the served pages — on the real app and its seeded database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { DEMO_TENANT, mergeRoutes, sitemapPaths, storefrontPagePaths } from '@venues/contracts';
import { countrySettings, tenants, venues } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { IndexPage } from '../index-page';
import { disallowRules } from '../robots';
import { sitemapLimits } from '../sitemap';
import { fixedSiteState } from '../site-state';
import { staticLayout } from '../static';
import { ALL, DISCOVERY, shellJson, writeDist } from './fixtures';

let root: string;
let t: TestApp;
let tenantId: string;
let sgVenue: { slug: string; updatedAt: Date };
const ORIGIN = 'http://venuely.test';

function write(path: string, body: string) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, body);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'venues-seo-'));
  write('shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title><link rel="canonical" href="/" /></head><body></body></html>');
  write('shell/dist/shell.json', shellJson());
  for (const m of ALL) writeDist(root, m);
  t = await createTestApp({ staticRoot: root, pageDataBudgetMs: 0, publicUrl: ORIGIN });
  const [tenant] = await t.app.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, DEMO_TENANT.code));
  tenantId = tenant!.id;
  // 'us' is switched off: its storefront and its venues leave the sitemaps.
  await t.app.db.update(countrySettings).set({ active: false }).where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.cca2, 'us')));
  const [v] = await t.app.db
    .select({ slug: venues.slug, updatedAt: venues.updatedAt })
    .from(venues)
    .where(and(eq(venues.tenantId, tenantId), eq(venues.country, 'sg'), eq(venues.status, 'published')))
    .orderBy(asc(venues.slug))
    .limit(1);
  sgVenue = v!;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') => t.app.inject({ method: 'GET', url, headers: { host: 'venuely.test', accept } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
/** The <url> entry of `loc`, or undefined. */
const entry = (xml: string, loc: string) => xml.split('\n').find((l) => l.startsWith(`<url><loc>${loc}</loc>`));

async function insertVenue(slug: string, country: string, status: 'published' | 'draft') {
  await t.app.db.insert(venues).values({ tenantId, slug, name: `Fixture ${slug}`, country, city: 'X', latitude: 1, longitude: 1, timeZone: 'Asia/Singapore', currency: 'SGD', status });
}

describe('GET /robots.txt', () => {
  it('allows the site, disallows the API and every private page of the merged route table and names the sitemap index', async () => {
    const r = await get('/robots.txt');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    const lines = r.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    // Guarded pages, and a public page marked noindex (/:country/compare).
    for (const rule of ['/api/', '/callback/', '/*/profile', '/*/enquiries', '/*/venues/management', '/*/settings', '/*/availability', '/*/team-members', '/*/sales', '/*/shortlists/', '/*/favorites$', '/*/favorites/favoritesfolder', '/*/compare', '/*/announcements/list']) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    // Public pages stay open; a rule covered by a shorter one is not repeated.
    expect(lines.filter((l) => /^Disallow: \/\*\/(venues|about-us|favorites\/recentlyviewed)?$/.test(l))).toEqual([]);
    expect(lines).not.toContain('Disallow: /*/profile/password');
    expect(lines).not.toContain('Disallow: /*/enquiries/');
    expect(lines).not.toContain('Disallow: /mf/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('without a route table still keeps crawlers out of the API', () => {
    expect(disallowRules(null)).toContain('/api/');
    expect(disallowRules([])).toEqual(disallowRules(null));
    // A remote's release that adds a private page adds its rule.
    const { routes } = mergeRoutes([DISCOVERY, { remote: 'mf-new', routes: [{ pattern: '/:country/wallet/:id', guard: 'auth', layout: 'default' }] }]);
    expect(disallowRules(routes)).toContain('/*/wallet/');
  });

  it('writes absolute URLs from the configured origin only: another Host changes neither robots.txt, the sitemaps nor the page’s links', async () => {
    const evil = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', accept: 'text/html' } });
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/sg.xml', '/sg/about-us']) {
      const r = await evil(url);
      expect({ url, status: r.statusCode }).toEqual({ url, status: 200 });
      expect({ url, evil: r.body.includes('evil.example') }).toEqual({ url, evil: false });
      expect(r.body).toContain(ORIGIN);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists one sitemap per enabled storefront, not the disabled one', async () => {
    const r = await get('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/xml/);
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    expect(r.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const enabled = await t.app.db.select({ cca2: countrySettings.cca2 }).from(countrySettings).where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.active, true)));
    expect(enabled.length).toBeGreaterThan(2);
    expect(locs(r.body).sort()).toEqual(enabled.map((c) => `${ORIGIN}/sitemaps/${c.cca2}.xml`).sort());
    expect(r.body).not.toContain('/sitemaps/us.xml');
    expect((await get('/sitemaps/us.xml')).statusCode).toBe(404);
  });

  it('names a bad sitemap file in the error', async () => {
    const r = await get('/sitemaps/SINGAPORE.xml');
    expect(r.statusCode).toBe(400);
    expect(r.json().error.details.fields).toContainEqual(expect.objectContaining({ field: 'file' }));
  });
});

describe('GET /sitemaps/{cc}.xml', () => {
  it('lists the storefront’s pages (the routes’ sitemap) with hreflang alternates and its published venues with lastmod, without alternates', async () => {
    await insertVenue('fixture-draft-hall', 'sg', 'draft');
    await insertVenue('fixture-kl-hall', 'my', 'published');
    const r = await get('/sitemaps/sg.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/xml/);
    expect(r.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const all = locs(r.body);
    for (const p of ['', '/venues', '/space', '/space/function', '/about-us', '/about-us/terms', '/about-us/privacy', '/contact-us', '/support/FAQ', '/support/FAQ-cancellation', '/insights', '/venuely/why-venuely']) {
      expect(all).toContain(`${ORIGIN}/sg${p}`);
    }
    // The routes' sitemap pages are the storefront pages the site always had.
    expect(all.filter((l) => !l.includes('/sg/venues/')).sort()).toEqual(storefrontPagePaths('venuely').map((p) => `${ORIGIN}/sg${p}`).sort());
    const about = entry(r.body, `${ORIGIN}/sg/about-us`)!;
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en-SG" href="${ORIGIN}/sg/about-us"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en-MY" href="${ORIGIN}/my/about-us"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/sg/about-us"/>`);
    expect(about).not.toContain('hreflang="en-US"');

    const venue = entry(r.body, `${ORIGIN}/sg/venues/${sgVenue.slug}`)!;
    expect(venue).toBe(`<url><loc>${ORIGIN}/sg/venues/${sgVenue.slug}</loc><lastmod>${sgVenue.updatedAt.toISOString()}</lastmod></url>`);
    expect(all).not.toContain(`${ORIGIN}/sg/venues/fixture-draft-hall`);
    expect(all.filter((l) => l.includes('fixture-kl-hall'))).toEqual([]);
    const published = await t.app.db.select({ slug: venues.slug }).from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.country, 'sg'), eq(venues.status, 'published')));
    expect(all.filter((l) => l.includes('/sg/venues/'))).toHaveLength(published.length);
    expect((await get('/sitemaps/my.xml')).body).toContain(`<loc>${ORIGIN}/my/venues/fixture-kl-hall</loc>`);
  });

  it('escapes what XML must not carry raw', async () => {
    await insertVenue("o'brien&co", 'sg', 'published');
    const body = (await get('/sitemaps/sg.xml')).body;
    expect(body).toContain(`<loc>${ORIGIN}/sg/venues/o&apos;brien%26co</loc>`);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('splits a storefront past the page size into pages the index names, every URL once', async () => {
    const saved = { ...sitemapLimits };
    sitemapLimits.pageSize = 10;
    sitemapLimits.batch = 3;
    try {
      const index = locs((await get('/sitemap.xml')).body).filter((l) => l.includes('/sitemaps/sg'));
      const count = await t.app.db.select({ slug: venues.slug }).from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.country, 'sg'), eq(venues.status, 'published')));
      const total = sitemapPaths(mergeRoutes(ALL).routes, 'venuely').length + count.length;
      const pages = Math.ceil(total / 10);
      expect(pages).toBeGreaterThan(3);
      expect(index).toEqual(Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemaps/sg-${i + 1}.xml`));
      const seen: string[] = [];
      for (let n = 1; n <= pages; n++) {
        const r = await get(`/sitemaps/sg-${n}.xml`);
        expect(r.statusCode).toBe(200);
        const page = locs(r.body);
        expect(page.length).toBe(n < pages ? 10 : total - 10 * (pages - 1));
        seen.push(...page);
      }
      expect(new Set(seen).size).toBe(total);
      expect(seen.filter((l) => l.includes('/sg/venues/') && l !== `${ORIGIN}/sg/venues`)).toHaveLength(count.length);
      expect((await get('/sitemaps/sg.xml')).statusCode).toBe(404);
      expect((await get(`/sitemaps/sg-${pages + 1}.xml`)).statusCode).toBe(404);
    } finally {
      Object.assign(sitemapLimits, saved);
    }
  });
});

describe('canonical and hreflang in the served page', () => {
  const page = async (url: string) => (await get(url, 'text/html')).body;
  const canonical = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]);

  it('a content page: its canonical URL without tracking parameters, and the same page in every enabled storefront', async () => {
    const html = await page('/sg/about-us?utm_source=newsletter&utm_medium=email&fbclid=abc&ref=partner');
    expect(canonical(html)).toEqual([`${ORIGIN}/sg/about-us`]);
    expect(html).not.toContain('<link rel="canonical" href="/" />');
    const alt = alternates(html);
    expect(alt).toContainEqual(['en-SG', `${ORIGIN}/sg/about-us`]);
    expect(alt).toContainEqual(['en-MY', `${ORIGIN}/my/about-us`]);
    expect(alt).toContainEqual(['x-default', `${ORIGIN}/sg/about-us`]);
    expect(alt.map((a) => a[0])).not.toContain('en-US');
  });

  it('replaces the build’s canonical link also when minified (unquoted attributes)', async () => {
    write('min/shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title><link rel=canonical href=/><link rel=icon href=/favicon.svg></head><body></body></html>');
    const layout = staticLayout(join(root, 'min'), join(root, 'public'));
    const html = (await new IndexPage(layout, { read: async () => fixedSiteState({}) }).render('/sg', undefined, { canonical: `${ORIGIN}/sg`, alternates: [{ hreflang: 'x-default', href: `${ORIGIN}/sg` }] }))!;
    expect(canonical(html)).toEqual([`${ORIGIN}/sg`]);
    expect(html).not.toContain('rel=canonical');
    expect(html).toContain('<link rel=icon href=/favicon.svg>');
    expect(alternates(html)).toEqual([['x-default', `${ORIGIN}/sg`]]);
  });

  it('a search keeps its filters in the canonical URL and names no alternates; a venue page has neither query nor alternates', async () => {
    const search = await page('/sg/venues?city=Orchard&utm_campaign=x&gclid=y&guests=40');
    expect(canonical(search)).toEqual([`${ORIGIN}/sg/venues?city=Orchard&amp;guests=40`]); // & as HTML writes it in an attribute
    expect(alternates(search)).toEqual([]);
    const venue = await page(`/sg/venues/${sgVenue.slug}?date=2026-12-01&fbclid=z`);
    expect(canonical(venue)).toEqual([`${ORIGIN}/sg/venues/${sgVenue.slug}`]);
    expect(alternates(venue)).toEqual([]);
  });
});
