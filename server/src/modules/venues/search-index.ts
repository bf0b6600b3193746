import type { VenueRepository } from './repository';
import { StorefrontIndex } from './storefront-index';

/** The index of a storefront that is not open: nothing to find. */
const CLOSED = new StorefrontIndex([]);

/**
 * This API node's in-memory indexes, one per tenant and storefront, loaded on first use. Before
 * each use the storefront's version is read (one small query): when refreshVenueSummaries has
 * moved it — on this node or another — the index is rebuilt from venue_search (its filters and
 * its text index alike), so a search never answers from data older than the last committed
 * change. The same query says whether the storefront is enabled (docs/admin.md), so disabling one
 * empties its search on every node at once.
 */
export class SearchIndexes {
  private loaded = new Map<string, { version: number; index: Promise<StorefrontIndex> }>();

  constructor(private readonly repo: VenueRepository) {}

  async get(tenantId: string, country: string): Promise<StorefrontIndex> {
    const key = `${tenantId}:${country}`;
    const { version, open } = await this.repo.storefrontState(tenantId, country);
    // A disabled (or unknown) storefront has no venues to show; its index stays loaded for when it is enabled again.
    if (!open) return CLOSED;
    const current = this.loaded.get(key);
    // (A version older than the loaded one was read before a change this node already loaded.)
    if (current && current.version >= version) return current.index;
    // Concurrent searches after a change share one load; a failed load is not kept.
    const index = Promise.all([this.repo.storefrontRows(tenantId, country), this.repo.storefrontSpaces(tenantId, country), this.repo.storefrontTexts(tenantId, country)]).then(
      ([rows, spaces, texts]) => new StorefrontIndex(rows, spaces, texts),
    );
    this.loaded.set(key, { version, index });
    index.catch(() => {
      if (this.loaded.get(key)?.index === index) this.loaded.delete(key);
    });
    return index;
  }
}
