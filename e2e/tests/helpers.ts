import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, SITE, TENANT, type LoginRole } from './sessions';

export { PASSWORD, TENANT, DEMO_ACCOUNTS, storageStateFor, useStoredSession, sessionOf, type LoginRole } from './sessions';
const BASE_URL = SITE;

export const ACCOUNTS = [
  { email: 'user@demo.test', role: 'user', label: 'customer' },
  { email: 'owner@demo.test', role: 'venue', label: 'venue owner' },
  { email: 'lister@demo.test', role: 'venue', label: 'venue admin (lister 2)' },
  { email: 'member@demo.test', role: 'venue', label: 'venue member (lister 4)' },
  { email: 'admin@demo.test', role: 'admin', label: 'full admin' },
  { email: 'sales@demo.test', role: 'admin', label: 'admin sales' },
] as const;

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

/**
 * Signs in through the form on /sg/login/<role>, the account's announcements muted first: for the
 * tests about signing in. The others start from a stored session (storageStateFor, useStoredSession)
 * or, for an account made in the test, sessionOf.
 */
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
/** How many pixels the page is wider than the screen (0 or less: it never scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

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

const isoDay = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

/**
 * The day (days from today) of each test that books, holds or blocks time on a demo space: one of
 * its own, so that tests running side by side never meet on a space and time. Three days apart: a
 * weekday-only test moves to the Monday after (at most two days later), and a run that crosses
 * midnight moves later tests one day on. farDay hands out days from 200 on, so these stay below.
 * A test on a site of its own (payments-stripe.spec.ts) has its own database, but its tests share it.
 */
const DAYS = {
  'accept-and-pay phone': 121,
  'accept-and-pay laptop': 124,
  bookings: 127,
  'chat-phone chat': 130,
  'chat-phone calendar': 133,
  'enquiries offer': 136,
  'estimate block': 139,
  'instant-book phone': 142,
  'instant-book laptop': 145,
  'stripe decline': 148,
  'stripe 3ds': 151,
  'stripe failed 3ds': 154,
  'stripe reload': 157,
  'stripe extra charges': 160,
} as const;
export type DayKey = keyof typeof DAYS;

/** This test's own day (YYYY-MM-DD), a weekday (Monday to Friday) if asked. */
export function dayOf(key: DayKey, o: { weekday?: boolean } = {}): string {
  let ahead: number = DAYS[key];
  if (o.weekday) while ([0, 6].includes(new Date(`${isoDay(ahead)}T00:00:00Z`).getUTCDay())) ahead++;
  return isoDay(ahead);
}

let farDays = 0;
/** Days in a worker's stretch: enough for a spec run with --repeat-each=3. */
const FAR_DAYS_PER_WORKER = 24;
/**
 * A day (YYYY-MM-DD) at least `from` days ahead that no other call of this run gets: this worker's
 * own stretch of days (a worker started after a failure has a new index, so never reuses a day),
 * the next day of it at each call.
 */
export function farDay(from: number): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const ahead = from + worker * FAR_DAYS_PER_WORKER + farDays++;
  if (ahead >= LAST_DAY_AHEAD || farDays > FAR_DAYS_PER_WORKER) throw new Error(`farDay: no day of its own left from ${from} (worker ${worker}, call ${farDays})`);
  return isoDay(ahead);
}

/**
 * Checks that a test's own day is free on the space for `ask`, as the venue's estimate says (the
 * demo data's bookings are weeks ahead, not months: a day taken here is a test that shares its day).
 */
export async function expectFree(
  request: APIRequestContext,
  venueSlug: string,
  spaceId: string,
  day: string,
  // No guests by default: an offer may be for more than a layout's capacity (the venue's call).
  ask: { start: string; hours: number; guests?: number } = { start: '10:00', hours: 2 },
): Promise<string> {
  const res = await request.get(`/api/v1/venues/${venueSlug}/estimate`, { headers: TENANT, params: { date: day, ...ask } });
  expect(res.status(), await res.text()).toBe(200);
  const spaces = (await res.json()).data.spaces as { space_id: string; status: string }[];
  expect(spaces.find((s) => s.space_id === spaceId)?.status, `space ${spaceId} of ${venueSlug} on ${day} (${ask.start}, ${ask.hours} h)`).toBe('available');
  return day;
}

/**
 * The scene of the payment tests: an enquiry of user@demo.test to the demo owner's venue and the
 * owner's pending offer of 2 × SGD 150 (+ 9% GST = SGD 327.00) for 10:00–12:00 (Singapore) on the
 * venue's first space, on the test's own day.
 */
export async function pendingOffer(customer: Page, venue: Page, when: DayKey | { day: string }, message: string) {
  const owner = await apiAs(venue, 'owner@demo.test', 'venue');
  const user = await apiAs(customer, 'user@demo.test', 'user');
  const venueRef = (await owner.get('/v1/enquiries?limit=1')).data[0].venue as { _id: string; slug: string };
  const space = (await user.get(`/v1/venues/${venueRef.slug}`)).spaces[0] as { _id: string };
  const day = await expectFree(customer.request, venueRef.slug, space._id, typeof when === 'string' ? dayOf(when) : when.day);
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
