import type { Announcement } from '@venues/contracts';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
let sales: string;
let user: string;
let owner: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.test')).accessToken;
  sales = (await t.login('sales@demo.test')).accessToken;
  user = (await t.login('user@demo.test')).accessToken;
  owner = (await t.login('owner@demo.test')).accessToken;
  member = (await t.login('member@demo.test')).accessToken;
});
afterAll(() => t.close());

const list = async (token: string, qs = '') => {
  const r = await t.req({ url: `/api/v1/admin/announcements${qs}`, token });
  expect(r.statusCode).toBe(200);
  return r.json().data as { data: Announcement[]; page: number; limit: number; total: number };
};

describe('GET /api/v1/admin/announcements as a team admin', () => {
  it('lists everything, default limit 10, newest first', async () => {
    const p = await list(admin);
    expect(p).toMatchObject({ page: 1, limit: 10, total: 8 });
    expect(p.data).toHaveLength(8);
    expect(p.data[0]!.title).toBe('Old pricing notice');
    expect(p.data.some((a) => !a.active)).toBe(true);
    expect(p.data[0]).toEqual({
      _id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      attachment: null,
      active: false,
      viewed: false,
      target: 'ALL',
      target_device: 'ALL',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await list(sales)).total).toBe(8);
  });

  it('paginates', async () => {
    const p1 = await list(admin, '?limit=3&page=1&sort=1');
    const p3 = await list(admin, '?limit=3&page=3&sort=1');
    expect(p1.data.map((a) => a.title)).toEqual(['Welcome to Venuely', 'Scheduled maintenance', 'Try our mobile app']);
    expect(p3.data.map((a) => a.title)).toEqual(['Payouts now weekly', 'Old pricing notice']);
    expect(p3).toMatchObject({ page: 3, limit: 3, total: 8 });
  });

  it('sorts by 1, -1, field and -field', async () => {
    const asc = await list(admin, '?sort=1');
    const desc = await list(admin, '?sort=-1');
    expect(asc.data.map((a) => a._id)).toEqual(desc.data.map((a) => a._id).reverse());
    const byTitle = (await list(admin, '?sort=title')).data.map((a) => a.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b)));
    const byTitleDesc = (await list(admin, '?sort=-title')).data.map((a) => a.title);
    expect(byTitleDesc).toEqual([...byTitle].reverse());
  });

  it('searches title and description, case-insensitively, literally', async () => {
    expect((await list(admin, '?search=MAINTENANCE')).data.map((a) => a.title)).toEqual(['Scheduled maintenance']);
    expect((await list(admin, '?search=payouts%20are')).data.map((a) => a.title)).toEqual(['Payouts now weekly']);
    expect((await list(admin, '?search=%25')).total).toBe(0);
  });

  it('filters active_only, target and target_device (csv)', async () => {
    expect((await list(admin, '?active_only=true')).total).toBe(4);
    expect((await list(admin, '?active_only=false')).total).toBe(8);
    const t1 = await list(admin, '?target=USERS_ONLY');
    expect(t1.total).toBe(2);
    expect(t1.data.every((a) => a.target === 'USERS_ONLY')).toBe(true);
    expect((await list(admin, '?target=USERS_ONLY,VENUE_OWNERS_ONLY')).total).toBe(4);
    const d = await list(admin, '?target_device=MOBILE_ONLY,WEB_ONLY');
    expect(d.total).toBe(4);
    expect((await list(admin, '?target=ALL&target_device=WEB_ONLY')).data.map((a) => a.title)).toEqual(['Scheduled maintenance']);
  });

  it('_id answers one announcement or 404', async () => {
    const any = (await list(admin)).data[2]!;
    const r = await t.req({ url: `/api/v1/admin/announcements?_id=${any._id}`, token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual(any);
    const missing = await t.req({ url: '/api/v1/admin/announcements?_id=00000000-0000-4000-8000-000000000000', token: admin });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
  });

  it('400 naming the query parameter', async () => {
    for (const [qs, field] of [
      ['?limit=0', 'limit'],
      ['?limit=1000', 'limit'],
      ['?page=abc', 'page'],
      ['?sort=color', 'sort'],
      ['?target=EVERYONE', 'target'],
      ['?target_device=TV', 'target_device'],
      ['?active_only=maybe', 'active_only'],
      ['?_id=123', '_id'],
      ['?bogus=1', 'bogus'],
    ] as const) {
      const r = await t.req({ url: `/api/v1/admin/announcements${qs}`, token: admin });
      expect(r.statusCode).toBe(400);
      // csv parameters name the offending item: target.0
      expect(errorOf(r).details.fields![0]!.field.split('.')[0]).toBe(field);
      expect(errorOf(r).message.startsWith(field)).toBe(true);
    }
  });

  it('401 without a token', async () => {
    expect((await t.req({ url: '/api/v1/admin/announcements' })).statusCode).toBe(401);
  });
});

describe('visibility for other users', () => {
  it('a user sees active ALL and USERS_ONLY only', async () => {
    const p = await list(user);
    expect(p.total).toBe(3);
    expect(p.data.every((a) => a.active && ['ALL', 'USERS_ONLY'].includes(a.target))).toBe(true);
    // Asking for inactive ones or other targets does not widen the view.
    expect((await list(user, '?active_only=false')).total).toBe(3);
    expect((await list(user, '?target=VENUE_OWNERS_ONLY')).total).toBe(0);
    expect((await list(user, '?target=USERS_ONLY')).total).toBe(1);
    expect((await list(user, '?target_device=MOBILE_ONLY')).data.map((a) => a.title)).toEqual(['Try our mobile app']);
  });

  it('a venue team sees active ALL and VENUE_OWNERS_ONLY only', async () => {
    for (const token of [owner, member]) {
      const p = await list(token);
      expect(p.total).toBe(3);
      expect(p.data.every((a) => a.active && ['ALL', 'VENUE_OWNERS_ONLY'].includes(a.target))).toBe(true);
    }
  });

  it('cannot open an announcement not meant for them by _id', async () => {
    const ownersOnly = (await list(admin, '?target=VENUE_OWNERS_ONLY')).data[0]!;
    const r = await t.req({ url: `/api/v1/admin/announcements?_id=${ownersOnly._id}`, token: user });
    expect(r.statusCode).toBe(404);
    const inactive = (await list(admin, '?sort=-1')).data[0]!;
    expect(inactive.active).toBe(false);
    expect((await t.req({ url: `/api/v1/admin/announcements?_id=${inactive._id}`, token: owner })).statusCode).toBe(404);
  });
});

describe('announcement logs', () => {
  it('a logged announcement is viewed and no longer listed for that user only', async () => {
    const first = (await list(user, '?sort=1')).data[0]!;
    const log = () => t.req({ method: 'POST', url: '/api/v1/admin/announcement-logs', token: user, body: { announcement: first._id } });
    const r = await log();
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ data: { ok: true } });
    expect((await log()).statusCode).toBe(201); // idempotent
    const after = await list(user);
    expect(after.total).toBe(2);
    expect(after.data.find((a) => a._id === first._id)).toBeUndefined();
    expect((await list(owner)).data.find((a) => a._id === first._id)).toBeDefined();
    // The user may still open it by id, marked viewed.
    const one = await t.req({ url: `/api/v1/admin/announcements?_id=${first._id}`, token: user });
    expect(one.json().data).toMatchObject({ _id: first._id, viewed: true });
  });

  it('404 for an unknown announcement, 400 for a bad id, 401 without token', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/admin/announcement-logs', token: user, body: { announcement: '00000000-0000-4000-8000-000000000000' } });
    expect(r.statusCode).toBe(404);
    const bad = await t.req({ method: 'POST', url: '/api/v1/admin/announcement-logs', token: user, body: { announcement: 'x' } });
    expect(errorOf(bad).message).toBe('announcement: Announcement must be a valid id');
    expect((await t.req({ method: 'POST', url: '/api/v1/admin/announcement-logs', body: { announcement: 'x' } })).statusCode).toBe(401);
  });

  it('404 for an announcement the caller cannot read (another audience, or inactive), as reading it answers', async () => {
    const ownersOnly = (await list(admin, '?target=VENUE_OWNERS_ONLY')).data[0]!;
    const inactive = (await list(admin, '?active_only=false&sort=-1')).data.find((a) => !a.active)!;
    for (const [token, a] of [[user, ownersOnly], [owner, inactive]] as const) {
      expect((await t.req({ url: `/api/v1/admin/announcements?_id=${a._id}`, token })).statusCode).toBe(404);
      const r = await t.req({ method: 'POST', url: '/api/v1/admin/announcement-logs', token, body: { announcement: a._id } });
      expect(r.statusCode).toBe(404);
    }
    // An admin sees every announcement, so may log any.
    expect((await t.req({ method: 'POST', url: '/api/v1/admin/announcement-logs', token: admin, body: { announcement: inactive._id } })).statusCode).toBe(201);
  });
});

describe('managing announcements', () => {
  const body = { title: 'Fresh news', description: 'Something new for everyone', target: 'USERS_ONLY', target_device: 'WEB_ONLY' };

  it('a full admin creates, updates and deletes', async () => {
    const c = await t.req({ method: 'POST', url: '/api/v1/admin/announcements', token: admin, body });
    expect(c.statusCode).toBe(201);
    const a = c.json().data as Announcement;
    expect(a).toMatchObject({ ...body, active: true, attachment: null, viewed: false });
    const u = await t.req({ method: 'PATCH', url: `/api/v1/admin/announcements/${a._id}`, token: admin, body: { active: false, attachment: { path: '/static/x.png' } } });
    expect(u.statusCode).toBe(200);
    expect(u.json().data).toMatchObject({ _id: a._id, active: false, title: 'Fresh news', attachment: { path: '/static/x.png' } });
    expect(Date.parse(u.json().data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.updatedAt));
    const d = await t.req({ method: 'DELETE', url: `/api/v1/admin/announcements/${a._id}`, token: admin });
    expect(d.json()).toEqual({ data: { ok: true } });
    expect((await t.req({ method: 'DELETE', url: `/api/v1/admin/announcements/${a._id}`, token: admin })).statusCode).toBe(404);
    expect((await t.req({ method: 'PATCH', url: `/api/v1/admin/announcements/${a._id}`, token: admin, body: { active: true } })).statusCode).toBe(404);
  });

  it('403 for admin sales, venue teams and users; 401 without token', async () => {
    for (const token of [sales, user, owner, member]) {
      const r = await t.req({ method: 'POST', url: '/api/v1/admin/announcements', token, body });
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('FORBIDDEN');
    }
    const any = (await list(admin)).data[0]!;
    expect((await t.req({ method: 'PATCH', url: `/api/v1/admin/announcements/${any._id}`, token: user, body: { active: true } })).statusCode).toBe(403);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/admin/announcements/${any._id}`, token: sales })).statusCode).toBe(403);
    expect((await t.req({ method: 'POST', url: '/api/v1/admin/announcements', body })).statusCode).toBe(401);
  });

  it('400 naming the field', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/admin/announcements', token: admin, body: { ...body, title: '' } });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).message).toBe('title: Title is required');
    const r2 = await t.req({ method: 'POST', url: '/api/v1/admin/announcements', token: admin, body: { ...body, target: 'NOBODY' } });
    expect(errorOf(r2).details.fields![0]!.field).toBe('target');
    const any = (await list(admin)).data[0]!;
    const r3 = await t.req({ method: 'PATCH', url: `/api/v1/admin/announcements/${any._id}`, token: admin, body: { active: 'yes' } });
    expect(errorOf(r3).details.fields![0]!.field).toBe('active');
    const r4 = await t.req({ method: 'PATCH', url: '/api/v1/admin/announcements/nope', token: admin, body: { active: true } });
    expect(errorOf(r4).details.fields![0]!.field).toBe('id');
  });
});
