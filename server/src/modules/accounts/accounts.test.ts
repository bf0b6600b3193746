import { and, eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '@venues/contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';
import { accountTokens, organizations, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, errorOf, linkToken, type TestApp } from '../../test/helpers';

// Sign-up, verification, recovery and invitations, with every mail arriving over real SMTP.

const SITE = 'http://localhost:8080';
let smtp: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.smtpUrl, publicUrl: SITE, mailFrom: 'hello@venuely.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const fresh = (label: string) => `${label}.${++n}.${Date.now().toString(36)}@example.com`;
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  password: 'Analytical-Engine-1843',
  role: 'user',
  country: 'sg',
  accept_terms: true,
  ...extra,
});
const post = (url: string, body: unknown, extra: Partial<Parameters<TestApp['req']>[0]> = {}) => t.req({ method: 'POST', url, body, ...extra });
const loginAs = (email: string, password: string, role = 'user') => post('/api/v2/auth/login', { email, password, role });
const userRow = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
/** Mail to `to` that arrived after the current last one. */
const nextMail = (to: string, template: string) => {
  const after = smtp.messages.at(-1)?.seq ?? 0;
  return () => smtp.waitFor({ to, template, after });
};

describe('sign-up (v1 and v2) and e-mail verification', () => {
  it('a customer signs up, cannot sign in before confirming, confirms over the mailed link, then signs in', async () => {
    const email = fresh('ada');
    const mail = nextMail(email, 'verify-email');
    const r = await post('/api/v1/auth/registration', person(email.toUpperCase(), { phone_number: '8123 4567' }));
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ data: { message: expect.stringContaining(email) } });

    const m = await mail();
    expect(m).toMatchObject({ to: [email], from: 'hello@venuely.test', fromName: 'Venuely', subject: 'Confirm your e-mail address for Venuely' });
    expect(m.html).toContain('Venuely');
    const token = linkToken(m.text, `${SITE}/verify-email/`);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits
    expect(m.html).toContain(`${SITE}/verify-email/${token}`);

    const row = (await userRow(email))!;
    // The sign-up's number is the mobile phone of account settings.
    expect(row).toMatchObject({ role: 'USER', country: 'sg', phoneNumber: '+6581234567', mobilePhone: '+6581234567', emailVerifiedAt: null, status: 'active', organizationId: null });
    // Hashed at the app's configured cost (testConfig()'s; loadConfig() always gives OWASP's, lib/password.test.ts).
    const c = t.app.config.passwordCost;
    expect(row.passwordHash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${c.memoryCost},t=${c.timeCost},p=${c.parallelism}\\$`));
    // Only the hash of the token is stored.
    const tokens = await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, row.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).not.toContain(token);

    const early = await loginAs(email, 'Analytical-Engine-1843');
    expect(early.statusCode).toBe(403);
    expect(errorOf(early)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringContaining(email) });
    // A wrong password says nothing about verification.
    expect(errorOf(await loginAs(email, 'Wrong-password-1843')).code).toBe('INVALID_CREDENTIALS');

    const welcome = nextMail(email, 'welcome');
    const v = await post('/api/v1/auth/verify-email', { token });
    expect(v.statusCode).toBe(200);
    expect(v.json().data).toEqual({ purpose: 'signup', email });
    expect((await welcome()).subject).toBe('Welcome to Venuely');

    const ok = await loginAs(email, 'Analytical-Engine-1843');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ email, email_verified: true, pending_email: '', has_password: true, role: ['USER'] });

    // The link is single use.
    const again = await post('/api/v1/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'INVALID_TOKEN', message: expect.stringMatching(/Request a new one/) });
  });

  it('v2: a venue sign-up makes a VENUE_OWNER with its organization and answers the address', async () => {
    const email = fresh('venue');
    const r = await post('/api/v2/auth/registration', person(email, { role: 'venue', organization_name: 'Harbour Hall', first_name: 'Vera' }));
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toEqual({ message: expect.any(String), email });
    await t.app.mailer.drain(); // the account is made after the answer
    const row = (await userRow(email))!;
    expect(row.role).toBe('VENUE_OWNER');
    const [org] = await t.app.db.select().from(organizations).where(eq(organizations.id, row.organizationId!));
    expect(org!.name).toBe('Harbour Hall');
    const m = await smtp.waitFor({ to: email, template: 'verify-email' });
    await post('/api/v1/auth/verify-email', { token: linkToken(m.text, `${SITE}/verify-email/`) });
    const venueLogin = await loginAs(email, 'Analytical-Engine-1843', 'venue');
    expect(venueLogin.statusCode).toBe(200);
    expect(venueLogin.json().data.user.organization).toBe(row.organizationId);
  });

  it('an address that has an account gets the same answer and an "already registered" mail; nothing changes', async () => {
    const before = (await userRow('user@demo.test'))!;
    const mail = nextMail('user@demo.test', 'already-registered');
    const r = await post('/api/v2/auth/registration', person('User@Demo.test', { first_name: 'Mallory', password: 'Another-Password-2026' }));
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toEqual({ message: expect.stringContaining('user@demo.test'), email: 'user@demo.test' });
    const m = await mail();
    expect(m.subject).toBe('You already have a Venuely account');
    expect(m.text).toContain(`${SITE}/sg/login`);
    expect(m.text).toContain(`${SITE}/forgot-password`);
    const after = (await userRow('user@demo.test'))!;
    expect(after).toMatchObject({ firstName: before.firstName, passwordHash: before.passwordHash });
    expect((await loginAs('user@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('signing up again before confirming sends a new link and retires the old one', async () => {
    const email = fresh('twice');
    await post('/api/v1/auth/registration', person(email));
    const first = linkToken((await smtp.waitFor({ to: email, template: 'verify-email' })).text, `${SITE}/verify-email/`);
    const mail = nextMail(email, 'verify-email');
    expect((await post('/api/v1/auth/registration', person(email))).statusCode).toBe(201);
    const second = linkToken((await mail()).text, `${SITE}/verify-email/`);
    expect(second).not.toBe(first);
    expect(errorOf(await post('/api/v1/auth/verify-email', { token: first })).code).toBe('INVALID_TOKEN');
    expect((await post('/api/v1/auth/verify-email', { token: second })).statusCode).toBe(200);
  });

  it('400 names each bad field and writes nothing', async () => {
    const email = fresh('bad');
    const r = await post('/api/v1/auth/registration', {
      ...person(email, { role: 'venue', password: 'password1', phone_number: '+65 1234', accept_terms: false }),
    });
    expect(r.statusCode).toBe(400);
    const fields = Object.fromEntries(errorOf(r).details.fields!.map((f) => [f.field, f.message]));
    expect(fields).toEqual({
      accept_terms: 'Accept the terms and privacy policy to continue',
      organization_name: 'Venue or company name is required',
      phone_number: 'Enter a valid Singapore phone number, e.g. +65 8123 4567',
      password: PASSWORD_MESSAGES.common,
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('hostile input: a made-up role or status, a password of the own name, markup in a name (escaped in the mail)', async () => {
    const email = fresh('hostile');
    const admin = await post('/api/v1/auth/registration', person(email, { role: 'admin' }));
    expect(errorOf(admin).details.fields).toEqual([{ field: 'role', message: 'Choose a customer or a venue account' }]);
    const status = await post('/api/v1/auth/registration', person(email, { status: 'active', email_verified_at: '2020-01-01' }));
    expect(errorOf(status).details.fields!.map((f) => f.field).sort()).toEqual(['email_verified_at', 'status']);
    const own = await post('/api/v1/auth/registration', person(email, { first_name: 'Bartholomew', password: 'Bartholomew2024' }));
    expect(errorOf(own).details.fields).toEqual([{ field: 'password', message: PASSWORD_MESSAGES.common }]);
    // The demo accounts' password is published in the README: nobody else may choose it.
    const published = await post('/api/v1/auth/registration', person(email, { password: DEMO_PASSWORD }));
    expect(errorOf(published).details.fields).toEqual([{ field: 'password', message: PASSWORD_MESSAGES.common }]);
    expect((await post('/api/v1/auth/registration', 'not json', { headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);

    const ok = await post('/api/v1/auth/registration', person(email, { first_name: '<img src=x onerror=alert(1)>' }));
    expect(ok.statusCode).toBe(201);
    const m = await smtp.waitFor({ to: email, template: 'verify-email' });
    expect(m.html).not.toContain('<img src=x');
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(await userRow(email)).toBeDefined();
  });

  it('resend: the same answer for any address; a new link only for an unconfirmed account', async () => {
    const email = fresh('resend');
    await post('/api/v1/auth/registration', person(email));
    const old = linkToken((await smtp.waitFor({ to: email, template: 'verify-email' })).text, `${SITE}/verify-email/`);

    const mail = nextMail(email, 'verify-email');
    const known = await post('/api/v1/auth/verify-email/resend', { email });
    const unknown = await post('/api/v1/auth/verify-email/resend', { email: fresh('nobody') });
    const verified = await post('/api/v1/auth/verify-email/resend', { email: 'owner@demo.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(verified.json()).toEqual(known.json());
    const newer = linkToken((await mail()).text, `${SITE}/verify-email/`);
    expect(errorOf(await post('/api/v1/auth/verify-email', { token: old })).code).toBe('INVALID_TOKEN');
    expect(smtp.find({ to: 'owner@demo.test', template: 'verify-email' })).toHaveLength(0);
    expect((await post('/api/v1/auth/verify-email', { token: newer })).statusCode).toBe(200);
    expect(errorOf(await post('/api/v1/auth/verify-email/resend', { email: 'nope' })).details.fields![0]!.field).toBe('email');
  });

  it('an expired link is refused', async () => {
    const email = fresh('expired');
    await post('/api/v1/auth/registration', person(email));
    const token = linkToken((await smtp.waitFor({ to: email, template: 'verify-email' })).text, `${SITE}/verify-email/`);
    const row = (await userRow(email))!;
    await t.app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, row.id));
    const r = await post('/api/v1/auth/verify-email', { token });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('INVALID_TOKEN');
  });

  it('a malformed or missing token: INVALID_TOKEN, or 400 naming the field', async () => {
    expect(errorOf(await post('/api/v1/auth/verify-email', { token: "' OR 1=1 --" })).code).toBe('INVALID_TOKEN');
    expect(errorOf(await post('/api/v1/auth/verify-email', { token: 'A'.repeat(43) })).code).toBe('INVALID_TOKEN');
    const missing = await post('/api/v1/auth/verify-email', {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details.fields![0]!.field).toBe('token');
  });
});

describe('password recovery', () => {
  it('the same answer for any address; the mailed link resets the password once and ends every session', async () => {
    const s = await t.login('member@demo.test');
    const unknown = await post('/api/v1/auth/account-recovery', { email: fresh('ghost') });
    const mail = nextMail('member@demo.test', 'password-reset');
    const known = await post('/api/v1/auth/account-recovery', { email: 'Member@Demo.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const m = await mail();
    expect(m.subject).toBe('Reset your Venuely password');
    const token = linkToken(m.text, `${SITE}/forgot-password/password-reset/`);

    expect((await t.req({ url: `/api/v1/auth/password-reset/${token}` })).json()).toEqual({ data: { valid: true } });
    // A refused password leaves the link usable.
    const weak = await t.req({ method: 'PATCH', url: `/api/v1/auth/password-reset/${token}`, body: { password: 'qwertyuiop' } });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).details.fields).toEqual([{ field: 'password', message: PASSWORD_MESSAGES.common }]);
    const own = await t.req({ method: 'PATCH', url: `/api/v1/auth/password-reset/${token}`, body: { password: 'Member2024' } });
    expect(errorOf(own).details.fields).toEqual([{ field: 'password', message: PASSWORD_MESSAGES.common }]);

    const changed = nextMail('member@demo.test', 'password-changed');
    const ok = await t.req({ method: 'PATCH', url: `/api/v1/auth/password-reset/${token}`, body: { password: 'Fresh-Harbour-Lights-9' } });
    expect(ok.statusCode).toBe(200);
    expect((await changed()).subject).toBe('Your Venuely password was changed');

    expect((await loginAs('member@demo.test', DEMO_PASSWORD, 'venue')).statusCode).toBe(401);
    expect((await loginAs('member@demo.test', 'Fresh-Harbour-Lights-9', 'venue')).statusCode).toBe(200);
    // Every earlier session ended.
    expect((await t.req({ url: '/api/v1/user/me', token: s.accessToken })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh-token', { refreshToken: s.refreshToken })).statusCode).toBe(401);
    // Used once.
    expect(errorOf(await t.req({ url: `/api/v1/auth/password-reset/${token}` })).code).toBe('INVALID_TOKEN');
    const reuse = await t.req({ method: 'PATCH', url: `/api/v1/auth/password-reset/${token}`, body: { password: 'Another-Harbour-Light-7' } });
    expect(errorOf(reuse).code).toBe('INVALID_TOKEN');
  });

  it('a newer request retires the older link; an expired link is refused; junk in the path is INVALID_TOKEN', async () => {
    await post('/api/v1/auth/account-recovery', { email: 'lister@demo.test' });
    const first = linkToken((await smtp.waitFor({ to: 'lister@demo.test', template: 'password-reset' })).text, `${SITE}/forgot-password/password-reset/`);
    const mail = nextMail('lister@demo.test', 'password-reset');
    await post('/api/v1/auth/account-recovery', { email: 'lister@demo.test' });
    const second = linkToken((await mail()).text, `${SITE}/forgot-password/password-reset/`);
    expect(errorOf(await t.req({ url: `/api/v1/auth/password-reset/${first}` })).code).toBe('INVALID_TOKEN');
    expect((await t.req({ url: `/api/v1/auth/password-reset/${second}` })).statusCode).toBe(200);

    const lister = (await userRow('lister@demo.test'))!;
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(accountTokens.userId, lister.id), eq(accountTokens.purpose, 'password-reset')));
    const expired = await t.req({ method: 'PATCH', url: `/api/v1/auth/password-reset/${second}`, body: { password: 'Fresh-Harbour-Lights-9' } });
    expect(errorOf(expired)).toMatchObject({ code: 'INVALID_TOKEN', message: expect.stringMatching(/Forgot password/) });
    expect((await loginAs('lister@demo.test', DEMO_PASSWORD, 'venue')).statusCode).toBe(200);

    expect(errorOf(await t.req({ url: '/api/v1/auth/password-reset/..%2F..%2Fetc%2Fpasswd' })).code).toBe('INVALID_TOKEN');
    // A verification token is no reset token.
    const email = fresh('cross');
    await post('/api/v1/auth/registration', person(email));
    const verify = linkToken((await smtp.waitFor({ to: email, template: 'verify-email' })).text, `${SITE}/verify-email/`);
    expect(errorOf(await t.req({ url: `/api/v1/auth/password-reset/${verify}` })).code).toBe('INVALID_TOKEN');
  });
});

describe('one link, many uses at once', () => {
  it('five concurrent resets with one link: exactly one wins', async () => {
    const mail = nextMail('sales@demo.test', 'password-reset');
    await post('/api/v1/auth/account-recovery', { email: 'sales@demo.test' });
    const token = linkToken((await mail()).text, `${SITE}/forgot-password/password-reset/`);
    const tries = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => t.req({ method: 'PATCH', url: `/api/v1/auth/password-reset/${token}`, body: { password: `Concurrent-Harbour-${i}-Lights` } })),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const r of tries.filter((x) => x.statusCode === 400)) expect(errorOf(r).code).toBe('INVALID_TOKEN');
    const winner = tries.findIndex((r) => r.statusCode === 200) + 1;
    expect((await loginAs('sales@demo.test', `Concurrent-Harbour-${winner}-Lights`, 'admin')).statusCode).toBe(200);
  });
});

describe('update-password', () => {
  it('applies the policy, refuses the current password, ends other sessions and sends a notice', async () => {
    const email = fresh('changer');
    await post('/api/v1/auth/registration', person(email));
    await post('/api/v1/auth/verify-email', { token: linkToken((await smtp.waitFor({ to: email, template: 'verify-email' })).text, `${SITE}/verify-email/`) });
    const a = (await loginAs(email, 'Analytical-Engine-1843')).json().data;
    const b = (await loginAs(email, 'Analytical-Engine-1843')).json().data;
    const patch = (body: unknown) => t.req({ method: 'PATCH', url: '/api/v1/auth/update-password', token: a.accessToken, body });

    expect(errorOf(await patch({ old_password: 'Analytical-Engine-1843', new_password: 'password123' })).details.fields).toEqual([
      { field: 'new_password', message: PASSWORD_MESSAGES.common },
    ]);
    expect(errorOf(await patch({ old_password: 'Analytical-Engine-1843', new_password: 'Analytical-Engine-1843' })).details.fields![0]!.field).toBe('new_password');
    expect(errorOf(await patch({ old_password: 'nope', new_password: 'Seventeen-Swans-Rising' })).details.fields).toEqual([
      { field: 'old_password', message: 'Current password is incorrect' },
    ]);
    expect(errorOf(await patch({ old_password: 'Analytical-Engine-1843', new_password: 'x'.repeat(129) })).details.fields![0]!.message).toBe(PASSWORD_MESSAGES.max);

    const notice = nextMail(email, 'password-changed');
    expect((await patch({ old_password: 'Analytical-Engine-1843', new_password: 'Seventeen-Swans-Rising' })).statusCode).toBe(200);
    await notice();
    expect((await t.req({ url: '/api/v1/user/me', token: a.accessToken })).statusCode).toBe(200);
    expect((await t.req({ url: '/api/v1/user/me', token: b.accessToken })).statusCode).toBe(401);
  });
});

describe('invited team members', () => {
  it('an owner invites; the member completes the profile over the mailed link and is signed in', async () => {
    const owner = await t.login('owner@demo.test');
    const email = fresh('member');
    const mail = nextMail(email, 'team-invitation');
    const r = await post('/api/auth/users/sign-up', { email, first_name: 'Mia', assigned_roles: 4 }, { token: owner.accessToken });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.message).toContain(email);
    const m = await mail();
    expect(m.subject).toBe('Oscar Owner invited you to Harbourfront Venues on Venuely');
    expect(m.text).toContain('as venue member');
    const token = linkToken(m.text, `${SITE}/signup/complete-profile/`);

    // Invited, not yet a member who can sign in.
    const row = (await userRow(email))!;
    expect(row).toMatchObject({ status: 'invited', role: 'VENUE_LISTER', assignedRoles: 4, hasPassword: false });
    expect(errorOf(await post('/api/v1/auth/login', { email, password: 'anything-at-all', role: 'venue' })).code).toBe('INVALID_CREDENTIALS');

    const info = await t.req({ url: `/api/v1/auth/complete-profile/${token}` });
    expect(info.json().data).toEqual({ email, organization_name: 'Harbourfront Venues', role_label: 'Venue member', first_name: 'Mia', last_name: '' });

    const weak = await post(`/api/v1/auth/complete-profile/${token}`, { first_name: 'Mia', last_name: 'Member', password: '12345678' });
    expect(errorOf(weak).details.fields).toEqual([{ field: 'password', message: PASSWORD_MESSAGES.common }]);
    const bad = await post(`/api/v1/auth/complete-profile/${token}`, { first_name: '', password: 'Quiet-Lantern-Bay-42' });
    expect(errorOf(bad).details.fields!.map((f) => f.field).sort()).toEqual(['first_name', 'last_name']);

    const done = await post(`/api/v1/auth/complete-profile/${token}`, { first_name: 'Mia', last_name: 'Member', password: 'Quiet-Lantern-Bay-42' });
    expect(done.statusCode).toBe(200);
    const d = done.json().data;
    expect(d.user).toMatchObject({ email, role: ['VENUE_LISTER'], assigned_roles: 4, status: 'active', email_verified: true, organization: row.organizationId });
    expect(String(done.headers['set-cookie'])).toMatch(/refreshToken=.+HttpOnly/i);
    expect((await t.req({ url: '/api/v1/user/me', token: d.accessToken })).statusCode).toBe(200);
    expect((await loginAs(email, 'Quiet-Lantern-Bay-42', 'venue')).statusCode).toBe(200);

    expect(errorOf(await post(`/api/v1/auth/complete-profile/${token}`, { first_name: 'X', last_name: 'Y', password: 'Quiet-Lantern-Bay-43' })).code).toBe('INVALID_TOKEN');
    expect(errorOf(await t.req({ url: `/api/v1/auth/complete-profile/${token}` })).code).toBe('INVALID_TOKEN');
  });

  it('venue admins may invite; members, customers and admins may not; existing accounts are refused', async () => {
    const lister = await t.login('lister@demo.test');
    const member = await t.login('member@demo.test', 'venue').catch(() => null);
    const user = await t.login('user@demo.test');
    const admin = await t.login('admin@demo.test');
    expect((await post('/api/auth/users/sign-up', { email: fresh('by-admin'), assigned_roles: 2 }, { token: lister.accessToken })).statusCode).toBe(201);
    for (const s of [user, admin]) {
      const r = await post('/api/auth/users/sign-up', { email: fresh('nope'), assigned_roles: 4 }, { token: s.accessToken });
      expect(r.statusCode).toBe(403);
    }
    if (member) expect((await post('/api/auth/users/sign-up', { email: fresh('nope'), assigned_roles: 4 }, { token: member.accessToken })).statusCode).toBe(403);
    expect((await post('/api/auth/users/sign-up', { email: fresh('anon'), assigned_roles: 4 })).statusCode).toBe(401);

    const bad = await post('/api/auth/users/sign-up', { email: 'x', assigned_roles: 1 }, { token: lister.accessToken });
    expect(errorOf(bad).details.fields!.map((f) => f.field).sort()).toEqual(['assigned_roles', 'email']);
  });

  // Changed on purpose: a registered address used to answer 409, which let any venue
  // owner test addresses. Now the answer is the same and the address's owner gets a mail.
  it('an address that has an account: the same answer, nothing changes, its owner is told', async () => {
    const owner = await t.login('owner@demo.test');
    const free = await post('/api/auth/users/sign-up', { email: fresh('free'), assigned_roles: 4 }, { token: owner.accessToken });
    const told = nextMail('user@demo.test', 'team-invitation-existing');
    const taken = await post('/api/auth/users/sign-up', { email: 'user@demo.test', assigned_roles: 4 }, { token: owner.accessToken });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data.message).toBe(free.json().data.message.replace(/to \S+\./, 'to user@demo.test.'));
    const m = await told();
    expect(m.subject).toBe('Oscar Owner tried to add you to Harbourfront Venues on Venuely');
    expect(m.links).toContain(`${SITE}/sg/login`);
    expect((await userRow('user@demo.test'))!).toMatchObject({ role: 'USER', status: 'active', organizationId: null });
  });

  it('invitations are limited per inviter', async () => {
    const limited = await createTestApp({ accountLimits: { invites: 2 } });
    try {
      const owner = await limited.login('owner@demo.test');
      const invite = () => limited.req({ method: 'POST', url: '/api/auth/users/sign-up', body: { email: fresh('many'), assigned_roles: 4 }, token: owner.accessToken });
      expect((await invite()).statusCode).toBe(201);
      expect((await invite()).statusCode).toBe(201);
      const r = await invite();
      expect(r.statusCode).toBe(429);
      expect(errorOf(r).code).toBe('RATE_LIMITED');
      // Another inviter is not affected.
      const lister = await limited.login('lister@demo.test');
      expect((await limited.req({ method: 'POST', url: '/api/auth/users/sign-up', body: { email: fresh('other'), assigned_roles: 4 }, token: lister.accessToken })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('inviting the same person again sends a new link and retires the old one', async () => {
    const owner = await t.login('owner@demo.test');
    const email = fresh('again');
    await post('/api/auth/users/sign-up', { email, assigned_roles: 4 }, { token: owner.accessToken });
    const first = linkToken((await smtp.waitFor({ to: email, template: 'team-invitation' })).text, `${SITE}/signup/complete-profile/`);
    const mail = nextMail(email, 'team-invitation');
    expect((await post('/api/auth/users/sign-up', { email, assigned_roles: 2 }, { token: owner.accessToken })).statusCode).toBe(201);
    const second = linkToken((await mail()).text, `${SITE}/signup/complete-profile/`);
    expect(errorOf(await t.req({ url: `/api/v1/auth/complete-profile/${first}` })).code).toBe('INVALID_TOKEN');
    expect((await t.req({ url: `/api/v1/auth/complete-profile/${second}` })).json().data.role_label).toBe('Venue admin');
  });
});

describe('rate limits', () => {
  it('per e-mail address: the same 429 whether or not the address has an account', async () => {
    const known = 'admin@demo.test';
    const unknown = fresh('limited');
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/v1/auth/account-recovery', { email: known })).statusCode).toBe(200);
      expect((await post('/api/v1/auth/account-recovery', { email: unknown })).statusCode).toBe(200);
    }
    const a = await post('/api/v1/auth/account-recovery', { email: known });
    const b = await post('/api/v1/auth/account-recovery', { email: unknown });
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(errorOf(a).message).toBe(errorOf(b).message);
    expect(a.headers['retry-after']).toBeDefined();
  });

  it('per client address', async () => {
    const limited = await createTestApp({ accountLimits: { emailRequests: 100, ipRequests: 3, windowMs: 60_000 } });
    try {
      const hit = (ip: string) => limited.req({ method: 'POST', url: '/api/v1/auth/verify-email/resend', body: { email: fresh('ip') }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await hit('203.0.113.7')).statusCode).toBe(200);
      expect((await hit('203.0.113.7')).statusCode).toBe(429);
      expect((await hit('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
