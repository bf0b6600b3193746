export { http, configureApiClient, refreshSession, REFRESH_PATH } from './http';
export type { ApiClientOptions, SessionEndReason } from './config';
export { toApiError, fieldErrors, errorStatus, type ClientApiError } from './errors';
export { authApi, startSession, type LoginResult } from './endpoints/auth';
export { accountsApi } from './endpoints/accounts';
export { userApi, teamApi, nonEmptyFields } from './endpoints/user';
export { countryApi, notificationsApi, announcementsApi, contactApi } from './endpoints/misc';
export { venuesApi, reviewsApi, favoritesApi, recentlyViewedApi } from './endpoints/discovery';
