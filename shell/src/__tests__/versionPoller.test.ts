import { snapshotChanged, takeSnapshot, textHash, startVersionPoller, VersionWatcher } from '../remotes/versionPoller';

function fakeFetch(files: Record<string, string>, seen: string[] = []): typeof fetch {
  return (async (url: string) => {
    seen.push(url);
    const body = files[url];
    return { ok: body !== undefined, text: async () => body ?? '' } as Response;
  }) as unknown as typeof fetch;
}

const MANIFEST = '/mf/mf-discovery/mf-manifest.json';
const ADMIN = '/mf/mf-admin/mf-manifest.json';

describe('version poller', () => {
  it('hashes text stably', () => {
    expect(textHash('abc')).toBe(textHash('abc'));
    expect(textHash('abc')).not.toBe(textHash('abd'));
  });

  it('snapshots the given files', async () => {
    const snap = await takeSnapshot(['/remotes.json', MANIFEST], fakeFetch({ '/remotes.json': '{}', [MANIFEST]: '{"v":1}' }));
    expect(Object.keys(snap).sort()).toEqual([MANIFEST, '/remotes.json']);
  });

  it('detects a changed manifest, a new file; ignores failed fetches', () => {
    const base = { '/remotes.json': 'a', m1: 'x' };
    expect(snapshotChanged(base, { '/remotes.json': 'a', m1: 'x' })).toBe(false);
    expect(snapshotChanged(base, { '/remotes.json': 'a', m1: 'y' })).toBe(true);
    expect(snapshotChanged(base, { '/remotes.json': 'b', m1: 'x', m2: 'z' })).toBe(true);
    expect(snapshotChanged(base, { '/remotes.json': 'a', m1: '' })).toBe(false);
  });

  it('watches remotes.json and only the manifests of loaded remotes', async () => {
    const seen: string[] = [];
    const files: Record<string, string> = { '/remotes.json': '{}', [MANIFEST]: '{"v":1}', [ADMIN]: '{"v":1}' };
    const w = new VersionWatcher(fakeFetch(files, seen), 0);
    w.track(MANIFEST);
    expect(await w.changed()).toBe(false);
    files[ADMIN] = '{"v":2}';
    expect(await w.changed()).toBe(false);
    expect(seen).not.toContain(ADMIN);
    files[MANIFEST] = '{"v":2}';
    expect(await w.changed()).toBe(true);
  });

  it('reads baselines only after the page has loaded, not beside its own requests', async () => {
    jest.useFakeTimers();
    const seen: string[] = [];
    const w = new VersionWatcher(fakeFetch({ '/remotes.json': '{}', [MANIFEST]: '{"v":1}' }, seen));
    w.track(MANIFEST);
    await jest.advanceTimersByTimeAsync(9_000);
    expect(seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(seen.sort()).toEqual([MANIFEST, '/remotes.json'].sort());
    jest.useRealTimers();
  });

  it('calls back once when a manifest changes between polls', async () => {
    jest.useFakeTimers();
    const files: Record<string, string> = { '/remotes.json': '{}', [MANIFEST]: '{"v":1}' };
    const w = new VersionWatcher(fakeFetch(files), 0);
    w.track(MANIFEST);
    const onChange = jest.fn();
    const stop = startVersionPoller(w, onChange, { intervalMs: 1000 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(onChange).not.toHaveBeenCalled();
    files[MANIFEST] = '{"v":2}';
    await jest.advanceTimersByTimeAsync(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
    files['/remotes.json'] = '{"x":1}';
    await jest.advanceTimersByTimeAsync(3000);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    jest.useRealTimers();
  });
});
