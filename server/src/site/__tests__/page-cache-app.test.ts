import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { COOKIE_NAMES } from '@venues/contracts';
import { venues } from '../../db/schema';
import { refreshVenueSummaries } from '../../db/venue-summary';
import { createTestApp, type TestApp } from '../../test/helpers';
import { ALL, shellJson, writeDist } from './fixtures';

// The shared cache of public pages on the real app and its seeded database (page-cache.ts): a
// signed-out visitor's venue page is drawn once and shared with headers a CDN honours, a signed-in
// browser is never given it, and a change to the venue draws it again at once.

let root: string;
let t: TestApp;
let venue: { id: string; slug: string; name: string };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'venues-page-cache-'));
  const write = (path: string, body: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><title>Venuely</title></head><body><div id="root"></div></body></html>');
  write('shell/dist/shell.json', shellJson());
  for (const m of ALL) writeDist(root, m);
  t = await createTestApp({ staticRoot: root, pageCache: { freshMs: 60_000, staleMs: 60_000, maxEntries: 100 } });
  const [v] = await t.app.db.select({ id: venues.id, slug: venues.slug, name: venues.name }).from(venues).where(and(eq(venues.country, 'sg'), eq(venues.status, 'published'))).orderBy(asc(venues.slug)).limit(1);
  venue = v!;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const visit = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('the shared cache of public pages', () => {
  it('draws a venue page once for signed-out visitors, shares it with CDN headers, and never with a signed-in browser', async () => {
    const url = `/sg/venues/${venue.slug}?guests=20`;
    const first = await visit(url);
    expect([first.statusCode, first.headers['x-page-cache']]).toEqual([200, 'miss']);
    expect(first.body).toContain(venue.name);
    const second = await visit(url);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(String(second.headers.vary)).toMatch(/cookie/);
    // A browser gets it compressed (once, by the cache), the same HTML.
    const compressed = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect([compressed.headers['x-page-cache'], compressed.headers['content-encoding'], String(compressed.headers.vary)]).toEqual(['hit', 'br', 'accept-encoding, cookie']);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
    // Another query is another page.
    expect((await visit(`/sg/venues/${venue.slug}?guests=30`)).headers['x-page-cache']).toBe('miss');

    const signedIn = await visit(url, `${COOKIE_NAMES.user}=${encodeURIComponent(JSON.stringify({ _id: 'x', role: ['USER'] }))}`);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-cache');

    // A guarded page is never shared.
    const guarded = await visit('/sg/profile');
    expect([guarded.headers['x-page-cache'], guarded.headers['cache-control']]).toEqual(['miss', 'no-cache']);
    expect((await visit('/sg/profile')).headers['x-page-cache']).toBe('miss');
  });

  it('a change to the venue draws the page again on the next visit', async () => {
    const url = `/sg/venues/${venue.slug}`;
    await visit(url);
    expect((await visit(url)).headers['x-page-cache']).toBe('hit');
    // What every change to a venue ends with (db/venue-summary.ts): its summaries refreshed, its storefront's search version moved.
    const renamed = `${venue.name} (renamed)`;
    const [row] = await t.app.db.update(venues).set({ name: renamed }).where(eq(venues.id, venue.id)).returning({ tenantId: venues.tenantId });
    await refreshVenueSummaries(t.app.db, row!.tenantId, [venue.id]);
    const after = await visit(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain(renamed);
  });
});
