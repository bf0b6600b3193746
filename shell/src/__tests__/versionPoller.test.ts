import { snapshotChanged, takeSnapshot, textHash, startVersionPoller } from '../remotes/versionPoller';

function fakeFetch(files: Record<string, string>): typeof fetch {
  return (async (url: string) => {
    const body = files[url];
    return { ok: body !== undefined, text: async () => body ?? '' } as Response;
  }) as unknown as typeof fetch;
}

describe('version poller', () => {
  const remotes = JSON.stringify({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json' });

  it('hashes text stably', () => {
    expect(textHash('abc')).toBe(textHash('abc'));
    expect(textHash('abc')).not.toBe(textHash('abd'));
  });

  it('snapshots remotes.json and each manifest', async () => {
    const snap = await takeSnapshot(fakeFetch({ '/remotes.json': remotes, '/mf/mf-discovery/mf-manifest.json': '{"v":1}' }));
    expect(Object.keys(snap).sort()).toEqual(['/mf/mf-discovery/mf-manifest.json', '/remotes.json']);
  });

  it('detects a changed manifest, a new remote; ignores failed fetches', () => {
    const base = { '/remotes.json': 'a', m1: 'x' };
    expect(snapshotChanged(base, { '/remotes.json': 'a', m1: 'x' })).toBe(false);
    expect(snapshotChanged(base, { '/remotes.json': 'a', m1: 'y' })).toBe(true);
    expect(snapshotChanged(base, { '/remotes.json': 'b', m1: 'x', m2: 'z' })).toBe(true);
    expect(snapshotChanged(base, { '/remotes.json': 'a', m1: '' })).toBe(false);
  });

  it('calls back once when a manifest changes between polls', async () => {
    jest.useFakeTimers();
    const files: Record<string, string> = { '/remotes.json': remotes, '/mf/mf-discovery/mf-manifest.json': '{"v":1}' };
    const onChange = jest.fn();
    const stop = startVersionPoller(onChange, { intervalMs: 1000, fetchImpl: fakeFetch(files) });
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(onChange).not.toHaveBeenCalled();
    files['/mf/mf-discovery/mf-manifest.json'] = '{"v":2}';
    await jest.advanceTimersByTimeAsync(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    jest.useRealTimers();
  });
});
