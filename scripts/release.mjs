// `npm run release -- <remote> [--from <dist dir>] [--rollback] [--list]`: releases one remote on
// its own (README "Releasing a remote"). The work is the server's (server/src/release/), built with
// it as server/dist/release-cli.js, so the command and the server share one reader and writer of
// the live state (server/src/site/releases.ts); the server build is made first when missing or older
// than its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureDependencies, ensureServerBuilt } from './lib.mjs';

const CLI = path.join(ROOT, 'server', 'dist', 'release-cli.js');

ensureDependencies();
ensureServerBuilt(CLI, 'the release command is built with it');
const r = spawnSync(process.execPath, [CLI, ...process.argv.slice(2)], { stdio: 'inherit', cwd: ROOT });
process.exit(r.status ?? 1);
