import type { SOCKET_EVENTS } from './constants';
import type { NotificationCounts } from './misc';

/**
 * The payload of each socket event, by name (the names are SOCKET_EVENTS). The server's
 * `notify(userIds, event, payload)` and the web's `subscribe(event, handler)` /
 * `emit(event, payload)` are typed from these maps; an event of the next issues (chat, custom
 * offers) gets its line here when it is built.
 */

/** What a refused socket request answers (on the `error` event and in the ack). */
export interface SocketError {
  code: string;
  message: string;
}

/** The answer (ack) of a client request that takes one. */
export type SocketAck = { ok: true } | { ok: false; error: SocketError };

/** Server → client: the payload each event carries. */
export interface SocketEvents {
  /** The user's unread counts: after join_room, on request, and whenever they change. */
  [SOCKET_EVENTS.notificationCount]: NotificationCounts;
  /** A refused request, e.g. joining another user's room. */
  error: SocketError;
}

/** Client → server: the payload of each request (its ack, if any, is a SocketAck). */
export interface SocketRequests {
  /** Join the signed-in user's own room (`room_id` of the user); a bare string is accepted too. */
  [SOCKET_EVENTS.joinRoom]: { room_id: string } | string;
  /** Ask for fresh counts (the payload is ignored), answered with notification_count. */
  [SOCKET_EVENTS.notificationCount]: Record<string, unknown> | undefined;
}

export type SocketEventName = keyof SocketEvents;
export type SocketRequestName = keyof SocketRequests;
