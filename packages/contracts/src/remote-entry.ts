/**
 * Every remote's build writes its container entry under this name beside its mf-manifest.json
 * (packages/mf-kit/webpack). remotes.json names the manifests; the browser loads the entries.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

const RELATIVE = 'http://relative.invalid';

/** The container entry beside a manifest: a path for a path (`/mf/x/mf-manifest.json`), else a URL. */
export function remoteEntryUrl(manifestUrl: string): string {
  const manifest = new URL(manifestUrl, RELATIVE);
  const entry = new URL(REMOTE_ENTRY_FILE, manifest);
  return manifest.origin === RELATIVE ? entry.pathname : entry.href;
}
