// The shared client (one instance on the page), by the package's own name: see client.ts.
export { http, configureApiClient, refreshSession, renewSession, REFRESH_PATH, toApiError, fieldErrors, errorStatus } from '@venues/api-client/client';
export type { ApiClientOptions, SessionEndReason, ClientApiError } from '@venues/api-client/client';
export { authApi, startSession, type LoginResult } from './endpoints/auth';
// One endpoints file per server module (server/src/modules/<m>).
export { accountsApi, teamApi } from './endpoints/accounts';
export { userApi, nonEmptyFields } from './endpoints/users';
export { countryApi } from '@venues/api-client/client';
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
export { geocodeApi, ownerVenuesApi, spacesApi, type GeocodeCandidate } from './endpoints/owner-venues';
export { salesApi } from './endpoints/sales';
export { ownerPayoutsApi, adminPayoutsApi } from './endpoints/payouts';
export { availabilityApi } from './endpoints/availability';
export { adminApi } from './endpoints/admin';
