import type { SOCKET_EVENTS } from './constants';
import type { NotificationCounts } from './misc';
import type { BookingRequest, CustomOffer, EnquiryMessage, EnquirySide, PhoneRequest } from './enquiries';
import type { BookingStatus, EnquiryStatus, OfferStatus, PaymentStatus } from './state-machines';

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
  /** A new message in one of the user's conversations (sent through the REST API by the other side or the system). */
  [SOCKET_EVENTS.sendMessageToRoom]: { enquiry_id: string; message: EnquiryMessage };
  /** A new custom offer, or a new version of one. */
  [SOCKET_EVENTS.generateCustomOffer]: { enquiry_id: string; offer: CustomOffer };
  /** An offer changed state (accepted, declined, cancelled, expired, superseded, paid). */
  [SOCKET_EVENTS.customOfferStatus]: { enquiry_id: string; custom_offer_id: string; status: OfferStatus };
  /** A phone-number request was made or answered. */
  [SOCKET_EVENTS.requestPhoneNumber]: { enquiry_id: string; request: PhoneRequest };
  /** A booking request was made or answered (or expired). */
  [SOCKET_EVENTS.bookingRequestStatus]: { enquiry_id: string; booking_request: BookingRequest };
  /** An enquiry's status changed. */
  [SOCKET_EVENTS.enquiryStatus]: { enquiry_id: string; status: EnquiryStatus };
  /** The other side is typing (true) or stopped (false). */
  [SOCKET_EVENTS.typing]: { enquiry_id: string; side: EnquirySide; name: string; typing: boolean };
  /** The other side read the conversation up to `read_at` (read receipts). */
  [SOCKET_EVENTS.messagesRead]: { enquiry_id: string; side: EnquirySide; read_at: string };
  /** A payment changed state (the customer's checkout follows it). */
  [SOCKET_EVENTS.paymentStatus]: { payment_id: string; status: PaymentStatus; booking_id: string | null; failure_code: string | null };
  /** A booking was confirmed, cancelled or completed (both sides). */
  [SOCKET_EVENTS.bookingStatus]: { enquiry_id: string; booking_id: string; status: BookingStatus };
  /** A refused request, e.g. joining another user's room. */
  error: SocketError;
}

/** Client → server: the payload of each request (its ack, if any, is a SocketAck). */
export interface SocketRequests {
  /** Join the signed-in user's own room (`room_id` of the user); a bare string is accepted too. */
  [SOCKET_EVENTS.joinRoom]: { room_id: string } | string;
  /** Ask for fresh counts (the payload is ignored), answered with notification_count. */
  [SOCKET_EVENTS.notificationCount]: Record<string, unknown> | undefined;
  /**
   * The user is typing in a conversation (sent at most every few seconds while typing, and false when
   * they stop). Its ack, if asked for, is `{ ok: true }` once the signal was handled, relayed or not.
   */
  [SOCKET_EVENTS.typing]: { enquiry_id: string; typing: boolean };
}

export type SocketEventName = keyof SocketEvents;
export type SocketRequestName = keyof SocketRequests;
