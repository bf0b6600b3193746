import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { SEARCH_LIMITS, type AvailabilityBlock, type CalendarFeed, type SpaceAvailability, type VenueSearchResult } from '@venues/contracts';
import { bookings, customOffers, enquiries, payments, spaceBlockDays, spaceBlocks, spaces, users, venues } from '../../db/schema';
import { createTestApp, errorOf, ownersVenueAndRival, type InjectOpts, type TestApp } from '../../test/helpers';

// A space's calendar over HTTP on the seeded demo: who may read and change it (owner, venue admin,
// member, another organisation's owner, customer, administrator, signed out), bad input naming its
// field, blocks refused by a booking, a hold or another block (named), unblocking, the search's date
// filter, and the secret iCal feed.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
const as: Record<'owner' | 'lister' | 'member' | 'rival' | 'customer' | 'admin', Session> = {} as never;
let spaceId: string;
/** The demo venue of `spaceId`, its spaces, a space of another of the organisation's venues and one of another organisation. */
let venueId: string;
let venueSpaces: string[];
let otherVenueSpace: string;
let foreignSpace: string;
let foreignVenue: string;
/** A future booking of the demo organisation: its block, space and reference. */
let booking: { blockId: string; spaceId: string; start: Date; end: Date; reference: string; customer: string };
/** A custom offer's hold of the demo organisation. */
let hold: { blockId: string; spaceId: string; start: Date; end: Date };

const call = (s: Session | null, o: Omit<InjectOpts, 'token'>) => t.req({ ...o, url: `/api/v1${o.url}`, token: s?.accessToken });
const SG = '+08:00';
/** Singapore's day `n` days after a base some 200 days ahead: later than every seeded block, within the iCal feed's year. */
const BASE = Date.parse(`${new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
const d = (n: number) => new Date(BASE + n * 86_400_000).toISOString().slice(0, 10);
const day = (d: string, h = '00:00') => `${d}T${h}:00${SG}`;
const blockBody = (d: string, from = '00:00', to?: string) => ({ start_at: day(d, from), end_at: to ? day(d, to) : nextDay(d), note: 'Test block' });
const nextDay = (d: string) => `${new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)}T00:00:00${SG}`;
const blockCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(spaceBlocks))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await ownersVenueAndRival(t);
  spaceId = demo.spaceId;
  venueId = demo.venueId;
  venueSpaces = (await t.app.db.select({ id: spaces.id }).from(spaces).where(eq(spaces.venueId, venueId))).map((s) => s.id);
  const [ownerRow] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const all = await t.app.db.select({ id: spaces.id, venue: venues.id, org: venues.organizationId }).from(spaces).innerJoin(venues, eq(venues.id, spaces.venueId));
  otherVenueSpace = all.find((s) => s.org === ownerRow!.organizationId && s.venue !== venueId)!.id;
  const foreign = all.find((s) => s.org && s.org !== ownerRow!.organizationId)!;
  foreignSpace = foreign.id;
  foreignVenue = foreign.venue;
  as.owner = await t.login('owner@demo.test');
  as.lister = await t.login('lister@demo.test');
  as.member = await t.login('member@demo.test');
  as.customer = await t.login('user@demo.test');
  as.admin = await t.login('admin@demo.test');
  as.rival = await t.login(demo.rivalEmail, 'venue');

  // A confirmed booking of the demo space (as OnPaid.inTx writes it) on a day no seed touches.
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const [customer] = await t.app.db.select().from(users).where(eq(users.email, 'user@demo.test'));
  const [space] = await t.app.db.select().from(spaces).where(eq(spaces.id, spaceId));
  const tenantId = owner!.tenantId;
  const org = owner!.organizationId!;
  const start = new Date(day(d(0), '10:00'));
  const end = new Date(day(d(0), '14:00'));
  const common = { tenantId, venueId: space!.venueId, spaceId, startAt: start, endAt: end, guests: 20 };
  const [e] = await t.app.db
    .insert(enquiries)
    .values({ ...common, customerId: customer!.id, organizationId: org, eventType: 'meetings', eventDate: d(0), startTime: '10:00', endTime: '14:00', status: 'booked' })
    .returning();
  const [o] = await t.app.db
    .insert(customOffers)
    .values({ ...common, enquiryId: e!.id, lines: [], taxes: [], currency: 'SGD', subtotalMinor: 100_00, totalMinor: 100_00, cancellationPolicy: 'flexible', expiresAt: start, status: 'paid' })
    .returning();
  const [p] = await t.app.db
    .insert(payments)
    .values({ tenantId, kind: 'offer', status: 'succeeded', provider: 'test', enquiryId: e!.id, offerId: o!.id, customerId: customer!.id, venueId: space!.venueId, organizationId: org, currency: 'SGD', amountMinor: 100_00, taxMinor: 0, succeededAt: new Date() })
    .returning();
  const [b] = await t.app.db
    .insert(bookings)
    .values({ ...common, reference: 'BK-AVAIL001', enquiryId: e!.id, offerId: o!.id, paymentId: p!.id, customerId: customer!.id, organizationId: org, lines: [], taxes: [], currency: 'SGD', subtotalMinor: 100_00, taxMinor: 0, totalMinor: 100_00, feeMinor: 10_00, cancellationPolicy: 'flexible' })
    .returning();
  const [block] = await t.app.db
    .insert(spaceBlocks)
    .values({ tenantId, spaceId, venueId: space!.venueId, during: `[${start.toISOString()},${end.toISOString()})`, kind: 'booking', bookingId: b!.id })
    .returning();
  booking = { blockId: block!.id, spaceId, start, end, reference: 'BK-AVAIL001', customer: `${customer!.firstName} ${customer!.lastName}` };

  // One of the demo conversations' holds (a pending or accepted offer) in the organisation.
  const orgVenues = (await t.app.db.select({ id: venues.id }).from(venues).where(eq(venues.organizationId, org))).map((v) => v.id);
  const [h] = await t.app.db
    .select({ id: spaceBlocks.id, spaceId: spaceBlocks.spaceId, lo: sql<number>`(extract(epoch from lower(${spaceBlocks.during})) * 1000)::float8`, hi: sql<number>`(extract(epoch from upper(${spaceBlocks.during})) * 1000)::float8` })
    .from(spaceBlocks)
    .where(and(eq(spaceBlocks.kind, 'hold'), inArray(spaceBlocks.venueId, orgVenues), gt(spaceBlocks.expiresAt, sql`now() + interval '1 hour'`)))
    .orderBy(sql`lower(${spaceBlocks.during})`)
    .limit(1);
  if (!h) throw new Error('The demo seed should give the owner a held offer');
  hold = { blockId: h.id, spaceId: h.spaceId, start: new Date(Number(h.lo)), end: new Date(Number(h.hi)) };
});
afterAll(() => t.close());

describe('who may call what', () => {
  const denied = [
    ['member', 403],
    ['customer', 403],
    ['admin', 403],
    ['rival', 404],
  ] as const;

  it('GET /spaces/{id}/availability: owner and venue admin; members, customers, administrators 403; another organisation 404; signed out 401', async () => {
    const url = `/spaces/${spaceId}/availability?from=${d(1)}&to=${d(30)}`;
    for (const who of ['owner', 'lister'] as const) expect((await call(as[who], { url })).statusCode).toBe(200);
    for (const [who, code] of denied) expect([who, (await call(as[who], { url })).statusCode]).toEqual([who, code]);
    expect((await call(null, { url })).statusCode).toBe(401);
  });

  it('POST /spaces/{id}/blocks and DELETE /blocks/{id}: the same table', async () => {
    for (const [i, who] of (['owner', 'lister'] as const).entries()) {
      const r = await call(as[who], { method: 'POST', url: `/spaces/${spaceId}/blocks`, body: blockBody(d(10 + i)) });
      expect(r.statusCode).toBe(201);
      const id = (r.json().data as AvailabilityBlock)._id;
      for (const [w, code] of denied) expect([w, (await call(as[w], { method: 'DELETE', url: `/blocks/${id}` })).statusCode]).toEqual([w, code]);
      expect((await call(null, { method: 'DELETE', url: `/blocks/${id}` })).statusCode).toBe(401);
      expect((await call(as[who], { method: 'DELETE', url: `/blocks/${id}` })).json()).toEqual({ data: { ok: true } });
    }
    const before = await blockCount();
    for (const [who, code] of denied) expect([who, (await call(as[who], { method: 'POST', url: `/spaces/${spaceId}/blocks`, body: blockBody(d(15)) })).statusCode]).toEqual([who, code]);
    expect((await call(null, { method: 'POST', url: `/spaces/${spaceId}/blocks`, body: blockBody(d(15)) })).statusCode).toBe(401);
    expect(await blockCount()).toBe(before);
  });

  it('the calendar feed calls: the same table', async () => {
    const routes = [
      { method: 'GET', url: `/spaces/${spaceId}/calendar-feed` },
      { method: 'POST', url: `/spaces/${spaceId}/calendar-feed/rotate` },
      { method: 'DELETE', url: `/spaces/${spaceId}/calendar-feed` },
    ] as const;
    for (const r of routes) {
      for (const who of ['owner', 'lister'] as const) expect([r.url, who, (await call(as[who], r)).statusCode]).toEqual([r.url, who, 200]);
      for (const [who, code] of denied) expect([r.url, who, (await call(as[who], r)).statusCode]).toEqual([r.url, who, code]);
      expect((await call(null, r)).statusCode).toBe(401);
    }
  });

  it('an unknown space or block is 404', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    expect(errorOf(await call(as.owner, { url: `/spaces/${none}/availability?from=${d(1)}&to=${d(2)}` })).code).toBe('NOT_FOUND');
    expect((await call(as.owner, { method: 'DELETE', url: `/blocks/${none}` })).statusCode).toBe(404);
    expect((await call(as.owner, { method: 'POST', url: `/spaces/${none}/calendar-feed/rotate` })).statusCode).toBe(404);
  });
});

describe('the calendar', () => {
  it('answers the days with their hours, the zone, and each block with the booking or offer behind it', async () => {
    const from = booking.start.toISOString().slice(0, 10);
    const r = await call(as.owner, { url: `/spaces/${booking.spaceId}/availability?from=${from}&to=${from}` });
    expect(r.statusCode).toBe(200);
    const a = r.json().data as SpaceAvailability;
    expect(a.time_zone).toBe('Asia/Singapore');
    expect(a.days).toHaveLength(1);
    expect(Object.keys(a.opening_hours)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    const b = a.blocks.find((x) => x._id === booking.blockId)!;
    expect(b).toMatchObject({ kind: 'booking', start_at: booking.start.toISOString(), end_at: booking.end.toISOString(), offer: null });
    expect(b.booking).toMatchObject({ reference: booking.reference, customer_name: booking.customer, status: 'confirmed' });

    const h = hold.start.toISOString().slice(0, 10);
    const held = (await call(as.owner, { url: `/spaces/${hold.spaceId}/availability?from=${h}&to=${h}` })).json().data as SpaceAvailability;
    const hb = held.blocks.find((x) => x._id === hold.blockId)!;
    expect(hb.kind).toBe('hold');
    expect(hb.offer).toMatchObject({ status: expect.stringMatching(/^(pending|accepted)$/), customer_name: expect.any(String) });
    expect(hb.booking).toBeNull();
  });

  it('a 62-day range at most, real days in order, each field named', async () => {
    const fields = async (qs: string) => (errorOf(await call(as.owner, { url: `/spaces/${spaceId}/availability${qs}` })).details.fields ?? []).map((f) => f.field);
    expect(await fields('')).toEqual(['from', 'to']);
    expect(await fields(`?from=${d(1)}&to=${d(63)}`)).toEqual(['to']);
    expect(await fields(`?from=${d(2)}&to=${d(1)}`)).toEqual(['to']);
    expect(await fields('?from=2027-02-30&to=2027-03-01')).toEqual(['from']);
    expect((await call(as.owner, { url: `/spaces/${spaceId}/availability?from=${d(1)}&to=${d(62)}` })).json().data.days).toHaveLength(62);
  });
});

describe('blocks', () => {
  it('bad bodies name their field and write nothing', async () => {
    const before = await blockCount();
    const fields = async (body: unknown) => (errorOf(await call(as.owner, { method: 'POST', url: `/spaces/${spaceId}/blocks`, body })).details.fields ?? []).map((f) => f.field);
    const ok = blockBody(d(20));
    expect(await fields({ ...ok, start_at: `${d(20)}T00:00:00` })).toEqual(['start_at']);
    expect(await fields({ ...ok, end_at: ok.start_at })).toEqual(['end_at']);
    expect(await fields({ ...ok, end_at: day(d(20 + 367)) })).toEqual(['end_at']);
    expect(await fields({ ...ok, note: 'x'.repeat(501) })).toEqual(['note']);
    expect(await fields({ note: 'x' })).toEqual(['start_at', 'end_at']);
    expect(await blockCount()).toBe(before);
  });

  it('a block over a booking is refused naming the booking and its customer; over a hold, naming the offer; over a block, that block', async () => {
    const before = await blockCount();
    const over = (sp: string, s: Date, e: Date) => call(as.owner, { method: 'POST', url: `/spaces/${sp}/blocks`, body: { start_at: new Date(s.getTime() - 3_600_000).toISOString(), end_at: new Date(e.getTime() - 60_000).toISOString() } });
    const r = await over(booking.spaceId, booking.start, booking.end);
    expect(r.statusCode).toBe(409);
    expect(errorOf(r).code).toBe('BLOCK_OVERLAPS_BOOKING');
    expect(errorOf(r).message).toContain(booking.reference);
    expect(errorOf(r).message).toContain(booking.customer);

    const rh = await over(hold.spaceId, hold.start, hold.end);
    expect([rh.statusCode, errorOf(rh).code]).toEqual([409, 'BLOCK_OVERLAPS_HOLD']);
    expect(errorOf(rh).message).toMatch(/custom offer to .+ until/);
    expect(await blockCount()).toBe(before);

    const first = await call(as.owner, { method: 'POST', url: `/spaces/${spaceId}/blocks`, body: { ...blockBody(d(25), '18:00', '23:00'), note: 'Private event' } });
    expect(first.statusCode).toBe(201);
    const second = await call(as.lister, { method: 'POST', url: `/spaces/${spaceId}/blocks`, body: blockBody(d(25), '22:00', '23:30') });
    expect([second.statusCode, errorOf(second).code]).toEqual([409, 'BLOCK_OVERLAPS_BLOCK']);
    expect(errorOf(second).message).toContain('18:00–23:00: Private event');
    // Touching ends do not overlap: [18:00, 23:00) then [23:00, 23:30).
    const next = await call(as.owner, { method: 'POST', url: `/spaces/${spaceId}/blocks`, body: blockBody(d(25), '23:00', '23:30') });
    expect(next.statusCode).toBe(201);
    for (const x of [first, next]) await call(as.owner, { method: 'DELETE', url: `/blocks/${(x.json().data as AvailabilityBlock)._id}` });
  });

  it('a booking or a hold cannot be unblocked here', async () => {
    const r = await call(as.owner, { method: 'DELETE', url: `/blocks/${booking.blockId}` });
    expect([r.statusCode, errorOf(r).code]).toEqual([409, 'BLOCK_NOT_REMOVABLE']);
    expect(errorOf(r).message).toContain(booking.reference);
    const h = await call(as.lister, { method: 'DELETE', url: `/blocks/${hold.blockId}` });
    expect([h.statusCode, errorOf(h).code]).toEqual([409, 'BLOCK_NOT_REMOVABLE']);
    expect(await t.app.db.select().from(spaceBlocks).where(inArray(spaceBlocks.id, [booking.blockId, hold.blockId]))).toHaveLength(2);
  });

  it('a whole blocked day takes the venue out of search for that date, and unblocking brings it back', async () => {
    const search = async (date: string) => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const r = await t.req({ url: `/api/v1/venues/search?country=sg&date=${date}&limit=${SEARCH_LIMITS.maxLimit}&page=${page}` });
        const d = r.json().data as VenueSearchResult;
        ids.push(...d.data.map((v) => v._id));
        if (ids.length >= d.total || !d.data.length) return ids;
      }
    };
    const [venueOf] = await t.app.db.select({ venueId: spaces.venueId }).from(spaces).where(eq(spaces.id, spaceId));
    const venueSpaces = await t.app.db.select({ id: spaces.id }).from(spaces).where(and(eq(spaces.venueId, venueOf!.venueId), eq(spaces.status, 'published')));
    const date = d(40);
    expect(await search(date)).toContain(venueOf!.venueId);
    const made: string[] = [];
    for (const s of venueSpaces) {
      const r = await call(as.owner, { method: 'POST', url: `/spaces/${s.id}/blocks`, body: { ...blockBody(date), note: 'Closed for maintenance' } });
      expect(r.statusCode).toBe(201);
      made.push((r.json().data as AvailabilityBlock)._id);
    }
    expect(await t.app.db.select().from(spaceBlockDays).where(and(eq(spaceBlockDays.day, date), eq(spaceBlockDays.venueId, venueOf!.venueId)))).toHaveLength(venueSpaces.length);
    expect(await search(date)).not.toContain(venueOf!.venueId);
    expect(await search(d(41))).toContain(venueOf!.venueId); // ends at midnight: the next day is free
    for (const id of made) expect((await call(as.owner, { method: 'DELETE', url: `/blocks/${id}` })).statusCode).toBe(200);
    expect(await search(date)).toContain(venueOf!.venueId);
  });
});

describe('the iCal feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('is off until created; its URL shows once; the .ics lists the bookings without any header; rotating or removing ends the old URL', async () => {
    const base = `/spaces/${booking.spaceId}/calendar-feed`;
    expect((await call(as.owner, { url: base })).json().data).toEqual({ active: false, created_at: null, url: null });
    const made = (await call(as.owner, { method: 'POST', url: `${base}/rotate` })).json().data as CalendarFeed;
    expect(made.active).toBe(true);
    expect(made.url).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(as.lister, { url: base })).json().data).toEqual({ active: true, created_at: made.created_at, url: null });

    const ics = await t.req({ url: feedPath(made.url!), tenant: false });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain(booking.reference);
    expect(ics.body).toContain(booking.customer);

    const again = (await call(as.lister, { method: 'POST', url: `${base}/rotate` })).json().data as CalendarFeed;
    expect(again.url).not.toBe(made.url);
    expect((await t.req({ url: feedPath(made.url!), tenant: false })).statusCode).toBe(404);
    expect((await t.req({ url: feedPath(again.url!), tenant: false })).statusCode).toBe(200);
    expect((await call(as.owner, { method: 'DELETE', url: base })).json().data).toEqual({ active: false, created_at: null, url: null });
    expect((await t.req({ url: feedPath(again.url!), tenant: false })).statusCode).toBe(404);
  });

  it('an unknown token is 404, a malformed one 400 naming it', async () => {
    expect(errorOf(await t.req({ url: `/api/v1/calendar/${'A'.repeat(43)}.ics`, tenant: false })).code).toBe('NOT_FOUND');
    const bad = await t.req({ url: '/api/v1/calendar/short.ics', tenant: false });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details.fields?.[0]?.field).toBe('token');
  });
});

describe('one block over several spaces (POST /venues/{id}/blocks)', () => {
  const url = () => `/venues/${venueId}/blocks`;
  const body = (n: number, ids: string[] = venueSpaces) => ({ ...blockBody(d(n)), space_ids: ids });
  const blocksOn = async (ids: string[], n: number) =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(spaceBlocks).where(and(inArray(spaceBlocks.spaceId, ids), sql`${spaceBlocks.during} && tstzrange(${day(d(n))}::timestamptz, ${nextDay(d(n))}::timestamptz, '[)')`)))[0]!.n;

  it('the demo venue has several spaces to block at once', () => {
    expect(venueSpaces.length).toBeGreaterThan(1);
  });

  it('owner and venue admin block every chosen space, one block each; members, customers, administrators 403; another organisation 404; signed out 401', async () => {
    for (const [i, who] of (['owner', 'lister'] as const).entries()) {
      const r = await call(as[who], { method: 'POST', url: url(), body: body(40 + i) });
      expect(r.statusCode).toBe(201);
      const made = r.json().data as AvailabilityBlock[];
      expect(made.map((b) => b.space_id).sort()).toEqual([...venueSpaces].sort());
      expect(made.every((b) => b.kind === 'blocked' && b.note === 'Test block')).toBe(true);
    }
    const before = await blockCount();
    for (const [who, code] of [['member', 403], ['customer', 403], ['admin', 403], ['rival', 404]] as const) {
      expect([who, (await call(as[who], { method: 'POST', url: url(), body: body(45) })).statusCode]).toEqual([who, code]);
    }
    expect((await call(null, { method: 'POST', url: url(), body: body(45) })).statusCode).toBe(401);
    expect(await blockCount()).toBe(before);
  });

  it('a space of another venue or of another organisation, or another organisation’s venue, is 404 and blocks nothing', async () => {
    const before = await blockCount();
    for (const ids of [[venueSpaces[0]!, otherVenueSpace], [venueSpaces[0]!, foreignSpace]]) {
      expect(errorOf(await call(as.owner, { method: 'POST', url: url(), body: body(46, ids) })).code).toBe('NOT_FOUND');
    }
    expect((await call(as.owner, { method: 'POST', url: `/venues/${foreignVenue}/blocks`, body: body(46, [foreignSpace]) })).statusCode).toBe(404);
    expect(await blockCount()).toBe(before);
  });

  it('bad bodies name their field', async () => {
    const fields = async (b: unknown) => (errorOf(await call(as.owner, { method: 'POST', url: url(), body: b })).details.fields ?? []).map((f) => f.field);
    expect(await fields({ ...blockBody(d(47)), space_ids: [] })).toEqual(['space_ids']);
    expect(await fields({ ...blockBody(d(47)) })).toEqual(['space_ids']);
    expect(await fields({ ...blockBody(d(47)), space_ids: [venueSpaces[0], venueSpaces[0]] })).toEqual(['space_ids']);
    expect(await fields({ ...blockBody(d(47)), space_ids: ['nope'] })).toEqual(['space_ids.0']);
    expect(await fields({ start_at: day(d(47), '10:00'), end_at: day(d(47), '09:00'), space_ids: venueSpaces })).toEqual(['end_at']);
  });

  it('all or nothing: when one space is taken, the 409 names that space and no space is blocked', async () => {
    const taken = venueSpaces[venueSpaces.length - 1]!;
    const first = await call(as.owner, { method: 'POST', url: `/spaces/${taken}/blocks`, body: { ...blockBody(d(48), '10:00', '12:00'), note: 'Already here' } });
    expect(first.statusCode).toBe(201);
    const r = await call(as.owner, { method: 'POST', url: url(), body: body(48) });
    expect(r.statusCode).toBe(409);
    const e = errorOf(r);
    expect(e.code).toBe('BLOCK_OVERLAPS_BLOCK');
    expect(e.details).toMatchObject({ space_id: taken });
    expect(e.message).toMatch(/Already here/);
    // Only the earlier block stands: the other spaces were rolled back.
    expect(await blocksOn(venueSpaces, 48)).toBe(1);
  });
});
