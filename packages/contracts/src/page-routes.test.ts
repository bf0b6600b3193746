import { matchSiteRoute, mergeRoutes, routeProblems, sitemapPaths, type RouteManifest } from './page-routes';

const owner: RouteManifest = {
  remote: 'mf-owner',
  routes: [
    { pattern: '/:country/venues/management/sales', guard: 'owner-admin-access', layout: 'default' },
    { pattern: '/callback/venue/transfer-ownership/:token', guard: 'auth', signInReason: 'ownership', layout: 'default' },
  ],
};
const discovery: RouteManifest = {
  remote: 'mf-discovery',
  routes: [
    { pattern: '/:country', layout: 'landing', ssr: true, data: 'home', sitemap: true },
    { pattern: '/:country/venues/:venue', layout: 'venue', checks: { venue: { noneOf: ['management'] } } },
    { pattern: '/:country/:product/:whyvenue', layout: 'default', checks: { product: { is: 'product' } }, sitemap: { whyvenue: ['why-{product}', 'for-venue-owners'] } },
  ],
};
const profile: RouteManifest = { remote: 'mf-profile', routes: [{ pattern: '/forgot-password', layout: 'bare' }] };

describe('the merged table', () => {
  const { routes, conflicts } = mergeRoutes([discovery, profile, owner]);
  const remoteOf = (path: string) => matchSiteRoute(path, 'venuely', routes)?.route.remote ?? null;

  it('matches fixed segments before parameters, whatever the order of the remotes', () => {
    expect(conflicts).toEqual([]);
    expect(remoteOf('/sg/venues/management/sales')).toBe('mf-owner');
    expect(remoteOf('/sg/venues/atlas-house')).toBe('mf-discovery');
    expect(remoteOf('/forgot-password')).toBe('mf-profile');
    expect(remoteOf('/sg')).toBe('mf-discovery');
    const reversed = mergeRoutes([owner, profile, discovery]).routes;
    expect(reversed.map((r) => r.pattern)).toEqual(routes.map((r) => r.pattern));
  });

  it('applies the checks: a failing one is a not-found', () => {
    expect(remoteOf('/sg/venues/management')).toBeNull();
    expect(matchSiteRoute('/sg/venuely/why-venuely', 'venuely', routes)?.params).toMatchObject({ whyvenue: 'why-venuely' });
    expect(remoteOf('/sg/other/why-venuely')).toBeNull();
  });

  it('names a path two remotes claim, whatever their parameters are called', () => {
    const rival: RouteManifest = { remote: 'mf-admin', routes: [{ pattern: '/:country/venues/:slug', guard: 'admin-only', layout: 'default' }] };
    expect(mergeRoutes([discovery, rival]).conflicts).toEqual([{ pattern: '/:country/venues/:venue', remotes: ['mf-admin', 'mf-discovery'] }]);
  });

  it('lists the sitemap pages of every storefront', () => {
    expect(sitemapPaths(routes, 'venuely')).toEqual(['', '/venuely/why-venuely', '/venuely/for-venue-owners']);
  });
});

describe('routeProblems', () => {
  it('says which guard, layout or check the shell does not know', () => {
    const bad: RouteManifest = {
      remote: 'mf-admin',
      routes: [
        { pattern: '/:country/x', guard: 'staff-only' as never, layout: 'wide' as never },
        { pattern: '/:country/y/:id', layout: 'default', checks: { slug: { regex: '[a-z]+' } } },
      ],
    };
    expect(routeProblems(bad)).toEqual([
      expect.stringContaining('the shell knows no guard "staff-only"'),
      expect.stringContaining('the shell knows no layout "wide"'),
      expect.stringContaining('checks "slug", which the pattern does not name'),
    ]);
    expect(routeProblems(discovery)).toEqual([]);
  });

  it('a guarded page is never server-drawn nor in the sitemap, but may have page data (a pay page’s settings)', () => {
    const pay: RouteManifest = {
      remote: 'mf-enquiries',
      routes: [
        { pattern: '/:country/enquiries/:enquiry/checkout/:payment', guard: 'auth', layout: 'default', data: 'payment' },
        { pattern: '/:country/enquiries', guard: 'auth', layout: 'default', ssr: true, sitemap: true },
      ],
    };
    expect(routeProblems(pay)).toEqual([expect.stringContaining('/:country/enquiries: a guarded page is neither server-drawn nor in the sitemap')]);
  });
});
