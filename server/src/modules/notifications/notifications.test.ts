import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('answers the unread counts of the signed-in user', async () => {
    const s = await t.login('user@demo.test');
    const r = await t.req({ url: '/api/v1/notifications', token: s.accessToken });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({
      unreadCountsByType: { INQUIRY: 1, BOOKING_CONFIRMED: 1, CUSTOM_OFFER: 1, MESSAGE: 1 },
      totalUnreadCount: 4,
    });
    const owner = await t.login('owner@demo.test');
    expect((await t.req({ url: '/api/v1/notifications', token: owner.accessToken })).json().data).toEqual({
      unreadCountsByType: { INQUIRY: 2, BOOKING_CANCELLED: 1, CUSTOM_OFFER_CANCELLED: 1, SYSTEM: 1 },
      totalUnreadCount: 5,
    });
    const admin = await t.login('admin@demo.test');
    expect((await t.req({ url: '/api/v1/notifications', token: admin.accessToken })).json().data).toEqual({ unreadCountsByType: {}, totalUnreadCount: 0 });
  });

  it('marks given types read, then all, and counts follow', async () => {
    const s = await t.login('owner@demo.test');
    const some = await t.req({ method: 'POST', url: '/api/v1/notifications/read', token: s.accessToken, body: { types: ['INQUIRY', 'SYSTEM'] } });
    expect(some.statusCode).toBe(200);
    expect(some.json().data).toEqual({ unreadCountsByType: { BOOKING_CANCELLED: 1, CUSTOM_OFFER_CANCELLED: 1 }, totalUnreadCount: 2 });
    expect((await t.req({ url: '/api/v1/notifications', token: s.accessToken })).json().data.totalUnreadCount).toBe(2);
    const all = await t.req({ method: 'POST', url: '/api/v1/notifications/read', token: s.accessToken });
    expect(all.json().data).toEqual({ unreadCountsByType: {}, totalUnreadCount: 0 });
    // Another user's counts are untouched.
    const u = await t.login('user@demo.test');
    expect((await t.req({ url: '/api/v1/notifications', token: u.accessToken })).json().data.totalUnreadCount).toBe(4);
  });

  it('counts new notifications created by the service', async () => {
    const s = await t.login('lister@demo.test');
    const tenant = await t.app.tenants.resolve('demo', 'pk_demo_venues_2026');
    await t.app.services.notifications.create(tenant.id, s.userId, 'INQUIRY', { enquiry: 'x' });
    expect((await t.req({ url: '/api/v1/notifications', token: s.accessToken })).json().data).toEqual({ unreadCountsByType: { INQUIRY: 1 }, totalUnreadCount: 1 });
  });

  it('400 for unknown types, 401 without a token', async () => {
    const s = await t.login('user@demo.test');
    const r = await t.req({ method: 'POST', url: '/api/v1/notifications/read', token: s.accessToken, body: { types: ['INQUIRY', 'PARTY'] } });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).details.fields![0]!.field).toBe('types.1');
    expect((await t.req({ url: '/api/v1/notifications' })).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/api/v1/notifications/read' })).statusCode).toBe(401);
  });
});
