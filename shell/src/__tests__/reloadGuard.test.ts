import { isChunkLoadError, reloadOnceFor } from '../remotes/reloadGuard';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('reload guard', () => {
  it('reloads at most once per 10 s per path', () => {
    const storage = memory();
    let now = 1_000_000;
    const reload = jest.fn();
    const deps = { storage, now: () => now, reload };
    expect(reloadOnceFor('/sg', deps)).toBe(true);
    expect(reloadOnceFor('/sg', deps)).toBe(false);
    now += 9_999;
    expect(reloadOnceFor('/sg', deps)).toBe(false);
    // another path has its own budget
    expect(reloadOnceFor('/sg/about-us', deps)).toBe(true);
    now += 2;
    expect(reloadOnceFor('/sg', deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('recognises chunk, dynamic import and federation load failures only', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /js/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
