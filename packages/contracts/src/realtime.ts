import type { SOCKET_EVENTS } from './constants';
import type { NotificationCounts } from './misc';

/** A socket event name of SPEC §4 (the values of SOCKET_EVENTS). */
export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

/**
 * What the server sends with each event (the payload `subscribe` hands to its handler). Events
 * whose payload is not settled yet (the chat's) are `unknown` until their issue types them.
 */
export interface SocketServerEvents {
  [SOCKET_EVENTS.joinRoom]: unknown;
  [SOCKET_EVENTS.notificationCount]: NotificationCounts;
  [SOCKET_EVENTS.sendMessageToRoom]: unknown;
  [SOCKET_EVENTS.generateCustomOffer]: unknown;
  [SOCKET_EVENTS.customOfferStatus]: unknown;
  [SOCKET_EVENTS.requestPhoneNumber]: unknown;
}

/** What the client sends with each event (`emit`'s payload). */
export interface SocketClientEvents {
  [SOCKET_EVENTS.joinRoom]: { room_id: string };
  /** Asks for fresh counts; the answer comes as a notification_count event. */
  [SOCKET_EVENTS.notificationCount]: undefined;
  [SOCKET_EVENTS.sendMessageToRoom]: unknown;
  [SOCKET_EVENTS.generateCustomOffer]: unknown;
  [SOCKET_EVENTS.customOfferStatus]: unknown;
  [SOCKET_EVENTS.requestPhoneNumber]: unknown;
}
