// The shared part of the API client: one axios instance, its options, the session refresh and the
// page's list of countries, one copy on the page (a module-federation singleton,
// packages/mf-kit/webpack). The other endpoint modules hold no state and import this by the
// package's name, so each app bundles only the endpoints it calls.
export { http, configureApiClient, refreshSession, renewSession, whileSessionEnds, REFRESH_PATH } from './http';
export { options, type ApiClientOptions, type SessionEndReason } from './config';
export { toApiError, fieldErrors, errorStatus, type ClientApiError } from './errors';
export { countryApi } from './endpoints/countries';
// The page's inlined answers are taken once per page: through this one copy of the store.
export { pageCallKey, takePageCall } from '@venues/contracts';
