import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ServedPage } from './index-page';

// The public pages a signed-out visitor gets (server-drawn: home, search, venue) are the same for
// every such visitor of a storefront at a moment, so a crowd is answered from one drawing
// (docs/ssr.md "Under a crowd"): an answer is kept per tenant and address (path and query) while
// the site's version — the storefronts' search versions, which every venue change moves, and the
// released remotes — is the one it was drawn at, for `freshMs`; then for `staleMs` more it is still
// answered while one drawing replaces it. Concurrent misses of one address share one drawing, and
// a kept page is compressed once per encoding, not once per visitor.

export interface PageCacheOptions {
  /** How long an answer is served as it is. */
  freshMs: number;
  /** How long after that it is still served while a new drawing is made (stale-while-revalidate). */
  staleMs: number;
  /** Addresses kept at most (the oldest go first): a query string is the visitor's to choose. */
  maxEntries: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheOptions = { freshMs: 10_000, staleMs: 30_000, maxEntries: 500 };

/** How an answer came: from the cache as drawn, from the cache while a new drawing is made, or drawn now. */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

interface Entry {
  page: ServedPage;
  version: string;
  at: number;
}

export type PageEncoding = 'br' | 'gzip';
const compress: Record<PageEncoding, (html: string) => Promise<Buffer>> = {
  br: (html) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

/** The encoding to send a kept page in, from the request's Accept-Encoding (brotli first); null = as it is. */
export function preferredEncoding(accept: string | undefined): PageEncoding | null {
  const allowed = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) allowed.add(name.trim());
  }
  return allowed.has('br') ? 'br' : allowed.has('gzip') ? 'gzip' : null;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly drawing = new Map<string, Promise<ServedPage | null>>();
  private readonly compressed = new WeakMap<ServedPage, Partial<Record<PageEncoding, Promise<Buffer>>>>();
  private versionRead: Promise<string> | null = null;

  constructor(
    /** The site's version now (one read shared by the requests that ask at once). */
    private readonly readVersion: () => Promise<string>,
    readonly options: PageCacheOptions = DEFAULT_PAGE_CACHE,
    private readonly now: () => number = Date.now,
  ) {}

  private version(): Promise<string> {
    this.versionRead ??= this.readVersion().finally(() => (this.versionRead = null));
    return this.versionRead;
  }

  /** The page at `key`: kept, or drawn by `draw` (kept only when it says it may be: `cacheable`). */
  async serve(key: string, draw: () => Promise<ServedPage | null>): Promise<{ page: ServedPage | null; outcome: CacheOutcome }> {
    const version = await this.version();
    const e = this.entries.get(key);
    if (e && e.version === version) {
      const age = this.now() - e.at;
      if (age < this.options.freshMs) return { page: e.page, outcome: 'hit' };
      if (age < this.options.freshMs + this.options.staleMs) {
        void this.draw(key, version, draw).catch(() => undefined); // the next visitor gets the new one
        return { page: e.page, outcome: 'stale' };
      }
    }
    return { page: await this.draw(key, version, draw), outcome: 'miss' };
  }

  /** A kept page's HTML in `encoding`, compressed the first time it is asked for. */
  encoded(page: ServedPage, encoding: PageEncoding): Promise<Buffer> {
    const forms = this.compressed.get(page) ?? {};
    this.compressed.set(page, forms);
    forms[encoding] ??= compress[encoding](page.html);
    return forms[encoding];
  }

  private draw(key: string, version: string, draw: () => Promise<ServedPage | null>): Promise<ServedPage | null> {
    const inFlight = this.drawing.get(key);
    if (inFlight) return inFlight;
    const drawn = draw()
      .then((page) => {
        if (page?.cacheable) this.keep(key, { page, version, at: this.now() });
        else this.entries.delete(key);
        return page;
      })
      .finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawn);
    return drawn;
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key); // re-inserted last: the Map's order is the age order
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
