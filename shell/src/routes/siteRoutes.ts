import { SITE_ROUTES_ID, type SiteRoute } from '@venues/contracts';

// The site's pages (docs/architecture.md "Shell ↔ remotes"): each remote declares its own in its
// src/routes.ts, its build writes them as routes.json, and the server merges the released remotes'
// into one table in matching order. The page carries it (<script id="venues-routes">), else the
// shell asks /routes.json — read like remotes.json (remotes/remotesManifest.ts).

const isString = (v: unknown): v is string => typeof v === 'string';

/** The table's routes that name a pattern, a remote and a layout; anything else is left out. */
export function parseRoutes(json: unknown): SiteRoute[] {
  if (!Array.isArray(json)) throw new Error('routes.json must be an array');
  return json.filter((r): r is SiteRoute => {
    if (typeof r !== 'object' || r === null) return false;
    const { pattern, remote, layout } = r as Record<string, unknown>;
    return isString(pattern) && pattern.startsWith('/') && isString(remote) && isString(layout);
  });
}

let early: Promise<Response> | null = null;

/** The table as the server wrote it into index.html, or null. */
function inlineRoutes(): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(SITE_ROUTES_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Starts the /routes.json request from the entry chunk, unless the page already carries the table. */
export function prefetchRoutes(fetchImpl: typeof fetch = fetch): void {
  if (inlineRoutes()) return;
  early ??= fetchImpl('/routes.json', { cache: 'no-store' });
  early.catch(() => undefined); // reported when fetchRoutes awaits it
}

/** Never cached: a release changes it without rebuilding the shell. The page's own copy comes first. */
export async function fetchRoutes(fetchImpl: typeof fetch = fetch): Promise<SiteRoute[]> {
  const inline = inlineRoutes();
  if (inline) return parseRoutes(inline);
  const pending = early;
  early = null;
  const res = await (pending ?? fetchImpl('/routes.json', { cache: 'no-store' }));
  if (!res.ok) throw new Error(`routes.json answered ${res.status}`);
  return parseRoutes(await res.json());
}
