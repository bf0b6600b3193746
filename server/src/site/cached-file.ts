import { readFileSync, statSync } from 'node:fs';

/** A file read once and again only when its modification time changes (a deploy replaces it). */
export class CachedFile<T> {
  private cache: { mtimeMs: number; value: T } | null = null;
  constructor(
    private readonly path: string,
    private readonly parse: (text: string) => T,
  ) {}

  get(): T | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return null;
    }
    if (this.cache?.mtimeMs !== mtimeMs) {
      try {
        this.cache = { mtimeMs, value: this.parse(readFileSync(this.path, 'utf8')) };
      } catch {
        return null; // a half-written file during a deploy: no hints this time
      }
    }
    return this.cache.value;
  }
}
