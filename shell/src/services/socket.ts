import { reaction } from 'mobx';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_RECONNECTION, TENANT_HEADERS, type NotificationCounts } from '@venues/contracts';
import { session } from '@venues/session';
import { TENANT_API_KEY, TENANT_CODE } from '../config';

/** Who the socket is for: connect only with a token (or user marker) and a room. */
export function socketTarget(s: { isAuthenticated: boolean; accessToken: string | null; roomId: string | null | undefined }): {
  token: string;
  roomId: string;
} | null {
  if (!s.isAuthenticated || !s.accessToken || !s.roomId) return null;
  return { token: s.accessToken, roomId: s.roomId };
}

export function socketOptions(token: string) {
  const auth = { token, tenantCode: TENANT_CODE, apiKey: TENANT_API_KEY };
  return {
    path: '/socket.io',
    ...SOCKET_RECONNECTION,
    auth,
    // Long-polling cannot send `auth` before the handshake on every proxy: repeat it as headers.
    extraHeaders: {
      Authorization: `Bearer ${token}`,
      [TENANT_HEADERS.code]: TENANT_CODE,
      [TENANT_HEADERS.apiKey]: TENANT_API_KEY,
    },
  };
}

function isCounts(v: unknown): v is NotificationCounts {
  return typeof v === 'object' && v !== null && 'totalUnreadCount' in v;
}

/**
 * The realtime connection (SPEC §4): joins the user's room and keeps the badge counts live.
 * Follows the session: connects on sign-in with a room, disconnects on sign-out, reconnects
 * with the fresh token after a refresh. socket.io-client is loaded only when needed.
 */
export function startSocket(): () => void {
  let socket: Socket | null = null;
  let current: { token: string; roomId: string } | null = null;

  const close = () => {
    if (!socket) return;
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  };

  const apply = async (target: { token: string; roomId: string } | null) => {
    if (target?.token === current?.token && target?.roomId === current?.roomId) return;
    current = target;
    close();
    if (!target) return;
    const { io } = await import(/* webpackChunkName: "socket" */ 'socket.io-client');
    if (current !== target) return; // the session changed while loading
    const s = io(location.origin, socketOptions(target.token));
    s.on('connect', () => s.emit(SOCKET_EVENTS.joinRoom, { room_id: target.roomId }));
    s.on(SOCKET_EVENTS.notificationCount, (payload: unknown) => {
      if (isCounts(payload)) session.setNotificationCounts(payload);
    });
    socket = s;
  };

  const dispose = reaction(
    () =>
      socketTarget({
        isAuthenticated: session.isAuthenticated,
        accessToken: session.accessToken,
        roomId: session.user?.room_id ?? null,
      }),
    (t) => void apply(t),
    { fireImmediately: true, equals: (a, b) => a?.token === b?.token && a?.roomId === b?.roomId },
  );
  return () => {
    dispose();
    current = null;
    close();
  };
}
