import { deriveRoles, type SiteRoute } from '@venues/contracts';
import { evaluateGuard, matchRoute } from '../routes';
import { activeRemoteFor, resolveLocation, type LocationInput } from '../routing/resolveLocation';
import SITE_ROUTES from '../test/siteRoutes.json';

/** The site's table as the server answers it (the remotes' routes, merged; tests/site-routes.test.ts keeps it in step). */
const TABLE = SITE_ROUTES as SiteRoute[];

const ALL = new Set(['mf-discovery', 'mf-enquiries', 'mf-profile', 'mf-owner', 'mf-admin']);
const user = deriveRoles({ role: ['USER'] });
const admin = deriveRoles({ role: ['ADMIN'], assigned_roles: 1 });
const lister = deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 4 });
const anon = deriveRoles(null);

function input(pathname: string, over: Partial<LocationInput> = {}): LocationInput {
  const [path, query] = pathname.split('?');
  return {
    pathname: path ?? '/',
    search: query ? `?${query}` : '',
    storedCountry: undefined,
    knownCountries: ['sg', 'my', 'ph'],
    availableRemotes: ALL,
    isAuthenticated: false,
    roles: anon,
    product: 'venuely',
    routes: TABLE,
    ...over,
  };
}

describe('route table', () => {
  it.each([
    ['/sg', 'mf-discovery', 'landing'],
    ['/sg/about-us', 'mf-discovery', 'default'],
    ['/sg/about-us/privacy', 'mf-discovery', 'default'],
    ['/sg/support/FAQ', 'mf-discovery', 'default'],
    ['/sg/support/FAQ-cancellation', 'mf-discovery', 'default'],
    ['/sg/login', 'mf-profile', 'bare'],
    ['/sg/login/admin', 'mf-profile', 'bare'],
    ['/sg/sign-out', 'mf-profile', 'bare'],
    ['/sg/announcements/announcement/abc', 'mf-admin', 'default'],
    ['/sg/venues', 'mf-discovery', 'default'],
    ['/sg/venues/search', 'mf-discovery', 'default'],
    ['/sg/venues/recommended', 'mf-discovery', 'default'],
    ['/sg/venues/the-glasshouse-marina-bay', 'mf-discovery', 'venue'],
    ['/sg/venues/the-glasshouse-marina-bay/photos', 'mf-discovery', 'venue'],
    ['/sg/space', 'mf-discovery', 'default'],
    ['/sg/space/function', 'mf-discovery', 'default'],
    ['/sg/favorites', 'mf-discovery', 'default'],
    ['/sg/favorites/favoritesfolder', 'mf-discovery', 'default'],
    ['/sg/favorites/recentlyviewed', 'mf-discovery', 'default'],
    ['/sg/compare', 'mf-discovery', 'default'],
    ['/sg/sign-up', 'mf-profile', 'bare'],
    ['/sg/signup', 'mf-profile', 'bare'],
    ['/sg/signup/user', 'mf-profile', 'bare'],
    ['/sg/signup/venue', 'mf-profile', 'bare'],
    ['/sg/list-your-venue', 'mf-profile', 'default'],
    ['/sg/profile', 'mf-profile', 'profile'],
    ['/sg/profile/general-information', 'mf-profile', 'profile'],
    ['/sg/profile/delete-account', 'mf-profile', 'profile'],
    ['/forgot-password', 'mf-profile', 'bare'],
    ['/forgot-password/password-reset/abc123', 'mf-profile', 'bare'],
    ['/signup/complete-profile/tok', 'mf-profile', 'bare'],
    ['/verify-email/tok', 'mf-profile', 'bare'],
    ['/callback/google', 'mf-profile', 'bare'],
    ['/onboarding-success', 'mf-profile', 'bare'],
    ['/redirect-page', 'mf-profile', 'bare'],
  ])('%s → %s (%s)', (path, remote, layout) => {
    const m = matchRoute(path, 'venuely', TABLE);
    expect(m?.route.remote).toBe(remote);
    expect(m?.route.layout).toBe(layout);
  });

  it('matches the product page only for the configured product slug', () => {
    expect(matchRoute('/sg/venuely/why-venuely', 'venuely', TABLE)?.params).toMatchObject({ product: 'venuely', whyvenue: 'why-venuely' });
    expect(matchRoute('/sg/otherbrand/why-venuely', 'venuely', TABLE)).toBeNull();
  });

  it('answers null for unknown routes', () => {
    expect(matchRoute('/sg/no-such-page', 'venuely', TABLE)).toBeNull();
    expect(matchRoute('/sg/settings/no-such-page', 'venuely', TABLE)).toBeNull();
  });

  it.each([
    ['/sg/settings', 'settings'],
    ['/sg/settings/countries', 'settings/countries'],
    ['/sg/settings/countries/c1', 'settings/countries/:countryId'],
    ['/sg/settings/add-country', 'settings/add-country'],
    // The spec's old paths: mf-admin redirects them to settings/countries….
    ['/sg/settings/country', 'settings/country'],
    ['/sg/settings/country/c1', 'settings/country/:countryId'],
    ['/sg/settings/admins', 'settings/admins'],
    ['/sg/settings/audit-log', 'settings/audit-log'],
    ['/sg/ratings', 'ratings'],
    ['/sg/payments/refunds', 'payments/refunds'],
    ['/sg/payments/payouts', 'payments/payouts'],
    // Not swallowed by mf-owner's venues/management… nor by mf-discovery's venues/:venue….
    ['/sg/venues/management/admin-venue', 'venues/management/admin-venue'],
    ['/sg/venues/management/admin-venue/v1', 'venues/management/admin-venue/:venueId'],
  ])('%s is an administrators’ page of mf-admin (%s), admin-only, default layout', (path, pattern) => {
    expect(matchRoute(path, 'venuely', TABLE)?.route).toEqual({ pattern: `/:country/${pattern}`, remote: 'mf-admin', guard: 'admin-only', layout: 'default' });
    expect(matchRoute('/sg/venues/management/venue/v1', 'venuely', TABLE)?.route.remote).toBe('mf-owner');
  });

  it('favourite folders need a session, recently viewed does not', () => {
    const guardOf = (path: string) => matchRoute(path, 'venuely', TABLE)?.route.guard;
    expect(guardOf('/sg/favorites')).toBe('auth');
    expect(guardOf('/sg/favorites/favoritesfolder')).toBe('auth');
    expect(guardOf('/sg/favorites/recentlyviewed')).toBeUndefined();
    expect(guardOf('/sg/compare')).toBeUndefined(); // a shared comparison opens for anyone
    expect(guardOf('/sg/venues/some-venue')).toBeUndefined();
  });

  it('rejects an unknown guard', () => {
    expect(() => evaluateGuard('bogus' as never, { isAuthenticated: true, roles: admin })).toThrow('Unknown route guard');
  });

  it('owner-admin-access lets owners and admins in, not plain users', () => {
    const owner = deriveRoles({ role: ['VENUE_OWNER'] });
    expect(evaluateGuard('owner-admin-access', { isAuthenticated: true, roles: owner })).toBe('pass');
    expect(evaluateGuard('owner-admin-access', { isAuthenticated: true, roles: admin })).toBe('pass');
    expect(evaluateGuard('owner-admin-access', { isAuthenticated: true, roles: user })).toBe('no-access');
    expect(evaluateGuard('owner-admin-access', { isAuthenticated: true, roles: lister })).toBe('no-access');
  });
});

describe('resolveLocation', () => {
  it('sends a visitor to sign in with the return path on a guarded page', () => {
    expect(resolveLocation(input('/sg/announcements/list?page=2'))).toEqual({
      kind: 'redirect',
      to: `/sg/login?returnTo=${encodeURIComponent('/sg/announcements/list?page=2')}`,
    });
  });

  it('sends a visitor to sign in from a favourites folder and back to the same folder', () => {
    expect(resolveLocation(input('/sg/favorites/favoritesfolder?folder=f1'))).toEqual({
      kind: 'redirect',
      to: `/sg/login?returnTo=${encodeURIComponent('/sg/favorites/favoritesfolder?folder=f1')}`,
    });
    expect(resolveLocation(input('/sg/favorites', { isAuthenticated: true, roles: user }))).toMatchObject({ kind: 'remote', remote: 'mf-discovery' });
    expect(resolveLocation(input('/sg/favorites/recentlyviewed'))).toMatchObject({ kind: 'remote', remote: 'mf-discovery' });
  });

  it('renders a venue page in the venue layout', () => {
    expect(resolveLocation(input('/my/venues/sky-loft-kl'))).toMatchObject({ kind: 'remote', layout: 'venue', country: 'my' });
  });

  it('shows no-access to a signed-in non-admin on an admin-only page', () => {
    const d = resolveLocation(input('/sg/announcements/add', { isAuthenticated: true, roles: user }));
    expect(d.kind).toBe('no-access');
  });

  it('payouts are the owner area’s: owners and venue admins get in, venue members and customers do not', () => {
    expect(matchRoute('/sg/payouts', 'venuely', TABLE)?.route).toEqual({ pattern: '/:country/payouts', remote: 'mf-owner', guard: 'owner-admin-access', layout: 'default' });
    const venueAdmin = deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 2 });
    for (const roles of [deriveRoles({ role: ['VENUE_OWNER'] }), venueAdmin]) {
      expect(resolveLocation(input('/sg/payouts?onboarding=return', { isAuthenticated: true, roles }))).toMatchObject({ kind: 'remote', remote: 'mf-owner' });
    }
    for (const roles of [lister, user]) expect(resolveLocation(input('/sg/payouts', { isAuthenticated: true, roles })).kind).toBe('no-access');
    // Back from Stripe signed out: sign in, then the same address (the refresh runs then).
    expect(resolveLocation(input('/sg/payouts?onboarding=return'))).toEqual({ kind: 'redirect', to: `/sg/login?returnTo=${encodeURIComponent('/sg/payouts?onboarding=return')}` });
  });

  it('lets an admin into the admin area', () => {
    const d = resolveLocation(input('/sg/announcements/list', { isAuthenticated: true, roles: admin }));
    expect(d).toMatchObject({ kind: 'remote', remote: 'mf-admin' });
  });

  it('answers 404 for an unknown route and for a remote missing from remotes.json', () => {
    expect(resolveLocation(input('/sg/nothing-here')).kind).toBe('not-found');
    const noProfile = new Set(['mf-discovery']);
    expect(resolveLocation(input('/sg/login', { availableRemotes: noProfile })).kind).toBe('not-found');
  });

  it('country handling: root, unknown code, uppercase, non-code first segment', () => {
    expect(resolveLocation(input('/'))).toEqual({ kind: 'redirect', to: '/sg' });
    expect(resolveLocation(input('/', { storedCountry: 'my' }))).toEqual({ kind: 'redirect', to: '/my' });
    expect(resolveLocation(input('/', { storedCountry: 'zz' }))).toEqual({ kind: 'redirect', to: '/sg' });
    expect(resolveLocation(input('/xx/about-us', { storedCountry: 'ph' }))).toEqual({ kind: 'redirect', to: '/ph/about-us' });
    expect(resolveLocation(input('/SG/about-us?x=1'))).toEqual({ kind: 'redirect', to: '/sg/about-us?x=1' });
    expect(resolveLocation(input('/MY'))).toEqual({ kind: 'redirect', to: '/my' });
    expect(resolveLocation(input('/about-us'))).toEqual({ kind: 'redirect', to: '/sg/about-us' });
    expect(resolveLocation(input('/my/contact-us'))).toMatchObject({ kind: 'remote', country: 'my' });
  });

  it('the default storefront chosen by administrators takes sg’s place (a disabled code falls back to it)', () => {
    const my = { defaultCountry: 'my' };
    expect(resolveLocation(input('/', my))).toEqual({ kind: 'redirect', to: '/my' });
    expect(resolveLocation(input('/nz/venues', my))).toEqual({ kind: 'redirect', to: '/my/venues' });
    expect(resolveLocation(input('/nz/venues', { ...my, storedCountry: 'ph' }))).toEqual({ kind: 'redirect', to: '/ph/venues' });
  });
});

describe('root-level pages', () => {
  it('render without a country prefix, with the stored country (else sg) for their links', () => {
    expect(resolveLocation(input('/verify-email/abc', { storedCountry: 'my' }))).toMatchObject({ kind: 'remote', remote: 'mf-profile', country: 'my', layout: 'bare' });
    expect(resolveLocation(input('/forgot-password'))).toMatchObject({ kind: 'remote', country: 'sg' });
    expect(resolveLocation(input('/callback/google?code=c&state=s', { storedCountry: 'zz' }))).toMatchObject({ kind: 'remote', country: 'sg' });
  });

  it('are not read as a country code or prefixed with one', () => {
    expect(matchRoute('/onboarding-success', 'venuely', TABLE)?.route.pattern).toBe('/onboarding-success');
    expect(resolveLocation(input('/onboarding-success')).kind).toBe('remote');
  });

  it('under a country prefix they are not root-level pages', () => {
    expect(resolveLocation(input('/sg/forgot-password')).kind).toBe('not-found');
  });

  it('answer 404 while mf-profile is not deployed', () => {
    expect(resolveLocation(input('/forgot-password', { availableRemotes: new Set(['mf-discovery']) })).kind).toBe('not-found');
  });
});

describe('profile pages', () => {
  it('send a visitor to sign in and back', () => {
    expect(resolveLocation(input('/sg/profile/password'))).toEqual({
      kind: 'redirect',
      to: `/sg/login?returnTo=${encodeURIComponent('/sg/profile/password')}`,
    });
  });

  it('open for every signed-in role', () => {
    for (const roles of [user, lister, admin, deriveRoles({ role: ['VENUE_OWNER'] })]) {
      expect(resolveLocation(input('/sg/profile/notifications', { isAuthenticated: true, roles }))).toMatchObject({
        kind: 'remote',
        remote: 'mf-profile',
        layout: 'profile',
      });
    }
  });

  it('unknown profile pages answer 404', () => {
    expect(resolveLocation(input('/sg/profile/nothing', { isAuthenticated: true, roles: user })).kind).toBe('not-found');
  });
});

describe('activeRemote', () => {
  it('never returns mf-admin for a plain user, a lister or a visitor on admin paths', () => {
    for (const path of ['/sg/announcements/list', '/sg/announcements/add', '/sg/announcements/announcement/1', '/sg/settings/countries', '/sg/venues/management/admin-venue/v1', '/sg/settings/audit-log']) {
      expect(activeRemoteFor(input(path, { isAuthenticated: true, roles: user }))).toBeNull();
      expect(activeRemoteFor(input(path, { isAuthenticated: true, roles: lister }))).toBeNull();
      expect(activeRemoteFor(input(path))).toBeNull();
      expect(activeRemoteFor(input(path, { isAuthenticated: true, roles: admin }))).toBe('mf-admin');
    }
  });

  it('mounts nothing while a redirect is pending', () => {
    expect(activeRemoteFor(input('/SG'))).toBeNull();
    expect(activeRemoteFor(input('/sg'))).toBe('mf-discovery');
  });
});

describe('the table', () => {
  it('is the server’s: without it every page is a not-found', () => {
    expect(resolveLocation(input('/sg/about-us', { routes: [] }))).toEqual({ kind: 'not-found', layout: 'default', country: 'sg' });
    expect(resolveLocation(input('/forgot-password', { routes: [] })).kind).toBe('redirect');
  });

  it('is matched in its order, checks included', () => {
    const mine: SiteRoute[] = [
      { pattern: '/:country/things/new', remote: 'mf-b', layout: 'bare' },
      { pattern: '/:country/things/:thing', remote: 'mf-a', layout: 'default', checks: { thing: { regex: '[0-9]+' } } },
    ];
    expect(matchRoute('/sg/things/new', 'venuely', mine)?.route.remote).toBe('mf-b');
    expect(matchRoute('/sg/things/42', 'venuely', mine)?.params).toEqual({ country: 'sg', thing: '42' });
    expect(matchRoute('/sg/things/abc', 'venuely', mine)).toBeNull();
    expect(resolveLocation(input('/sg/things/42', { routes: mine, availableRemotes: new Set(['mf-a']) }))).toMatchObject({ kind: 'remote', remote: 'mf-a' });
  });
});
