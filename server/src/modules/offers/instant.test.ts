import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { CustomOffer, Enquiry, InstantBooking, InstantBookRules, OwnerSpace, Payment, VenueDetail, VenueEstimate } from '@venues/contracts';
import { bookings, customOffers, enquiries, payments, refunds, spaceBlocks, spaces, users, venues } from '../../db/schema';
import { refreshVenueSummaries } from '../../db/venue-summary';
import { createTestApp, errorOf, ownersVenueAndRival, type TestApp } from '../../test/helpers';

// Instant book over real HTTP and the real database: the team sets the rules on a space, the
// customer books under them (each rule refused naming its field, nothing written), the offer is
// priced like the estimate and already accepted, 20 customers racing for one slot get one booking,
// a payment whose slot went to someone else meanwhile is refunded, and one account cannot hold
// slots unpaid beyond its limits (docs/adr/0112-instant-book-hold-limits.md).

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session, friend: Session, owner: Session, member: Session, admin: Session, rival: Session;
let fx: { venue: string; slug: string; space: string; plain: string; foreignSpace: string; demoSpace: string; more: string[] };

const ZONE = 'Asia/Singapore';
const RULES: InstantBookRules = {
  min_notice_hours: 24,
  max_hours: 6,
  hours: { mon: { open: '09:00', close: '21:00' }, tue: { open: '09:00', close: '21:00' }, wed: { open: '09:00', close: '21:00' }, thu: { open: '09:00', close: '21:00' }, fri: { open: '09:00', close: '21:00' }, sat: { open: '10:00', close: '18:00' }, sun: null },
};
let used = 0;
/** A fresh weekday (Monday to Friday) about a year ahead, in the venue's zone. */
function weekday(): string {
  let d = DateTime.now().setZone(ZONE).plus({ days: 300 + ++used * 2 });
  while (d.weekday > 5) d = d.plus({ days: 1 });
  used += 1;
  return d.toISODate()!;
}
function sunday(): string {
  let d = DateTime.now().setZone(ZONE).plus({ days: 200 });
  while (d.weekday !== 7) d = d.plus({ days: 1 });
  return d.toISODate()!;
}
/** Each session books from an address of its own (the per-address limit is tested on purpose). */
const addressOf = new Map<string, string>();
const post = (path: string, s: Session | null, body?: unknown, remoteAddress = s ? addressOf.get(s.userId) : undefined) =>
  t.req({ method: 'POST', url: `/api/v1${path}`, token: s?.accessToken, body: body ?? {}, ...(remoteAddress ? { remoteAddress } : {}) });
const get = (path: string, s?: Session) => t.req({ url: `/api/v1${path}`, token: s?.accessToken });
const book = (body: Record<string, unknown>, s: Session | null = customer, space = fx.space, venue = fx.slug, from?: string) => post(`/venues/${venue}/spaces/${space}/instant-bookings`, s, body, from);
let customers = 0;
/** A new customer account, signed in, booking from an address of its own. */
async function newCustomer(): Promise<Session> {
  const [u] = await t.app.db.select().from(users).where(eq(users.email, 'user@demo.test'));
  const email = `instant.${++customers}@customers.test`;
  await t.app.db.insert(users).values({ tenantId: u!.tenantId, email, passwordHash: u!.passwordHash, firstName: 'Ina', lastName: `Stant ${customers}`, role: 'USER', country: 'sg', type: 'user', emailVerifiedAt: new Date() });
  const s = await t.login(email, 'user');
  addressOf.set(s.userId, `10.1.${Math.floor(customers / 250)}.${(customers % 250) + 1}`);
  return s;
}
const fieldsOf = (r: Awaited<ReturnType<typeof get>>) => errorOf(r).details.fields?.map((f) => f.field);
const count = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(enquiries).where(eq(enquiries.venueId, fx.venue)))[0]!.n;
const CARD = { exp_month: 12, exp_year: 2040, cvc: '123' };

beforeAll(async () => {
  // Per address: low enough to reach here (every session books from an address of its own).
  t = await createTestApp({ publicUrl: 'http://site.test', instantBookLimits: { ipAttempts: 8 } });
  customer = await t.login('user@demo.test');
  friend = await t.login('friend@demo.test');
  owner = await t.login('owner@demo.test');
  member = await t.login('member@demo.test');
  admin = await t.login('admin@demo.test');
  const demo = await ownersVenueAndRival(t);
  rival = await t.login('rival@demo.test', 'venue');
  const [o] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const slug = `instant-${randomUUID()}`;
  const [v] = await t.app.db
    .insert(venues)
    .values({ tenantId: o!.tenantId, organizationId: o!.organizationId!, slug, name: 'Instant Hall', country: 'sg', city: 'Singapore', area: 'Marina Bay', latitude: 1.28, longitude: 103.85, timeZone: ZONE, currency: 'SGD', status: 'published', eventTypes: ['meetings'], openingHours: null })
    .returning();
  const space = async (name: string, sortOrder: number) =>
    (await t.app.db.insert(spaces).values({ tenantId: o!.tenantId, venueId: v!.id, name, spaceType: 'meeting-room', status: 'published', capacitySeated: 20, capacityStanding: 30, pricePerHourMinor: 10_000, minHours: 2, sortOrder }).returning())[0]!.id;
  const foreign = (await t.app.db.select({ id: spaces.id }).from(spaces).where(sql`${spaces.venueId} <> ${v!.id} and ${spaces.status} = 'published'`).limit(1))[0]!.id;
  fx = { venue: v!.id, slug, space: await space('Quick Room', 0), plain: await space('Ask Room', 1), foreignSpace: foreign, demoSpace: demo.spaceId, more: [await space('Quick Room B', 2), await space('Quick Room C', 3), await space('Quick Room D', 4)] };
  // The fixture's rules are written directly (its spaces have no photos, so the editor would keep them drafts); the editor is tested on a demo space.
  await t.app.db.update(spaces).set({ instantBook: RULES }).where(inArray(spaces.id, [fx.space, ...fx.more]));
  await refreshVenueSummaries(t.app.db, o!.tenantId, [v!.id]);
});
afterAll(() => t.close());

describe('the rules on the space (PATCH /v1/space/{id})', () => {
  it('the owner sets them; another organisation cannot; bad rules are refused naming the field', async () => {
    const space = fx.demoSpace;
    const before = (await t.app.db.select().from(spaces).where(eq(spaces.id, space)))[0]!.instantBook;
    const bad = await t.req({ method: 'PATCH', url: `/api/v1/space/${space}`, token: owner.accessToken, body: { instant_book: { ...RULES, hours: { ...RULES.hours, mon: { open: '18:00', close: '09:00' } } } } });
    expect(fieldsOf(bad)).toEqual(['instant_book.hours.mon.close']);
    expect(fieldsOf(await t.req({ method: 'PATCH', url: `/api/v1/space/${space}`, token: owner.accessToken, body: { instant_book: { ...RULES, max_hours: 0 } } }))).toEqual(['instant_book.max_hours']);
    expect((await t.req({ method: 'PATCH', url: `/api/v1/space/${space}`, token: rival.accessToken, body: { instant_book: RULES } })).statusCode).toBe(404);
    expect([403, 404]).toContain((await t.req({ method: 'PATCH', url: `/api/v1/space/${space}`, token: customer.accessToken, body: { instant_book: RULES } })).statusCode);
    expect((await t.app.db.select().from(spaces).where(eq(spaces.id, space)))[0]!.instantBook).toEqual(before);
    const r = await t.req({ method: 'PATCH', url: `/api/v1/space/${space}`, token: owner.accessToken, body: { instant_book: RULES } });
    expect(r.statusCode).toBe(200);
    expect((r.json().data as OwnerSpace).instant_book).toEqual(RULES);
    const off = await t.req({ method: 'PATCH', url: `/api/v1/space/${space}`, token: owner.accessToken, body: { instant_book: null } });
    expect((off.json().data as OwnerSpace).instant_book).toBeNull();
  });

  it('the public venue, its space and the search say so; the filter keeps only such venues', async () => {
    const v: VenueDetail = (await get(`/venues/${fx.slug}`)).json().data;
    expect(v.instant_book).toBe(true);
    expect(v.spaces.find((s) => s._id === fx.space)!.instant_book).toEqual(RULES);
    expect(v.spaces.find((s) => s._id === fx.plain)!.instant_book).toBeNull();
    const found = (await get('/venues/search?country=sg&area=Marina%20Bay&instant_book=true&limit=48')).json();
    expect(found.data.data.length).toBeGreaterThan(0);
    expect(found.data.data.every((c: { instant_book: boolean }) => c.instant_book)).toBe(true);
    expect(found.data.data.map((c: { _id: string }) => c._id)).toContain(fx.venue);
    const all = (await get('/venues/search?country=sg&limit=48')).json();
    expect(all.data.total).toBeGreaterThan(found.data.total);
    expect(fieldsOf(await get('/venues/search?country=sg&instant_book=maybe'))).toEqual(['instant_book']);
  });
});

describe('POST /v1/venues/{venue}/spaces/{space}/instant-bookings', () => {
  it('opens the conversation with an accepted offer priced exactly like the estimate, holding the slot; both sides see it', async () => {
    const date = weekday();
    const estimate: VenueEstimate = (await get(`/venues/${fx.slug}/estimate?date=${date}&start=10:00&hours=3&guests=12`)).json().data;
    const priced = estimate.spaces.find((s) => s.space_id === fx.space)!.price!;
    const r = await book({ date, start: '10:00', duration: 3, guests: 12 });
    expect(r.statusCode).toBe(201);
    const ib: InstantBooking = r.json().data;
    expect(ib).toMatchObject({ total_minor: priced.total_minor, currency: 'SGD' });
    const o: CustomOffer = (await get(`/offers/${ib.offer_id}`, customer)).json().data;
    expect(o).toMatchObject({ status: 'accepted', instant: true, guests: 12, start_at: estimate.start_at, end_at: estimate.end_at, subtotal_minor: priced.subtotal_minor, total_minor: priced.total_minor, lines: priced.lines, taxes: priced.taxes });
    expect(Date.parse(o.expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const e: Enquiry = (await get(`/enquiries/${ib.enquiry_id}`, customer)).json().data;
    expect(e).toMatchObject({ status: 'offer_sent', my_side: 'customer', space: { _id: fx.space }, guests: 12, start_time: '10:00', end_time: '13:00' });
    const messages = (await get(`/enquiries/${ib.enquiry_id}/messages`, owner)).json().data.data as { side: string; body: string; card: { kind: string; id: string } | null }[];
    expect(messages.some((m) => m.side === 'system' && /booked Quick Room instantly/.test(m.body))).toBe(true);
    expect(messages.some((m) => m.card?.kind === 'offer' && m.card.id === ib.offer_id)).toBe(true);
    expect((await get(`/enquiries/${ib.enquiry_id}`, owner)).json().data.my_side).toBe('venue');
    expect((await get(`/enquiries/${ib.enquiry_id}`, rival)).statusCode).toBe(404);
    expect((await get(`/enquiries/${ib.enquiry_id}`, friend)).statusCode).toBe(404);
    const holds = await t.app.db.select().from(spaceBlocks).where(eq(spaceBlocks.offerId, ib.offer_id));
    expect(holds).toHaveLength(1);
    // The slot is taken now: the estimate says so and a second booking gets 409.
    expect((await get(`/venues/${fx.slug}/estimate?date=${date}&start=11:00&hours=2`)).json().data.spaces.find((s: { space_id: string }) => s.space_id === fx.space).status).toBe('taken');
    expect(errorOf(await book({ date, start: '12:00', duration: 2, guests: 5 }, friend)).code).toBe('SLOT_TAKEN');
  });

  it('only signed-in customers book; the space must be this venue’s and bookable instantly', async () => {
    const body = { date: weekday(), start: '10:00', duration: 2, guests: 5 };
    const before = await count();
    expect((await book(body, null)).statusCode).toBe(401);
    expect((await book(body, owner)).statusCode).toBe(403);
    expect((await book(body, member)).statusCode).toBe(403);
    expect((await book(body, admin)).statusCode).toBe(403);
    expect((await book(body, rival)).statusCode).toBe(403);
    expect((await book(body, customer, fx.foreignSpace)).statusCode).toBe(404);
    expect((await book(body, customer, fx.space, 'no-such-venue')).statusCode).toBe(404);
    expect(errorOf(await book(body, customer, fx.plain)).code).toBe('CONFLICT');
    expect(await count()).toBe(before);
  });

  it('a space whose price for the slot is zero is not booked instantly (its payment of 0 would confirm it)', async () => {
    const [base] = await t.app.db.select().from(spaces).where(eq(spaces.id, fx.space));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = base!;
    const [free] = await t.app.db.insert(spaces).values({ ...copy, name: 'Free Room', pricePerHourMinor: 0, sortOrder: 9 }).returning();
    await refreshVenueSummaries(t.app.db, base!.tenantId, [fx.venue]);
    const before = await count();
    const r = await book({ date: weekday(), start: '10:00', duration: 2, guests: 4 }, await newCustomer(), free!.id);
    expect([r.statusCode, errorOf(r).code, errorOf(r).message]).toEqual([409, 'CONFLICT', 'This space has no price for that time: send the venue an enquiry']);
    expect(await count()).toBe(before);
    await t.app.db.delete(spaces).where(eq(spaces.id, free!.id));
  });

  it('refuses what the rules do not allow, naming the field, and writes nothing', async () => {
    const before = await count();
    const date = weekday();
    expect(fieldsOf(await book({ date: sunday(), start: '10:00', duration: 2, guests: 5 }))).toEqual(['date']);
    expect(fieldsOf(await book({ date, start: '08:00', duration: 2, guests: 5 }))).toEqual(['start']);
    expect(fieldsOf(await book({ date, start: '20:00', duration: 2, guests: 5 }))).toEqual(['duration']);
    expect(fieldsOf(await book({ date, start: '10:00', duration: 7, guests: 5 }))).toEqual(['duration']);
    expect(fieldsOf(await book({ date, start: '10:00', duration: 2, guests: 31 }))).toEqual(['guests']);
    expect(fieldsOf(await book({ date, start: '10:00', duration: 0, guests: 5 }))).toEqual(['duration']);
    expect(fieldsOf(await book({ date: '2020-01-01', start: '10:00', duration: 2, guests: 5 }))).toEqual(['date']);
    // Minimum notice: tomorrow is within 24 hours of now at an early hour.
    const soon = DateTime.now().setZone(ZONE).plus({ hours: 3 });
    const tooSoon = await book({ date: soon.toISODate(), start: soon.toFormat('HH:00'), duration: 1, guests: 5 });
    expect(tooSoon.statusCode).toBe(400);
    expect(['date', 'start', 'duration']).toContain(fieldsOf(tooSoon)![0]);
    expect(await count()).toBe(before);
  });

  it('20 customers racing for one slot: exactly one accepted offer, the others 409 SLOT_TAKEN', async () => {
    const date = weekday();
    const who: Session[] = [];
    for (let i = 0; i < 20; i++) who.push(await newCustomer());
    const answers = await Promise.all(who.map((s) => book({ date, start: '14:00', duration: 2, guests: 4 }, s)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => errorOf(r).code === 'SLOT_TAKEN')).toBe(true);
    const start = DateTime.fromISO(`${date}T14:00`, { zone: ZONE }).toJSDate();
    const offers = await t.app.db.select().from(customOffers).where(and(eq(customOffers.spaceId, fx.space), eq(customOffers.startAt, start)));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.status).toBe('accepted');
  });

  it('paying books it; a payment that completes after its slot went to someone else is refunded in full', async () => {
    const date = weekday();
    const [customer, friend] = [await newCustomer(), await newCustomer()];
    const mine: InstantBooking = (await book({ date, start: '15:00', duration: 2, guests: 4 }, customer)).json().data;
    const c = (await post(`/offers/${mine.offer_id}/checkout`, customer)).json().data;
    expect(c.checkout_url).toBe(`http://site.test/sg/enquiries/${mine.enquiry_id}/checkout/${c.payment_id}`);
    // 3-D Secure: the customer is at the bank when the hold lapses…
    const p: Payment = (await post(`/payments/${c.payment_id}/confirm`, customer, { card_number: '4000002500003155', ...CARD })).json().data;
    expect(p.status).toBe('requires_action');
    await t.app.services.offerExpiry.sweep(new Date(Date.parse(mine.expires_at) + 1000));
    // …and a friend books the same slot instantly and pays at once.
    const theirs: InstantBooking = (await book({ date, start: '15:00', duration: 2, guests: 4 }, friend)).json().data;
    const c2 = (await post(`/offers/${theirs.offer_id}/checkout`, friend)).json().data;
    const paid: Payment = (await post(`/payments/${c2.payment_id}/confirm`, friend, { card_number: '4242 4242 4242 4242', ...CARD })).json().data;
    expect(paid.status).toBe('succeeded');
    const booking = (await t.app.db.select().from(bookings).where(eq(bookings.offerId, theirs.offer_id)))[0]!;
    expect(booking.status).toBe('confirmed');
    expect((await get(`/enquiries/${theirs.enquiry_id}`, friend)).json().data.status).toBe('booked');
    // The first payment completes after all: refunded, no booking.
    await t.app.db.update(payments).set({ status: 'processing' }).where(eq(payments.id, p._id));
    const late = await t.app.services.payments.succeed(booking.tenantId, p._id);
    expect(late).toMatchObject({ status: 'refunded', failureCode: 'slot_taken', bookingId: null });
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, p._id));
    expect(refund).toMatchObject({ status: 'succeeded', amountMinor: mine.total_minor, reason: 'slot_taken' });
    expect(await t.app.db.select().from(bookings).where(eq(bookings.offerId, mine.offer_id))).toHaveLength(0);
  });
});

describe('the limits on unpaid holds (docs/adr/0112-instant-book-hold-limits.md)', () => {
  const slot = (date = weekday()) => ({ date, start: '10:00', duration: 2, guests: 4 });
  const holdsOf = (r: Awaited<ReturnType<typeof get>>) => (errorOf(r).details as unknown as { holds: { enquiry_id: string; offer_id: string; expires_at: string }[] }).holds;

  it('one unpaid hold per space and three in all, each refusal naming the holds to pay and writing nothing; paying one frees its place', async () => {
    const s = await newCustomer();
    const first: InstantBooking = (await book(slot(), s)).json().data;
    const before = await count();
    const again = await book(slot(), s);
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'UNPAID_HOLDS']);
    expect(errorOf(again).message).toMatch(/^You already hold Quick Room unpaid: pay for that booking first \(it is released in (29|30) minutes if unpaid\)\.$/);
    expect(holdsOf(again)).toEqual([{ enquiry_id: first.enquiry_id, offer_id: first.offer_id, expires_at: first.expires_at }]);
    expect(await count()).toBe(before);

    expect((await book(slot(), s, fx.more[0])).statusCode).toBe(201);
    expect((await book(slot(), s, fx.more[1])).statusCode).toBe(201);
    const fourth = await book(slot(), s, fx.more[2]);
    expect([fourth.statusCode, errorOf(fourth).code]).toEqual([409, 'UNPAID_HOLDS']);
    expect(errorOf(fourth).message).toMatch(/^You already hold 3 instant bookings unpaid: pay for one first/);
    expect(holdsOf(fourth).map((h) => h.offer_id)[0]).toBe(first.offer_id);
    expect(await count()).toBe(before + 2);

    const c = (await post(`/offers/${first.offer_id}/checkout`, s)).json().data;
    expect((await post(`/payments/${c.payment_id}/confirm`, s, { card_number: '4242 4242 4242 4242', ...CARD })).json().data.status).toBe('succeeded');
    expect((await book(slot(), s, fx.more[2])).statusCode).toBe(201);
  });

  it('many bookings of one account at once: no more holds than the limit', async () => {
    const s = await newCustomer();
    const answers = await Promise.all([fx.space, ...fx.more].map((space) => book(slot(), s, space)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const held = await t.app.db.select().from(customOffers).where(and(eq(customOffers.createdBy, s.userId), eq(customOffers.status, 'accepted')));
    expect(held).toHaveLength(3);
  });

  it('an account tries 6 times an hour and an address 8; past that 429 with the wait', async () => {
    const s = await newCustomer();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await book(slot(), s)).statusCode);
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 429]);
    const late = await book(slot(), s, fx.more[0]);
    expect(errorOf(late)).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^You have tried to book instantly 6 times within the hour\. Try again in (\d+ minutes?|1 hour), or send the venue an enquiry\.$/) });
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(3000);

    // Three accounts on one network: the ninth attempt from it is refused.
    const office = '10.200.0.1';
    const people = [await newCustomer(), await newCustomer(), await newCustomer()];
    const fromOffice: number[] = [];
    for (let i = 0; i < 9; i++) fromOffice.push((await book(slot(), people[i % 3]!, [fx.space, ...fx.more][Math.floor(i / 3)]!, fx.slug, office)).statusCode);
    expect(fromOffice.slice(0, 8).every((c) => c !== 429)).toBe(true);
    expect(fromOffice[8]).toBe(429);
    expect(errorOf(await book(slot(), await newCustomer(), fx.more[2], fx.slug, office)).message).toMatch(/^Too many instant bookings from your network/);
  });

  it('an account whose holds lapsed twice within a day waits 30 minutes from the last lapse, then 60 after a third', async () => {
    const s = await newCustomer();
    const lapse = async () => {
      const b: InstantBooking = (await book(slot(), s)).json().data;
      await t.app.services.offerExpiry.sweep(new Date(Date.parse(b.expires_at) + 1000));
      return b;
    };
    await lapse();
    await lapse();
    const paused = await book(slot(), s);
    expect(paused.statusCode).toBe(429);
    expect(errorOf(paused).message).toMatch(/^Your last 2 instant bookings lapsed unpaid, so instant booking is paused for your account for (29|30) minutes\. You can still send the venue an enquiry\.$/);
    const wait = Number(paused.headers['retry-after']);
    expect(wait).toBeGreaterThan(29 * 60);
    expect(wait).toBeLessThanOrEqual(30 * 60);
    // Half an hour later it books again; a third lapse makes the next wait an hour.
    const moveLapses = (ms: number) => t.app.db.update(customOffers).set({ updatedAt: sql`${customOffers.updatedAt} - ${`${ms} milliseconds`}::interval` }).where(and(eq(customOffers.createdBy, s.userId), eq(customOffers.status, 'expired')));
    await moveLapses(31 * 60_000);
    await lapse();
    expect(errorOf(await book(slot(), s)).message).toMatch(/paused for your account for (59|1 hour) ?(minutes)?/);
    // Lapses older than a day no longer count.
    await moveLapses(25 * 3_600_000);
    expect((await book(slot(), s)).statusCode).toBe(201);
  });
});
