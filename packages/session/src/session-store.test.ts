import { autorun } from 'mobx';
import type { User } from '@venues/contracts';
import { SessionStore, configureSession, session } from './session-store';
import { memoryCookieStorage } from './cookie-storage';

function readCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const i = pair.indexOf('=');
        return [pair.slice(0, i), decodeURIComponent(pair.slice(i + 1))];
      }),
  );
}

function clearAllCookies() {
  for (const name of Object.keys(readCookies())) document.cookie = `${name}=; path=/; max-age=0`;
}

/** Records every raw cookie string written, to check the attributes (document.cookie hides them). */
function spyCookieWrites(): { writes: string[]; restore: () => void } {
  const proto = Document.prototype;
  const desc = Object.getOwnPropertyDescriptor(proto, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => desc.get!.call(document),
    set: (v: string) => {
      writes.push(v);
      desc.set!.call(document, v);
    },
  });
  return { writes, restore: () => delete (document as unknown as Record<string, unknown>).cookie };
}

const user = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  first_name: 'Ada',
  middleName: '',
  last_name: 'Lovelace',
  givenName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  country: 'sg',
  type: '',
  role: ['VENUE_LISTER'],
  assigned_roles: 2,
  organization: null,
  sites: [],
  status: 'active',
  profile_picture: '',
  date_of_birth: '',
  phone_number: '+6581234567',
  primaryPhone: '',
  mobilePhone: '',
  stripe_account: '',
  address: { country: 'sg', address1: '', address2: '', city: '', province: '', postalCode: '' },
  room_id: 'room-1',
  email_verified: true,
  pending_email: '',
  has_password: true,
  google_linked: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});

beforeEach(clearAllCookies);

describe('SessionStore cookies', () => {
  test('writes the docs/spec.md §3 cookies with 30 days, Secure, SameSite=Lax, path /', () => {
    const spy = spyCookieWrites();
    try {
      const s = new SessionStore({ product: 'venuely' });
      s.setTokens({ accessToken: 'tok-1' });
      s.setUser(user());
      s.setCountry('GB');
      s.setDarkMode(true);
      s.setOrganization({ name: 'Acme' });
    } finally {
      spy.restore();
    }
    const cookies = readCookies();
    expect(cookies).toMatchObject({
      accessToken: 'tok-1',
      'role-type': 'VENUE_LISTER',
      country: 'gb',
      venuelyDarkmode: 'true',
    });
    expect(JSON.parse(cookies.user!)).toEqual({ _id: 'u1', role: ['VENUE_LISTER'], assigned_roles: 2 });
    expect(JSON.parse(cookies.organization!)).toEqual({ name: 'Acme' });
    // Personal data never reaches the cookie.
    expect(cookies.user).not.toContain('ada@example.com');

    expect(spy.writes.length).toBeGreaterThanOrEqual(6);
    const in30Days = Date.now() + 30 * 24 * 3600 * 1000;
    for (const w of spy.writes) {
      expect(w).toMatch(/; path=\//);
      expect(w).toMatch(/; sameSite=Lax/i);
      expect(w).toMatch(/; secure/i);
      const expires = /; expires=([^;]+)/.exec(w)?.[1];
      expect(expires).toBeDefined();
      expect(Math.abs(Date.parse(expires!) - in30Days)).toBeLessThan(60_000);
    }
  });

  test('clear() removes every client cookie of the session and the in-memory user and counts', () => {
    const s = new SessionStore({ product: 'venuely' });
    s.setTokens({ accessToken: 'tok-1' });
    s.setUser(user());
    s.setOrganization('org-1');
    s.setCountry('sg');
    s.setDarkMode(true);
    s.setNotificationCounts({ unreadCountsByType: { INQUIRY: 2 }, totalUnreadCount: 2 });
    s.clear();

    const cookies = readCookies();
    for (const name of ['accessToken', 'user', 'organization', 'role-type']) expect(cookies[name]).toBeUndefined();
    // Preferences survive a sign-out.
    expect(cookies.country).toBe('sg');
    expect(cookies.venuelyDarkmode).toBe('true');
    expect(s.accessToken).toBeNull();
    expect(s.user).toBeNull();
    expect(s.organization).toBeNull();
    expect(s.isAuthenticated).toBe(false);
    expect(s.inquiryBadge).toBe(0);
  });

  test('a new store reads the persisted state back', () => {
    const a = new SessionStore({ product: 'venuely' });
    a.setTokens({ accessToken: 'tok-2' });
    a.setUser(user({ role: ['ADMIN'], assigned_roles: 3 }));
    a.setCountry('us');
    a.setDarkMode(true);

    const b = new SessionStore({ product: 'venuely' });
    expect(b.accessToken).toBe('tok-2');
    expect(b.user).toBeNull(); // memory only
    expect(b.isAuthenticated).toBe(true);
    expect(b.roles.isAdminMember).toBe(true);
    expect(b.country).toBe('us');
    expect(b.darkMode).toBe(true);
  });

  test('defaults: light theme, sg, signed out', () => {
    const s = new SessionStore({ product: 'venuely' });
    expect(s.darkMode).toBe(false);
    expect(s.country).toBe('sg');
    expect(s.isAuthenticated).toBe(false);
  });

  test('configureSession names the dark-mode cookie after the product', () => {
    document.cookie = 'otherbrandDarkmode=true; path=/';
    configureSession({ product: 'otherbrand' });
    expect(session.darkMode).toBe(true);
    session.setDarkMode(false);
    expect(readCookies().otherbrandDarkmode).toBe('false');
    configureSession({ product: 'venuely' });
    expect(session.darkMode).toBe(false);
  });
});

describe('SessionStore state', () => {
  test('isAuthenticated: access token alone, or the user cookie alone (docs/spec.md §4)', () => {
    const onlyToken = new SessionStore({ storage: memoryCookieStorage({ accessToken: 't' }) });
    expect(onlyToken.isAuthenticated).toBe(true);
    const onlyMarker = new SessionStore({ storage: memoryCookieStorage({ user: JSON.stringify({ _id: 'x', role: ['USER'] }) }) });
    expect(onlyMarker.isAuthenticated).toBe(true);
    expect(onlyMarker.roles.isUser).toBe(true);
    const garbage = new SessionStore({ storage: memoryCookieStorage({ user: 'not json' }) });
    expect(garbage.isAuthenticated).toBe(false);
  });

  test('roles are derived from the loaded user and react to changes', () => {
    const s = new SessionStore({ storage: memoryCookieStorage() });
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(s.roles.isVenueAdmin));
    s.setUser(user({ role: ['VENUE_LISTER'], assigned_roles: 2 }));
    expect(s.roles).toMatchObject({ isVenueAdmin: true, isTeamLister: true, isVenueOwner: false, isTeamAdmin: false });
    s.setUser(user({ role: ['VENUE_LISTER'], assigned_roles: 1 }));
    expect(s.roles.isVenueOwner).toBe(true);
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  test('inquiryBadge sums only the inquiry types', () => {
    const s = new SessionStore({ storage: memoryCookieStorage() });
    s.setNotificationCounts({
      unreadCountsByType: { INQUIRY: 2, BOOKING_CONFIRMED: 1, BOOKING_CANCELLED: 1, CUSTOM_OFFER: 3, CUSTOM_OFFER_CANCELLED: 1, MESSAGE: 7, SYSTEM: 4 },
      totalUnreadCount: 19,
    });
    expect(s.inquiryBadge).toBe(8);
  });

  test('setCountry ignores anything but a two-letter code', () => {
    const storage = memoryCookieStorage();
    const s = new SessionStore({ storage });
    s.setCountry('usa');
    expect(s.country).toBe('sg');
    s.setCountry('MY');
    expect(s.country).toBe('my');
    expect(storage.readAll().country).toBe('my');
  });
});
