import { createRequire } from 'node:module';
import { expect, hydrating, pageInNewContext, test, type APIRequestContext, type Browser, type Cookie, type Page } from './fixtures';
import { TENANT, farDay, signIn } from './helpers';
import { muteAnnouncements, verifiedAccount } from './accounts-helpers';
import { expectNoSeriousA11yViolations, seriousA11yViolations } from './axe';
import { countScripts, kbOf, listScripts, pageLimit, recordWeight } from './page-weight';

// Every page of the site passes axe-core's default rules with no serious or critical violation.
// The pages come from the site's table as the builds write it (each remote's dist/routes.json,
// merged in matching order as the server answers /routes.json): a page a remote adds without a
// sample below fails here, so new pages are held to the same bar.
// Each page of the walk is a cold visit in a browser context of its own, so the walk also counts the
// JavaScript each page downloads against its budget (page-weight.ts): one visit for both checks.

interface RouteHint {
  /** The pattern, the product's name written in (`/:country/venuely/:whyvenue`). */
  pattern: string;
  remote: string;
  guarded: boolean;
}

const { builtSiteRoutes } = createRequire(import.meta.url)('../../packages/mf-kit/webpack/site-routes.cjs') as {
  builtSiteRoutes: () => { pattern: string; remote: string; guard?: string }[];
};
const PRODUCT = process.env.PRODUCT || 'venuely';
const hints: RouteHint[] = builtSiteRoutes().map((r) => ({ pattern: r.pattern.replace('/:product/', `/${PRODUCT}/`), remote: r.remote, guarded: r.guard !== undefined }));

/** Who looks at the page: a visitor, a customer (a new account of its own), the demo venue owner, or a full admin. */
type Who = 'visitor' | 'customer' | 'owner' | 'admin';

interface Sample {
  /** The path to open; `{venue}`, `{folder}` and `{announcement}` are filled from the demo data. */
  path: string;
  as?: Who;
  /** What shows that the page has rendered (default: its level-1 heading). */
  ready?: (page: Page) => Promise<void>;
}

const READY_MS = 20_000;
const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: READY_MS });
/** A page that answers a broken e-mail link or callback with its "link invalid" state. */
const alert = (page: Page) => expect(page.getByRole('alert').first()).toBeVisible({ timeout: READY_MS });
const text = (words: RegExp) => (page: Page) => expect(page.getByRole('main').getByText(words).first()).toBeVisible({ timeout: READY_MS });

/**
 * A sample for every route pattern of the site (the product's pages carry its slug). Guarded pages
 * are visited by someone they let in.
 */
const SAMPLES: Record<string, Sample[]> = {
  '/forgot-password': [{ path: '/forgot-password' }],
  '/forgot-password/password-reset/:reset_token': [{ path: '/forgot-password/password-reset/not-a-real-token', ready: h1 }],
  '/signup/complete-profile/:token': [{ path: '/signup/complete-profile/not-a-real-token' }],
  '/verify-email/:token': [{ path: '/verify-email/not-a-real-token' }],
  '/callback/google': [{ path: '/callback/google', ready: alert }],
  '/onboarding-success': [{ path: '/onboarding-success', ready: text(/you are all set/i) }],
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
  '/:country/compare': [{ path: '/sg/compare?venues={compareVenues}' }],
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
  '/:country/shortlists/:id': [{ path: '/sg/shortlists/{folder}', as: 'customer' }],
  '/:country/shortlists/join/:token': [{ path: '/sg/shortlists/join/{shareToken}', as: 'owner' }],
  '/:country/enquiries': [{ path: '/sg/enquiries', as: 'customer' }],
  '/:country/enquiries/new': [{ path: '/sg/enquiries/new?venue={venue}', as: 'customer' }],
  '/:country/enquiries/status/:status': [{ path: '/sg/enquiries/status/open', as: 'customer' }],
  '/:country/enquiries/types/:type': [{ path: '/sg/enquiries/types/meetings', as: 'customer' }],
  '/:country/enquiries/message/copy-id': [{ path: '/sg/enquiries/message/copy-id?id={enquiry}', as: 'customer' }],
  '/:country/enquiries/message/:id': [{ path: '/sg/enquiries/message/{enquiry}', as: 'customer' }],
  '/:country/enquiries/:enquiry': [{ path: '/sg/enquiries/{enquiry}', as: 'customer' }],
  '/:country/enquiries/:enquiry/custom-offer': [{ path: '/sg/enquiries/{scene}/custom-offer', as: 'owner' }],
  '/:country/enquiries/:enquiry/update-offer/:offer': [{ path: '/sg/enquiries/{scene}/update-offer/{offer}', as: 'owner' }],
  '/:country/enquiries/:enquiry/view-offer/:offer': [
    { path: '/sg/enquiries/{scene}/view-offer/{offer}', as: 'customer' },
    { path: '/sg/enquiries/{scene}/view-offer/{offer}', as: 'owner' },
  ],
  '/:country/enquiries/:enquiry/review-booking/:offer': [{ path: '/sg/enquiries/{scene}/review-booking/{offer}', as: 'customer' }],
  '/:country/enquiries/:enquiry/request-to-book': [{ path: '/sg/enquiries/{scene}/request-to-book', as: 'customer' }],
  '/:country/enquiries/:enquiry/invoice': [{ path: '/sg/enquiries/{paid}/invoice?booking={booking}', as: 'customer' }],
  '/:country/enquiries/:enquiry/receipt': [{ path: '/sg/enquiries/{paid}/receipt?booking={booking}', as: 'customer' }],
  '/:country/enquiries/:enquiry/sucess-payment': [{ path: '/sg/enquiries/{paid}/sucess-payment?payment={paidPayment}', as: 'customer' }],
  '/:country/enquiries/:enquiry/request-extra-charges_draft': [{ path: '/sg/enquiries/{paid}/request-extra-charges_draft?booking={booking}', as: 'owner' }],
  '/:country/enquiries/:enquiry/cancel-booking_draft': [{ path: '/sg/enquiries/{paid}/cancel-booking_draft?booking={booking}', as: 'customer' }],
  '/:country/enquiries/:enquiry/cancel-booking-details': [{ path: '/sg/enquiries/{paid}/cancel-booking-details?booking={booking}', as: 'owner' }],
  '/:country/enquiries/:enquiry/view-offer/:offer/review-payment': [{ path: '/sg/enquiries/{paid}/view-offer/{payOffer}/review-payment', as: 'customer' }],
  '/:country/enquiries/:enquiry/checkout/:payment': [{ path: '/sg/enquiries/{paid}/checkout/{payment}', as: 'customer' }],
  '/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking': [{ path: '/sg/enquiries/{paid}/cancellation/{paidOffer}/booking/{booking}', as: 'customer' }],
  '/:country/enquiries/:enquiry/cancellation/:offer/booking/:booking/details': [
    { path: '/sg/enquiries/{paid}/cancellation/{paidOffer}/booking/{booking}/details', as: 'customer' },
    { path: '/sg/enquiries/{paid}/cancellation/{paidOffer}/booking/{booking}/details', as: 'owner' },
  ],
  '/:country/user-enquiries/:enquiry/booking': [{ path: '/sg/user-enquiries/{paid}/booking?booking={booking}', as: 'customer' }],
  '/:country/bookings': [
    { path: '/sg/bookings', as: 'customer' },
    { path: '/sg/bookings', as: 'owner' },
  ],
  '/:country/user-enquiries/types/:type': [{ path: '/sg/user-enquiries/types/meetings', as: 'customer' }],
  '/:country/user-enquiries/:enquiry': [{ path: '/sg/user-enquiries/{enquiry}', as: 'customer' }],
  '/:country/user-enquiries/:enquiry/list-view': [{ path: '/sg/user-enquiries/{enquiry}/list-view', as: 'customer' }],
  '/:country/admin': [{ path: '/sg/admin', as: 'admin' }],
  '/:country/announcements/list': [{ path: '/sg/announcements/list', as: 'admin' }],
  '/:country/payments/refunds': [{ path: '/sg/payments/refunds', as: 'admin' }],
  '/:country/payments/payouts': [{ path: '/sg/payments/payouts', as: 'admin' }],
  '/:country/announcements/add': [{ path: '/sg/announcements/add', as: 'admin' }],
  '/:country/announcements/announcement/:announcementId': [{ path: '/sg/announcements/announcement/{announcement}', as: 'admin' }],
  // The owners' area (mf-owner) and the draft preview, as the demo owner.
  '/callback/venue/transfer-ownership/:token': [{ path: '/callback/venue/transfer-ownership/not-a-real-token', as: 'owner' }],
  '/:country/dashboard': [{ path: '/sg/dashboard', as: 'owner' }],
  '/:country/venues/management': [{ path: '/sg/venues/management', as: 'owner' }],
  '/:country/venues/management/drafts': [{ path: '/sg/venues/management/drafts', as: 'owner' }],
  '/:country/venues/management/new-venue': [{ path: '/sg/venues/management/new-venue', as: 'owner' }],
  '/:country/venues/management/sales/:venueId': [{ path: '/sg/venues/management/sales/{ownerVenue}', as: 'owner' }],
  '/:country/venues/management/venue/:venueId': [{ path: '/sg/venues/management/venue/{ownerVenue}', as: 'owner' }],
  '/:country/venues/management/venue/:venueId/:formId': [
    { path: '/sg/venues/management/venue/{ownerVenue}/location', as: 'owner' },
    { path: '/sg/venues/management/venue/{ownerVenue}/policies', as: 'owner' },
  ],
  '/:country/venues/management/venue/:venueId/spaces/:spaceId': [{ path: '/sg/venues/management/venue/{ownerVenue}/spaces/{ownerSpace}', as: 'owner' }],
  '/:country/venues/management/venue/:venueId/spaces/:spaceId/:spaceFormId': [
    { path: '/sg/venues/management/venue/{ownerVenue}/spaces/{ownerSpace}/capacity', as: 'owner' },
  ],
  '/:country/venues/venue_id_draft': [{ path: '/sg/venues/venue_id_draft?venue={ownerVenue}', as: 'owner' }],
  '/:country/availability': [{ path: '/sg/availability', as: 'owner' }],
  '/:country/team-members': [{ path: '/sg/team-members', as: 'owner' }],
  '/:country/sales': [{ path: '/sg/sales', as: 'owner' }],
  // Without Stripe keys (the suite's server): the page says payouts need Stripe configured.
  '/:country/payouts': [{ path: '/sg/payouts', as: 'owner', ready: h1 }],
  // Administration (mf-admin), as a full administrator.
  '/:country/settings': [{ path: '/sg/settings', as: 'admin' }],
  '/:country/settings/countries': [{ path: '/sg/settings/countries', as: 'admin' }],
  '/:country/settings/countries/:countryId': [{ path: '/sg/settings/countries/{storefront}', as: 'admin' }],
  '/:country/settings/add-country': [{ path: '/sg/settings/add-country', as: 'admin' }],
  '/:country/settings/country': [{ path: '/sg/settings/country', as: 'admin' }],
  '/:country/settings/country/:countryId': [{ path: '/sg/settings/country/{storefront}', as: 'admin' }],
  '/:country/settings/admins': [{ path: '/sg/settings/admins', as: 'admin' }],
  '/:country/settings/audit-log': [{ path: '/sg/settings/audit-log', as: 'admin' }],
  '/:country/venues/management/admin-venue': [{ path: '/sg/venues/management/admin-venue', as: 'admin' }],
  '/:country/venues/management/admin-venue/:venueId': [{ path: '/sg/venues/management/admin-venue/{reviewVenue}', as: 'admin' }],
  '/:country/ratings': [{ path: '/sg/ratings', as: 'admin' }],
};

/** The main pages are also checked in dark mode; the first three at a phone's width too. */
const MAIN_PAGES = ['/sg', '/sg/venues', '/sg/venues/{venue}', '/sg/login/user', '/sg/signup/user', '/sg/contact-us'];
const PHONE_PAGES = MAIN_PAGES.slice(0, 3);
/** The dark-mode cookie of the product (packages/contracts COOKIE_NAMES.darkMode). */
const DARK_MODE_COOKIE = 'venuelyDarkmode';

// ---- What the samples need, each gathered once per worker and only when a page asks -------------

/** Runs `make` once; later calls share its answer. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

async function signedInCookies(browser: Browser, signInWith: (page: Page) => Promise<void>): Promise<Cookie[]> {
  const page = await pageInNewContext(browser);
  await signInWith(page);
  const cookies = await page.context().cookies();
  await page.context().close();
  return cookies;
}

const bearer = (cookies: Cookie[]) => {
  const token = cookies.find((c) => c.name === 'accessToken')?.value;
  expect(token, 'signed in').toBeTruthy();
  return { ...TENANT, authorization: `Bearer ${decodeURIComponent(token!)}` };
};

/** The worker's browser and API client, set by each test (the helpers below need them). */
let browser: Browser;
let request: APIRequestContext;

// A new customer, so the run changes no demo account; signIn mutes its announcement pop-ups.
const customer = once(async () => {
  const person = await verifiedAccount(request, 'user', 'a11y');
  return signedInCookies(browser, (page) => signIn(page, person.email, 'user', { password: person.password }));
});
const admin = once(() => signedInCookies(browser, (page) => signIn(page, 'admin@demo.test', 'admin')));
const owner = once(() => signedInCookies(browser, (page) => signIn(page, 'owner@demo.test', 'venue')));

const venue = once(async () => {
  const res = await request.get('/api/v1/venues/search', { headers: TENANT, params: { country: 'sg' } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.data as { _id: string; slug: string }[])[0]!;
});

/** Two demo venues of sg (the first two of the search), for the compare page's table. */
const compareVenues = once(async () => {
  const res = await request.get('/api/v1/venues/search', { headers: TENANT, params: { country: 'sg' } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.data as { slug: string }[]).slice(0, 2).map((v) => v.slug).join(',');
});

/** A folder of the customer's with a venue in it, so the folder page shows its cards. */
const folder = once(async () => {
  const headers = bearer(await customer());
  const res = await request.post('/api/v1/favorites/folders', { headers, data: { name: 'Accessible venues' } });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  const saved = await request.post('/api/v1/favorites', { headers, data: { venue_id: (await venue())._id, folder_id: id } });
  expect(saved.status()).toBe(201);
  return id;
});

/** The link to the customer's folder, shared (the owner account opens it to join). */
const shareToken = once(async () => {
  const res = await request.post(`/api/v1/shortlists/${await folder()}/share`, { headers: bearer(await customer()) });
  expect(res.status()).toBe(200);
  return (await res.json()).data.share_token as string;
});

/** A conversation of the customer's with a venue, so the chat pages show messages. */
const enquiry = once(async () => {
  const headers = bearer(await customer());
  const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post('/api/v1/enquiries', {
    headers,
    data: { venue_id: (await venue())._id, event_type: 'meetings', event_date: date, start_time: '09:00', end_time: '12:00', guests: 10, message: 'Is the space free that morning?' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id as string;
});

/** The customer's enquiry to one of the owner's venues, with an offer from the owner: the offer pages. */
const scene = once(async () => {
  const ownerHeaders = bearer(await owner());
  const mine = await request.get('/api/v1/enquiries', { headers: ownerHeaders, params: { limit: 1 } });
  const slug = (await mine.json()).data.data[0].venue.slug as string;
  const place = (await (await request.get(`/api/v1/venues/${slug}`, { headers: TENANT })).json()).data as { _id: string; spaces: { _id: string }[] };
  // A day of its own: a failed test restarts the worker, which makes the scene again.
  const day = farDay(200);
  const made = await request.post('/api/v1/enquiries', {
    headers: bearer(await customer()),
    data: { venue_id: place._id, event_type: 'workshops', event_date: day, start_time: '10:00', end_time: '13:00', guests: 12, message: 'Could you send us an offer?' },
  });
  expect(made.status()).toBe(201);
  const enquiryId = (await made.json()).data._id as string;
  const offer = await request.post(`/api/v1/enquiries/${enquiryId}/offers`, {
    headers: ownerHeaders,
    data: {
      space_id: place.spaces[0]!._id,
      start_at: `${day}T10:00:00+08:00`,
      end_at: `${day}T13:00:00+08:00`,
      guests: 12,
      lines: [{ description: 'Room hire', quantity: 3, unit_amount_minor: 9000 }],
      expires_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      note: 'Coffee included.',
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  return { enquiry: enquiryId, offer: (await offer.json()).data._id as string };
});

/**
 * The customer's paid booking with one of the owner's venues, and a second accepted offer left at
 * checkout: the payment and booking pages.
 */
const paid = once(async () => {
  const ownerHeaders = bearer(await owner());
  const customerHeaders = bearer(await customer());
  const mine = await request.get('/api/v1/enquiries', { headers: ownerHeaders, params: { limit: 1 } });
  const slug = (await mine.json()).data.data[0].venue.slug as string;
  const place = (await (await request.get(`/api/v1/venues/${slug}`, { headers: TENANT })).json()).data as { _id: string; spaces: { _id: string }[] };
  const day = farDay(200);
  const made = await request.post('/api/v1/enquiries', {
    headers: customerHeaders,
    data: { venue_id: place._id, event_type: 'meetings', event_date: day, start_time: '09:00', end_time: '12:00', guests: 10, message: 'Two options, please.' },
  });
  expect(made.status()).toBe(201);
  const enquiryId = (await made.json()).data._id as string;
  const offerAt = async (from: string, to: string) => {
    const r = await request.post(`/api/v1/enquiries/${enquiryId}/offers`, {
      headers: ownerHeaders,
      data: { space_id: place.spaces[0]!._id, start_at: `${day}T${from}:00+08:00`, end_at: `${day}T${to}:00+08:00`, guests: 10, lines: [{ description: 'Room hire', quantity: 3, unit_amount_minor: 9000 }], expires_at: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    });
    expect(r.status(), await r.text()).toBe(201);
    const id = (await r.json()).data._id as string;
    expect((await request.post(`/api/v1/offers/${id}/accept`, { headers: customerHeaders })).status()).toBe(200);
    const c = await request.post(`/api/v1/offers/${id}/checkout`, { headers: { ...customerHeaders, 'idempotency-key': `a11y-${id}` } });
    expect(c.status()).toBe(201);
    return { offer: id, payment: (await c.json()).data.payment_id as string };
  };
  const waiting = await offerAt('14:00', '16:00');
  const done = await offerAt('09:00', '12:00');
  const confirmed = await request.post(`/api/v1/payments/${done.payment}/confirm`, { headers: customerHeaders, data: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } });
  expect(confirmed.status()).toBe(200);
  return { enquiry: enquiryId, paidOffer: done.offer, paidPayment: done.payment, booking: (await confirmed.json()).data.booking_id as string, payOffer: waiting.offer, payment: waiting.payment };
});

const announcement = once(async () => {
  const res = await request.get('/api/v1/admin/announcements', { headers: bearer(await admin()), params: { page: 1, limit: 1 } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.data as { _id: string }[])[0]!._id;
});

/** The demo owner's published venue (the first of its list) and its first space. */
const ownerVenue = once(async () => {
  const headers = bearer(await owner());
  const list = await request.get('/api/v1/owner/venues', { headers, params: { status: 'published', limit: 1 } });
  expect(list.status()).toBe(200);
  const id = ((await list.json()).data.data as { _id: string }[])[0]!._id;
  const one = await request.get(`/api/v1/owner/venues/${id}`, { headers });
  expect(one.status()).toBe(200);
  return { venue: id, space: ((await one.json()).data.spaces as { _id: string }[])[0]!._id };
});

/** A storefront's id (the first by name) and a venue waiting for review. */
const storefront = once(async () => {
  const res = await request.get('/api/v1/admin/country-settings', { headers: bearer(await admin()) });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { _id: string }[])[0]!._id;
});
const reviewVenue = once(async () => {
  const res = await request.get('/api/v1/admin/venues', { headers: bearer(await admin()), params: { limit: 1 } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.data as { _id: string }[])[0]!._id;
});

async function fill(path: string): Promise<string> {
  if (path.includes('{ownerVenue}')) path = path.replace('{ownerVenue}', (await ownerVenue()).venue);
  if (path.includes('{ownerSpace}')) path = path.replace('{ownerSpace}', (await ownerVenue()).space);
  if (path.includes('{storefront}')) path = path.replace('{storefront}', await storefront());
  if (path.includes('{reviewVenue}')) path = path.replace('{reviewVenue}', await reviewVenue());
  if (path.includes('{venue}')) path = path.replace('{venue}', (await venue()).slug);
  if (path.includes('{compareVenues}')) path = path.replace('{compareVenues}', await compareVenues());
  if (path.includes('{folder}')) path = path.replace('{folder}', await folder());
  if (path.includes('{shareToken}')) path = path.replace('{shareToken}', await shareToken());
  if (path.includes('{announcement}')) path = path.replace('{announcement}', await announcement());
  if (path.includes('{enquiry}')) path = path.replace('{enquiry}', await enquiry());
  if (path.includes('{scene}')) path = path.replace('{scene}', (await scene()).enquiry);
  if (path.includes('{offer}')) path = path.replace('{offer}', (await scene()).offer);
  if (path.includes('{paid}')) {
    const p = await paid();
    for (const k of ['paidOffer', 'paidPayment', 'booking', 'payOffer', 'payment'] as const) path = path.replace(`{${k}}`, p[k]);
    path = path.replace('{paid}', p.enquiry);
  }
  return path;
}

/** Waits for running animations (a dialog fading in, its backdrop) to end: axe would measure the faded colours. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** Opens a sample and waits for it to render; a page that does not render is a soft failure too. */
async function open(page: Page, sample: Sample, path?: string): Promise<string> {
  path ??= await fill(sample.path);
  await page.goto(path);
  // Soft: the check goes on to the next page; the ready check has its own, longer wait (a remote's
  // first load on a busy machine).
  await (sample.ready ?? h1)(page).catch((e: Error) => expect.soft(e.message, `${path} did not render`).toBe(''));
  // Let late content (lazy sections, the session's calls, fonts) settle before checking.
  await page.waitForLoadState('networkidle');
  // Buttons fade in as a lazy chunk (charts) lands; axe would measure the half-faded text.
  await settled(page);
  return path;
}

/**
 * A cold visit of a sample (a new browser context: nothing cached) with these cookies: axe's check,
 * then the scripts the visit downloaded against the page's budget. Answers the context's cookies at
 * the end, which the next visit takes: a refreshed session rotates its refresh token, and a token
 * used twice would end the session (docs/adr/0004-session-tokens-and-errors.md). With `verify`, the
 * sizes are checked against the bodies the browser received (page-weight.ts, countScripts).
 */
async function coldVisit(route: RouteHint, sample: Sample, who: Who, cookies: Cookie[], verify = false): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    await context.addCookies(cookies);
    const page = hydrating(await context.newPage());
    const path = await fill(sample.path);
    const scripts = countScripts(page, new URL(path, 'http://site').pathname, { verify });
    await open(page, sample, path);
    await expectNoSeriousA11yViolations(page, path);
    const got = await scripts.take();
    const kb = kbOf(got);
    const limit = pageLimit(route.pattern, route.guarded);
    recordWeight({ pattern: route.pattern, path, who, kb: Math.round(kb * 10) / 10, limit: limit.kb });
    expect.soft(kb, `${path}: ${kb.toFixed(1)} KB of JavaScript (gzip) cold, over ${limit.why} of ${limit.kb} KB:\n${listScripts(got)}`).toBeLessThanOrEqual(limit.kb);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** Each sample of the routes, with who opens it. */
const pages = hints.flatMap((route) => (SAMPLES[route.pattern] ?? []).map((sample) => ({ route, sample, who: sample.as ?? 'visitor' })));

/** A page's time budget in a walk (each page a cold visit). */
const PER_PAGE_MS = 20_000;

// ---- The checks --------------------------------------------------------------------------------

test.describe('accessibility (axe-core, no serious or critical violation)', () => {
  test.beforeEach(({ browser: b, request: r }) => {
    browser = b;
    request = r;
  });

  test('every route of the site has a sample here, and every sample a route', () => {
    const patterns = hints.map((r) => r.pattern);
    expect(patterns.filter((p) => !SAMPLES[p]), 'routes without a sample: add them to SAMPLES').toEqual([]);
    expect(Object.keys(SAMPLES).filter((p) => !patterns.includes(p)), 'samples of routes the site no longer has').toEqual([]);
    for (const { route, who } of pages) expect.soft(route.guarded && who === 'visitor', `${route.pattern} is guarded: open it signed in`).toBe(false);
  });

  test('the check fails a page with a serious violation', async ({ page }) => {
    await page.goto('/sg/about-us');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A button with no name (critical) and an image with no text alternative (critical).
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button type="button"></button><img src="/favicon.ico">'));
    const rules = (await seriousA11yViolations(page)).map((v) => v.id);
    expect(rules).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
  });

  for (const who of ['visitor', 'customer', 'owner', 'admin'] as const) {
    const mine = pages.filter((p) => p.who === who);
    test(`every page ${who === 'visitor' ? 'a visitor sees' : `a ${who} sees`} (${mine.length}), and its JavaScript`, async () => {
      test.setTimeout(60_000 + PER_PAGE_MS * mine.length);
      const signedIn = { visitor: async () => [], customer, owner, admin }[who];
      let cookies = await signedIn();
      for (const [i, { route, sample }] of mine.entries()) {
        await test.step(sample.path, async () => {
          // The first page of each walk also reads its scripts' bodies back from the browser.
          cookies = await coldVisit(route, sample, who, cookies, i === 0);
        });
      }
    });
  }

  test('the main pages in dark mode', async ({ page, baseURL }) => {
    test.setTimeout(30_000 + PER_PAGE_MS * MAIN_PAGES.length);
    await page.context().addCookies([{ name: DARK_MODE_COOKIE, value: 'true', url: baseURL! }]);
    for (const path of MAIN_PAGES) {
      await test.step(path, async () => {
        const opened = await open(page, { path });
        await expect.soft(page.locator('body')).toHaveClass(/theme-dark/);
        await expectNoSeriousA11yViolations(page, `${opened} (dark)`);
      });
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('landing, search and venue', async ({ page }) => {
      test.setTimeout(30_000 + PER_PAGE_MS * PHONE_PAGES.length);
      for (const path of PHONE_PAGES) {
        await test.step(path, async () => {
          const opened = await open(page, { path });
          await expectNoSeriousA11yViolations(page, `${opened} (phone)`);
        });
      }
    });
  });

  test('dialogs: the announcement pop-up and save to favourites', async ({ page }) => {
    test.setTimeout(30_000 + PER_PAGE_MS * 2);
    // A new account sees the current announcements when it signs in.
    const person = await verifiedAccount(request, 'user', 'a11y-popup');
    await page.goto('/sg/login/user');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, 'the announcement pop-up');
    await muteAnnouncements(page);

    await open(page, { path: '/sg/venues/{venue}' });
    await page.getByRole('button', { name: /to favourites|change folders/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Save to favourites' })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, 'the save-to-favourites dialog');
  });
});
