import { passwordPolicy } from '@venues/contracts';
import { buildApp } from './app';
import { loadConfig } from './config';
import { changeDemoPassword, exposedDemoRefusal } from './db/demo-password';
import { DEMO_PASSWORD } from './db/seed';
import { Passwords } from './lib/password';

const config = loadConfig();
const app = await buildApp(config);
const passwords = new Passwords(config.passwordCost);

/** Says why on stderr and stops with code 1, the app closed. */
async function stop(message: string): Promise<never> {
  process.stderr.write(`${message}\n`);
  await app.close();
  process.exit(1);
}

// `--prepare`: create, migrate and seed the database, then stop (npm start runs it beside the front ends' build).
if (process.argv.includes('--prepare')) {
  await app.close();
  process.exit(0);
}

// `--demo-password` (npm run demo-password): the demo accounts get DEMO_NEW_PASSWORD instead of the published one.
if (process.argv.includes('--demo-password')) {
  const next = process.env.DEMO_NEW_PASSWORD ?? '';
  const checked = await passwordPolicy.safeParseAsync(next);
  if (!next) await stop("Set the new password in DEMO_NEW_PASSWORD: DEMO_NEW_PASSWORD='<a long new password>' npm run demo-password");
  if (!checked.success) await stop(`DEMO_NEW_PASSWORD: ${checked.error.issues[0]?.message}`);
  if (next === DEMO_PASSWORD) await stop('DEMO_NEW_PASSWORD: that is the published demo password; choose another');
  const n = await changeDemoPassword(app.db, passwords, next);
  process.stdout.write(n ? `The ${n} accounts that signed in with the published demo password now sign in with DEMO_NEW_PASSWORD.\n` : 'No account signs in with the published demo password: nothing changed.\n');
  await app.close();
  process.exit(0);
}

// Beyond this machine only once the published demo password opens no account (db/demo-password.ts).
const refused = await exposedDemoRefusal(config.host, app.db, passwords);
if (refused) await stop(refused);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
