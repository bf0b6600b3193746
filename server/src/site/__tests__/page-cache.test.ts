import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PageCache, preferredEncoding, type PageCacheOptions } from '../page-cache';
import type { ServedPage } from '../index-page';

// The shared cache of public pages on its own (a clock of the test's): one drawing for a crowd,
// kept while fresh, served stale while one new drawing is made, dropped when the version moves.

const OPTIONS: PageCacheOptions = { freshMs: 10_000, staleMs: 30_000, maxEntries: 3 };
const page = (html: string, cacheable = true): ServedPage => ({ html, status: 200, remotes: {}, cacheable });

function setUp() {
  const clock = { now: 1_000_000 };
  const site = { version: 'v1', reads: 0 };
  let drawings = 0;
  const cache = new PageCache(
    async () => {
      site.reads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return site.version;
    },
    OPTIONS,
    () => clock.now,
  );
  const draw = (html = 'page') => async () => {
    drawings += 1;
    await new Promise((r) => setTimeout(r, 20));
    return page(`${html} ${drawings}`);
  };
  return { cache, clock, site, draw, drawings: () => drawings };
}

describe('PageCache', () => {
  it('a crowd of 200 at one address: one drawing, one read of the version, the same page for all', async () => {
    const { cache, site, draw, drawings } = setUp();
    const answers = await Promise.all(Array.from({ length: 200 }, () => cache.serve('sg /sg/venues', draw())));
    expect(drawings()).toBe(1);
    expect(site.reads).toBe(1);
    expect(new Set(answers.map((a) => a.page?.html))).toEqual(new Set(['page 1']));
    expect((await cache.serve('sg /sg/venues', draw())).outcome).toBe('hit');
    expect(drawings()).toBe(1);
  });

  it('fresh for its time; then served stale while one new drawing is made; past that drawn again', async () => {
    const { cache, clock, draw, drawings } = setUp();
    await cache.serve('k', draw());
    clock.now += 9_999;
    expect(await cache.serve('k', draw())).toMatchObject({ outcome: 'hit', page: { html: 'page 1' } });
    clock.now += 2;
    const [a, b] = await Promise.all([cache.serve('k', draw()), cache.serve('k', draw())]);
    expect([a.outcome, b.outcome, a.page?.html, b.page?.html]).toEqual(['stale', 'stale', 'page 1', 'page 1']);
    await new Promise((r) => setTimeout(r, 40));
    expect(drawings()).toBe(2); // one drawing in the background for both
    expect(await cache.serve('k', draw())).toMatchObject({ outcome: 'hit', page: { html: 'page 2' } });
    clock.now += 40_001;
    expect(await cache.serve('k', draw())).toMatchObject({ outcome: 'miss', page: { html: 'page 3' } });
  });

  it('a change to the catalogue or the released remotes (the version) draws the page again at once', async () => {
    const { cache, site, draw } = setUp();
    await cache.serve('k', draw());
    site.version = 'v2';
    expect(await cache.serve('k', draw())).toMatchObject({ outcome: 'miss', page: { html: 'page 2' } });
    expect((await cache.serve('k', draw())).outcome).toBe('hit');
  });

  it('keeps only what may be shared, and at most its number of addresses (the oldest go)', async () => {
    const { cache, draw } = setUp();
    const personal = async () => page('signed in', false);
    await cache.serve('mine', personal);
    expect((await cache.serve('mine', personal)).outcome).toBe('miss');
    for (const k of ['a', 'b', 'c', 'd']) await cache.serve(k, draw(k));
    expect((await cache.serve('a', draw('a'))).outcome).toBe('miss');
    expect((await cache.serve('d', draw('d'))).outcome).toBe('hit');
  });

  it('a drawing that fails is not kept: the next visitor tries again', async () => {
    const { cache, draw } = setUp();
    await expect(cache.serve('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.serve('k', draw())).toMatchObject({ outcome: 'miss', page: { html: 'page 1' } });
  });
});

describe('a kept page’s encodings', () => {
  it('brotli first, then gzip, as Accept-Encoding allows', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('compresses a page once per encoding, to what decompresses to its HTML', async () => {
    const { cache } = setUp();
    const p = page('<!doctype html><p>'.padEnd(5000, 'x'));
    const [a, b] = await Promise.all([cache.encoded(p, 'br'), cache.encoded(p, 'br')]);
    expect(a).toBe(b);
    expect(brotliDecompressSync(a).toString()).toBe(p.html);
    expect(gunzipSync(await cache.encoded(p, 'gzip')).toString()).toBe(p.html);
  });
});
