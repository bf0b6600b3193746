import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SALES_CSV_COLUMNS, type SalesReport } from '@venues/contracts';
import { bookings, customOffers, enquiries, enquiryMessages, ledgerEntries, organizations, payments, refunds, spaceBlocks, spaces, users, venues } from '../../db/schema';
import { createTestApp, errorOf, ownersVenueAndRival, type TestApp } from '../../test/helpers';

// The owner's sales report over HTTP on the real database: figures summed from known ledger rows of
// a fixture organisation (two venues in two currencies and time zones, a refund, one row outside
// the window), occupancy, conversion, the CSV, who may call it, and bad input.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let fixture: Session;
let fx: { venueA: string; venueB: string; spaceA1: string; spaceA2: string; spaceB1: string };
let demoVenue: string;
let rivalEmail: string;

const WINDOW = 'from=2026-03-01&to=2026-04-30';
const get = (url: string, s: Session | null) => t.req({ url: `/api/v1${url}`, token: s?.accessToken });
const report = async (url: string, s: Session): Promise<SalesReport> => {
  const r = await get(url, s);
  expect(r.statusCode).toBe(200);
  return r.json().data;
};

/** A fixture organisation with its owner: venue A (Singapore, SGD, two spaces) and venue B (London, GBP). */
async function seedFixture() {
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const [customer] = await t.app.db.select().from(users).where(eq(users.email, 'user@demo.test'));
  const tenantId = owner!.tenantId;
  const [org] = await t.app.db.insert(organizations).values({ tenantId, name: 'Fixture Halls' }).returning();
  await t.app.db.insert(users).values({ tenantId, email: 'fixture@demo.test', passwordHash: owner!.passwordHash, firstName: 'Fiona', lastName: 'Fixture', role: 'VENUE_OWNER', organizationId: org!.id, emailVerifiedAt: new Date(), country: 'sg' });
  const venue = async (name: string, country: string, city: string, timeZone: string, currency: string) =>
    (await t.app.db.insert(venues).values({ tenantId, organizationId: org!.id, slug: `fixture-${randomUUID()}`, name, country, city, latitude: 1, longitude: 1, timeZone, currency, status: 'published' }).returning())[0]!.id;
  const space = async (venueId: string, name: string, sortOrder: number) =>
    (await t.app.db.insert(spaces).values({ tenantId, venueId, name, spaceType: 'meeting-room', status: 'published', sortOrder, currency: null }).returning())[0]!.id;
  const venueA = await venue('Fixture Quay', 'sg', 'Singapore', 'Asia/Singapore', 'SGD');
  const venueB = await venue('Fixture Yard', 'gb', 'London', 'Europe/London', 'GBP');
  fx = { venueA, venueB, spaceA1: await space(venueA, 'Room "A", east', 0), spaceA2: await space(venueA, 'Room B', 1), spaceB1: await space(venueB, 'Loft', 0) };

  const at = (iso: string) => new Date(iso);
  /** An enquiry asked at `asked`, answered `replyMinutes` later (null: never), with an offer when `offer`. */
  async function enquiry(venueId: string, spaceId: string, asked: string, replyMinutes: number | null, offer: 'paid' | 'declined' | null, startAt: string, endAt: string, total = 0, tax = 0, currency = 'SGD') {
    const [e] = await t.app.db
      .insert(enquiries)
      .values({ tenantId, customerId: customer!.id, venueId, organizationId: org!.id, spaceId, eventType: 'meetings', eventDate: startAt.slice(0, 10), startTime: '10:00', endTime: '14:00', startAt: at(startAt), endAt: at(endAt), guests: 10, createdAt: at(asked), lastMessageAt: at(asked) })
      .returning();
    await t.app.db.insert(enquiryMessages).values({ tenantId, enquiryId: e!.id, side: 'customer', senderId: customer!.id, body: 'Is it free?', createdAt: at(asked) });
    if (replyMinutes !== null) await t.app.db.insert(enquiryMessages).values({ tenantId, enquiryId: e!.id, side: 'venue', senderId: owner!.id, body: 'Yes!', createdAt: new Date(at(asked).getTime() + replyMinutes * 60_000) });
    let offerId: string | null = null;
    if (offer) {
      const [o] = await t.app.db
        .insert(customOffers)
        .values({ tenantId, enquiryId: e!.id, venueId, spaceId, startAt: at(startAt), endAt: at(endAt), guests: 10, lines: [], taxes: [], currency, subtotalMinor: total - tax, totalMinor: total, cancellationPolicy: 'flexible', expiresAt: at(endAt), status: offer, createdAt: at(asked) })
        .returning();
      offerId = o!.id;
    }
    return { enquiryId: e!.id, offerId };
  }
  /** A paid booking with its block and the ledger of its charge (as OnPaid.inTx writes it). */
  async function booking(venueId: string, spaceId: string, o: { asked: string; reply: number; start: string; end: string; paidAt: string; total: number; tax: number; fee: number; currency: string; cancelled?: true }) {
    const { enquiryId, offerId } = await enquiry(venueId, spaceId, o.asked, o.reply, 'paid', o.start, o.end, o.total, o.tax, o.currency);
    const [p] = await t.app.db
      .insert(payments)
      .values({ tenantId, kind: 'offer', status: 'succeeded', provider: 'test', enquiryId, offerId, customerId: customer!.id, venueId, organizationId: org!.id, currency: o.currency, amountMinor: o.total, taxMinor: o.tax, succeededAt: at(o.paidAt) })
      .returning();
    const [b] = await t.app.db
      .insert(bookings)
      .values({ tenantId, reference: `BK-FX${randomUUID().slice(0, 6).toUpperCase()}`, enquiryId, offerId: offerId!, paymentId: p!.id, customerId: customer!.id, venueId, organizationId: org!.id, spaceId, startAt: at(o.start), endAt: at(o.end), guests: 10, lines: [], taxes: [], currency: o.currency, subtotalMinor: o.total - o.tax, taxMinor: o.tax, totalMinor: o.total, feeMinor: o.fee, cancellationPolicy: 'flexible', status: o.cancelled ? 'cancelled' : 'confirmed' })
      .returning();
    if (!o.cancelled) await t.app.db.insert(spaceBlocks).values({ tenantId, spaceId, venueId, during: `[${o.start},${o.end})`, kind: 'booking', bookingId: b!.id });
    const base = { tenantId, organizationId: org!.id, venueId, bookingId: b!.id, paymentId: p!.id, currency: o.currency, occurredAt: at(o.paidAt) };
    await t.app.db.insert(ledgerEntries).values([
      { ...base, kind: 'charge', amountMinor: o.total },
      { ...base, kind: 'tax', amountMinor: o.tax },
      { ...base, kind: 'fee', amountMinor: -o.fee },
      { ...base, kind: 'payout_due', amountMinor: o.total - o.fee },
    ]);
    return { ...b!, paymentId: p!.id, base };
  }

  // Venue A, SGD. March (Singapore time): 10,900 paid for 4 hours in A1.
  await booking(venueA, fx.spaceA1, { asked: '2026-03-02T02:00:00Z', reply: 30, start: '2026-03-20T02:00:00Z', end: '2026-03-20T06:00:00Z', paidAt: '2026-03-10T02:00:00Z', total: 10_900, tax: 900, fee: 1_090, currency: 'SGD' });
  // Paid at 01:00 on 1 April in Singapore (still March in UTC): April. 18:00–23:00 local, open until 22:00: 4 hours count.
  await booking(venueA, fx.spaceA2, { asked: '2026-03-03T02:00:00Z', reply: 60, start: '2026-04-10T10:00:00Z', end: '2026-04-10T15:00:00Z', paidAt: '2026-03-31T17:00:00Z', total: 21_800, tax: 1_800, fee: 2_180, currency: 'SGD' });
  // April: 5,450 paid, cancelled, half refunded (the tax and the fee given back in proportion).
  const c = await booking(venueA, fx.spaceA1, { asked: '2026-03-04T02:00:00Z', reply: 90, start: '2026-04-20T02:00:00Z', end: '2026-04-20T06:00:00Z', paidAt: '2026-04-02T02:00:00Z', total: 5_450, tax: 450, fee: 545, currency: 'SGD', cancelled: true });
  const [r] = await t.app.db.insert(refunds).values({ tenantId, paymentId: c.paymentId, bookingId: c.id, currency: 'SGD', amountMinor: 2_725, taxMinor: 225, feeMinor: 272, reason: 'customer_cancelled', status: 'succeeded' }).returning();
  const rb = { ...c.base, refundId: r!.id, occurredAt: at('2026-04-05T02:00:00Z') };
  await t.app.db.insert(ledgerEntries).values([
    { ...rb, kind: 'refund', amountMinor: -2_725 },
    { ...rb, kind: 'tax', amountMinor: -225 },
    { ...rb, kind: 'fee', amountMinor: 272 },
    { ...rb, kind: 'payout_due', amountMinor: -2_453 },
  ]);
  // 08:00 on 1 May in Singapore: outside the window.
  await t.app.db.insert(ledgerEntries).values({ ...c.base, kind: 'charge', amountMinor: 99_999, occurredAt: at('2026-05-01T00:00:00Z') });
  // Two enquiries that did not book: one declined offer (answered in 2 hours), one never answered.
  await enquiry(venueA, fx.spaceA1, '2026-03-05T02:00:00Z', 120, 'declined', '2026-04-25T02:00:00Z', '2026-04-25T06:00:00Z', 1_000, 0);
  await enquiry(venueA, fx.spaceA2, '2026-03-06T02:00:00Z', null, null, '2026-04-26T02:00:00Z', '2026-04-26T06:00:00Z');

  // Venue B, GBP: paid at 00:30 on 1 April in London (summer time; 23:30 UTC on 31 March): April. 09:00–17:00 local.
  await booking(venueB, fx.spaceB1, { asked: '2026-03-07T10:00:00Z', reply: 10, start: '2026-04-15T08:00:00Z', end: '2026-04-15T16:00:00Z', paidAt: '2026-03-31T23:30:00Z', total: 12_000, tax: 2_000, fee: 1_200, currency: 'GBP' });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ venueId: demoVenue, rivalEmail } = await ownersVenueAndRival(t));
  await seedFixture();
  fixture = await t.login('fixture@demo.test', 'venue');
});
afterAll(() => t.close());

const figures = (currency: string, charges: number, refunds: number, fees: number, taxes: number, payouts: number, bookings: number) => ({
  currency,
  charges_minor: charges,
  refunds_minor: refunds,
  fees_minor: fees,
  taxes_minor: taxes,
  payouts_due_minor: payouts,
  bookings,
});

describe('GET /v1/owner/sales', () => {
  it('sums the ledger per currency by month in each venue’s time zone, per venue and per space', async () => {
    const r = await report(`/owner/sales?${WINDOW}`, fixture);
    expect(r).toMatchObject({ from: '2026-03-01', to: '2026-04-30', venue_id: null, currencies: ['SGD', 'GBP'] });
    const sgd = figures('SGD', 38_150, 2_725, 3_543, 2_925, 31_882, 3);
    const gbp = figures('GBP', 12_000, 0, 1_200, 2_000, 10_800, 1);
    expect(r.totals).toEqual([sgd, gbp]);
    // charges − refunds − fees = payouts due
    for (const x of r.totals) expect(x.charges_minor - x.refunds_minor - x.fees_minor).toBe(x.payouts_due_minor);
    expect(r.months).toEqual([
      { month: '2026-03', ...figures('SGD', 10_900, 0, 1_090, 900, 9_810, 1) },
      { month: '2026-04', ...figures('SGD', 27_250, 2_725, 2_453, 2_025, 22_072, 2) },
      { month: '2026-03', ...figures('GBP', 0, 0, 0, 0, 0, 0) },
      { month: '2026-04', ...gbp },
    ]);

    expect(r.venues.map((v) => v.name)).toEqual(['Fixture Quay', 'Fixture Yard']);
    const [a, b] = r.venues as [SalesReport['venues'][number], SalesReport['venues'][number]];
    expect(a).toMatchObject({ _id: fx.venueA, status: 'published', time_zone: 'Asia/Singapore', totals: [sgd] });
    expect(b.totals).toEqual([gbp]);
    expect(b.months.map((m) => [m.month, m.charges_minor])).toEqual([
      ['2026-03', 0],
      ['2026-04', 12_000],
    ]);
    expect(a.spaces.map((s) => [s._id, s.totals])).toEqual([
      [fx.spaceA1, [figures('SGD', 16_350, 2_725, 1_363, 1_125, 12_262, 2)]],
      [fx.spaceA2, [figures('SGD', 21_800, 0, 2_180, 1_800, 19_620, 1)]],
    ]);
  });

  it('occupancy: booked hours inside opening hours (08:00–22:00 when not set) against open hours', async () => {
    const r = await report(`/owner/sales?${WINDOW}`, fixture);
    const [a, b] = r.venues as [SalesReport['venues'][number], SalesReport['venues'][number]];
    // 61 days × 14 hours per space; the cancelled booking's block is gone.
    expect(a.spaces.map((s) => s.occupancy)).toEqual([
      { booked_hours: 4, open_hours: 854, rate: 0.0047 },
      { booked_hours: 4, open_hours: 854, rate: 0.0047 },
    ]);
    expect(a.occupancy).toEqual({ booked_hours: 8, open_hours: 1708, rate: 0.0047 });
    expect(b.occupancy).toEqual({ booked_hours: 8, open_hours: 854, rate: 0.0094 });
    expect(r.occupancy).toEqual({ booked_hours: 16, open_hours: 2562, rate: 0.0062 });
  });

  it('conversion: enquiries → offers → bookings and the median first response', async () => {
    const r = await report(`/owner/sales?${WINDOW}`, fixture);
    expect(r.venues[0]!.conversion).toEqual({ enquiries: 5, offers: 4, bookings: 3, responded: 4, median_first_response_minutes: 75 });
    expect(r.venues[1]!.conversion).toEqual({ enquiries: 1, offers: 1, bookings: 1, responded: 1, median_first_response_minutes: 10 });
    expect(r.conversion).toEqual({ enquiries: 6, offers: 5, bookings: 4, responded: 5, median_first_response_minutes: 60 });
  });

  it('one venue with venue_id; an empty window answers zeros', async () => {
    const r = await report(`/owner/sales?${WINDOW}&venue_id=${fx.venueB}`, fixture);
    expect(r.venue_id).toBe(fx.venueB);
    expect(r.venues.map((v) => v._id)).toEqual([fx.venueB]);
    expect(r.currencies).toEqual(['GBP']);
    const empty = await report('/owner/sales?from=2025-01-01&to=2025-01-31', fixture);
    expect(empty).toMatchObject({ currencies: [], totals: [], months: [], conversion: { enquiries: 0, median_first_response_minutes: null } });
  });

  it('the demo owner sees a year of sales by default', async () => {
    const owner = await t.login('owner@demo.test');
    const r = await report('/owner/sales', owner);
    expect(r.months.length).toBeGreaterThanOrEqual(12);
    expect(r.totals[0]!.bookings).toBeGreaterThan(100);
    expect(r.conversion.median_first_response_minutes).toBeGreaterThan(0);
  });

  it('owners and venue admins may read; members, customers, administrators and the signed-out may not', async () => {
    for (const email of ['owner@demo.test', 'lister@demo.test']) expect((await get('/owner/sales', await t.login(email))).statusCode).toBe(200);
    for (const email of ['member@demo.test', 'user@demo.test', 'admin@demo.test']) {
      const r = await get('/owner/sales', await t.login(email));
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('FORBIDDEN');
      expect((await get('/owner/sales.csv', await t.login(email))).statusCode).toBe(403);
    }
    expect((await get('/owner/sales', null)).statusCode).toBe(401);
    expect((await get('/owner/sales.csv', null)).statusCode).toBe(401);
  });

  it('another organisation sees none of it: its owner gets only their own (empty) report, and 404 for a venue that is not theirs', async () => {
    const rival = await t.login(rivalEmail, 'venue');
    const own = await report('/owner/sales', rival);
    expect(own.venues).toEqual([]);
    expect(own.totals).toEqual([]);
    for (const venueId of [demoVenue, fx.venueA]) {
      const r = await get(`/owner/sales?venue_id=${venueId}`, rival);
      expect(r.statusCode).toBe(404);
      expect((await get(`/owner/sales.csv?venue_id=${venueId}`, rival)).statusCode).toBe(404);
    }
    expect((await get(`/owner/sales?venue_id=${demoVenue}`, fixture)).statusCode).toBe(404);
  });

  it('bad input gets a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-31', 'from'],
      ['from=yesterday', 'from'],
      ['from=2026-04-01&to=2026-03-01', 'to'],
      ['from=2020-01-01&to=2026-01-01', 'to'],
      ['from=2999-01-01', 'from'],
      ['venue_id=abc', 'venue_id'],
    ];
    for (const [query, field] of cases) {
      const r = await get(`/owner/sales?${query}`, fixture);
      expect(r.statusCode).toBe(400);
      expect(errorOf(r).details.fields?.map((f) => f.field)).toContain(field);
    }
  });
});

describe('GET /v1/owner/sales.csv', () => {
  it('one row per booking with ledger rows in the window, quoted where needed, as a download', async () => {
    const r = await get(`/owner/sales.csv?${WINDOW}&venue_id=${fx.venueA}`, fixture);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="sales-fixture-quay-2026-03-01-to-2026-04-30.csv"');
    const text = r.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(SALES_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    // The first booking: a space name with a quote and a comma, the amounts in the currency's units.
    expect(lines[1]).toMatch(/^BK-FX\w+,Fixture Quay,"Room ""A"", east",2026-03-20 10:00,2026-03-20 14:00,Uma User,user@demo\.test,confirmed,SGD,109\.00,10\.90,9\.00,0\.00,98\.10$/);
    expect(lines[3]).toMatch(/,cancelled,SGD,54\.50,2\.73,2\.25,27\.25,24\.52$/);
  });
});
