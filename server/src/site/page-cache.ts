import type { ServedPage } from './index-page';

// The public pages a signed-out visitor gets (server-drawn: home, search, venue) are the same for
// every such visitor of a storefront at a moment, so a crowd is answered from one drawing
// (docs/ssr.md "Under a crowd"): an answer is kept per tenant and address (path and query) while
// the site's version — the storefronts' search versions, which every venue change moves, and the
// released remotes — is the one it was drawn at, for `freshMs`; then for `staleMs` more it is still
// answered while one drawing replaces it. Concurrent misses of one address share one drawing.

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

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly drawing = new Map<string, Promise<ServedPage | null>>();
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
