// The released remotes: one live state on disk, read by the server on every page (site-state.ts)
// and written only by the release command (release/release.ts), both through this module.
//
// <RELEASES_DIR>/
//   live.json                    { remotes: { "<remote>": LiveRemote } } — what the site serves now
//   log.jsonl                    one ReleaseLogLine per release, rollback, adoption and refusal
//   .lock                        held by a release while it switches live.json (withLock)
//   <remote>/<version>/          a full copy of the remote's dist, never changed once written
import { randomBytes } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRoute, ShellKnows } from '@venues/contracts';

/** One remote in live.json: the version served, where its manifest is, and its pages (routes.json of that version). */
export interface LiveRemote {
  version: string;
  /** `/mf/<remote>/<version>/mf-manifest.json`, or the same path on REMOTES_ORIGIN. */
  manifest: string;
  routes: PageRoute[];
  /** ISO time. */
  released_at: string;
  released_by: string;
}

/** live.json. */
export interface LiveState {
  remotes: Record<string, LiveRemote>;
}

/** `adopt`: a built dist taken as its remote's first version by the first release (live.json did not exist). */
export type ReleaseAction = 'release' | 'rollback' | 'adopt' | 'refuse';

/** One line of log.jsonl. */
export interface ReleaseLogLine {
  at: string;
  by: string;
  remote: string;
  version: string | null;
  action: ReleaseAction;
  /** The version live before (null: none). */
  previous: string | null;
  /** Why a release was refused (or how a version was adopted). */
  reason: string | null;
}

export const LIVE_FILE = 'live.json';
export const LOG_FILE = 'log.jsonl';
export const LOCK_FILE = '.lock';

/** A remote's folder name (remote-list.json's names). */
export const REMOTE_NAME = /^mf-[a-z0-9-]+$/;
/** A version folder's name (the release command writes 12 hex digits); never a dot-file, so temporary copies are not versions. */
export const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const releaseFolder = (releasesDir: string, remote: string, version: string): string => join(releasesDir, remote, version);

/** The URL live.json names for a version's manifest: on this server (`/mf/…`), or on REMOTES_ORIGIN. */
export function releaseManifestUrl(remote: string, version: string, origin: string | null = null): string {
  const path = `/mf/${remote}/${version}/mf-manifest.json`;
  return origin ? `${origin.replace(/\/+$/, '')}${path}` : path;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** live.json's text as a LiveState; throws, saying what is wrong, when it is not one. */
export function parseLive(text: string): LiveState {
  const raw: unknown = JSON.parse(text);
  if (!isObject(raw) || !isObject(raw.remotes)) throw new Error(`${LIVE_FILE} has no "remotes" object`);
  for (const [name, r] of Object.entries(raw.remotes)) {
    if (!isObject(r) || typeof r.version !== 'string' || typeof r.manifest !== 'string' || !Array.isArray(r.routes)) {
      throw new Error(`${LIVE_FILE}: ${name} needs a version, a manifest URL and its routes`);
    }
  }
  return raw as unknown as LiveState;
}

/** live.json now (read from disk, no cache), or null when there is none yet. */
export function readLive(releasesDir: string): LiveState | null {
  let text: string;
  try {
    text = readFileSync(join(releasesDir, LIVE_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return parseLive(text);
}

/** Replaces live.json at once: a whole new file renamed over the old, so a reader sees one or the other. */
export function writeLive(releasesDir: string, state: LiveState): void {
  mkdirSync(releasesDir, { recursive: true });
  const tmp = join(releasesDir, `.${LIVE_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(tmp, join(releasesDir, LIVE_FILE));
}

/** Appends one line to log.jsonl (one write: lines of two processes never mix). */
export function appendLog(releasesDir: string, line: ReleaseLogLine): void {
  mkdirSync(releasesDir, { recursive: true });
  appendFileSync(join(releasesDir, LOG_FILE), `${JSON.stringify(line)}\n`);
}

/** log.jsonl, oldest first; lines that are not JSON are skipped. */
export function readLog(releasesDir: string): ReleaseLogLine[] {
  let text: string;
  try {
    text = readFileSync(join(releasesDir, LOG_FILE), 'utf8');
  } catch {
    return [];
  }
  const out: ReleaseLogLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as ReleaseLogLine);
    } catch {
      // a torn line: skipped
    }
  }
  return out;
}

/** The version folders of a remote present on disk. */
export function versionsOf(releasesDir: string, remote: string): string[] {
  const dir = join(releasesDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_NAME.test(e.name))
    .map((e) => e.name)
    .sort();
}

export interface LockOptions {
  /** How long to wait for another release to finish (default 30 s). */
  waitMs?: number;
  /** A lock older than this was left by a release that died (default 2 min). */
  staleMs?: number;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` holding `<RELEASES_DIR>/.lock` (created exclusively), so releases of two remotes at the
 * same time switch live.json one after the other and both land. Waits up to `waitMs` for the lock;
 * a lock older than `staleMs` is taken over.
 */
export async function withLock<T>(releasesDir: string, fn: () => Promise<T> | T, { waitMs = 30_000, staleMs = 120_000, pollMs = 50 }: LockOptions = {}): Promise<T> {
  mkdirSync(releasesDir, { recursive: true });
  const path = join(releasesDir, LOCK_FILE);
  const token = `${process.pid} ${new Date().toISOString()} ${randomBytes(6).toString('hex')}`;
  const started = Date.now();
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, token);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let age: number;
    try {
      age = Date.now() - statSync(path).mtimeMs;
    } catch {
      continue; // released meanwhile: try again at once
    }
    if (age > staleMs) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() - started > waitMs) {
      let holder = '';
      try {
        holder = readFileSync(path, 'utf8');
      } catch {
        // gone meanwhile
      }
      throw new Error(`another release holds ${path} (${holder || 'unknown'}); nothing changed — try again, or remove the file if no release is running`);
    }
    await sleep(pollMs);
  }
  try {
    return await fn();
  } finally {
    // Only our own lock: one taken over as stale is another release's now.
    try {
      if (readFileSync(path, 'utf8') === token) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  }
}

/** The tenant the shell's build talks to, whose headers the inlined calls carry. */
export interface ShellTenant {
  code: string;
  apiKey: string;
}

/** `shell/dist/shell.json`, written by the shell's build: its tenant and what it knows (guards, layouts…). */
export interface ShellJson {
  tenant?: ShellTenant;
  knows?: ShellKnows;
}

export const SHELL_JSON = 'shell.json';

export function parseShellJson(text: string): ShellJson {
  const raw: unknown = JSON.parse(text);
  if (!isObject(raw)) throw new Error(`${SHELL_JSON} is not an object`);
  return raw as ShellJson;
}
