import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, errorOf, linkToken, multipartFile, type TestApp } from '../../test/helpers';

// The profile pages' calls: picture, e-mail change (mail over real SMTP), phones, country, date of
// birth, notification preferences and account deletion.

const SITE = 'http://localhost:8080';
let smtp: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.smtpUrl, publicUrl: SITE });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const image = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .toFormat(format)
    .toBuffer();

const upload = (token: string, id: string, part: ReturnType<typeof multipartFile>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/user/${id}/profile-picture`, headers: { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026', authorization: `Bearer ${token}`, ...part.headers }, payload: part.body });

describe('profile picture', () => {
  it('JPEG, PNG or WebP by content: stored as a 512×512 WebP under the tenant, served from /media, the old file removed', async () => {
    const s = await t.login('user@demo.test');
    const r = await upload(s.accessToken, s.userId, multipartFile('file', 'me.jpg', 'image/jpeg', await image('jpeg')));
    expect(r.statusCode).toBe(200);
    const first = r.json().data.profile_picture as string;
    expect(first).toMatch(/^\/media\/demo\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ url: first });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    // A PNG named .gif with a wrong type still counts as what it is.
    const png = await upload(s.accessToken, s.userId, multipartFile('file', 'x.gif', 'application/octet-stream', await image('png', 300, 900)));
    expect(png.statusCode).toBe(200);
    const second = png.json().data.profile_picture as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);

    const removed = await t.req({ method: 'DELETE', url: `/api/v1/user/${s.userId}/profile-picture`, token: s.accessToken });
    expect(removed.json().data.profile_picture).toBe('');
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('a picture two accounts share stays until neither shows it', async () => {
    const a = await t.login('owner@demo.test');
    const b = await t.login('lister@demo.test');
    const bytes = await image('webp', 700, 700);
    const url = (await upload(a.accessToken, a.userId, multipartFile('file', 'a.webp', 'image/webp', bytes))).json().data.profile_picture;
    expect((await upload(b.accessToken, b.userId, multipartFile('file', 'b.webp', 'image/webp', bytes))).json().data.profile_picture).toBe(url);
    await t.req({ method: 'DELETE', url: `/api/v1/user/${a.userId}/profile-picture`, token: a.accessToken });
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    await t.req({ method: 'DELETE', url: `/api/v1/user/${b.userId}/profile-picture`, token: b.accessToken });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('400 on file: not an image, an SVG, too large, the wrong field, no multipart; 403 for another account', async () => {
    const s = await t.login('user@demo.test');
    const fieldOf = async (r: Awaited<ReturnType<typeof upload>>) => {
      expect(r.statusCode).toBe(400);
      return errorOf(r).details.fields;
    };
    expect(await fieldOf(await upload(s.accessToken, s.userId, multipartFile('file', 'a.jpg', 'image/jpeg', Buffer.from('<?php echo 1; ?>'))))).toEqual([
      { field: 'file', message: 'Choose a JPEG, PNG or WebP picture' },
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await fieldOf(await upload(s.accessToken, s.userId, multipartFile('file', 'a.png', 'image/png', svg)))).toEqual([
      { field: 'file', message: 'Choose a JPEG, PNG or WebP picture' },
    ]);
    const big = Buffer.concat([await image('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await fieldOf(await upload(s.accessToken, s.userId, multipartFile('file', 'big.jpg', 'image/jpeg', big)))).toEqual([
      { field: 'file', message: 'The picture must be at most 5 MB' },
    ]);
    expect(await fieldOf(await upload(s.accessToken, s.userId, multipartFile('avatar', 'a.jpg', 'image/jpeg', await image('jpeg'))))).toEqual([
      { field: 'file', message: 'Send the picture in the field "file"' },
    ]);
    const json = await t.req({ method: 'POST', url: `/api/v1/user/${s.userId}/profile-picture`, token: s.accessToken, body: { file: 'x' } });
    expect(errorOf(json).details.fields![0]!.field).toBe('file');

    const owner = await t.login('owner@demo.test');
    const other = await upload(s.accessToken, owner.userId, multipartFile('file', 'a.jpg', 'image/jpeg', await image('jpeg')));
    expect(other.statusCode).toBe(403);
    expect((await t.req({ method: 'DELETE', url: `/api/v1/user/${owner.userId}/profile-picture`, token: s.accessToken })).statusCode).toBe(403);
    // A picture URL cannot be pointed elsewhere by PATCH.
    const link = await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body: { profile_picture: '/media/demo/avatars/someone-else.webp' } });
    expect(errorOf(link).details.fields![0]!.field).toBe('profile_picture');
  });
});

describe('e-mail change', () => {
  it('the account keeps its address until the link mailed to the new one is used; the old one gets a notice', async () => {
    const s = await t.login('member@demo.test');
    const put = (body: unknown) => t.req({ method: 'PUT', url: `/api/auth/users/${s.userId}/email`, token: s.accessToken, body });
    expect(errorOf(await put({ email: 'max@example.com', password: 'nope' })).details.fields).toEqual([{ field: 'password', message: 'The password is incorrect' }]);
    expect(errorOf(await put({ email: 'member@demo.test', password: DEMO_PASSWORD })).details.fields![0]!.field).toBe('email');
    expect((await put({ email: 'owner@demo.test', password: DEMO_PASSWORD })).statusCode).toBe(409);

    const r = await put({ email: 'Max@Example.com', password: DEMO_PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ email: 'member@demo.test', pending_email: 'max@example.com' });
    const verify = await smtp.waitFor({ to: 'max@example.com', template: 'email-change-verify' });
    const notice = await smtp.waitFor({ to: 'member@demo.test', template: 'email-change-notice' });
    expect(notice.text).toContain('max@example.com');
    expect(notice.text).toContain(`${SITE}/forgot-password`);
    // Until confirmed, the old address signs in, the new one does not.
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'member@demo.test', password: DEMO_PASSWORD, role: 'venue' } })).statusCode).toBe(200);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'max@example.com', password: DEMO_PASSWORD, role: 'venue' } })).statusCode).toBe(401);

    const token = linkToken(verify.text, `${SITE}/verify-email/`);
    const v = await t.req({ method: 'POST', url: '/api/v1/auth/verify-email', body: { token } });
    expect(v.json().data).toEqual({ purpose: 'email-change', email: 'max@example.com' });
    const me = (await t.req({ url: '/api/v1/user/me', token: s.accessToken })).json().data;
    expect(me).toMatchObject({ email: 'max@example.com', pending_email: '', email_verified: true });
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'max@example.com', password: DEMO_PASSWORD, role: 'venue' } })).statusCode).toBe(200);
    expect(errorOf(await t.req({ method: 'POST', url: '/api/v1/auth/verify-email', body: { token } })).code).toBe('INVALID_TOKEN');
  });

  it('only the latest request counts, and an address taken meanwhile is refused', async () => {
    const s = await t.login('lister@demo.test');
    const put = (email: string) => t.req({ method: 'PUT', url: `/api/auth/users/${s.userId}/email`, token: s.accessToken, body: { email, password: DEMO_PASSWORD } });
    await put('first@example.com');
    const first = linkToken((await smtp.waitFor({ to: 'first@example.com', template: 'email-change-verify' })).text, `${SITE}/verify-email/`);
    await put('second@example.com');
    const second = linkToken((await smtp.waitFor({ to: 'second@example.com', template: 'email-change-verify' })).text, `${SITE}/verify-email/`);
    expect(errorOf(await t.req({ method: 'POST', url: '/api/v1/auth/verify-email', body: { token: first } })).code).toBe('INVALID_TOKEN');

    // Someone else takes the address before the link is used.
    await t.app.db.update(users).set({ email: 'second@example.com' }).where(eq(users.email, 'sales@demo.test'));
    const taken = await t.req({ method: 'POST', url: '/api/v1/auth/verify-email', body: { token: second } });
    expect(errorOf(taken)).toMatchObject({ code: 'INVALID_TOKEN', message: expect.stringMatching(/another account/) });
    expect((await t.req({ url: '/api/v1/user/me', token: s.accessToken })).json().data.email).toBe('lister@demo.test');
  });

  it("403 for another account's address", async () => {
    const s = await t.login('user@demo.test');
    const owner = await t.login('owner@demo.test');
    const r = await t.req({ method: 'PUT', url: `/api/auth/users/${owner.userId}/email`, token: s.accessToken, body: { email: 'x@example.com', password: DEMO_PASSWORD } });
    expect(r.statusCode).toBe(403);
  });
});

describe('phones, country, date of birth', () => {
  it('phones are checked for the account country and stored in E.164; an empty one clears', async () => {
    const s = await t.login('owner@demo.test');
    const put = (path: string, body: unknown) => t.req({ method: 'PUT', url: `/api/auth/users/${s.userId}/${path}`, token: s.accessToken, body });
    expect((await put('mobile-phone', { mobilePhone: '9123 4567' })).json().data).toMatchObject({ mobilePhone: '+6591234567', phone_number: '+6591234567' });
    const bad = await put('primary-phone', { primaryPhone: '+65 1234' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details.fields).toEqual([{ field: 'primaryPhone', message: 'Enter a valid Singapore phone number, e.g. +65 8123 4567' }]);
    expect(errorOf(await put('primary-phone', { primaryPhone: '+60 12-345 6789' })).details.fields![0]!.field).toBe('primaryPhone');
    expect((await put('mobile-phone', { mobilePhone: '' })).json().data.mobilePhone).toBe('');

    // In Malaysia, a Malaysian number.
    const my = await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body: { country: 'MY', phone_number: '012-345 6789' } });
    expect(my.json().data).toMatchObject({ country: 'my', phone_number: '+60123456789', mobilePhone: '+60123456789' });
    expect((await put('primary-phone', { primaryPhone: '03-2345 6789' })).json().data.primaryPhone).toBe('+60323456789');
    await t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body: { country: 'sg' } });
  });

  it('country must be a storefront; date of birth real, past, age 13–120', async () => {
    const s = await t.login('user@demo.test');
    const patch = (body: unknown) => t.req({ method: 'PATCH', url: `/api/v1/user/${s.userId}`, token: s.accessToken, body });
    expect(errorOf(await patch({ country: 'fr' })).details.fields).toEqual([{ field: 'country', message: 'Choose one of the countries we serve' }]);
    expect(errorOf(await patch({ country: 'france' })).details.fields![0]!.field).toBe('country');
    expect(errorOf(await patch({ date_of_birth: '1990-02-30' })).details.fields).toEqual([{ field: 'date_of_birth', message: 'Enter a real date' }]);
    const y = new Date().getUTCFullYear();
    expect(errorOf(await patch({ date_of_birth: `${y - 10}-06-01` })).details.fields![0]!.message).toBe('You must be at least 13 years old');
    expect(errorOf(await patch({ date_of_birth: `${y + 1}-01-01` })).details.fields![0]!.message).toBe('Date of birth must be in the past');
    expect((await patch({ date_of_birth: '1988-11-23', country: 'au' })).json().data).toMatchObject({ date_of_birth: '1988-11-23', country: 'au' });
    await patch({ country: 'sg' });
  });
});

describe('notification preferences', () => {
  it('lists every type (on by default), saves some, and is honoured in-app and by mail', async () => {
    const s = await t.login('owner@demo.test');
    const tenant = await t.app.tenants.resolve('demo', 'pk_demo_venues_2026');
    const get = await t.req({ url: '/api/v1/user/notification-preferences', token: s.accessToken });
    expect(get.json().data).toHaveLength(8);
    expect(get.json().data[0]).toEqual({ type: 'INQUIRY', email: true, in_app: true });

    const counts = async () => (await t.req({ url: '/api/v1/notifications', token: s.accessToken })).json().data;
    const before = await counts();
    expect(before.unreadCountsByType.INQUIRY).toBe(2);

    const put = await t.req({
      method: 'PUT',
      url: '/api/v1/user/notification-preferences',
      token: s.accessToken,
      body: [
        { type: 'INQUIRY', email: true, in_app: false },
        { type: 'MESSAGE', email: false, in_app: true },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.find((p: { type: string }) => p.type === 'INQUIRY')).toEqual({ type: 'INQUIRY', email: true, in_app: false });
    expect(put.json().data.find((p: { type: string }) => p.type === 'SYSTEM')).toEqual({ type: 'SYSTEM', email: true, in_app: true });

    // In-app off: no count for the type, and no new row.
    const after = await counts();
    expect(after.unreadCountsByType.INQUIRY).toBeUndefined();
    expect(after.totalUnreadCount).toBe(before.totalUnreadCount - 2);
    const mail = { subject: 'New enquiry for Harbour Hall', body: 'Ada asked about 12 December.', url: `${SITE}/sg/enquiries` };
    expect(await t.app.services.notifications.create(tenant.id, s.userId, 'INQUIRY', {}, mail)).toBeNull();
    // …but the e-mail still goes, as asked.
    const m = await smtp.waitFor({ to: 'owner@demo.test', template: 'notification', subject: 'New enquiry for Harbour Hall' });
    expect(m.text).toContain(`${SITE}/sg/profile/notifications`);

    // E-mail off: the row, no mail.
    expect(await t.app.services.notifications.create(tenant.id, s.userId, 'MESSAGE', {}, { subject: 'A message you should not get by mail', body: 'x' })).toEqual(expect.any(String));
    expect((await counts()).unreadCountsByType.MESSAGE).toBe(1);
    await t.app.services.notifications.create(tenant.id, s.userId, 'SYSTEM', {}, { subject: 'A system notice', body: 'y' });
    await smtp.waitFor({ to: 'owner@demo.test', subject: 'A system notice' });
    expect(smtp.find({ subject: 'A message you should not get by mail' })).toHaveLength(0);

    // Turned back on in-app, the earlier unread rows count again.
    await t.req({ method: 'PUT', url: '/api/v1/user/notification-preferences', token: s.accessToken, body: [{ type: 'INQUIRY', email: true, in_app: true }] });
    expect((await counts()).unreadCountsByType.INQUIRY).toBe(2);
  });

  it('400 naming the entry for bad lists; 401 signed out; one account never sees another’s', async () => {
    const s = await t.login('user@demo.test');
    const put = (body: unknown) => t.req({ method: 'PUT', url: '/api/v1/user/notification-preferences', token: s.accessToken, body });
    expect(errorOf(await put([{ type: 'PARTY', email: true, in_app: true }])).details.fields![0]!.field).toBe('0.type');
    expect(errorOf(await put([{ type: 'MESSAGE', email: 'yes', in_app: true }])).details.fields![0]!.field).toBe('0.email');
    expect((await put({ type: 'MESSAGE' })).statusCode).toBe(400);
    expect((await t.req({ url: '/api/v1/user/notification-preferences' })).statusCode).toBe(401);
    await put([{ type: 'SYSTEM', email: false, in_app: false }]);
    const other = await t.login('admin@demo.test');
    const theirs = (await t.req({ url: '/api/v1/user/notification-preferences', token: other.accessToken })).json().data;
    expect(theirs.find((p: { type: string }) => p.type === 'SYSTEM')).toEqual({ type: 'SYSTEM', email: true, in_app: true });
  });
});

describe('delete account', () => {
  it('after the password: anonymised, signed out everywhere, cannot sign in, links and picture gone; the row stays', async () => {
    const email = `leaving.${Date.now()}@example.com`;
    await t.req({
      method: 'POST',
      url: '/api/v1/auth/registration',
      body: { first_name: 'Leo', last_name: 'Leaving', email, password: 'Goodbye-Harbour-2026', role: 'user', country: 'sg', accept_terms: true },
    });
    const verify = await smtp.waitFor({ to: email, template: 'verify-email' });
    await t.req({ method: 'POST', url: '/api/v1/auth/verify-email', body: { token: linkToken(verify.text, `${SITE}/verify-email/`) } });
    const login = (await t.req({ method: 'POST', url: '/api/v2/auth/login', body: { email, password: 'Goodbye-Harbour-2026', role: 'user' } })).json().data;
    const id = login.user._id;
    const pic = (await upload(login.accessToken, id, multipartFile('file', 'me.png', 'image/png', await image('png')))).json().data.profile_picture;
    // A reset link asked for earlier must not outlive the account.
    await t.req({ method: 'POST', url: '/api/v1/auth/account-recovery', body: { email } });
    const reset = linkToken((await smtp.waitFor({ to: email, template: 'password-reset' })).text, `${SITE}/forgot-password/password-reset/`);

    const r = await t.req({ method: 'DELETE', url: '/api/v1/user', token: login.accessToken, body: { password: 'Goodbye-Harbour-2026' } });
    expect(r.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ status: 'deleted', email: `deleted+${id}@deleted.invalid`, firstName: '', profilePicture: '', hasPassword: false, googleSubject: null });
    expect((await t.app.inject({ url: pic })).statusCode).toBe(404);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email, password: 'Goodbye-Harbour-2026', role: 'user' } })).statusCode).toBe(401);
    expect(errorOf(await t.req({ url: `/api/v1/auth/password-reset/${reset}` })).code).toBe('INVALID_TOKEN');
    expect(errorOf(await t.req({ url: '/api/v1/user/me', token: login.accessToken })).code).toBe('ACCOUNT_DELETED');
    // The address is free for a new account.
    const again = await t.req({
      method: 'POST',
      url: '/api/v2/auth/registration',
      body: { first_name: 'Leo', last_name: 'Again', email, password: 'Hello-Again-Harbour-2027', role: 'user', country: 'sg', accept_terms: true },
    });
    expect(again.statusCode).toBe(201);
    expect((await smtp.waitFor({ to: email, template: 'verify-email', after: verify.seq })).subject).toMatch(/Confirm/);
  });
});
