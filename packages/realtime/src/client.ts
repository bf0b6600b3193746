import type { Socket, io as ioFn } from 'socket.io-client';

type LoadIo = () => Promise<{ io: typeof ioFn }>;
import {
  SOCKET_EVENTS,
  SOCKET_RECONNECTION,
  TENANT_HEADERS,
  type SocketEventName,
  type SocketEvents,
  type SocketRequestName,
  type SocketRequests,
} from '@venues/contracts';

/** Who to connect as (the shell derives it from the session: connect only with a token and a room). */
export interface RealtimeTarget {
  token: string;
  roomId: string;
  tenantCode: string;
  apiKey: string;
  /** The socket.io server; the page's origin when left out. */
  url?: string;
  /**
   * Called when the server closes the socket or refuses its token (the token expired, the session
   * ended, the account changed): renew the session. A new token reconnects through connect(); when
   * it resolves with the token unchanged, the same socket connects again. A rejection stops it.
   */
  renew?: () => Promise<unknown>;
}

/** Renewals at most this often: a server that keeps closing the socket is not asked in a loop. */
const RENEW_GAP_MS = SOCKET_RECONNECTION.reconnectionDelayMax;

export type Handler<E extends SocketEventName> = (payload: SocketEvents[E]) => void;
export type Unsubscribe = () => void;

/** The socket.io-client options: docs/spec.md §9's reconnection numbers, the tenant and the token. */
export function socketOptions(t: Pick<RealtimeTarget, 'token' | 'tenantCode' | 'apiKey'>) {
  return {
    path: '/socket.io',
    ...SOCKET_RECONNECTION,
    auth: { token: t.token, tenantCode: t.tenantCode, apiKey: t.apiKey },
    // Long-polling cannot send `auth` before the handshake on every proxy: repeat it as headers.
    extraHeaders: {
      Authorization: `Bearer ${t.token}`,
      [TENANT_HEADERS.code]: t.tenantCode,
      [TENANT_HEADERS.apiKey]: t.apiKey,
    },
  };
}

const sameTarget = (a: RealtimeTarget | null, b: RealtimeTarget | null) =>
  a?.token === b?.token && a?.roomId === b?.roomId && a?.url === b?.url && a?.tenantCode === b?.tenantCode && a?.apiKey === b?.apiKey;

/**
 * One realtime connection and the handlers registered on it. Handlers live here, not on the
 * socket: a subscription made before the socket exists, or kept across a new socket (a refreshed
 * token), keeps receiving. socket.io-client is imported on the first connect only, so pages of
 * visitors never download it.
 */
export class RealtimeClient {
  private socket: Socket | null = null;
  private target: RealtimeTarget | null = null;
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();
  private readonly loadIo: LoadIo;
  private lastRenew = -Infinity;

  constructor(loadIo: LoadIo = () => import(/* webpackChunkName: "socket" */ 'socket.io-client')) {
    this.loadIo = loadIo;
  }

  /**
   * Connects as `target`, or disconnects with null (the shell calls it whenever the session
   * changes). A new token or room replaces the socket; subscriptions carry over.
   */
  async connect(target: RealtimeTarget | null): Promise<void> {
    if (sameTarget(target, this.target)) return;
    this.target = target;
    this.close();
    if (!target) return;
    const { io } = await this.loadIo();
    if (this.target !== target) return; // the session changed while loading
    const s = io(target.url ?? location.origin, socketOptions(target));
    // Every (re)connection joins the user's room again: the server forgets rooms with the socket.
    s.on('connect', () => s.emit(SOCKET_EVENTS.joinRoom, { room_id: target.roomId }));
    s.onAny((event: string, payload: unknown) => this.dispatch(event, payload));
    // socket.io reconnects by itself after a network failure, but not after the server closed the
    // socket or its handshake refused the token: those need a renewed session.
    s.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') void this.renew(s, target);
    });
    s.on('connect_error', () => {
      if (!s.active) void this.renew(s, target);
    });
    this.socket = s;
  }

  /** Calls `handler` with the payload of every `event` from the server; returns the unsubscribe. */
  subscribe<E extends SocketEventName>(event: E, handler: Handler<E>): Unsubscribe {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    const h = handler as (payload: unknown) => void;
    set.add(h);
    return () => {
      set.delete(h);
    };
  }

  /**
   * Sends `event` to the server. False when there is no connection to send it on (signed out);
   * while a connection is being (re)established socket.io buffers it and sends it on connect.
   */
  emit<R extends SocketRequestName>(event: R, ...payload: undefined extends SocketRequests[R] ? [SocketRequests[R]?] : [SocketRequests[R]]): boolean {
    if (!this.socket) return false;
    this.socket.emit(event, ...payload);
    return true;
  }

  /** Whether the socket is connected right now. */
  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Disconnects and forgets the target and every handler (tests; the shell's dispose). */
  dispose(): void {
    this.target = null;
    this.close();
    this.handlers.clear();
  }

  private async renew(s: Socket, target: RealtimeTarget): Promise<void> {
    if (!target.renew) return;
    const wait = this.lastRenew + RENEW_GAP_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (this.socket !== s) return; // signed out or replaced meanwhile
    this.lastRenew = Date.now();
    try {
      await target.renew();
    } catch {
      return; // the session is over: the shell disconnects
    }
    if (this.socket === s && !s.connected) s.connect();
  }

  private dispatch(event: string, payload: unknown): void {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const h of [...set]) {
      try {
        h(payload);
      } catch (e) {
        console.error(`realtime handler for ${event} failed`, e); // one bad handler must not starve the others
      }
    }
  }

  private close(): void {
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.offAny();
    this.socket.disconnect();
    this.socket = null;
  }
}
