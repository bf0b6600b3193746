// Starts the production server on a new, empty data folder, so every end-to-end run begins from the seed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'venues-e2e-'));
const child = spawn('node', [path.join(root, 'server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_ROOT: root,
    // Every test signs in from 127.0.0.1; keep the per-address limit out of the way, the per-account one stays.
    LOGIN_LIMIT_IP_ATTEMPTS: '10000',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
