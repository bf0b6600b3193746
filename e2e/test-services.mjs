// Where the end-to-end run's test services listen: fixed offsets from the site's port, so the
// server (serve-fresh.mjs) and the tests agree without talking, and parallel runs on other ports
// do not collide. And the run's seeded data folder, which the specs' own servers start from.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function servicePorts(sitePort) {
  // stripeSite/stripeApi: payments-stripe.spec.ts's own site (payments on Stripe) and the Stripe API stand-in.
  // releaseSite: releases.spec.ts's own site, with its own releases folder.
  return { smtp: sitePort + 7000, smtpApi: sitePort + 7001, oidc: sitePort + 7002, stripeSite: sitePort + 7003, stripeApi: sitePort + 7004, releaseSite: sitePort + 7005 };
}

/** The run's seeded data folder (serve-fresh.mjs makes it anew before the main server starts). */
export function seededDataDir(sitePort) {
  return path.join(tmpdir(), `venues-e2e-seeded-${sitePort}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Makes the run's seeded data folder: the server started once on an empty folder (initdb, the
 * migrations, the demo seed and the demo bookings it pays at its first start), then stopped cleanly
 * so that its PGlite files can be copied.
 */
export async function seedDataDir(sitePort) {
  const dir = seededDataDir(sitePort);
  rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const child = spawn('node', [path.join(ROOT, 'server/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, STATIC_ROOT: ROOT, RELEASES_DIR: path.join(dir, 'releases'), LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the seeding server exited with ${child.exitCode}`);
      if (i > 600) throw new Error('the seeding server did not answer within 5 minutes');
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    child.kill('SIGTERM');
  }
  const end = await exited;
  if (end !== 0) throw new Error(`the seeding server stopped with ${end}`);
  writeFileSync(path.join(dir, SEEDED), new Date().toISOString());
  return dir;
}

/** Written into the seeded folder once the server that seeded it has stopped: it may be copied. */
const SEEDED = '.seeded';

/**
 * A data folder for one server of the run: a copy of the seeded one (its PGlite database and demo
 * media) in `dir` (or a new temporary folder), without the JWT secret, so that each server makes
 * its own and a token of one site is never taken by another. Waits for the seeding, which
 * serve-fresh.mjs starts with the run (it may still be going when the first test starts).
 */
export async function freshDataDir(sitePort, dir) {
  const seeded = seededDataDir(sitePort);
  for (let waited = 0; !existsSync(path.join(seeded, SEEDED)); waited += 500) {
    if (waited > 300_000) throw new Error(`no seeded data folder at ${seeded}: serve-fresh.mjs makes it when the run starts`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const into = dir ?? mkdtempSync(path.join(tmpdir(), 'venues-e2e-data-'));
  cpSync(seeded, into, { recursive: true });
  rmSync(path.join(into, 'jwt-secret'), { force: true });
  rmSync(path.join(into, SEEDED), { force: true });
  return into;
}
