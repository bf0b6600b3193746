import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog, mailOutbox, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, errorOf, linkToken, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/user/me', () => {
  it('answers the user in both vocabularies', async () => {
    const s = await t.login('lister@demo.test');
    const r = await t.req({ url: '/api/v1/user/me', token: s.accessToken });
    expect(r.statusCode).toBe(200);
    const u = r.json().data;
    expect(u).toMatchObject({
      _id: s.userId,
      email: 'lister@demo.test',
      first_name: 'Lena',
      givenName: 'Lena',
      last_name: 'Lister',
      surname: 'Lister',
      role: ['VENUE_LISTER'],
      assigned_roles: 2,
      status: 'active',
      room_id: s.roomId,
      address: { country: '', address1: '', address2: '', city: '', province: '', postalCode: '' },
    });
    expect(u.organization).toEqual(expect.any(String));
    expect(u.password_hash ?? u.passwordHash).toBeUndefined();
    const admin = await t.login('admin@demo.test');
    expect((await t.req({ url: '/api/v1/user/me', token: admin.accessToken })).json().data.assigned_roles).toBe('NO_ROLES_ASSIGNED');
  });
});

describe('PATCH /api/v1/user/:id', () => {
  it('updates own fields', async () => {
    const s = await t.login('user@demo.test');
    const r = await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body: { first_name: 'Umi', phone_number: '+6591234567', date_of_birth: '1990-04-01' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ first_name: 'Umi', givenName: 'Umi', phone_number: '+6591234567', date_of_birth: '1990-04-01' });
  });

  it('400 naming the field', async () => {
    const s = await t.login('user@demo.test');
    const r = await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body: { phone_number: '12' } });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).message).toMatch(/^phone_number: /);
    const unknown = await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body: { role: 'ADMIN' } });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).details.fields![0]!.field).toBe('role');
  });

  it("403 for another user's record, 401 without a token", async () => {
    const owner = await t.login('owner@demo.test');
    const user = await t.login('user@demo.test');
    const r = await t.req({ method: 'PATCH', url: `/api/v1/user/${owner.userId}`, token: user.accessToken, body: { first_name: 'Hacked' } });
    expect(r.statusCode).toBe(403);
    expect(errorOf(r).code).toBe('FORBIDDEN');
    expect((await t.req({ method: 'PATCH', url: `/api/v1/user/${owner.userId}`, body: { first_name: 'x' } })).statusCode).toBe(401);
  });

  it('a full admin may edit another user; an admin-sales may not', async () => {
    const owner = await t.login('owner@demo.test');
    const admin = await t.login('admin@demo.test');
    const sales = await t.login('sales@demo.test');
    const ok = await t.req({ method: 'PATCH', url: `/api/v1/user/${owner.userId}`, token: admin.accessToken, body: { last_name: 'Ownerson' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.last_name).toBe('Ownerson');
    expect((await t.req({ method: 'PATCH', url: `/api/v1/user/${owner.userId}`, token: sales.accessToken, body: { last_name: 'X' } })).statusCode).toBe(403);
  });

  it('e-mail: people use the e-mail call; an admin setting a taken address gets 409 naming email', async () => {
    const s = await t.login('member@demo.test');
    const self = await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body: { email: 'member2@demo.test' } });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).details.fields![0]!.field).toBe('email');
    const admin = await t.login('admin@demo.test');
    const r = await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: admin.accessToken, body: { email: 'OWNER@demo.test' } });
    expect(r.statusCode).toBe(409);
    expect(errorOf(r)).toMatchObject({ code: 'CONFLICT', details: { fields: [{ field: 'email' }] } });
    expect(errorOf(r).message).toMatch(/^email: /);
  });
});

describe("an administrator changes another person's e-mail address", () => {
  const mailsTo = async (to: string) => {
    await t.app.mailer.drain();
    return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  };
  const auditOf = async (targetId: string) =>
    t.app.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, targetId), eq(adminAuditLog.action, 'user.email_change')));

  it("a customer's: recorded before and after, the old address told, sessions and old links ended", async () => {
    const friend = await t.login('friend@demo.test');
    // A recovery link mailed to the old address before the change.
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/account-recovery', body: { email: 'friend@demo.test' } })).statusCode).toBe(200);
    const [reset] = await mailsTo('friend@demo.test');
    expect(reset!.template).toBe('password-reset');
    const resetToken = linkToken(reset!.text, 'http://localhost:8080/forgot-password/password-reset/');

    const admin = await t.login('admin@demo.test');
    const r = await t.req({ method: 'PATCH', url: `/api/v1/user/${friend.userId}`, token: admin.accessToken, body: { email: 'fran.new@demo.test' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.email).toBe('fran.new@demo.test');

    const [entry] = await auditOf(friend.userId);
    expect(entry).toMatchObject({ actorEmail: 'admin@demo.test', actorRole: 'full', targetType: 'user', before: { email: 'friend@demo.test' }, after: { email: 'fran.new@demo.test' } });
    expect(entry!.summary).toBe('Changed the e-mail address of Fran Friend');
    const listed = await t.req({ url: `/api/v1/admin/audit-log?action=user.email_change&target_id=${friend.userId}`, token: admin.accessToken });
    expect(listed.json().data.data).toEqual([expect.objectContaining({ action: 'user.email_change', target_type: 'user', before: { email: 'friend@demo.test' }, after: { email: 'fran.new@demo.test' } })]);

    const [notice] = await mailsTo('friend@demo.test');
    expect(notice).toMatchObject({ template: 'email-changed-by-admin', subject: 'Your Venuely e-mail address was changed' });
    expect(notice!.text).toContain('Ada Admin, an administrator of Venuely, changed the e-mail address of your account from friend@demo.test to fran.new@demo.test');
    expect(notice!.text).toContain('http://localhost:8080/sg/contact-us');

    // The person's sessions end; the link mailed to the old address no longer works.
    expect((await t.req({ url: '/api/v1/user/me', token: friend.accessToken })).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: friend.refreshToken } })).statusCode).toBe(401);
    expect(errorOf(await t.req({ url: `/api/v1/auth/password-reset/${resetToken}` })).code).toBe('INVALID_TOKEN');
    // The account signs in at its new address.
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'fran.new@demo.test', password: DEMO_PASSWORD, role: 'user' } })).statusCode).toBe(200);
  });

  it("another administrator's: refused, nothing changed, nothing recorded or mailed", async () => {
    const admin = await t.login('admin@demo.test');
    const moderator = await t.login('moderator@demo.test', 'admin');
    const before = (await mailsTo('moderator@demo.test')).length;
    const r = await t.req({ method: 'PATCH', url: `/api/v1/user/${moderator.userId}`, token: admin.accessToken, body: { email: 'mine@demo.test', first_name: 'Mallory' } });
    expect(r.statusCode).toBe(403);
    expect(errorOf(r)).toMatchObject({ code: 'FORBIDDEN', details: { fields: [{ field: 'email' }] } });
    expect(errorOf(r).message).toMatch(/changed only by that administrator/);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, moderator.userId));
    expect(row).toMatchObject({ email: 'moderator@demo.test', firstName: 'Mia' });
    expect(await auditOf(moderator.userId)).toEqual([]);
    expect((await mailsTo('moderator@demo.test')).length).toBe(before);
    expect((await t.req({ url: '/api/v1/user/me', token: moderator.accessToken })).statusCode).toBe(200);
    // Other fields of an administrator's record stay editable by a full administrator.
    expect((await t.req({ method: 'PATCH', url: `/api/v1/user/${moderator.userId}`, token: admin.accessToken, body: { last_name: 'Moderate' } })).statusCode).toBe(200);
  });

  it('only a full administrator: admin sales, a venue owner and the person cannot', async () => {
    const member = await t.login('member@demo.test');
    for (const who of ['sales@demo.test', 'owner@demo.test', 'moderator@demo.test']) {
      const s = await t.login(who, who === 'owner@demo.test' ? 'venue' : 'admin');
      expect((await t.req({ method: 'PATCH', url: `/api/v1/user/${member.userId}`, token: s.accessToken, body: { email: 'taken-over@demo.test' } })).statusCode).toBe(403);
    }
    expect(await auditOf(member.userId)).toEqual([]);
  });
});

describe('PUT /api/auth/users/:id/...', () => {
  it('updates name, email, address and phones of self', async () => {
    const s = await t.login('owner@demo.test');
    const put = (path: string, body: unknown) => t.req({ method: 'PUT', url: `/api/auth/users/${s.userId}/${path}`, token: s.accessToken, body });
    const name = await put('name', { givenName: 'Oskar', middleName: 'J', surname: 'Owner' });
    expect(name.json().data).toMatchObject({ givenName: 'Oskar', first_name: 'Oskar', middleName: 'J', surname: 'Owner', last_name: 'Owner' });
    const addr = await put('address', { country: 'SG', address1: '1 Harbourfront Walk', city: 'Singapore', postalCode: '098585' });
    expect(addr.json().data.address).toEqual({ country: 'sg', address1: '1 Harbourfront Walk', address2: '', city: 'Singapore', province: '', postalCode: '098585' });
    expect((await put('primary-phone', { primaryPhone: '+6561234567' })).json().data.primaryPhone).toBe('+6561234567');
    expect((await put('mobile-phone', { mobilePhone: '+6598765432' })).json().data.mobilePhone).toBe('+6598765432');
    // An e-mail change waits for the new address to be confirmed (profile.test.ts follows it through).
    const email = await put('email', { email: 'oscar@demo.test', password: DEMO_PASSWORD });
    expect(email.json().data).toMatchObject({ email: 'owner@demo.test', pending_email: 'oscar@demo.test' });
  });

  it('400 naming the field, 403 for another user, 409 for a taken email', async () => {
    const s = await t.login('user@demo.test');
    const owner = await t.login('owner@demo.test');
    const bad = await t.req({ method: 'PUT', url: `/api/auth/users/${s.userId}/address`, token: s.accessToken, body: { country: 'SG', address1: '', city: 'x', postalCode: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('address1: Address line 1 is required');
    const other = await t.req({ method: 'PUT', url: `/api/auth/users/${owner.userId}/name`, token: s.accessToken, body: { givenName: 'a', surname: 'b' } });
    expect(other.statusCode).toBe(403);
    // Admins cannot use the self-only account-service calls on others either.
    const admin = await t.login('admin@demo.test');
    expect((await t.req({ method: 'PUT', url: `/api/auth/users/${owner.userId}/name`, token: admin.accessToken, body: { givenName: 'a', surname: 'b' } })).statusCode).toBe(403);
    const taken = await t.req({ method: 'PUT', url: `/api/auth/users/${s.userId}/email`, token: s.accessToken, body: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
    expect(taken.statusCode).toBe(409);
    const badId = await t.req({ method: 'PUT', url: '/api/auth/users/not-a-uuid/name', token: s.accessToken, body: { givenName: 'a', surname: 'b' } });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).details.fields![0]!.field).toBe('id');
  });
});

describe('PATCH /api/v1/auth/update-password', () => {
  it('400 on old_password when wrong; on success ends other sessions and keeps this one', async () => {
    const a = await t.login('member@demo.test');
    const b = await t.login('member@demo.test');
    const wrong = await t.req({ method: 'PATCH', url: '/api/v1/auth/update-password', token: a.accessToken, body: { old_password: 'nope', new_password: 'Fresh-Lantern-Quay-9' } });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'old_password' }] } });
    const short = await t.req({ method: 'PATCH', url: '/api/v1/auth/update-password', token: a.accessToken, body: { old_password: DEMO_PASSWORD, new_password: 'short' } });
    expect(errorOf(short).details.fields![0]!.field).toBe('new_password');

    const ok = await t.req({ method: 'PATCH', url: '/api/v1/auth/update-password', token: a.accessToken, body: { old_password: DEMO_PASSWORD, new_password: 'Fresh-Lantern-Quay-9' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true } });
    expect((await t.req({ url: '/api/v1/user/me', token: a.accessToken })).statusCode).toBe(200);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: a.refreshToken } })).statusCode).toBe(200);
    expect((await t.req({ url: '/api/v1/user/me', token: b.accessToken })).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: b.refreshToken } })).statusCode).toBe(401);
    const oldLogin = await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'member@demo.test', password: DEMO_PASSWORD, role: 'venue' } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'member@demo.test', password: 'Fresh-Lantern-Quay-9', role: 'venue' } });
    expect(newLogin.statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/user', () => {
  it('anonymises the account and ends every session', async () => {
    const s = await t.login('sales@demo.test');
    const other = await t.login('sales@demo.test');
    expect((await t.req({ method: 'DELETE', url: '/api/v1/user', body: { password: DEMO_PASSWORD } })).statusCode).toBe(401);
    const none = await t.req({ method: 'DELETE', url: '/api/v1/user', token: s.accessToken });
    expect(errorOf(none).details.fields).toEqual([{ field: 'password', message: 'Enter your password to confirm' }]);
    const wrong = await t.req({ method: 'DELETE', url: '/api/v1/user', token: s.accessToken, body: { password: 'not-it' } });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).details.fields).toEqual([{ field: 'password', message: 'The password is incorrect' }]);
    expect((await t.req({ url: '/api/v1/user/me', token: s.accessToken })).statusCode).toBe(200);
    const r = await t.req({ method: 'DELETE', url: '/api/v1/user', token: s.accessToken, body: { password: DEMO_PASSWORD } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: { ok: true } });
    const me = await t.req({ url: '/api/v1/user/me', token: other.accessToken });
    expect(me.statusCode).toBe(403);
    expect(errorOf(me).code).toBe('ACCOUNT_DELETED');
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: other.refreshToken } })).statusCode).toBe(401);
    const relogin = await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'sales@demo.test', password: DEMO_PASSWORD, role: 'admin' } });
    expect(relogin.statusCode).toBe(401);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.userId));
    expect(row).toMatchObject({ status: 'deleted', firstName: '', lastName: '', email: `deleted+${s.userId}@deleted.invalid` });
  });
});
