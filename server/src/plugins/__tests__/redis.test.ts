import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_TENANT, SOCKET_EVENTS, type NotificationCounts } from '@venues/contracts';
import { buildApp } from '../../app';
import { DEFAULT_RATE_LIMIT, testConfig } from '../../config';
import { RedisRateLimitStore } from '../rate-limit';
import { freshTestDatabase } from '../../test/template-db';
import { TENANT_HEADERS } from '../../test/helpers';
import { DEMO_PASSWORD } from '../../db/seed';

/** Runs with TEST_REDIS_URL (e.g. redis://127.0.0.1:6379); skipped otherwise. */
const REDIS = process.env.TEST_REDIS_URL;
const d = REDIS ? describe : describe.skip;

d('RedisRateLimitStore', () => {
  it('counts in a shared window, peeks and resets', async () => {
    const store = new RedisRateLimitStore(new Redis(REDIS!), `test:${Date.now()}:`);
    try {
      expect((await store.hit('k', 2000)).count).toBe(1);
      const h = await store.hit('k', 2000);
      expect(h.count).toBe(2);
      expect(h.resetMs).toBeGreaterThan(0);
      expect(h.resetMs).toBeLessThanOrEqual(2000);
      expect((await store.peek('k')).count).toBe(2);
      await store.reset('k');
      expect((await store.peek('k')).count).toBe(0);
      expect((await store.hit('short', 50)).count).toBe(1);
      await new Promise((r) => setTimeout(r, 80));
      expect((await store.peek('short')).count).toBe(0);
    } finally {
      await store.close();
    }
  });
});

d('two API nodes on one database and one Redis', () => {
  it('share login limits and push counts across nodes', async () => {
    const database = await freshTestDatabase();
    const config = testConfig({ redisUrl: REDIS!, rateLimit: { ...DEFAULT_RATE_LIMIT, accountFailures: 2, ipAttempts: 1000, windowMs: 60_000 } });
    const a = await buildApp(config, { database });
    const b = await buildApp(config, { database });
    const sockets: Socket[] = [];
    try {
      await a.listen({ port: 0, host: '127.0.0.1' });
      const login = (app: typeof a, password: string) =>
        app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: TENANT_HEADERS, payload: { email: 'member@demo.test', password, role: 'venue' } });
      // Start from a clean account counter: the Redis server outlives test runs.
      const admin = new Redis(REDIS!);
      const account = `rl:login:acct:${(await a.tenants.resolve('demo', DEMO_TENANT.apiKey)).id}:member@demo.test`;
      await admin.del(account, `${account}:127.0.0.1`);
      await admin.quit();
      expect((await login(a, 'wrong-1')).statusCode).toBe(401);
      expect((await login(b, 'wrong-2')).statusCode).toBe(401);
      expect((await login(a, DEMO_PASSWORD)).statusCode).toBe(429); // failures on both nodes counted together

      const ok = await b.inject({ method: 'POST', url: '/api/v2/auth/login', headers: TENANT_HEADERS, payload: { email: 'user@demo.test', password: DEMO_PASSWORD, role: 'user' } });
      const { accessToken, user } = ok.json().data;
      const sock = connect(`http://127.0.0.1:${(a.server.address() as AddressInfo).port}`, {
        auth: { token: accessToken, tenantCode: DEMO_TENANT.code, apiKey: DEMO_TENANT.apiKey },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(sock);
      const initial = new Promise<NotificationCounts>((r) => sock.once('notification_count', r));
      await sock.emitWithAck('join_room', { room_id: user.room_id });
      const before = await initial;
      const pushed = new Promise<NotificationCounts>((r) => sock.once('notification_count', r));
      // The change happens on node B; the socket lives on node A.
      const read = await b.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: { ...TENANT_HEADERS, authorization: `Bearer ${accessToken}` }, payload: { types: ['MESSAGE'] } });
      expect(read.statusCode).toBe(200);
      expect((await pushed).totalUnreadCount).toBe(before.totalUnreadCount - 1);
    } finally {
      for (const s of sockets) s.disconnect();
      await a.close();
      await b.close();
      await database.close();
    }
  });

  it('notify reaches each user on whichever node holds the socket, and only users who joined their room', async () => {
    const database = await freshTestDatabase();
    const config = testConfig({ redisUrl: REDIS! });
    const a = await buildApp(config, { database });
    const b = await buildApp(config, { database });
    const sockets: Socket[] = [];
    try {
      await a.listen({ port: 0, host: '127.0.0.1' });
      await b.listen({ port: 0, host: '127.0.0.1' });
      const open = async (app: typeof a, email: string, role: string, join = true) => {
        const r = await app.inject({ method: 'POST', url: '/api/v2/auth/login', headers: TENANT_HEADERS, payload: { email, password: DEMO_PASSWORD, role } });
        const { accessToken, user } = r.json().data;
        const sock = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
          auth: { token: accessToken, tenantCode: DEMO_TENANT.code, apiKey: DEMO_TENANT.apiKey },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        sockets.push(sock);
        await new Promise<void>((resolve, reject) => {
          sock.once('connect', () => resolve());
          sock.once('connect_error', reject);
        });
        if (join) await sock.emitWithAck('join_room', { room_id: user.room_id });
        return { sock, userId: user._id as string };
      };
      const onA = await open(a, 'user@demo.test', 'user');
      const onB = await open(b, 'owner@demo.test', 'venue');
      const notJoined = await open(a, 'lister@demo.test', 'venue', false);
      const seen: string[] = [];
      for (const [name, s] of [['onA', onA], ['onB', onB], ['notJoined', notJoined]] as const) s.sock.on('notification_count', (c: NotificationCounts) => seen.push(`${name}:${c.totalUnreadCount}`));

      const payload: NotificationCounts = { unreadCountsByType: {}, totalUnreadCount: 42 };
      const both = Promise.all([onA, onB].map((s) => new Promise((r) => s.sock.once('notification_count', r))));
      // Sent from node B: the user whose socket is on node A gets it through Redis, the one on B directly.
      b.notify([onA.userId, onB.userId, notJoined.userId], SOCKET_EVENTS.notificationCount, payload);
      await both;
      // Node A delivered the event to onA: a copy for notJoined, on the same node, would have gone out
      // with it, before the answer to this later round trip on notJoined's own connection.
      // (Another's room: refused, so it joins nothing and gets no counts of its own.)
      expect(await notJoined.sock.emitWithAck('join_room', { room_id: 'not-mine' })).toMatchObject({ ok: false });
      expect(seen.sort()).toEqual(['onA:42', 'onB:42']);
    } finally {
      for (const s of sockets) s.disconnect();
      await a.close();
      await b.close();
      await database.close();
    }
  });

  it('ending a session, or changing an account, on one node closes the sockets held by the other', async () => {
    const database = await freshTestDatabase();
    const config = testConfig({ redisUrl: REDIS! });
    const a = await buildApp(config, { database });
    const b = await buildApp(config, { database });
    const sockets: Socket[] = [];
    try {
      await a.listen({ port: 0, host: '127.0.0.1' });
      const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload: object = {}) =>
        b.inject({ method, url, headers: { ...TENANT_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });
      // Signed in through node B, connected to node A.
      const session = async (email: string, role: string) => {
        const r = await call('POST', '/api/v2/auth/login', null, { email, password: DEMO_PASSWORD, role });
        const { accessToken, refreshToken, user } = r.json().data;
        const sock = connect(`http://127.0.0.1:${(a.server.address() as AddressInfo).port}`, {
          auth: { token: accessToken, tenantCode: DEMO_TENANT.code, apiKey: DEMO_TENANT.apiKey },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        sockets.push(sock);
        await new Promise<void>((resolve, reject) => {
          sock.once('connect', () => resolve());
          sock.once('connect_error', reject);
        });
        await sock.emitWithAck('join_room', { room_id: user.room_id });
        return { sock, accessToken, refreshToken, userId: user._id as string, roomId: user.room_id as string };
      };
      const closed = (s: Socket) => new Promise<string>((r) => s.once('disconnect', r));
      // Still served on node A: a round trip there answers after the closing went through.
      const served = async (s: { sock: Socket; roomId: string }) =>
        expect(await s.sock.timeout(5_000).emitWithAck('join_room', { room_id: s.roomId })).toEqual({ ok: true });

      const out = await session('user@demo.test', 'user');
      const stays = await session('user@demo.test', 'user');
      let cut = closed(out.sock);
      expect((await call('POST', '/api/v1/auth/logout', null, { token: out.refreshToken })).statusCode).toBe(200);
      expect(await cut).toBe('io server disconnect');
      await served(stays);

      const other = await session('user@demo.test', 'user');
      cut = closed(other.sock);
      expect((await call('PATCH', '/api/v1/auth/update-password', stays.accessToken, { old_password: DEMO_PASSWORD, new_password: 'Another-pass-2026!' })).statusCode).toBe(200);
      expect(await cut).toBe('io server disconnect');
      await served(stays);

      const owner = await session('owner@demo.test', 'venue');
      const lister = await session('lister@demo.test', 'venue');
      const member = await session('member@demo.test', 'venue');
      cut = closed(lister.sock);
      expect((await call('PATCH', `/api/v1/team/members/${lister.userId}`, owner.accessToken, { role: 'member' })).statusCode).toBe(200);
      expect(await cut).toBe('io server disconnect');
      cut = closed(member.sock);
      expect((await call('DELETE', `/api/v1/team/members/${member.userId}`, owner.accessToken)).statusCode).toBe(200);
      expect(await cut).toBe('io server disconnect');
      await served(owner);

      cut = closed(stays.sock);
      expect((await call('DELETE', '/api/v1/user', stays.accessToken, { password: 'Another-pass-2026!' })).statusCode).toBe(200);
      expect(await cut).toBe('io server disconnect');
    } finally {
      for (const s of sockets) s.disconnect();
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
