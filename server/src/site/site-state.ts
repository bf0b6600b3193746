// What the site serves now — remotes.json and the merged route table — read in ONE go per request,
// so a page never carries the routes of one release with the code of another.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mergeRoutes, type PageRoute, type RouteManifest, type SiteRoute } from '@venues/contracts';
import { CachedFile } from './cached-file';
import { FetchedJson } from './fetched-json';
import { LIVE_FILE, VERSION_NAME, parseLive, releaseFolder, type LiveState } from './releases';
import type { StaticLayout } from './static';

export interface SiteState {
  /**
   * Where it was read from: the file REMOTES_FILE names (pinned, development and tests), the
   * releases' live.json, or — before the first release — the remote dists found under the static root.
   */
  source: 'remotes-file' | 'releases' | 'dists';
  /** The `/remotes.json` body: remote name → URL of its mf-manifest.json. */
  remotesText: string;
  /** remotesText parsed; null when it is not valid JSON (the shell reports that). */
  remotes: Record<string, string> | null;
  /** The merged table (mergeRoutes: matching order) of the remotes named. */
  routes: SiteRoute[];
  /** The folder on this server's disk of the build that `remote`'s manifest URL names (its dist or a release folder); null when it is elsewhere. */
  folderOf(remote: string): string | null;
}

/** Where the server reads the site's state from (SiteStateReader; tests pass fixed states). */
export interface SiteSource {
  read(): Promise<SiteState>;
}

const isDir = (p: string) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The folder on this server of the build a manifest URL names: `/mf/<remote>/mf-manifest.json` is
 * the remote's dist, `/mf/<remote>/<version>/mf-manifest.json` (also on REMOTES_ORIGIN) its
 * release folder; null for any other URL or a folder that does not exist.
 */
export function localFolder(layout: Pick<StaticLayout, 'staticRoot' | 'releasesDir'>, remotesOrigin: string | null, remote: string, manifestUrl: string): string | null {
  if (manifestUrl === `/mf/${remote}/mf-manifest.json`) {
    const dir = layout.staticRoot ? join(layout.staticRoot, remote, 'dist') : null;
    return dir && existsSync(join(dir, 'mf-manifest.json')) ? dir : null;
  }
  const path = remotesOrigin && manifestUrl.startsWith(`${remotesOrigin}/`) ? manifestUrl.slice(remotesOrigin.length) : manifestUrl;
  const m = /^\/mf\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(path);
  if (!m || m[1] !== remote || !VERSION_NAME.test(m[2]!) || !layout.releasesDir) return null;
  const dir = releaseFolder(layout.releasesDir, remote, m[2]!);
  return isDir(dir) ? dir : null;
}

/** The pages of a routes.json, or null when it is not one. */
export function parseRouteManifest(text: string): RouteManifest {
  const raw = JSON.parse(text) as Partial<RouteManifest> | null;
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.routes)) throw new Error('routes.json has no "routes" list');
  if (!raw.routes.every((r) => r && typeof r === 'object' && typeof (r as PageRoute).pattern === 'string')) throw new Error('routes.json: every route needs a pattern');
  return { remote: String(raw.remote ?? ''), routes: raw.routes };
}

/** A state of given remotes and tables (tests; a remote's folder from `folders`). */
export function fixedSiteState(remotes: Record<string, string> | string, manifests: RouteManifest[] = [], folders: Record<string, string> = {}): SiteState {
  const remotesText = typeof remotes === 'string' ? remotes : JSON.stringify(remotes);
  let parsed: Record<string, string> | null = null;
  try {
    parsed = JSON.parse(remotesText) as Record<string, string>;
  } catch {
    // the shell reports it
  }
  return { source: 'remotes-file', remotesText, remotes: parsed, routes: mergeRoutes(manifests).routes, folderOf: (r) => folders[r] ?? null };
}

export interface SiteStateOptions {
  /** REMOTES_FILE: pins remotes.json to this file. */
  remotesFile?: string | null;
  /** REMOTES_ORIGIN: the origin live.json's manifest URLs may start with. */
  remotesOrigin?: string | null;
}

/**
 * Reads the site's state for each request, picking up a new live.json (or REMOTES_FILE, or a
 * rebuilt dist) without a restart; each file is parsed again only when it changes.
 * - REMOTES_FILE set: remotes.json is that file; each remote's routes are the routes.json beside
 *   the manifest it names (read on disk when the URL is this server's, else fetched), else its dist's.
 * - else live.json in RELEASES_DIR: remotes.json and the routes are both in it.
 * - else (before the first release): the remote dists under the static root, each with its routes.json.
 */
export class SiteStateReader implements SiteSource {
  private readonly live: CachedFile<LiveState> | null;
  private readonly file: CachedFile<string> | null;
  private readonly routeFiles = new Map<string, CachedFile<PageRoute[]>>();
  private readonly fetched = new FetchedJson();
  /** The last merged table and what it was merged from (the same arrays: the same table). */
  private merged: { inputs: unknown[]; routes: SiteRoute[] } | null = null;

  constructor(
    private readonly layout: StaticLayout,
    private readonly options: SiteStateOptions = {},
  ) {
    // The last good live.json is kept while a broken one is on disk (a release never writes one: it renames a whole file).
    this.live = layout.releasesDir ? new CachedFile(join(layout.releasesDir, LIVE_FILE), parseLive, true) : null;
    this.file = options.remotesFile ? new CachedFile(options.remotesFile, (t) => t) : null;
  }

  async read(): Promise<SiteState> {
    if (this.file) return this.fromRemotesFile(this.file.get() ?? '');
    const live = this.live?.get();
    if (live) return this.fromLive(live);
    return this.fromDists();
  }

  private folderOf = (remotes: Record<string, string> | null) => (remote: string) => {
    const url = remotes?.[remote];
    return typeof url === 'string' ? localFolder(this.layout, this.options.remotesOrigin ?? null, remote, url) : null;
  };

  private fromLive(live: LiveState): SiteState {
    const names = Object.keys(live.remotes).sort();
    const remotes = Object.fromEntries(names.map((n) => [n, live.remotes[n]!.manifest]));
    const routes = this.merge(names.map((n) => ({ remote: n, routes: live.remotes[n]!.routes })));
    return { source: 'releases', remotesText: JSON.stringify(remotes), remotes, routes, folderOf: this.folderOf(remotes) };
  }

  private fromDists(): SiteState {
    const remotes = Object.fromEntries(this.layout.remotes.map((r) => [r.name, `/mf/${r.name}/mf-manifest.json`]));
    const routes = this.merge(this.layout.remotes.map((r) => ({ remote: r.name, routes: this.routesIn(r.dir) ?? [] })));
    return { source: 'dists', remotesText: JSON.stringify(remotes), remotes, routes, folderOf: this.folderOf(remotes) };
  }

  private async fromRemotesFile(text: string): Promise<SiteState> {
    let remotes: Record<string, string> | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) remotes = parsed as Record<string, string>;
    } catch {
      // the shell reports it
    }
    const folderOf = this.folderOf(remotes);
    const manifests = await Promise.all(
      Object.entries(remotes ?? {}).map(async ([name, url]) => {
        const dir = folderOf(name);
        let routes = dir ? this.routesIn(dir) : null;
        if (!routes && typeof url === 'string' && /^https?:\/\//.test(url)) {
          const m = await this.fetched.load<RouteManifest>(new URL('routes.json', url).href);
          routes = m && Array.isArray(m.routes) ? m.routes : null;
        }
        // A remote whose routes cannot be read where its manifest is: its dist's, if any.
        const dist = this.layout.remotes.find((r) => r.name === name);
        return { remote: name, routes: routes ?? (dist ? this.routesIn(dist.dir) : null) ?? [] };
      }),
    );
    return { source: 'remotes-file', remotesText: text, remotes, routes: this.merge(manifests), folderOf };
  }

  /** The routes.json of a build folder (cached), or null. */
  private routesIn(dir: string): PageRoute[] | null {
    const path = join(dir, 'routes.json');
    let file = this.routeFiles.get(path);
    if (!file) this.routeFiles.set(path, (file = new CachedFile(path, (t) => parseRouteManifest(t).routes)));
    return file.get();
  }

  private merge(manifests: RouteManifest[]): SiteRoute[] {
    const inputs = manifests.flatMap((m) => [m.remote, m.routes]);
    const last = this.merged;
    if (last && last.inputs.length === inputs.length && last.inputs.every((x, i) => x === inputs[i])) return last.routes;
    const routes = mergeRoutes(manifests).routes;
    this.merged = { inputs, routes };
    return routes;
  }
}
