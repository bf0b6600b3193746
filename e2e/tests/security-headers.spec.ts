import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { PASSWORD } from './helpers';
import { freshDataDir } from '../test-services.mjs';

// The site's Content-Security-Policy lets a remote served from another origin load: a second
// server (its own port and data) takes mf-discovery from a plain file server on a third port
// (REMOTES_FILE), as a remote deployed on its own would be. No page may report a CSP violation.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
const REMOTE_PORT = BASE_PORT + 1;
const SITE_PORT = BASE_PORT + 2;
const SITE = `http://localhost:${SITE_PORT}`;
const REMOTE = `http://localhost:${REMOTE_PORT}`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.woff2': 'font/woff2' };

/** mf-discovery's dist as a remote host would serve it: plain files, CORS for the manifest fetch. */
function serveRemote(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', REMOTE).pathname));
    let ok = file.startsWith(dir + path.sep);
    try {
      ok = ok && statSync(file).isFile();
    } catch {
      ok = false;
    }
    res.setHeader('access-control-allow-origin', '*');
    if (!ok) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** CSP violations the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

// One site for the file's tests (their own ports): they run in order in one worker.
test.describe.configure({ mode: 'default' });

let remoteServer: Server;
let site: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await freshDataDir(BASE_PORT); // the run's seeded data, copied
  const remotesFile = path.join(dataDir, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({
      'mf-discovery': `${REMOTE}/mf-manifest.json`,
      'mf-profile': '/mf/mf-profile/mf-manifest.json',
      'mf-admin': '/mf/mf-admin/mf-manifest.json',
      'mf-owner': '/mf/mf-owner/mf-manifest.json',
    }),
  );
  remoteServer = await serveRemote(path.join(ROOT, 'mf-discovery', 'dist'), REMOTE_PORT);
  site = spawn('node', [path.join(ROOT, 'server/dist/server.js')], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(SITE_PORT), DATA_DIR: dataDir, STATIC_ROOT: ROOT, REMOTES_FILE: remotesFile, LOG_LEVEL: 'silent', PUBLIC_URL: SITE },
  });
  await waitForHealth(`${SITE}/api/health`, site);
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await new Promise<void>((r) => (site && site.exitCode === null ? site.once('exit', () => r()) : r()));
  await new Promise<void>((r) => remoteServer?.close(() => r()));
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe('Content-Security-Policy with a remote on another origin', () => {
  test('the page names the remote’s origin and no inline script', async ({ request }) => {
    const r = await request.get(`${SITE}/sg`, { headers: { accept: 'text/html' } });
    const policy = r.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${REMOTE}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(r.headers()['x-content-type-options']).toBe('nosniff');
  });

  // [page, its heading, drawn by mf-discovery from the other origin (else mf-profile, from the site)]
  for (const [url, heading, remote] of [
    ['/sg', /venue/i, true], // landing page, no antd
    ['/sg/contact-us', /contact/i, true], // a form posting to the API
    ['/sg/venues', /venue/i, true], // search: page data inlined, photos from /media
    ['/sg/login', /sign in|log in/i, false],
    ['/sg/signup/user', /create your account/i, false],
  ] as const) {
    test(`${url} renders without a CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const fromRemote: string[] = [];
      page.on('requestfinished', (req) => {
        if (req.url().startsWith(REMOTE)) fromRemote.push(req.url());
      });
      await page.goto(`${SITE}${url}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      if (remote) expect(fromRemote.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  // Signed in: the socket, the API calls and a form page (the owner's new venue) pass the policy.
  test('signed in: the API calls and the socket (connect-src) pass the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${SITE}/sg/login/venue`);
    await page.getByLabel(/e-?mail/i).fill('owner@demo.test');
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${SITE}/sg/profile`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => sockets.some((u) => u.startsWith(`ws://localhost:${SITE_PORT}/socket.io/`)), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.goto(`${SITE}/sg/venues/management/new-venue`);
    await expect(page.getByRole('heading', { level: 1, name: 'List a new venue' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
