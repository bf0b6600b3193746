// `DEMO_NEW_PASSWORD='<new password>' npm run demo-password`: gives the demo accounts (and the demo
// customers sharing their password) a password of your own instead of the one the README publishes,
// in the database `npm start` uses (DATA_DIR, or DATABASE_URL). Needed before serving beyond this
// machine (HOST=0.0.0.0): the server refuses while the published password still opens an account.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureDependencies, ensureServerBuilt } from './lib.mjs';

const SERVER = path.join(ROOT, 'server', 'dist', 'server.js');

ensureDependencies();
ensureServerBuilt(SERVER, 'the command is part of it');
const env = { ...process.env, DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? '.data'), STATIC_ROOT: ROOT };
const r = spawnSync(process.execPath, [SERVER, '--demo-password'], { stdio: 'inherit', cwd: ROOT, env });
process.exit(r.status ?? 1);
