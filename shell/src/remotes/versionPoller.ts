import { MANIFEST_POLL_MS } from '@venues/contracts';

/** FNV-1a over the text: enough to notice that a file changed. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

/** remotes.json plus each manifest, as hashes keyed by URL. */
export type VersionSnapshot = Record<string, string>;

/** A change anywhere: a file added, removed or with a different text. Failed fetches ('') are ignored. */
export function snapshotChanged(before: VersionSnapshot, after: VersionSnapshot): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const k of keys) {
    const a = before[k];
    const b = after[k];
    if (a === '' || b === '') continue;
    if (a !== b) return true;
  }
  return false;
}

async function textOf(url: string, fetchImpl: typeof fetch): Promise<string> {
  try {
    const res = await fetchImpl(url, { cache: 'no-store' });
    return res.ok ? await res.text() : '';
  } catch {
    return '';
  }
}

export async function takeSnapshot(urls: readonly string[], fetchImpl: typeof fetch = fetch): Promise<VersionSnapshot> {
  const snap: VersionSnapshot = {};
  await Promise.all(
    urls.map(async (url) => {
      const t = await textOf(url, fetchImpl);
      snap[url] = t ? textHash(t) : '';
    }),
  );
  return snap;
}

export const REMOTES_URL = '/remotes.json';

/** Baselines are read this long after a file starts being watched: never while the page loads. */
export const BASELINE_DELAY_MS = 10_000;

/**
 * Watches remotes.json and the manifests of the remotes this page has loaded (a remote never
 * loaded here is fetched fresh when needed, and a plain user must not fetch mf-admin's files).
 * Each file's baseline is its text shortly after it started being watched: the page has just
 * loaded that version, and reading it again at once would compete with the page's own files.
 */
export class VersionWatcher {
  private baseline: VersionSnapshot = {};
  private pending: Promise<unknown>[] = [];

  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly baselineDelayMs = BASELINE_DELAY_MS,
  ) {
    this.track(REMOTES_URL);
  }

  track(url: string): void {
    if (url in this.baseline) return;
    this.baseline[url] = '';
    this.pending.push(
      new Promise((resolve) => setTimeout(resolve, this.baselineDelayMs))
        .then(() => takeSnapshot([url], this.fetchImpl))
        .then((s) => {
          this.baseline[url] = s[url] ?? '';
        }),
    );
  }

  /** True when a watched file changed since its baseline. */
  async changed(): Promise<boolean> {
    await Promise.all(this.pending);
    this.pending = [];
    const now = await takeSnapshot(Object.keys(this.baseline), this.fetchImpl);
    const diff = snapshotChanged(this.baseline, now);
    // A file whose baseline fetch failed takes this answer as its baseline.
    for (const [url, hash] of Object.entries(this.baseline)) if (hash === '' && now[url]) this.baseline[url] = now[url];
    return diff;
  }
}

/**
 * Every MANIFEST_POLL_MS: calls onChange once when a watched file differs. Returns a stop function.
 */
export function startVersionPoller(
  watcher: VersionWatcher,
  onChange: () => void,
  opts: { intervalMs?: number } = {},
): () => void {
  let stopped = false;
  const timer = setInterval(async () => {
    if (stopped) return;
    if ((await watcher.changed()) && !stopped) {
      stopped = true;
      clearInterval(timer);
      onChange();
    }
  }, opts.intervalMs ?? MANIFEST_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
