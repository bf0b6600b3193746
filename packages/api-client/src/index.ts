export { http, configureApiClient, refreshSession, REFRESH_PATH } from './http';
export type { ApiClientOptions, SessionEndReason } from './config';
export { toApiError, fieldErrors, errorStatus, type ClientApiError } from './errors';
export { authApi, startSession, type LoginResult } from './endpoints/auth';
// One endpoints file per server module (server/src/modules/<m>).
export { accountsApi, teamApi } from './endpoints/accounts';
export { userApi, nonEmptyFields } from './endpoints/users';
export { countryApi } from './endpoints/countries';
export { enquiriesApi, type BulkEnquiryResult, type MessagePage } from './endpoints/enquiries';
export { offersApi } from './endpoints/offers';
export { bookingsApi, paymentsApi } from './endpoints/bookings';
export { notificationsApi } from './endpoints/notifications';
export { announcementsApi } from './endpoints/announcements';
export { contactApi } from './endpoints/contact';
export { venuesApi, reviewsApi } from './endpoints/venues';
export { favoritesApi } from './endpoints/favorites';
export { shortlistsApi } from './endpoints/shortlists';
export { recentlyViewedApi } from './endpoints/recently-viewed';
