import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Stored sessions of the demo accounts (Playwright's storageState, https://playwright.dev/docs/auth),
// e2e/.auth/<local-part>.json, with the account's announcements muted: a test that is not about
// signing in starts from that file. The setup project (auth.setup.ts) signs in through each sign-in
// page's form and stores the sessions of every demo account; a test that starts before it has (no
// test waits for the setup) makes the missing ones itself, through the API, with the same cookies.
//
// Sharing one stored session is safe only while nobody refreshes it. Its access token lives
// 15 minutes (docs/adr/0004-session-tokens-and-errors.md); after that a page's first call answers
// 401 and the page refreshes with the stored refresh token, which rotates it. The next context made
// from the same file presents the rotated-away token: the server takes that as a stolen token and
// revokes the whole family, so every context of that file (the one that refreshed too) is sent to
// the sign-in page. Two contexts refreshing at once end the same way (measured: one refresh
// answers 200, the other 401, then both pages are on /login). So a file is renewed before anyone
// could need to refresh it: when its access token has less than FRESH_FOR_MS left, the next test
// to start signs the account in again through the API (a new family; the old one simply expires)
// and replaces the file. A test's contexts then never outlive the token they started with. (A test
// that must outlive it, or refreshes on purpose, signs in for itself: sessionOf.)
//
// Hence also: a test that signs out, changes a password or deletes an account must sign in for
// itself (signIn, or sessionOf for a new account): ending a stored session ends it for every test.

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the stored sessions are (git-ignored): e2e/.auth/<local-part>.json. */
export const AUTH_DIR = path.join(E2E, '.auth');

export const TENANT = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };
export const PASSWORD = 'Demo-pass-2026';
export const SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;

export type LoginRole = 'user' | 'venue' | 'admin';

/** Every demo account of the seed (server/src/db/seed.ts), with the sign-in page it uses. */
export const DEMO_ACCOUNTS: readonly { email: string; role: LoginRole }[] = [
  { email: 'user@demo.test', role: 'user' },
  { email: 'friend@demo.test', role: 'user' },
  { email: 'owner@demo.test', role: 'venue' },
  { email: 'lister@demo.test', role: 'venue' },
  { email: 'member@demo.test', role: 'venue' },
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'sales@demo.test', role: 'admin' },
  { email: 'moderator@demo.test', role: 'admin' },
];

/** A stored session is renewed when its access token has less than this left (a test's contexts live well under it). */
export const FRESH_FOR_MS = 10 * 60_000;

/** The stored session of a demo account: e2e/.auth/<local-part>.json (owner@demo.test → owner.json). */
export function storageStateFor(email: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`storageStateFor: ${email} is not a demo account (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')})`);
  return path.join(AUTH_DIR, `${email.split('@')[0]}.json`);
}

export interface StoredState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: unknown[];
}

const readState = (file: string): StoredState => JSON.parse(readFileSync(file, 'utf8')) as StoredState;

/** When the access token of a stored state expires (ms), 0 if it has none. */
function accessExpiry(state: StoredState): number {
  const token = state.cookies.find((c) => c.name === 'accessToken')?.value;
  if (!token) return 0;
  const payload = JSON.parse(Buffer.from(decodeURIComponent(token).split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return payload.exp * 1000;
}

/** Writes a state so that a reader never sees half a file (another worker may read it at any time). */
function writeState(file: string, state: StoredState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, JSON.stringify(state, null, 1));
  renameSync(tmp, file);
}

/**
 * Ticks "Don't show me this again" for every announcement this account would be shown, through
 * the API: the announcement pop-up (which arrives late after sign-in and covers the page) then
 * never shows for it in this run. Administrators are never shown any.
 */
export async function muteWith(request: Page['request'], site: string, accessToken: string): Promise<void> {
  const headers = { ...TENANT, authorization: `Bearer ${accessToken}` };
  const list = await request.get(`${site}/api/v1/admin/announcements`, { headers, params: { page: 1, limit: 50, active_only: true } });
  expect(list.status()).toBe(200);
  for (const a of (await list.json()).data.data as { _id: string }[]) {
    const logged = await request.post(`${site}/api/v1/admin/announcement-logs`, { headers, data: { announcement: a._id } });
    expect(logged.status(), `announcement ${a._id}: ${await logged.text()}`).toBe(201);
  }
}

/**
 * A new session of the account through the API, in `context`'s cookie jar as the site's own
 * sign-in leaves it: the server's httpOnly refreshToken cookie (set by the answer) and the page's
 * accessToken, user and role-type cookies (packages/session, written here as js-cookie writes them).
 * auth.setup.ts checks that these are the cookies a sign-in through the form leaves.
 */
export async function sessionOf(
  context: BrowserContext,
  who: { email: string; role: LoginRole; password?: string },
  o: { site?: string; mute?: boolean } = {},
): Promise<void> {
  const site = o.site ?? SITE;
  const login = await context.request.post(`${site}/api/v2/auth/login`, { headers: TENANT, data: { email: who.email, password: who.password ?? PASSWORD, role: who.role } });
  expect(login.status(), `sign-in of ${who.email}: ${await login.text()}`).toBe(200);
  const answer = (await login.json()).data as { accessToken: string; user: { _id: string; role: string | string[]; assigned_roles?: unknown } };
  if (o.mute !== false && who.role !== 'admin') await muteWith(context.request, site, answer.accessToken);
  const role = Array.isArray(answer.user.role) ? answer.user.role : [answer.user.role];
  const marker = { _id: answer.user._id, role, assigned_roles: answer.user.assigned_roles ?? null };
  // js-cookie's write: encodeURIComponent, then these characters put back as they are.
  const jsCookie = (v: string) => encodeURIComponent(v).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  const expires = Math.round(Date.now() / 1000) + 30 * 86_400; // COOKIE_LIFETIME_DAYS
  const cookie = (name: string, value: string) => ({ name, value: jsCookie(value), url: site, expires, sameSite: 'Lax' as const });
  await context.addCookies([cookie('accessToken', answer.accessToken), cookie('user', JSON.stringify(marker)), cookie('role-type', role[0]!)]);
}

/**
 * Stores a new session of a demo account (a new family, signed in through the API, its
 * announcements muted), in place of whatever the file held.
 */
export async function storeSessionOf(browser: Browser, account: { email: string; role: LoginRole }, o: { mute?: boolean } = {}): Promise<void> {
  // An empty state of its own: a context made in a test takes the test's options, and a test that
  // starts from a stored session (test.use storageState) would have this context read the very file
  // that is missing or being renewed.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await sessionOf(context, account, { mute: o.mute });
    writeState(storageStateFor(account.email), (await context.storageState()) as StoredState);
  } finally {
    await context.close();
  }
}

/**
 * Stores a new session of every demo account whose file is missing (a test that starts before the
 * setup project's sign-ins) or whose access token is too close to its end. The check is a few file reads.
 */
export async function renewStaleSessions(browser: Browser): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const file = storageStateFor(account.email);
    // Muting is the account's, not the session's: once, with the first session stored.
    if (!existsSync(file)) await storeSessionOf(browser, account);
    else if (accessExpiry(readState(file)) - Date.now() < FRESH_FOR_MS) await storeSessionOf(browser, account, { mute: false });
  }
}

/**
 * Signs `page`'s browser context in as a demo account from its stored session (for a second
 * person in a test, or a visitor who signs in halfway): the next page it opens is signed in.
 */
export async function useStoredSession(page: Page, email: string): Promise<void> {
  const browser = page.context().browser();
  if (browser) await renewStaleSessions(browser);
  await page.context().addCookies(readState(storageStateFor(email)).cookies);
}

export { writeState, readState };
