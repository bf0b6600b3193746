import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';
import { createTestApp, errorOf, linkToken, type TestApp } from '../../test/helpers';

// The browser that signed up is signed in when it opens the mailed link (docs/adr/0114-enquiring-
// before-signing-up.md); any other browser, a forged cookie or a used link only confirms, or not.

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
const person = (email: string) => ({ first_name: 'Mei', last_name: 'Tan', email, password: 'Orchid-Lantern-Quay-27', role: 'user', country: 'sg', accept_terms: true });

/** Signs up as a browser would: the binding cookie of the answer, and the token of the mail. */
async function signUp(email = fresh('mei'), version: 1 | 2 = 2) {
  const after = smtp.messages.at(-1)?.seq ?? 0;
  const r = await t.req({ method: 'POST', url: `/api/v${version}/auth/registration`, body: person(email) });
  expect(r.statusCode).toBe(201);
  const set = r.cookies.find((c) => c.name === 'signup_device');
  const token = linkToken((await smtp.waitFor({ to: email, template: 'verify-email', after })).text, `${SITE}/verify-email/`);
  return { email, token, set, cookie: set!.value };
}

const verify = (token: string, cookie?: string) =>
  t.req({ method: 'POST', url: '/api/v1/auth/verify-email', body: { token }, ...(cookie !== undefined ? { headers: { cookie: `signup_device=${cookie}` } } : {}) });

describe('verifying in the browser that signed up', () => {
  it('sign-up sets an httpOnly cookie, scoped to the verification call, that is not the token', async () => {
    const s = await signUp(fresh('scoped'), 1);
    expect(s.set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/verify-email', maxAge: 24 * 3600 });
    expect(s.cookie).toMatch(/^[0-9a-f]{64}$/);
    expect(s.cookie).not.toContain(s.token);
  });

  it('same browser: the address is confirmed and a session issued, which works; the cookie is spent', async () => {
    const s = await signUp();
    const r = await verify(s.token, s.cookie);
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data).toMatchObject({ purpose: 'signup', email: s.email, session: { accessToken: expect.any(String), refreshToken: expect.any(String), user: { email: s.email, email_verified: true, role: ['USER'] } } });
    // A real session: the API knows the caller, and the refresh cookie is set like a sign-in's.
    const me = await t.req({ url: '/api/v1/user/me', token: data.session.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(s.email);
    expect(r.cookies.find((c) => c.name === 'refreshToken')).toMatchObject({ value: data.session.refreshToken, httpOnly: true });
    expect(r.cookies.find((c) => c.name === 'signup_device')).toMatchObject({ value: '' });
  });

  it('another browser (no cookie): confirmed, not signed in', async () => {
    const s = await signUp();
    const r = await verify(s.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ purpose: 'signup', email: s.email });
    expect(r.cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
  });

  it('a tampered cookie, or the cookie of another sign-up: confirmed, not signed in', async () => {
    const s = await signUp();
    const other = await signUp();
    const flipped = (s.cookie[0] === 'a' ? 'b' : 'a') + s.cookie.slice(1);
    for (const [token, cookie] of [
      [s.token, flipped],
      [other.token, s.cookie],
    ] as const) {
      const r = await verify(token, cookie);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.session).toBeUndefined();
    }
    // Junk in the cookie is no proof either, and no error.
    const third = await signUp();
    const junk = await verify(third.token, 'not-hex;"');
    expect(junk.statusCode).toBe(200);
    expect(junk.json().data.session).toBeUndefined();
  });

  it('a used link, even with its cookie: INVALID_TOKEN, not signed in', async () => {
    const s = await signUp();
    // First opened on another device: confirmed there.
    expect((await verify(s.token)).json().data.session).toBeUndefined();
    const again = await verify(s.token, s.cookie);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('INVALID_TOKEN');
    expect(again.cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
  });

  it('an address that already has an account: the same answer and a cookie, and no link to bind', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v2/auth/registration', body: person('user@demo.test') });
    expect(r.statusCode).toBe(201);
    expect(r.cookies.find((c) => c.name === 'signup_device')?.value).toMatch(/^[0-9a-f]{64}$/);
  });
});
