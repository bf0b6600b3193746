import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_TENANT, type NotificationCounts } from '@venues/contracts';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => t.close());

function open(auth: Record<string, string>, extra: { extraHeaders?: Record<string, string>; transports?: string[] } = {}): Socket {
  const s = connect(url, { path: '/socket.io', auth, transports: extra.transports ?? ['websocket'], extraHeaders: extra.extraHeaders, reconnection: false, forceNew: true });
  sockets.push(s);
  return s;
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const refused = (s: Socket) =>
  new Promise<Error & { data?: { code?: string } }>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected but should not have')));
    s.once('connect_error', (e) => resolve(e));
  });
const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, (v: T) => resolve(v)));
const tenant = { tenantCode: DEMO_TENANT.code, apiKey: DEMO_TENANT.apiKey };

describe('socket handshake', () => {
  it('refuses a connection without token', async () => {
    const e = await refused(open({ ...tenant }));
    expect(e.data?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a connection without (or with a wrong) tenant', async () => {
    const s = await t.login('user@demo.test');
    expect((await refused(open({ token: s.accessToken }))).data?.code).toBe('TENANT_INVALID');
    expect((await refused(open({ token: s.accessToken, tenantCode: 'demo', apiKey: 'wrong' }))).data?.code).toBe('TENANT_INVALID');
  });

  it('refuses an invalid token', async () => {
    expect((await refused(open({ ...tenant, token: 'x.y.z' }))).data?.code).toBe('UNAUTHENTICATED');
  });

  it('accepts the auth payload, or headers (polling transport)', async () => {
    const s = await t.login('user@demo.test');
    await connected(open({ ...tenant, token: s.accessToken }));
    await connected(
      open({}, { transports: ['polling'], extraHeaders: { authorization: `Bearer ${s.accessToken}`, 'x-tenant-code': DEMO_TENANT.code, 'x-api-key': DEMO_TENANT.apiKey } }),
    );
  });
});

describe('rooms and notification counts', () => {
  it('joins its own room, and gets the counts', async () => {
    const s = await t.login('user@demo.test');
    const sock = open({ ...tenant, token: s.accessToken });
    await connected(sock);
    const counts = next<NotificationCounts>(sock, 'notification_count');
    const ack = await sock.emitWithAck('join_room', { room_id: s.roomId });
    expect(ack).toEqual({ ok: true });
    expect((await counts).totalUnreadCount).toBe(4);
  });

  it("refuses another user's room with an error", async () => {
    const me = await t.login('user@demo.test');
    const other = await t.login('owner@demo.test');
    const sock = open({ ...tenant, token: me.accessToken });
    await connected(sock);
    const err = next<{ code: string }>(sock, 'error');
    const ack = await sock.emitWithAck('join_room', { room_id: other.roomId });
    expect(ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect((await err).code).toBe('FORBIDDEN');
    // Not in the other room: a change of the owner's counts does not reach this socket.
    let leaked = false;
    sock.on('notification_count', () => (leaked = true));
    const ownerSock = open({ ...tenant, token: other.accessToken });
    await connected(ownerSock);
    const initial = next<NotificationCounts>(ownerSock, 'notification_count');
    await ownerSock.emitWithAck('join_room', { room_id: other.roomId });
    await initial;
    const pushed = next<NotificationCounts>(ownerSock, 'notification_count');
    const r = await t.req({ method: 'POST', url: '/api/v1/notifications/read', token: other.accessToken, body: { types: ['SYSTEM'] } });
    expect(r.statusCode).toBe(200);
    expect((await pushed).unreadCountsByType.SYSTEM).toBeUndefined();
    // The push went to every socket in the owner's room at once: a copy for this socket would have
    // arrived before the answer to a request it sends now, on the same connection.
    await sock.emitWithAck('join_room', { room_id: other.roomId });
    expect(leaked).toBe(false);
  });

  it('pushes counts when notifications are marked read or created', async () => {
    const s = await t.login('user@demo.test');
    const sock = open({ ...tenant, token: s.accessToken });
    await connected(sock);
    const first = next<NotificationCounts>(sock, 'notification_count');
    await sock.emitWithAck('join_room', s.roomId);
    const before = await first;

    const afterRead = next<NotificationCounts>(sock, 'notification_count');
    await t.req({ method: 'POST', url: '/api/v1/notifications/read', token: s.accessToken, body: { types: ['INQUIRY'] } });
    const read = await afterRead;
    expect(read.totalUnreadCount).toBe(before.totalUnreadCount - 1);
    expect(read.unreadCountsByType.INQUIRY).toBeUndefined();

    const afterCreate = next<NotificationCounts>(sock, 'notification_count');
    const tenantRow = await t.app.tenants.resolve(DEMO_TENANT.code, DEMO_TENANT.apiKey);
    await t.app.services.notifications.create(tenantRow.id, s.userId, 'CUSTOM_OFFER', { custom_offer_id: 'co-1' });
    const created = await afterCreate;
    expect(created.unreadCountsByType.CUSTOM_OFFER).toBe((read.unreadCountsByType.CUSTOM_OFFER ?? 0) + 1);
  });

  it('answers a client notification_count request with the current counts', async () => {
    const s = await t.login('owner@demo.test');
    const sock = open({ ...tenant, token: s.accessToken });
    await connected(sock);
    const joined = next<NotificationCounts>(sock, 'notification_count');
    await sock.emitWithAck('join_room', { room_id: s.roomId });
    await joined;
    const answer = next<NotificationCounts>(sock, 'notification_count');
    sock.emit('notification_count', { custom_offer_id: 'abc' });
    expect(await answer).toEqual((await t.req({ url: '/api/v1/notifications', token: s.accessToken })).json().data);
  });
});
