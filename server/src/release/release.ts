// The release command's work (`npm run release -- <remote>`, cli.ts): a remote's build copied into
// an immutable version folder, checked against the live shell and the other live remotes, then
// switched live in one rename of live.json — or refused, saying why, with nothing changed.
// site/releases.ts holds the files it shares with the server.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import semver from 'semver';
import { mergeRoutes, remoteEntryUrl, routeProblems, type PageRoute, type RouteManifest, type ShellKnows } from '@venues/contracts';
import { REPO_ROOT } from '../config';
import { PAGE_DATA_NAMES } from '../site/page-data';
import {
  REMOTE_NAME,
  SHELL_JSON,
  appendLog,
  parseShellJson,
  readLive,
  readLog,
  releaseFolder,
  releaseManifestUrl,
  versionsOf,
  withLock,
  writeLive,
  type LiveRemote,
  type LiveState,
  type LockOptions,
  type ReleaseAction,
  type ReleaseLogLine,
} from '../site/releases';
import { parseRouteManifest } from '../site/site-state';

export interface ReleaseSettings {
  /** STATIC_ROOT: the live shell (shell/dist) and the remotes' dists. */
  staticRoot: string;
  /** RELEASES_DIR (default `<STATIC_ROOT>/releases`). */
  releasesDir: string;
  /** REMOTES_ORIGIN: the releases are served from there (a CDN); live.json names manifests on it. */
  remotesOrigin: string | null;
  /** RELEASED_BY, else the OS user. */
  by: string;
  /** Progress lines (the CLI prints them). */
  say?: (line: string) => void;
  lock?: LockOptions;
  /** Tests: run holding the lock, after live.json was read again (to make two releases overlap). */
  whileLocked?: (remote: string) => Promise<void> | void;
  fetch?: typeof fetch;
}

/** The settings from the environment, the way the server reads them (config.ts): paths relative to the repository. */
export function releaseSettings(env: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  const abs = (p: string) => resolve(REPO_ROOT, p);
  const staticRoot = abs(env.STATIC_ROOT ?? '.');
  let by = env.RELEASED_BY;
  if (!by) {
    try {
      by = userInfo().username;
    } catch {
      by = 'unknown';
    }
  }
  return {
    staticRoot,
    releasesDir: env.RELEASES_DIR ? abs(env.RELEASES_DIR) : join(staticRoot, 'releases'),
    remotesOrigin: env.REMOTES_ORIGIN ? env.REMOTES_ORIGIN.replace(/\/+$/, '') : null,
    by,
  };
}

export type ReleaseOutcome =
  | { ok: true; remote: string; version: string; previous: string | null; unchanged?: boolean; adopted: { remote: string; version: string }[] }
  | { ok: false; remote: string; version: string | null; previous: string | null; reasons: string[] };

const exists = (p: string) => existsSync(p);
const isDir = (p: string) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** Every file under `dir`, as paths relative to it with `/`, in a fixed order. */
function filesUnder(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...filesUnder(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** A build's content version: 12 hex digits of a hash over its files' paths and bytes (the same build, the same version). */
export function contentVersion(dir: string): string {
  const h = createHash('sha256');
  for (const rel of filesUnder(dir)) {
    const bytes = readFileSync(join(dir, rel));
    h.update(`${rel}\0${bytes.length}\0`);
    h.update(bytes);
  }
  return h.digest('hex').slice(0, 12);
}

/**
 * Copies a build into `<RELEASES_DIR>/<remote>/<version>/` (through a temporary folder renamed
 * into place, so a version folder is always whole), or reuses the folder already there.
 */
export function copyToReleases(releasesDir: string, remote: string, dist: string, version: string): { folder: string; reused: boolean } {
  const folder = releaseFolder(releasesDir, remote, version);
  const reuse = () => {
    const found = contentVersion(folder);
    if (found !== version) throw new Error(`${folder} exists with other content (${found}): it was changed by hand; remove it and release again`);
    return { folder, reused: true };
  };
  if (exists(folder)) return reuse();
  mkdirSync(join(releasesDir, remote), { recursive: true });
  const tmp = join(releasesDir, remote, `.tmp-${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    cpSync(dist, tmp, { recursive: true });
    if (contentVersion(tmp) !== version) throw new Error(`${dist} changed while it was copied: release again once its build has finished`);
    try {
      renameSync(tmp, folder);
    } catch (err) {
      if (exists(folder)) return reuse(); // the same version copied by another release meanwhile
      throw err;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { folder, reused: false };
}

// ——— Checks ———

/** A `shared` entry of an mf-manifest.json. */
interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  assets?: Assets;
}
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: SharedEntry[];
  exposes?: { name?: string; assets?: Assets }[];
}

/** The singletons a remote must share with the shell, one instance on the page (a name or a subpath of it: react-dom/client). */
export const SHELL_SINGLETONS = ['react', 'react-dom', 'mobx', 'mobx-react-lite', '@venues/session', '@venues/api-client', '@venues/realtime'] as const;
const isSingleton = (name: string) => SHELL_SINGLETONS.some((p) => name === p || name.startsWith(`${p}/`));

/** What the live shell (STATIC_ROOT/shell/dist) offers a remote: what it knows (shell.json) and what it shares (mf-manifest.json). */
export interface LiveShell {
  knows: ShellKnows | null;
  shared: SharedEntry[] | null;
  problems: string[];
}

export function liveShell(staticRoot: string): LiveShell {
  const dist = join(staticRoot, 'shell', 'dist');
  const problems: string[] = [];
  let knows: ShellKnows | null = null;
  let shared: SharedEntry[] | null = null;
  try {
    knows = parseShellJson(readFileSync(join(dist, SHELL_JSON), 'utf8')).knows ?? null;
    if (!knows) problems.push(`the live shell's ${SHELL_JSON} says nothing of what it knows (${join(dist, SHELL_JSON)})`);
  } catch (err) {
    problems.push(`the live shell has no readable ${SHELL_JSON} (${join(dist, SHELL_JSON)}: ${(err as Error).message}): deploy a shell build that writes it first`);
  }
  try {
    shared = (JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest).shared ?? [];
  } catch (err) {
    problems.push(`the live shell has no readable mf-manifest.json (${join(dist, 'mf-manifest.json')}: ${(err as Error).message})`);
  }
  return { knows, shared, problems };
}

/** (c) The remote's shared singletons against the shell's: each side's version within the other's required range. */
export function sharedProblems(candidate: readonly SharedEntry[], shell: readonly SharedEntry[]): string[] {
  const out: string[] = [];
  for (const c of candidate) {
    if (!isSingleton(c.name)) continue;
    const s = shell.find((x) => x.name === c.name);
    if (!s) {
      out.push(`it shares ${c.name}${c.version ? ` ${c.version}` : ''}, which the live shell does not share (the page would hold two)`);
      continue;
    }
    const ok = (version: string | undefined, range: string | false | undefined) =>
      !range || (typeof version === 'string' && semver.valid(version) !== null && semver.satisfies(version, range, { includePrerelease: true }));
    if (!ok(c.version, s.requiredVersion)) out.push(`${c.name}: it brings ${c.version ?? 'no version'}, the live shell requires ${s.requiredVersion} (it has ${s.version})`);
    if (!ok(s.version, c.requiredVersion)) out.push(`${c.name}: it requires ${c.requiredVersion}, the live shell has ${s.version ?? 'no version'}`);
  }
  return out;
}

const entryPath = (m: FederationManifest): string | null => {
  const e = m.metaData?.remoteEntry;
  if (!e?.name) return null;
  return e.path ? `${e.path.replace(/\/$/, '')}/${e.name}` : e.name;
};

const assetFiles = (a: Assets | undefined): string[] => [...(a?.js?.sync ?? []), ...(a?.js?.async ?? []), ...(a?.css?.sync ?? []), ...(a?.css?.async ?? [])];

/** A folder's mf-manifest.json, or the reason it cannot be read. */
function readManifest(folder: string, name = 'mf-manifest.json'): FederationManifest | string {
  let text: string;
  try {
    text = readFileSync(join(folder, name), 'utf8');
  } catch {
    return `${name} is missing`;
  }
  try {
    const m = JSON.parse(text) as unknown;
    if (!m || typeof m !== 'object') return `${name} is not a manifest`;
    return m as FederationManifest;
  } catch (err) {
    return `${name} is not JSON (${(err as Error).message})`;
  }
}

/** (d) The manifest loads: it is JSON, and its entry and every file it lists are in the folder (its server build's too). */
export function manifestProblems(folder: string): string[] {
  const m = readManifest(folder);
  if (typeof m === 'string') return [m];
  const out: string[] = [];
  const entry = entryPath(m);
  if (!entry) out.push('mf-manifest.json names no remoteEntry');
  else if (!exists(join(folder, entry))) out.push(`its remoteEntry ${entry} is not in the build`);
  const listed = [...(m.exposes ?? []).flatMap((e) => assetFiles(e.assets)), ...(m.shared ?? []).flatMap((s) => assetFiles(s.assets))];
  const missing = [...new Set(listed)].filter((f) => !exists(join(folder, f)));
  if (missing.length) out.push(`mf-manifest.json lists ${missing.length} file(s) missing from the build: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
  if (exists(join(folder, 'server'))) {
    const sm = readManifest(folder, 'server/mf-manifest.json');
    const sEntry = typeof sm === 'string' ? null : entryPath(sm);
    if (typeof sm === 'string') out.push(`its server build: ${sm}`);
    else if (!sEntry || !exists(join(folder, 'server', sEntry))) out.push(`its server build's remoteEntry ${sEntry ?? '(none named)'} is not in the build`);
  }
  return out;
}

/** (d) on REMOTES_ORIGIN: the manifest and its entry answer 200 there. */
async function originProblems(manifestUrl: string, fetchFn: typeof fetch): Promise<string[]> {
  const out: string[] = [];
  for (const url of [manifestUrl, remoteEntryUrl(manifestUrl)]) {
    try {
      const res = await fetchFn(url, { signal: AbortSignal.timeout(10_000) });
      await res.body?.cancel();
      if (res.status !== 200) out.push(`${url} answers ${res.status}, not 200 (does REMOTES_ORIGIN serve the releases folder?)`);
    } catch (err) {
      out.push(`${url} could not be fetched (${(err as Error).message})`);
    }
  }
  return out;
}

/** (a) routes.json: present, a route manifest of this remote, and nothing the live shell (or this server) does not know. */
export function routesOf(folder: string, remote: string, knows: ShellKnows | null): { routes: PageRoute[] | null; problems: string[] } {
  let text: string;
  try {
    text = readFileSync(join(folder, 'routes.json'), 'utf8');
  } catch {
    return { routes: null, problems: ['routes.json is missing (a build from before src/routes.ts?): the site could not route to its pages'] };
  }
  let m: RouteManifest;
  try {
    m = parseRouteManifest(text);
  } catch (err) {
    return { routes: null, problems: [`routes.json is not a route manifest (${(err as Error).message})`] };
  }
  if (m.remote !== remote) return { routes: null, problems: [`routes.json is ${m.remote || 'no remote'}'s, not ${remote}'s`] };
  if (!knows) return { routes: m.routes, problems: [] }; // the live shell's problem is reported once
  // The page data are the server's own (this command is built with it); the rest is the shell's.
  return { routes: m.routes, problems: routeProblems(m, { ...knows, dataLoaders: PAGE_DATA_NAMES }) };
}

/** (b) A path another live remote already has. */
export function conflictProblems(remote: string, routes: readonly PageRoute[], others: readonly RouteManifest[]): string[] {
  const { conflicts } = mergeRoutes([...others.filter((o) => o.remote !== remote), { remote, routes: [...routes] }]);
  return conflicts.filter((c) => c.remotes.includes(remote)).map((c) => `${c.pattern} is already ${c.remotes.filter((r) => r !== remote).join(' and ')}'s`);
}

/** A build about to go live: its copy in the releases folder and its pages. */
interface Candidate {
  remote: string;
  version: string;
  folder: string;
  routes: PageRoute[];
}

/** Every check of a version folder but the conflicts (which depend on what is live when it switches). */
async function checkFolder(s: ReleaseSettings, shell: LiveShell, remote: string, version: string, folder: string): Promise<{ routes: PageRoute[]; problems: string[] }> {
  const problems = manifestProblems(folder);
  if (s.remotesOrigin) problems.push(...(await originProblems(releaseManifestUrl(remote, version, s.remotesOrigin), s.fetch ?? fetch)));
  const r = routesOf(folder, remote, shell.knows);
  problems.push(...r.problems);
  const m = readManifest(folder);
  if (typeof m !== 'string' && shell.shared) problems.push(...sharedProblems(m.shared ?? [], shell.shared));
  return { routes: r.routes ?? [], problems };
}

const liveManifests = (state: LiveState | null): RouteManifest[] => Object.entries(state?.remotes ?? {}).map(([remote, e]) => ({ remote, routes: e.routes }));

/** The remotes built under the static root (their dists), but `except`. */
function builtRemotes(staticRoot: string, except: string): { remote: string; dist: string }[] {
  if (!isDir(staticRoot)) return [];
  return readdirSync(staticRoot)
    .filter((n) => REMOTE_NAME.test(n) && n !== except)
    .sort()
    .map((remote) => ({ remote, dist: join(staticRoot, remote, 'dist') }))
    .filter((r) => exists(join(r.dist, 'mf-manifest.json')));
}

/** Before the first release: every other built remote's dist, copied and checked, to go live with it (the site stays whole). */
async function prepareAdoption(s: ReleaseSettings, shell: LiveShell, remote: string): Promise<{ adopted: Candidate[]; problems: string[] }> {
  const adopted: Candidate[] = [];
  const problems: string[] = [];
  for (const b of builtRemotes(s.staticRoot, remote)) {
    const version = contentVersion(b.dist);
    const { folder } = copyToReleases(s.releasesDir, b.remote, b.dist, version);
    const checked = await checkFolder(s, shell, b.remote, version, folder);
    problems.push(...checked.problems.map((p) => `${b.remote} (its dist, adopted by this first release): ${p}`));
    adopted.push({ remote: b.remote, version, folder, routes: checked.routes });
  }
  for (const a of adopted) {
    problems.push(...conflictProblems(a.remote, a.routes, adopted).map((p) => `${a.remote} (its dist, adopted by this first release): ${p}`));
  }
  return { adopted, problems };
}

const entryOf = (s: ReleaseSettings, c: Candidate, at: string): LiveRemote => ({
  version: c.version,
  manifest: releaseManifestUrl(c.remote, c.version, s.remotesOrigin),
  routes: c.routes,
  released_at: at,
  released_by: s.by,
});

function logLine(s: ReleaseSettings, remote: string, version: string | null, action: ReleaseAction, previous: string | null, reason: string | null = null): ReleaseLogLine {
  return { at: new Date().toISOString(), by: s.by, remote, version, action, previous, reason };
}

function refuse(s: ReleaseSettings, remote: string, version: string | null, previous: string | null, reasons: string[], action: 'release' | 'rollback' = 'release'): ReleaseOutcome {
  appendLog(s.releasesDir, logLine(s, remote, version, 'refuse', previous, `${action}: ${reasons.join('; ')}`));
  return { ok: false, remote, version, previous, reasons };
}

/**
 * Switches `c` live holding the lock: live.json read again (another remote may have gone live
 * meanwhile), the conflicts checked against it, this remote's entry set, the file renamed into
 * place, and the log written. Before the first release, `adoption` gives the other remotes' entries.
 */
async function switchLive(
  s: ReleaseSettings,
  c: Candidate,
  action: 'release' | 'rollback',
  when: { previous?: string | null; adoption?: () => Promise<{ adopted: Candidate[]; problems: string[] }> },
): Promise<ReleaseOutcome> {
  return withLock(
    s.releasesDir,
    async () => {
      const now = readLive(s.releasesDir);
      await s.whileLocked?.(c.remote);
      const previous = now?.remotes[c.remote]?.version ?? null;
      if (when.previous !== undefined && previous !== when.previous) {
        return refuse(s, c.remote, c.version, previous, [`${c.remote} changed while this ran (${when.previous ?? 'none'} → ${previous ?? 'none'}): run it again`], action);
      }
      const state: LiveState = { remotes: { ...(now?.remotes ?? {}) } };
      const at = new Date().toISOString();
      let adopted: Candidate[] = [];
      if (!now && when.adoption) {
        const prepared = await when.adoption();
        if (prepared.problems.length) return refuse(s, c.remote, c.version, null, prepared.problems, action);
        adopted = prepared.adopted;
        for (const a of adopted) state.remotes[a.remote] = entryOf(s, a, at);
      }
      const clash = conflictProblems(c.remote, c.routes, liveManifests(state));
      if (clash.length) return refuse(s, c.remote, c.version, previous, clash, action);
      state.remotes[c.remote] = entryOf(s, c, at);
      writeLive(s.releasesDir, state);
      for (const a of adopted) appendLog(s.releasesDir, logLine(s, a.remote, a.version, 'adopt', null, `its dist, adopted with the first release (of ${c.remote})`));
      appendLog(s.releasesDir, logLine(s, c.remote, c.version, action, previous));
      return { ok: true as const, remote: c.remote, version: c.version, previous, adopted: adopted.map((a) => ({ remote: a.remote, version: a.version })) };
    },
    s.lock,
  );
}

/**
 * Releases `remote` from its built dist (`<STATIC_ROOT>/<remote>/dist`, or `from`): copied into its
 * version folder, checked, switched live. Refused (logged, live.json untouched) when a check fails.
 */
export async function release(s: ReleaseSettings, remote: string, { from }: { from?: string } = {}): Promise<ReleaseOutcome> {
  const say = s.say ?? (() => {});
  if (!REMOTE_NAME.test(remote)) return { ok: false, remote, version: null, previous: null, reasons: [`"${remote}" is not a remote's name (mf-…)`] };
  const dist = from ?? join(s.staticRoot, remote, 'dist');
  const live = readLive(s.releasesDir);
  const previous = live?.remotes[remote]?.version ?? null;
  if (!isDir(dist)) return refuse(s, remote, null, previous, [`there is no build at ${dist}`]);
  const version = contentVersion(dist);
  say(`${remote}: version ${version} (from ${dist})`);
  if (previous === version) return { ok: true, remote, version, previous, unchanged: true, adopted: [] };
  const { folder, reused } = copyToReleases(s.releasesDir, remote, dist, version);
  say(`${remote}: ${reused ? 'already in' : 'copied to'} ${folder}`);

  const shell = liveShell(s.staticRoot);
  const checked = await checkFolder(s, shell, remote, version, folder);
  const problems = [...shell.problems, ...checked.problems];
  const adoption = live ? null : await prepareAdoption(s, shell, remote);
  if (adoption) problems.push(...adoption.problems);
  problems.push(...conflictProblems(remote, checked.routes, adoption ? adoption.adopted : liveManifests(live)));
  if (problems.length) return refuse(s, remote, version, previous, problems);
  say(`${remote}: checks passed`);

  return switchLive(s, { remote, version, folder, routes: checked.routes }, 'release', {
    // Used only when live.json is (still) missing once the lock is held; prepared now unless it was already there.
    adoption: async () => adoption ?? prepareAdoption(s, shell, remote),
  });
}

/**
 * The version of `remote` live before `current`, from the log: each release pushes its version,
 * each rollback steps back one, so rollbacks in a row walk back through the releases.
 */
export function versionBefore(log: readonly ReleaseLogLine[], remote: string, current: string): string | null {
  const stack: string[] = [];
  for (const l of log) {
    if (l.remote !== remote || !l.version) continue;
    if (l.action === 'release' || l.action === 'adopt') {
      if (stack[stack.length - 1] !== l.version) stack.push(l.version);
    } else if (l.action === 'rollback') {
      const i = stack.lastIndexOf(l.version);
      if (i >= 0) stack.length = i + 1;
      else stack.push(l.version);
    }
  }
  const i = stack.lastIndexOf(current);
  return i > 0 ? stack[i - 1]! : null;
}

/** Returns `remote` to the version live before the current one (its folder must still be there), checked like a release. */
export async function rollback(s: ReleaseSettings, remote: string): Promise<ReleaseOutcome> {
  const live = readLive(s.releasesDir);
  const current = live?.remotes[remote]?.version ?? null;
  if (!current) return refuse(s, remote, null, null, [`${remote} has no live release to roll back`], 'rollback');
  const target = versionBefore(readLog(s.releasesDir), remote, current);
  if (!target) return refuse(s, remote, null, current, [`the log names no version of ${remote} live before ${current}`], 'rollback');
  const folder = releaseFolder(s.releasesDir, remote, target);
  if (!isDir(folder)) return refuse(s, remote, target, current, [`the folder of ${target} is gone (${folder})`], 'rollback');
  s.say?.(`${remote}: rolling back ${current} → ${target}`);
  const shell = liveShell(s.staticRoot);
  const checked = await checkFolder(s, shell, remote, target, folder);
  const problems = [...shell.problems, ...checked.problems, ...conflictProblems(remote, checked.routes, liveManifests(live))];
  if (problems.length) return refuse(s, remote, target, current, problems, 'rollback');
  return switchLive(s, { remote, version: target, folder, routes: checked.routes }, 'rollback', { previous: current });
}

export interface VersionInfo {
  version: string;
  live: boolean;
  /** When it last went live (release, rollback or adoption), and by whom; null when it never did. */
  at: string | null;
  by: string | null;
  action: ReleaseAction | null;
}

/** The versions of `remote` present in the releases folder, the most recently live first. */
export function listVersions(s: ReleaseSettings, remote: string): VersionInfo[] {
  const live = readLive(s.releasesDir)?.remotes[remote]?.version ?? null;
  const log = readLog(s.releasesDir).filter((l) => l.remote === remote && l.action !== 'refuse');
  return versionsOf(s.releasesDir, remote)
    .map((version) => {
      const last = log.filter((l) => l.version === version).pop();
      return { version, live: version === live, at: last?.at ?? null, by: last?.by ?? null, action: last?.action ?? null };
    })
    .sort((a, b) => Number(b.live) - Number(a.live) || (b.at ?? '').localeCompare(a.at ?? '') || a.version.localeCompare(b.version));
}
