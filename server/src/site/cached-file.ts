import { readFileSync, statSync } from 'node:fs';

/**
 * A file read once and again only when it changes: its modification time, size or inode (a deploy
 * replaces it; a release renames a new live.json over the old one, possibly within the same
 * millisecond).
 */
export class CachedFile<T> {
  private cache: { key: string; value: T } | null = null;
  constructor(
    private readonly path: string,
    private readonly parse: (text: string) => T,
    /** Keep the last good value while the file cannot be parsed (instead of null). */
    private readonly keepLastGood = false,
  ) {}

  get(): T | null {
    let key: string;
    try {
      const s = statSync(this.path);
      key = `${s.mtimeMs}:${s.size}:${s.ino}`;
    } catch {
      return null;
    }
    if (this.cache?.key !== key) {
      try {
        this.cache = { key, value: this.parse(readFileSync(this.path, 'utf8')) };
      } catch {
        // A half-written file during a deploy: no hints this time (or the last good value).
        return this.keepLastGood ? (this.cache?.value ?? null) : null;
      }
    }
    return this.cache.value;
  }
}
