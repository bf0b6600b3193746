// Starts the production server on a new, empty data folder, so every end-to-end run begins from the
// seed — with a real SMTP server that catches its mail and a local OpenID provider standing in for
// Google (the server engineer's test services). Ports come from test-services.mjs, which the tests
// read too. Beside it, the run's seeded data folder (initdb, 18 migrations, the demo data) is made
// once, and the specs that start servers of their own start each from a copy (test-services.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSmtpCatcher } from '../server/test-services/smtp-catcher.mjs';
import { startOidcProvider } from '../server/test-services/oidc-provider.mjs';
import { seedDataDir, servicePorts } from './test-services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8181);
const ports = servicePorts(port);
const publicUrl = `http://localhost:${port}`;

// The stored sessions of an earlier run (tests/sessions.ts) belong to its server, its database and
// its JWT secret: none of them is valid on this one.
rmSync(path.join(root, 'e2e', '.auth'), { recursive: true, force: true });

const [smtp, oidc] = await Promise.all([
  startSmtpCatcher({ smtpPort: ports.smtp, httpPort: ports.smtpApi }),
  startOidcProvider({ port: ports.oidc, redirectUris: [`${publicUrl}/callback/google`] }),
]);

const dataDir = mkdtempSync(path.join(tmpdir(), 'venues-e2e-'));
const child = spawn('node', [path.join(root, 'server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_ROOT: root,
    // The builds as they are: not whatever a local `npm run release` left in <root>/releases.
    RELEASES_DIR: path.join(dataDir, 'releases'),
    // Every test signs in and asks for mail from 127.0.0.1; keep the per-address limits out of the
    // way (the per-account and per-e-mail ones stay).
    LOGIN_LIMIT_IP_ATTEMPTS: '10000',
    ACCOUNT_LIMIT_IP_REQUESTS: '10000',
    PUBLIC_URL: publicUrl,
    SMTP_URL: smtp.smtpUrl,
    MAIL_FROM: 'no-reply@venuely.test',
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
  },
});

// The seeded folder for the specs' own servers, made beside this server, which seeds an empty
// folder of its own meanwhile (the same seed; two processes of one core each). Waiting for the
// folder and starting from a copy would hold the run's first test back by about 10 s.
const started = Date.now();
void seedDataDir(port).then(
  () => console.error(`serve-fresh: data folder for the specs' servers seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`),
  (e) => {
    console.error(`serve-fresh: ${e.message}`);
    child.kill('SIGTERM');
  },
);

async function stop(code) {
  await Promise.allSettled([smtp.close(), oidc.close()]);
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => void stop(code ?? 0));
