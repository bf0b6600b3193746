import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { TENANT_HEADERS, type SocketEventName, type SocketEvents, type SocketRequestName } from '@venues/contracts';
import { AppError } from '../lib/errors';
import type { AuthUser } from '../types';
import { bearer } from './auth';

/** Server → client events with their payloads (contracts' SocketEvents). */
type Emits = { [E in SocketEventName]: (payload: SocketEvents[E]) => void };
/** Client → server requests: what a client sends is unchecked until a handler parses it. */
type Requests = { [E in SocketRequestName]: (payload: unknown, ack?: unknown) => void };

interface SocketData {
  user: AuthUser;
  /** The access token of the handshake: checked again once the socket is in its session's rooms. */
  token: string;
}

/** A connected socket of a signed-in user (`socket.data.user`, checked at the handshake). */
export type UserSocket = Socket<Requests, Emits, Record<string, never>, SocketData>;

/** A module's socket handlers (modules/<m>/socket.ts), set up on every connected socket. */
export type SocketHandlers = (socket: UserSocket) => void;

/** Delivers an event to each user's room, on whichever API node holds the socket. */
export type Notify = <E extends SocketEventName>(userIds: readonly string[], event: E, payload: SocketEvents[E]) => void;

/**
 * A user's room: the sockets of that account that joined it (join_room, notifications module).
 * User ids are unique across tenants, so two tenants' rooms never meet.
 */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Rooms every socket is put in at connection, for ending it (clients cannot join them: join_room
 * takes only the user's own room). A session is a refresh-token family (the access token's `sid`).
 */
const sessionRoom = (familyId: string) => `session:${familyId}`;
const accountRoom = (userId: string) => `account:${userId}`;

/**
 * Closes sockets whose session ended or whose account changed, on every API node (through Redis
 * with REDIS_URL). Called once the change is committed: a client that reconnects at once meets
 * the new state at its handshake (a session that ended is refused; new roles are read afresh).
 */
export interface SessionSockets {
  /** One session's sockets: sign-out, a refresh token presented twice. */
  endSession(familyId: string): void;
  /** An account's sockets, all but `keepSession`'s: a password change, deletion, leaving a team, a role change. */
  endAccount(userId: string, keepSession?: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<Requests, Emits, Record<string, never>, SocketData>;
    /** Sends `event` to the rooms of these users; with REDIS_URL, through Redis to every API node. */
    notify: Notify;
    /** Adds a module's handlers for every socket that connects from now on. */
    onSocket(handlers: SocketHandlers): void;
    /** Ends sockets when their session ends or their account changes. */
    sessionSockets: SessionSockets;
  }
}

/** Whether what the socket's user may do is unchanged (the handlers read it from socket.data). */
const sameAccess = (a: AuthUser, b: AuthUser) =>
  a.row.role === b.row.role && a.row.assignedRoles === b.row.assignedRoles && a.row.organizationId === b.row.organizationId;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** socket.io on the app's server: the handshake (tenant and access token), the Redis adapter, and delivery to users' rooms. Modules bring their own handlers. */
export const realtimePlugin = fp(async (app) => {
  const io = new Server<Requests, Emits, Record<string, never>, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false, // same origin as the site (dev goes through the webpack proxy): no CORS
  });
  app.decorate('io', io);

  // With several API nodes, a room's events go through Redis to the node that holds each socket.
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
      socket.data.token = token!;
      next();
    } catch (e) {
      const err = new Error(e instanceof AppError ? e.message : 'Handshake failed') as Error & { data?: unknown };
      err.data = { code: e instanceof AppError ? e.code : 'UNAUTHENTICATED' };
      next(err);
    }
  });

  const handlers: SocketHandlers[] = [];
  app.decorate('onSocket', (h: SocketHandlers) => void handlers.push(h));
  io.on('connection', (socket) => {
    const { user, token } = socket.data;
    // Joined before the second check below: a session ended after the handshake's check is either
    // caught by that check or finds the socket in its rooms.
    void socket.join([sessionRoom(user.familyId), accountRoom(user.id)]);
    // No socket outlives its access token: the client reconnects with a fresh one.
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, user.expiresAt.getTime() - Date.now()));
    socket.on('disconnect', () => clearTimeout(expiry));
    for (const h of handlers) h(socket);
    void app.authenticateToken(token, user.tenantId).then(
      (now) => {
        if (!sameAccess(user, now)) socket.disconnect(true);
      },
      () => socket.disconnect(true),
    );
  });

  app.decorate('sessionSockets', {
    endSession: (familyId) => io.in(sessionRoom(familyId)).disconnectSockets(true),
    endAccount: (userId, keepSession) => {
      const room = io.in(accountRoom(userId));
      (keepSession ? room.except(sessionRoom(keepSession)) : room).disconnectSockets(true);
    },
  } satisfies SessionSockets);

  app.decorate('notify', ((userIds, event, payload) => {
    if (userIds.length === 0) return;
    // emit's rest-parameter typing cannot follow a generic event name; Notify's signature checks the pair.
    (io.to(userIds.map(userRoom)).emit as (e: string, p: unknown) => boolean)(event, payload);
  }) as Notify);

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // Not io.close(): it would also close the HTTP server, which Fastify closes itself.
    io.engine.close();
    if (pub) await pub.quit().catch(() => undefined);
    if (sub) await sub.quit().catch(() => undefined);
  });
});
