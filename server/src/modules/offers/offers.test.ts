import { eq, sql } from 'drizzle-orm';
import { EVENT_LIMITS, MAX_AMOUNT_MINOR, type CustomOffer, type Enquiry } from '@venues/contracts';
import { bookingRequests, customOffers, spaceBlockDays, spaces } from '../../db/schema';
import { createTestApp, daysFromNow, errorOf, isoDay, ownersVenueAndRival, TEST_SLOTS_FROM, type TestApp } from '../../test/helpers';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';

// Custom offers and requests to book over real HTTP and the real database (PGlite here, PostgreSQL
// in the second tier): pricing on the server, every step of the machines, who may take it, the hold
// under the exclusion constraint, expiry with a moved clock, and 50 offers racing for one slot.

let t: TestApp;
let smtp: SmtpCatcher;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session, friend: Session, owner: Session, lister: Session, member: Session, admin: Session, rival: Session;
let venueId: string, spaceId: string, foreignSpaceId: string;

const DAY = 86_400_000;
let dayCounter = 0;
/** A fresh slot per test, over a year ahead (clear of the demo data's holds and blocks). */
function slot(hours = 3) {
  const start = new Date(TEST_SLOTS_FROM + 2 * 3_600_000 + ++dayCounter * DAY);
  dayCounter += Math.floor(hours / 24); // a slot of several days takes them all
  return { start_at: start.toISOString(), end_at: new Date(start.getTime() + hours * 3_600_000).toISOString() };
}
const post = (path: string, s: Session | null, body?: unknown) => t.req({ method: 'POST', url: `/api/v1${path}`, token: s?.accessToken, body: body ?? {} });
const get = (path: string, s: Session) => t.req({ url: `/api/v1${path}`, token: s.accessToken });
const offerBody = (s = slot(), over: Record<string, unknown> = {}) => ({
  space_id: spaceId,
  ...s,
  guests: 20,
  lines: [
    { description: 'Room hire', quantity: 3, unit_amount_minor: 10_000 },
    { description: 'Coffee break', quantity: 1, unit_amount_minor: 5_000 },
  ],
  expires_at: new Date(Date.now() + 3 * DAY).toISOString(),
  note: 'Setup included',
  ...over,
});
async function enquiry(s: Session = customer): Promise<Enquiry> {
  const r = await post('/enquiries', s, { venue_id: venueId, event_type: 'meetings', event_date: isoDay(TEST_SLOTS_FROM), start_time: '09:00', end_time: '12:00', guests: 20, message: 'Hello' });
  expect(r.statusCode).toBe(201);
  return r.json().data;
}
async function offer(e: Enquiry, body = offerBody()): Promise<CustomOffer> {
  const r = await post(`/enquiries/${e._id}/offers`, owner, body);
  expect(r.statusCode).toBe(201);
  return r.json().data;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.smtpUrl, publicUrl: 'http://site.test', mailFrom: 'hello@venuely.test' });
  customer = await t.login('user@demo.test');
  friend = await t.login('friend@demo.test');
  owner = await t.login('owner@demo.test');
  lister = await t.login('lister@demo.test');
  member = await t.login('member@demo.test');
  admin = await t.login('admin@demo.test');
  ({ venueId, spaceId } = await ownersVenueAndRival(t));
  foreignSpaceId = (await t.app.db.select({ id: spaces.id }).from(spaces).where(sql`${spaces.venueId} <> ${venueId}`).limit(1))[0]!.id;
  rival = await t.login('rival@demo.test', 'venue');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('making an offer', () => {
  it('the server prices it (Singapore GST 9% on the subtotal), holds the slot and shows the refund schedule', async () => {
    const e = await enquiry();
    const o = await offer(e);
    expect(o).toMatchObject({ status: 'pending', version: 1, currency: 'SGD', subtotal_minor: 35_000, total_minor: 38_150, guests: 20, note: 'Setup included', space: { _id: spaceId } });
    expect(o.lines.map((l) => l.amount_minor)).toEqual([30_000, 5_000]);
    expect(o.taxes).toEqual([{ name: 'GST', rate_percent: 9, inclusive: false, amount_minor: 3_150 }]);
    expect(o.refund_schedule.length).toBe(2);
    expect(o.refund_schedule[0]).toMatchObject({ percent: 100, refund_minor: 38_150 });
    expect(Date.parse(o.refund_schedule[0]!.deadline)).toBeLessThan(Date.parse(o.start_at));
    expect((await get(`/enquiries/${e._id}`, customer)).json().data.status).toBe('offer_sent');
    const cards = (await get(`/enquiries/${e._id}/messages`, customer)).json().data.data.filter((m: { card: unknown }) => m.card);
    expect(cards[0].card).toEqual({ kind: 'offer', id: o._id });
    expect((await get(`/offers/${o._id}`, customer)).json().data).toEqual(o);
    // The held day counts as taken for the search's date filter.
    const days = await t.app.db.select().from(spaceBlockDays).where(eq(spaceBlockDays.spaceId, spaceId));
    expect(days.some((d) => d.day === o.start_at.slice(0, 10) || d.day === new Date(Date.parse(o.start_at) + 8 * 3_600_000).toISOString().slice(0, 10))).toBe(true);
  });

  it('refuses bad input naming the field, and amounts from the browser', async () => {
    const e = await enquiry();
    const s = slot();
    const cases: [Record<string, unknown>, string][] = [
      [{ expires_at: new Date(Date.parse(s.start_at) + 1000).toISOString() }, 'expires_at'],
      [{ expires_at: new Date(Date.now() - 1000).toISOString() }, 'expires_at'],
      [{ start_at: '2020-01-01T10:00:00Z', end_at: '2020-01-01T12:00:00Z' }, 'start_at'],
      [{ end_at: s.start_at }, 'end_at'],
      [{ space_id: foreignSpaceId }, 'space_id'],
      [{ lines: [] }, 'lines'],
      [{ total_minor: 1 }, 'total_minor'],
      [{ lines: [{ description: 'x', quantity: 1, unit_amount_minor: -5 }] }, 'lines.0.unit_amount_minor'],
      // A free line among priced ones is fine; a total of zero is not (its payment of 0 would book it).
      [{ lines: [{ description: 'Room hire', quantity: 3, unit_amount_minor: 0 }, { description: 'Coffee', quantity: 1, unit_amount_minor: 0 }] }, 'lines'],
    ];
    for (const [over, field] of cases) {
      const r = await post(`/enquiries/${e._id}/offers`, owner, offerBody(s, over));
      expect([r.statusCode, errorOf(r).details.fields?.[0]?.field]).toEqual([400, field]);
    }
  });

  it('only the venue’s owners and admins make offers; everyone else is refused', async () => {
    const e = await enquiry();
    expect((await post(`/enquiries/${e._id}/offers`, lister, offerBody())).statusCode).toBe(201);
    expect((await post(`/enquiries/${e._id}/offers`, member, offerBody())).statusCode).toBe(403);
    expect((await post(`/enquiries/${e._id}/offers`, customer, offerBody())).statusCode).toBe(403);
    for (const s of [friend, rival, admin]) expect((await post(`/enquiries/${e._id}/offers`, s, offerBody())).statusCode).toBe(404);
    expect((await post(`/enquiries/${e._id}/offers`, null, offerBody())).statusCode).toBe(401);
    const o = (await get(`/enquiries/${e._id}/offers`, owner)).json().data[0];
    for (const s of [friend, rival, admin]) expect((await get(`/offers/${o._id}`, s)).statusCode).toBe(404);
  });
});

describe('steps', () => {
  it('every step of the offer machine through the API: legal ones change the state, others answer 409 naming it or 403', async () => {
    const cases: { setup: ('accept' | 'decline' | 'cancel')[]; by: Session; event: 'accept' | 'decline' | 'cancel'; status: number; code?: string; to?: string }[] = [
      { setup: [], by: customer, event: 'accept', status: 200, to: 'accepted' },
      { setup: [], by: customer, event: 'decline', status: 200, to: 'declined' },
      { setup: [], by: owner, event: 'cancel', status: 200, to: 'cancelled' },
      { setup: [], by: owner, event: 'accept', status: 403 },
      { setup: [], by: member, event: 'cancel', status: 403 },
      { setup: [], by: customer, event: 'cancel', status: 403 },
      { setup: ['accept'], by: customer, event: 'accept', status: 409, code: 'OFFER_ACCEPTED' },
      { setup: ['accept'], by: customer, event: 'decline', status: 409, code: 'OFFER_ACCEPTED' },
      { setup: ['accept'], by: owner, event: 'cancel', status: 200, to: 'cancelled' },
      { setup: ['decline'], by: customer, event: 'accept', status: 409, code: 'OFFER_DECLINED' },
      { setup: ['cancel'], by: owner, event: 'cancel', status: 409, code: 'OFFER_CANCELLED' },
      { setup: ['cancel'], by: customer, event: 'accept', status: 409, code: 'OFFER_CANCELLED' },
    ];
    for (const c of cases) {
      const e = await enquiry();
      const o = await offer(e);
      for (const s of c.setup) expect((await post(`/offers/${o._id}/${s}`, s === 'cancel' ? owner : customer)).statusCode).toBe(200);
      const r = await post(`/offers/${o._id}/${c.event}`, c.by);
      const label = `${c.setup.join('+') || 'pending'} → ${c.event}`;
      expect([label, r.statusCode]).toEqual([label, c.status]);
      if (c.code) expect(r.json().error.code).toBe(c.code);
      if (c.to) expect(r.json().data.status).toBe(c.to);
    }
  });

  it('a declined or withdrawn offer frees the slot and the enquiry is open again; an accepted one keeps it', async () => {
    const e = await enquiry();
    const s = slot();
    const first = await offer(e, offerBody(s));
    const other = await enquiry(friend);
    const clash = await post(`/enquiries/${other._id}/offers`, owner, offerBody(s));
    expect([clash.statusCode, clash.json().error.code]).toEqual([409, 'SLOT_TAKEN']);
    await post(`/offers/${first._id}/accept`, customer);
    expect((await post(`/enquiries/${other._id}/offers`, owner, offerBody(s))).statusCode).toBe(409);
    await post(`/offers/${first._id}/cancel`, owner);
    expect((await get(`/enquiries/${e._id}`, customer)).json().data.status).toBe('open');
    expect((await post(`/enquiries/${other._id}/offers`, owner, offerBody(s))).statusCode).toBe(201);
  });

  it('an update is a new version; the old one is kept as superseded and the hold moves with it', async () => {
    const e = await enquiry();
    const s = slot();
    const v1 = await offer(e, offerBody(s));
    const r = await t.req({ method: 'PATCH', url: `/api/v1/offers/${v1._id}`, token: owner.accessToken, body: offerBody(s, { lines: [{ description: 'Room hire', quantity: 3, unit_amount_minor: 9_000 }] }) });
    expect(r.statusCode).toBe(201);
    const v2 = r.json().data as CustomOffer;
    expect(v2).toMatchObject({ version: 2, supersedes_id: v1._id, status: 'pending', subtotal_minor: 27_000, total_minor: 29_430 });
    expect((await get(`/offers/${v1._id}`, customer)).json().data).toMatchObject({ status: 'updated', superseded_by_id: v2._id });
    const again = await t.req({ method: 'PATCH', url: `/api/v1/offers/${v1._id}`, token: owner.accessToken, body: offerBody(s) });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'OFFER_UPDATED']);
    expect((await post(`/offers/${v1._id}/accept`, customer)).json().error.code).toBe('OFFER_UPDATED');
    const other = await enquiry(friend);
    expect((await post(`/enquiries/${other._id}/offers`, owner, offerBody(s))).json().error.code).toBe('SLOT_TAKEN');
  });
});

describe('time', () => {
  it('expiry is driven by the database: a moved clock expires the offer once, frees the slot and reopens the enquiry', async () => {
    const e = await enquiry();
    const s = slot();
    const o = await offer(e, offerBody(s, { expires_at: new Date(Date.now() + 2 * DAY).toISOString() }));
    const service = t.app.services.offerExpiry;
    const later = new Date(Date.now() + 2 * DAY + 60_000);
    const [a, b] = await Promise.all([service.sweep(later), service.sweep(later)]);
    expect(a.offers + b.offers).toBe(1);
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('expired');
    expect((await get(`/enquiries/${e._id}`, customer)).json().data.status).toBe('open');
    const lines = (await get(`/enquiries/${e._id}/messages`, customer)).json().data.data.filter((m: { body: string }) => m.body.startsWith('The offer expired'));
    expect(lines).toHaveLength(1);
    const other = await enquiry(friend);
    expect((await post(`/enquiries/${other._id}/offers`, owner, offerBody(s))).statusCode).toBe(201);
    expect((await post(`/offers/${o._id}/accept`, customer)).json().error.code).toBe('OFFER_EXPIRED');
  });
});

describe('requests to book', () => {
  it('the customer asks at the listed price; the venue accepts (an offer that holds the slot) or declines; 48 hours to answer', async () => {
    const e = await enquiry();
    const s = slot(2);
    expect((await post(`/enquiries/${e._id}/booking-requests`, owner, { space_id: spaceId, ...s, guests: 10 })).statusCode).toBe(403);
    const r = await post(`/enquiries/${e._id}/booking-requests`, customer, { space_id: spaceId, ...s, guests: 10 });
    expect(r.statusCode).toBe(201);
    const req = r.json().data;
    expect(req).toMatchObject({ status: 'requested', offer_id: null });
    expect(Date.parse(req.expires_at) - Date.parse(req.created_at)).toBeGreaterThan(47 * 3_600_000);
    expect((await post(`/booking-requests/${req._id}/accept`, member)).statusCode).toBe(403);
    expect((await post(`/booking-requests/${req._id}/accept`, rival)).statusCode).toBe(404);
    const accepted = (await post(`/booking-requests/${req._id}/accept`, owner)).json().data;
    expect(accepted.status).toBe('accepted');
    const o = (await get(`/offers/${accepted.offer_id}`, customer)).json().data as CustomOffer;
    const space = (await t.app.db.select().from(spaces).where(eq(spaces.id, spaceId)))[0]!;
    const hours = Math.max(2, space.minHours);
    expect(o).toMatchObject({ status: 'pending', instant: false, booking_request_id: req._id, subtotal_minor: hours * space.pricePerHourMinor! });
    expect((await post(`/booking-requests/${req._id}/decline`, owner)).json().error.code).toBe('BOOKING_REQUEST_ACCEPTED');
    // The slot is held now: a request for it is refused.
    const again = await post(`/enquiries/${e._id}/booking-requests`, customer, { space_id: spaceId, ...s, guests: 10 });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'SLOT_TAKEN']);
  });

  it('an unanswered request expires after 48 hours (the clock moved, not waited for)', async () => {
    const e = await enquiry();
    const req = (await post(`/enquiries/${e._id}/booking-requests`, customer, { space_id: spaceId, ...slot(2), guests: 10 })).json().data;
    await t.app.services.offerExpiry.sweep(new Date(Date.now() + 49 * 3_600_000));
    expect((await get(`/booking-requests/${req._id}`, owner)).json().data.status).toBe('expired');
    expect((await post(`/booking-requests/${req._id}/accept`, owner)).json().error.code).toBe('BOOKING_REQUEST_EXPIRED');
  });
});

describe('bounds', () => {
  const fieldsOf = (r: { statusCode: number; json(): { error?: { details: { fields?: { field: string }[] } } } }) => [r.statusCode, (r.json().error?.details.fields ?? []).map((f) => f.field)];
  const capacity = async () => {
    const s = (await t.app.db.select().from(spaces).where(eq(spaces.id, spaceId)))[0]!;
    return Math.max(s.capacityStanding, s.capacitySeated, s.capacityTheatre, s.capacityBanquet);
  };
  /** Three hours starting `days` days from now. */
  const slotIn = (days: number) => ({ start_at: new Date(daysFromNow(days) + 2 * 3_600_000).toISOString(), end_at: new Date(daysFromNow(days) + 5 * 3_600_000).toISOString() });
  const longest = EVENT_LIMITS.maxDays * 24;

  it('an offer whose total with tax passes the money limit (its subtotal does not) is refused naming its lines, and nothing is written', async () => {
    const e = await enquiry();
    const lines = [{ description: 'Room hire', quantity: 10, unit_amount_minor: MAX_AMOUNT_MINOR / 10 }];
    expect(fieldsOf(await post(`/enquiries/${e._id}/offers`, owner, offerBody(slot(), { lines })))).toEqual([400, ['lines']]);
    expect(await t.app.db.select().from(customOffers).where(eq(customOffers.enquiryId, e._id))).toEqual([]);
    expect((await get(`/enquiries/${e._id}`, owner)).json().data.status).toBe('open');
    const o = await offer(e);
    expect(fieldsOf(await t.req({ method: 'PATCH', url: `/api/v1/offers/${o._id}`, token: owner.accessToken, body: offerBody(slot(), { lines }) }))).toEqual([400, ['lines']]);
    expect((await get(`/offers/${o._id}`, owner)).json().data.status).toBe('pending');
  });

  it('a request to book starts within the horizon, lasts at most the longest slot, for at most the space’s largest layout; nothing is written otherwise', async () => {
    const e = await enquiry();
    const cap = await capacity();
    expect(cap).toBeGreaterThan(0);
    const ask = (s: { start_at: string; end_at: string }, guests = 10) => post(`/enquiries/${e._id}/booking-requests`, customer, { space_id: spaceId, ...s, guests });
    // The attack as reported: 2031-07-01 to 9999-12-31 for 100,000 guests.
    expect((await ask({ start_at: '2031-07-01T00:00:00Z', end_at: '9999-12-31T00:00:00Z' }, 100_000)).statusCode).toBe(400);
    expect(fieldsOf(await ask(slotIn(EVENT_LIMITS.maxDaysAhead + 2)))).toEqual([400, ['start_at']]);
    expect(fieldsOf(await ask(slot(longest + 1)))).toEqual([400, ['end_at']]);
    expect(fieldsOf(await ask(slot(3), cap + 1))).toEqual([400, ['guests']]);
    expect(await t.app.db.select().from(bookingRequests).where(eq(bookingRequests.enquiryId, e._id))).toEqual([]);
    // At the bounds themselves: accepted.
    expect((await ask(slotIn(EVENT_LIMITS.maxDaysAhead - 1), cap)).statusCode).toBe(201);
    expect((await ask(slot(longest), cap)).statusCode).toBe(201);
  });

  it('a custom offer starts within the horizon and lasts at most the longest slot (its guests are the venue’s call)', async () => {
    const e = await enquiry();
    const make = (over: Record<string, unknown>) => post(`/enquiries/${e._id}/offers`, owner, offerBody(slot(), over));
    expect(fieldsOf(await make(slotIn(EVENT_LIMITS.maxDaysAhead + 2)))).toEqual([400, ['start_at']]);
    expect(fieldsOf(await make(slot(longest + 1)))).toEqual([400, ['end_at']]);
    expect(await t.app.db.select().from(customOffers).where(eq(customOffers.enquiryId, e._id))).toEqual([]);
    expect((await make({ ...slot(longest), guests: (await capacity()) + 1 })).statusCode).toBe(201);
  });

  it('an enquiry’s date is within the horizon', async () => {
    const ask = (day: number) => post('/enquiries', customer, { venue_id: venueId, event_type: 'meetings', event_date: isoDay(daysFromNow(day)), start_time: '09:00', end_time: '12:00', guests: 20, message: 'Far ahead?' });
    expect(fieldsOf(await ask(EVENT_LIMITS.maxDaysAhead + 2))).toEqual([400, ['event_date']]);
    expect((await ask(EVENT_LIMITS.maxDaysAhead - 1)).statusCode).toBe(201);
  });

  it('a request stored with a longer slot (before slots were bounded) is not turned into an offer that holds the space', async () => {
    const e = await enquiry();
    const req = (await post(`/enquiries/${e._id}/booking-requests`, customer, { space_id: spaceId, ...slot(2), guests: 10 })).json().data;
    await t.app.db.update(bookingRequests).set({ endAt: new Date('9999-12-31T00:00:00Z') }).where(eq(bookingRequests.id, req._id));
    const r = await post(`/booking-requests/${req._id}/accept`, owner);
    expect([r.statusCode, errorOf(r).code]).toEqual([409, 'CONFLICT']);
    expect(await t.app.db.select().from(customOffers).where(eq(customOffers.enquiryId, e._id))).toEqual([]);
    expect((await post(`/booking-requests/${req._id}/decline`, owner)).statusCode).toBe(200);
  });
});

describe('e-mail', () => {
  it('each step mails the other side (nobody here has a socket open): offer sent, accepted, declined, request made, declined, expired', async () => {
    await t.app.mailer.drain();
    const after = smtp.messages.at(-1)?.seq ?? 0;
    const mailed = async (q: { to: string; subject: string }) => {
      await t.app.mailer.drain(); // the outbox sends now instead of at its next round
      return smtp.waitFor({ ...q, after });
    };
    const e = await enquiry();
    const o = await offer(e);
    const sent = await mailed({ to: 'user@demo.test', subject: 'An offer from' });
    expect(sent.text).toContain(`http://site.test/sg/enquiries/${e._id}`);
    expect(sent.subject).toContain('SGD 381.50');
    expect((await post(`/offers/${o._id}/accept`, customer)).statusCode).toBe(200);
    expect((await mailed({ to: 'owner@demo.test', subject: 'accepted your offer' })).subject).toContain('SGD 381.50');

    const e2 = await enquiry();
    const o2 = await offer(e2);
    expect((await post(`/offers/${o2._id}/decline`, customer)).statusCode).toBe(200);
    await mailed({ to: 'owner@demo.test', subject: 'declined your offer' });

    const e3 = await enquiry();
    const r = await post(`/enquiries/${e3._id}/booking-requests`, customer, { space_id: spaceId, ...slot(), guests: 10 });
    expect(r.statusCode).toBe(201);
    expect((await mailed({ to: 'owner@demo.test', subject: 'requests to book' })).text).toContain('within 48 hours');
    expect((await post(`/booking-requests/${r.json().data._id}/decline`, owner)).statusCode).toBe(200);
    await mailed({ to: 'user@demo.test', subject: 'declined your request to book' });

    const e4 = await enquiry();
    const o4 = await offer(e4, offerBody(slot(), { expires_at: new Date(Date.now() + 60 * 60_000).toISOString() }));
    await t.app.services.offerExpiry.sweep(new Date(Date.now() + 2 * 60 * 60_000));
    expect((await get(`/offers/${o4._id}`, customer)).json().data.status).toBe('expired');
    await mailed({ to: 'user@demo.test', subject: 'expired' });
    await mailed({ to: 'owner@demo.test', subject: 'expired' });
  });
});

describe('one slot, many offers at once', () => {
  it('50 offers for the same slot sent together: exactly one holds it, the others answer 409 SLOT_TAKEN', async () => {
    const s = slot();
    const es: Enquiry[] = [];
    for (let i = 0; i < 50; i++) es.push(await enquiry(i % 2 ? customer : friend));
    const answers = await Promise.all(es.map((e) => post(`/enquiries/${e._id}/offers`, owner, offerBody(s))));
    // Each answer as "status code" (the error's code too), so a failure shows what came instead.
    const got = answers.map((r) => (r.statusCode === 201 ? '201' : `${r.statusCode} ${r.json().error?.code}`)).sort();
    expect(got).toEqual(['201', ...Array<string>(49).fill('409 SLOT_TAKEN')]);
  });
});
