import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, hydrated, test, type Page } from './fixtures';
import { sessionOf } from './helpers';
import { freshDataDir, servicePorts } from '../test-services.mjs';

// A remote's team releases on its own (README "Releasing a remote", docs/adr/0109): on a site of
// its own with its own releases folder, mf-admin is built with one more page (a copy of mf-admin
// beside it, with the page and its route added) and released alone with `npm run release`. The
// shell's files and the other remotes' stay byte for byte, the server keeps running, and the page,
// robots.txt and the 404 status follow the release and its rollback. Releases that would break the
// site are refused with the live state unchanged, and two remotes released at once both land.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const ports = servicePorts(E2E_PORT);
const SITE = `http://localhost:${ports.releaseSite}`;
/** The copy of mf-admin with the extra page: a dot folder at the same depth, so its node_modules links resolve. */
const FIXTURE = path.join(ROOT, '.release-fixture-mf-admin');

/** This run's environment without REMOTES_FILE (which would win over the releases). */
const { REMOTES_FILE: _remotesFile, ...ENV } = process.env;
let server: ChildProcess;
let work: string;
let releases: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SITE });

/** `npm run release -- …` against this site's releases folder. */
function release(...args: string[]) {
  const r = spawnSync('node', [path.join(ROOT, 'scripts/release.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...ENV, STATIC_ROOT: ROOT, RELEASES_DIR: releases, RELEASED_BY: 'e2e' },
  });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

/** The hash of every file under `dir` (names and bytes). */
function treeHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(path.relative(dir, p)).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

const live = () => readFileSync(path.join(releases, 'live.json'), 'utf8');
const liveVersion = (remote: string) => (JSON.parse(live()) as { remotes: Record<string, { version: string }> }).remotes[remote]?.version;

/**
 * mf-admin's sources with one more page and its route, built into FIXTURE/dist: a production build
 * (its hashed names, manifest and routes.json are what a release takes) without what only makes the
 * files small (minifying, source maps, the .gz and .br copies), which is not what is tested here.
 */
async function buildFixture() {
  rmSync(FIXTURE, { recursive: true, force: true });
  const dist = path.join(ROOT, 'mf-admin', 'dist');
  cpSync(path.join(ROOT, 'mf-admin'), FIXTURE, { recursive: true, verbatimSymlinks: true, filter: (src) => !src.startsWith(dist) });
  writeFileSync(
    path.join(FIXTURE, 'src/pages/ReleaseCheckPage.tsx'),
    `export default function ReleaseCheckPage() {\n  return <h1>Release check</h1>;\n}\n`,
  );
  const routes = path.join(FIXTURE, 'src/routes.ts');
  writeFileSync(routes, readFileSync(routes, 'utf8').replace('} as const satisfies Record<string, PageRoute>;', "  releaseCheck: admin('release-check'),\n} as const satisfies Record<string, PageRoute>;"));
  const app = path.join(FIXTURE, 'src/AppRoutes.tsx');
  writeFileSync(
    app,
    `import ReleaseCheckPage from './pages/ReleaseCheckPage';\n${readFileSync(app, 'utf8').replace('const PAGES: Record<AdminPage, ReactElement> = {', 'const PAGES: Record<AdminPage, ReactElement> = {\n  releaseCheck: <ReleaseCheckPage />,')}`,
  );
  writeFileSync(
    path.join(FIXTURE, 'webpack.fixture.cjs'),
    [
      "const remote = require('./webpack.config.cjs');",
      'module.exports = (env, argv) => {',
      '  const config = remote(env, argv);',
      "  return { ...config, devtool: false, optimization: { ...config.optimization, minimize: false }, plugins: config.plugins.filter((p) => p.constructor.name !== 'CompressionPlugin') };",
      '};',
      '',
    ].join('\n'),
  );
  // Asynchronous: the site starts meanwhile.
  const built = await new Promise<{ status: number | null; out: string }>((resolve) => {
    // webpack itself, not `pnpm exec` (which first tries to install the copy, a folder outside the workspace).
    const p = spawn(path.join(FIXTURE, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--config', 'webpack.fixture.cjs'], { cwd: FIXTURE, env: { ...process.env, NODE_ENV: 'production' } });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d));
    p.stderr.on('data', (d: Buffer) => (out += d));
    p.on('exit', (status) => resolve({ status, out }));
  });
  expect(built.status, built.out.slice(-3000)).toBe(0);
  expect(readFileSync(path.join(FIXTURE, 'dist/routes.json'), 'utf8')).toContain('/:country/release-check');
}

/** A copy of a built dist with `change` applied to its files, for releases the checks must refuse. */
function alteredDist(remote: string, change: (dir: string) => void): string {
  const dir = path.join(work, `${remote}-${Math.random().toString(36).slice(2)}`);
  cpSync(path.join(ROOT, remote, 'dist'), dir, { recursive: true });
  change(dir);
  return dir;
}
const editJson = (file: string, edit: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, JSON.stringify(json));
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  work = mkdtempSync(path.join(tmpdir(), 'venues-e2e-releases-'));
  releases = path.join(work, 'releases');
  const dataDir = await freshDataDir(E2E_PORT, path.join(work, 'data')); // the run's seeded data, copied
  server = spawn('node', [path.join(ROOT, 'server/dist/server.js')], {
    stdio: 'ignore',
    env: { ...ENV, PORT: String(ports.releaseSite), DATA_DIR: dataDir, STATIC_ROOT: ROOT, RELEASES_DIR: releases, PUBLIC_URL: SITE, LOGIN_LIMIT_IP_ATTEMPTS: '10000' },
  });
  // The fixture builds while the site starts.
  await Promise.all([
    buildFixture(),
    expect.poll(async () => (await request.get(`${SITE}/api/health`).catch(() => null))?.status(), { timeout: 150_000, intervals: [500] }).toBe(200),
  ]);
  // The site's first release adopts every remote's build as its own version.
  const first = release('mf-admin', '--from', path.join(ROOT, 'mf-admin', 'dist'));
  expect(first.status, first.out).toBe(0);
});

test.afterAll(() => {
  server?.kill();
  rmSync(FIXTURE, { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

test('a page added to mf-admin is released alone: it opens, robots.txt and the 404 follow, the shell and the other remotes stay byte for byte, no restart; rollback takes it away', async ({ page, request }) => {
  test.setTimeout(60_000);
  expect((await request.get('/sg/release-check', { headers: html })).status()).toBe(404);
  expect(await (await request.get('/robots.txt')).text()).not.toContain('release-check');
  const shell = treeHash(path.join(ROOT, 'shell', 'dist'));
  const before = JSON.parse(live()) as { remotes: Record<string, { version: string }> };
  const pid = server.pid;

  const r = release('mf-admin', '--from', path.join(FIXTURE, 'dist'));
  expect(r.status, r.out).toBe(0);
  const version = liveVersion('mf-admin')!;
  expect(version).not.toBe(before.remotes['mf-admin']!.version);
  expect((await (await request.get('/remotes.json')).json())['mf-admin']).toContain(`/mf/mf-admin/${version}/`);
  expect((await request.get('/sg/release-check', { headers: html })).status()).toBe(200);
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /*/release-check');
  const entry = await request.get(`/mf/mf-admin/${version}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toContain('immutable');

  await sessionOf(page.context(), { email: 'admin@demo.test', role: 'admin' }, { site: SITE });
  await page.goto('/sg/release-check');
  await expect(page.getByRole('heading', { level: 1, name: 'Release check' })).toBeVisible();

  // Nothing else moved: the shell's files, the other remotes' versions, the server process.
  expect(treeHash(path.join(ROOT, 'shell', 'dist'))).toBe(shell);
  for (const remote of Object.keys(before.remotes).filter((x) => x !== 'mf-admin')) expect(liveVersion(remote)).toBe(before.remotes[remote]!.version);
  expect(server.exitCode).toBeNull();
  expect(server.pid).toBe(pid);

  const back = release('mf-admin', '--rollback');
  expect(back.status, back.out).toBe(0);
  expect(liveVersion('mf-admin')).toBe(before.remotes['mf-admin']!.version);
  expect((await request.get('/sg/release-check', { headers: html })).status()).toBe(404);
  expect(await (await request.get('/robots.txt')).text()).not.toContain('release-check');
  const listed = release('mf-admin', '--list');
  expect(listed.out).toContain(version);
  expect(listed.out).toMatch(new RegExp(`LIVE +${before.remotes['mf-admin']!.version}`));
});

/**
 * Moves the page's clock past the moment the shell reads which release the page started with (10 s
 * after a page starts: VersionWatcher's BASELINE_DELAY_MS, which also outlasts the pick-up's 10 s
 * between two checks) and waits for that read: remotes.json fetched afresh.
 */
async function startingReleaseRead(page: Page) {
  const read = page.waitForEvent('requestfinished', { predicate: (r) => new URL(r.url()).pathname === '/remotes.json', timeout: 15_000 });
  await page.clock.fastForward(11_000);
  await read;
}

test('a visitor picks a release and its rollback up on their next navigation, and is not reloaded while filling a form', async ({ page }) => {
  test.setTimeout(60_000);
  const baseline = liveVersion('mf-admin')!;
  const inlined = () => page.evaluate(() => document.getElementById('venues-remotes')?.textContent ?? '');
  // A mark on the page's window: it lasts as long as the document, and a reload drops it.
  const mark = () => page.evaluate(() => void ((window as unknown as { __beforeRelease?: boolean }).__beforeRelease = true));
  const marked = () => page.evaluate(() => (window as unknown as { __beforeRelease?: boolean }).__beforeRelease === true);
  /** Clicks a link of the admin area and resolves once a new document has loaded (the release picked up). */
  const reloadedBy = async (link: string) => {
    const loaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('link', { name: link }).click();
    await loaded;
    await hydrated(page);
  };
  // The shell's timers on Playwright's clock: moved on when the test says, not waited for.
  await page.clock.install();
  await sessionOf(page.context(), { email: 'admin@demo.test', role: 'admin' }, { site: SITE });
  await page.goto('/sg/announcements/add');
  await page.getByLabel('Title').fill('Typed before the release');
  await mark();
  await startingReleaseRead(page);
  const r = release('mf-admin', '--from', path.join(FIXTURE, 'dist'));
  expect(r.status, r.out).toBe(0);
  const version = liveVersion('mf-admin')!;

  // Still in the form: the page's hourly check (MANIFEST_POLL_MS) sees the release and offers a
  // reload, and nothing reloads under the person's fingers.
  const checked = page.waitForEvent('requestfinished', { predicate: (q) => new URL(q.url()).pathname === '/remotes.json', timeout: 15_000 });
  await page.clock.fastForward('01:00:00');
  await checked;
  await expect(page.getByText('A new version of the site is available')).toBeVisible();
  expect(await marked()).toBe(true);
  await expect(page.getByLabel('Title')).toHaveValue('Typed before the release');

  // The next page they open is the new release's.
  await reloadedBy('Payouts');
  expect(await marked()).toBe(false);
  expect(await inlined()).toContain(`/mf/mf-admin/${version}/`);

  // A rollback travels the same way.
  await mark();
  await startingReleaseRead(page);
  const back = release('mf-admin', '--rollback');
  expect(back.status, back.out).toBe(0);
  await reloadedBy('Ratings');
  expect(await marked()).toBe(false);
  expect(await inlined()).toContain(`/mf/mf-admin/${baseline}/`);
});

test('a release claiming a path another remote owns, or needing another major of react, is refused and the live site is unchanged', async ({ request }) => {
  const state = live();
  const remotes = await (await request.get('/remotes.json')).text();
  const claiming = alteredDist('mf-admin', (dir) =>
    editJson(path.join(dir, 'routes.json'), (m) => (m.routes as unknown[]).push({ pattern: '/:country/venues/:slug', guard: 'admin-only', layout: 'default' })),
  );
  const taken = release('mf-admin', '--from', claiming);
  expect(taken.status).toBe(1);
  expect(taken.out).toMatch(/venues\/:venue.*mf-discovery|mf-discovery.*venues/);

  const newReact = alteredDist('mf-admin', (dir) =>
    editJson(path.join(dir, 'mf-manifest.json'), (m) => {
      for (const s of m.shared as { name: string; version: string; requiredVersion: string }[]) {
        if (s.name === 'react' || s.name === 'react-dom') Object.assign(s, { version: '20.0.0', requiredVersion: '^20.0.0' });
      }
    }),
  );
  const react = release('mf-admin', '--from', newReact);
  expect(react.status).toBe(1);
  expect(react.out).toMatch(/react/);

  expect(live()).toBe(state);
  expect(await (await request.get('/remotes.json')).text()).toBe(remotes);
  expect((await request.get('/sg/venues', { headers: html })).status()).toBe(200);
});

test('two remotes released at the same time both land', async () => {
  const owner = alteredDist('mf-owner', (dir) => writeFileSync(path.join(dir, 'release-note.txt'), 'owner\n'));
  const profile = alteredDist('mf-profile', (dir) => writeFileSync(path.join(dir, 'release-note.txt'), 'profile\n'));
  const before = { owner: liveVersion('mf-owner'), profile: liveVersion('mf-profile') };
  const run = (remote: string, dir: string) =>
    new Promise<number | null>((resolve) => {
      const p = spawn('node', [path.join(ROOT, 'scripts/release.mjs'), remote, '--from', dir], { cwd: ROOT, stdio: 'ignore', env: { ...ENV, STATIC_ROOT: ROOT, RELEASES_DIR: releases } });
      p.on('exit', resolve);
    });
  expect(await Promise.all([run('mf-owner', owner), run('mf-profile', profile)])).toEqual([0, 0]);
  expect(liveVersion('mf-owner')).not.toBe(before.owner);
  expect(liveVersion('mf-profile')).not.toBe(before.profile);
  const log = readFileSync(path.join(releases, 'log.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { remote: string; action: string });
  expect(log.filter((l) => l.action === 'release').map((l) => l.remote)).toEqual(expect.arrayContaining(['mf-owner', 'mf-profile']));
});
