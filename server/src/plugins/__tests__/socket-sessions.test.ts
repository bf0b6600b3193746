import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_TENANT, SOCKET_EVENTS, type NotificationCounts } from '@venues/contracts';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/helpers';
import { userRoom } from '../realtime';

// A socket lives no longer than its session and no longer than its access token, and holds no
// roles the account lost: sign-out, a password change, deletion, leaving a team and role changes
// close the sockets they concern (and only those); the token's expiry closes its own.

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
type Session = Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => t.close());

const auth = (token: string) => ({ token, tenantCode: DEMO_TENANT.code, apiKey: DEMO_TENANT.apiKey });

function open(token: string): Promise<Socket> {
  const s = connect(url, { path: '/socket.io', auth: auth(token), transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

/** A socket in its user's room, as the shell's client opens it. */
async function joined(session: Session, token = session.accessToken): Promise<Socket> {
  const s = await open(token);
  const ack = await s.emitWithAck(SOCKET_EVENTS.joinRoom, { room_id: session.roomId });
  expect(ack).toEqual({ ok: true });
  return s;
}

/** The reason the server gave when it closed the socket. */
const closed = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));

/**
 * The socket is still served: a round trip answers, and an event sent to its user arrives. Both go
 * out after whatever closed the other sockets, so a socket closed with them would answer neither.
 */
async function stillServed(s: Socket, session: Session): Promise<void> {
  expect(await s.timeout(5_000).emitWithAck(SOCKET_EVENTS.joinRoom, { room_id: session.roomId })).toEqual({ ok: true });
  const counts: NotificationCounts = { unreadCountsByType: {}, totalUnreadCount: 77 };
  const got = new Promise<NotificationCounts>((resolve) => s.once(SOCKET_EVENTS.notificationCount, resolve));
  t.app.notify([session.userId], SOCKET_EVENTS.notificationCount, counts);
  expect(await got).toEqual(counts);
}

/** The server holds no socket of this user but `ids`. */
async function onlySockets(userId: string, ids: (string | undefined)[]): Promise<void> {
  expect((await t.app.io.in(userRoom(userId)).fetchSockets()).map((s) => s.id).sort()).toEqual(ids.sort());
}

const refusedWith = (token: string) =>
  open(token).then(
    () => {
      throw new Error('the handshake was accepted');
    },
    (e: Error & { data?: { code?: string } }) => e.data?.code,
  );

describe('a session that ends closes its sockets', () => {
  it('sign-out closes that session’s sockets only', async () => {
    const a = await t.login('user@demo.test');
    const b = await t.login('user@demo.test');
    const [a1, a2, b1] = [await joined(a), await joined(a), await joined(b)];
    const cuts = [closed(a1), closed(a2)];
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/logout', body: { token: a.refreshToken } })).statusCode).toBe(200);
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
    await stillServed(b1, b);
    await onlySockets(a.userId, [b1.id]);
    expect(await refusedWith(a.accessToken)).toBe('UNAUTHENTICATED');
  });

  it('a password change closes the other sessions’ sockets and keeps the caller’s', async () => {
    const mine = await t.login('friend@demo.test');
    const other = await t.login('friend@demo.test');
    const [m, o] = [await joined(mine), await joined(other)];
    const cut = closed(o);
    const r = await t.req({ method: 'PATCH', url: '/api/v1/auth/update-password', token: mine.accessToken, body: { old_password: DEMO_PASSWORD, new_password: 'Another-pass-2026!' } });
    expect(r.statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');
    await stillServed(m, mine);
    await onlySockets(mine.userId, [m.id]);
    expect(await refusedWith(other.accessToken)).toBe('UNAUTHENTICATED');
  });

  it('a refresh token presented twice ends its session and that session’s sockets', async () => {
    const a = await t.login('owner@demo.test');
    const b = await t.login('owner@demo.test');
    const [a1, b1] = [await joined(a), await joined(b)];
    const refresh = () => t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: a.refreshToken } });
    expect((await refresh()).statusCode).toBe(200);
    const cut = closed(a1);
    expect((await refresh()).statusCode).toBe(401); // the leaked copy: the family is revoked
    expect(await cut).toBe('io server disconnect');
    await stillServed(b1, b);
  });

  it('deleting the account closes every socket of it', async () => {
    const a = await t.login('user@demo.test');
    const b = await t.login('user@demo.test');
    const [a1, b1] = [await joined(a), await joined(b)];
    const cuts = [closed(a1), closed(b1)];
    expect((await t.req({ method: 'DELETE', url: '/api/v1/user', token: a.accessToken, body: { password: DEMO_PASSWORD } })).statusCode).toBe(200);
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
    await onlySockets(a.userId, []);
  });
});

describe('an account whose roles change reconnects', () => {
  it('a team role change closes the member’s sockets; the reconnection carries the new role; the owner’s stay', async () => {
    const owner = await t.login('owner@demo.test');
    const lister = await t.login('lister@demo.test');
    const [o, l] = [await joined(owner), await joined(lister)];
    const cut = closed(l);
    const r = await t.req({ method: 'PATCH', url: `/api/v1/team/members/${lister.userId}`, token: owner.accessToken, body: { role: 'member' } });
    expect(r.statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');
    await stillServed(o, owner);
    const again = await joined(lister);
    const [server] = await t.app.io.in(userRoom(lister.userId)).fetchSockets();
    expect(server!.id).toBe(again.id);
    expect(server!.data.user.roles.isTeamAdmin).toBe(false);
  });

  it('removal from the team closes every socket of the person removed, and the session ends', async () => {
    const owner = await t.login('owner@demo.test');
    const member = await t.login('member@demo.test');
    const [o, m] = [await joined(owner), await joined(member)];
    const cut = closed(m);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/team/members/${member.userId}`, token: owner.accessToken })).statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');
    await stillServed(o, owner);
    expect(await refusedWith(member.accessToken)).toBe('UNAUTHENTICATED');
  });

  it('an administrator role change closes that administrator’s sockets', async () => {
    const admin = await t.login('admin@demo.test');
    const sales = await t.login('sales@demo.test');
    const [a, s] = [await joined(admin), await joined(sales)];
    const cut = closed(s);
    expect((await t.req({ method: 'PATCH', url: `/api/v1/admin/admins/${sales.userId}`, token: admin.accessToken, body: { role: 'member' } })).statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');
    await stillServed(a, admin);
  });
});

describe('the access token’s expiry', () => {
  it('closes the socket when its token expires; a fresh token connects again', async () => {
    const s = await t.login('owner@demo.test');
    const { sub, sid, tenant } = decodeJwt(s.accessToken) as { sub: string; sid: string; tenant: string };
    // The same session's token, three seconds long: long enough to connect on a loaded machine.
    const short = await t.app.tokens.signAccess({ id: sub, tenantId: tenant, role: 'VENUE_OWNER' }, sid, 3);
    const expiresAt = (decodeJwt(short).exp as number) * 1000;
    const sock = await open(short);
    // Listen before anything else, so a close that comes early is seen too.
    const cut = closed(sock);
    const reason = await cut;
    expect(reason).toBe('io server disconnect');
    // At the token's expiry (whole seconds), not before and not long after.
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 50);
    expect(Date.now() - expiresAt).toBeLessThan(1_500);
    expect(await refusedWith(short)).toBe('UNAUTHENTICATED');
    await stillServed(await joined(s), s);
  });
});
