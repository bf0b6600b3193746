// `npm run release -- <remote> [--from <dist dir>] [--rollback] [--list]`: releases one remote on
// its own (README "Releasing a remote"). The work is the server's (server/src/release/), built with
// it as server/dist/release-cli.js, so the command and the server share one reader and writer of
// the live state (server/src/site/releases.ts); the server build is made first when missing or older
// than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureDependencies, log, pnpm } from './lib.mjs';

const CLI = path.join(ROOT, 'server', 'dist', 'release-cli.js');

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

ensureDependencies();
const sources = Math.max(newest(path.join(ROOT, 'server', 'src')), newest(path.join(ROOT, 'packages', 'contracts', 'src')));
if (!existsSync(CLI) || statSync(CLI).mtimeMs < sources) {
  log('building the server (the release command is built with it)');
  pnpm(['--filter', '@venues/server', 'run', 'build']);
}
const r = spawnSync(process.execPath, [CLI, ...process.argv.slice(2)], { stdio: 'inherit', cwd: ROOT });
process.exit(r.status ?? 1);
