// `npm start`: install, build if needed, then serve the production build with its embedded database.
// On a fresh clone the server prepares its data folder (initdb, migrations, the demo seed) while the
// front ends build, and the start-up ends with its timing (docs/adr/0111-test-suite-25-minutes.md).
import path from 'node:path';
import { ROOT, devMailPage, ensureBuilt, ensureDependencies, log, start } from './lib.mjs';

const started = Date.now();
ensureDependencies();
const installed = Date.now();

const port = process.env.PORT ?? '8080';
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
const env = { PORT: port, DATA_DIR: dataDir, STATIC_ROOT: ROOT };

/** Resolves with a child's exit code. */
const exited = (child) => new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));

let preparing = null;
const built = ensureBuilt({
  force: process.argv.includes('--rebuild'),
  // The database work is one core's; webpack leaves room beside it.
  afterServer: () => {
    log('preparing the database while the front ends build');
    preparing = exited(start('node', ['server/dist/server.js', '--prepare'], { env: { ...env, LOG_LEVEL: 'warn' } }));
  },
});
const builtAt = Date.now();
if (preparing && (await preparing) !== 0) {
  log('preparing the database failed (its error is above)');
  process.exit(1);
}

log(`starting on http://localhost:${port} (data in ${dataDir}${process.env.DATABASE_URL ? ', PostgreSQL from DATABASE_URL' : ''})`);
const child = start('node', ['server/dist/server.js'], { env: { ...env, ...devMailPage(port) } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

// The site is up when the API answers; the timing says where a slow start-up went.
for (;;) {
  const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 250));
}
const s = (from, to) => ((to - from) / 1000).toFixed(1);
const now = Date.now();
const build = built ? `build ${s(installed, builtAt)} s with the database prepared beside it` : 'build up to date';
log(`site up on http://localhost:${port} in ${s(started, now)} s (install ${s(started, installed)} s, ${build}, start ${s(builtAt, now)} s)`);
