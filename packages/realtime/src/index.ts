// The realtime client (docs/architecture.md "Realtime"): one socket per page, shared by the shell and
// every remote as a module-federation singleton. The shell owns the connection (connectRealtime);
// remotes only subscribe and emit.
import { RealtimeClient } from './client';

export { RealtimeClient, socketOptions, type Handler, type RealtimeTarget, type Unsubscribe } from './client';
export type { SocketEventName, SocketEvents, SocketRequestName, SocketRequests } from '@venues/contracts';

/** The page's one client. */
export const realtime = new RealtimeClient();

/** Typed handler for a server event (SOCKET_EVENTS); returns the unsubscribe. Works before the socket connects. */
export const subscribe: RealtimeClient['subscribe'] = (event, handler) => realtime.subscribe(event, handler);

/** Sends an event to the server; false when signed out (no connection). */
export const emit: RealtimeClient['emit'] = (event, ...payload) => realtime.emit(event, ...payload);

/** The shell's call: connect as the signed-in user with a room, or null to disconnect. */
export const connectRealtime = (target: Parameters<RealtimeClient['connect']>[0]) => realtime.connect(target);
