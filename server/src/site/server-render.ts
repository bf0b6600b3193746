// Server rendering of the public pages through the remotes' server builds (docs/ssr.md).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';
import type { PageData, SiteRoute } from '@venues/contracts';
import { CachedFile } from './cached-file';
import { FetchedJson } from './fetched-json';
import type { SiteState } from './site-state';
import type { StaticLayout } from './static';
import { urlForLog } from '../lib/request-log';

/** What a remote's `./ssr` module exports (@venues/mf-kit/ssr). */
interface SsrModule {
  render(input: { url: string; data: PageData }): Promise<{ html: string } | null>;
}

/** The header and footer of a page, drawn by the shell's server build. */
export interface Chrome {
  header: string;
  footer: string | null;
}

/** What the shell's `./ssr` module exports (shell/src/ssr.tsx). */
interface ChromeModule {
  render(input: { url: string; data: PageData; remotes: string[]; routes: SiteRoute[] }): Promise<Chrome | null>;
}

/** The key of the shell's build among the loaded ones (remotes are all named mf-…). */
const SHELL = 'shell';

/** The parts of a server build's mf-manifest.json read here. */
interface ServerManifest {
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string; type?: string } };
}

/** A server build found from remotes.json: its entry, and the key that changes with each release. */
interface Build {
  container: string;
  entry: string;
  version: string;
}

type Loaded = { version: string; module: Promise<SsrModule | ChromeModule>; failedAt?: number };

/** How long a build that failed to load is left alone before it is tried again. */
const RETRY_AFTER_MS = 30_000;
/** The first load of a build (evaluating it) is waited for this long; past it, the page is client-rendered. */
const LOAD_BUDGET_MS = 3_000;

export interface RenderLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Loads each remote's server build (`server/` next to the manifest remotes.json names: in its dist
 * or release folder on this server, or over HTTP) with the module-federation runtime, and renders
 * a page with it. A new release is picked up without a restart: the build is found again from the
 * page's site state on every page, and loaded anew when its entry changes (a new folder or URL,
 * or a file replaced in place). A build that cannot be loaded or
 * throws gives null — the page is then client-rendered as before — and the error is logged,
 * never shown.
 */
export class ServerRenderer {
  private readonly loaded = new Map<string, Loaded>();
  private readonly fetched = new FetchedJson();
  /** Server manifests on this server's disk, by path: parsed again only when a deploy replaces one. */
  private readonly manifests = new Map<string, CachedFile<ServerManifest>>();

  constructor(
    private readonly layout: StaticLayout,
    private readonly log: RenderLog,
  ) {}

  /** The HTML of `url` drawn by `remote`'s server build as the page's state names it; null when it has none or it failed. */
  async render(state: SiteState, remote: string, url: string, data: PageData): Promise<string | null> {
    let build: Build | null;
    try {
      build = await this.find(state, remote);
    } catch (err) {
      this.log.error({ err, remote }, 'server render: the server build could not be found');
      return null;
    }
    if (!build) return null;
    const ssr = (await this.load(remote, build)) as SsrModule | null;
    if (!ssr) return null;
    try {
      return (await ssr.render({ url, data }))?.html ?? null;
    } catch (err) {
      this.log.error({ err, remote, url: urlForLog(url) }, 'server render failed; the page is client-rendered');
      return null;
    }
  }

  /**
   * The header and footer of `url` from the shell's server build (shell/dist/server), loaded and
   * reloaded like a remote's, given the page's remotes and route table; null when there is none or
   * it failed (the browser draws them).
   */
  async renderChrome(url: string, data: PageData, state: Pick<SiteState, 'remotes' | 'routes'>): Promise<Chrome | null> {
    const dir = this.layout.shellDist && join(this.layout.shellDist, 'server');
    const manifest = dir ? this.localManifest(join(dir, 'mf-manifest.json')) : null;
    const file = manifest && entryFile(manifest);
    if (!dir || !manifest || !file) return null;
    let build: Build;
    try {
      build = localBuild(manifest, SHELL, join(dir, file));
    } catch (err) {
      this.log.error({ err }, 'server render: the shell’s server build could not be found');
      return null;
    }
    const chrome = (await this.load(SHELL, build)) as ChromeModule | null;
    if (!chrome) return null;
    try {
      return await chrome.render({ url, data, remotes: Object.keys(state.remotes ?? {}), routes: state.routes });
    } catch (err) {
      this.log.error({ err, url: urlForLog(url) }, 'server render of the header and footer failed; the browser draws them');
      return null;
    }
  }

  /** The server build of `remote` as the state's remotes.json names it; null when it has none. */
  private async find(state: SiteState, remote: string): Promise<Build | null> {
    const manifestUrl = state.remotes?.[remote];
    if (typeof manifestUrl !== 'string') return null;
    const folder = state.folderOf(remote);
    if (folder) {
      const dir = join(folder, 'server');
      const manifest = this.localManifest(join(dir, 'mf-manifest.json'));
      const file = manifest && entryFile(manifest);
      if (!manifest || !file) return null;
      return localBuild(manifest, remote, join(dir, file));
    }
    if (!/^https?:\/\//.test(manifestUrl)) return null;
    const serverManifestUrl = new URL('server/mf-manifest.json', manifestUrl).href;
    const manifest = await this.fetched.load<ServerManifest>(serverManifestUrl);
    const file = manifest && entryFile(manifest);
    if (!manifest || !file) return null;
    const entry = new URL(file, serverManifestUrl).href;
    return { container: containerOf(manifest, remote), entry, version: entry };
  }

  private localManifest(path: string): ServerManifest | null {
    let file = this.manifests.get(path);
    if (!file) this.manifests.set(path, (file = new CachedFile(path, (t) => JSON.parse(t) as ServerManifest)));
    return file.get();
  }

  /** The build's `./ssr` module, loaded once per version; null while it failed or is still loading past the budget. */
  private async load(remote: string, build: Build): Promise<SsrModule | ChromeModule | null> {
    let current = this.loaded.get(remote);
    if (current?.version === build.version && current.failedAt !== undefined && Date.now() - current.failedAt > RETRY_AFTER_MS) current = undefined;
    if (current?.version !== build.version) {
      const entry: Loaded = { version: build.version, module: loadSsrModule(build) };
      entry.module.then(
        () => this.log.info({ remote, entry: build.entry }, 'server render: build loaded'),
        (err: unknown) => {
          entry.failedAt = Date.now();
          this.log.error({ err, remote, entry: build.entry }, 'server render: the server build could not be loaded; pages are client-rendered');
        },
      );
      this.loaded.set(remote, entry);
      current = entry;
    }
    if (current.failedAt !== undefined) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), LOAD_BUDGET_MS);
    });
    try {
      return await Promise.race([current.module, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

function entryFile(m: ServerManifest): string | null {
  const e = m.metaData?.remoteEntry;
  if (!e?.name) return null;
  return e.path ? `${e.path.replace(/\/$/, '')}/${e.name}` : e.name;
}

const containerOf = (m: ServerManifest, remote: string) => m.metaData?.name ?? remote.replace(/-/g, '_');

/** A build on this server's disk; a file replaced in place by a deploy has a new modification time. */
const localBuild = (m: ServerManifest, remote: string, path: string): Build => ({
  container: containerOf(m, remote),
  entry: path,
  version: `${path}@${statSync(path).mtimeMs}`,
});

/**
 * Loads a build's container with a fresh federation runtime instance (the old build's instance
 * and modules are dropped with it) and asks it for `./ssr`. The entry is evaluated here rather
 * than by the runtime's Node loader, which reads only http(s) URLs and reuses a container by
 * name (a reload needs the new one).
 */
async function loadSsrModule(build: Build): Promise<SsrModule | ChromeModule> {
  const entryLoader: ModuleFederationRuntimePlugin = {
    name: 'venues-server-entry',
    loadEntry: async () => evaluateEntry(build.entry),
  };
  const federation = createInstance({
    name: 'venues_server',
    // The runtime keeps loaded containers by name and entry for the process's life: the version
    // (a file's path with its modification time) makes a release replaced in place a new entry.
    remotes: [{ name: build.container, entry: build.version, type: 'commonjs-module' }],
    plugins: [entryLoader],
  });
  const module = await federation.loadRemote<SsrModule | ChromeModule>(`${build.container}/ssr`);
  if (!module || typeof module.render !== 'function') throw new Error(`${build.container}/ssr exports no render function`);
  return module;
}

/** A commonjs container entry (a local file or an http(s) URL), evaluated as Node would a module. */
async function evaluateEntry(entry: string): Promise<RemoteEntryExports> {
  const remote = /^https?:\/\//.test(entry);
  const code = remote ? await fetch(entry).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${entry}: HTTP ${r.status}`)))) : readFileSync(entry, 'utf8');
  const module = { exports: {} as RemoteEntryExports };
  const wrapper = new Script(`(function (exports, module, require, __filename, __dirname) {${code}\n})`, { filename: entry }).runInThisContext() as (
    exports: unknown,
    module: { exports: unknown },
    require: NodeJS.Require,
    filename: string,
    dirname: string,
  ) => void;
  wrapper(module.exports, module, createRequire(remote ? join(process.cwd(), 'remote-entry.js') : entry), entry, remote ? '' : join(entry, '..'));
  return module.exports;
}
