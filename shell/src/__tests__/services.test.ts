import type { NotificationCounts, User } from '@venues/contracts';
import { createSessionLoader } from '../services/sessionLoader';
import { socketOptions, socketTarget } from '../services/socket';
import { defaultCountryOf, knownCodes, loadCountries, resetCountryCache } from '../services/countries';
import { altDomainRedirect } from '../routing/altDomain';

const counts: NotificationCounts = { unreadCountsByType: { INQUIRY: 2 }, totalUnreadCount: 2 };

describe('session loader', () => {
  it('shares one request pair between concurrent navigations', async () => {
    let release: () => void = () => undefined;
    const me = jest
      .fn<Promise<User>, []>()
      .mockImplementationOnce(() => new Promise<User>((r) => (release = () => r({ _id: 'u1' } as User))))
      .mockResolvedValue({ _id: 'u1' } as User);
    const countsFn = jest.fn().mockResolvedValue(counts);
    const setUser = jest.fn();
    const setCounts = jest.fn();
    const load = createSessionLoader({ me, counts: countsFn, setUser, setCounts, isAuthenticated: () => true });
    const a = load();
    const b = load();
    expect(a).toBe(b);
    release();
    await a;
    expect(me).toHaveBeenCalledTimes(1);
    expect(countsFn).toHaveBeenCalledTimes(1);
    expect(setUser).toHaveBeenCalledWith({ _id: 'u1' });
    expect(setCounts).toHaveBeenCalledWith(counts);
    await load();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('does nothing for visitors and does not resurrect a session that ended meanwhile', async () => {
    let signedIn = false;
    const me = jest.fn().mockResolvedValue({ _id: 'u1' });
    const setUser = jest.fn();
    const load = createSessionLoader({ me, counts: jest.fn().mockResolvedValue(counts), setUser, setCounts: jest.fn(), isAuthenticated: () => signedIn });
    await load();
    expect(me).not.toHaveBeenCalled();
    signedIn = true;
    const p = load();
    signedIn = false;
    await p;
    expect(setUser).not.toHaveBeenCalled();
  });
});

describe('socket', () => {
  it('connects only with a token and a room', () => {
    expect(socketTarget({ isAuthenticated: true, accessToken: 't', roomId: 'r1' })).toEqual({ token: 't', roomId: 'r1' });
    expect(socketTarget({ isAuthenticated: true, accessToken: 't', roomId: '' })).toBeNull();
    expect(socketTarget({ isAuthenticated: true, accessToken: null, roomId: 'r1' })).toBeNull();
    expect(socketTarget({ isAuthenticated: false, accessToken: 't', roomId: 'r1' })).toBeNull();
  });

  it('uses the reconnection settings and sends the tenant and token', () => {
    const o = socketOptions('tok');
    expect(o).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20000,
      auth: { token: 'tok', tenantCode: 'demo', apiKey: 'pk_demo_venues_2026' },
    });
    expect(o.extraHeaders.Authorization).toBe('Bearer tok');
  });
});

describe('countries', () => {
  beforeEach(() => resetCountryCache());

  it('lowercases storefront codes and falls back to sg', () => {
    expect(knownCodes([{ cca2: 'SG' }, { cca2: 'my' }] as never)).toEqual(['sg', 'my']);
    expect(knownCodes([])).toEqual(['sg']);
  });

  it('caches the list and falls back to sg on failure (not cached)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fail = jest.fn().mockRejectedValue(new Error('down'));
    expect((await loadCountries(fail)).known).toEqual(['sg']);
    const ok = jest.fn().mockResolvedValue([{ cca2: 'PH', country_name: 'Philippines' }]);
    expect((await loadCountries(ok)).known).toEqual(['ph']);
    await loadCountries(ok);
    expect(ok).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('takes the default storefront from the one marked default, else sg', () => {
    expect(defaultCountryOf([{ cca2: 'SG', is_default: false }, { cca2: 'MY', is_default: true }] as never)).toBe('my');
    expect(defaultCountryOf([{ cca2: 'MY', is_default: false }] as never)).toBe('sg');
    expect(defaultCountryOf([])).toBe('sg');
  });
});

describe('alternative domain', () => {
  const loc = (hostname: string, origin: string) => ({ hostname, origin, pathname: '/sg/about-us', search: '?a=1', hash: '' });
  it('redirects listed hosts to the main origin with the same path', () => {
    expect(altDomainRedirect(loc('www.venuely.test', 'https://www.venuely.test'), ['www.venuely.test'], 'https://venuely.test')).toBe(
      'https://venuely.test/sg/about-us?a=1',
    );
  });
  it('leaves other hosts alone and never loops', () => {
    expect(altDomainRedirect(loc('venuely.test', 'https://venuely.test'), ['www.venuely.test'], 'https://venuely.test')).toBeNull();
    expect(altDomainRedirect(loc('venuely.test', 'https://venuely.test'), ['venuely.test'], 'https://venuely.test/')).toBeNull();
    expect(altDomainRedirect(loc('www.venuely.test', 'https://www.venuely.test'), ['www.venuely.test'], '')).toBeNull();
  });
});

describe('remotes.json', () => {
  it('reads the copy the server put in the page, without a request', async () => {
    const { prefetchRemotes, fetchRemotes } = await import('../remotes/remotesManifest');
    const el = document.createElement('script');
    el.id = 'venues-remotes';
    el.type = 'application/json';
    el.textContent = JSON.stringify({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json' });
    document.head.append(el);
    const f = jest.fn();
    try {
      prefetchRemotes(f as unknown as typeof fetch);
      expect(await fetchRemotes(f as unknown as typeof fetch)).toEqual({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json' });
      expect(f).not.toHaveBeenCalled();
    } finally {
      el.remove();
    }
  });

  it('uses the request started by the entry chunk once, then fetches again', async () => {
    const { prefetchRemotes, fetchRemotes } = await import('../remotes/remotesManifest');
    const body = { 'mf-discovery': '/mf/mf-discovery/mf-manifest.json', bad: 42, evil: 'javascript:alert(1)' };
    const f = jest.fn().mockResolvedValue({ ok: true, json: async () => body });
    prefetchRemotes(f as unknown as typeof fetch);
    expect(f).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(await fetchRemotes(f as unknown as typeof fetch)).toEqual({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json' });
    expect(f).toHaveBeenCalledTimes(1);
    await fetchRemotes(f as unknown as typeof fetch);
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('registers each remote by the remoteEntry.js beside its manifest, here or on another origin', async () => {
    const { federationRemotes } = await import('../remotes/remotesManifest');
    expect(federationRemotes({ 'mf-discovery': '/mf/mf-discovery/mf-manifest.json', 'mf-admin': 'https://cdn.example.com/admin/v7/mf-manifest.json' })).toEqual([
      { name: 'mf_discovery', alias: 'mf-discovery', entry: `${location.origin}/mf/mf-discovery/remoteEntry.js` },
      { name: 'mf_admin', alias: 'mf-admin', entry: 'https://cdn.example.com/admin/v7/remoteEntry.js' },
    ]);
  });
});

describe('routes.json', () => {
  const table = [
    { pattern: '/forgot-password', remote: 'mf-profile', layout: 'bare' },
    { pattern: '/:country', remote: 'mf-discovery', layout: 'landing', ssr: true, data: 'home', sitemap: true },
  ];

  it('reads the table the server put in the page, without a request', async () => {
    const { prefetchRoutes, fetchRoutes } = await import('../routes/siteRoutes');
    const el = document.createElement('script');
    el.id = 'venues-routes';
    el.type = 'application/json';
    el.textContent = JSON.stringify(table);
    document.head.append(el);
    const f = jest.fn();
    try {
      prefetchRoutes(f as unknown as typeof fetch);
      expect(await fetchRoutes(f as unknown as typeof fetch)).toEqual(table);
      expect(f).not.toHaveBeenCalled();
    } finally {
      el.remove();
    }
  });

  it('uses the request started by the entry chunk once, keeping the server’s order and leaving out what is not a route', async () => {
    const { prefetchRoutes, fetchRoutes } = await import('../routes/siteRoutes');
    const f = jest.fn().mockResolvedValue({ ok: true, json: async () => [...table, null, { pattern: 'no-slash', remote: 'x', layout: 'bare' }, { pattern: '/x' }] });
    prefetchRoutes(f as unknown as typeof fetch);
    expect(f).toHaveBeenCalledWith('/routes.json', { cache: 'no-store' });
    expect(await fetchRoutes(f as unknown as typeof fetch)).toEqual(table);
    expect(f).toHaveBeenCalledTimes(1);
    await fetchRoutes(f as unknown as typeof fetch);
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('fails on an answer that is not a table (start-up then serves no page)', async () => {
    const { fetchRoutes } = await import('../routes/siteRoutes');
    await expect(fetchRoutes(jest.fn().mockResolvedValue({ ok: false, status: 503 }) as unknown as typeof fetch)).rejects.toThrow('routes.json answered 503');
    await expect(fetchRoutes(jest.fn().mockResolvedValue({ ok: true, json: async () => ({ routes: [] }) }) as unknown as typeof fetch)).rejects.toThrow('must be an array');
  });
});

describe('early country settings', () => {
  it('are fetched once with the tenant headers, and taken once, in the server\'s order', async () => {
    const { prefetchCountries, takeEarlyCountries } = await import('../services/earlyCountries');
    const calls: [string, RequestInit | undefined][] = [];
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return { ok: true, status: 200, json: async () => ({ data: [{ cca2: 'au', country_name: 'Australia' }, { cca2: 'sg', country_name: 'Singapore' }] }) };
    }) as unknown as typeof fetch;
    prefetchCountries(fake);
    prefetchCountries(fake);
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('/api/v1/country-settings');
    expect(calls[0]![1]?.headers).toMatchObject({ 'x-tenant-code': expect.any(String), 'x-api-key': expect.any(String) });
    expect((await takeEarlyCountries())?.map((c) => c.cca2)).toEqual(['au', 'sg']);
    expect(takeEarlyCountries()).toBeNull();
  });

  it('are taken from the page when the server wrote them there, without a request', async () => {
    const { PAGE_DATA_ID, resetPageData } = await import('@venues/contracts');
    const { prefetchCountries, takeEarlyCountries } = await import('../services/earlyCountries');
    const script = document.createElement('script');
    script.id = PAGE_DATA_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify({ '/v1/country-settings': { data: [{ cca2: 'my', country_name: 'Malaysia' }, { cca2: 'sg', country_name: 'Singapore' }] } });
    document.head.append(script);
    resetPageData();
    try {
      const calls: string[] = [];
      prefetchCountries((async (url: string) => void calls.push(url)) as unknown as typeof fetch);
      expect((await takeEarlyCountries())?.map((c) => c.cca2)).toEqual(['my', 'sg']);
      expect(calls).toEqual([]);
    } finally {
      script.remove();
      resetPageData();
    }
  });

  it('reports a failed answer to the taker (which falls back to the API client)', async () => {
    const { prefetchCountries, takeEarlyCountries } = await import('../services/earlyCountries');
    prefetchCountries((async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch);
    await expect(takeEarlyCountries()).rejects.toThrow('country-settings answered 503');
  });
});
