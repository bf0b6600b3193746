import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { announcements, favoriteFolders, mailOutbox, reviews, users, venues } from './db/schema';
import { DEMO_PASSWORD } from './db/seed';
import { api, COMPLETE_SPACE, COMPLETE_VENUE, image, type Session } from './modules/owner-venues/__tests__/fixtures';
import { createTestApp, linkToken, multipartFile, ownersVenueAndRival, TEST_SLOTS_FROM, type InjectOpts, type TestApp } from './test/helpers';

// Who may call what, for EVERY route of the OpenAPI document (docs/permissions.md, "The route
// matrix"): each route has a row here saying, for each of ten callers, whether the call is let
// through or refused and how. A route added to the document without a row fails the first test.
// The rows are written out by hand (not derived from the server's permission tables), so a change
// of who may call what is a change to this file.
//
// "Let through" means the answer is not a refusal (not 401, 403 or 404): a state conflict (409), a
// bad body found after the check (400) or success all show the caller got past authorization.
// Records come from the demo seed and the fixtures below, each owned by a known caller, so the
// other callers' cells are "another user's (or organisation's) record".

// ---------------------------------------------------------------- the callers

const CALLERS = ['anon', 'customer', 'friend', 'owner', 'lister', 'member', 'rival', 'admin', 'sales', 'moderator'] as const;
type Who = (typeof CALLERS)[number];
const EMAIL: Record<Exclude<Who, 'anon'>, [string, 'user' | 'venue' | 'admin']> = {
  /** A customer: owns the fixtures' conversations, bookings, folders and shortlist. */
  customer: ['user@demo.test', 'user'],
  /** Another customer (a member of the customer's shared shortlist). */
  friend: ['friend@demo.test', 'user'],
  /** The first organisation: its owner, a venue admin (assigned_roles 2), a member (4). */
  owner: ['owner@demo.test', 'venue'],
  lister: ['lister@demo.test', 'venue'],
  member: ['member@demo.test', 'venue'],
  /** The owner of another organisation (ownersVenueAndRival). */
  rival: ['rival@demo.test', 'venue'],
  /** Administrators: full, sales (2), moderator (3). */
  admin: ['admin@demo.test', 'admin'],
  sales: ['sales@demo.test', 'admin'],
  moderator: ['moderator@demo.test', 'admin'],
};

/** An answer: let through, or refused with 401 (signed out), 403 (not allowed) or 404 (not yours / not there). */
type Answer = 'ok' | 401 | 403 | 404;
const CODE: Record<string, Answer> = { o: 'ok', u: 401, f: 403, n: 404 };
/**
 * A row: one letter per caller in CALLERS order — o let through, u 401, f 403, n 404:
 *   anon customer friend owner lister member rival admin sales moderator
 */
const row = (s: string): Record<Who, Answer> => {
  const letters = s.split(' ');
  if (letters.length !== CALLERS.length) throw new Error(`a row has ${CALLERS.length} letters: "${s}"`);
  return Object.fromEntries(CALLERS.map((w, i) => [w, CODE[letters[i]!]!])) as Record<Who, Answer>;
};

//                 a c f o l m r A s M
const PUBLIC = 'o o o o o o o o o o';
const SIGNED_IN = 'u o o o o o o o o o';
/** The customer's conversation with the first organisation's venue: both sides' team, nobody else. */
const CONVERSATION = 'u o n o o o n n n n';
/** The customer alone (the venue's team is refused, others find nothing). */
const CUSTOMER_STEP = 'u o n f f f n n n n';
/** The venue's owners and admins in the customer's conversation or booking (offers.send, bookings.manage). */
const VENUE_MANAGES = 'u f n o o f n n n n';
/** Any customer account (instant book); venue teams and administrators are refused. */
const CUSTOMERS = 'u o o f f f f f f f';
/** The customer's own record; nobody else finds it. */
const CUSTOMERS_OWN = 'u o n n n n n n n n';
/** The owner area on a record of the first organisation (venues, availability, team): owner and venue admin. */
const OWNER_AREA = 'u f f o o f n f f f';
/** The owner area about the caller's own organisation (lists, new records): any venue owner or admin. */
const OWN_ORGANISATION = 'u f f o o f o f f f';
/** The customer's own account, or a full administrator (PATCH /v1/user/{id}). */
const SELF = 'u o f f f f f f f f';
const admins = (full: string, sales: string, moderator: string) => `u f f f f f f ${full} ${sales} ${moderator}`;

// ---------------------------------------------------------------- the records

interface Fx {
  customerId: string;
  venue: string;
  slug: string;
  space: string;
  enquiry: string;
  offer: string;
  request: string;
  booking: string;
  payment: string;
  invoice: string;
  charge: string;
  move: string;
  refund: string;
  phoneRequest: string;
  attachment: string;
  folder: string;
  otherFolder: string;
  shortlist: string;
  shortlistToken: string;
  draft: string;
  draftSpace: string;
  venuePhoto: string;
  spacePhoto: string;
  block: string;
  teammate: string;
  feedToken: string;
  transferToken: string;
  announcement: string;
  review: string;
  hiddenReview: string;
  reviewVenue: string;
  storefront: string;
  otherAdmin: string;
}

let t: TestApp;
let a: ReturnType<typeof api>;
let png: Buffer;
const as = {} as Record<Exclude<Who, 'anon'>, Session>;
const fx = {} as Fx;

const v1 = (who: Exclude<Who, 'anon'>, method: InjectOpts['method'], url: string, body?: unknown) => t.req({ method, url: `/api/v1${url}`, token: as[who].accessToken, body });
async function ok<T = { _id: string }>(p: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const r = await p;
  if (r.statusCode !== status) throw new Error(`fixture: expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json().data as T;
}

let days = 0;
let n = 0;
/** 10:00–13:00 in Singapore on a day of its own. */
const slot = () => {
  const d = new Date(TEST_SLOTS_FROM + ++days * 86_400_000).toISOString().slice(0, 10);
  return { start_at: `${d}T02:00:00Z`, end_at: `${d}T05:00:00Z` };
};
const offerBody = () => ({ space_id: fx.space, ...slot(), guests: 10, lines: [{ description: 'Room hire', quantity: 3, unit_amount_minor: 10_000 }], expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString() });
const extraCharge = { lines: [{ description: 'Extra hour', quantity: 1, unit_amount_minor: 10_000 }], note: '' };

const make = {
  enquiry: async () => (await ok(v1('customer', 'POST', '/enquiries', { venue_id: fx.venue, event_type: 'meetings', event_date: new Date(TEST_SLOTS_FROM).toISOString().slice(0, 10), start_time: '10:00', end_time: '13:00', guests: 10, message: 'Route matrix: free that day?' }), 201))._id,
  offer: async (enquiry?: string) => (await ok(v1('owner', 'POST', `/enquiries/${enquiry ?? (await make.enquiry())}/offers`, offerBody()), 201))._id,
  request: async () => (await ok(v1('customer', 'POST', `/enquiries/${await make.enquiry()}/booking-requests`, { space_id: fx.space, ...slot(), guests: 5 }), 201))._id,
  booking: async () => {
    const offer = await make.offer();
    await ok(v1('customer', 'POST', `/offers/${offer}/accept`, {}));
    const { payment_id } = await ok<{ payment_id: string }>(v1('customer', 'POST', `/offers/${offer}/checkout`, {}), 201);
    const paid = await ok<{ booking_id: string }>(v1('customer', 'POST', `/payments/${payment_id}/confirm`, { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }));
    return { booking: paid.booking_id, payment: payment_id };
  },
  charge: async () => (await ok(v1('owner', 'POST', `/bookings/${fx.booking}/extra-charges`, extraCharge), 201))._id,
  /** The customer proposes moving a fresh booking to a day of its own. */
  move: async () => {
    const { booking } = await make.booking();
    const d = new Date(TEST_SLOTS_FROM + ++days * 86_400_000).toISOString().slice(0, 10);
    return (await ok(v1('customer', 'POST', `/bookings/${booking}/moves`, { date: d, start: '10:00', end: '13:00' }), 201))._id;
  },
  folder: async () => (await ok(v1('customer', 'POST', '/favorites/folders', { name: `Matrix ${++n}` }), 201))._id,
  sharedFolder: async () => {
    const id = await make.folder();
    await ok(v1('customer', 'POST', `/shortlists/${id}/share`, {}));
    return id;
  },
  photo: async (url: string) => (await ok<{ photos: { _id: string }[] }>(a.upload(url, as.owner, png), 201)).photos.at(-1)!._id,
  block: async () => {
    const d = new Date(TEST_SLOTS_FROM + ++days * 86_400_000).toISOString().slice(0, 10);
    return (await ok(v1('owner', 'POST', `/spaces/${fx.space}/blocks`, { start_at: `${d}T00:00:00+08:00`, end_at: `${d}T23:00:00+08:00` }), 201))._id;
  },
  teammate: async (email = `route.matrix.${++n}@harbour.test`) => {
    const o = (await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!;
    const [u] = await t.app.db
      .insert(users)
      .values({ tenantId: o.tenantId, email, passwordHash: o.passwordHash, firstName: 'Sam', lastName: 'Matrix', role: 'VENUE_LISTER', assignedRoles: 4, organizationId: o.organizationId, emailVerifiedAt: new Date(), country: 'sg', type: 'venue_lister' })
      .returning();
    return u!.id;
  },
  /** The owner offers the ownership to a new member: the mailed link's token (the member is none of the callers). */
  transferToken: async () => {
    const email = `heir.${++n}@harbour.test`;
    await make.teammate(email);
    await ok(v1('owner', 'POST', '/team/ownership-transfers', { email }), 201);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return linkToken(mail!.text, '/callback/venue/transfer-ownership/');
  },
  feedToken: async () => {
    const feed = await ok<{ url: string }>(v1('owner', 'POST', `/spaces/${fx.space}/calendar-feed/rotate`));
    return /calendar\/([^/.]+)\.ics/.exec(feed.url)![1]!;
  },
  announcement: async () => {
    const tenantId = (await t.app.db.select().from(users).where(eq(users.email, 'admin@demo.test')))[0]!.tenantId;
    const [row] = await t.app.db.insert(announcements).values({ tenantId, title: 'Route matrix', description: 'For the route matrix', target: 'ALL', targetDevice: 'ALL' }).returning();
    return row!.id;
  },
  admin: async () => {
    const me = (await t.app.db.select().from(users).where(eq(users.email, 'admin@demo.test')))[0]!;
    const [u] = await t.app.db
      .insert(users)
      .values({ tenantId: me.tenantId, email: `route.matrix.${++n}@admin.test`, passwordHash: me.passwordHash, firstName: 'Matt', lastName: 'Rix', role: 'ADMIN', assignedRoles: 3, emailVerifiedAt: new Date(), country: 'sg', type: 'admin' })
      .returning();
    return u!.id;
  },
};

beforeAll(async () => {
  t = await createTestApp();
  a = api(t);
  png = await image();
  const demo = await ownersVenueAndRival(t);
  for (const [who, [email, role]] of Object.entries(EMAIL)) as[who as Exclude<Who, 'anon'>] = await t.login(email, role);
  fx.customerId = as.customer.userId;
  fx.venue = demo.venueId;
  fx.space = demo.spaceId;
  fx.slug = (await t.app.db.select().from(venues).where(eq(venues.id, demo.venueId)))[0]!.slug;

  fx.enquiry = await make.enquiry();
  fx.offer = await make.offer(fx.enquiry);
  fx.request = await make.request();
  Object.assign(fx, await make.booking());
  fx.charge = await make.charge();
  fx.move = await make.move();
  const doc = (await ok<{ documents: { _id: string; kind: string }[] }>(v1('customer', 'GET', `/bookings/${fx.booking}`))).documents.find((d) => d.kind === 'invoice')!;
  fx.invoice = doc._id;
  const cancelled = await make.booking();
  const refunds = (await ok<{ refunds: { _id: string }[] }>(v1('customer', 'POST', `/bookings/${cancelled.booking}/cancel`, { reason: 'Plans changed' }))).refunds;
  fx.refund = refunds[0]!._id;
  fx.phoneRequest = (await ok(v1('customer', 'POST', `/enquiries/${fx.enquiry}/phone-requests`), 201))._id;
  const upload = multipartFile('file', 'plan.png', 'image/png', png);
  fx.attachment = (await ok<{ key: string }>(t.req({ method: 'POST', url: `/api/v1/enquiries/${fx.enquiry}/attachments`, token: as.customer.accessToken, body: upload.body, headers: upload.headers }), 201)).key.split('/').at(-1)!;

  fx.folder = await make.folder();
  fx.otherFolder = await make.folder();
  const [shared] = await t.app.db.select().from(favoriteFolders).where(and(eq(favoriteFolders.userId, fx.customerId), isNotNull(favoriteFolders.shareToken)));
  fx.shortlist = shared!.id;
  fx.shortlistToken = shared!.shareToken!;

  fx.draft = (await a.draft(as.owner, { ...COMPLETE_VENUE, name: 'Route Matrix Hall' }))._id;
  fx.draftSpace = (await a.space(as.owner, fx.draft, COMPLETE_SPACE))._id;
  fx.venuePhoto = await make.photo(`/owner/venues/${fx.draft}/photos`);
  fx.spacePhoto = await make.photo(`/space/${fx.draftSpace}/photos`);
  fx.block = await make.block();
  fx.teammate = await make.teammate();
  fx.feedToken = await make.feedToken();

  fx.announcement = await make.announcement();
  const [shown] = await t.app.db.select().from(reviews).where(isNull(reviews.hiddenAt)).limit(1);
  const [hidden] = await t.app.db.select().from(reviews).where(isNotNull(reviews.hiddenAt)).limit(1);
  fx.review = shown!.id;
  fx.hiddenReview = hidden!.id;
  fx.reviewVenue = shown!.venueId;
  fx.storefront = (await ok<{ _id: string; cca2: string }[]>(v1('admin', 'GET', '/admin/country-settings'))).find((c) => c.cca2 === 'gb')!._id;
  fx.otherAdmin = await make.admin();
}, 120_000);
afterAll(() => t.close());

// ---------------------------------------------------------------- the rows

type Req = { method?: InjectOpts['method']; url: string; body?: unknown; upload?: string };
interface Route {
  /** As the OpenAPI document writes it: "GET /api/v1/enquiries/{id}". */
  route: string;
  who: string;
  request: (x: Fx) => Req;
  /** Records made once before the route's cells (for all of them). */
  setup?: () => Promise<Partial<Fx>>;
  /** For a call that changes or removes its record: a new one for each caller let through, so the next cell is not answered by the last one's change. */
  fresh?: () => Promise<Partial<Fx>>;
}

const p = (s: string) => `/api/v1${s}`;

const ROUTES: Route[] = [
  // ---- the service, sign-in and accounts: public, or any signed-in caller about themselves
  { route: 'GET /api/health', who: PUBLIC, request: () => ({ url: '/api/health' }) },
  { route: 'POST /api/v1/auth/login', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/login'), body: { email: 'friend@demo.test', password: DEMO_PASSWORD, role: 'user' } }) },
  { route: 'POST /api/v2/auth/login', who: PUBLIC, request: () => ({ method: 'POST', url: '/api/v2/auth/login', body: { email: 'friend@demo.test', password: DEMO_PASSWORD, role: 'user' } }) },
  {
    route: 'POST /api/v1/auth/refresh-token',
    who: PUBLIC,
    fresh: async () => ({ feedToken: (await t.login('friend@demo.test')).refreshToken }),
    request: (x) => ({ method: 'POST', url: p('/auth/refresh-token'), body: { refreshToken: x.feedToken } }),
  },
  { route: 'POST /api/v1/auth/logout', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/logout'), body: {} }) },
  // The body is left incomplete: a signed-in caller gets past the check to the handler's 400 (and keeps their password).
  { route: 'PATCH /api/v1/auth/update-password', who: SIGNED_IN, request: () => ({ method: 'PATCH', url: p('/auth/update-password'), body: {} }) },
  { route: 'POST /api/v1/auth/registration', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/registration'), body: {} }) },
  { route: 'POST /api/v2/auth/registration', who: PUBLIC, request: () => ({ method: 'POST', url: '/api/v2/auth/registration', body: {} }) },
  { route: 'POST /api/v1/auth/verify-email', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/verify-email'), body: { token: 'not-a-token' } }) },
  { route: 'POST /api/v1/auth/verify-email/resend', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/verify-email/resend'), body: { email: `nobody.${++n}@nowhere.test` } }) },
  { route: 'POST /api/v1/auth/account-recovery', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/account-recovery'), body: { email: `nobody.${++n}@nowhere.test` } }) },
  { route: 'GET /api/v1/auth/password-reset/{token}', who: PUBLIC, request: () => ({ url: p('/auth/password-reset/not-a-token') }) },
  { route: 'PATCH /api/v1/auth/password-reset/{token}', who: PUBLIC, request: () => ({ method: 'PATCH', url: p('/auth/password-reset/not-a-token'), body: {} }) },
  { route: 'GET /api/v1/auth/complete-profile/{token}', who: PUBLIC, request: () => ({ url: p('/auth/complete-profile/not-a-token') }) },
  { route: 'POST /api/v1/auth/complete-profile/{token}', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/complete-profile/not-a-token'), body: {} }) },
  { route: 'GET /api/v1/auth/providers', who: PUBLIC, request: () => ({ url: p('/auth/providers') }) },
  { route: 'GET /api/v1/auth/google', who: PUBLIC, request: () => ({ url: p('/auth/google') }) },
  { route: 'POST /api/v1/auth/google/callback', who: PUBLIC, request: () => ({ method: 'POST', url: p('/auth/google/callback'), body: {} }) },
  { route: 'POST /api/auth/users/sign-up', who: OWN_ORGANISATION, request: () => ({ method: 'POST', url: '/api/auth/users/sign-up', body: { email: `invited.${++n}@harbour.test`, first_name: 'Ivy', assigned_roles: 4 } }) },
  { route: 'GET /api/v1/user/me', who: SIGNED_IN, request: () => ({ url: p('/user/me') }) },
  // The customer's own account: themselves, or a full administrator.
  { route: 'PATCH /api/v1/user/{id}', who: 'u o f f f f f o f f', request: (x) => ({ method: 'PATCH', url: p(`/user/${x.customerId}`), body: { first_name: 'Una' } }) },
  { route: 'DELETE /api/v1/user', who: SIGNED_IN, request: () => ({ method: 'DELETE', url: p('/user'), body: { password: '' } }) },
  { route: 'POST /api/v1/user/{id}/profile-picture', who: SELF, request: (x) => ({ url: p(`/user/${x.customerId}/profile-picture`), upload: 'file' }) },
  { route: 'DELETE /api/v1/user/{id}/profile-picture', who: SELF, request: (x) => ({ method: 'DELETE', url: p(`/user/${x.customerId}/profile-picture`) }) },
  { route: 'PUT /api/auth/users/{id}/name', who: SELF, request: (x) => ({ method: 'PUT', url: `/api/auth/users/${x.customerId}/name`, body: { givenName: 'Una', surname: 'User' } }) },
  { route: 'PUT /api/auth/users/{id}/email', who: SELF, request: (x) => ({ method: 'PUT', url: `/api/auth/users/${x.customerId}/email`, body: {} }) },
  { route: 'PUT /api/auth/users/{id}/address', who: SELF, request: (x) => ({ method: 'PUT', url: `/api/auth/users/${x.customerId}/address`, body: { country: 'sg', address1: '1 Harbour Road', city: 'Singapore', postalCode: '018956' } }) },
  { route: 'PUT /api/auth/users/{id}/primary-phone', who: SELF, request: (x) => ({ method: 'PUT', url: `/api/auth/users/${x.customerId}/primary-phone`, body: {} }) },
  { route: 'PUT /api/auth/users/{id}/mobile-phone', who: SELF, request: (x) => ({ method: 'PUT', url: `/api/auth/users/${x.customerId}/mobile-phone`, body: {} }) },
  { route: 'GET /api/v1/country-settings', who: PUBLIC, request: () => ({ url: p('/country-settings') }) },
  { route: 'GET /api/v1/notifications', who: SIGNED_IN, request: () => ({ url: p('/notifications') }) },
  { route: 'GET /api/v1/user/notification-preferences', who: SIGNED_IN, request: () => ({ url: p('/user/notification-preferences') }) },
  { route: 'PUT /api/v1/user/notification-preferences', who: SIGNED_IN, request: () => ({ method: 'PUT', url: p('/user/notification-preferences'), body: [] }) },
  { route: 'POST /api/v1/notifications/read', who: SIGNED_IN, request: () => ({ method: 'POST', url: p('/notifications/read'), body: {} }) },
  { route: 'POST /api/v1/contact-us', who: PUBLIC, request: () => ({ method: 'POST', url: p('/contact-us'), body: {} }) },

  // ---- announcements: everyone reads theirs; full administrators and admin members write them
  { route: 'GET /api/v1/admin/announcements', who: SIGNED_IN, request: () => ({ url: p('/admin/announcements') }) },
  { route: 'POST /api/v1/admin/announcements', who: admins('o', 'f', 'o'), request: () => ({ method: 'POST', url: p('/admin/announcements'), body: { title: 'Matrix notice', description: 'For the route matrix', target: 'ALL', target_device: 'ALL' } }) },
  { route: 'PATCH /api/v1/admin/announcements/{id}', who: admins('o', 'f', 'o'), request: (x) => ({ method: 'PATCH', url: p(`/admin/announcements/${x.announcement}`), body: { title: 'Changed by the matrix' } }) },
  { route: 'DELETE /api/v1/admin/announcements/{id}', who: admins('o', 'f', 'o'), fresh: async () => ({ announcement: await make.announcement() }), request: (x) => ({ method: 'DELETE', url: p(`/admin/announcements/${x.announcement}`) }) },
  { route: 'POST /api/v1/admin/announcement-logs', who: SIGNED_IN, request: (x) => ({ method: 'POST', url: p('/admin/announcement-logs'), body: { announcement: x.announcement } }) },

  // ---- the public storefront
  { route: 'GET /api/v1/venues/search', who: PUBLIC, request: () => ({ url: p('/venues/search?country=sg') }) },
  { route: 'GET /api/v1/venues/recommended', who: PUBLIC, request: () => ({ url: p('/venues/recommended?country=sg') }) },
  { route: 'GET /api/v1/venues/filters', who: PUBLIC, request: () => ({ url: p('/venues/filters?country=sg') }) },
  { route: 'GET /api/v1/venues/places', who: PUBLIC, request: () => ({ url: p('/venues/places?country=sg&q=marina') }) },
  { route: 'GET /api/v1/venues/{idOrSlug}', who: PUBLIC, request: (x) => ({ url: p(`/venues/${x.slug}`) }) },
  { route: 'GET /api/v1/venues/{idOrSlug}/spaces/{spaceId}', who: PUBLIC, request: (x) => ({ url: p(`/venues/${x.slug}/spaces/${x.space}`) }) },
  { route: 'GET /api/v1/venues/{idOrSlug}/reviews', who: PUBLIC, request: (x) => ({ url: p(`/venues/${x.slug}/reviews`) }) },
  { route: 'GET /api/v1/venues/{idOrSlug}/estimate', who: PUBLIC, request: (x) => ({ url: p(`/venues/${x.slug}/estimate?date=${new Date(TEST_SLOTS_FROM).toISOString().slice(0, 10)}&start=10:00&hours=2`) }) },
  { route: 'GET /api/v1/user/reviews', who: SIGNED_IN, request: () => ({ url: p('/user/reviews') }) },
  { route: 'POST /api/v1/reviews/{id}/report', who: SIGNED_IN, request: (x) => ({ method: 'POST', url: p(`/reviews/${x.review}/report`), body: { reason: 'Spam' } }) },

  // ---- a customer's favourites, shortlists and recently viewed: their own
  { route: 'GET /api/v1/favorites/folders', who: SIGNED_IN, request: () => ({ url: p('/favorites/folders') }) },
  { route: 'POST /api/v1/favorites/folders', who: SIGNED_IN, request: () => ({ method: 'POST', url: p('/favorites/folders'), body: { name: `Matrix folder ${++n}` } }) },
  { route: 'GET /api/v1/favorites/folders/{id}', who: CUSTOMERS_OWN, request: (x) => ({ url: p(`/favorites/folders/${x.folder}`) }) },
  { route: 'PATCH /api/v1/favorites/folders/{id}', who: CUSTOMERS_OWN, request: (x) => ({ method: 'PATCH', url: p(`/favorites/folders/${x.folder}`), body: { name: `Renamed ${++n}` } }) },
  { route: 'DELETE /api/v1/favorites/folders/{id}', who: CUSTOMERS_OWN, fresh: async () => ({ folder: await make.folder() }), request: (x) => ({ method: 'DELETE', url: p(`/favorites/folders/${x.folder}`) }) },
  { route: 'POST /api/v1/favorites', who: CUSTOMERS_OWN, request: (x) => ({ method: 'POST', url: p('/favorites'), body: { venue_id: x.venue, folder_id: x.folder } }) },
  { route: 'POST /api/v1/favorites/move', who: CUSTOMERS_OWN, request: (x) => ({ method: 'POST', url: p('/favorites/move'), body: { venue_id: x.venue, from_folder_id: x.folder, to_folder_id: x.otherFolder } }) },
  { route: 'DELETE /api/v1/favorites', who: CUSTOMERS_OWN, request: (x) => ({ method: 'DELETE', url: p('/favorites'), body: { venue_id: x.venue, folder_id: x.otherFolder } }) },
  { route: 'GET /api/v1/favorites/venue-ids', who: SIGNED_IN, request: () => ({ url: p('/favorites/venue-ids') }) },
  { route: 'GET /api/v1/shortlists', who: SIGNED_IN, request: () => ({ url: p('/shortlists') }) },
  // Anyone signed in with the link sees it and may join (that is what sharing by link means).
  { route: 'GET /api/v1/shortlists/link/{token}', who: SIGNED_IN, request: (x) => ({ url: p(`/shortlists/link/${x.shortlistToken}`) }) },
  { route: 'POST /api/v1/shortlists/link/{token}/join', who: SIGNED_IN, fresh: async () => ({ shortlistToken: (await t.app.db.select().from(favoriteFolders).where(eq(favoriteFolders.id, await make.sharedFolder())))[0]!.shareToken! }), request: (x) => ({ method: 'POST', url: p(`/shortlists/link/${x.shortlistToken}/join`) }) },
  // The customer's shared shortlist: its owner and its member (the friend).
  { route: 'GET /api/v1/shortlists/{id}', who: 'u o o n n n n n n n', request: (x) => ({ url: p(`/shortlists/${x.shortlist}`) }) },
  { route: 'POST /api/v1/shortlists/{id}/share', who: CUSTOMERS_OWN, request: (x) => ({ method: 'POST', url: p(`/shortlists/${x.folder}/share`), body: {} }) },
  { route: 'DELETE /api/v1/shortlists/{id}/share', who: CUSTOMERS_OWN, fresh: async () => ({ folder: await make.sharedFolder() }), request: (x) => ({ method: 'DELETE', url: p(`/shortlists/${x.folder}/share`) }) },
  { route: 'POST /api/v1/shortlists/{id}/venues', who: 'u o o n n n n n n n', request: (x) => ({ method: 'POST', url: p(`/shortlists/${x.shortlist}/venues`), body: { venue_id: x.venue } }) },
  { route: 'PUT /api/v1/shortlists/{id}/votes/{venue_id}', who: 'u o o n n n n n n n', request: (x) => ({ method: 'PUT', url: p(`/shortlists/${x.shortlist}/votes/${x.venue}`), body: { value: 1 } }) },
  // Removing the friend from the customer's shortlist: the owner may; the friend may leave; nobody else.
  {
    route: 'DELETE /api/v1/shortlists/{id}/members/{user_id}',
    who: 'u o o n n n n n n n',
    fresh: async () => {
      // The friend (back) in the shortlist, so that each cell removes a member.
      expect((await v1('friend', 'POST', `/shortlists/link/${fx.shortlistToken}/join`)).statusCode).toBeLessThan(300);
      return {};
    },
    request: (x) => ({ method: 'DELETE', url: p(`/shortlists/${x.shortlist}/members/${as.friend.userId}`) }) },
  { route: 'GET /api/v1/recently-viewed', who: SIGNED_IN, request: () => ({ url: p('/recently-viewed') }) },
  { route: 'POST /api/v1/recently-viewed', who: SIGNED_IN, request: (x) => ({ method: 'POST', url: p('/recently-viewed'), body: { venue_id: x.venue } }) },
  { route: 'POST /api/v1/recently-viewed/merge', who: SIGNED_IN, request: () => ({ method: 'POST', url: p('/recently-viewed/merge'), body: { items: [] } }) },

  // ---- conversations: customers start them; both sides of one take part; nobody else finds them
  { route: 'POST /api/v1/enquiries', who: 'u o o f f f f f f f', request: (x) => ({ method: 'POST', url: p('/enquiries'), body: { venue_id: x.venue, event_type: 'meetings', event_date: new Date(TEST_SLOTS_FROM).toISOString().slice(0, 10), start_time: '10:00', end_time: '12:00', guests: 5, message: 'Matrix' } }) },
  { route: 'POST /api/v1/enquiries/bulk', who: 'u o o f f f f f f f', request: (x) => ({ method: 'POST', url: p('/enquiries/bulk'), body: { venue_ids: [x.venue], event_type: 'meetings', event_date: new Date(TEST_SLOTS_FROM).toISOString().slice(0, 10), start_time: '10:00', end_time: '12:00', guests: 5, message: 'Matrix' } }) },
  // Everyone with an inbox lists their own (customers, venue teams); administrators have none.
  { route: 'GET /api/v1/enquiries', who: 'u o o o o o o f f f', request: () => ({ url: p('/enquiries') }) },
  { route: 'GET /api/v1/enquiries/{id}', who: CONVERSATION, request: (x) => ({ url: p(`/enquiries/${x.enquiry}`) }) },
  { route: 'GET /api/v1/enquiries/{id}/messages', who: CONVERSATION, request: (x) => ({ url: p(`/enquiries/${x.enquiry}/messages`) }) },
  { route: 'POST /api/v1/enquiries/{id}/messages', who: CONVERSATION, request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/messages`), body: { body: 'Matrix message' } }) },
  { route: 'POST /api/v1/enquiries/{id}/attachments', who: CONVERSATION, request: (x) => ({ url: p(`/enquiries/${x.enquiry}/attachments`), upload: 'file' }) },
  { route: 'GET /api/v1/enquiries/{id}/attachments/{file}', who: CONVERSATION, request: (x) => ({ url: p(`/enquiries/${x.enquiry}/attachments/${x.attachment}`) }) },
  { route: 'POST /api/v1/enquiries/{id}/read', who: CONVERSATION, request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/read`) }) },
  { route: 'POST /api/v1/enquiries/{id}/close', who: CONVERSATION, fresh: async () => ({ enquiry: await make.enquiry() }), request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/close`) }) },
  { route: 'POST /api/v1/enquiries/{id}/reopen', who: CONVERSATION, request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/reopen`) }) },
  { route: 'POST /api/v1/enquiries/{id}/archive', who: CONVERSATION, fresh: async () => ({ enquiry: await make.enquiry() }), request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/archive`) }) },
  { route: 'POST /api/v1/enquiries/{id}/unarchive', who: CONVERSATION, request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/unarchive`) }) },
  { route: 'GET /api/v1/enquiries/{id}/phone-requests', who: CONVERSATION, request: (x) => ({ url: p(`/enquiries/${x.enquiry}/phone-requests`) }) },
  { route: 'POST /api/v1/enquiries/{id}/phone-requests', who: CONVERSATION, fresh: async () => ({ enquiry: await make.enquiry() }), request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/phone-requests`) }) },
  // The customer asked: any member of the venue's team answers; the customer may not answer their own request.
  { route: 'POST /api/v1/enquiries/{id}/phone-requests/{rid}/share', who: 'u f n o o o n n n n', request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/phone-requests/${x.phoneRequest}/share`) }) },
  { route: 'POST /api/v1/enquiries/{id}/phone-requests/{rid}/decline', who: 'u f n o o o n n n n', request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/phone-requests/${x.phoneRequest}/decline`) }) },

  // ---- offers and requests to book
  { route: 'POST /api/v1/enquiries/{id}/offers', who: VENUE_MANAGES, fresh: async () => ({ enquiry: await make.enquiry() }), request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/offers`), body: offerBody() }) },
  { route: 'GET /api/v1/enquiries/{id}/offers', who: CONVERSATION, request: (x) => ({ url: p(`/enquiries/${x.enquiry}/offers`) }) },
  { route: 'GET /api/v1/offers/{id}', who: CONVERSATION, request: (x) => ({ url: p(`/offers/${x.offer}`) }) },
  { route: 'PATCH /api/v1/offers/{id}', who: VENUE_MANAGES, fresh: async () => ({ offer: await make.offer() }), request: (x) => ({ method: 'PATCH', url: p(`/offers/${x.offer}`), body: offerBody() }) },
  { route: 'POST /api/v1/offers/{id}/accept', who: CUSTOMER_STEP, fresh: async () => ({ offer: await make.offer() }), request: (x) => ({ method: 'POST', url: p(`/offers/${x.offer}/accept`) }) },
  { route: 'POST /api/v1/offers/{id}/decline', who: CUSTOMER_STEP, fresh: async () => ({ offer: await make.offer() }), request: (x) => ({ method: 'POST', url: p(`/offers/${x.offer}/decline`) }) },
  { route: 'POST /api/v1/offers/{id}/cancel', who: VENUE_MANAGES, fresh: async () => ({ offer: await make.offer() }), request: (x) => ({ method: 'POST', url: p(`/offers/${x.offer}/cancel`) }) },
  { route: 'POST /api/v1/enquiries/{id}/booking-requests', who: CUSTOMER_STEP, request: (x) => ({ method: 'POST', url: p(`/enquiries/${x.enquiry}/booking-requests`), body: { space_id: x.space, ...slot(), guests: 5 } }) },
  // A demo space not bookable instantly: a customer gets past authorization to 409.
  { route: 'POST /api/v1/venues/{idOrSlug}/spaces/{spaceId}/instant-bookings', who: CUSTOMERS, request: (x) => ({ method: 'POST', url: p(`/venues/${x.venue}/spaces/${x.space}/instant-bookings`), body: { date: new Date(TEST_SLOTS_FROM).toISOString().slice(0, 10), start: '10:00', duration: 2, guests: 5 } }) },
  { route: 'GET /api/v1/booking-requests/{id}', who: CONVERSATION, request: (x) => ({ url: p(`/booking-requests/${x.request}`) }) },
  { route: 'POST /api/v1/booking-requests/{id}/accept', who: VENUE_MANAGES, fresh: async () => ({ request: await make.request() }), request: (x) => ({ method: 'POST', url: p(`/booking-requests/${x.request}/accept`) }) },
  { route: 'POST /api/v1/booking-requests/{id}/decline', who: VENUE_MANAGES, fresh: async () => ({ request: await make.request() }), request: (x) => ({ method: 'POST', url: p(`/booking-requests/${x.request}/decline`) }) },

  // ---- payments: the customer who pays
  { route: 'POST /api/v1/offers/{id}/checkout', who: CUSTOMER_STEP, request: (x) => ({ method: 'POST', url: p(`/offers/${x.offer}/checkout`) }) },
  { route: 'POST /api/v1/extra-charges/{id}/checkout', who: CUSTOMER_STEP, request: (x) => ({ method: 'POST', url: p(`/extra-charges/${x.charge}/checkout`) }) },
  { route: 'GET /api/v1/payments/{id}', who: CUSTOMERS_OWN, request: (x) => ({ url: p(`/payments/${x.payment}`) }) },
  { route: 'POST /api/v1/payments/{id}/confirm', who: CUSTOMERS_OWN, request: (x) => ({ method: 'POST', url: p(`/payments/${x.payment}/confirm`), body: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } }) },
  { route: 'POST /api/v1/payments/{id}/authenticate', who: CUSTOMERS_OWN, request: (x) => ({ method: 'POST', url: p(`/payments/${x.payment}/authenticate`), body: { outcome: 'approve' } }) },
  // Stripe's calls carry its signature instead of a session: the same (400 without one) for everyone.
  { route: 'GET /api/v1/payments/settings', who: PUBLIC, request: () => ({ url: p('/payments/settings') }) },
  { route: 'POST /api/v1/payments/webhook/stripe', who: PUBLIC, request: () => ({ method: 'POST', url: p('/payments/webhook/stripe'), body: {} }) },

  // ---- bookings: the customer and the venue's team; managing them is the owners' and admins'
  { route: 'GET /api/v1/bookings', who: SIGNED_IN, request: () => ({ url: p('/bookings?as=customer') }) },
  { route: 'GET /api/v1/bookings/calendar.ics', who: SIGNED_IN, request: () => ({ url: p('/bookings/calendar.ics?as=customer') }) },
  { route: 'GET /api/v1/bookings/{id}', who: CONVERSATION, request: (x) => ({ url: p(`/bookings/${x.booking}`) }) },
  { route: 'GET /api/v1/bookings/{id}/calendar.ics', who: CONVERSATION, request: (x) => ({ url: p(`/bookings/${x.booking}/calendar.ics`) }) },
  { route: 'GET /api/v1/bookings/{id}/invoice', who: CONVERSATION, request: (x) => ({ url: p(`/bookings/${x.booking}/invoice`) }) },
  { route: 'GET /api/v1/bookings/{id}/receipt', who: CONVERSATION, request: (x) => ({ url: p(`/bookings/${x.booking}/receipt`) }) },
  { route: 'GET /api/v1/bookings/{id}/documents/{document}', who: CONVERSATION, request: (x) => ({ url: p(`/bookings/${x.booking}/documents/${x.invoice}`) }) },
  { route: 'GET /api/v1/refunds/{id}/credit-note', who: CONVERSATION, request: (x) => ({ url: p(`/refunds/${x.refund}/credit-note`) }) },
  { route: 'GET /api/v1/bookings/{id}/cancellation-preview', who: 'u o n o o f n n n n', request: (x) => ({ url: p(`/bookings/${x.booking}/cancellation-preview`) }) },
  { route: 'POST /api/v1/bookings/{id}/cancel', who: 'u o n o o f n n n n', fresh: make.booking, request: (x) => ({ method: 'POST', url: p(`/bookings/${x.booking}/cancel`), body: { reason: 'Matrix' } }) },
  { route: 'POST /api/v1/bookings/{id}/extra-charges', who: VENUE_MANAGES, request: (x) => ({ method: 'POST', url: p(`/bookings/${x.booking}/extra-charges`), body: extraCharge }) },
  { route: 'POST /api/v1/extra-charges/{id}/decline', who: CUSTOMER_STEP, fresh: async () => ({ charge: await make.charge() }), request: (x) => ({ method: 'POST', url: p(`/extra-charges/${x.charge}/decline`) }) },
  { route: 'POST /api/v1/extra-charges/{id}/cancel', who: VENUE_MANAGES, fresh: async () => ({ charge: await make.charge() }), request: (x) => ({ method: 'POST', url: p(`/extra-charges/${x.charge}/cancel`) }) },
  { route: 'POST /api/v1/bookings/{id}/reviews', who: 'u o n o o f n n n n', request: (x) => ({ method: 'POST', url: p(`/bookings/${x.booking}/reviews`), body: { rating: 5, text: 'Lovely' } }) },
  { route: 'GET /api/v1/bookings/{id}/moves', who: CONVERSATION, request: (x) => ({ url: p(`/bookings/${x.booking}/moves`) }) },
  { route: 'POST /api/v1/bookings/{id}/moves', who: 'u o n o o f n n n n', request: (x) => ({ method: 'POST', url: p(`/bookings/${x.booking}/moves`), body: { date: new Date(TEST_SLOTS_FROM + 700 * 86_400_000).toISOString().slice(0, 10), start: '10:00', end: '12:00' } }) },
  // A move the customer proposed: the venue's owners and admins answer it, the customer withdraws it.
  { route: 'POST /api/v1/booking-moves/{id}/accept', who: VENUE_MANAGES, fresh: async () => ({ move: await make.move() }), request: (x) => ({ method: 'POST', url: p(`/booking-moves/${x.move}/accept`) }) },
  { route: 'POST /api/v1/booking-moves/{id}/decline', who: VENUE_MANAGES, fresh: async () => ({ move: await make.move() }), request: (x) => ({ method: 'POST', url: p(`/booking-moves/${x.move}/decline`) }) },
  { route: 'POST /api/v1/booking-moves/{id}/withdraw', who: CUSTOMER_STEP, fresh: async () => ({ move: await make.move() }), request: (x) => ({ method: 'POST', url: p(`/booking-moves/${x.move}/withdraw`) }) },
  { route: 'GET /api/v1/admin/refunds', who: admins('o', 'o', 'f'), request: () => ({ url: p('/admin/refunds') }) },
  { route: 'POST /api/v1/admin/refunds/{id}/retry', who: admins('o', 'o', 'f'), request: (x) => ({ method: 'POST', url: p(`/admin/refunds/${x.refund}/retry`), body: {} }) },

  // ---- the owner area
  { route: 'GET /api/v1/owner/dashboard', who: OWN_ORGANISATION, request: () => ({ url: p('/owner/dashboard') }) },
  { route: 'GET /api/v1/owner/sales', who: OWN_ORGANISATION, request: () => ({ url: p('/owner/sales') }) },
  { route: 'GET /api/v1/owner/sales.csv', who: OWN_ORGANISATION, request: () => ({ url: p('/owner/sales.csv') }) },
  // Payouts (sales.read): without Stripe keys the two POSTs answer 503 PROVIDER_NOT_CONFIGURED to those let through.
  { route: 'GET /api/v1/owner/payouts', who: OWN_ORGANISATION, request: () => ({ url: p('/owner/payouts') }) },
  { route: 'POST /api/v1/owner/payouts/onboarding', who: OWN_ORGANISATION, request: () => ({ method: 'POST', url: p('/owner/payouts/onboarding'), body: {} }) },
  { route: 'POST /api/v1/owner/payouts/refresh', who: OWN_ORGANISATION, request: () => ({ method: 'POST', url: p('/owner/payouts/refresh'), body: {} }) },
  { route: 'GET /api/v1/admin/payouts', who: admins('o', 'o', 'f'), request: () => ({ url: p('/admin/payouts') }) },
  { route: 'GET /api/v1/owner/venues', who: OWN_ORGANISATION, request: () => ({ url: p('/owner/venues') }) },
  { route: 'GET /api/v1/geocode', who: OWN_ORGANISATION, request: () => ({ url: p('/geocode?q=Telok%20Ayer&country=sg') }) },
  { route: 'POST /api/v1/owner/venues', who: OWN_ORGANISATION, request: () => ({ method: 'POST', url: p('/owner/venues'), body: { name: 'Matrix draft' } }) },
  { route: 'GET /api/v1/owner/venues/{id}', who: OWNER_AREA, request: (x) => ({ url: p(`/owner/venues/${x.draft}`) }) },
  { route: 'PATCH /api/v1/owner/venues/{id}', who: OWNER_AREA, request: (x) => ({ method: 'PATCH', url: p(`/owner/venues/${x.draft}`), body: { area: 'Tanjong Pagar' } }) },
  { route: 'POST /api/v1/owner/venues/{id}/submit', who: OWNER_AREA, request: (x) => ({ method: 'POST', url: p(`/owner/venues/${x.draft}/submit`) }) },
  { route: 'POST /api/v1/owner/venues/{id}/archive', who: OWNER_AREA, request: (x) => ({ method: 'POST', url: p(`/owner/venues/${x.draft}/archive`) }) },
  { route: 'POST /api/v1/owner/venues/{id}/restore', who: OWNER_AREA, request: (x) => ({ method: 'POST', url: p(`/owner/venues/${x.draft}/restore`) }) },
  { route: 'POST /api/v1/owner/venues/{id}/request-deletion', who: 'u f f o f f n f f f', fresh: async () => ({ draft: (await a.draft(as.owner))._id }), request: (x) => ({ method: 'POST', url: p(`/owner/venues/${x.draft}/request-deletion`) }) },
  { route: 'GET /api/v1/owner/venues/{id}/preview', who: OWNER_AREA, request: (x) => ({ url: p(`/owner/venues/${x.draft}/preview`) }) },
  { route: 'POST /api/v1/owner/venues/{id}/photos', who: OWNER_AREA, request: (x) => ({ url: p(`/owner/venues/${x.draft}/photos`), upload: 'file' }) },
  { route: 'PUT /api/v1/owner/venues/{id}/photos', who: OWNER_AREA, request: (x) => ({ method: 'PUT', url: p(`/owner/venues/${x.draft}/photos`), body: { photos: [{ _id: x.venuePhoto }] } }) },
  { route: 'DELETE /api/v1/owner/venues/{id}/photos/{photoId}', who: OWNER_AREA, fresh: async () => ({ venuePhoto: await make.photo(`/owner/venues/${fx.draft}/photos`) }), request: (x) => ({ method: 'DELETE', url: p(`/owner/venues/${x.draft}/photos/${x.venuePhoto}`) }) },
  { route: 'POST /api/v1/space/{venueId}', who: OWNER_AREA, request: (x) => ({ method: 'POST', url: p(`/space/${x.draft}`), body: { name: 'Annex' } }) },
  { route: 'GET /api/v1/space/{spaceId}', who: OWNER_AREA, request: (x) => ({ url: p(`/space/${x.draftSpace}`) }) },
  { route: 'PATCH /api/v1/space/{spaceId}', who: OWNER_AREA, request: (x) => ({ method: 'PATCH', url: p(`/space/${x.draftSpace}`), body: { description: 'Refreshed by the matrix.' } }) },
  { route: 'DELETE /api/v1/space/{spaceId}', who: OWNER_AREA, fresh: async () => ({ draftSpace: (await a.space(as.owner, fx.draft, { name: 'Spare room' }))._id }), request: (x) => ({ method: 'DELETE', url: p(`/space/${x.draftSpace}`) }) },
  { route: 'POST /api/v1/space/{spaceId}/photos', who: OWNER_AREA, request: (x) => ({ url: p(`/space/${x.draftSpace}/photos`), upload: 'file' }) },
  { route: 'PUT /api/v1/space/{spaceId}/photos', who: OWNER_AREA, request: (x) => ({ method: 'PUT', url: p(`/space/${x.draftSpace}/photos`), body: { photos: [{ _id: x.spacePhoto }] } }) },
  { route: 'DELETE /api/v1/space/{spaceId}/photos/{photoId}', who: OWNER_AREA, fresh: async () => ({ spacePhoto: await make.photo(`/space/${fx.draftSpace}/photos`) }), request: (x) => ({ method: 'DELETE', url: p(`/space/${x.draftSpace}/photos/${x.spacePhoto}`) }) },
  { route: 'GET /api/v1/team/members', who: OWN_ORGANISATION, request: () => ({ url: p('/team/members') }) },
  { route: 'PATCH /api/v1/team/members/{id}', who: OWNER_AREA, fresh: async () => ({ teammate: await make.teammate() }), request: (x) => ({ method: 'PATCH', url: p(`/team/members/${x.teammate}`), body: { role: 'admin' } }) },
  { route: 'DELETE /api/v1/team/members/{id}', who: OWNER_AREA, fresh: async () => ({ teammate: await make.teammate() }), request: (x) => ({ method: 'DELETE', url: p(`/team/members/${x.teammate}`) }) },
  // Offering the ownership is the owner's; another organisation's owner gets past the check and is told the person is not in their team (422).
  { route: 'POST /api/v1/team/ownership-transfers', who: 'u f f o f f o f f f', request: () => ({ method: 'POST', url: p('/team/ownership-transfers'), body: { email: 'member@demo.test' } }) },
  { route: 'DELETE /api/v1/team/ownership-transfers/current', who: 'u f f o f f n f f f', request: () => ({ method: 'DELETE', url: p('/team/ownership-transfers/current') }) },
  // A transfer link is read and accepted by the person it was mailed to (a new member, none of the callers): nobody else, not even its sender.
  { route: 'GET /api/v1/team/ownership-transfers/{token}', who: 'u f f f f f f f f f', setup: async () => ({ transferToken: await make.transferToken() }), request: (x) => ({ url: p(`/team/ownership-transfers/${x.transferToken}`) }) },
  { route: 'POST /api/v1/team/ownership-transfers/{token}/accept', who: 'u f f f f f f f f f', setup: async () => ({ transferToken: await make.transferToken() }), request: (x) => ({ method: 'POST', url: p(`/team/ownership-transfers/${x.transferToken}/accept`) }) },
  { route: 'GET /api/v1/spaces/{id}/availability', who: OWNER_AREA, request: (x) => ({ url: p(`/spaces/${x.space}/availability?from=${new Date(TEST_SLOTS_FROM).toISOString().slice(0, 10)}&to=${new Date(TEST_SLOTS_FROM + 30 * 86_400_000).toISOString().slice(0, 10)}`) }) },
  {
    route: 'POST /api/v1/spaces/{id}/blocks',
    who: OWNER_AREA,
    request: (x) => {
      const d = new Date(TEST_SLOTS_FROM + ++days * 86_400_000).toISOString().slice(0, 10);
      return { method: 'POST', url: p(`/spaces/${x.space}/blocks`), body: { start_at: `${d}T00:00:00+08:00`, end_at: `${d}T23:00:00+08:00` } };
    },
  },
  {
    route: 'POST /api/v1/venues/{id}/blocks',
    who: OWNER_AREA,
    request: (x) => {
      const d = new Date(TEST_SLOTS_FROM + ++days * 86_400_000).toISOString().slice(0, 10);
      return { method: 'POST', url: p(`/venues/${x.venue}/blocks`), body: { start_at: `${d}T00:00:00+08:00`, end_at: `${d}T23:00:00+08:00`, space_ids: [x.space] } };
    },
  },
  { route: 'DELETE /api/v1/blocks/{id}', who: OWNER_AREA, fresh: async () => ({ block: await make.block() }), request: (x) => ({ method: 'DELETE', url: p(`/blocks/${x.block}`) }) },
  { route: 'GET /api/v1/spaces/{id}/calendar-feed', who: OWNER_AREA, request: (x) => ({ url: p(`/spaces/${x.space}/calendar-feed`) }) },
  { route: 'POST /api/v1/spaces/{id}/calendar-feed/rotate', who: OWNER_AREA, request: (x) => ({ method: 'POST', url: p(`/spaces/${x.space}/calendar-feed/rotate`) }) },
  { route: 'DELETE /api/v1/spaces/{id}/calendar-feed', who: OWNER_AREA, request: (x) => ({ method: 'DELETE', url: p(`/spaces/${x.space}/calendar-feed`) }) },
  // The feed needs only its secret link (a calendar app has no session).
  { route: 'GET /api/v1/calendar/{token}.ics', who: PUBLIC, fresh: async () => ({ feedToken: await make.feedToken() }), request: (x) => ({ url: p(`/calendar/${x.feedToken}.ics`) }) },

  // ---- administration (docs/admin.md's table)
  { route: 'GET /api/v1/admin/venues', who: admins('o', 'f', 'o'), request: () => ({ url: p('/admin/venues') }) },
  { route: 'GET /api/v1/admin/venues/{id}', who: admins('o', 'f', 'o'), request: (x) => ({ url: p(`/admin/venues/${x.draft}`) }) },
  { route: 'POST /api/v1/admin/venues/{id}/approve', who: admins('o', 'f', 'o'), request: (x) => ({ method: 'POST', url: p(`/admin/venues/${x.draft}/approve`) }) },
  { route: 'POST /api/v1/admin/venues/{id}/reject', who: admins('o', 'f', 'o'), request: (x) => ({ method: 'POST', url: p(`/admin/venues/${x.draft}/reject`), body: { reason: 'No photos' } }) },
  { route: 'POST /api/v1/admin/venues/{id}/suspend', who: admins('o', 'f', 'f'), request: (x) => ({ method: 'POST', url: p(`/admin/venues/${x.draft}/suspend`), body: { reason: 'Complaints' } }) },
  { route: 'POST /api/v1/admin/venues/{id}/restore', who: admins('o', 'f', 'f'), request: (x) => ({ method: 'POST', url: p(`/admin/venues/${x.draft}/restore`), body: {} }) },
  { route: 'POST /api/v1/admin/venues/{id}/remove', who: admins('o', 'f', 'f'), request: (x) => ({ method: 'POST', url: p(`/admin/venues/${x.draft}/remove`) }) },
  { route: 'GET /api/v1/admin/reviews', who: admins('o', 'o', 'o'), request: () => ({ url: p('/admin/reviews') }) },
  { route: 'GET /api/v1/admin/reviews/venues', who: admins('o', 'o', 'o'), request: () => ({ url: p('/admin/reviews/venues') }) },
  { route: 'POST /api/v1/admin/reviews/{id}/hide', who: admins('o', 'f', 'o'), request: (x) => ({ method: 'POST', url: p(`/admin/reviews/${x.hiddenReview}/hide`), body: { reason: 'Abusive' } }) },
  { route: 'POST /api/v1/admin/reviews/{id}/restore', who: admins('o', 'f', 'o'), request: (x) => ({ method: 'POST', url: p(`/admin/reviews/${x.review}/restore`), body: {} }) },
  { route: 'GET /api/v1/admin/country-settings', who: admins('o', 'o', 'o'), request: () => ({ url: p('/admin/country-settings') }) },
  { route: 'POST /api/v1/admin/country-settings', who: admins('o', 'f', 'f'), request: () => ({ method: 'POST', url: p('/admin/country-settings'), body: { country_name: 'Matrix France', cca2: 'fr', currency: 'EUR' } }) },
  { route: 'GET /api/v1/admin/country-settings/{id}', who: admins('o', 'o', 'o'), request: (x) => ({ url: p(`/admin/country-settings/${x.storefront}`) }) },
  { route: 'PATCH /api/v1/admin/country-settings/{id}', who: admins('o', 'f', 'f'), request: (x) => ({ method: 'PATCH', url: p(`/admin/country-settings/${x.storefront}`), body: { tax_name: 'VAT' } }) },
  { route: 'POST /api/v1/admin/country-settings/{id}/photos', who: admins('o', 'f', 'f'), request: (x) => ({ url: p(`/admin/country-settings/${x.storefront}/photos`), upload: 'file' }) },
  { route: 'GET /api/v1/admin/admins', who: admins('o', 'f', 'f'), request: () => ({ url: p('/admin/admins') }) },
  { route: 'PATCH /api/v1/admin/admins/{id}', who: admins('o', 'f', 'f'), request: (x) => ({ method: 'PATCH', url: p(`/admin/admins/${x.otherAdmin}`), body: { role: 'sales' } }) },
  { route: 'GET /api/v1/admin/audit-log', who: admins('o', 'f', 'f'), request: () => ({ url: p('/admin/audit-log') }) },
];

// ---------------------------------------------------------------- the checks

async function send(q: Req, who: Who): Promise<LightMyRequestResponse> {
  const token = who === 'anon' ? undefined : as[who].accessToken;
  if (q.upload) {
    const m = multipartFile(q.upload, 'photo.png', 'image/png', png);
    return t.req({ method: 'POST', url: q.url, token, body: m.body, headers: m.headers });
  }
  return t.req({ method: q.method ?? 'GET', url: q.url, token, body: q.body });
}
const answerOf = (status: number): Answer => (status === 401 || status === 403 || status === 404 ? status : 'ok');

describe('the route matrix', () => {
  it('has one row for every route of the OpenAPI document, and none for a route it does not list', async () => {
    const doc = (await t.req({ url: '/api/openapi.json', tenant: false })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const rows = ROUTES.map((r) => r.route);
    expect(documented.filter((d) => !rows.includes(d))).toEqual([]);
    expect(rows.filter((r) => !documented.includes(r))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('the callers are who the rows assume (demo seed)', async () => {
    const roles = await Promise.all(Object.values(EMAIL).map(async ([email]) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!));
    expect(roles.map((u) => [u.email, u.role, u.assignedRoles ?? null])).toEqual([
      ['user@demo.test', 'USER', null],
      ['friend@demo.test', 'USER', null],
      ['owner@demo.test', 'VENUE_OWNER', null],
      ['lister@demo.test', 'VENUE_LISTER', 2],
      ['member@demo.test', 'VENUE_LISTER', 4],
      ['rival@demo.test', 'VENUE_OWNER', null],
      ['admin@demo.test', 'ADMIN', null],
      ['sales@demo.test', 'ADMIN', 2],
      ['moderator@demo.test', 'ADMIN', 3],
    ]);
    const [mine, theirs] = [roles[2]!.organizationId, roles[6]!.organizationId];
    expect([roles[3]!.organizationId, roles[4]!.organizationId, theirs === mine]).toEqual([mine, mine, false]);
  });

  // Refused callers first: a refusal changes nothing, so the callers let through after them find the record as it was.
  test.each(ROUTES.map((r) => [r.route, r] as const))('%s', async (_name, r) => {
    const want = row(r.who);
    const base = { ...fx, ...(await r.setup?.()) };
    const order = [...CALLERS].sort((x, y) => Number(want[x] === 'ok') - Number(want[y] === 'ok'));
    const got: Record<string, Answer> = {};
    const wrong: string[] = [];
    for (const who of order) {
      const x = r.fresh && want[who] === 'ok' ? { ...base, ...(await r.fresh()) } : base;
      const res = await send(r.request(x), who);
      got[who] = answerOf(res.statusCode);
      if (got[who] !== want[who]) wrong.push(`${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect([Object.fromEntries(CALLERS.map((w) => [w, got[w]])), wrong]).toEqual([want, []]);
  });
});

