import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { VenueEstimate } from '@venues/contracts';
import { countrySettings, organizations, spaceBlocks, spaces, users, venues } from '../../db/schema';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';
import { hireLines } from './service';

// The public estimate over HTTP on the real database: a fixture venue in Singapore with known
// prices and hours, spaces free, taken (a block, a booking, a hold: any row of space_blocks), too
// small or closed; prices by the offers' money module with the storefront's tax; bad input.

let t: TestApp;
let fx: { venue: string; slug: string; hourly: string; daily: string; packaged: string; draft: string };
let tax: { bp: number; inclusive: boolean };
const DAY = '2028-06-14'; // a Wednesday, in a fixture venue of its own
const get = (ref: string, query: string) => t.req({ url: `/api/v1/venues/${ref}/estimate?${query}` });
const ok = async (query: string, ref = fx.slug): Promise<VenueEstimate> => {
  const r = await get(ref, query);
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const fieldsOf = (r: Awaited<ReturnType<typeof get>>) => errorOf(r).details.fields?.map((f) => f.field);
const byName = (e: VenueEstimate, name: string) => e.spaces.find((s) => s.name === name)!;
/** Minor units with the storefront's tax added (or inside, when inclusive). */
const withTax = (net: number) => (tax.inclusive ? net : net + Math.round((net * tax.bp) / 10_000));

beforeAll(async () => {
  t = await createTestApp();
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const tenantId = owner!.tenantId;
  const [sg] = await t.app.db.select().from(countrySettings).where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.cca2, 'sg')));
  tax = { bp: sg!.taxRateBasisPoints, inclusive: sg!.taxInclusive };
  const [org] = await t.app.db.insert(organizations).values({ tenantId, name: 'Estimate Halls' }).returning();
  const slug = `estimate-${randomUUID()}`;
  const closedSunday = { mon: { open: '09:00', close: '22:00' }, tue: { open: '09:00', close: '22:00' }, wed: { open: '09:00', close: '22:00' }, thu: { open: '09:00', close: '22:00' }, fri: { open: '09:00', close: '24:00' }, sat: { open: '10:00', close: '24:00' }, sun: null };
  const [v] = await t.app.db
    .insert(venues)
    .values({ tenantId, organizationId: org!.id, slug, name: 'Estimate Hall', country: 'sg', city: 'Singapore', latitude: 1.3, longitude: 103.8, timeZone: 'Asia/Singapore', currency: 'SGD', status: 'published', openingHours: closedSunday })
    .returning();
  const space = async (name: string, values: Partial<typeof spaces.$inferInsert>) =>
    (await t.app.db.insert(spaces).values({ tenantId, venueId: v!.id, name, spaceType: 'meeting-room', status: 'published', capacitySeated: 20, capacityStanding: 30, ...values }).returning())[0]!.id;
  fx = {
    venue: v!.id,
    slug,
    hourly: await space('Hourly Room', { pricePerHourMinor: 10_000, minHours: 3, sortOrder: 0 }),
    daily: await space('Day Hall', { pricePerHourMinor: 20_000, pricePerDayMinor: 100_000, capacityStanding: 200, sortOrder: 1 }),
    packaged: await space('Package Deck', { packages: [{ name: 'Evening', description: '', amountMinor: 5_000, perPerson: true, hours: 4 }], sortOrder: 2 }),
    draft: await space('Draft Room', { pricePerHourMinor: 1_000, status: 'draft', sortOrder: 3 }),
  };
  // A block 14:00–16:00 on the Hourly Room (06:00–08:00 UTC).
  await t.app.db.insert(spaceBlocks).values({ tenantId, spaceId: fx.hourly, venueId: fx.venue, during: `[${DAY}T06:00:00Z,${DAY}T08:00:00Z)`, kind: 'blocked', note: 'Private event' });
});
afterAll(() => t.close());

describe('GET /v1/venues/{venue}/estimate', () => {
  it('answers anyone: each published space free, with its hire priced and taxed, never cached', async () => {
    const r = await get(fx.slug, `date=${DAY}&start=09:00&hours=2&guests=10`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const e: VenueEstimate = r.json().data;
    expect(e).toMatchObject({ venue_id: fx.venue, date: DAY, start: '09:00', end: '11:00', hours: 2, guests: 10, time_zone: 'Asia/Singapore', start_at: `${DAY}T01:00:00.000Z`, end_at: `${DAY}T03:00:00.000Z`, open: { open: '09:00', close: '22:00' } });
    expect(e.spaces.map((s) => s.name)).toEqual(['Hourly Room', 'Day Hall', 'Package Deck']); // not the draft
    expect(e.spaces.every((s) => s.status === 'available' && s.reason === null)).toBe(true);
    // The minimum of three hours applies to a two-hour event.
    const hourly = byName(e, 'Hourly Room').price!;
    expect(hourly).toMatchObject({ basis: 'hourly', currency: 'SGD', subtotal_minor: 30_000, total_minor: withTax(30_000) });
    expect(hourly.lines).toEqual([{ description: 'Hourly Room: 3 hours (minimum 3 hours)', quantity: 3, unit_amount_minor: 10_000, amount_minor: 30_000 }]);
    expect(hourly.taxes.length).toBe(tax.bp > 0 ? 1 : 0);
    expect(byName(e, 'Day Hall').price).toMatchObject({ basis: 'hourly', subtotal_minor: 40_000 });
    // A per-person package, for ten guests.
    expect(byName(e, 'Package Deck').price).toMatchObject({ basis: 'package', subtotal_minor: 50_000 });
  });

  it('takes the day rate when it is cheaper than the hours', async () => {
    const e = await ok(`date=${DAY}&start=09:00&hours=8`);
    expect(byName(e, 'Day Hall').price).toMatchObject({ basis: 'day', subtotal_minor: 100_000 });
    expect(byName(e, 'Day Hall').price!.lines[0]!.description).toBe('Day Hall: full day');
  });

  it('has no price for a per-person package without guests, nor one too short for the hours', async () => {
    expect(byName(await ok(`date=${DAY}&start=10:00&hours=2`), 'Package Deck').price).toBeNull();
    expect(byName(await ok(`date=${DAY}&start=10:00&hours=5&guests=10`), 'Package Deck').price).toBeNull();
  });

  it('says a space is taken when a block overlaps, and free when it only touches', async () => {
    const overlap = await ok(`date=${DAY}&start=15:00&hours=2`);
    expect(byName(overlap, 'Hourly Room')).toMatchObject({ status: 'taken', reason: 'Booked or held at that time' });
    expect(byName(overlap, 'Day Hall').status).toBe('available');
    expect(byName(await ok(`date=${DAY}&start=16:00&hours=3`), 'Hourly Room').status).toBe('available');
    expect(byName(await ok(`date=${DAY}&start=11:00&hours=3`), 'Hourly Room').status).toBe('available');
  });

  it('says a space is too small for the guests', async () => {
    const e = await ok(`date=${DAY}&start=10:00&hours=3&guests=50`);
    expect(byName(e, 'Hourly Room')).toMatchObject({ status: 'too_small', reason: 'Takes up to 30 guests' });
    expect(byName(e, 'Day Hall').status).toBe('available');
  });

  it('says every space is closed outside the opening hours or on a closed day', async () => {
    const late = await ok(`date=${DAY}&start=20:00&hours=3`);
    expect(late.spaces.length).toBeGreaterThan(0);
    expect(late.spaces.every((s) => s.status === 'closed' && s.reason === 'The venue is open 09:00–22:00 that day')).toBe(true);
    const sunday = await ok('date=2028-06-18&start=10:00&hours=2');
    expect(sunday.open).toBeNull();
    expect(sunday.spaces[0]).toMatchObject({ status: 'closed', reason: 'The venue is closed that day' });
    // Friday closes at midnight: 21:00 for three hours ends at 24:00.
    const friday = await ok('date=2028-06-16&start=21:00&hours=3');
    expect(friday).toMatchObject({ end: '24:00' });
    expect(friday.spaces[0]!.status).toBe('available');
  });

  it('refuses bad input naming the field, and venues that are not public', async () => {
    expect(fieldsOf(await get(fx.slug, 'date=2020-01-01&start=10:00&hours=2'))).toEqual(['date']);
    expect(fieldsOf(await get(fx.slug, `date=${DAY}&start=25:00&hours=2`))).toEqual(['start']);
    expect(fieldsOf(await get(fx.slug, `date=${DAY}&start=10:00&hours=0`))).toEqual(['hours']);
    expect(fieldsOf(await get(fx.slug, `date=${DAY}&start=10:00&hours=25`))).toEqual(['hours']);
    expect(fieldsOf(await get(fx.slug, `date=2030-02-30&start=10:00&hours=2`))).toEqual(['date']);
    expect(fieldsOf(await get(fx.slug, `date=${DAY}&start=10:00&hours=2&guests=0`))).toEqual(['guests']);
    expect(fieldsOf(await get(fx.slug, `date=2040-01-01&start=10:00&hours=2`))).toEqual(['date']);
    expect((await get('no-such-venue', `date=${DAY}&start=10:00&hours=2`)).statusCode).toBe(404);
    await t.app.db.update(venues).set({ status: 'archived' }).where(eq(venues.id, fx.venue));
    try {
      expect((await get(fx.venue, `date=${DAY}&start=10:00&hours=2`)).statusCode).toBe(404);
    } finally {
      await t.app.db.update(venues).set({ status: 'published' }).where(eq(venues.id, fx.venue));
    }
  });
});

describe('hireLines', () => {
  const space = { name: 'Room', price_per_hour_minor: null, min_hours: 1, price_per_day_minor: null, packages: [] };
  it('has nothing to price without rates or packages', () => expect(hireLines(space, 2, 10)).toBeNull());
  it('picks the cheapest package long enough', () => {
    const packages = [
      { name: 'Short', description: '', amountMinor: 100, perPerson: false, hours: 2 },
      { name: 'Long', description: '', amountMinor: 300, perPerson: false, hours: 6 },
      { name: 'Half', description: '', amountMinor: 200, perPerson: false, hours: 4 },
    ];
    expect(hireLines({ ...space, packages }, 3, undefined)).toEqual({ basis: 'package', lines: [{ description: 'Room: Half (4 hours), per package', quantity: 1, unit_amount_minor: 200 }] });
  });
});
