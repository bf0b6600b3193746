import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS, type SocketAck } from '@venues/contracts';
import { userRoom, type SocketHandlers } from '../../plugins/realtime';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** join_room (the user's own room, then its counts) and notification_count (fresh counts on request). */
export function notificationSocket(app: FastifyInstance): SocketHandlers {
  return (socket) => {
    const user = socket.data.user;
    const ownRoom = userRoom(user.id);

    socket.on(SOCKET_EVENTS.joinRoom, async (payload, ack) => {
      const roomId = typeof payload === 'string' ? payload : str((payload as { room_id?: unknown } | null)?.room_id);
      const reply = typeof ack === 'function' ? (ack as (r: SocketAck) => void) : () => undefined;
      if (roomId !== user.row.roomId) {
        const error = { code: 'FORBIDDEN', message: 'You can only join your own room' };
        socket.emit('error', error);
        return reply({ ok: false, error });
      }
      await socket.join(ownRoom);
      // Current counts first, then the ack: a client that awaited the ack has its starting counts.
      socket.emit(SOCKET_EVENTS.notificationCount, await app.services.notifications.counts(user.tenantId, user.id));
      reply({ ok: true });
    });

    // The client asks for fresh counts (e.g. after a custom offer changes); answer to its room.
    socket.on(SOCKET_EVENTS.notificationCount, async () => {
      const counts = await app.services.notifications.counts(user.tenantId, user.id);
      if (socket.rooms.has(ownRoom)) app.notify([user.id], SOCKET_EVENTS.notificationCount, counts);
      else socket.emit(SOCKET_EVENTS.notificationCount, counts);
    });
  };
}
