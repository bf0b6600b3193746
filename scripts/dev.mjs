// `npm run dev`: the API with reload on 3000, the shell on 8080 and every remote on its own port, with live reload.
import { APPS, devMailPage, ensureDependencies, start } from './lib.mjs';
import { existsSync } from 'node:fs';

ensureDependencies();
const children = [start('pnpm', ['--filter', '@venues/server', 'run', 'dev'], { env: { PORT: '3000', COOKIE_SECURE: 'false', ...devMailPage('3000') } })];
for (const app of APPS) {
  if (existsSync(new URL(`../${app}/webpack.config.cjs`, import.meta.url))) {
    children.push(start('pnpm', ['--filter', `./${app}`, 'run', 'dev']));
  }
}
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
