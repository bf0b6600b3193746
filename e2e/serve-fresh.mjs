// Starts the production server on a freshly seeded data folder, so every end-to-end run begins from
// the seed — with a real SMTP server that catches its mail and a local OpenID provider standing in
// for Google (the server engineer's test services). Ports come from test-services.mjs, which the
// tests read too. The seeding (initdb, 18 migrations, the demo data) is done once per run, into a
// folder that this server and the specs' own servers each start from a copy of.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSmtpCatcher } from '../server/test-services/smtp-catcher.mjs';
import { startOidcProvider } from '../server/test-services/oidc-provider.mjs';
import { freshDataDir, seedDataDir, servicePorts } from './test-services.mjs';

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
  seedDataDir(port),
]);

const dataDir = freshDataDir(port);
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

async function stop(code) {
  await Promise.allSettled([smtp.close(), oidc.close()]);
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => void stop(code ?? 0));
