import type { VenueRepository } from './repository';
import { StorefrontIndex } from './storefront-index';

/** The index of a storefront that is not open: nothing to find. */
const CLOSED = new StorefrontIndex([]);

/** What decides whether a loaded index may answer: the storefront's version, and whether it is enabled. */
export interface StorefrontState {
  version: number;
  open: boolean;
}

/**
 * This API node's in-memory indexes, one per tenant and storefront, loaded on first use. With
 * each use the storefront's version is read (a small query, or with the cards of the answer):
 * when refreshVenueSummaries has moved it — on this node or another — the index is rebuilt from
 * venue_search (its filters and its text index alike), so a search never answers from data older
 * than the last committed change. The same query says whether the storefront is enabled
 * (docs/admin.md), so disabling one empties its search on every node at once.
 */
export class SearchIndexes {
  private loaded = new Map<string, { version: number; index: Promise<StorefrontIndex>; ready?: StorefrontIndex }>();

  constructor(private readonly repo: VenueRepository) {}

  /** The index this node last loaded for the storefront, if loaded yet: it may be out of date, see current(). */
  last(tenantId: string, country: string): { version: number; index: StorefrontIndex } | null {
    const entry = this.loaded.get(`${tenantId}:${country}`);
    return entry?.ready ? { version: entry.version, index: entry.ready } : null;
  }

  /** Whether an index of that version may answer for the storefront in that state. */
  current(version: number, state: StorefrontState): boolean {
    // (A version older than the loaded one was read before a change this node already loaded.)
    return state.open && state.version <= version;
  }

  /** The storefront's current index (`state`: already read, else read now). */
  async get(tenantId: string, country: string, state?: StorefrontState): Promise<StorefrontIndex> {
    const key = `${tenantId}:${country}`;
    const { version, open } = state ?? (await this.repo.storefrontState(tenantId, country));
    // A disabled (or unknown) storefront has no venues to show; its index stays loaded for when it is enabled again.
    if (!open) return CLOSED;
    const last = this.loaded.get(key);
    if (last && this.current(last.version, { version, open })) return last.index;
    // Concurrent searches after a change share one load; a failed load is not kept.
    const entry: { version: number; index: Promise<StorefrontIndex>; ready?: StorefrontIndex } = {
      version,
      index: Promise.all([this.repo.storefrontRows(tenantId, country), this.repo.storefrontSpaces(tenantId, country), this.repo.storefrontTexts(tenantId, country)]).then(
        ([rows, spaces, texts]) => (entry.ready = new StorefrontIndex(rows, spaces, texts)),
      ),
    };
    this.loaded.set(key, entry);
    entry.index.catch(() => {
      if (this.loaded.get(key) === entry) this.loaded.delete(key);
    });
    return entry.index;
  }
}
