import { MANIFEST_POLL_MS } from '@venues/contracts';
import { parseRemotes, type RemotesMap } from './remotesManifest';

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

export async function takeSnapshot(fetchImpl: typeof fetch = fetch): Promise<VersionSnapshot> {
  const snap: VersionSnapshot = {};
  const listText = await textOf('/remotes.json', fetchImpl);
  if (!listText) return snap;
  snap['/remotes.json'] = textHash(listText);
  let remotes: RemotesMap = {};
  try {
    remotes = parseRemotes(JSON.parse(listText));
  } catch {
    return snap;
  }
  await Promise.all(
    Object.values(remotes).map(async (url) => {
      const t = await textOf(url, fetchImpl);
      snap[url] = t ? textHash(t) : '';
    }),
  );
  return snap;
}

/**
 * Hourly: compares remotes.json and every manifest with what was there at load; calls
 * onChange once when anything differs. Returns a stop function.
 */
export function startVersionPoller(onChange: () => void, opts: { intervalMs?: number; fetchImpl?: typeof fetch } = {}): () => void {
  const fetchImpl = opts.fetchImpl ?? fetch;
  let baseline: VersionSnapshot | null = null;
  let stopped = false;
  void takeSnapshot(fetchImpl).then((s) => {
    baseline = s;
  });
  const timer = setInterval(async () => {
    if (stopped || !baseline) return;
    const now = await takeSnapshot(fetchImpl);
    if (!stopped && snapshotChanged(baseline, now)) {
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
