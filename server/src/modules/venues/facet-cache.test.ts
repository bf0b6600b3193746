import { FacetCache } from './facet-cache';

let now = 1_000_000;
const clock = () => now;

test('reuses a value for its key until it is older than the TTL', async () => {
  const cache = new FacetCache<number>(60_000, 1000, clock);
  let computed = 0;
  const compute = async () => ++computed;
  expect(await cache.get('a', compute)).toBe(1);
  now += 59_999;
  expect(await cache.get('a', compute)).toBe(1);
  expect(await cache.get('b', compute)).toBe(2);
  now += 1;
  expect(await cache.get('a', compute)).toBe(3);
  expect([cache.hits, cache.misses]).toEqual([1, 3]);
});

test('concurrent callers of one key share one computation; a failure is not kept', async () => {
  const cache = new FacetCache<string>(60_000, 1000, clock);
  let calls = 0;
  const [x, y] = await Promise.all([cache.get('k', async () => `v${++calls}`), cache.get('k', async () => `v${++calls}`)]);
  expect([x, y, calls]).toEqual(['v1', 'v1', 1]);
  await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  expect(await cache.get('bad', async () => 'ok')).toBe('ok');
});

test('keeps at most maxEntries, dropping the least recently used', async () => {
  const cache = new FacetCache<string>(60_000, 2, clock);
  await cache.get('a', async () => 'a1');
  await cache.get('b', async () => 'b1');
  await cache.get('a', async () => 'a2'); // a is now the most recent
  await cache.get('c', async () => 'c1'); // evicts b
  expect(await cache.get('a', async () => 'a3')).toBe('a1');
  expect(await cache.get('b', async () => 'b2')).toBe('b2');
});

test('a TTL of 0 never caches', async () => {
  const cache = new FacetCache<number>(0);
  let n = 0;
  await cache.get('a', async () => ++n);
  expect(await cache.get('a', async () => ++n)).toBe(2);
});
