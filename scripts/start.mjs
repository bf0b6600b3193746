// `npm start`: install, build if needed, then serve the production build with its embedded database.
import path from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies, log, start } from './lib.mjs';

ensureDependencies();
ensureBuilt({ force: process.argv.includes('--rebuild') });

const port = process.env.PORT ?? '8080';
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
// The demo shows its mail at /dev/mail when no SMTP server is set (loopback only). A real deployment
// sets SMTP_URL, or DEV_MAIL_PAGE=false: behind a reverse proxy on this host the page would be public.
const devMailPage = process.env.DEV_MAIL_PAGE ?? (process.env.SMTP_URL ? 'false' : 'true');
log(`starting on http://localhost:${port} (data in ${dataDir}${process.env.DATABASE_URL ? ', PostgreSQL from DATABASE_URL' : ''})`);
if (/^(true|1|yes)$/.test(devMailPage)) log(`demo mail page on: http://localhost:${port}/dev/mail lists every mail (DEV_MAIL_PAGE=false turns it off)`);
const child = start('node', ['server/dist/server.js'], { env: { PORT: port, DATA_DIR: dataDir, STATIC_ROOT: ROOT, DEV_MAIL_PAGE: devMailPage } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
