import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ATTACHMENT_FIELD, deriveRoles, LISTING_PHOTO_LIMITS, TEAM_PERMISSIONS, TEAM_ROLE_CODES, teamCan, type RoleBearer, type TeamPermission } from '@venues/contracts';
import { users, venues } from './db/schema';
import { api, COMPLETE_SPACE, COMPLETE_VENUE, image, type Session } from './modules/owner-venues/__tests__/fixtures';
import { createTestApp, errorOf, multipartFile, ownersVenueAndRival, TEST_SLOTS_FROM, type InjectOpts, type TestApp } from './test/helpers';

// THE venue team's permission table (TEAM_PERMISSIONS, docs/permissions.md) proved on the server:
// every owner and enquiry call × the owner, a venue admin, a venue member, another organisation's
// owner, a customer and a signed-out caller. Each call names its permission and who may use it comes
// from the literal matrix below, copied from docs/permissions.md (not from TEAM_PERMISSIONS, so a
// wrong table fails here) — allowed team roles succeed, the others
// get 403, another organisation never sees the first one's records (404; its own data on calls that
// are not about a record), a customer gets 403 in the owner area and finds nothing of the
// organisation's conversations and bookings (404), and the signed-out caller gets 401. A call that
// changes a record acts on a fresh one in every cell that may succeed, so no cell's answer depends
// on another's. One app (one PGlite) serves the whole file.

// ---------------------------------------------------------------- who may do what

/**
 * docs/permissions.md's table, written out by hand: every team permission × the owner, a venue
 * admin and a venue member. Customers and administrators hold none.
 */
const MATRIX: Record<TeamPermission, { owner: boolean; admin: boolean; member: boolean }> = {
  'venues.read': { owner: true, admin: true, member: false },
  'venues.edit': { owner: true, admin: true, member: false },
  'venues.request_deletion': { owner: true, admin: false, member: false },
  'availability.manage': { owner: true, admin: true, member: false },
  'team.read': { owner: true, admin: true, member: false },
  'team.manage': { owner: true, admin: true, member: false },
  'team.transfer_ownership': { owner: true, admin: false, member: false },
  'sales.read': { owner: true, admin: true, member: false },
  'enquiries.answer': { owner: true, admin: true, member: true },
  'offers.send': { owner: true, admin: true, member: false },
  'bookings.read': { owner: true, admin: true, member: true },
  'bookings.manage': { owner: true, admin: true, member: false },
};

// ---------------------------------------------------------------- who calls

/** The callers, as stored by the demo seed (checked in the first test), and whether they are in the first organisation's team. */
const PERSONAS = {
  owner: { email: 'owner@demo.test', team: true, user: { role: 'VENUE_OWNER' } },
  admin: { email: 'lister@demo.test', team: true, user: { role: 'VENUE_LISTER', assigned_roles: TEAM_ROLE_CODES.admin } },
  member: { email: 'member@demo.test', team: true, user: { role: 'VENUE_LISTER', assigned_roles: TEAM_ROLE_CODES.member } },
  /** ownersVenueAndRival's owner of another organisation. */
  rival: { email: 'rival@demo.test', team: false, user: { role: 'VENUE_OWNER' } },
  /** A customer with no part in the fixture conversations (those are the enquirer's). */
  customer: { email: 'user@demo.test', team: false, user: { role: 'USER' } },
} satisfies Record<string, { email: string; team: boolean; user: RoleBearer }>;
type Persona = keyof typeof PERSONAS;
type Who = Persona | 'anonymous';
const WHO: readonly Who[] = ['owner', 'admin', 'member', 'rival', 'customer', 'anonymous'];
/** The customer who asks in every fixture conversation, pays the bookings and asks for phone numbers. */
const ENQUIRER = 'friend@demo.test';

// ---------------------------------------------------------------- the fixtures

/**
 * The first organisation's records, real and in a state each call accepts. The cells that must be
 * refused (and the signed-out ones) act on these: a refusal changes nothing, and a caller let
 * through by mistake would get past the check and answer something else than the refusal. Cells
 * that may succeed on a call that changes its record get a fresh one (Call.fresh).
 */
interface Fx {
  /** A draft venue, its space and a photo of each. */
  venue: string;
  space: string;
  venuePhoto: string;
  spacePhoto: string;
  /** A published venue and its bookable space (ownersVenueAndRival). */
  liveVenue: string;
  bookable: string;
  /** A conversation with the enquirer, an offer in it, a request to book in another. */
  enquiry: string;
  offer: string;
  request: string;
  /** A paid booking, its conversation and reference. */
  booking: string;
  bookingEnquiry: string;
  reference: string;
  /** A block of the bookable space, a venue member, an extra charge asked on the booking, the enquirer's request for the venue's phone number. */
  block: string;
  teammate: string;
  teammateEmail: string;
  charge: string;
  phoneRequest: string;
}

let t: TestApp;
let a: ReturnType<typeof api>;
let fx: Fx;
let png: Buffer;
const as = {} as Record<Persona | 'enquirer', Session>;

const v1 = (s: Session, method: InjectOpts['method'], url: string, body?: unknown) => t.req({ method, url: `/api/v1${url}`, token: s.accessToken, body });
async function ok<T = { _id: string }>(p: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const r = await p;
  if (r.statusCode !== status) throw new Error(`fixture: expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json().data as T;
}

let days = 0;
let people = 0;
/** Ahead of the demo data's bookings, holds and blocks. */
const FAR = TEST_SLOTS_FROM;
const dayAt = (n: number) => new Date(FAR + n * 86_400_000).toISOString().slice(0, 10);
/** A day of its own: each block, offer and request takes one, so none overlap. */
const day = () => dayAt(++days);
/** 10:00–13:00 in Singapore on a day of its own. */
const slot = () => {
  const d = day();
  return { start_at: `${d}T02:00:00Z`, end_at: `${d}T05:00:00Z` };
};
const offerBody = () => ({
  space_id: fx.bookable,
  ...slot(),
  guests: 20,
  lines: [{ description: 'Room hire', quantity: 3, unit_amount_minor: 10_000 }],
  expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
});

const extraCharge = { lines: [{ description: 'Extra hour', quantity: 1, unit_amount_minor: 10_000 }], note: 'We stayed late' };

const make = {
  enquiry: async (message = 'Is the room free that morning?') =>
    (await ok(v1(as.enquirer, 'POST', '/enquiries', { venue_id: fx.liveVenue, event_type: 'meetings', event_date: dayAt(0), start_time: '10:00', end_time: '13:00', guests: 20, message }), 201))._id,
  offer: async (enquiry?: string) => (await ok(v1(as.owner, 'POST', `/enquiries/${enquiry ?? (await make.enquiry())}/offers`, offerBody()), 201))._id,
  request: async (enquiry?: string) => (await ok(v1(as.enquirer, 'POST', `/enquiries/${enquiry ?? (await make.enquiry())}/booking-requests`, { space_id: fx.bookable, ...slot(), guests: 10 }), 201))._id,
  /** Asked, offered, accepted and paid with the test provider's card: a confirmed booking. */
  booking: async () => {
    const enquiry = await make.enquiry();
    const offer = await make.offer(enquiry);
    await ok(v1(as.enquirer, 'POST', `/offers/${offer}/accept`, {}));
    const { payment_id } = await ok<{ payment_id: string }>(v1(as.enquirer, 'POST', `/offers/${offer}/checkout`, {}), 201);
    const paid = await ok<{ booking_id: string }>(v1(as.enquirer, 'POST', `/payments/${payment_id}/confirm`, { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }));
    const b = await ok<{ _id: string; reference: string }>(v1(as.owner, 'GET', `/bookings/${paid.booking_id}`));
    return { booking: b._id, reference: b.reference, bookingEnquiry: enquiry };
  },
  /** A draft with a space and a photo, complete enough to submit. */
  ready: async () => {
    const id = (await ok(v1(as.owner, 'POST', '/owner/venues', COMPLETE_VENUE), 201))._id;
    await a.space(as.owner, id, COMPLETE_SPACE);
    await make.photo(`/owner/venues/${id}/photos`);
    return id;
  },
  /**
   * A venue in `status`, put there directly: archiving and restoring check only the status, and
   * the way there (submit, approve, archive) is covered by owner-venues.test.ts.
   */
  venueIn: async (status: 'published' | 'archived') => {
    const id = (await a.draft(as.owner, { ...COMPLETE_VENUE, name: `Matrix ${status}` }))._id;
    await t.app.db.update(venues).set({ status }).where(eq(venues.id, id));
    return id;
  },
  photo: async (url: string) => ((await ok<{ photos: { _id: string }[] }>(a.upload(url, as.owner, png), 201)).photos.at(-1)!._id),
  block: async () => {
    const d = day();
    return (await ok(v1(as.owner, 'POST', `/spaces/${fx.bookable}/blocks`, { start_at: `${d}T00:00:00+08:00`, end_at: `${d}T23:00:00+08:00` }), 201))._id;
  },
  charge: async () => (await ok(v1(as.owner, 'POST', `/bookings/${fx.booking}/extra-charges`, extraCharge), 201))._id,
  /** The enquirer asks the venue for its phone number. */
  phoneRequest: async (enquiry: string) => (await ok(v1(as.enquirer, 'POST', `/enquiries/${enquiry}/phone-requests`), 201))._id,
  /** A new venue member of the first organisation (inserted as team.test's colleague() does). */
  teammate: async () => {
    const o = (await t.app.db.select().from(users).where(eq(users.email, PERSONAS.owner.email)))[0]!;
    const email = `matrix.${++people}@harbour.test`;
    const [u] = await t.app.db
      .insert(users)
      .values({ tenantId: o.tenantId, email, passwordHash: o.passwordHash, firstName: 'Sam', lastName: 'Matrix', role: 'VENUE_LISTER', assignedRoles: TEAM_ROLE_CODES.member, organizationId: o.organizationId, emailVerifiedAt: new Date(), country: 'sg', type: 'venue_lister' })
      .returning();
    return { teammate: u!.id, teammateEmail: email };
  },
};

beforeAll(async () => {
  t = await createTestApp();
  a = api(t);
  const demo = await ownersVenueAndRival(t);
  for (const [k, p] of Object.entries(PERSONAS)) as[k as Persona] = await t.login(p.email, p.user.role === 'USER' ? 'user' : 'venue');
  as.enquirer = await t.login(ENQUIRER, 'user');
  png = await image();

  const venue = (await a.draft(as.owner, { name: 'Permission Hall' }))._id;
  const space = (await a.space(as.owner, venue, COMPLETE_SPACE))._id;
  fx = { venue, space, liveVenue: demo.venueId, bookable: demo.spaceId } as Fx;
  fx.venuePhoto = await make.photo(`/owner/venues/${venue}/photos`);
  fx.spacePhoto = await make.photo(`/space/${space}/photos`);
  fx.enquiry = await make.enquiry('Permission matrix: is the loft free?');
  fx.offer = await make.offer(fx.enquiry);
  fx.request = await make.request();
  Object.assign(fx, await make.booking(), await make.teammate());
  fx.block = await make.block();
  fx.charge = await make.charge();
  fx.phoneRequest = await make.phoneRequest(fx.enquiry);
});
afterAll(() => t.close());

// ---------------------------------------------------------------- the calls

type Req = { method?: InjectOpts['method']; url: string; body?: unknown; upload?: string };
interface Call {
  /** Method and path as the docs write them: "PATCH /v1/team/members/{id}". */
  name: string;
  permission: TeamPermission;
  /**
   * Where the permission is checked. `route`: before anything is looked up (the owner area: a
   * customer gets 403). `record`: once the conversation or booking is found to be the caller's
   * (a customer with no part in it finds nothing, 404).
   */
  check: 'route' | 'record';
  /** `record`: about a record of the first organisation (another organisation gets 404). `own`: about the caller's own organisation. */
  about: 'record' | 'own';
  /** The allowed answer (default 200). */
  ok?: number;
  /** On `own` calls: another organisation's owner's answer when not `ok` (e.g. 422: the recipient is not in their team). */
  rival?: number;
  /** On `own` calls: the answer to a caller with no team (default 403; a customer's own inbox is 200). */
  customer?: number;
  /** For a call that changes its record: a new one (made as the owner) for each cell that may succeed, so one success never changes the next cell's answer. */
  fresh?: () => Promise<Partial<Fx>>;
  request: (x: Fx) => Req;
  /** On `own` calls: whether the answer shows the first organisation's record — it must for its team, never for others. */
  shows?: (r: LightMyRequestResponse, x: Fx) => boolean;
}

const ids = (list: { _id: string }[]) => list.map((x) => x._id);

const VENUES: Call[] = [
  { name: 'GET /v1/owner/venues', permission: 'venues.read', check: 'route', about: 'own', request: () => ({ url: '/owner/venues?q=Permission%20Hall' }), shows: (r, x) => ids(r.json().data.data).includes(x.venue) },
  { name: 'POST /v1/owner/venues', permission: 'venues.edit', check: 'route', about: 'own', ok: 201, request: () => ({ method: 'POST', url: '/owner/venues', body: { name: 'Matrix draft' } }) },
  { name: 'GET /v1/owner/venues/{id}', permission: 'venues.read', check: 'route', about: 'record', request: (x) => ({ url: `/owner/venues/${x.venue}` }) },
  { name: 'PATCH /v1/owner/venues/{id}', permission: 'venues.edit', check: 'route', about: 'record', request: (x) => ({ method: 'PATCH', url: `/owner/venues/${x.venue}`, body: { area: 'Tanjong Pagar' } }) },
  { name: 'GET /v1/owner/venues/{id}/preview', permission: 'venues.read', check: 'route', about: 'record', request: (x) => ({ url: `/owner/venues/${x.venue}/preview` }) },
  { name: 'POST /v1/owner/venues/{id}/submit', permission: 'venues.edit', check: 'route', about: 'record', fresh: async () => ({ venue: await make.ready() }), request: (x) => ({ method: 'POST', url: `/owner/venues/${x.venue}/submit` }) },
  { name: 'POST /v1/owner/venues/{id}/archive', permission: 'venues.edit', check: 'route', about: 'record', fresh: async () => ({ venue: await make.venueIn('published') }), request: (x) => ({ method: 'POST', url: `/owner/venues/${x.venue}/archive` }) },
  { name: 'POST /v1/owner/venues/{id}/restore', permission: 'venues.edit', check: 'route', about: 'record', fresh: async () => ({ venue: await make.venueIn('archived') }), request: (x) => ({ method: 'POST', url: `/owner/venues/${x.venue}/restore` }) },
  { name: 'POST /v1/owner/venues/{id}/request-deletion', permission: 'venues.request_deletion', check: 'route', about: 'record', fresh: async () => ({ venue: (await a.draft(as.owner))._id }), request: (x) => ({ method: 'POST', url: `/owner/venues/${x.venue}/request-deletion` }) },
  { name: 'POST /v1/owner/venues/{id}/photos', permission: 'venues.edit', check: 'route', about: 'record', ok: 201, request: (x) => ({ url: `/owner/venues/${x.venue}/photos`, upload: LISTING_PHOTO_LIMITS.field }) },
  { name: 'PUT /v1/owner/venues/{id}/photos', permission: 'venues.edit', check: 'route', about: 'record', request: (x) => ({ method: 'PUT', url: `/owner/venues/${x.venue}/photos`, body: { photos: [{ _id: x.venuePhoto }] } }) },
  {
    name: 'DELETE /v1/owner/venues/{id}/photos/{photoId}',
    permission: 'venues.edit',
    check: 'route',
    about: 'record',
    fresh: async () => ({ venuePhoto: await make.photo(`/owner/venues/${fx.venue}/photos`) }),
    request: (x) => ({ method: 'DELETE', url: `/owner/venues/${x.venue}/photos/${x.venuePhoto}` }),
  },
  { name: 'POST /v1/space/{venueId}', permission: 'venues.edit', check: 'route', about: 'record', ok: 201, request: (x) => ({ method: 'POST', url: `/space/${x.venue}`, body: { name: 'Annex' } }) },
  { name: 'GET /v1/space/{id}', permission: 'venues.read', check: 'route', about: 'record', request: (x) => ({ url: `/space/${x.space}` }) },
  { name: 'PATCH /v1/space/{id}', permission: 'venues.edit', check: 'route', about: 'record', request: (x) => ({ method: 'PATCH', url: `/space/${x.space}`, body: { description: 'The whole top floor, refreshed.' } }) },
  { name: 'DELETE /v1/space/{id}', permission: 'venues.edit', check: 'route', about: 'record', fresh: async () => ({ space: (await a.space(as.owner, fx.venue, { name: 'Spare room' }))._id }), request: (x) => ({ method: 'DELETE', url: `/space/${x.space}` }) },
  { name: 'POST /v1/space/{id}/photos', permission: 'venues.edit', check: 'route', about: 'record', ok: 201, request: (x) => ({ url: `/space/${x.space}/photos`, upload: LISTING_PHOTO_LIMITS.field }) },
  { name: 'PUT /v1/space/{id}/photos', permission: 'venues.edit', check: 'route', about: 'record', request: (x) => ({ method: 'PUT', url: `/space/${x.space}/photos`, body: { photos: [{ _id: x.spacePhoto }] } }) },
  {
    name: 'DELETE /v1/space/{id}/photos/{photoId}',
    permission: 'venues.edit',
    check: 'route',
    about: 'record',
    fresh: async () => ({ spacePhoto: await make.photo(`/space/${fx.space}/photos`) }),
    request: (x) => ({ method: 'DELETE', url: `/space/${x.space}/photos/${x.spacePhoto}` }),
  },
];

const AVAILABILITY: Call[] = [
  { name: 'GET /v1/spaces/{id}/availability', permission: 'availability.manage', check: 'route', about: 'record', request: (x) => ({ url: `/spaces/${x.bookable}/availability?from=${dayAt(1)}&to=${dayAt(31)}` }) },
  {
    name: 'POST /v1/spaces/{id}/blocks',
    permission: 'availability.manage',
    check: 'route',
    about: 'record',
    ok: 201,
    request: (x) => {
      const d = day();
      return { method: 'POST', url: `/spaces/${x.bookable}/blocks`, body: { start_at: `${d}T00:00:00+08:00`, end_at: `${d}T23:00:00+08:00`, note: 'Matrix block' } };
    },
  },
  {
    name: 'DELETE /v1/blocks/{id}',
    permission: 'availability.manage',
    check: 'route',
    about: 'record',
    fresh: async () => ({ block: await make.block() }),
    request: (x) => ({ method: 'DELETE', url: `/blocks/${x.block}` }),
  },
  { name: 'GET /v1/spaces/{id}/calendar-feed', permission: 'availability.manage', check: 'route', about: 'record', request: (x) => ({ url: `/spaces/${x.bookable}/calendar-feed` }) },
  { name: 'POST /v1/spaces/{id}/calendar-feed/rotate', permission: 'availability.manage', check: 'route', about: 'record', request: (x) => ({ method: 'POST', url: `/spaces/${x.bookable}/calendar-feed/rotate` }) },
  { name: 'DELETE /v1/spaces/{id}/calendar-feed', permission: 'availability.manage', check: 'route', about: 'record', request: (x) => ({ method: 'DELETE', url: `/spaces/${x.bookable}/calendar-feed` }) },
];

const TEAM: Call[] = [
  { name: 'GET /v1/team/members', permission: 'team.read', check: 'route', about: 'own', request: () => ({ url: '/team/members' }), shows: (r) => r.json().data.members.some((m: { email: string }) => m.email === PERSONAS.owner.email) },
  {
    name: 'POST /api/auth/users/sign-up (invite)',
    permission: 'team.manage',
    check: 'route',
    about: 'own',
    ok: 201,
    request: () => ({ method: 'POST', url: '/api/auth/users/sign-up', body: { email: `invited.${++people}@harbour.test`, first_name: 'Ivy', assigned_roles: TEAM_ROLE_CODES.member } }),
  },
  { name: 'PATCH /v1/team/members/{id}', permission: 'team.manage', check: 'route', about: 'record', fresh: make.teammate, request: (x) => ({ method: 'PATCH', url: `/team/members/${x.teammate}`, body: { role: 'admin' } }) },
  { name: 'DELETE /v1/team/members/{id}', permission: 'team.manage', check: 'route', about: 'record', fresh: make.teammate, request: (x) => ({ method: 'DELETE', url: `/team/members/${x.teammate}` }) },
  // To a member of the first organisation: another organisation's owner is past the permission and told the person is not in their team.
  { name: 'POST /v1/team/ownership-transfers', permission: 'team.transfer_ownership', check: 'route', about: 'own', ok: 201, rival: 422, fresh: make.teammate, request: (x) => ({ method: 'POST', url: '/team/ownership-transfers', body: { email: x.teammateEmail } }) },
  // The first organisation's pending transfer: another organisation has none of its own (404).
  {
    name: 'DELETE /v1/team/ownership-transfers/current',
    permission: 'team.transfer_ownership',
    check: 'route',
    about: 'own',
    rival: 404,
    fresh: async () => {
      const mate = await make.teammate();
      await ok(v1(as.owner, 'POST', '/team/ownership-transfers', { email: mate.teammateEmail }), 201);
      return mate;
    },
    request: () => ({ method: 'DELETE', url: '/team/ownership-transfers/current' }),
  },
];

const SALES: Call[] = [
  { name: 'GET /v1/owner/sales', permission: 'sales.read', check: 'route', about: 'own', request: () => ({ url: '/owner/sales' }), shows: (r, x) => ids(r.json().data.venues).includes(x.liveVenue) },
  { name: 'GET /v1/owner/sales.csv', permission: 'sales.read', check: 'route', about: 'own', request: () => ({ url: '/owner/sales.csv' }), shows: (r, x) => r.body.includes(x.reference) },
];

// Payouts are part of sales.read. The test provider has no Stripe: GET answers `not_configured`, and
// the POSTs answer 503 PROVIDER_NOT_CONFIGURED to whoever is let through (with Stripe: payouts.test.ts).
const PAYOUTS: Call[] = [
  { name: 'GET /v1/owner/payouts', permission: 'sales.read', check: 'route', about: 'own', request: () => ({ url: '/owner/payouts' }) },
  { name: 'POST /v1/owner/payouts/onboarding', permission: 'sales.read', check: 'route', about: 'own', ok: 503, request: () => ({ method: 'POST', url: '/owner/payouts/onboarding', body: {} }) },
  { name: 'POST /v1/owner/payouts/refresh', permission: 'sales.read', check: 'route', about: 'own', ok: 503, request: () => ({ method: 'POST', url: '/owner/payouts/refresh', body: {} }) },
];

const ENQUIRIES: Call[] = [
  // Everyone with an inbox lists their own: a customer their conversations, a team its organisation's.
  { name: 'GET /v1/enquiries', permission: 'enquiries.answer', check: 'record', about: 'own', customer: 200, request: () => ({ url: '/enquiries?q=Permission%20matrix' }), shows: (r, x) => ids(r.json().data.data).includes(x.enquiry) },
  { name: 'GET /v1/enquiries/{id}', permission: 'enquiries.answer', check: 'record', about: 'record', request: (x) => ({ url: `/enquiries/${x.enquiry}` }) },
  { name: 'GET /v1/enquiries/{id}/messages', permission: 'enquiries.answer', check: 'record', about: 'record', request: (x) => ({ url: `/enquiries/${x.enquiry}/messages` }) },
  { name: 'POST /v1/enquiries/{id}/messages', permission: 'enquiries.answer', check: 'record', about: 'record', ok: 201, request: (x) => ({ method: 'POST', url: `/enquiries/${x.enquiry}/messages`, body: { body: 'Yes, it is free.' } }) },
  { name: 'POST /v1/enquiries/{id}/attachments', permission: 'enquiries.answer', check: 'record', about: 'record', ok: 201, request: (x) => ({ url: `/enquiries/${x.enquiry}/attachments`, upload: ATTACHMENT_FIELD }) },
  { name: 'POST /v1/enquiries/{id}/read', permission: 'enquiries.answer', check: 'record', about: 'record', request: (x) => ({ method: 'POST', url: `/enquiries/${x.enquiry}/read` }) },
  { name: 'POST /v1/enquiries/{id}/close', permission: 'enquiries.answer', check: 'record', about: 'record', fresh: async () => ({ enquiry: await make.enquiry() }), request: (x) => ({ method: 'POST', url: `/enquiries/${x.enquiry}/close` }) },
  { name: 'GET /v1/enquiries/{id}/phone-requests', permission: 'enquiries.answer', check: 'record', about: 'record', request: (x) => ({ url: `/enquiries/${x.enquiry}/phone-requests` }) },
  { name: 'POST /v1/enquiries/{id}/phone-requests', permission: 'enquiries.answer', check: 'record', about: 'record', ok: 201, fresh: async () => ({ enquiry: await make.enquiry() }), request: (x) => ({ method: 'POST', url: `/enquiries/${x.enquiry}/phone-requests` }) },
  {
    name: 'POST /v1/enquiries/{id}/phone-requests/{rid}/decline',
    permission: 'enquiries.answer',
    check: 'record',
    about: 'record',
    fresh: async () => {
      const enquiry = await make.enquiry();
      return { enquiry, phoneRequest: await make.phoneRequest(enquiry) };
    },
    request: (x) => ({ method: 'POST', url: `/enquiries/${x.enquiry}/phone-requests/${x.phoneRequest}/decline` }),
  },
  { name: 'GET /v1/enquiries/{id}/offers', permission: 'enquiries.answer', check: 'record', about: 'record', request: (x) => ({ url: `/enquiries/${x.enquiry}/offers` }) },
  { name: 'GET /v1/offers/{id}', permission: 'enquiries.answer', check: 'record', about: 'record', request: (x) => ({ url: `/offers/${x.offer}` }) },
  { name: 'GET /v1/booking-requests/{id}', permission: 'enquiries.answer', check: 'record', about: 'record', request: (x) => ({ url: `/booking-requests/${x.request}` }) },
];

const OFFERS: Call[] = [
  { name: 'POST /v1/enquiries/{id}/offers', permission: 'offers.send', check: 'record', about: 'record', ok: 201, fresh: async () => ({ enquiry: await make.enquiry() }), request: (x) => ({ method: 'POST', url: `/enquiries/${x.enquiry}/offers`, body: offerBody() }) },
  { name: 'PATCH /v1/offers/{id}', permission: 'offers.send', check: 'record', about: 'record', ok: 201, fresh: async () => ({ offer: await make.offer() }), request: (x) => ({ method: 'PATCH', url: `/offers/${x.offer}`, body: offerBody() }) },
  { name: 'POST /v1/offers/{id}/cancel', permission: 'offers.send', check: 'record', about: 'record', fresh: async () => ({ offer: await make.offer() }), request: (x) => ({ method: 'POST', url: `/offers/${x.offer}/cancel` }) },
  { name: 'POST /v1/booking-requests/{id}/accept', permission: 'offers.send', check: 'record', about: 'record', fresh: async () => ({ request: await make.request() }), request: (x) => ({ method: 'POST', url: `/booking-requests/${x.request}/accept` }) },
  { name: 'POST /v1/booking-requests/{id}/decline', permission: 'offers.send', check: 'record', about: 'record', fresh: async () => ({ request: await make.request() }), request: (x) => ({ method: 'POST', url: `/booking-requests/${x.request}/decline` }) },
];

const BOOKINGS: Call[] = [
  // The venue's list is a team's: a customer has none (403); another organisation lists its own.
  { name: 'GET /v1/bookings?as=venue', permission: 'bookings.read', check: 'record', about: 'own', request: (x) => ({ url: `/bookings?as=venue&enquiry_id=${x.bookingEnquiry}` }), shows: (r, x) => ids(r.json().data.data).includes(x.booking) },
  { name: 'GET /v1/bookings/{id}', permission: 'bookings.read', check: 'record', about: 'record', request: (x) => ({ url: `/bookings/${x.booking}` }) },
  { name: 'GET /v1/bookings/{id}/invoice', permission: 'bookings.read', check: 'record', about: 'record', request: (x) => ({ url: `/bookings/${x.booking}/invoice` }) },
  { name: 'GET /v1/bookings/{id}/cancellation-preview', permission: 'bookings.manage', check: 'record', about: 'record', request: (x) => ({ url: `/bookings/${x.booking}/cancellation-preview` }) },
  { name: 'POST /v1/bookings/{id}/cancel', permission: 'bookings.manage', check: 'record', about: 'record', fresh: make.booking, request: (x) => ({ method: 'POST', url: `/bookings/${x.booking}/cancel`, body: { reason: 'Flooded' } }) },
  { name: 'POST /v1/bookings/{id}/extra-charges', permission: 'bookings.manage', check: 'record', about: 'record', ok: 201, request: (x) => ({ method: 'POST', url: `/bookings/${x.booking}/extra-charges`, body: extraCharge }) },
  {
    name: 'POST /v1/extra-charges/{id}/cancel',
    permission: 'bookings.manage',
    check: 'record',
    about: 'record',
    fresh: async () => ({ charge: await make.charge() }),
    request: (x) => ({ method: 'POST', url: `/extra-charges/${x.charge}/cancel` }),
  },
];

const ALL = { venues: VENUES, availability: AVAILABILITY, team: TEAM, sales: SALES, payouts: PAYOUTS, enquiries: ENQUIRIES, offers: OFFERS, bookings: BOOKINGS };

// ---------------------------------------------------------------- what each caller gets

/** The answer the table promises `who` on `call`. */
function expected(call: Call, who: Who): number {
  if (who === 'anonymous') return 401;
  const p = PERSONAS[who];
  // Another organisation's owner is an owner (of records that are not these).
  const role = who === 'rival' ? 'owner' : who === 'customer' ? null : who;
  const can = role !== null && MATRIX[call.permission][role];
  const success = call.ok ?? 200;
  if (p.team) return can ? success : 403;
  // Not in the first organisation's team.
  if (call.about === 'record') return can || call.check === 'record' ? 404 : 403;
  return can ? (call.rival ?? success) : (call.customer ?? 403);
}
const CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

function send(q: Req, who: Who): Promise<LightMyRequestResponse> {
  const url = q.url.startsWith('/api/') ? q.url : `/api/v1${q.url}`;
  const token = who === 'anonymous' ? undefined : as[who].accessToken;
  if (q.upload) {
    const m = multipartFile(q.upload, 'photo.png', 'image/png', png);
    return t.req({ method: 'POST', url, token, body: m.body, headers: m.headers });
  }
  return t.req({ method: q.method ?? 'GET', url, token, body: q.body });
}

const cells = (calls: Call[]) => calls.flatMap((call) => WHO.map((who) => [`${call.name} × ${who} → ${expected(call, who)}`, call, who, expected(call, who)] as const));

describe('the callers', () => {
  it('are stored with the roles the titles assume, the team ones in the first organisation, the others outside it', async () => {
    const orgOf = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!;
    const first = (await orgOf(PERSONAS.owner.email)).organizationId;
    for (const [who, p] of Object.entries(PERSONAS)) {
      const row = await orgOf(p.email);
      expect([who, deriveRoles({ role: row.role, assigned_roles: row.assignedRoles })]).toEqual([who, deriveRoles(p.user)]);
      expect([who, row.organizationId === first]).toEqual([who, p.team]);
    }
  });

  it('the table (TEAM_PERMISSIONS, teamCan) is the matrix of docs/permissions.md, every cell', () => {
    expect(Object.keys(TEAM_PERMISSIONS).sort()).toEqual(Object.keys(MATRIX).sort());
    const roles = { owner: PERSONAS.owner.user, admin: PERSONAS.admin.user, member: PERSONAS.member.user };
    const table = (Object.keys(MATRIX) as TeamPermission[]).map((p) => ({ p, ...Object.fromEntries(Object.entries(roles).map(([k, u]) => [k, teamCan(deriveRoles(u), p)])) }));
    expect(table).toEqual((Object.keys(MATRIX) as TeamPermission[]).map((p) => ({ p, ...MATRIX[p] })));
    // VENUE_LISTER with assigned_roles 1 is an owner too; customers and administrators hold nothing.
    const lister1 = deriveRoles({ role: 'VENUE_LISTER', assigned_roles: 1 });
    expect((Object.keys(MATRIX) as TeamPermission[]).filter((p) => teamCan(lister1, p) !== MATRIX[p].owner)).toEqual([]);
    for (const u of [PERSONAS.customer.user, { role: 'ADMIN', assigned_roles: null }] satisfies RoleBearer[]) {
      expect((Object.keys(MATRIX) as TeamPermission[]).filter((p) => teamCan(deriveRoles(u), p))).toEqual([]);
    }
  });

  it('every permission of the table has calls here', () => {
    const covered = new Set(Object.values(ALL).flatMap((calls) => calls.map((c) => c.permission)));
    expect([...covered].sort()).toEqual(Object.keys(TEAM_PERMISSIONS).sort());
  });
});

/** The records a cell acts on: fresh ones where it may succeed and change them (Call.fresh), else the file's (Fx). */
const recordsFor = async (call: Call, want: number): Promise<Fx> => (call.fresh && want < 300 ? { ...fx, ...(await call.fresh()) } : fx);

describe.each(Object.entries(ALL))('%s', (_area, calls) => {
  test.each(cells(calls))('%s', async (_title, call, who, want) => {
    const x = await recordsFor(call, want);
    const r = await send(call.request(x), who);
    expect([r.statusCode, r.statusCode === want ? '' : r.body.slice(0, 500)]).toEqual([want, '']);
    if (CODES[want]) expect(errorOf(r).code).toBe(CODES[want]);
    // A list of one's own organisation: the first one's record is there for its team, and only for it.
    if (call.shows && want < 300) expect(call.shows(r, x)).toBe(who !== 'anonymous' && PERSONAS[who].team);
  });
});
