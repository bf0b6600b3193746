// The bench scripts' shared pieces: waiting for a server, and starting the production build.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Resolves once `url` answers 2xx; throws after `ms`. */
/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** The number after `--name` on the command line, or `fallback`. */
export function numberOption(name, fallback) {
  return Number(option(name, fallback));
}

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * The production server (server/dist) with the built front ends, on a fresh data folder (so the
 * demo seed): `{ base, stop }` once it answers (`await stop()` waits for the process to end). `env` adds to its environment; `cpus` (e.g. '0')
 * pins it to those cores with taskset.
 */
export async function startBuiltServer(port, { env = {}, cpus } = {}) {
  const command = ['node', path.join(root, 'server/dist/server.js')];
  const [bin, ...argv] = cpus === undefined ? command : ['taskset', '-c', cpus, ...command];
  const server = spawn(bin, argv, {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'venues-bench-')), STATIC_ROOT: root },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/api/health`);
  // stop() resolves once the process has exited: a server still shutting down would take CPU from the next one.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return { base, stop: () => (server.kill(), exited) };
}
