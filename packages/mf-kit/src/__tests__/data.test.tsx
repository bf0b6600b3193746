import { act, render, screen, waitFor } from '@testing-library/react';
import { DataCache } from '../data/DataCache';
import { useData } from '../data/useData';

describe('DataCache', () => {
  it('shares one request per key while in flight and keeps the answer for ttlMs', async () => {
    const cache = new DataCache<number>({ ttlMs: 1000 });
    const load = jest.fn().mockResolvedValue(7);
    cache.preload('a', load);
    const [x, y] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect([x, y]).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('a')).toBe(7);
    expect(cache.peek('a', Date.now() + 2000)).toBeUndefined();
    await cache.get('a', load, Date.now() + 2000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing after it settles with ttlMs 0, and never keeps a failure', async () => {
    const cache = new DataCache<number>();
    const load = jest.fn().mockResolvedValue(1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const fail = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(2);
    const kept = new DataCache<number>({ ttlMs: 60_000 });
    await expect(kept.get('k', fail)).rejects.toThrow('down');
    await expect(kept.get('k', fail)).resolves.toBe(2);
  });
});

function Probe({ load, id }: { load: (id: string) => Promise<string[]>; id: string }) {
  const s = useData(() => load(id), [id]);
  if (s.status === 'error') return <button onClick={s.reload}>Try again</button>;
  if (s.status !== 'ready') return <p>loading</p>;
  return <p>{s.empty ? 'empty' : s.data.join(',')}</p>;
}

describe('useData', () => {
  it('shows loading, then the answer or the empty state, and retries after an error', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['a', 'b']).mockResolvedValueOnce([]);
    const { rerender } = render(<Probe load={load} id="1" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const retry = await screen.findByText('Try again');
    act(() => retry.click());
    await waitFor(() => expect(screen.getByText('a,b')).toBeInTheDocument());
    rerender(<Probe load={load} id="2" />);
    await waitFor(() => expect(screen.getByText('empty')).toBeInTheDocument());
  });
});
