// `npm start`: install, build if needed, then serve the production build with its embedded database.
import path from 'node:path';
import { ROOT, devMailPage, ensureBuilt, ensureDependencies, log, start } from './lib.mjs';

ensureDependencies();
ensureBuilt({ force: process.argv.includes('--rebuild') });

const port = process.env.PORT ?? '8080';
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
log(`starting on http://localhost:${port} (data in ${dataDir}${process.env.DATABASE_URL ? ', PostgreSQL from DATABASE_URL' : ''})`);
const child = start('node', ['server/dist/server.js'], { env: { PORT: port, DATA_DIR: dataDir, STATIC_ROOT: ROOT, ...devMailPage(port) } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
