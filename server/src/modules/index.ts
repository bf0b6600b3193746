import type { FastifyInstance } from 'fastify';
import type { SocketHandlers } from '../plugins/realtime';
import { accountRoutes, accountRoutesV2 } from './accounts/routes';
import { announcementRoutes } from './announcements/routes';
import { authRoutes, authRoutesV2 } from './auth/routes';
import { contactRoutes } from './contact/routes';
import { enquiryRoutes } from './enquiries/routes';
import { enquirySocket } from './enquiries/socket';
import { offerRoutes } from './offers/routes';
import { bookingRoutes } from './bookings/routes';
import { paymentRoutes } from './payments/routes';
import { payoutRoutes } from './payouts/routes';
import { countryRoutes } from './countries/routes';
import { favoriteRoutes } from './favorites/routes';
import { shortlistRoutes } from './shortlists/routes';
import { salesRoutes } from './sales/routes';
import { estimateRoutes } from './estimates/routes';
import { healthRoutes } from './health/routes';
import { notificationRoutes } from './notifications/routes';
import { notificationSocket } from './notifications/socket';
import { recentlyViewedRoutes } from './recently-viewed/routes';
import { accountUserRoutes, userRoutes } from './users/routes';
import { venueRoutes } from './venues/routes';
import { ownerVenueRoutes } from './owner-venues/routes';
import { invitationAnswerRoutes, invitationRoutes, venueTeamRoutes } from './team/routes';
import { availabilityRoutes } from './availability/routes';
import { adminReviewRoutes } from './admin-review/routes';
import { adminRoutes } from './admin/routes';

type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/** A server module (modules/<name>/): its routes and, optionally, its socket handlers. */
export interface ServerModule {
  name: string;
  /** Its route plugins (routes.ts), each registered under its URL prefix. */
  routes: readonly { plugin: RoutePlugin; prefix: string }[];
  /** Its handlers for every connected socket (socket.ts). */
  socket?: (app: FastifyInstance) => SocketHandlers;
}

/** Most routes live under /api/v1; older vocabularies keep their own prefixes. */
const v1 = (plugin: RoutePlugin) => ({ plugin, prefix: '/api/v1' });

/** Every server module, in the order app.ts registers them. Adding a module is adding its line here (docs/architecture.md). */
export const SERVER_MODULES: readonly ServerModule[] = [
  { name: 'health', routes: [{ plugin: healthRoutes, prefix: '/api' }] },
  { name: 'auth', routes: [v1(authRoutes), { plugin: authRoutesV2, prefix: '/api/v2' }] },
  { name: 'accounts', routes: [v1(accountRoutes), { plugin: accountRoutesV2, prefix: '/api/v2' }] },
  { name: 'users', routes: [v1(userRoutes), { plugin: accountUserRoutes, prefix: '/api/auth/users' }] },
  { name: 'countries', routes: [v1(countryRoutes)] },
  { name: 'notifications', routes: [v1(notificationRoutes)], socket: notificationSocket },
  { name: 'announcements', routes: [v1(announcementRoutes)] },
  { name: 'contact', routes: [v1(contactRoutes)] },
  { name: 'venues', routes: [v1(venueRoutes)] },
  { name: 'estimates', routes: [v1(estimateRoutes)] },
  { name: 'favorites', routes: [v1(favoriteRoutes)] },
  { name: 'shortlists', routes: [v1(shortlistRoutes)] },
  { name: 'recently-viewed', routes: [v1(recentlyViewedRoutes)] },
  { name: 'enquiries', routes: [v1(enquiryRoutes)], socket: enquirySocket },
  { name: 'offers', routes: [v1(offerRoutes)] },
  { name: 'payments', routes: [v1(paymentRoutes)] },
  { name: 'bookings', routes: [v1(bookingRoutes)] },
  { name: 'payouts', routes: [v1(payoutRoutes)] },
  { name: 'sales', routes: [v1(salesRoutes)] },
  { name: 'owner-venues', routes: [v1(ownerVenueRoutes)] },
  { name: 'team', routes: [v1(venueTeamRoutes), v1(invitationAnswerRoutes), { plugin: invitationRoutes, prefix: '/api/auth/users' }] },
  { name: 'availability', routes: [v1(availabilityRoutes)] },
  { name: 'admin-review', routes: [v1(adminReviewRoutes)] },
  { name: 'admin', routes: [v1(adminRoutes)] },
];
