// The release command's logic (release.ts) on temporary folders: a shell and remote builds as
// their webpack builds write them (manifests, entries, routes.json), the releases folder beside.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHELL_KNOWS, type RouteManifest } from '@venues/contracts';
import { LOCK_FILE, readLive, readLog, withLock } from '../site/releases';
import { ADMIN, DISCOVERY, writeFile } from '../site/__tests__/fixtures';
import { listLines, outcomeLines, parseArgs } from './cli';
import { contentVersion, listVersions, release, rollback, sharedProblems, versionBefore, type ReleaseOutcome, type ReleaseSettings } from './release';

let root: string;
let s: ReleaseSettings;

const SHARED = (versions: Record<string, string> = {}) =>
  Object.entries({ react: '19.3.1', 'react-dom': '19.3.1', 'react/jsx-runtime': '19.3.1', mobx: '7.1.3', 'mobx-react-lite': '5.1.0', '@venues/session': '0.1.0', '@venues/api-client/client': '0.1.0', dayjs: '1.11.13', ...versions }).map(
    ([name, version]) => ({ name, version, requiredVersion: `^${version}`, singleton: true, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }),
  );

/** A remote's build in `dir` as its webpack build writes it. */
function writeBuild(dir: string, m: RouteManifest | null, { shared = SHARED(), marker = 'v1', manifest }: { shared?: object[]; marker?: string; manifest?: string } = {}) {
  const name = (m?.remote ?? 'mf-x').replace(/-/g, '_');
  writeFile(
    dir,
    'mf-manifest.json',
    manifest ??
      JSON.stringify({
        id: name,
        name,
        metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
        shared,
        exposes: [{ name: 'app', assets: { js: { sync: ['js/app.aaaaaaaa.js'], async: ['js/page.bbbbbbbb.js'] }, css: { sync: ['css/app.cccccccc.css'], async: [] } } }],
      }),
  );
  writeFile(dir, 'remoteEntry.js', `var ${name} = "${marker}";`);
  writeFile(dir, 'js/app.aaaaaaaa.js', `/* ${marker} */`);
  writeFile(dir, 'js/page.bbbbbbbb.js', '/* page */');
  writeFile(dir, 'css/app.cccccccc.css', '.a{}');
  writeFile(dir, 'server/mf-manifest.json', JSON.stringify({ metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
  writeFile(dir, 'server/remoteEntry.js', 'module.exports = {};');
  if (m) writeFile(dir, 'routes.json', JSON.stringify(m));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'venues-release-'));
  writeFile(root, 'shell/dist/index.html', '<!doctype html><html><head></head><body></body></html>');
  writeFile(root, 'shell/dist/shell.json', JSON.stringify({ tenant: { code: 'demo', apiKey: 'pk' }, knows: SHELL_KNOWS }));
  writeFile(root, 'shell/dist/mf-manifest.json', JSON.stringify({ name: 'shell', metaData: { name: 'shell' }, shared: SHARED() }));
  writeBuild(join(root, 'mf-discovery/dist'), DISCOVERY);
  writeBuild(join(root, 'mf-admin/dist'), ADMIN);
  s = { staticRoot: root, releasesDir: join(root, 'releases'), remotesOrigin: null, by: 'tester' };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const live = () => readLive(s.releasesDir);
const liveBytes = () => readFileSync(join(s.releasesDir, 'live.json'));
const ok = (o: ReleaseOutcome) => {
  if (!o.ok) throw new Error(`refused: ${o.reasons.join('; ')}`);
  return o;
};
/** A new build of mf-admin (other bytes: another version) in its own folder. */
function adminBuild(marker: string, m: RouteManifest = ADMIN, opts: Parameters<typeof writeBuild>[2] = {}): string {
  const dir = join(root, 'builds', `admin-${marker}`);
  writeBuild(dir, m, { marker, ...opts });
  return dir;
}

describe('contentVersion', () => {
  it('is 12 hex digits of the files’ paths and bytes: the same build the same version, any change another', () => {
    const a = contentVersion(join(root, 'mf-admin/dist'));
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(contentVersion(adminBuild('v1'))).toBe(a); // same files elsewhere: same version (mtimes do not count)
    utimesSync(join(root, 'mf-admin/dist/remoteEntry.js'), new Date(0), new Date(0));
    expect(contentVersion(join(root, 'mf-admin/dist'))).toBe(a);
    expect(contentVersion(adminBuild('v2'))).not.toBe(a);
    const moved = adminBuild('v1-moved', ADMIN, { marker: 'v1' });
    writeFileSync(join(moved, 'js/other.js'), '');
    expect(contentVersion(moved)).not.toBe(a);
  });
});

describe('release', () => {
  it('the first release copies the build into its version folder and adopts the other built remotes: the site stays whole', async () => {
    const o = ok(await release(s, 'mf-admin'));
    const v = contentVersion(join(root, 'mf-admin/dist'));
    const d = contentVersion(join(root, 'mf-discovery/dist'));
    expect(o).toMatchObject({ version: v, previous: null, adopted: [{ remote: 'mf-discovery', version: d }] });
    expect(contentVersion(join(s.releasesDir, 'mf-admin', v))).toBe(v);
    expect(existsSync(join(s.releasesDir, 'mf-admin', v, 'server/remoteEntry.js'))).toBe(true);
    const state = live()!;
    expect(Object.keys(state.remotes).sort()).toEqual(['mf-admin', 'mf-discovery']);
    expect(state.remotes['mf-admin']).toEqual({ version: v, manifest: `/mf/mf-admin/${v}/mf-manifest.json`, routes: ADMIN.routes, released_at: expect.any(String), released_by: 'tester' });
    expect(state.remotes['mf-discovery']).toMatchObject({ version: d, manifest: `/mf/mf-discovery/${d}/mf-manifest.json`, routes: DISCOVERY.routes });
    expect(readLog(s.releasesDir).map((l) => [l.action, l.remote, l.version, l.previous, l.by])).toEqual([
      ['adopt', 'mf-discovery', d, null, 'tester'],
      ['release', 'mf-admin', v, null, 'tester'],
    ]);
    // Released again unchanged: nothing to do, nothing logged.
    expect(await release(s, 'mf-admin')).toMatchObject({ ok: true, unchanged: true });
    expect(readLog(s.releasesDir)).toHaveLength(2);
    expect(outcomeLines(o, s, 'release')[0]).toBe(`mf-admin ${v} is live (its first release), released by tester`);
  });

  it('a next release replaces only its remote’s entry, reusing an identical version folder, with REMOTES_ORIGIN URLs when set', async () => {
    ok(await release(s, 'mf-admin'));
    const before = live()!;
    const v2 = ok(await release({ ...s, by: 'alice' }, 'mf-admin', { from: adminBuild('v2') }));
    expect(v2.previous).toBe(before.remotes['mf-admin']!.version);
    const after = live()!;
    expect(after.remotes['mf-discovery']).toEqual(before.remotes['mf-discovery']);
    expect(after.remotes['mf-admin']).toMatchObject({ version: v2.version, released_by: 'alice' });
    expect(outcomeLines(v2, s, 'release')).toContain('  to undo: npm run release -- mf-admin --rollback');
    // The same build again, from another folder: the version folder there is reused.
    const again = ok(await release(s, 'mf-admin', { from: join(root, 'mf-admin/dist') }));
    expect(again.version).toBe(before.remotes['mf-admin']!.version);
  });

  describe('refused, live.json byte-identical and the refusal logged', () => {
    let bytes: Buffer;
    beforeEach(async () => {
      ok(await release(s, 'mf-admin'));
      bytes = liveBytes();
    });
    const refused = async (o: Promise<ReleaseOutcome>) => {
      const out = await o;
      expect(out.ok).toBe(false);
      expect(liveBytes().equals(bytes)).toBe(true);
      const last = readLog(s.releasesDir).pop()!;
      expect(last).toMatchObject({ action: 'refuse', remote: 'mf-admin', by: 'tester' });
      return { reasons: out.ok ? [] : out.reasons, logged: last.reason! };
    };

    it('(a) routes.json missing, or naming what the live shell does not know', async () => {
      const dir = adminBuild('no-routes');
      rmSync(join(dir, 'routes.json'));
      const r = await refused(release(s, 'mf-admin', { from: dir }));
      expect(r.reasons).toEqual([expect.stringMatching(/^routes\.json is missing/)]);
      expect(r.logged).toMatch(/^release: routes\.json is missing/);

      const wide: RouteManifest = { remote: 'mf-admin', routes: [{ pattern: '/:country/wide', layout: 'wide' as never, guard: 'root' as never }] };
      const r2 = await refused(release(s, 'mf-admin', { from: adminBuild('unknown', wide) }));
      expect(r2.reasons).toEqual([expect.stringContaining('the shell knows no guard "root"'), expect.stringContaining('the shell knows no layout "wide"')]);
      // What the shell knows is read from the live shell's shell.json, not this server's build.
      writeFile(root, 'shell/dist/shell.json', JSON.stringify({ knows: { ...SHELL_KNOWS, layouts: [...SHELL_KNOWS.layouts, 'wide'], guards: [...SHELL_KNOWS.guards, 'root'] } }));
      ok(await release(s, 'mf-admin', { from: adminBuild('unknown', wide) }));
    });

    it('(a) page data this server does not answer', async () => {
      const m: RouteManifest = { remote: 'mf-admin', routes: [{ pattern: '/:country/stats', layout: 'default', data: 'stats' as never }] };
      const r = await refused(release(s, 'mf-admin', { from: adminBuild('data', m) }));
      expect(r.reasons).toEqual([expect.stringContaining('the server knows no page data "stats"')]);
    });

    it('(b) a path another live remote has', async () => {
      const m: RouteManifest = { remote: 'mf-admin', routes: [...ADMIN.routes, { pattern: '/:country/venues/:slug', layout: 'default', guard: 'admin-only' }] };
      const r = await refused(release(s, 'mf-admin', { from: adminBuild('clash', m) }));
      expect(r.reasons).toEqual(["/:country/venues/:venue is already mf-discovery's"]);
    });

    it('(c) a shared singleton the live shell cannot satisfy, either way', async () => {
      const r = await refused(release(s, 'mf-admin', { from: adminBuild('react18', ADMIN, { shared: SHARED({ react: '18.3.1', mobx: '7.2.0' }) }) }));
      expect(r.reasons).toEqual(['react: it brings 18.3.1, the live shell requires ^19.3.1 (it has 19.3.1)', 'react: it requires ^18.3.1, the live shell has 19.3.1', 'mobx: it requires ^7.2.0, the live shell has 7.1.3']);
      const extra = SHARED();
      extra.push({ ...extra[0]!, name: '@venues/realtime', version: '0.1.0', requiredVersion: '^0.1.0' });
      const r2 = await refused(release(s, 'mf-admin', { from: adminBuild('realtime', ADMIN, { shared: extra }) }));
      expect(r2.reasons).toEqual([expect.stringMatching(/^it shares @venues\/realtime 0\.1\.0, which the live shell does not share/)]);
      // Not a singleton of the list (dayjs): not compared.
      ok(await release(s, 'mf-admin', { from: adminBuild('dayjs', ADMIN, { shared: SHARED({ dayjs: '2.0.0' }) }) }));
    });

    it('(d) a manifest that does not load: not JSON, or its entry or a listed file missing', async () => {
      const r = await refused(release(s, 'mf-admin', { from: adminBuild('broken', ADMIN, { manifest: '{"metaData": ' }) }));
      expect(r.reasons).toEqual([expect.stringMatching(/^mf-manifest\.json is not JSON/)]);
      const dir = adminBuild('missing');
      rmSync(join(dir, 'js/page.bbbbbbbb.js'));
      rmSync(join(dir, 'remoteEntry.js'));
      const r2 = await refused(release(s, 'mf-admin', { from: dir }));
      expect(r2.reasons).toEqual(['its remoteEntry remoteEntry.js is not in the build', 'mf-manifest.json lists 1 file(s) missing from the build: js/page.bbbbbbbb.js']);
    });

    it('(d) on REMOTES_ORIGIN: the manifest and its entry must answer 200 there', async () => {
      const served = new Set<string>();
      const cdn: Server = createServer((req, res) => res.writeHead(served.has(req.url ?? '') ? 200 : 404).end('{}'));
      await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
      try {
        const dir = adminBuild('cdn');
        const v = contentVersion(dir);
        const r = await refused(release({ ...s, remotesOrigin: origin }, 'mf-admin', { from: dir }));
        expect(r.reasons).toEqual([
          `${origin}/mf/mf-admin/${v}/mf-manifest.json answers 404, not 200 (does REMOTES_ORIGIN serve the releases folder?)`,
          `${origin}/mf/mf-admin/${v}/remoteEntry.js answers 404, not 200 (does REMOTES_ORIGIN serve the releases folder?)`,
        ]);
        served.add(`/mf/mf-admin/${v}/mf-manifest.json`).add(`/mf/mf-admin/${v}/remoteEntry.js`);
        ok(await release({ ...s, remotesOrigin: origin }, 'mf-admin', { from: dir }));
        expect(live()!.remotes['mf-admin']!.manifest).toBe(`${origin}/mf/mf-admin/${v}/mf-manifest.json`);
      } finally {
        await new Promise((resolve) => cdn.close(resolve));
      }
    });

    it('a first release whose adopted dist fails a check: nothing goes live', async () => {
      rmSync(s.releasesDir, { recursive: true });
      rmSync(join(root, 'mf-discovery/dist/routes.json'));
      const o = await release(s, 'mf-admin');
      expect(o.ok).toBe(false);
      expect(!o.ok && o.reasons).toEqual([expect.stringMatching(/^mf-discovery \(its dist, adopted by this first release\): routes\.json is missing/)]);
      expect(existsSync(join(s.releasesDir, 'live.json'))).toBe(false);
    });
  });

  it('two releases of different remotes at the same time both land (the lock orders their switches)', async () => {
    ok(await release(s, 'mf-admin'));
    const discovery = join(root, 'builds', 'discovery-v2');
    writeBuild(discovery, DISCOVERY, { marker: 'v2' });
    const order: string[] = [];
    // Each holds the lock a while after reading live.json: without the lock the second would overwrite the first.
    const slow: ReleaseSettings = {
      ...s,
      whileLocked: async (remote) => {
        order.push(`${remote} in`);
        await new Promise((r) => setTimeout(r, 150));
        order.push(`${remote} out`);
      },
    };
    const [a, d] = await Promise.all([release(slow, 'mf-admin', { from: adminBuild('v2') }), release(slow, 'mf-discovery', { from: discovery })]);
    ok(a);
    ok(d);
    expect(order[1]).toBe(`${order[0]!.split(' ')[0]} out`); // one after the other
    const state = live()!;
    expect(state.remotes['mf-admin']!.version).toBe(a.version);
    expect(state.remotes['mf-discovery']!.version).toBe(d.version);
    expect(readLog(s.releasesDir).filter((l) => l.action === 'release')).toHaveLength(3);
  });
});

describe('rollback', () => {
  it('returns the remote to the version live before; a second steps back again; refused without an earlier version or its folder', async () => {
    const v1 = ok(await release(s, 'mf-admin')).version;
    const v2 = ok(await release(s, 'mf-admin', { from: adminBuild('v2') })).version;
    const v3 = ok(await release(s, 'mf-admin', { from: adminBuild('v3') })).version;
    const discovery = live()!.remotes['mf-discovery'];

    const back = ok(await rollback({ ...s, by: 'bob' }, 'mf-admin'));
    expect(back).toMatchObject({ version: v2, previous: v3 });
    expect(live()!.remotes['mf-admin']).toMatchObject({ version: v2, manifest: `/mf/mf-admin/${v2}/mf-manifest.json`, routes: ADMIN.routes, released_by: 'bob' });
    expect(live()!.remotes['mf-discovery']).toEqual(discovery);
    expect(readLog(s.releasesDir).pop()).toMatchObject({ action: 'rollback', remote: 'mf-admin', version: v2, previous: v3, by: 'bob' });
    expect(outcomeLines(back, { ...s, by: 'bob' }, 'rollback')[0]).toBe(`mf-admin ${v2} is live (was ${v3}), rolled back by bob`);

    expect(ok(await rollback(s, 'mf-admin')).version).toBe(v1);
    const bytes = liveBytes();
    const none = await rollback(s, 'mf-admin');
    expect(none).toMatchObject({ ok: false, reasons: [`the log names no version of mf-admin live before ${v1}`] });
    expect(liveBytes().equals(bytes)).toBe(true);

    // Released forward again, its previous folder removed: a rollback is refused, nothing changes.
    ok(await release(s, 'mf-admin', { from: adminBuild('v3') }));
    rmSync(join(s.releasesDir, 'mf-admin', v1), { recursive: true });
    const gone = await rollback(s, 'mf-admin');
    expect(gone).toMatchObject({ ok: false, reasons: [expect.stringMatching(new RegExp(`^the folder of ${v1} is gone`))] });
    expect(live()!.remotes['mf-admin']!.version).toBe(v3);
    expect(readLog(s.releasesDir).pop()).toMatchObject({ action: 'refuse', reason: expect.stringMatching(/^rollback: /) });
  });

  it('versionBefore reads the log as a history: releases push, rollbacks step back', () => {
    const line = (action: 'release' | 'rollback' | 'adopt', version: string) => ({ at: '', by: '', remote: 'mf-x', version, action, previous: null, reason: null });
    const log = [line('adopt', 'a'), line('release', 'b'), line('release', 'c'), line('rollback', 'b')];
    expect(versionBefore(log, 'mf-x', 'b')).toBe('a');
    expect(versionBefore(log.slice(0, 3), 'mf-x', 'c')).toBe('b');
    expect(versionBefore(log, 'mf-x', 'c')).toBeNull(); // rolled back from: no longer in the history
    expect(versionBefore([...log, line('rollback', 'a')], 'mf-x', 'a')).toBeNull();
    expect(versionBefore(log, 'mf-y', 'b')).toBeNull();
  });
});

describe('list', () => {
  it('prints the versions present, when each went live and by whom, and which is live', async () => {
    const v1 = ok(await release(s, 'mf-admin')).version;
    const v2 = ok(await release({ ...s, by: 'alice' }, 'mf-admin', { from: adminBuild('v2') })).version;
    mkdirSync(join(s.releasesDir, 'mf-admin', 'feedfacefeed'));
    const list = listVersions(s, 'mf-admin');
    expect(list.map((v) => [v.version, v.live, v.by, v.action])).toEqual([
      [v2, true, 'alice', 'release'],
      [v1, false, 'tester', 'release'],
      ['feedfacefeed', false, null, null],
    ]);
    const lines = listLines(s, 'mf-admin');
    expect(lines[0]).toBe(`mf-admin versions in ${join(s.releasesDir, 'mf-admin')}:`);
    expect(lines[1]).toMatch(new RegExp(`^  LIVE  ${v2}  released \\S+ by alice$`));
    expect(lines[3]).toBe('        feedfacefeed  never live');
    expect(listLines(s, 'mf-owner')).toEqual([`mf-owner: no version in ${join(s.releasesDir, 'mf-owner')}`]);
  });
});

describe('the lock', () => {
  it('waits for the holder, takes over a stale lock, and gives up after the wait', async () => {
    const dir = s.releasesDir;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, LOCK_FILE), 'a release that died');
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    expect(await withLock(dir, () => 'taken over')).toBe('taken over');
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    writeFileSync(join(dir, LOCK_FILE), '123 busy');
    await expect(withLock(dir, () => 'never', { waitMs: 100 })).rejects.toThrow(/another release holds .*\.lock \(123 busy\)/);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('123 busy'); // not ours: left alone
  });
});

describe('the command line', () => {
  it('reads a remote and one of --from, --rollback, --list', () => {
    expect(parseArgs(['mf-admin'])).toEqual({ remote: 'mf-admin', from: null, rollback: false, list: false });
    expect(parseArgs(['mf-admin', '--from', 'x/dist'])).toMatchObject({ from: 'x/dist' });
    expect(parseArgs(['--rollback', 'mf-admin'])).toMatchObject({ remote: 'mf-admin', rollback: true });
    expect(parseArgs(['mf-admin', '--rollback', '--list'])).toEqual({ error: '--from, --rollback and --list go alone' });
    expect(parseArgs([])).toEqual({ error: 'which remote?' });
    expect(parseArgs(['mf-admin', '--force'])).toEqual({ error: 'unknown option --force' });
  });

  it('says why a release was refused', () => {
    expect(outcomeLines({ ok: false, remote: 'mf-admin', version: 'abc', previous: 'def', reasons: ['x', 'y'] }, s, 'release')).toEqual([
      'REFUSED release of mf-admin abc: nothing changed (def stays live). Why:',
      '  - x',
      '  - y',
    ]);
  });

  it('shared checks compare only the singletons', () => {
    expect(sharedProblems([{ name: 'react-dom/client', version: '19.0.0', requiredVersion: '^19.0.0' }], [{ name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' }])).toEqual([
      'react-dom/client: it brings 19.0.0, the live shell requires ^19.3.1 (it has 19.3.1)',
    ]);
    expect(sharedProblems([{ name: 'antd/es/button', version: '5.0.0', requiredVersion: '^5.0.0' }], [])).toEqual([]);
  });
});
