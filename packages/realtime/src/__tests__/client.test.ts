/** @jest-environment node */
// Against a real socket.io server on a free port: the handshake, the room join and the delivery
// of events as the shell's server does them (server/src/plugins/realtime.ts).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { SOCKET_EVENTS, type NotificationCounts } from '@venues/contracts';
import { RealtimeClient, socketOptions, type RealtimeTarget } from '../client';

const counts = (n: number): NotificationCounts => ({ unreadCountsByType: { INQUIRY: n }, totalUnreadCount: n });

let http: HttpServer;
let io: Server;
let url: string;
/** Every handshake's token and every event the server received, in order. */
let handshakes: string[];
let received: { event: string; payload: unknown }[];
let joined: { token: string; room: string }[];

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: '/socket.io' });
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: string; tenantCode?: string };
    if (!auth.token || auth.tenantCode !== 'demo' || auth.token.startsWith('expired')) return next(new Error('unauthenticated'));
    handshakes.push(auth.token);
    next();
  });
  io.on('connection', (socket: ServerSocket) => {
    const token = (socket.handshake.auth as { token: string }).token;
    socket.on(SOCKET_EVENTS.joinRoom, async (p: { room_id: string }) => {
      await socket.join(p.room_id);
      joined.push({ token, room: p.room_id });
    });
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  io.disconnectSockets(true);
  await new Promise<void>((r) => io.close(() => r()));
});

beforeEach(() => {
  handshakes = [];
  received = [];
  joined = [];
});

const target = (token: string, roomId = 'room-1'): RealtimeTarget => ({ token, roomId, tenantCode: 'demo', apiKey: 'pk', url });

async function until(check: () => boolean, what: string, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('RealtimeClient', () => {
  let client: RealtimeClient;
  beforeEach(() => {
    client = new RealtimeClient();
  });
  afterEach(() => client.dispose());

  it('delivers to a subscription made before the socket connected, once it joined its room', async () => {
    const got: NotificationCounts[] = [];
    client.subscribe(SOCKET_EVENTS.notificationCount, (c) => got.push(c));
    await client.connect(target('tok-a'));
    await until(() => joined.length === 1, 'the room join');
    expect(joined[0]).toEqual({ token: 'tok-a', room: 'room-1' });
    io.to('room-1').emit(SOCKET_EVENTS.notificationCount, counts(2));
    await until(() => got.length === 1, 'the event');
    expect(got).toEqual([counts(2)]);
  });

  it('keeps subscriptions across a new token (a new socket), without delivering twice', async () => {
    const got: NotificationCounts[] = [];
    client.subscribe(SOCKET_EVENTS.notificationCount, (c) => got.push(c));
    await client.connect(target('tok-a'));
    await until(() => joined.length === 1, 'the first join');
    await client.connect(target('tok-b'));
    await until(() => joined.length === 2, 'the join with the new token');
    expect(handshakes).toEqual(['tok-a', 'tok-b']);
    await until(() => io.sockets.sockets.size === 1, 'the old socket to close');
    io.to('room-1').emit(SOCKET_EVENTS.notificationCount, counts(3));
    io.to('room-1').emit(SOCKET_EVENTS.notificationCount, counts(4));
    // A second delivery of the first would come before the second event.
    await until(() => got.some((c) => c.totalUnreadCount === 4), 'the second event');
    expect(got).toEqual([counts(3), counts(4)]);
  });

  it('rejoins the room and keeps delivering after the connection drops and comes back', async () => {
    const got: NotificationCounts[] = [];
    client.subscribe(SOCKET_EVENTS.notificationCount, (c) => got.push(c));
    await client.connect(target('tok-a'));
    await until(() => joined.length === 1, 'the join');
    // A lost transport (not a server-side disconnect): socket.io-client reconnects by itself.
    for (const s of io.sockets.sockets.values()) s.conn.close();
    await until(() => joined.length === 2, 'the join after reconnecting');
    io.to('room-1').emit(SOCKET_EVENTS.notificationCount, counts(5));
    await until(() => got.length === 1, 'the event after reconnecting');
    expect(got).toEqual([counts(5)]);
  });

  describe('when the server closes the socket or refuses its token', () => {
    /** The shell's renewal: the session's refresh gives a new token, and the session's reaction connects with it. */
    const renewingTo = (token: string) => {
      const renew = jest.fn(async () => {
        void client.connect({ ...target(token), renew });
      });
      return renew;
    };

    it('renews the session and connects with the new token; subscriptions carry over', async () => {
      const got: NotificationCounts[] = [];
      client.subscribe(SOCKET_EVENTS.notificationCount, (c) => got.push(c));
      const renew = renewingTo('tok-b');
      await client.connect({ ...target('tok-a'), renew });
      await until(() => joined.length === 1, 'the join');
      io.disconnectSockets(true); // what the server does when the token expires or the account changes
      await until(() => joined.length === 2, 'the join with the renewed token');
      expect(renew).toHaveBeenCalledTimes(1);
      expect(joined[1]).toEqual({ token: 'tok-b', room: 'room-1' });
      io.to('room-1').emit(SOCKET_EVENTS.notificationCount, counts(6));
      await until(() => got.length === 1, 'the event');
    });

    it('a handshake that refuses the token (expired) renews the session too', async () => {
      const renew = renewingTo('tok-fresh');
      await client.connect({ ...target('expired-tok'), renew });
      await until(() => joined.length === 1, 'the join with the renewed token');
      expect(handshakes).toEqual(['tok-fresh']);
      expect(renew).toHaveBeenCalledTimes(1);
    });

    it('a renewal that keeps the token reconnects the same socket', async () => {
      const renew = jest.fn(async () => undefined);
      await client.connect({ ...target('tok-a'), renew });
      await until(() => joined.length === 1, 'the join');
      io.disconnectSockets(true);
      await until(() => joined.length === 2, 'the join after reconnecting');
      expect(handshakes).toEqual(['tok-a', 'tok-a']);
    });

    it('a renewal that fails (the session ended) does not reconnect', async () => {
      let fail: (e: Error) => void = () => undefined;
      const renew = jest.fn(() => new Promise<void>((_, reject) => (fail = reject)));
      await client.connect({ ...target('tok-a'), renew });
      await until(() => joined.length === 1, 'the join');
      io.disconnectSockets(true);
      await until(() => renew.mock.calls.length === 1, 'the renewal');
      fail(new Error('The session has ended'));
      await new Promise((r) => setImmediate(r)); // the client's handling of the rejection has run
      // Not connected, and not trying to: socket.io's own reconnection is idle too.
      expect(client.connected).toBe(false);
      expect((client as unknown as { socket: { active: boolean } }).socket.active).toBe(false);
    });
  });

  it('stops delivering after unsubscribe; other handlers keep theirs', async () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = client.subscribe(SOCKET_EVENTS.notificationCount, (c) => a.push(c));
    client.subscribe(SOCKET_EVENTS.notificationCount, (c) => b.push(c));
    await client.connect(target('tok-a'));
    await until(() => joined.length === 1, 'the join');
    offA();
    io.to('room-1').emit(SOCKET_EVENTS.notificationCount, counts(1));
    await until(() => b.length === 1, 'the event');
    expect(a).toEqual([]);
  });

  it('emits typed events to the server; nothing to send on when signed out', async () => {
    expect(client.emit(SOCKET_EVENTS.notificationCount)).toBe(false);
    await client.connect(target('tok-a'));
    expect(client.emit(SOCKET_EVENTS.notificationCount, { why: 'offer' })).toBe(true);
    await until(() => received.some((r) => r.event === SOCKET_EVENTS.notificationCount), 'the request');
    expect(received.find((r) => r.event === SOCKET_EVENTS.notificationCount)?.payload).toEqual({ why: 'offer' });
  });

  it('disconnects on sign-out and does not connect twice for the same target', async () => {
    await client.connect(target('tok-a'));
    await client.connect(target('tok-a'));
    await until(() => joined.length === 1, 'the join');
    expect(handshakes).toEqual(['tok-a']);
    await client.connect(null);
    expect(client.connected).toBe(false);
    await until(() => io.sockets.sockets.size === 0, 'the server to see the disconnect');
  });

  it('a sign-out while socket.io-client loads leaves no socket behind', async () => {
    let release: () => void = () => undefined;
    const slow = new RealtimeClient(() => import('socket.io-client').then((m) => new Promise<typeof m>((r) => (release = () => r(m)))));
    const pending = slow.connect(target('tok-a'));
    await new Promise((r) => setTimeout(r, 10));
    await slow.connect(null);
    release();
    await pending;
    await new Promise((r) => setTimeout(r, 100));
    expect(handshakes).toEqual([]);
    slow.dispose();
  });
});

describe('socketOptions', () => {
  it('uses the reconnection settings and sends the tenant and token', () => {
    const o = socketOptions({ token: 'tok', tenantCode: 'demo', apiKey: 'pk_demo_venues_2026' });
    expect(o).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20000,
      auth: { token: 'tok', tenantCode: 'demo', apiKey: 'pk_demo_venues_2026' },
    });
    expect(o.extraHeaders).toMatchObject({ Authorization: 'Bearer tok', 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' });
  });
});
