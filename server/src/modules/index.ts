import type { FastifyInstance } from 'fastify';
import type { SocketHandlers } from '../plugins/realtime';
import { accountRoutes } from './accounts/routes';
import { announcementRoutes } from './announcements/routes';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import { countryRoutes } from './countries/routes';
import { favoriteRoutes } from './favorites/routes';
import { healthRoutes } from './health/routes';
import { notificationRoutes } from './notifications/routes';
import { notificationSocket } from './notifications/socket';
import { recentlyViewedRoutes } from './recently-viewed/routes';
import { userRoutes } from './users/routes';
import { venueRoutes } from './venues/routes';

/** A server module (modules/<name>/): its routes and, optionally, its socket handlers. */
export interface ServerModule {
  name: string;
  /** Registers the module's HTTP routes (routes.ts). */
  routes: (app: FastifyInstance) => Promise<void>;
  /** Its handlers for every connected socket (socket.ts). */
  socket?: (app: FastifyInstance) => SocketHandlers;
}

/** Every server module, in the order app.ts registers them. Adding a module is adding its line here (docs/architecture.md). */
export const SERVER_MODULES: readonly ServerModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'auth', routes: authRoutes },
  { name: 'accounts', routes: accountRoutes },
  { name: 'users', routes: userRoutes },
  { name: 'countries', routes: countryRoutes },
  { name: 'notifications', routes: notificationRoutes, socket: notificationSocket },
  { name: 'announcements', routes: announcementRoutes },
  { name: 'contact', routes: contactRoutes },
  { name: 'venues', routes: venueRoutes },
  { name: 'favorites', routes: favoriteRoutes },
  { name: 'recently-viewed', routes: recentlyViewedRoutes },
];
