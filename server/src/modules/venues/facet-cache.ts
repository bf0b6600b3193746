/**
 * Totals and facet counts of recent searches, per filter set (sort and page left out): counting a
 * whole storefront costs far more than reading one page of it, and people page, re-sort and come
 * back to the same filters. Entries live `ttlMs` (counts may lag a change by that much) in a
 * small LRU per API node.
 */
export class FacetCache<T> {
  private entries = new Map<string, { value: Promise<T>; at: number }>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The cached value for key, or compute() (concurrent callers of one key share it; a failure is not kept). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      this.hits++;
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.misses++;
    const value = compute();
    this.entries.set(key, { value, at: now });
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
