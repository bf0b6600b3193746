import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { servicePorts } from '../test-services.mjs';
import { TENANT, type LoginRole } from './helpers';

// The run's test services (serve-fresh.mjs starts them on these ports).
const ports = servicePorts(Number(process.env.E2E_PORT ?? 8181));
const MAILBOX = `http://127.0.0.1:${ports.smtpApi}`;
const OIDC = `http://127.0.0.1:${ports.oidc}`;

export const NEW_PASSWORD = 'marigold-otter-climbs-9';

/** A unique address per test and run, so reruns on one server never meet old mail or accounts. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

export interface CaughtMail {
  seq: number;
  to: string[];
  subject: string;
  template: string;
  text: string;
  html: string;
  links: string[];
}

/** Waits for a mail that arrived over SMTP at the catcher (newer than `after`, if given). */
export async function waitForMail(request: APIRequestContext, q: { to: string; template: string; after?: number }): Promise<CaughtMail> {
  const res = await request.get(`${MAILBOX}/messages/wait`, { params: { ...q, after: q.after ?? 0, timeout: 20_000 } });
  expect(res.status(), `a ${q.template} mail to ${q.to}`).toBe(200);
  return (await res.json()) as CaughtMail;
}

/** The mails that arrived for an address so far. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<CaughtMail[]> {
  const res = await request.get(`${MAILBOX}/messages`, { params: { to } });
  return ((await res.json()) as { messages: CaughtMail[] }).messages;
}

/** The link of a mail that leads to `path` (e.g. "/verify-email/"), as a path on this site. */
export function linkTo(mail: CaughtMail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith(path));
  expect(link, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** The next sign-in at the local OpenID provider (standing in for Google) is this person. */
export async function nextGoogleLogin(request: APIRequestContext, user: { sub: string; email: string; given_name: string; family_name: string; email_verified?: boolean }) {
  const res = await request.post(`${OIDC}/__test/next-login`, { data: { email_verified: true, ...user } });
  expect(res.ok()).toBe(true);
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  role: 'user' | 'venue';
}

/** Creates and confirms an account through the API and the real mail (for tests about what comes after). */
export async function verifiedAccount(request: APIRequestContext, role: 'user' | 'venue' = 'user', label = 'member'): Promise<NewAccount> {
  const email = uniqueEmail(label);
  const firstName = 'Robin';
  const res = await request.post('/api/v1/auth/registration', {
    headers: TENANT,
    data: {
      first_name: firstName,
      last_name: 'Ng',
      email,
      password: NEW_PASSWORD,
      role,
      organization_name: role === 'venue' ? 'Robin’s Rooftop' : undefined,
      country: 'sg',
      accept_terms: true,
    },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(request, { to: email, template: 'verify-email' });
  const token = linkTo(mail, '/verify-email/').split('/').pop()!;
  const verified = await request.post('/api/v1/auth/verify-email', { headers: TENANT, data: { token } });
  expect(verified.status()).toBe(200);
  return { email, password: NEW_PASSWORD, firstName, role };
}

/**
 * For an account a flow under test has just signed in (an invitation or a Google sign-in made it,
 * so helpers.ts's signIn could not mute it beforehand): ask not to see each current announcement
 * again through the API (what "Don't show me this again" sends), then reload, so no pop-up covers
 * the pages under test.
 */
export async function muteAnnouncements(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value;
  expect(token, 'signed in').toBeTruthy();
  const headers = { ...TENANT, authorization: `Bearer ${decodeURIComponent(token!)}` };
  const list = await page.request.get('/api/v1/admin/announcements', { headers, params: { page: 1, limit: 50, active_only: true } });
  expect(list.status()).toBe(200);
  for (const a of (await list.json()).data.data as { _id: string }[]) {
    const logged = await page.request.post('/api/v1/admin/announcement-logs', { headers, data: { announcement: a._id } });
    expect(logged.ok()).toBe(true);
  }
  await page.reload();
}

/** Tries to sign in and expects to be refused with `message`. */
export async function expectSignInRefused(page: Page, email: string, password: string, message: RegExp, role: LoginRole = 'user') {
  await page.goto(`/sg/login/${role}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/sg/login/${role}`));
}
