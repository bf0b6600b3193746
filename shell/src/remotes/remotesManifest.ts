import { remoteEntryUrl } from '@venues/contracts';

/** remotes.json: remote name (with hyphen) → mf-manifest.json URL (docs/architecture.md). */
export type RemotesMap = Record<string, string>;

/** mf-discovery → mf_discovery (module-federation container names cannot hold '-'). */
export function containerName(name: string): string {
  return name.replace(/-/g, '_');
}

/** Keeps only string entries whose value looks like a URL or an absolute path. */
export function parseRemotes(json: unknown): RemotesMap {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('remotes.json must be an object');
  const out: RemotesMap = {};
  for (const [name, url] of Object.entries(json as Record<string, unknown>)) {
    if (typeof url === 'string' && /^(https?:\/\/|\/)/.test(url)) out[name] = url;
  }
  return out;
}

let early: Promise<Response> | null = null;

/** remotes.json as the server wrote it into index.html (server/src/site/index-page.ts), or null. */
function inlineRemotes(): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById('venues-remotes')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Starts the remotes.json request from the entry chunk, while the shared modules and the
 * bootstrap chunk are still downloading (the remote's manifest waits on it) — unless the page
 * already carries it.
 */
export function prefetchRemotes(fetchImpl: typeof fetch = fetch): void {
  if (inlineRemotes()) return;
  early ??= fetchImpl('/remotes.json', { cache: 'no-store' });
  early.catch(() => undefined); // reported when fetchRemotes awaits it
}

/** Never cached: a deploy replaces it without rebuilding the shell. The page's own copy comes first. */
export async function fetchRemotes(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const inline = inlineRemotes();
  if (inline) return parseRemotes(inline);
  const pending = early;
  early = null;
  const res = await (pending ?? fetchImpl('/remotes.json', { cache: 'no-store' }));
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return parseRemotes(await res.json());
}

/**
 * Registration entries for the module-federation runtime: each remote's remoteEntry.js beside its
 * manifest. Registering the entry rather than the manifest lets the shell's build leave out the
 * runtime's manifest code (disableSnapshot); the server still reads the manifests for the page's
 * preloads and CSS.
 */
export function federationRemotes(remotes: RemotesMap): { name: string; entry: string; alias: string }[] {
  return Object.entries(remotes).map(([name, manifest]) => ({
    name: containerName(name),
    alias: name,
    entry: new URL(remoteEntryUrl(manifest), location.href).href,
  }));
}
