import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_EVENTS, TENANT_HEADERS } from '@venues/contracts';
import { AppError } from '../lib/errors';
import type { AuthUser } from '../types';
import { bearer } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

interface SocketData {
  user: AuthUser;
}

/** Rooms are per tenant so equal room ids of two tenants never meet. */
export const roomKey = (tenantId: string, roomId: string) => `room:${tenantId}:${roomId}`;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export const realtimePlugin = fp(async (app) => {
  const io = new Server<Record<string, (...a: unknown[]) => void>, Record<string, (...a: unknown[]) => void>, Record<string, never>, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false, // same origin as the site (dev goes through the webpack proxy): no CORS
  });
  app.decorate('io', io as unknown as Server);

  let pub: Redis | null = null;
  let sub: Redis | null = null;
  if (app.config.redisUrl) {
    pub = new Redis(app.config.redisUrl);
    sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
  }

  // Browsers cannot set headers on the websocket transport, so the auth payload is accepted too.
  io.use(async (socket, next) => {
    try {
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const h = socket.handshake.headers;
      const tenant = await app.tenants.resolve(str(auth.tenantCode) ?? h[TENANT_HEADERS.code], str(auth.apiKey) ?? h[TENANT_HEADERS.apiKey]);
      const token = str(auth.token) ?? bearer(h.authorization);
      socket.data.user = await app.authenticateToken(token, tenant.id);
      next();
    } catch (e) {
      const err = new Error(e instanceof AppError ? e.message : 'Handshake failed') as Error & { data?: unknown };
      err.data = { code: e instanceof AppError ? e.code : 'UNAUTHENTICATED' };
      next(err);
    }
  });

  io.on('connection', (socket: Socket) => {
    const user = (socket.data as SocketData).user;
    const ownRoom = roomKey(user.tenantId, user.row.roomId);

    socket.on(SOCKET_EVENTS.joinRoom, async (payload: unknown, ack?: unknown) => {
      const roomId = typeof payload === 'string' ? payload : str((payload as { room_id?: unknown } | null)?.room_id);
      const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
      if (roomId !== user.row.roomId) {
        const error = { code: 'FORBIDDEN', message: 'You can only join your own room' };
        socket.emit('error', error);
        return reply({ ok: false, error });
      }
      await socket.join(ownRoom);
      // Current counts first, then the ack: a client that awaited the ack has its starting counts.
      socket.emit(SOCKET_EVENTS.notificationCount, await app.notifications.counts(user.tenantId, user.id));
      reply({ ok: true });
    });

    // The client asks for fresh counts (e.g. after a custom offer changes); answer to its room.
    socket.on(SOCKET_EVENTS.notificationCount, async () => {
      const counts = await app.notifications.counts(user.tenantId, user.id);
      if (socket.rooms.has(ownRoom)) io.to(ownRoom).emit(SOCKET_EVENTS.notificationCount, counts);
      else socket.emit(SOCKET_EVENTS.notificationCount, counts);
    });
  });

  const off = app.notifications.onCountsChanged(({ tenantId, roomId, counts }) => {
    io.to(roomKey(tenantId, roomId)).emit(SOCKET_EVENTS.notificationCount, counts);
  });

  app.addHook('preClose', async () => {
    off();
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // Not io.close(): it would also close the HTTP server, which Fastify closes itself.
    io.engine.close();
    if (pub) await pub.quit().catch(() => undefined);
    if (sub) await sub.quit().catch(() => undefined);
  });
});
