import { reaction } from 'mobx';
import { SOCKET_EVENTS, type NotificationCounts } from '@venues/contracts';
import { renewSession } from '@venues/api-client';
import { connectRealtime, socketOptions as realtimeOptions, subscribe } from '@venues/realtime';
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
  return realtimeOptions({ token, tenantCode: TENANT_CODE, apiKey: TENANT_API_KEY });
}

function isCounts(v: unknown): v is NotificationCounts {
  return typeof v === 'object' && v !== null && 'totalUnreadCount' in v;
}

/**
 * When the server closes the socket (its token expired, the account changed) or refuses the token:
 * the session's refresh, whose new token reconnects through the reaction below. A refresh that
 * fails ends the session (the API client's rule), and with it the socket.
 */
async function renew(): Promise<void> {
  if (!(await renewSession())) throw new Error('The session has ended');
}

/**
 * The realtime connection (docs/spec.md §4) of @venues/realtime, owned by the shell: follows the session
 * (connects on sign-in with a room, disconnects on sign-out, reconnects with the fresh token after
 * a refresh, and renews the session when the server closes the socket) and keeps the badge counts
 * live. Remotes subscribe through the same package.
 */
export function startSocket(): () => void {
  const offCounts = subscribe(SOCKET_EVENTS.notificationCount, (payload) => {
    if (isCounts(payload)) session.setNotificationCounts(payload);
  });
  const dispose = reaction(
    () =>
      socketTarget({
        isAuthenticated: session.isAuthenticated,
        accessToken: session.accessToken,
        roomId: session.user?.room_id ?? null,
      }),
    (t) => void connectRealtime(t && { ...t, tenantCode: TENANT_CODE, apiKey: TENANT_API_KEY, renew }),
    { fireImmediately: true, equals: (a, b) => a?.token === b?.token && a?.roomId === b?.roomId },
  );
  return () => {
    dispose();
    offCounts();
    void connectRealtime(null);
  };
}
