/**
 * Answers of the server kept by key for `ttlMs` (docs/architecture.md "Loading server data"):
 * one request per key while it is in flight (a preload and the page share it), a fresh answer
 * at once (the back button shows the previous page without skeletons), a failed one never kept
 * ("Try again" must really try again). ttlMs 0 keeps nothing after it settles: dedup only.
 */
export class DataCache<T> {
  private entries = new Map<string, { at: number; value: Promise<T>; settled?: T; pending: boolean }>();
  private readonly ttlMs: number;
  private readonly max: number;

  constructor({ ttlMs = 0, max = 20 }: { ttlMs?: number; max?: number } = {}) {
    this.ttlMs = ttlMs;
    this.max = max;
  }

  private fresh(e: { at: number; pending: boolean }, now: number): boolean {
    return e.pending || now - e.at < this.ttlMs;
  }

  /** The answer for `key`: the one in flight or fresh, else `load()`'s. */
  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit, now)) return hit.value;
    const entry: { at: number; value: Promise<T>; settled?: T; pending: boolean } = { at: now, value: load(), pending: true };
    this.entries.set(key, entry);
    entry.value.then(
      (v) => {
        entry.settled = v;
        entry.pending = false;
        entry.at = Date.now();
        if (this.ttlMs <= 0 && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return entry.value;
  }

  /** Starts `load` for `key` before anything renders (render-as-you-fetch); errors surface to the page that asks. */
  preload(key: string, load: () => Promise<T>): void {
    this.get(key, load).catch(() => undefined);
  }

  /** Stores an answer already at hand (e.g. the same venue under its slug after loading it by id). */
  prime(key: string, value: T, now = Date.now()): void {
    this.entries.set(key, { at: now, value: Promise.resolve(value), settled: value, pending: false });
  }

  /** The answer for a key if it has arrived and is fresh: a page coming back renders it at once. */
  peek(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    return hit && !hit.pending && now - hit.at < this.ttlMs ? hit.settled : undefined;
  }

  /** Forgets one key (after a change the cached answer no longer tells), or all. */
  invalidate(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
