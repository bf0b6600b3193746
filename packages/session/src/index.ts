export { SessionStore, session, configureSession, EMPTY_COUNTS, type UserMarker, type SessionStoreOptions } from './session-store';
export { UiStore, ui, type SnackbarColor, type SnackbarState } from './ui-store';
export { resolveCountryRoute, rootCountry, isTwoLetterCode, type CountryRoute } from './country';
export {
  browserCookieStorage,
  memoryCookieStorage,
  defaultCookieStorage,
  cookieAttributes,
  type CookieStorage,
} from './cookie-storage';
