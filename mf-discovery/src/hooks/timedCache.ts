/**
 * Recent answers kept for a short while, so the back button shows the previous results at once
 * (and at the same scroll position) instead of skeletons. Small and short-lived on purpose.
 */
const TTL_MS = 2 * 60 * 1000;
const MAX = 20;

export class TimedCache<T> {
  private entries = new Map<string, { at: number; value: Promise<T>; settled?: T }>();

  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < TTL_MS) return hit.value;
    const entry: { at: number; value: Promise<T>; settled?: T } = { at: now, value: load() };
    this.entries.set(key, entry);
    entry.value.then(
      (v) => {
        entry.settled = v;
      },
      // A failed answer is not kept: "Try again" must really try again.
      () => this.entries.delete(key),
    );
    if (this.entries.size > MAX) this.entries.delete(this.entries.keys().next().value as string);
    return entry.value;
  }

  /** Stores an answer already at hand (e.g. the same venue under its slug after loading it by id). */
  prime(key: string, value: T, now = Date.now()): void {
    this.entries.set(key, { at: now, value: Promise.resolve(value), settled: value });
  }

  /** The answer for a key if it has arrived and is fresh: a page coming back renders it at once. */
  peek(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    return hit && now - hit.at < TTL_MS ? hit.settled : undefined;
  }
}
