// Helpers shared by the root scripts. Plain Node (no dependencies): they run before `pnpm install`.
import { spawnSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
/** The remotes (remote-list.json, the one list: docs/architecture.md "Adding a remote"). */
export const REMOTES = JSON.parse(readFileSync(path.join(ROOT, 'remote-list.json'), 'utf8')).remotes;
export const APPS = ['shell', ...REMOTES.map((r) => r.name)];

export function log(msg) {
  console.log(`\x1b[36m[venues]\x1b[0m ${msg}`);
}

/**
 * The demo's outbox page (the server's DEV_MAIL_PAGE): on unless SMTP_URL is set, NODE_ENV is
 * production or DEV_MAIL_PAGE=false, at a secret address made for this start (or DEV_MAIL_TOKEN),
 * printed here once. Whoever reads the page can take over any account through its links.
 */
export function devMailPage(port) {
  const refused = Boolean(process.env.SMTP_URL || process.env.NODE_ENV === 'production' || /^(true|1|yes)$/.test(process.env.TRUST_PROXY ?? ''));
  const on = process.env.DEV_MAIL_PAGE ?? String(!refused);
  // Asked for where the server refuses it: the server's log says why.
  if (!/^(true|1|yes)$/.test(on) || refused) return { DEV_MAIL_PAGE: on };
  const token = process.env.DEV_MAIL_TOKEN ?? randomBytes(18).toString('base64url');
  log(`demo mail page, for this machine only: http://localhost:${port}/dev/mail/${token} (DEV_MAIL_PAGE=false turns it off)`);
  return { DEV_MAIL_PAGE: 'true', DEV_MAIL_TOKEN: token };
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
  }
  return r.stdout ? r.stdout.toString() : '';
}

export function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** pnpm from PATH, else installed globally with npm (corepack cannot fetch pnpm here). */
export function ensurePnpm() {
  if (has('pnpm')) return;
  log(`installing pnpm@${PNPM_VERSION} with npm`);
  run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
}

export function pnpm(args, opts) {
  run('pnpm', args, opts);
}

/** Install workspace dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  ensurePnpm();
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && !process.env.FORCE_INSTALL) {
    return;
  }
  log('installing dependencies (pnpm install --frozen-lockfile)');
  pnpm(['install', '--frozen-lockfile']);
}

const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report', '.git']);

function hashTree(dir, h) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(p, h);
    else if (entry.isFile()) {
      h.update(path.relative(ROOT, p));
      h.update(readFileSync(p));
    }
  }
}

/** A hash of everything the production build depends on. */
export function sourceHash() {
  const h = createHash('sha256');
  for (const part of ['packages', 'server', ...APPS]) {
    const p = path.join(ROOT, part);
    if (existsSync(p)) hashTree(p, h);
  }
  for (const f of ['pnpm-lock.yaml', 'tsconfig.base.json']) h.update(readFileSync(path.join(ROOT, f)));
  return h.digest('hex');
}

const STAMP = path.join(ROOT, 'node_modules', '.venues-build-stamp');

/**
 * Build the server and every front end when the sources changed since the last build; true when it
 * built. `afterServer` runs once the server is built, before the front ends (npm start prepares the
 * database then, beside the front ends' build).
 */
export function ensureBuilt({ force = false, afterServer } = {}) {
  const hash = sourceHash();
  const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
  if (!force && stamp === hash) {
    log('build is up to date');
    return false;
  }
  buildAll({ afterServer });
  writeFileSync(STAMP, hash);
  return true;
}

export function buildAll({ afterServer } = {}) {
  const started = Date.now();
  log('building the server');
  pnpm(['--filter', '@venues/server', 'run', 'build']);
  afterServer?.();
  const apps = APPS.filter((a) => existsSync(path.join(ROOT, a, 'webpack.config.cjs')));
  log(`building the front ends: ${apps.join(', ')}`);
  // Two at a time: the machine has 2 cores.
  pnpm(['--workspace-concurrency=2', ...apps.flatMap((a) => ['--filter', `./${a}`]), 'run', 'build']);
  log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function start(cmd, args, opts = {}) {
  return spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
}

/** The newest modification time of the files under `dir` (0 when none). */
function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === '__tests__') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds the server when `file` of its build is missing or older than the server's and the contracts' sources. */
export function ensureServerBuilt(file, why) {
  const sources = Math.max(newest(path.join(ROOT, 'server', 'src')), newest(path.join(ROOT, 'packages', 'contracts', 'src')));
  if (existsSync(file) && statSync(file).mtimeMs >= sources) return;
  log(`building the server (${why})`);
  pnpm(['--filter', '@venues/server', 'run', 'build']);
}
