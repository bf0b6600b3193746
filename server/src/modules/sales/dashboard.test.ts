import { eq } from 'drizzle-orm';
import type { OwnerDashboard } from '@venues/contracts';
import { bookings, customOffers, enquiries, enquiryMessages, payments, spaces, users, venues } from '../../db/schema';
import { createTestApp, ownersVenueAndRival, type TestApp } from '../../test/helpers';

// The owner's dashboard over HTTP on the seeded demo: who may call it, that it lists only the
// caller's organisation, what the demo owner sees, and a conversation leaving "unanswered" once
// the venue replies.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
const as: Record<'owner' | 'lister' | 'member' | 'rival' | 'customer' | 'admin', Session> = {} as never;
let venueId: string;
let orgVenueIds: string[];

const get = (s: Session | null) => t.req({ url: '/api/v1/owner/dashboard', token: s?.accessToken });
const dashboard = async (s: Session): Promise<OwnerDashboard> => {
  const r = await get(s);
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const LISTS = ['enquiries_today', 'upcoming_bookings', 'unanswered', 'booking_requests', 'offers_expiring'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await ownersVenueAndRival(t);
  venueId = demo.venueId;
  as.owner = await t.login('owner@demo.test');
  as.lister = await t.login('lister@demo.test');
  as.member = await t.login('member@demo.test');
  as.customer = await t.login('user@demo.test');
  as.admin = await t.login('admin@demo.test');
  as.rival = await t.login(demo.rivalEmail, 'venue');
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  orgVenueIds = (await t.app.db.select({ id: venues.id }).from(venues).where(eq(venues.organizationId, owner!.organizationId!))).map((v) => v.id);
});
afterAll(() => t.close());

it('owners and venue admins read it; members, customers and administrators 403; signed out 401', async () => {
  for (const who of ['owner', 'lister'] as const) expect([who, (await get(as[who])).statusCode]).toEqual([who, 200]);
  for (const who of ['member', 'customer', 'admin'] as const) expect([who, (await get(as[who])).statusCode]).toEqual([who, 403]);
  expect((await get(null)).statusCode).toBe(401);
});

it('another organisation sees none of the demo organisation’s enquiries, bookings or offers', async () => {
  const d = await dashboard(as.rival);
  for (const l of LISTS) expect([l, d[l]]).toEqual([l, { total: 0, items: [] }]);
});

it('the demo owner has conversations waiting for an answer and a booking request, all of the organisation’s venues', async () => {
  const d = await dashboard(as.owner);
  expect(d.unanswered.total).toBeGreaterThan(0);
  expect(d.booking_requests.total).toBeGreaterThan(0);
  const mine = new Set((await t.app.db.select({ name: venues.name, id: venues.id }).from(venues)).filter((v) => orgVenueIds.includes(v.id)).map((v) => v.name));
  for (const l of LISTS) {
    expect(d[l].items.length).toBeLessThanOrEqual(5);
    expect(d[l].total).toBeGreaterThanOrEqual(d[l].items.length);
    for (const i of d[l].items) expect([l, mine.has(i.venue_name)]).toEqual([l, true]);
  }
});

it('a confirmed booking that has not started is upcoming, soonest first, with its reference', async () => {
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const [customer] = await t.app.db.select().from(users).where(eq(users.email, 'user@demo.test'));
  const [space] = await t.app.db.select().from(spaces).where(eq(spaces.venueId, venueId));
  const tenantId = owner!.tenantId;
  const org = owner!.organizationId!;
  const start = new Date(Date.now() + 2 * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  const common = { tenantId, venueId, spaceId: space!.id, startAt: start, endAt: end, guests: 20 };
  const [e] = await t.app.db
    .insert(enquiries)
    .values({ ...common, customerId: customer!.id, organizationId: org, eventType: 'meetings', eventDate: start.toISOString().slice(0, 10), startTime: '10:00', endTime: '11:00', status: 'booked' })
    .returning();
  const [o] = await t.app.db
    .insert(customOffers)
    .values({ ...common, enquiryId: e!.id, lines: [], taxes: [], currency: 'SGD', subtotalMinor: 100_00, totalMinor: 100_00, cancellationPolicy: 'flexible', expiresAt: start, status: 'paid' })
    .returning();
  const [p] = await t.app.db
    .insert(payments)
    .values({ tenantId, kind: 'offer', status: 'succeeded', provider: 'test', enquiryId: e!.id, offerId: o!.id, customerId: customer!.id, venueId, organizationId: org, currency: 'SGD', amountMinor: 100_00, taxMinor: 0, succeededAt: new Date() })
    .returning();
  const [b] = await t.app.db
    .insert(bookings)
    .values({ ...common, reference: 'BK-DASH0001', enquiryId: e!.id, offerId: o!.id, paymentId: p!.id, customerId: customer!.id, organizationId: org, lines: [], taxes: [], currency: 'SGD', subtotalMinor: 100_00, taxMinor: 0, totalMinor: 100_00, feeMinor: 10_00, cancellationPolicy: 'flexible' })
    .returning();
  const d = await dashboard(as.owner);
  expect(d.upcoming_bookings.items[0]).toMatchObject({ _id: b!.id, enquiry_id: e!.id, reference: 'BK-DASH0001', guests: 20, start_at: start.toISOString() });
  const starts = d.upcoming_bookings.items.map((i) => Date.parse(i.start_at));
  expect(starts).toEqual([...starts].sort((x, y) => x - y));
  expect((await dashboard(as.rival)).upcoming_bookings.total).toBe(0);
});

it('a new enquiry with the customer’s message is today’s and unanswered until the venue replies', async () => {
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const [customer] = await t.app.db.select().from(users).where(eq(users.email, 'user@demo.test'));
  const [space] = await t.app.db.select().from(spaces).where(eq(spaces.venueId, venueId));
  const start = new Date(Date.now() + 300 * 86_400_000);
  const [e] = await t.app.db
    .insert(enquiries)
    .values({ tenantId: owner!.tenantId, customerId: customer!.id, venueId, organizationId: owner!.organizationId, spaceId: space!.id, eventType: 'meetings', eventDate: start.toISOString().slice(0, 10), startTime: '10:00', endTime: '12:00', startAt: start, endAt: new Date(start.getTime() + 7_200_000), guests: 12 })
    .returning();
  await t.app.db.insert(enquiryMessages).values({ tenantId: owner!.tenantId, enquiryId: e!.id, side: 'customer', senderId: customer!.id, body: 'Is the room free?' });
  const before = await dashboard(as.owner);
  expect(orgVenueIds).toContain(venueId);
  expect(before.enquiries_today.items[0]).toMatchObject({ _id: e!.id, enquiry_id: e!.id, customer_name: `${customer!.firstName} ${customer!.lastName}`, guests: 12 });
  const inUnanswered = (d: OwnerDashboard) => d.unanswered.items.some((i) => i.enquiry_id === e!.id) || d.unanswered.total > d.unanswered.items.length;
  expect(inUnanswered(before)).toBe(true);
  await t.app.db.insert(enquiryMessages).values({ tenantId: owner!.tenantId, enquiryId: e!.id, side: 'venue', senderId: owner!.id, body: 'It is.', createdAt: new Date(Date.now() + 1000) });
  const after = await dashboard(as.owner);
  expect(after.unanswered.items.some((i) => i.enquiry_id === e!.id)).toBe(false);
  expect(after.unanswered.total).toBe(before.unanswered.total - 1);
  // The other organisation still sees nothing.
  expect((await dashboard(as.rival)).enquiries_today.total).toBe(0);
});
