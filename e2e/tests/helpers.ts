import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-pass-2026';
export const TENANT = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };
const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;

export const ACCOUNTS = [
  { email: 'user@demo.test', role: 'user', label: 'customer' },
  { email: 'owner@demo.test', role: 'venue', label: 'venue owner' },
  { email: 'lister@demo.test', role: 'venue', label: 'venue admin (lister 2)' },
  { email: 'member@demo.test', role: 'venue', label: 'venue member (lister 4)' },
  { email: 'admin@demo.test', role: 'admin', label: 'full admin' },
  { email: 'sales@demo.test', role: 'admin', label: 'admin sales' },
] as const;

export type LoginRole = 'user' | 'venue' | 'admin';

/**
 * Ticks "Don't show me this again" for every announcement this account would be shown, through
 * the API and before its pages open: the announcement pop-up (which arrives late after sign-in and
 * covers the page) then never shows for it in this run. Administrators are never shown any.
 * announcements.spec.ts tests the pop-up itself with an account that was never muted.
 */
export async function muteAnnouncementsFor(email: string, role: LoginRole, password = PASSWORD, site = BASE_URL): Promise<void> {
  if (role === 'admin') return;
  // Its own cookie jar: the page under test must not pick up this sign-in.
  const api = await apiRequest.newContext({ baseURL: site });
  try {
    const login = await api.post('/api/v1/auth/login', { headers: TENANT, data: { email, password, role } });
    expect(login.status(), `sign-in of ${email}: ${await login.text()}`).toBe(200);
    const headers = { ...TENANT, authorization: `Bearer ${(await login.json()).data.accessToken as string}` };
    const list = await api.get('/api/v1/admin/announcements', { headers, params: { page: 1, limit: 50, active_only: true } });
    expect(list.status()).toBe(200);
    for (const a of (await list.json()).data.data as { _id: string }[]) {
      const logged = await api.post('/api/v1/admin/announcement-logs', { headers, data: { announcement: a._id } });
      expect(logged.status(), `announcement ${a._id}: ${await logged.text()}`).toBe(201);
    }
  } finally {
    await api.dispose();
  }
}

export interface SignInOptions {
  password?: string;
  returnTo?: string;
  /** Leave the account's announcements as they are (announcements.spec.ts, which tests the pop-up). */
  keepAnnouncements?: boolean;
  /** Another site than the suite's server (a spec that starts its own), for muting its announcements. */
  site?: string;
}

/** Signs in through the form on /sg/login/<role>, the account's announcements muted first. */
export async function signIn(page: Page, email: string, role: LoginRole, o: SignInOptions = {}) {
  const password = o.password ?? PASSWORD;
  if (!o.keepAnnouncements) await muteAnnouncementsFor(email, role, password, o.site);
  const q = o.returnTo ? `?returnTo=${encodeURIComponent(o.returnTo)}` : '';
  await page.goto(`/sg/login/${role}${q}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the header's account menu. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: /sign out/i })).toBeVisible();
}

/** Signs in through the API and returns the access token. */
export async function apiToken(request: APIRequestContext, email: string, role: LoginRole): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { headers: TENANT, data: { email, password: PASSWORD, role } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()).data.accessToken as string;
}

/** An API session of a demo account, for setting a test's scene quickly (answers the envelope's `data`). */
export async function apiAs(page: Page, email: string, role: 'user' | 'venue') {
  const login = await page.request.post('/api/v2/auth/login', { headers: TENANT, data: { email, password: PASSWORD, role } });
  const headers = { ...TENANT, authorization: `Bearer ${(await login.json()).data.accessToken as string}` };
  return {
    get: async (path: string) => (await (await page.request.get(`/api${path}`, { headers })).json()).data,
    post: async (path: string, data: unknown) => {
      const r = await page.request.post(`/api${path}`, { headers, data });
      expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300);
      return (await r.json()).data;
    },
  };
}

/** The last day ahead the API takes a date for (it answers "Choose a date within 730 days"), less a margin for time zones. */
const LAST_DAY_AHEAD = 725;

/** A random day (YYYY-MM-DD) from `from` days ahead up to the last day the API accepts. */
export function farDay(from: number): string {
  if (from >= LAST_DAY_AHEAD) throw new Error(`farDay: ${from} days ahead is past the ${LAST_DAY_AHEAD}-day limit`);
  const ahead = from + Math.floor(Math.random() * (LAST_DAY_AHEAD - from));
  return new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A day `pick` gives on which the space is free for `ask`, as the venue's estimate says. The suite's
 * tests book the same demo spaces on random far days; two on one day would collide, so each asks
 * for a free one.
 */
export async function freeDay(
  request: APIRequestContext,
  venueSlug: string,
  spaceId: string,
  pick: () => string,
  // No guests by default: an offer may be for more than a layout's capacity (the venue's call).
  ask: { start: string; hours: number; guests?: number } = { start: '10:00', hours: 2 },
): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const day = pick();
    const res = await request.get(`/api/v1/venues/${venueSlug}/estimate`, { headers: TENANT, params: { date: day, ...ask } });
    expect(res.status(), await res.text()).toBe(200);
    const spaces = (await res.json()).data.spaces as { space_id: string; status: string }[];
    if (spaces.some((s) => s.space_id === spaceId && s.status === 'available')) return day;
  }
  throw new Error(`no free day found for space ${spaceId} of ${venueSlug}`);
}

/**
 * The scene of the payment tests: an enquiry of user@demo.test to the demo owner's venue and the
 * owner's pending offer of 2 × SGD 150 (+ 9% GST = SGD 327.00) for 10:00–12:00 (Singapore) on the
 * venue's first space, on a free day at least `from` days ahead.
 */
export async function pendingOffer(customer: Page, venue: Page, from: number, message: string) {
  const owner = await apiAs(venue, 'owner@demo.test', 'venue');
  const user = await apiAs(customer, 'user@demo.test', 'user');
  const venueRef = (await owner.get('/v1/enquiries?limit=1')).data[0].venue as { _id: string; slug: string };
  const space = (await user.get(`/v1/venues/${venueRef.slug}`)).spaces[0] as { _id: string };
  const day = await freeDay(customer.request, venueRef.slug, space._id, () => farDay(from));
  const enquiry = await user.post('/v1/enquiries', { venue_id: venueRef._id, event_type: 'meetings', event_date: day, start_time: '10:00', end_time: '12:00', guests: 8, message: `${message} ${Date.now()}` });
  const start = new Date(`${day}T02:00:00Z`);
  const offer = await owner.post(`/v1/enquiries/${enquiry._id}/offers`, {
    space_id: space._id,
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    guests: 8,
    lines: [{ description: 'Meeting room, 2 hours', quantity: 2, unit_amount_minor: 15_000 }],
    expires_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    note: '',
  });
  return { owner, user, day, enquiryId: enquiry._id as string, offerId: offer._id as string };
}
