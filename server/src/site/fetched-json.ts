/** How long a file of a remote on another origin is trusted before it is asked for again. */
const TTL_MS = 10_000;
/** A page never waits longer than this for one of those files; it goes without them this time. */
const WAIT_MS = 500;

/**
 * JSON files of remotes deployed on another origin (their manifests and page hints), fetched
 * at most every 10 s each. `load` waits for a fresh copy (briefly); `peek` reads what is there,
 * so the page's synchronous parts can use them.
 */
interface Entry {
  at: number;
  value: unknown;
  loading?: Promise<void>;
}

export class FetchedJson {
  private readonly entries = new Map<string, Entry>();

  async load<T>(url: string): Promise<T | null> {
    let entry = this.entries.get(url);
    if (!entry || (Date.now() - entry.at > TTL_MS && !entry.loading)) {
      const next: Entry = { at: entry?.at ?? 0, value: entry?.value ?? null };
      next.loading = fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null)
        .then((value: unknown) => {
          next.value = value;
          next.at = Date.now();
          next.loading = undefined;
        });
      this.entries.set(url, next);
      entry = next;
    }
    if (entry.loading) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([entry.loading, new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
      clearTimeout(timer);
    }
    return this.peek<T>(url);
  }

  peek<T>(url: string): T | null {
    return (this.entries.get(url)?.value as T | undefined) ?? null;
  }
}
