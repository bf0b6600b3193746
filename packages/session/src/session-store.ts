import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  COOKIE_NAMES,
  DEFAULT_COUNTRY,
  DEMO_TENANT,
  INQUIRY_BADGE_TYPES,
  deriveRoles,
  type AssignedRoles,
  type DerivedRoles,
  type NotificationCounts,
  type Role,
  type User,
} from '@venues/contracts';
import { defaultCookieStorage, type CookieStorage } from './cookie-storage';
import { isTwoLetterCode } from './country';

/** What the `user` cookie holds: enough to know someone is signed in and their roles, nothing personal. */
export interface UserMarker {
  _id: string;
  role: Role[];
  assigned_roles: AssignedRoles;
}

export const EMPTY_COUNTS: NotificationCounts = { unreadCountsByType: {}, totalUnreadCount: 0 };

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function parseMarker(raw: string | undefined): UserMarker | null {
  const v = parseJson(raw);
  if (typeof v !== 'object' || v === null || typeof (v as { _id?: unknown })._id !== 'string') return null;
  const m = v as { _id: string; role?: unknown; assigned_roles?: unknown };
  const role = Array.isArray(m.role) ? (m.role.filter((r) => typeof r === 'string') as Role[]) : typeof m.role === 'string' ? [m.role as Role] : [];
  const a = m.assigned_roles;
  const assigned_roles: AssignedRoles = typeof a === 'number' || a === 'NO_ROLES_ASSIGNED' ? a : null;
  return { _id: m._id, role, assigned_roles };
}

export interface SessionStoreOptions {
  storage?: CookieStorage;
  product?: string;
}

/** The one session of the page (docs/spec.md §3, §4): tokens, current user, derived roles, country, theme. */
export class SessionStore {
  accessToken: string | null = null;
  user: User | null = null;
  /** From the `user` cookie: stands for the user until GET /me has loaded it. */
  userMarker: UserMarker | null = null;
  organization: unknown | null = null;
  country: string = DEFAULT_COUNTRY;
  darkMode = false;
  notificationCounts: NotificationCounts = EMPTY_COUNTS;

  private storage: CookieStorage;
  private product: string;

  constructor(options: SessionStoreOptions = {}) {
    this.storage = options.storage ?? defaultCookieStorage();
    this.product = options.product ?? DEMO_TENANT.product;
    makeObservable<SessionStore, 'hydrate'>(this, {
      accessToken: observable,
      user: observableRef,
      userMarker: observableRef,
      organization: observableRef,
      country: observable,
      darkMode: observable,
      notificationCounts: observableRef,
      isAuthenticated: computed,
      roles: computed,
      inquiryBadge: computed,
      setTokens: action,
      setUser: action,
      setOrganization: action,
      setCountry: action,
      setDarkMode: action,
      setNotificationCounts: action,
      clear: action,
      configure: action,
      hydrate: action,
    });
    this.hydrate();
  }

  get isAuthenticated(): boolean {
    return Boolean(this.accessToken) || this.userMarker !== null;
  }

  get roles(): DerivedRoles {
    return deriveRoles(this.user ?? this.userMarker);
  }

  get inquiryBadge(): number {
    const counts = this.notificationCounts.unreadCountsByType;
    return INQUIRY_BADGE_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
  }

  get darkModeCookieName(): string {
    return COOKIE_NAMES.darkMode(this.product);
  }

  setTokens(t: { accessToken: string }): void {
    this.accessToken = t.accessToken;
    this.storage.set(COOKIE_NAMES.accessToken, t.accessToken);
  }

  /** Keeps the full user in memory only; cookies get the marker and the role-type. */
  setUser(u: User | null): void {
    this.user = u;
    if (!u) {
      this.userMarker = null;
      this.storage.remove(COOKIE_NAMES.user);
      this.storage.remove(COOKIE_NAMES.roleType);
      return;
    }
    const role = Array.isArray(u.role) ? [...u.role] : [u.role as Role];
    const marker: UserMarker = { _id: u._id, role, assigned_roles: u.assigned_roles ?? null };
    this.userMarker = marker;
    this.storage.set(COOKIE_NAMES.user, JSON.stringify(marker));
    if (role[0]) this.storage.set(COOKIE_NAMES.roleType, role[0]);
  }

  setOrganization(org: unknown | null): void {
    this.organization = org ?? null;
    if (org === null || org === undefined) this.storage.remove(COOKIE_NAMES.organization);
    else this.storage.set(COOKIE_NAMES.organization, typeof org === 'string' ? org : JSON.stringify(org));
  }

  /** Ignores anything that is not a two-letter code; stores it lowercase (docs/spec.md §2). */
  setCountry(cc: string): void {
    if (!isTwoLetterCode(cc)) return;
    this.country = cc.toLowerCase();
    this.storage.set(COOKIE_NAMES.country, this.country);
  }

  setDarkMode(on: boolean): void {
    this.darkMode = on;
    this.storage.set(this.darkModeCookieName, on ? 'true' : 'false');
  }

  setNotificationCounts(c: NotificationCounts): void {
    this.notificationCounts = c;
  }

  /** Signs out on this side: every client cookie of the session and the in-memory user and counts. */
  clear(): void {
    this.accessToken = null;
    this.user = null;
    this.userMarker = null;
    this.organization = null;
    this.notificationCounts = EMPTY_COUNTS;
    for (const name of [COOKIE_NAMES.accessToken, COOKIE_NAMES.user, COOKIE_NAMES.organization, COOKIE_NAMES.roleType]) {
      this.storage.remove(name);
    }
    // The real refresh token is an httpOnly cookie the server clears on logout; this only removes
    // a script-visible one left by an older client.
    this.storage.remove(COOKIE_NAMES.refreshToken);
  }

  /** Sets the product slug (names the dark-mode cookie) and re-reads the persisted state. */
  configure(o: { product: string; storage?: CookieStorage }): void {
    this.product = o.product;
    if (o.storage) this.storage = o.storage;
    this.hydrate();
  }

  private hydrate(): void {
    const jar = this.storage.readAll();
    this.accessToken = jar[COOKIE_NAMES.accessToken] || null;
    this.userMarker = parseMarker(jar[COOKIE_NAMES.user]);
    if (this.user && this.userMarker?._id !== this.user._id) this.user = null;
    this.organization = parseJson(jar[COOKIE_NAMES.organization]) ?? null;
    const cc = jar[COOKIE_NAMES.country];
    this.country = isTwoLetterCode(cc) ? cc.toLowerCase() : DEFAULT_COUNTRY;
    this.darkMode = jar[this.darkModeCookieName] === 'true';
  }
}

export const session = new SessionStore();

/** Called once by each app's bootstrap with the tenant's product slug. */
export function configureSession(o: { product: string }): void {
  session.configure(o);
}
