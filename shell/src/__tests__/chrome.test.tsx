import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { deriveRoles, type SiteRoute } from '@venues/contracts';
import { footerLinks, samePageIn, userMenuLinks } from '../chrome/menuLinks';
import { SnackbarView } from '../feedback/Snackbar';
import { LoadingBarTimer, type BarState } from '../feedback/loadingBarTimer';
import { applyHead } from '../head/head';
import { hidePromote, shouldShowPromote } from '../promote/promotePreference';
import { session } from '@venues/session';
import { EnquiriesBadge, FavouritesLink, Header } from '../chrome/Header';
import { shellState } from '../shellState';
import SITE_ROUTES from '../test/siteRoutes.json';

// The site's pages, as the server answers them (the header links only to pages it knows).
beforeAll(() => shellState.setRoutes(SITE_ROUTES as SiteRoute[]));

describe('menus', () => {
  it('links per role, sign out for all', () => {
    const labels = (roles: Parameters<typeof userMenuLinks>[1]) => userMenuLinks('sg', roles).map((l) => l.to);
    const profile = ['/sg/profile/general-information', '/sg/profile/account-settings', '/sg/sign-out'];
    expect(labels(deriveRoles({ role: ['USER'] }))).toEqual(['/sg/favorites', '/sg/enquiries', '/sg/bookings', ...profile]);
    const ownerArea = ['/sg/dashboard', '/sg/venues/management', '/sg/availability', '/sg/sales', '/sg/payouts', '/sg/team-members'];
    expect(labels(deriveRoles({ role: ['VENUE_OWNER'] }))).toEqual(['/sg/enquiries', '/sg/bookings', ...ownerArea, ...profile]);
    expect(labels(deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 2 }))).toEqual(['/sg/enquiries', '/sg/bookings', ...ownerArea, ...profile]);
    // Venue members answer conversations and see bookings; the owner area is not theirs (docs/permissions.md).
    expect(labels(deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 4 }))).toEqual(['/sg/enquiries', '/sg/bookings', ...profile]);
    expect(labels(deriveRoles({ role: ['ADMIN'] }))).toEqual([
      '/sg/admin',
      '/sg/settings/countries',
      '/sg/venues/management/admin-venue',
      '/sg/ratings',
      '/sg/payments/refunds',
      '/sg/announcements/list',
      '/sg/settings/admins',
      '/sg/settings/audit-log',
      ...profile,
    ]);
  });

  it('administrators see the pages their role may use (ADMIN_PERMISSIONS)', () => {
    const names = (assigned_roles: number | null) => userMenuLinks('sg', deriveRoles({ role: ['ADMIN'], assigned_roles })).map((l) => l.label).slice(0, -3);
    expect(names(null)).toEqual(['Administration home', 'Storefronts', 'Venue review', 'Ratings', 'Payments', 'Announcements', 'Administrators', 'Audit trail']);
    expect(names(1)).toEqual(names(null));
    // Sales: money and storefronts' commercial side, no venue review, administrators or audit trail.
    expect(names(2)).toEqual(['Administration home', 'Storefronts', 'Ratings', 'Payments', 'Announcements']);
    // Admin members: content moderation, no payments.
    expect(names(3)).toEqual(['Administration home', 'Storefronts', 'Venue review', 'Ratings', 'Announcements']);
  });

  it('leaves out areas that have no page yet', () => {
    const served = (path: string) => path.endsWith('/announcements/list') || path.endsWith('/sign-out');
    expect(userMenuLinks('sg', deriveRoles({ role: ['ADMIN'] }), served).map((l) => l.label)).toEqual(['Announcements', 'Sign out']);
    expect(userMenuLinks('sg', deriveRoles({ role: ['USER'] }), served).map((l) => l.label)).toEqual(['Sign out']);
    const withProfile = (path: string) => path.includes('/profile/') || path.endsWith('/sign-out');
    expect(userMenuLinks('sg', deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 4 }), withProfile).map((l) => l.label)).toEqual([
      'Profile',
      'Account settings',
      'Sign out',
    ]);
  });

  it('switches country keeping the page', () => {
    expect(samePageIn('/sg/about-us/privacy', '?x=1', 'my')).toBe('/my/about-us/privacy?x=1');
    expect(samePageIn('/', '', 'ph')).toBe('/ph');
  });

  test('switching storefront drops its places and prices, and a venue page becomes the venue list', () => {
    expect(samePageIn('/sg/venues', '?city=Singapore&area=Orchard&event_type=parties&price_min=100', 'my')).toBe('/my/venues?event_type=parties');
    expect(samePageIn('/sg/venues/search', '?area=Orchard', 'my')).toBe('/my/venues/search');
    expect(samePageIn('/sg/venues/the-glasshouse', '', 'my')).toBe('/my/venues');
    expect(samePageIn('/sg/venues/the-glasshouse/photos', '', 'au')).toBe('/au/venues');
    expect(samePageIn('/sg/compare', '?venues=a,b', 'au')).toBe('/au/compare');
  });

  it('footer links to public pages including the product page', () => {
    expect(footerLinks('sg', 'venuely').map((l) => l.to)).toContain('/sg/venuely/why-venuely');
    expect(footerLinks('sg', 'venuely').map((l) => l.to)).toContain('/sg/favorites/recentlyviewed');
  });
});

describe('snackbar', () => {
  afterEach(() => jest.useRealTimers());

  it('hides after 5 s and on Close', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<SnackbarView open text="Saved" color="success" onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on a horizontal swipe over 50px only', () => {
    const onClose = jest.fn();
    render(<SnackbarView open text="Hi" onClose={onClose} autoHideMs={null} />);
    const bar = screen.getByRole('status');
    fireEvent.touchStart(bar, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(bar, { changedTouches: [{ clientX: 140 }] });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.touchStart(bar, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(bar, { changedTouches: [{ clientX: 160 }] });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('loading bar timing', () => {
  it('never shows a load shorter than the throttle; hides 500 ms after a longer one', () => {
    jest.useFakeTimers();
    const states: BarState[] = [];
    const t = new LoadingBarTimer((s) => states.push(s));
    t.set(true);
    jest.advanceTimersByTime(150);
    t.set(false);
    jest.advanceTimersByTime(1000);
    expect(states).toEqual([]);
    t.set(true);
    jest.advanceTimersByTime(200);
    expect(states.at(-1)).toEqual({ visible: true, progress: 0.9 });
    t.set(false);
    expect(states.at(-1)).toEqual({ visible: true, progress: 1 });
    jest.advanceTimersByTime(499);
    expect(states.at(-1)?.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual({ visible: false, progress: 0 });
    jest.useRealTimers();
  });
});

describe('head', () => {
  it('sets home title, description with the country, keywords, canonical and the app banner', () => {
    applyHead(document, { origin: 'https://venuely.test', pathname: '/sg', isHome: true, productName: 'Venuely', countryName: 'Singapore', appStoreId: '123' });
    expect(document.title).toMatch(/Venuely/);
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/Singapore/);
    expect(document.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content.split(',').length).toBeGreaterThan(15);
    expect(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://venuely.test/sg');
    expect(document.querySelector<HTMLMetaElement>('meta[name="apple-itunes-app"]')?.content).toBe('app-id=123');
    applyHead(document, { origin: 'https://venuely.test', pathname: '/sg/about-us', isHome: false, productName: 'Venuely', countryName: 'Singapore', appStoreId: '123' });
    expect(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://venuely.test/sg/about-us');
  });
});

describe('promote preference', () => {
  it("shows when unset or 'true', hides after 'false'", () => {
    localStorage.clear();
    expect(shouldShowPromote(localStorage)).toBe(true);
    localStorage.setItem('promoteDialog', 'true');
    expect(shouldShowPromote(localStorage)).toBe(true);
    hidePromote(localStorage);
    expect(localStorage.getItem('promoteDialog')).toBe('false');
    expect(shouldShowPromote(localStorage)).toBe(false);
  });
});

describe('favourites link', () => {
  afterEach(() => {
    session.clear();
    shellState.setAvailableRemotes([]);
  });

  it('shows a heart to visitors and customers, not to venue teams, and only once mf-discovery is deployed', () => {
    const { rerender } = render(<FavouritesLink />);
    expect(screen.queryByRole('link', { name: 'Favourites' })).toBeNull();
    act(() => shellState.setAvailableRemotes(['mf-discovery']));
    rerender(<FavouritesLink />);
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/sg/favorites');
    act(() => session.setUser({ _id: 'u1', role: ['VENUE_OWNER'] } as never));
    expect(screen.queryByRole('link', { name: 'Favourites' })).toBeNull();
    act(() => session.setUser({ _id: 'u2', role: ['USER'] } as never));
    expect(screen.getByRole('link', { name: 'Favourites' })).toBeInTheDocument();
  });
});

describe('inquiry badge', () => {
  afterEach(() => session.clear());

  it('is left out while no deployed remote serves the enquiries inbox (no link to a 404)', () => {
    act(() => session.setUser({ _id: 'u1', role: ['USER'] } as never));
    render(<EnquiriesBadge />);
    expect(screen.queryByRole('link', { name: /Enquiries/ })).toBeNull();
  });
});

describe('phone menu', () => {
  afterEach(() => {
    session.clear();
    shellState.setAvailableRemotes([]);
    shellState.setCountries([], [], 'sg');
  });
  const open = async () => {
    render(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.getByRole('navigation', { name: 'Menu' });
  };

  it('signed out: every row is labelled (favourites, list your venue, sign in, dark mode, each country)', async () => {
    act(() => {
      shellState.setAvailableRemotes(['mf-discovery', 'mf-profile']);
      shellState.setCountries([{ cca2: 'SG', country_name: 'Singapore' }, { cca2: 'MY', country_name: 'Malaysia' }] as never, ['sg', 'my'], 'sg');
    });
    const menu = await open();
    const links = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Favourites', 'List your venue', 'Sign in', 'Singapore', 'Malaysia']);
    expect(within(menu).getByRole('link', { name: 'Singapore' })).toHaveAttribute('aria-current', 'true');
    const dark = within(menu).getByRole('button', { name: /Dark mode/ });
    expect(dark).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(dark);
    expect(session.darkMode).toBe(true);
    act(() => session.setDarkMode(false));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('signed in: says who, and lists the account’s pages (never an empty drawer)', async () => {
    act(() => {
      shellState.setAvailableRemotes(['mf-discovery', 'mf-profile']);
      session.setUser({ _id: 'u1', first_name: 'Uma', role: ['USER'] } as never);
    });
    const menu = await open();
    expect(within(menu).getByText('Signed in as Uma')).toBeInTheDocument();
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Favourites', 'Profile', 'Account settings', 'Sign out']);
  });
});
