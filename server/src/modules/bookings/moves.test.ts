import { and, eq, sql } from 'drizzle-orm';
import { WEEKDAYS, type Booking, type BookingMove, type CustomOffer, type Enquiry, type Payment } from '@venues/contracts';
import { bookingMoves, bookings as bookingsTable, documents, enquiries, enquiryMessages, extraCharges, refunds, spaceBlocks, spaces, venues } from '../../db/schema';
import { createTestApp, errorOf, isoDay, ownersVenueAndRival, TEST_SLOTS_FROM, type TestApp } from '../../test/helpers';

// Moving a booking (docs/adr/0113-moving-a-booking.md) over real HTTP and PGlite: who may propose,
// accept, decline and withdraw; bad times named by field; the slot moved in one transaction (a
// taken slot answers 409 and writes nothing; 20 moves into one slot, one wins); the price difference
// charged as an extra charge or refunded with a credit note.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session, friend: Session, owner: Session, member: Session, admin: Session, rival: Session;
let venueId: string, spaceId: string;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PER_HOUR = 10_000;
let dayCounter = 0;
/** A day of its own per booking, over a year ahead; Singapore is UTC+8 (10:00 local = 02:00Z). */
const nextDay = () => TEST_SLOTS_FROM + (dayCounter += 3) * DAY; // day + 1 and day + 2 stay free for moves
const at = (day: number, localHour: number) => new Date(day + (localHour - 8) * HOUR).toISOString();

const post = (path: string, s: Session | null, body?: unknown) => t.req({ method: 'POST', url: `/api/v1${path}`, token: s?.accessToken, body: body ?? {} });
const get = (path: string, s: Session) => t.req({ url: `/api/v1${path}`, token: s.accessToken });

/** A paid booking of the test space, 10:00–13:00 local on a day of its own (an offer at 3 × 100.00 + 9% GST). */
async function paidBooking(day = nextDay()): Promise<{ e: Enquiry; b: Booking; day: number }> {
  const er = await post('/enquiries', customer, { venue_id: venueId, event_type: 'meetings', event_date: isoDay(day), start_time: '10:00', end_time: '13:00', guests: 10, message: 'Hello' });
  expect(er.statusCode).toBe(201);
  const e = er.json().data as Enquiry;
  const or = await post(`/enquiries/${e._id}/offers`, owner, {
    space_id: spaceId,
    start_at: at(day, 10),
    end_at: at(day, 13),
    guests: 10,
    lines: [{ description: 'Room hire', quantity: 3, unit_amount_minor: PER_HOUR }],
    expires_at: new Date(Date.now() + 3 * DAY).toISOString(),
    note: '',
  });
  expect(or.statusCode).toBe(201);
  const o = or.json().data as CustomOffer;
  expect((await post(`/offers/${o._id}/accept`, customer)).statusCode).toBe(200);
  const c = (await post(`/offers/${o._id}/checkout`, customer)).json().data as { payment_id: string };
  const p = (await post(`/payments/${c.payment_id}/confirm`, customer, { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' })).json().data as Payment;
  expect(p.status).toBe('succeeded');
  return { e, b: (await get(`/bookings/${p.booking_id}`, customer)).json().data as Booking, day };
}
const propose = (b: Booking, s: Session | null, body: Record<string, unknown>) => post(`/bookings/${b._id}/moves`, s, body);
const blocksOf = (bookingId: string) => t.app.db.execute(sql`select lower(during) as s, upper(during) as e from space_blocks where booking_id = ${bookingId}`).then((r) => (r as unknown as { rows: { s: string; e: string }[] }).rows);
const blocksIn = async (start: string, end: string) =>
  (await t.app.db.select().from(spaceBlocks).where(and(eq(spaceBlocks.spaceId, spaceId), sql`${spaceBlocks.during} && tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')`))).length;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://site.test' });
  customer = await t.login('user@demo.test');
  friend = await t.login('friend@demo.test');
  owner = await t.login('owner@demo.test');
  member = await t.login('member@demo.test');
  admin = await t.login('admin@demo.test');
  ({ venueId, spaceId } = await ownersVenueAndRival(t));
  rival = await t.login('rival@demo.test', 'venue');
  // Known rules for the estimate: open 08:00–22:00 every day, 100.00 an hour from one hour.
  await t.app.db.update(venues).set({ openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '08:00', close: '22:00' }])) as never }).where(eq(venues.id, venueId));
  await t.app.db.update(spaces).set({ pricePerHourMinor: PER_HOUR, minHours: 1, pricePerDayMinor: null }).where(eq(spaces.id, spaceId));
});
afterAll(() => t.close());

describe('proposing a move', () => {
  it('the customer proposes; the booking keeps its slot and the new one is not held; one open proposal at a time', async () => {
    const { b, day } = await paidBooking();
    const r = await propose(b, customer, { date: isoDay(day + DAY), start: '14:00', end: '17:00', note: 'Our speaker moved' });
    expect(r.statusCode).toBe(201);
    const m = r.json().data as BookingMove;
    expect(m).toMatchObject({ status: 'proposed', proposed_by: 'customer', start_at: at(day + DAY, 14).replace('.000Z', '.000Z'), difference_minor: 0, can: { accept: false, decline: false, withdraw: true } });
    expect(await blocksOf(b._id)).toHaveLength(1);
    expect(await blocksIn(at(day + DAY, 14), at(day + DAY, 17))).toBe(0);
    expect(((await get(`/bookings/${b._id}`, customer)).json().data as Booking).start_at).toBe(b.start_at);
    // Both sides see it, the venue may answer it.
    const seen = (await get(`/bookings/${b._id}/moves`, owner)).json().data as BookingMove[];
    expect(seen[0]).toMatchObject({ _id: m._id, can: { accept: true, decline: true, withdraw: false } });
    expect((await get(`/bookings/${b._id}/moves`, member)).statusCode).toBe(200);
    // A second open proposal, from either side: 409.
    expect(errorOf(await propose(b, owner, { date: isoDay(day + 2 * DAY), start: '10:00', end: '13:00' })).code).toBe('CONFLICT');
    // The conversation says so.
    const lines = await t.app.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, b.enquiry_id));
    expect(lines.some((l) => l.body.includes('proposes moving booking') && l.body.includes('Our speaker moved'))).toBe(true);
  });

  it('who may propose: the customer and the venue owner; a member 403; another customer, another venue, an admin 404; signed out 401', async () => {
    const { b, day } = await paidBooking();
    const body = { date: isoDay(day + DAY), start: '10:00', end: '13:00' };
    expect((await propose(b, null, body)).statusCode).toBe(401);
    expect((await propose(b, member, body)).statusCode).toBe(403);
    for (const s of [friend, rival, admin]) expect((await propose(b, s, body)).statusCode).toBe(404);
    for (const s of [friend, rival, admin]) expect((await get(`/bookings/${b._id}/moves`, s)).statusCode).toBe(404);
    expect(await t.app.db.select().from(bookingMoves).where(eq(bookingMoves.bookingId, b._id))).toHaveLength(0);
    const r = await propose(b, owner, body);
    expect(r.statusCode).toBe(201);
    expect(r.json().data.proposed_by).toBe('venue');
  });

  it('bad times answer 400 naming the field and write nothing', async () => {
    const { b, day } = await paidBooking();
    const yesterday = isoDay(Date.now() - DAY);
    const cases: [Record<string, unknown>, string][] = [
      [{ date: yesterday, start: '10:00', end: '13:00' }, 'date'],
      [{ date: isoDay(day + DAY), start: '15:00', end: '13:00' }, 'end'],
      [{ date: isoDay(day + DAY), start: '10:00', end: '10:00' }, 'end'],
      [{ date: isoDay(day + DAY), start: '20:00', end: '23:00' }, 'start'],
      [{ date: isoDay(day + DAY), start: '06:00', end: '09:00' }, 'start'],
      [{ date: isoDay(day), start: '10:00', end: '13:00' }, 'start'],
      [{ date: 'tomorrow', start: '10:00', end: '13:00' }, 'date'],
      [{ date: isoDay(day + DAY), start: '10:00', end: '13:00', guests: 5 }, 'guests'],
    ];
    for (const [body, field] of cases) {
      const r = await propose(b, customer, body);
      expect([r.statusCode, errorOf(r).details.fields?.[0]?.field ?? errorOf(r).message]).toEqual([400, field]);
    }
    expect(await t.app.db.select().from(bookingMoves).where(eq(bookingMoves.bookingId, b._id))).toHaveLength(0);
  });
});

describe('answering a move', () => {
  it('the other side accepts: the booking, its block, the conversation and the .ics follow; the old slot is free again', async () => {
    const { b, day } = await paidBooking();
    const to = day + DAY;
    const m = (await propose(b, customer, { date: isoDay(to), start: '11:00', end: '14:00' })).json().data as BookingMove;
    // The proposer, a member, another customer or venue, an admin: not theirs to accept.
    expect((await post(`/booking-moves/${m._id}/accept`, customer)).statusCode).toBe(403);
    expect((await post(`/booking-moves/${m._id}/accept`, member)).statusCode).toBe(403);
    for (const s of [friend, rival, admin]) expect((await post(`/booking-moves/${m._id}/accept`, s)).statusCode).toBe(404);
    const r = await post(`/booking-moves/${m._id}/accept`, owner);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'accepted', extra_charge_id: null, refund_id: null });
    const moved = (await get(`/bookings/${b._id}`, customer)).json().data as Booking;
    expect([moved.start_at, moved.end_at, moved.total_minor]).toEqual([at(to, 11), at(to, 14), b.total_minor]);
    expect(await blocksOf(b._id)).toHaveLength(1);
    expect(await blocksIn(at(to, 11), at(to, 14))).toBe(1);
    expect(await blocksIn(b.start_at, b.end_at)).toBe(0);
    // The old slot is free for anyone again (the public estimate).
    const est = (await t.req({ url: `/api/v1/venues/${venueId}/estimate?date=${isoDay(day)}&start=10:00&hours=3` })).json().data;
    expect(est.spaces.find((s: { space_id: string }) => s.space_id === spaceId).status).toBe('available');
    const ics = (await get(`/bookings/${b._id}/calendar.ics`, owner)).body;
    expect(ics).toContain(`DTSTART:${at(to, 11).replace(/[-:]/g, '').replace('.000', '')}`);
    const [enq] = await t.app.db.select().from(enquiries).where(eq(enquiries.id, b.enquiry_id));
    expect([enq!.eventDate, enq!.startTime, enq!.endTime]).toEqual([isoDay(to), '11:00', '14:00']);
    const lines = await t.app.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, b.enquiry_id));
    expect(lines.some((l) => l.body.includes('accepted the move'))).toBe(true);
    // Answered once.
    expect(errorOf(await post(`/booking-moves/${m._id}/accept`, owner)).code).toBe('CONFLICT');
    expect((await post(`/booking-moves/${m._id}/decline`, owner)).statusCode).toBe(409);
  });

  it('a booking the venue agreed for more guests than the space lists moves all the same (its capacity is the same on any day)', async () => {
    const { b, day } = await paidBooking();
    const cols = { capacityStanding: spaces.capacityStanding, capacitySeated: spaces.capacitySeated, capacityTheatre: spaces.capacityTheatre, capacityBanquet: spaces.capacityBanquet };
    const [space] = await t.app.db.select(cols).from(spaces).where(eq(spaces.id, spaceId));
    // The booking is for 10 guests; the space now lists 7 at most.
    await t.app.db.update(spaces).set({ capacityStanding: 7, capacitySeated: 7, capacityTheatre: 7, capacityBanquet: 7 }).where(eq(spaces.id, spaceId));
    try {
      const r = await propose(b, customer, { date: isoDay(day + DAY), start: '10:00', end: '13:00' });
      expect(r.statusCode).toBe(201);
      expect((await post(`/booking-moves/${(r.json().data as BookingMove)._id}/accept`, owner)).statusCode).toBe(200);
    } finally {
      await t.app.db.update(spaces).set(space!).where(eq(spaces.id, spaceId));
    }
  });

  it('a move an hour later overlaps only its own slot and is accepted', async () => {
    const { b, day } = await paidBooking();
    const m = (await propose(b, owner, { date: isoDay(day), start: '11:00', end: '14:00' })).json().data as BookingMove;
    expect((await post(`/booking-moves/${m._id}/accept`, customer)).statusCode).toBe(200);
    expect(await blocksOf(b._id)).toEqual([expect.objectContaining({})]);
    expect(((await get(`/bookings/${b._id}`, owner)).json().data as Booking).start_at).toBe(at(day, 11));
  });

  it('decline is the other side’s, withdraw the proposer’s; the booking keeps its time', async () => {
    const { b, day } = await paidBooking();
    const m1 = (await propose(b, customer, { date: isoDay(day + DAY), start: '10:00', end: '13:00' })).json().data as BookingMove;
    expect((await post(`/booking-moves/${m1._id}/decline`, customer)).statusCode).toBe(403);
    expect((await post(`/booking-moves/${m1._id}/withdraw`, owner)).statusCode).toBe(403);
    expect((await post(`/booking-moves/${m1._id}/decline`, member)).statusCode).toBe(403);
    expect((await post(`/booking-moves/${m1._id}/withdraw`, friend)).statusCode).toBe(404);
    expect((await post(`/booking-moves/${m1._id}/decline`, owner)).json().data.status).toBe('declined');
    const m2 = (await propose(b, owner, { date: isoDay(day + DAY), start: '10:00', end: '13:00' })).json().data as BookingMove;
    expect((await post(`/booking-moves/${m2._id}/withdraw`, owner)).json().data.status).toBe('withdrawn');
    expect((await post(`/booking-moves/${m2._id}/accept`, customer)).statusCode).toBe(409);
    expect(((await get(`/bookings/${b._id}`, customer)).json().data as Booking).start_at).toBe(b.start_at);
    expect(((await get(`/bookings/${b._id}/moves`, customer)).json().data as BookingMove[]).map((m) => m.status)).toEqual(['withdrawn', 'declined']);
  });

  it('accepting when the slot was taken meanwhile answers 409 SLOT_TAKEN and writes nothing', async () => {
    const { b, day } = await paidBooking();
    const to = day + DAY;
    const m = (await propose(b, customer, { date: isoDay(to), start: '10:00', end: '13:00' })).json().data as BookingMove;
    // Someone else books it meanwhile (the proposal held nothing).
    await paidBooking(to);
    const r = await post(`/booking-moves/${m._id}/accept`, owner);
    expect(r.statusCode).toBe(409);
    expect(errorOf(r)).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringContaining('no longer free') });
    const [row] = await t.app.db.select().from(bookingsTable).where(eq(bookingsTable.id, b._id));
    expect(row!.startAt.toISOString()).toBe(b.start_at);
    expect((await t.app.db.select().from(bookingMoves).where(eq(bookingMoves.id, m._id)))[0]!.status).toBe('proposed');
    expect(await blocksIn(b.start_at, b.end_at)).toBe(1);
    expect(await t.app.db.select().from(extraCharges).where(eq(extraCharges.bookingId, b._id))).toHaveLength(0);
  });

  it('20 bookings moving into one slot at once: exactly one wins', async () => {
    const target = nextDay();
    const list: BookingMove[] = [];
    for (let i = 0; i < 20; i++) {
      const { b } = await paidBooking();
      list.push((await propose(b, customer, { date: isoDay(target), start: '15:00', end: '18:00' })).json().data as BookingMove);
    }
    const answers = await Promise.all(list.map((m) => post(`/booking-moves/${m._id}/accept`, owner)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await blocksIn(at(target, 15), at(target, 18))).toBe(1);
    const moved = await t.app.db.select().from(bookingsTable).where(eq(bookingsTable.startAt, new Date(at(target, 15))));
    expect(moved).toHaveLength(1);
  }, 120_000);
});

describe('the price difference', () => {
  it('a dearer slot becomes an extra charge for the difference, paid with its own invoice', async () => {
    const { b, day } = await paidBooking();
    const m = (await propose(b, customer, { date: isoDay(day + DAY), start: '10:00', end: '14:00' })).json().data as BookingMove;
    // One more hour: 100.00 + 9% GST.
    expect(m.difference_minor).toBe(10_900);
    const r = await post(`/booking-moves/${m._id}/accept`, owner);
    expect(r.statusCode).toBe(200);
    const chargeId = r.json().data.extra_charge_id as string;
    const booking = (await get(`/bookings/${b._id}`, customer)).json().data as Booking;
    expect(booking.total_minor).toBe(b.total_minor);
    expect(booking.extra_charges).toEqual([expect.objectContaining({ _id: chargeId, status: 'requested', total_minor: 10_900 })]);
    const c = (await post(`/extra-charges/${chargeId}/checkout`, customer)).json().data as { payment_id: string };
    expect((await post(`/payments/${c.payment_id}/confirm`, customer, { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' })).json().data.status).toBe('succeeded');
    const docs = await t.app.db.select().from(documents).where(and(eq(documents.bookingId, b._id), eq(documents.paymentId, c.payment_id), eq(documents.kind, 'invoice')));
    expect(docs).toHaveLength(1);
  });

  it('a cheaper slot lowers the price and refunds the difference under the policy, with a credit note', async () => {
    const { b, day } = await paidBooking();
    const m = (await propose(b, customer, { date: isoDay(day + DAY), start: '10:00', end: '12:00' })).json().data as BookingMove;
    expect([m.difference_minor, m.refund_minor]).toEqual([-10_900, 10_900]);
    const r = await post(`/booking-moves/${m._id}/accept`, owner);
    expect(r.statusCode).toBe(200);
    const refundId = r.json().data.refund_id as string;
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(refund).toMatchObject({ amountMinor: 10_900, status: 'succeeded', reason: `moved:${m._id}` });
    const booking = (await get(`/bookings/${b._id}`, customer)).json().data as Booking;
    expect([booking.total_minor, booking.refunded_minor]).toEqual([b.total_minor - 10_900, 10_900]);
    const notes = await t.app.db.select().from(documents).where(and(eq(documents.refundId, refundId), eq(documents.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    // Cancelling afterwards refunds what is left, never more than was paid.
    const preview = (await get(`/bookings/${b._id}/cancellation-preview`, customer)).json().data;
    expect(preview.refund_minor).toBe(b.total_minor - 10_900);
  });
});
