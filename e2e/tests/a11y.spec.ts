import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test';
import { TENANT, signIn } from './helpers';
import { muteAnnouncements, signInAs, verifiedAccount } from './accounts-helpers';
import { expectNoSeriousA11yViolations } from './axe';

// Every page of the site passes axe-core's default rules with no serious or critical violation
// (issue 9 §8). The pages come from the shell's route table as the build writes it
// (shell/dist/route-hints.json): a route added to the shell without a sample below fails here,
// so new pages are held to the same bar.

interface RouteHint {
  pattern: string;
  remote: string;
  guarded: boolean;
}

const HINTS_FILE = fileURLToPath(new URL('../../shell/dist/route-hints.json', import.meta.url));
const hints = (JSON.parse(readFileSync(HINTS_FILE, 'utf8')) as { routes: RouteHint[] }).routes;

/** Who looks at the page: a visitor, a customer (a new account of its own), or a full admin. */
type Who = 'visitor' | 'customer' | 'admin';

interface Sample {
  /** The path to open; `{venue}`, `{folder}` and `{announcement}` are filled from the demo data. */
  path: string;
  as?: Who;
  /** What shows that the page has rendered (default: its level-1 heading). */
  ready?: (page: Page) => Promise<void>;
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
/** A page that answers a broken e-mail link or callback with its "link invalid" state. */
const alert = (page: Page) => expect(page.getByRole('alert').first()).toBeVisible();

/**
 * A sample for every route pattern of the shell (as route-hints.json spells it: the product's
 * pages carry its slug). Guarded pages are visited by someone they let in.
 */
const SAMPLES: Record<string, Sample[]> = {
  '/forgot-password': [{ path: '/forgot-password' }],
  '/forgot-password/password-reset/:reset_token': [{ path: '/forgot-password/password-reset/not-a-real-token', ready: h1 }],
  '/signup/complete-profile/:token': [{ path: '/signup/complete-profile/not-a-real-token' }],
  '/verify-email/:token': [{ path: '/verify-email/not-a-real-token' }],
  '/callback/google': [{ path: '/callback/google', ready: alert }],
  '/onboarding-success': [{ path: '/onboarding-success' }],
  '/redirect-page': [{ path: '/redirect-page?to=%2Fsg%2Fabout-us' }],
  '/:country': [{ path: '/sg' }],
  '/:country/about-us': [{ path: '/sg/about-us' }],
  '/:country/about-us/:termsandprivacy': [{ path: '/sg/about-us/terms' }, { path: '/sg/about-us/privacy' }],
  '/:country/contact-us': [{ path: '/sg/contact-us' }],
  '/:country/termsandcondition': [{ path: '/sg/termsandcondition' }],
  '/:country/insights': [{ path: '/sg/insights' }],
  '/:country/support/FAQ': [{ path: '/sg/support/FAQ' }],
  '/:country/support/FAQ-cancellation': [{ path: '/sg/support/FAQ-cancellation' }],
  '/:country/venuely/:whyvenue': [{ path: '/sg/venuely/why-venuely' }],
  '/:country/venues': [{ path: '/sg/venues' }],
  '/:country/venues/search': [{ path: '/sg/venues/search?event_type=corporate-events&guests=60' }],
  '/:country/venues/recommended': [{ path: '/sg/venues/recommended' }],
  '/:country/venues/:venue': [{ path: '/sg/venues/{venue}' }],
  '/:country/venues/:venue/photos': [{ path: '/sg/venues/{venue}/photos' }],
  '/:country/space': [{ path: '/sg/space' }],
  '/:country/space/:spaceType': [{ path: '/sg/space/function' }],
  '/:country/favorites': [{ path: '/sg/favorites', as: 'customer' }],
  '/:country/favorites/favoritesfolder': [{ path: '/sg/favorites/favoritesfolder?folder={folder}', as: 'customer' }],
  '/:country/favorites/recentlyviewed': [{ path: '/sg/favorites/recentlyviewed' }],
  '/:country/login': [{ path: '/sg/login' }],
  '/:country/login/user': [{ path: '/sg/login/user' }],
  '/:country/login/venue': [{ path: '/sg/login/venue' }],
  '/:country/login/admin': [{ path: '/sg/login/admin' }],
  '/:country/login/createas': [{ path: '/sg/login/createas' }],
  // Signing out leads to the home page; a visitor's visit shows where it lands.
  '/:country/sign-out': [{ path: '/sg/sign-out' }],
  '/:country/sign-up': [{ path: '/sg/sign-up' }],
  '/:country/signup': [{ path: '/sg/signup' }],
  '/:country/signup/user': [{ path: '/sg/signup/user' }],
  '/:country/signup/venue': [{ path: '/sg/signup/venue' }],
  '/:country/list-your-venue': [{ path: '/sg/list-your-venue' }],
  '/:country/profile': [{ path: '/sg/profile', as: 'customer' }],
  '/:country/profile/general-information': [{ path: '/sg/profile/general-information', as: 'customer' }],
  '/:country/profile/account-settings': [{ path: '/sg/profile/account-settings', as: 'customer' }],
  '/:country/profile/billing-details': [{ path: '/sg/profile/billing-details', as: 'customer' }],
  '/:country/profile/notifications': [{ path: '/sg/profile/notifications', as: 'customer' }],
  '/:country/profile/password': [{ path: '/sg/profile/password', as: 'customer' }],
  '/:country/profile/reviews': [{ path: '/sg/profile/reviews', as: 'customer' }],
  '/:country/profile/delete-account': [{ path: '/sg/profile/delete-account', as: 'customer' }],
  '/:country/announcements/list': [{ path: '/sg/announcements/list', as: 'admin' }],
  '/:country/announcements/add': [{ path: '/sg/announcements/add', as: 'admin' }],
  '/:country/announcements/announcement/:announcementId': [{ path: '/sg/announcements/announcement/{announcement}', as: 'admin' }],
};

/** The main pages (issue 9 §8) are also checked in dark mode; the first three at a phone's width too. */
const MAIN_PAGES = ['/sg', '/sg/venues', '/sg/venues/{venue}', '/sg/login/user', '/sg/signup/user', '/sg/contact-us'];
const PHONE_PAGES = MAIN_PAGES.slice(0, 3);
/** The dark-mode cookie of the product (packages/contracts COOKIE_NAMES.darkMode). */
const DARK_MODE_COOKIE = 'venuelyDarkmode';

// ---- What the samples need, gathered once per worker ------------------------------------------

interface Accounts {
  customer: Cookie[];
  admin: Cookie[];
  venue: string;
  folder: string;
  announcement: string;
}
let accounts: Promise<Accounts> | undefined;

async function signedInCookies(browser: Browser, signInWith: (page: Page) => Promise<void>): Promise<Cookie[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWith(page);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

const bearer = (cookies: Cookie[]) => {
  const token = cookies.find((c) => c.name === 'accessToken')?.value;
  expect(token, 'signed in').toBeTruthy();
  return { ...TENANT, authorization: `Bearer ${decodeURIComponent(token!)}` };
};

async function gather(browser: Browser): Promise<Accounts> {
  const context = await browser.newContext();
  const request = context.request;
  // A new customer, so the run changes no demo account; signInAs mutes its announcement pop-ups.
  const person = await verifiedAccount(request, 'user', 'a11y');
  const [customer, admin] = await Promise.all([
    signedInCookies(browser, (page) => signInAs(page, person.email, person.password)),
    signedInCookies(browser, (page) => signIn(page, 'admin@demo.test', 'admin')),
  ]);
  const venues = await request.get('/api/v1/venues/search', { headers: TENANT, params: { country: 'sg' } });
  expect(venues.status()).toBe(200);
  const venue = ((await venues.json()).data.data as { _id: string; slug: string }[])[0]!;
  // A folder with a venue in it, so the folder page shows its cards.
  const folderRes = await request.post('/api/v1/favorites/folders', { headers: bearer(customer), data: { name: 'Accessible venues' } });
  expect(folderRes.status()).toBe(201);
  const folder = (await folderRes.json()).data._id as string;
  const saved = await request.post('/api/v1/favorites', { headers: bearer(customer), data: { venue_id: venue._id, folder_id: folder } });
  expect(saved.status()).toBe(201);
  const list = await request.get('/api/v1/admin/announcements', { headers: bearer(admin), params: { page: 1, limit: 1 } });
  expect(list.status()).toBe(200);
  const announcement = ((await list.json()).data.data as { _id: string }[])[0]!._id;
  await context.close();
  return { customer, admin, venue: venue.slug, folder, announcement };
}

function demoData(browser: Browser): Promise<Accounts> {
  accounts ??= gather(browser);
  return accounts;
}

function fill(path: string, data: Accounts): string {
  return path.replace('{venue}', data.venue).replace('{folder}', data.folder).replace('{announcement}', data.announcement);
}

async function open(page: Page, browser: Browser, sample: Sample): Promise<string> {
  const data = await demoData(browser);
  if (sample.as === 'customer') await page.context().addCookies(data.customer);
  if (sample.as === 'admin') await page.context().addCookies(data.admin);
  const path = fill(sample.path, data);
  await page.goto(path);
  await (sample.ready ?? h1)(page);
  // Let late content (lazy sections, the session's calls, fonts) settle before checking.
  await page.waitForLoadState('networkidle');
  return path;
}

// ---- The checks --------------------------------------------------------------------------------

test.describe('accessibility (axe-core, no serious or critical violation)', () => {
  test('every route of the shell has a sample here, and every sample a route', () => {
    const patterns = hints.map((r) => r.pattern);
    expect(patterns.filter((p) => !SAMPLES[p]), 'routes without a sample: add them to SAMPLES').toEqual([]);
    expect(Object.keys(SAMPLES).filter((p) => !patterns.includes(p)), 'samples of routes the shell no longer has').toEqual([]);
  });

  for (const route of hints) {
    const samples = SAMPLES[route.pattern] ?? [];
    for (const sample of samples) {
      test(`${sample.path}${sample.as ? ` (${sample.as})` : ''}`, async ({ page, browser }) => {
        if (route.guarded) expect(sample.as, `${route.pattern} is guarded: visit it signed in`).toBeDefined();
        const path = await open(page, browser, sample);
        await expectNoSeriousA11yViolations(page, path);
      });
    }
  }

  test.describe('dark mode', () => {
    for (const path of MAIN_PAGES) {
      test(path, async ({ page, browser, baseURL }) => {
        await page.context().addCookies([{ name: DARK_MODE_COOKIE, value: 'true', url: baseURL! }]);
        const opened = await open(page, browser, { path });
        await expect(page.locator('body')).toHaveClass(/theme-dark/);
        await expectNoSeriousA11yViolations(page, `${opened} (dark)`);
      });
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const path of PHONE_PAGES) {
      test(path, async ({ page, browser }) => {
        const opened = await open(page, browser, { path });
        await expectNoSeriousA11yViolations(page, `${opened} (phone)`);
      });
    }
  });

  test.describe('dialogs', () => {
    test('the announcement pop-up', async ({ page, request }) => {
      const person = await verifiedAccount(request, 'user', 'a11y-popup');
      await page.goto('/sg/login/user');
      await page.getByLabel('E-mail').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the announcement pop-up');
      await muteAnnouncements(page);
    });

    test('save to favourites', async ({ page, browser }) => {
      await open(page, browser, { path: '/sg/venues/{venue}', as: 'customer' });
      await page.getByRole('button', { name: /to favourites|change folders/ }).first().click();
      await expect(page.getByRole('dialog', { name: 'Save to favourites' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the save-to-favourites dialog');
    });
  });
});
