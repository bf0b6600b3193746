import { eq } from 'drizzle-orm';
import { startOidcProvider, DEFAULT_USER, type OidcTestProvider } from '../../../test-services/oidc-provider.mjs';
import { mailOutbox, organizations, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

// Google sign-in against a local OpenID provider: PKCE, state and nonce, linking and creating accounts.

const SITE = 'http://localhost:8080';
const REDIRECT = `${SITE}/callback/google`;
let op: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [REDIRECT] });
  t = await createTestApp({ publicUrl: SITE, google: { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret } });
});
afterAll(async () => {
  await t.close();
  await op.close();
});
beforeEach(() => op.reset());

/** The browser's part at the provider: follow its redirects (with its cookies) back to our redirect URI. */
async function signInAtProvider(authorizationUrl: string): Promise<{ code: string; state: string; iss: string | null }> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(REDIRECT)) {
      const p = next.searchParams;
      if (p.get('error')) throw new Error(`Provider error: ${p.get('error')} ${p.get('error_description')}`);
      return { code: p.get('code')!, state: p.get('state')!, iss: p.get('iss') };
    }
    url = next.href;
  }
  throw new Error('Too many redirects');
}

/** GET /v1/auth/google: the URL and the browser-binding cookie. */
async function start(query = '') {
  const r = await t.req({ url: `/api/v1/auth/google${query}` });
  expect(r.statusCode).toBe(200);
  const cookie = String(r.headers['set-cookie']);
  const binding = /oauth_binding=([^;]+)/.exec(cookie)![1]!;
  return { url: r.json().data as string, binding, cookie };
}

const callback = (body: unknown, binding?: string) =>
  t.req({ method: 'POST', url: '/api/v1/auth/google/callback', body, headers: binding ? { cookie: `oauth_binding=${binding}` } : {} });

/** The whole flow as the web page does it: start, provider, callback (without `iss`, as Google). */
async function signIn(query = '') {
  const s = await start(query);
  const { code, state } = await signInAtProvider(s.url);
  return callback({ code, state }, s.binding);
}

describe('configuration', () => {
  it('providers says true; the URL carries PKCE (S256), state, nonce and our redirect URI; the binding cookie is httpOnly', async () => {
    expect((await t.req({ url: '/api/v1/auth/providers' })).json()).toEqual({ data: { google: true } });
    const s = await start('?role=venue&returnTo=/my/venues');
    const u = new URL(s.url);
    expect(u.origin).toBe(op.issuer);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: op.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(s.cookie).toMatch(/HttpOnly/i);
    expect(s.cookie).toMatch(/Path=\/api\/v1\/auth\/google/);
    expect(s.cookie).toMatch(/SameSite=Lax/i);
  });

  it('without a client id and secret: providers false, 503 PROVIDER_NOT_CONFIGURED', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.req({ url: '/api/v1/auth/providers' })).json()).toEqual({ data: { google: false } });
      const r = await bare.req({ url: '/api/v1/auth/google' });
      expect(r.statusCode).toBe(503);
      expect(errorOf(r).code).toBe('PROVIDER_NOT_CONFIGURED');
      expect(errorOf(await bare.req({ method: 'POST', url: '/api/v1/auth/google/callback', body: { code: 'c', state: 's' } })).code).toBe('PROVIDER_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });

  it('hostile query: a returnTo off the site or an unknown role is a 400 naming the field', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const r = await t.req({ url: `/api/v1/auth/google?returnTo=${encodeURIComponent(returnTo)}` });
      expect(r.statusCode).toBe(400);
      expect(errorOf(r).details.fields![0]!.field).toBe('returnTo');
    }
    expect(errorOf(await t.req({ url: '/api/v1/auth/google?role=admin' })).details.fields![0]!.field).toBe('role');
  });
});

describe('signing in', () => {
  it('a first sign-in creates a verified customer without a password; the next one finds the same account', async () => {
    const r = await signIn('?returnTo=/my/venues');
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ created: true, returnTo: '/my/venues', expiresIn: expect.any(Number), accessToken: expect.any(String) });
    expect(d.user).toMatchObject({
      email: DEFAULT_USER.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      role: ['USER'],
      country: 'my',
      email_verified: true,
      has_password: false,
      google_linked: true,
    });
    expect(String(r.headers['set-cookie'])).toMatch(/refreshToken=.+HttpOnly/i);
    expect((await t.req({ url: '/api/v1/user/me', token: d.accessToken })).json().data.email).toBe(DEFAULT_USER.email);
    const [welcome] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEFAULT_USER.email));
    expect(welcome!.template).toBe('welcome');

    const again = await signIn();
    expect(again.json().data).toMatchObject({ created: false, returnTo: null, user: { _id: d.user._id } });
  });

  it('role=venue creates a venue owner with an organization named after the person', async () => {
    op.setNextLogin({ sub: 'venue-sub-1', email: 'vera.venue@example.test', given_name: 'Vera', family_name: 'Venue' });
    const d = (await signIn('?role=venue')).json().data;
    expect(d.user).toMatchObject({ role: ['VENUE_OWNER'], country: 'sg', email: 'vera.venue@example.test' });
    const [org] = await t.app.db.select().from(organizations).where(eq(organizations.id, d.user.organization));
    expect(org!.name).toBe("Vera's venues");
  });

  it('links an existing account by its verified e-mail; the password keeps working', async () => {
    op.setNextLogin({ sub: 'uma-google', email: 'user@demo.test', given_name: 'Uma', family_name: 'U' });
    const d = (await signIn('?role=venue')).json().data;
    expect(d).toMatchObject({ created: false, user: { email: 'user@demo.test', role: ['USER'], google_linked: true, has_password: true } });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'user@demo.test'));
    expect(row!.googleSubject).toBe('uma-google');
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'user@demo.test', password: DEMO_PASSWORD, role: 'user' } })).statusCode).toBe(200);
  });

  it('an unconfirmed account with that address is taken over safely: linked, its unknown password dropped', async () => {
    // Someone signed up with this address (and a password they know) but never confirmed it.
    const email = 'victim@example.test';
    const reg = await t.req({
      method: 'POST',
      url: '/api/v1/auth/registration',
      body: { first_name: 'Eve', last_name: 'Attacker', email, password: 'Attacker-Knows-This-1', role: 'user', country: 'sg', accept_terms: true },
    });
    expect(reg.statusCode).toBe(201);
    await t.app.mailer.drain(); // the account is made after the answer
    op.setNextLogin({ sub: 'victim-sub', email, given_name: 'Victor' });
    const d = (await signIn()).json().data;
    expect(d.user).toMatchObject({ email, email_verified: true, has_password: false, google_linked: true });
    const attacker = await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email, password: 'Attacker-Knows-This-1', role: 'user' } });
    expect(attacker.statusCode).toBe(401);
  });

  it('a Google account without a verified e-mail is refused', async () => {
    op.setNextLogin({ sub: 'unverified-sub', email: 'unverified@example.test', email_verified: false });
    const r = await signIn();
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('OAUTH_EMAIL_NOT_VERIFIED');
    expect((await t.app.db.select().from(users).where(eq(users.email, 'unverified@example.test'))).length).toBe(0);
  });

  it('a deleted account cannot come back through Google', async () => {
    op.setNextLogin({ sub: 'leaver-sub', email: 'leaver@example.test', given_name: 'Lee' });
    const d = (await signIn()).json().data;
    await t.app.db.update(users).set({ status: 'deleted' }).where(eq(users.id, d.user._id));
    const r = await signIn();
    expect(r.statusCode).toBe(403);
    expect(errorOf(r).code).toBe('ACCOUNT_DELETED');
  });
});

describe('refused callbacks', () => {
  it('a wrong state', async () => {
    const s = await start();
    const { code } = await signInAtProvider(s.url);
    const r = await callback({ code, state: 'forged-state-value' }, s.binding);
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('OAUTH_STATE_INVALID');
  });

  it('the right state from another browser (no binding cookie, or another flow’s)', async () => {
    const mine = await start();
    const theirs = await start();
    const { code, state } = await signInAtProvider(mine.url);
    expect(errorOf(await callback({ code, state })).code).toBe('OAUTH_STATE_INVALID');
    expect(errorOf(await callback({ code, state }, theirs.binding)).code).toBe('OAUTH_STATE_INVALID');
    // Those attempts did not use it up for the browser that started it.
    expect((await callback({ code, state }, mine.binding)).statusCode).toBe(200);
  });

  it('a replayed code: the same callback twice, and the used code under a fresh state', async () => {
    const first = await start();
    const { code, state } = await signInAtProvider(first.url);
    expect((await callback({ code, state }, first.binding)).statusCode).toBe(200);

    const replay = await callback({ code, state }, first.binding);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).code).toBe('OAUTH_STATE_INVALID');

    const second = await start();
    const fresh = new URL(second.url).searchParams.get('state')!;
    const reused = await callback({ code, state: fresh }, second.binding);
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).code).toBe('OAUTH_CODE_REJECTED');
  });

  it('a code from another flow (PKCE verifier and nonce do not match)', async () => {
    const a = await start();
    const b = await start();
    const fromA = await signInAtProvider(a.url);
    const stateB = new URL(b.url).searchParams.get('state')!;
    const r = await callback({ code: fromA.code, state: stateB }, b.binding);
    expect(errorOf(r).code).toBe('OAUTH_CODE_REJECTED');
  });

  it('an issuer that is not ours (RFC 9207 iss) is refused', async () => {
    const s = await start();
    const { code, state, iss } = await signInAtProvider(s.url);
    expect(iss).toBe(op.issuer);
    const r = await callback({ code, state, iss: 'https://evil.example' }, s.binding);
    expect(errorOf(r).code).toBe('OAUTH_CODE_REJECTED');
  });

  it('400 naming the fields for a malformed body', async () => {
    const r = await callback({ code: '', extra: 1 });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).details.fields!.map((f) => f.field).sort()).toEqual(['code', 'extra', 'state']);
  });
});
