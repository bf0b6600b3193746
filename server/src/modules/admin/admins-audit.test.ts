import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { deriveRoles, type AdminAccount, type Announcement, type AuditEntry } from '@venues/contracts';
import { adminAuditLog, announcements, tenants, users } from '../../db/schema';
import type { AuthUser } from '../../types';
import { createTestApp, errorOf, type InjectOpts, type TestApp } from '../../test/helpers';
import { withFailingAudit } from './__tests__/failing-audit';
import { AdminRepository } from './repository';
import { AdminAccountService } from './service';

// Administrators' roles (docs/admin.md "Administrators"), the audit trail (its filters, order and
// pages; append-only in the database) and the announcements' changes recorded in it.

let t: TestApp;
let admin: { accessToken: string; userId: string };
let sales: { accessToken: string; userId: string };
let moderator: { accessToken: string; userId: string };
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test', 'admin');
  sales = await t.login('sales@demo.test', 'admin');
  moderator = await t.login('moderator@demo.test', 'admin');
  tenantId = (await row('admin@demo.test')).tenantId;
});
afterAll(() => t.close());

const call = (method: InjectOpts['method'], url: string, token = admin.accessToken, body?: unknown) => t.req({ method, url: `/api/v1${url}`, token, body });
async function ok<T = unknown>(p: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const r = await p;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json().data as T;
}
const row = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!;
const auditPage = (qs = '') => ok<{ data: AuditEntry[]; page: number; limit: number; total: number }>(call('GET', `/admin/audit-log${qs ? `?${qs}` : ''}`));

let n = 0;
/** Another administrator of the demo tenant (assigned_roles null: full, 2: sales, 3: member). */
async function anotherAdmin(code: number | null, tenant = tenantId): Promise<{ id: string; email: string }> {
  const me = await row('admin@demo.test');
  const email = `admin.${++n}@staff.test`;
  const [u] = await t.app.db
    .insert(users)
    .values({ tenantId: tenant, email, passwordHash: me.passwordHash, firstName: 'Alex', lastName: `Staff ${n}`, role: 'ADMIN', assignedRoles: code, emailVerifiedAt: new Date(), country: 'sg', type: 'admin' })
    .returning();
  return { id: u!.id, email };
}
const fullAdmins = async () =>
  (await t.app.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.role, 'ADMIN'), eq(users.status, 'active')))).filter((u) => deriveRoles({ role: u.role, assigned_roles: u.assignedRoles }).isAdmin).length;

describe('administrators', () => {
  it('lists the administrators, full first, with the caller marked; nobody else', async () => {
    const list = await ok<AdminAccount[]>(call('GET', '/admin/admins'));
    expect(list.map((a) => [a.email, a.role, a.is_you])).toEqual([
      ['admin@demo.test', 'full', true],
      ['sales@demo.test', 'sales', false],
      ['moderator@demo.test', 'member', false],
    ]);
    expect(list[0]).toEqual({ _id: admin.userId, email: 'admin@demo.test', first_name: 'Ada', last_name: 'Admin', role: 'full', is_you: true, created_at: expect.any(String) });
  });

  it('changes another administrator’s role, counting from their next call, audited', async () => {
    // Sales may not manage announcements; as an admin member they may, on their very next call.
    const body = { title: 'From sales', description: 'Now a member', target: 'ALL', target_device: 'ALL' };
    expect((await call('POST', '/admin/announcements', sales.accessToken, body)).statusCode).toBe(403);
    const changed = await ok<AdminAccount>(call('PATCH', `/admin/admins/${sales.userId}`, admin.accessToken, { role: 'member' }));
    expect(changed).toMatchObject({ _id: sales.userId, role: 'member', is_you: false });
    expect((await row('sales@demo.test')).assignedRoles).toBe(3);
    expect((await call('POST', '/admin/announcements', sales.accessToken, body)).statusCode).toBe(201);
    const [entry] = (await auditPage(`action=admin.role_change&target_id=${sales.userId}`)).data;
    expect(entry).toMatchObject({
      actor: { _id: admin.userId, email: 'admin@demo.test', role: 'full' },
      target_type: 'admin',
      summary: "Changed Sam Sales's role from Sales to Admin member",
      before: { role: 'sales' },
      after: { role: 'member' },
    });
    // full is stored as null; back to sales as 2.
    await ok(call('PATCH', `/admin/admins/${sales.userId}`, admin.accessToken, { role: 'full' }));
    expect((await row('sales@demo.test')).assignedRoles).toBeNull();
    await ok(call('PATCH', `/admin/admins/${sales.userId}`, admin.accessToken, { role: 'sales' }));
    expect((await row('sales@demo.test')).assignedRoles).toBe(2);
    // The same role again changes and records nothing.
    const before = (await auditPage()).total;
    expect((await ok<AdminAccount>(call('PATCH', `/admin/admins/${sales.userId}`, admin.accessToken, { role: 'sales' }))).role).toBe('sales');
    expect((await auditPage()).total).toBe(before);
  });

  it('nobody changes their own role: 403 reason self', async () => {
    const r = await call('PATCH', `/admin/admins/${admin.userId}`, admin.accessToken, { role: 'member' });
    expect(r.statusCode).toBe(403);
    expect(errorOf(r).details).toMatchObject({ reason: 'self' });
    expect((await row('admin@demo.test')).assignedRoles).toBeNull();
  });

  it('a customer, a venue owner, an unknown id and another tenant’s administrator are not administrators here: 404', async () => {
    const [other] = await t.app.db.insert(tenants).values({ code: 'elsewhere', apiKeyHash: 'x', productSlug: 'elsewhere', productName: 'Elsewhere' }).returning();
    const foreign = await anotherAdmin(3, other!.id);
    for (const id of [(await row('user@demo.test')).id, (await row('owner@demo.test')).id, '00000000-0000-4000-8000-000000000000', foreign.id]) {
      const r = await call('PATCH', `/admin/admins/${id}`, admin.accessToken, { role: 'sales' });
      expect({ id, status: r.statusCode }).toEqual({ id, status: 404 });
    }
    expect((await row(foreign.email)).assignedRoles).toBe(3);
    expect((await row('user@demo.test')).role).toBe('USER');
  });

  it('validates the role and the id, naming the field', async () => {
    const r = await call('PATCH', `/admin/admins/${sales.userId}`, admin.accessToken, { role: 'boss' });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).details.fields!.map((f) => f.field)).toEqual(['role']);
    expect(errorOf(await call('PATCH', '/admin/admins/nope', admin.accessToken, { role: 'sales' })).details.fields!.map((f) => f.field)).toEqual(['id']);
  });

  it('the last full administrator cannot be demoted (409), even by one demoted a moment before', async () => {
    const second = await anotherAdmin(null);
    const secondToken = (await t.login(second.email, 'admin')).accessToken;
    // The second full administrator demotes the first…
    await ok(call('PATCH', `/admin/admins/${admin.userId}`, secondToken, { role: 'member' }));
    // …whose next call no longer passes the permission,
    expect((await call('PATCH', `/admin/admins/${second.id}`, admin.accessToken, { role: 'member' })).statusCode).toBe(403);
    // and whose call already past the check (read as full a moment before) finds the last full administrator: 409.
    const stale: AuthUser = { id: admin.userId, tenantId, familyId: 'x', expiresAt: new Date(Date.now() + 60_000), row: { ...(await row('admin@demo.test')), assignedRoles: null }, roles: deriveRoles({ role: 'ADMIN' }) };
    const service = new AdminAccountService(new AdminRepository(t.app.db), t.app.sessionSockets);
    await expect(service.changeRole(stale, second.id, 'member')).rejects.toMatchObject({ code: 'CONFLICT', statusCode: 409, details: { reason: 'last_full_admin' } });
    expect((await row(second.email)).assignedRoles).toBeNull();
    expect(await fullAdmins()).toBe(1);
    // Put back: the second makes the first full again.
    await ok(call('PATCH', `/admin/admins/${admin.userId}`, secondToken, { role: 'full' }));
  });

  it('two full administrators demoting each other at once leave one full administrator', async () => {
    const a = await anotherAdmin(null);
    const b = await anotherAdmin(null);
    const [ta, tb] = [(await t.login(a.email, 'admin')).accessToken, (await t.login(b.email, 'admin')).accessToken];
    // Leave them the only two full administrators.
    await t.app.db.update(users).set({ assignedRoles: 3 }).where(and(eq(users.tenantId, tenantId), eq(users.role, 'ADMIN'), sql`${users.id} not in (${a.id}, ${b.id})`, sql`${users.assignedRoles} is null`));
    expect(await fullAdmins()).toBe(2);
    const [ra, rb] = await Promise.all([call('PATCH', `/admin/admins/${b.id}`, ta, { role: 'sales' }), call('PATCH', `/admin/admins/${a.id}`, tb, { role: 'sales' })]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await fullAdmins()).toBe(1);
    // Put the demo administrator back.
    await t.app.db.update(users).set({ assignedRoles: null }).where(eq(users.id, admin.userId));
  });
});

describe('announcements in the audit trail', () => {
  it('create, update and delete are recorded with what changed, by whoever did them', async () => {
    const c = await ok<Announcement>(call('POST', '/admin/announcements', moderator.accessToken, { title: 'Audited', description: 'Kept in the trail', target: 'USERS_ONLY', target_device: 'ALL' }), 201);
    await ok(call('PATCH', `/admin/announcements/${c._id}`, moderator.accessToken, { title: 'Audited twice', active: false }));
    await ok(call('DELETE', `/admin/announcements/${c._id}`, admin.accessToken));
    const { data } = await auditPage(`target_type=announcement&target_id=${c._id}`);
    expect(data.map((e) => [e.action, e.actor.email, e.actor.role])).toEqual([
      ['announcement.delete', 'admin@demo.test', 'full'],
      ['announcement.update', 'moderator@demo.test', 'member'],
      ['announcement.create', 'moderator@demo.test', 'member'],
    ]);
    expect(data[2]).toMatchObject({ before: null, after: { title: 'Audited', target: 'USERS_ONLY', active: true }, summary: 'Created the announcement "Audited"' });
    expect(data[1]).toMatchObject({ before: { title: 'Audited', active: true }, after: { title: 'Audited twice', active: false } });
    expect(Object.keys(data[1]!.after!)).toEqual(['title', 'active']);
    expect(data[0]).toMatchObject({ before: { title: 'Audited twice' }, after: null });
  });

  it('a failing audit record leaves no announcement behind', async () => {
    await withFailingAudit(t.app.db, async () => {
      expect((await call('POST', '/admin/announcements', admin.accessToken, { title: 'Never here', description: 'Rolled back', target: 'ALL', target_device: 'ALL' })).statusCode).toBe(500);
      const [any] = await t.app.db.select().from(announcements).limit(1);
      expect((await call('DELETE', `/admin/announcements/${any!.id}`, admin.accessToken)).statusCode).toBe(500);
      expect((await t.app.db.select().from(announcements).where(eq(announcements.id, any!.id))).length).toBe(1);
      expect((await call('PATCH', `/admin/admins/${sales.userId}`, admin.accessToken, { role: 'member' })).statusCode).toBe(500);
      expect((await row('sales@demo.test')).assignedRoles).toBe(2);
    });
    expect(await t.app.db.select().from(announcements).where(eq(announcements.title, 'Never here'))).toEqual([]);
  });
});

describe('GET /v1/admin/audit-log', () => {
  it('lists newest first in pages, and filters by action, target, actor and UTC days', async () => {
    const all = await auditPage('limit=100');
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all).toMatchObject({ page: 1, limit: 100 });
    const times = all.data.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await auditPage()).limit).toBe(20);

    const p1 = await auditPage('limit=2&page=1');
    const p2 = await auditPage('limit=2&page=2');
    expect(p1.data.map((e) => e._id).concat(p2.data.map((e) => e._id))).toEqual(all.data.slice(0, 4).map((e) => e._id));

    const byAction = await auditPage('action=admin.role_change');
    expect(byAction.total).toBeGreaterThan(0);
    expect(byAction.data.every((e) => e.action === 'admin.role_change' && e.target_type === 'admin')).toBe(true);
    const byActor = await auditPage(`actor_id=${moderator.userId}`);
    expect(byActor.data.length).toBeGreaterThan(0);
    expect(byActor.data.every((e) => e.actor._id === moderator.userId)).toBe(true);
    expect((await auditPage(`actor_id=${moderator.userId}`)).total).toBe(2);
    expect((await auditPage('target_type=storefront')).total).toBe(0);
    const byTarget = await auditPage(`target_id=${sales.userId}`);
    expect(byTarget.data.length).toBeGreaterThan(0);
    expect(byTarget.data.every((e) => e.target_id === sales.userId)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    expect((await auditPage(`from=${today}&to=${today}&limit=100`)).total).toBe(all.total);
    expect((await auditPage(`to=${day(-1)}`)).total).toBe(0);
    expect((await auditPage(`from=${day(1)}`)).total).toBe(0);
  });

  it('refuses filters it does not know, naming them', async () => {
    for (const [qs, field] of [
      ['action=venue.paint', 'action'],
      ['target_type=planet', 'target_type'],
      ['actor_id=nope', 'actor_id'],
      ['from=yesterday', 'from'],
      ['from=2026-02-02&to=2026-02-01', 'to'],
      // A day the database cannot hold once moved to a time zone (was a 500).
      ['to=9999-12-31', 'to'],
      ['from=0001-01-01', 'from'],
      ['limit=1000', 'limit'],
      ['colour=red', ''],
    ] as const) {
      const r = await call('GET', `/admin/audit-log?${qs}`);
      expect({ qs, status: r.statusCode }).toEqual({ qs, status: 400 });
      if (field) expect(errorOf(r).details.fields!.map((f) => f.field)).toContain(field);
    }
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    const [entry] = await t.app.db.select().from(adminAuditLog).limit(1);
    // drizzle wraps the database's error: its own message is the cause's.
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/admin_audit_log is append-only/) }) };
    await expect(t.app.db.execute(sql`update admin_audit_log set summary = 'rewritten' where id = ${entry!.id}`)).rejects.toMatchObject(refused);
    await expect(t.app.db.execute(sql`delete from admin_audit_log where id = ${entry!.id}`)).rejects.toMatchObject(refused);
    await expect(t.app.db.execute(sql`delete from admin_audit_log`)).rejects.toMatchObject(refused);
    expect((await t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.id, entry!.id)))[0]!.summary).toBe(entry!.summary);
  });
});
