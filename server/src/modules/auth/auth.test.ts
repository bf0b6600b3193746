import { eq } from 'drizzle-orm';
import { tenants, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, version = 'v1') => t.req({ method: 'POST', url: `/api/${version}/auth/login`, body });
type Cookie = { name: string; value: string; path?: string; [k: string]: unknown };
const cookieOf = (r: { cookies: Cookie[] }) => r.cookies.find((c) => c.name === 'refreshToken');

describe('tenant headers', () => {
  it('401 TENANT_INVALID naming the missing header', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/auth/login', tenant: false, headers: { 'x-api-key': 'pk_demo_venues_2026' }, body: {} });
    expect(r.statusCode).toBe(401);
    expect(errorOf(r)).toMatchObject({ code: 'TENANT_INVALID', message: expect.stringContaining('x-tenant-code') });
    const r2 = await t.req({ url: '/api/v1/country-settings', tenant: false, headers: { 'x-tenant-code': 'demo' } });
    expect(errorOf(r2).message).toContain('x-api-key');
  });

  it('401 TENANT_INVALID for a wrong key or unknown tenant', async () => {
    const wrongKey = await t.req({ url: '/api/v1/country-settings', tenant: false, headers: { 'x-tenant-code': 'demo', 'x-api-key': 'pk_nope' } });
    expect(wrongKey.statusCode).toBe(401);
    expect(errorOf(wrongKey).message).toContain('x-api-key');
    const unknown = await t.req({ url: '/api/v1/country-settings', tenant: false, headers: { 'x-tenant-code': 'acme', 'x-api-key': 'pk_demo_venues_2026' } });
    expect(errorOf(unknown)).toMatchObject({ code: 'TENANT_INVALID', message: expect.stringContaining('x-tenant-code') });
  });
});

describe('tenant scoping', () => {
  it("one tenant's accounts and tokens mean nothing to another", async () => {
    await t.app.db.insert(tenants).values({ code: 'acme', apiKeyHash: sha256('pk_acme'), productSlug: 'acme', productName: 'Acme' });
    const acme = { 'x-tenant-code': 'acme', 'x-api-key': 'pk_acme' };
    const login = await t.req({ method: 'POST', url: '/api/v1/auth/login', tenant: false, headers: acme, body: { email: 'user@demo.test', password: DEMO_PASSWORD, role: 'user' } });
    expect(login.statusCode).toBe(401);
    expect(errorOf(login).code).toBe('INVALID_CREDENTIALS');
    const s = await t.login('user@demo.test');
    const me = await t.req({ url: '/api/v1/user/me', tenant: false, headers: acme, token: s.accessToken });
    expect(me.statusCode).toBe(401);
    expect(errorOf(me).code).toBe('UNAUTHENTICATED');
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', tenant: false, headers: acme, body: { refreshToken: s.refreshToken } })).statusCode).toBe(401);
    expect((await t.req({ url: '/api/v1/country-settings', tenant: false, headers: acme })).json()).toEqual({ data: [] });
  });
});

describe('login', () => {
  it("the test database's demo accounts are hashed at the tests' cost (else every sign-in of the suites pays the production cost)", async () => {
    const [demo] = await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'user@demo.test'));
    const c = t.app.config.passwordCost;
    expect(demo!.hash.startsWith(`$argon2id$v=19$m=${c.memoryCost},t=${c.timeCost},p=${c.parallelism}$`)).toBe(true);
  });

  it('v1 answers the tokens and sets the refresh cookie', async () => {
    const r = await login({ email: 'user@demo.test', password: DEMO_PASSWORD, role: 'user' });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(Object.keys(d).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(d.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const c = cookieOf(r)!;
    expect(c).toMatchObject({ value: d.refreshToken, httpOnly: true, secure: true, sameSite: 'Lax', path: '/api', maxAge: 30 * 24 * 3600 });
    const [, payload] = d.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'USER', sub: expect.any(String), tenant: expect.any(String), sid: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('v2 adds expiresIn and the user; e-mail is case-insensitive', async () => {
    const r = await login({ email: '  Owner@Demo.Test ', password: DEMO_PASSWORD, role: 'venue' }, 'v2');
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.expiresIn).toBe(900);
    expect(d.user).toMatchObject({ email: 'owner@demo.test', role: ['VENUE_OWNER'], first_name: 'Oscar', givenName: 'Oscar' });
    expect(d.user.password_hash).toBeUndefined();
  });

  it('400 naming the field for bad input', async () => {
    const r = await login({ email: 'not-an-email', password: 'x', role: 'user' });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'email: Enter a valid email address' });
    expect(errorOf(r).details.fields).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    const r2 = await login({ email: 'user@demo.test', password: 'x', role: 'boss' });
    expect(errorOf(r2).details.fields![0]!.field).toBe('role');
    const r3 = await t.req({ method: 'POST', url: '/api/v1/auth/login' });
    expect(r3.statusCode).toBe(400);
  });

  it('401 INVALID_CREDENTIALS with one message for wrong password and unknown e-mail', async () => {
    const wrong = await login({ email: 'admin@demo.test', password: 'nope-nope', role: 'admin' });
    const unknown = await login({ email: 'ghost@demo.test', password: 'nope-nope', role: 'admin' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS');
  });

  it('403 ROLE_MISMATCH with a helpful message', async () => {
    const r = await login({ email: 'owner@demo.test', password: DEMO_PASSWORD, role: 'user' });
    expect(r.statusCode).toBe(403);
    expect(errorOf(r)).toMatchObject({ code: 'ROLE_MISMATCH', message: 'This is a venue account. Sign in as a venue.' });
    const admin = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD, role: 'venue' });
    expect(errorOf(admin).message).toBe('This is an admin account. Sign in as an admin.');
    const lister = await login({ email: 'lister@demo.test', password: DEMO_PASSWORD, role: 'venue' });
    expect(lister.statusCode).toBe(200);
  });

  it('403 for suspended and deleted accounts', async () => {
    await t.app.db.update(users).set({ status: 'suspended' }).where(eq(users.email, 'sales@demo.test'));
    const r = await login({ email: 'sales@demo.test', password: DEMO_PASSWORD, role: 'admin' });
    expect(r.statusCode).toBe(403);
    expect(errorOf(r).code).toBe('ACCOUNT_SUSPENDED');
    await t.app.db.update(users).set({ status: 'deleted' }).where(eq(users.email, 'sales@demo.test'));
    expect(errorOf(await login({ email: 'sales@demo.test', password: DEMO_PASSWORD, role: 'admin' })).code).toBe('ACCOUNT_DELETED');
    await t.app.db.update(users).set({ status: 'active' }).where(eq(users.email, 'sales@demo.test'));
  });
});

describe('access token', () => {
  it('401 UNAUTHENTICATED when missing, invalid or expired', async () => {
    const missing = await t.req({ url: '/api/v1/user/me' });
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing).code).toBe('UNAUTHENTICATED');
    const invalid = await t.req({ url: '/api/v1/user/me', token: 'abc.def.ghi' });
    expect(errorOf(invalid).code).toBe('UNAUTHENTICATED');
    const s = await t.login('user@demo.test');
    const user = (await t.app.db.select().from(users).where(eq(users.id, s.userId)))[0]!;
    const claims = JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString());
    const expired = await t.app.tokens.signAccess(user, claims.sid, -60);
    const r = await t.req({ url: '/api/v1/user/me', token: expired });
    expect(r.statusCode).toBe(401);
    expect(errorOf(r)).toMatchObject({ code: 'UNAUTHENTICATED', details: { reason: 'expired' } });
  });

  it('403 when the account is suspended after sign-in', async () => {
    const s = await t.login('member@demo.test');
    await t.app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, s.userId));
    const r = await t.req({ url: '/api/v1/user/me', token: s.accessToken });
    expect(r.statusCode).toBe(403);
    expect(errorOf(r).code).toBe('ACCOUNT_SUSPENDED');
    await t.app.db.update(users).set({ status: 'active' }).where(eq(users.id, s.userId));
  });
});

describe('refresh tokens', () => {
  const refresh = (body?: unknown, cookie?: string) =>
    t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: body ?? {}, headers: cookie ? { cookie: `refreshToken=${cookie}` } : {} });

  it('rotates on every use (body or cookie) and detects reuse, revoking the family', async () => {
    const s = await t.login('user@demo.test');
    const r1 = await refresh({ refreshToken: s.refreshToken });
    expect(r1.statusCode).toBe(200);
    const t1 = r1.json().data;
    expect(t1.refreshToken).not.toBe(s.refreshToken);
    expect(cookieOf(r1)!.value).toBe(t1.refreshToken);

    const r2 = await refresh(undefined, t1.refreshToken); // cookie form
    expect(r2.statusCode).toBe(200);
    const t2 = r2.json().data;
    expect((await t.req({ url: '/api/v1/user/me', token: t2.accessToken })).statusCode).toBe(200);

    // The first token again: reuse. The whole family dies, including the newest token.
    const reuse = await refresh({ refreshToken: s.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh({ refreshToken: t2.refreshToken })).statusCode).toBe(401);
    // And its access tokens stop working at once.
    expect((await t.req({ url: '/api/v1/user/me', token: t2.accessToken })).statusCode).toBe(401);
  });

  it('401 for missing or unknown tokens; other sessions are unaffected', async () => {
    const other = await t.login('user@demo.test');
    expect(errorOf(await refresh()).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh({ refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await refresh({ refreshToken: other.refreshToken })).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the family, clears the cookie, always 200', async () => {
    const s = await t.login('owner@demo.test');
    const r = await t.req({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: `refreshToken=${s.refreshToken}` } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: { ok: true } });
    const c = cookieOf(r)!;
    expect(c.value).toBe('');
    expect(c.path).toBe('/api');
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: s.refreshToken } })).statusCode).toBe(401);
    expect((await t.req({ url: '/api/v1/user/me', token: s.accessToken })).statusCode).toBe(401);

    const s2 = await t.login('owner@demo.test');
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/logout', body: { token: s2.refreshToken } })).statusCode).toBe(200);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/refresh-token', body: { refreshToken: s2.refreshToken } })).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/logout', body: { token: 'garbage' } })).statusCode).toBe(200);
  });
});
