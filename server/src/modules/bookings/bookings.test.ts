import { and, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { deriveRoles, MAX_AMOUNT_MINOR, type Booking, type CheckoutSession, type CustomOffer, type Enquiry, type Payment } from '@venues/contracts';
import type { AuthUser } from '../../types';
import { bookings as bookingsTable, customOffers, extraCharges, ledgerEntries, payments, refunds, spaceBlocks, users, venues } from '../../db/schema';
import { createTestApp, errorOf, isoDay, ownersVenueAndRival, TEST_SLOTS_FROM, type TestApp } from '../../test/helpers';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';
import { SETTLE_GRACE_MS } from '../payments/service';
import { REFUND_MAX_ATTEMPTS } from './refunds';

// Payments and bookings over real HTTP and the real database (PGlite here, PostgreSQL in the
// second tier): the test provider's cards, idempotent checkout, one booking from many
// confirmations, documents, cancellation with the preview's refund, failing refunds, extra
// charges, reviews and the scheduler with a moved clock.

let t: TestApp;
let smtp: SmtpCatcher;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session, friend: Session, owner: Session, member: Session, admin: Session, rival: Session;
let venueId: string, spaceId: string;

const DAY = 86_400_000;
const HOUR = 3_600_000;
let dayCounter = 0;
/** A fresh slot per test, over a year ahead (clear of the demo data). */
function slot(hours = 3) {
  const start = new Date(TEST_SLOTS_FROM + 2 * HOUR + ++dayCounter * DAY);
  return { start_at: start.toISOString(), end_at: new Date(start.getTime() + hours * HOUR).toISOString() };
}
const post = (path: string, s: Session | null, body?: unknown, headers?: Record<string, string>) => t.req({ method: 'POST', url: `/api/v1${path}`, token: s?.accessToken, body: body ?? {}, headers });
const get = (path: string, s: Session) => t.req({ url: `/api/v1${path}`, token: s.accessToken });
const CARD = { exp_month: 12, exp_year: 2040, cvc: '123' };

async function enquiry(s: Session = customer): Promise<Enquiry> {
  const r = await post('/enquiries', s, { venue_id: venueId, event_type: 'meetings', event_date: isoDay(TEST_SLOTS_FROM), start_time: '09:00', end_time: '12:00', guests: 20, message: 'Hello' });
  expect(r.statusCode).toBe(201);
  return r.json().data;
}
/** An accepted offer of 3 × 100.00 + 50.00 (+ 9% GST = 381.50 SGD). */
async function acceptedOffer(s = slot(), who: Session = customer): Promise<{ e: Enquiry; o: CustomOffer }> {
  const e = await enquiry(who);
  const r = await post(`/enquiries/${e._id}/offers`, owner, {
    space_id: spaceId,
    ...s,
    guests: 20,
    lines: [
      { description: 'Room hire', quantity: 3, unit_amount_minor: 10_000 },
      { description: 'Coffee break', quantity: 1, unit_amount_minor: 5_000 },
    ],
    expires_at: new Date(Date.now() + 3 * DAY).toISOString(),
    note: '',
  });
  expect(r.statusCode).toBe(201);
  const o = r.json().data as CustomOffer;
  expect((await post(`/offers/${o._id}/accept`, who)).statusCode).toBe(200);
  return { e, o };
}
async function checkout(o: CustomOffer, s: Session = customer, key?: string): Promise<CheckoutSession> {
  const r = await post(`/offers/${o._id}/checkout`, s, {}, key ? { 'idempotency-key': key } : undefined);
  expect([200, 201]).toContain(r.statusCode);
  return r.json().data;
}
async function pay(o: CustomOffer, card = '4242 4242 4242 4242', s: Session = customer): Promise<Payment> {
  const c = await checkout(o, s);
  const r = await post(`/payments/${c.payment_id}/confirm`, s, { card_number: card, ...CARD });
  expect(r.statusCode).toBe(200);
  return r.json().data;
}
async function paidBooking(s = slot()): Promise<{ e: Enquiry; o: CustomOffer; b: Booking }> {
  const { e, o } = await acceptedOffer(s);
  const p = await pay(o);
  expect(p.status).toBe('succeeded');
  const b = (await get(`/bookings/${p.booking_id}`, customer)).json().data as Booking;
  return { e, o, b };
}
async function pdfText(r: { rawPayload: Buffer }): Promise<string> {
  return (await extractText(new Uint8Array(r.rawPayload), { mergePages: true })).text;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.smtpUrl, publicUrl: 'http://site.test', mailFrom: 'hello@venuely.test' });
  customer = await t.login('user@demo.test');
  friend = await t.login('friend@demo.test');
  owner = await t.login('owner@demo.test');
  member = await t.login('member@demo.test');
  admin = await t.login('admin@demo.test');
  ({ venueId, spaceId } = await ownersVenueAndRival(t));
  await t.app.db.update(venues).set({ taxRegistrationNumber: 'M2-1234567-8' }).where(eq(venues.id, venueId));
  rival = await t.login('rival@demo.test', 'venue');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('checkout', () => {
  it('only the customer starts it; a pending offer is accepted first; the same Idempotency-Key answers the same payment', async () => {
    const { e, o } = await acceptedOffer();
    expect((await post(`/offers/${o._id}/checkout`, owner)).statusCode).toBe(403);
    expect((await post(`/offers/${o._id}/checkout`, friend)).statusCode).toBe(404);
    expect((await post(`/offers/${o._id}/checkout`, rival)).statusCode).toBe(404);
    expect((await post(`/offers/${o._id}/checkout`, null)).statusCode).toBe(401);
    const first = await post(`/offers/${o._id}/checkout`, customer, {}, { 'idempotency-key': 'key-aaaaaaaa-1' });
    expect(first.statusCode).toBe(201);
    const again = await post(`/offers/${o._id}/checkout`, customer, {}, { 'idempotency-key': 'key-aaaaaaaa-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data).toMatchObject({ provider: 'test', status: 'requires_payment', client_secret: null });
    expect(first.json().data.checkout_url).toBe(`http://site.test/sg/enquiries/${e._id}/checkout/${first.json().data.payment_id}`);
    // Another key for the same offer is still the same payment: an offer is paid once.
    expect((await checkout(o, customer, 'key-bbbbbbbb-2')).payment_id).toBe(first.json().data.payment_id);
    const rows = await t.app.db.select().from(payments).where(eq(payments.offerId, o._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountMinor: 38_150, taxMinor: 3_150, currency: 'SGD' });
    const p = (await get(`/payments/${rows[0]!.id}`, customer)).json().data;
    expect(p).toMatchObject({ status: 'requires_payment', amount_minor: 38_150, offer_id: o._id });
    expect((await get(`/payments/${rows[0]!.id}`, owner)).statusCode).toBe(404);
  });

  it('refuses an offer that is not accepted (409 with its state)', async () => {
    const e = await enquiry();
    const r = await post(`/enquiries/${e._id}/offers`, owner, {
      space_id: spaceId,
      ...slot(),
      guests: 5,
      lines: [{ description: 'Room', quantity: 1, unit_amount_minor: 1000 }],
      expires_at: new Date(Date.now() + DAY).toISOString(),
    });
    const o = r.json().data as CustomOffer;
    expect(errorOf(await post(`/offers/${o._id}/checkout`, customer)).code).toBe('OFFER_PENDING');
    await post(`/offers/${o._id}/decline`, customer);
    expect(errorOf(await post(`/offers/${o._id}/checkout`, customer)).code).toBe('OFFER_DECLINED');
  });
});

describe('amounts over the money limit', () => {
  // 10^13 minor units with 9% GST on top: within the limit before tax, over it after.
  const overLimit = { lines: [{ description: 'Gala', quantity: 10, unit_amount_minor: MAX_AMOUNT_MINOR / 10 }], note: '' };

  it('an accepted offer stored with a total over the limit answers 409 at checkout and leaves no payment row', async () => {
    const { o } = await acceptedOffer();
    await t.app.db.update(customOffers).set({ subtotalMinor: MAX_AMOUNT_MINOR, totalMinor: MAX_AMOUNT_MINOR + MAX_AMOUNT_MINOR * 0.09 }).where(eq(customOffers.id, o._id));
    for (const key of [undefined, 'key-over-limit-1']) {
      const r = await post(`/offers/${o._id}/checkout`, customer, {}, key ? { 'idempotency-key': key } : undefined);
      expect([r.statusCode, errorOf(r).code, errorOf(r).details.fields?.[0]?.field]).toEqual([409, 'CONFLICT', 'total_minor']);
    }
    expect(await t.app.db.select().from(payments).where(eq(payments.offerId, o._id))).toEqual([]);
  });

  it('a total of zero is refused: an offer or an extra charge stored so answers 409 at checkout (a payment of 0 would book it), and a zero extra charge is refused naming its lines', async () => {
    const { o } = await acceptedOffer();
    await t.app.db.update(customOffers).set({ subtotalMinor: 0, totalMinor: 0 }).where(eq(customOffers.id, o._id));
    const r = await post(`/offers/${o._id}/checkout`, customer);
    expect([r.statusCode, errorOf(r).code, errorOf(r).details.fields?.[0]?.field]).toEqual([409, 'CONFLICT', 'total_minor']);
    expect(errorOf(r).message).toMatch(/total is zero, so there is nothing to pay/);
    expect(await t.app.db.select().from(payments).where(eq(payments.offerId, o._id))).toEqual([]);

    const { b } = await paidBooking();
    const free = await post(`/bookings/${b._id}/extra-charges`, owner, { lines: [{ description: 'Extra chairs', quantity: 4, unit_amount_minor: 0 }] });
    expect([free.statusCode, errorOf(free).details.fields?.[0]?.field]).toEqual([400, 'lines']);
    const charge = (await post(`/bookings/${b._id}/extra-charges`, owner, { lines: [{ description: 'Extra hour', quantity: 1, unit_amount_minor: 10_000 }] })).json().data;
    await t.app.db.update(extraCharges).set({ subtotalMinor: 0, totalMinor: 0 }).where(eq(extraCharges.id, charge._id));
    const pay = await post(`/extra-charges/${charge._id}/checkout`, customer);
    expect([pay.statusCode, errorOf(pay).code]).toEqual([409, 'CONFLICT']);
    expect(await t.app.db.select().from(payments).where(eq(payments.extraChargeId, charge._id))).toEqual([]);
  });

  it('an extra charge whose total with tax passes the limit is refused naming its lines; one stored so is refused at checkout', async () => {
    const { b } = await paidBooking();
    const r = await post(`/bookings/${b._id}/extra-charges`, owner, overLimit);
    expect([r.statusCode, errorOf(r).details.fields?.[0]?.field]).toEqual([400, 'lines']);
    expect(await t.app.db.select().from(extraCharges).where(eq(extraCharges.bookingId, b._id))).toEqual([]);
    const charge = (await post(`/bookings/${b._id}/extra-charges`, owner, { lines: [{ description: 'Extra hour', quantity: 1, unit_amount_minor: 10_000 }] })).json().data;
    await t.app.db.update(extraCharges).set({ totalMinor: MAX_AMOUNT_MINOR + 1 }).where(eq(extraCharges.id, charge._id));
    const pay = await post(`/extra-charges/${charge._id}/checkout`, customer);
    expect([pay.statusCode, errorOf(pay).code]).toEqual([409, 'CONFLICT']);
    expect(await t.app.db.select().from(payments).where(eq(payments.extraChargeId, charge._id))).toEqual([]);
  });
});

describe('paying with the test cards', () => {
  it('4242 succeeds: one booking, the hold becomes the booking, the offer is paid, the enquiry booked, the ledger written', async () => {
    const { e, o, b } = await paidBooking();
    expect(b).toMatchObject({ status: 'confirmed', offer_id: o._id, enquiry_id: e._id, total_minor: 38_150, paid_minor: 38_150, refunded_minor: 0, currency: 'SGD', guests: 20 });
    expect(b.reference).toMatch(/^BK-[0-9A-F]{8}$/);
    expect(b.can).toEqual({ cancel: true, review: false, request_extra_charge: false });
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('paid');
    expect((await get(`/enquiries/${e._id}`, customer)).json().data.status).toBe('booked');
    const blocks = await t.app.db.select().from(spaceBlocks).where(eq(spaceBlocks.bookingId, b._id));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ kind: 'booking', expiresAt: null, offerId: o._id });
    const ledger = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, b._id));
    const byKind = Object.fromEntries(ledger.map((l) => [l.kind, l.amountMinor]));
    // 10% platform fee (the Singapore storefront's setting) kept from the payout.
    expect(byKind).toEqual({ charge: 38_150, tax: 3_150, fee: -3_815, payout_due: 34_335 });
    // The venue's side sees it too, its members included; nobody else does.
    expect((await get(`/bookings/${b._id}`, owner)).json().data.can).toEqual({ cancel: true, review: false, request_extra_charge: true });
    expect((await get(`/bookings/${b._id}`, member)).json().data.can).toEqual({ cancel: false, review: false, request_extra_charge: false });
    for (const s of [friend, rival, admin]) expect((await get(`/bookings/${b._id}`, s)).statusCode).toBe(404);
    // Paying again is refused: the payment has succeeded.
    const again = await post(`/payments/${b.paid_minor && (await checkout(o)).payment_id}/confirm`, customer, { card_number: '4242424242424242', ...CARD });
    expect(errorOf(again).code).toBe('OFFER_PAID');
  });

  it('a declined card books nothing and says why; another card then succeeds on the same payment', async () => {
    const { o } = await acceptedOffer();
    const declined = await pay(o, '4000 0000 0000 0002');
    expect(declined).toMatchObject({ status: 'failed', failure_code: 'card_declined', booking_id: null, card_last4: '0002' });
    expect(declined.failure_message).toMatch(/declined/);
    const poor = await pay(o, '4000000000009995');
    expect(poor).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect(await t.app.db.select().from(bookingsTable).where(eq(bookingsTable.offerId, o._id))).toHaveLength(0);
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('accepted');
    const ok = await pay(o);
    expect(ok).toMatchObject({ status: 'succeeded', _id: declined._id });
    expect(ok.booking_id).toBeTruthy();
  });

  it('4000 0025 0000 3155 needs the extra confirmation step before it succeeds (or fails)', async () => {
    const { o } = await acceptedOffer();
    const p = await pay(o, '4000002500003155');
    expect(p.status).toBe('requires_action');
    expect((await post(`/payments/${p._id}/authenticate`, friend, { outcome: 'approve' })).statusCode).toBe(404);
    const done = (await post(`/payments/${p._id}/authenticate`, customer, { outcome: 'approve' })).json().data;
    expect(done).toMatchObject({ status: 'succeeded' });
    const { o: o2 } = await acceptedOffer();
    const p2 = await pay(o2, '4000002500003155');
    const failed = (await post(`/payments/${p2._id}/authenticate`, customer, { outcome: 'fail' })).json().data;
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'authentication_failed' });
  });

  it('bad cards are refused naming the field, before anything is charged', async () => {
    const { o } = await acceptedOffer();
    const c = await checkout(o);
    const cases: [Record<string, unknown>, string][] = [
      [{ card_number: '4242 4242 4242 4241' }, 'card_number'],
      [{ card_number: 'abcd' }, 'card_number'],
      [{ exp_month: 13 }, 'exp_month'],
      [{ exp_year: 2020 }, 'exp_year'],
      [{ cvc: '12' }, 'cvc'],
    ];
    for (const [over, field] of cases) {
      const r = await post(`/payments/${c.payment_id}/confirm`, customer, { card_number: '4242424242424242', ...CARD, ...over });
      expect(r.statusCode).toBe(400);
      expect(errorOf(r).details.fields?.map((f) => f.field)).toContain(field);
    }
    expect((await get(`/payments/${c.payment_id}`, customer)).json().data.status).toBe('requires_payment');
  });

  it('a test payment cut off between its claim and its result is settled by the sweep with the answer its claim recorded', async () => {
    const service = t.app.services.payments;
    const now = Date.now();
    // What a node that stopped after the claim leaves (PaymentService.confirm): processing, the card's answer, a deadline.
    const cutOff = async (testOutcome: string | null) => {
      const { o } = await acceptedOffer();
      const c = await checkout(o);
      await t.app.db.update(payments).set({ status: 'processing', testOutcome, settleAfter: new Date(now + SETTLE_GRACE_MS) }).where(eq(payments.id, c.payment_id));
      return { o, id: c.payment_id };
    };
    const paid = await cutOff('succeeds');
    const declined = await cutOff('card_declined');
    const secure = await cutOff('requires_action');
    const legacy = await cutOff(null);
    expect(errorOf(await post(`/payments/${paid.id}/confirm`, customer, { card_number: '4242424242424242', ...CARD })).code).toBe('PAYMENT_PROCESSING');
    // Within the grace a live node may still be settling it: left alone.
    await service.sweep(new Date(now + SETTLE_GRACE_MS - 1000));
    expect((await get(`/payments/${paid.id}`, customer)).json().data.status).toBe('processing');
    await service.sweep(new Date(now + SETTLE_GRACE_MS + 1000));
    const booked = (await get(`/payments/${paid.id}`, customer)).json().data as Payment;
    expect(booked).toMatchObject({ status: 'succeeded', booking_id: expect.any(String) });
    expect(await t.app.db.select().from(bookingsTable).where(eq(bookingsTable.offerId, paid.o._id))).toHaveLength(1);
    expect((await get(`/payments/${declined.id}`, customer)).json().data).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
    expect((await get(`/payments/${secure.id}`, customer)).json().data.status).toBe('requires_action');
    // Claimed before answers were recorded: nothing was charged.
    expect((await get(`/payments/${legacy.id}`, customer)).json().data).toMatchObject({ status: 'failed', failure_code: 'interrupted' });
    // Each can be finished at once: another card, the 3-D Secure step.
    expect((await pay(declined.o)).status).toBe('succeeded');
    expect((await pay(legacy.o)).status).toBe('succeeded');
    expect((await post(`/payments/${secure.id}/authenticate`, customer, { outcome: 'approve' })).json().data.status).toBe('succeeded');
    // Settled ones are off the sweep's list; a second sweep changes nothing.
    expect(await service.sweep(new Date(now + 10 * SETTLE_GRACE_MS))).toBe(0);
    const charges = await t.app.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.paymentId, paid.id), eq(ledgerEntries.kind, 'charge')));
    expect(charges).toHaveLength(1);
  });

  it('50 simultaneous confirmations of one payment make exactly one booking and one charge', async () => {
    const { o } = await acceptedOffer();
    const c = await checkout(o);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(`/payments/${c.payment_id}/confirm`, customer, { card_number: '4242424242424242', ...CARD })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((x) => x === 200)).toHaveLength(1);
    expect(codes.filter((x) => x === 409)).toHaveLength(49);
    expect(await t.app.db.select().from(bookingsTable).where(eq(bookingsTable.offerId, o._id))).toHaveLength(1);
    const charges = await t.app.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.paymentId, c.payment_id), eq(ledgerEntries.kind, 'charge')));
    expect(charges).toHaveLength(1);
  });

  it('an offer whose hold expired and whose slot was booked by someone else, paid late, is refunded automatically with the reason', async () => {
    const s = slot();
    const { e, o } = await acceptedOffer(s);
    // The customer starts paying with 3-D Secure, then the offer expires and its hold is released…
    const p = await pay(o, '4000002500003155');
    expect(p.status).toBe('requires_action');
    await t.app.services.offerExpiry.sweep(new Date(Date.parse(o.expires_at) + 1000));
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('expired');
    // …and another customer books the same slot.
    const other = await acceptedOffer(s, friend);
    expect((await pay(other.o, '4242424242424242', friend)).status).toBe('succeeded');
    // The first payment completes at the bank after all (the provider's answer cannot be refused).
    const service = t.app.services.payments;
    await t.app.db.update(payments).set({ status: 'processing' }).where(eq(payments.id, p._id));
    const late = await service.succeed((await t.app.db.select().from(payments).where(eq(payments.id, p._id)))[0]!.tenantId, p._id);
    expect(late.status).toBe('refunded');
    expect(late.failureCode).toBe('slot_taken');
    expect(late.bookingId).toBeNull();
    const [r] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, p._id));
    expect(r).toMatchObject({ status: 'succeeded', amountMinor: 38_150, reason: 'slot_taken' });
    // It never reached the venue: nothing in the ledger.
    expect(await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, p._id))).toEqual([]);
    expect((await get(`/payments/${p._id}`, customer)).json().data.failure_message).toMatch(/booked by someone else/);
    const lines = (await get(`/enquiries/${e._id}/messages`, customer)).json().data.data.map((m: { body: string }) => m.body);
    expect(lines.some((l: string) => /refunded in full/.test(l))).toBe(true);
  });
});

describe('documents', () => {
  it('the invoice and receipt are PDFs with both parties, the GST line and the total, numbered without gaps and never redrawn', async () => {
    const { b } = await paidBooking();
    const inv = await get(`/bookings/${b._id}/invoice`, customer);
    expect(inv.statusCode).toBe(200);
    expect(inv.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(inv);
    const year = new Date().getFullYear();
    expect(text).toMatch(new RegExp(`Tax invoice[\\s\\S]*INV-SG-${year}-\\d{6}`));
    expect(text).toContain('GST 9%');
    expect(text).toContain('SGD 31.50');
    expect(text).toContain('SGD 381.50');
    expect(text).toContain('M2-1234567-8');
    expect(text).toContain('user@demo.test');
    // The venue's side reads the same bytes; nobody else reads them.
    const again = await get(`/bookings/${b._id}/invoice`, owner);
    expect(Buffer.compare(again.rawPayload, inv.rawPayload)).toBe(0);
    expect((await get(`/bookings/${b._id}/invoice`, friend)).statusCode).toBe(404);
    const rec = await get(`/bookings/${b._id}/receipt`, customer);
    expect(await pdfText(rec)).toMatch(/Receipt[\s\S]*RCT-SG-\d{4}-\d{6}[\s\S]*ending 4242/);
    const docs = (await get(`/bookings/${b._id}`, customer)).json().data.documents as Booking['documents'];
    expect(docs.map((d) => d.kind).sort()).toEqual(['invoice', 'receipt']);
    // Numbers of a series follow each other without gaps.
    const { b: b2 } = await paidBooking();
    const n1 = Number(docs.find((d) => d.kind === 'invoice')!.number.slice(-6));
    const docs2 = (await get(`/bookings/${b2._id}`, customer)).json().data.documents as Booking['documents'];
    const n2 = Number(docs2.find((d) => d.kind === 'invoice')!.number.slice(-6));
    expect(n2).toBeGreaterThan(n1);
    const all = (await t.app.db.execute(sql`select seq from documents where kind = 'invoice' and country = 'sg' order by seq`)) as unknown as { rows: { seq: number }[] };
    const seqs = all.rows.map((x) => Number(x.seq));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  });

  it('the booking-confirmed mail carries the invoice and the calendar entry; the team hears of the booking', async () => {
    await t.app.mailer.drain();
    const after = smtp.messages.at(-1)?.seq ?? 0;
    const { b } = await paidBooking();
    await t.app.mailer.drain();
    const m = await smtp.waitFor({ to: 'user@demo.test', subject: 'Booking confirmed', after });
    expect(m.attachments.map((a: { filename: string }) => a.filename)).toEqual([expect.stringMatching(/^INV-SG-\d{4}-\d{6}\.pdf$/), `${b.reference}.ics`]);
    expect(m.text).toContain(b.reference);
    await t.app.mailer.drain();
    const team = await smtp.waitFor({ to: 'owner@demo.test', subject: `New booking ${b.reference}`, after });
    expect(team.attachments.map((a: { contentType: string }) => a.contentType)).toEqual(['text/calendar']);
  });
});

describe('lists and the calendar', () => {
  it('a customer lists their bookings, a team its own; the .ics export holds them', async () => {
    const { b } = await paidBooking();
    const mine = (await get('/bookings?as=customer&limit=50', customer)).json().data;
    expect(mine.data.map((x: Booking) => x._id)).toContain(b._id);
    const team = (await get('/bookings?as=venue&status=confirmed&limit=50', owner)).json().data;
    expect(team.data.map((x: Booking) => x._id)).toContain(b._id);
    expect((await get('/bookings?as=venue', rival)).json().data.data).toEqual([]);
    expect((await get('/bookings?as=venue', customer)).statusCode).toBe(403);
    expect((await get('/bookings?as=customer', friend)).json().data.data.map((x: Booking) => x._id)).not.toContain(b._id);
    const ranged = (await get(`/bookings?as=customer&from=${encodeURIComponent(b.start_at)}&to=${encodeURIComponent(b.end_at)}`, customer)).json().data;
    expect(ranged.data.map((x: Booking) => x._id)).toEqual([b._id]);
    expect(errorOf(await get('/bookings?as=someone', customer)).details.fields?.[0]?.field).toBe('as');
    const ics = await get('/bookings/calendar.ics?as=customer', customer);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain(b.reference);
  });
});

describe('one booking as a calendar file', () => {
  it('its customer and its venue team download it; another customer, another venue and the platform admin get 404, signed out 401', async () => {
    const { b } = await paidBooking();
    const url = `/bookings/${b._id}/calendar.ics`;
    for (const s of [customer, owner, member]) {
      const r = await get(url, s);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/calendar');
      expect(r.headers['content-disposition']).toBe(`attachment; filename="${b.reference}.ics"`);
      const ics = r.body.replace(/\r\n /g, ''); // long lines are folded
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(ics).toContain(`UID:${b._id}@site.test`);
      expect(ics).toContain(`DTSTART:${b.start_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      expect(ics).toContain(`/booking/${b._id}/details`);
    }
    // The customer sees the venue in the title, the team the customer.
    expect((await get(url, customer)).body).toContain(`SUMMARY:${b.space.name}\\, ${b.venue.name} (${b.reference})`);
    expect((await get(url, owner)).body).toContain(`SUMMARY:${b.space.name}\\, ${b.customer.first_name} ${b.customer.last_name} (${b.reference})`);
    for (const s of [friend, rival, admin]) expect((await get(url, s)).statusCode).toBe(404);
    expect((await t.req({ url: `/api/v1${url}` })).statusCode).toBe(401);
    expect(errorOf(await get('/bookings/not-an-id/calendar.ics', customer)).details.fields?.[0]?.field).toBe('id');
  });

  it("a cancelled booking's file says CANCELLED, so a calendar that imported it removes the event", async () => {
    const { b } = await paidBooking();
    expect((await post(`/bookings/${b._id}/cancel`, customer, { reason: 'Plans changed' })).statusCode).toBe(200);
    expect((await get(`/bookings/${b._id}/calendar.ics`, customer)).body).toContain('STATUS:CANCELLED');
  });
});

describe('booking news on the socket', () => {
  it('cancelling tells both sides booking_status (cancelled) and, once the refund is paid back, again', async () => {
    const { b } = await paidBooking();
    const seen: { rooms: string[]; event: string; payload: unknown }[] = [];
    const io = t.app.io;
    const to = io.to;
    // Every emit to a room is recorded instead of sent.
    io.to = ((rooms: string | string[]) => ({ emit: (event: string, payload: unknown) => (seen.push({ rooms: ([] as string[]).concat(rooms), event, payload }), true) })) as unknown as typeof io.to;
    try {
      expect((await post(`/bookings/${b._id}/cancel`, customer, { reason: 'Plans changed' })).statusCode).toBe(200);
    } finally {
      io.to = to;
    }
    const statuses = seen.filter((x) => x.event === 'booking_status');
    // One when the booking is cancelled, one when its refund is paid back (the test provider pays at once).
    expect(statuses).toHaveLength(2);
    for (const x of statuses) {
      expect(x.payload).toEqual({ enquiry_id: b.enquiry_id, booking_id: b._id, status: 'cancelled' });
      expect(x.rooms).toEqual(expect.arrayContaining([expect.stringContaining(customer.userId), expect.stringContaining(owner.userId)]));
    }
  });
});

describe('the customer’s e-mail address', () => {
  it('the customer and the venue’s owner and admins see it; a venue member does not (in the booking or the list); other people see no booking', async () => {
    const { b } = await paidBooking();
    const lister = await t.login('lister@demo.test');
    const emailIn = async (s: Session, url: string) => {
      const r = await get(url, s);
      expect(r.statusCode).toBe(200);
      const d = r.json().data;
      return ('data' in d ? (d.data as Booking[]).find((x) => x._id === b._id)! : (d as Booking)).customer.email;
    };
    const seen: [string, string | null][] = [];
    for (const [who, s, as] of [['customer', customer, 'customer'], ['owner', owner, 'venue'], ['venue admin', lister, 'venue'], ['member', member, 'venue']] as const) {
      seen.push([`${who} GET /bookings/{id}`, await emailIn(s, `/bookings/${b._id}`)]);
      seen.push([`${who} GET /bookings?as=${as}`, await emailIn(s, `/bookings?as=${as}&enquiry_id=${b.enquiry_id}`)]);
    }
    expect(seen).toEqual([
      ['customer GET /bookings/{id}', 'user@demo.test'],
      ['customer GET /bookings?as=customer', 'user@demo.test'],
      ['owner GET /bookings/{id}', 'user@demo.test'],
      ['owner GET /bookings?as=venue', 'user@demo.test'],
      ['venue admin GET /bookings/{id}', 'user@demo.test'],
      ['venue admin GET /bookings?as=venue', 'user@demo.test'],
      ['member GET /bookings/{id}', null],
      ['member GET /bookings?as=venue', null],
    ]);
    for (const s of [rival, friend, admin]) expect((await get(`/bookings/${b._id}`, s)).statusCode).toBe(404);
    expect((await get(`/bookings?as=venue&enquiry_id=${b.enquiry_id}`, rival)).json().data.data).toEqual([]);
    expect((await get(`/bookings/${b._id}`, member)).body).not.toContain('user@demo.test');
  });
});

describe('cancelling', () => {
  it('the preview equals the refund; the refund is paid back and a credit note issued for exactly its amount and tax', async () => {
    const { e, b } = await paidBooking();
    const bookings = t.app.services.bookings;
    // 3 days before the start the moderate policy refunds half (the offer's policy).
    const at = new Date(Date.parse(b.start_at) - 3 * DAY);
    const preview = await bookings.cancellations.preview(await asUser(customer), b._id, at);
    expect(preview).toMatchObject({ rule: 'partial', refund_minor: 19_075, kept_minor: 19_075, currency: 'SGD' });
    const cancelled = await bookings.cancellations.cancel(await asUser(customer), b._id, 'Plans changed', at);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_by: 'customer', cancel_reason: 'Plans changed', refunded_minor: 19_075 });
    expect(cancelled.refunds).toEqual([expect.objectContaining({ amount_minor: 19_075, tax_minor: 1_575, status: 'succeeded', reason: 'customer_cancelled', credit_note_number: expect.stringMatching(/^CN-SG-\d{4}-\d{6}$/) })]);
    const [pay] = await t.app.db.select().from(payments).where(eq(payments.id, (await t.app.db.select().from(bookingsTable).where(eq(bookingsTable.id, b._id)))[0]!.paymentId));
    expect(pay!.status).toBe('partially_refunded');
    const cn = await get(`/refunds/${cancelled.refunds[0]!._id}/credit-note`, customer);
    const text = await pdfText(cn);
    expect(text).toContain('Credit note');
    expect(text).toContain('Total refunded -SGD 190.75');
    expect(text).toContain('GST 9% -SGD 15.75');
    expect((await get(`/refunds/${cancelled.refunds[0]!._id}/credit-note`, rival)).statusCode).toBe(404);
    // The slot is free again, the enquiry open, and a second cancel is refused.
    expect(await t.app.db.select().from(spaceBlocks).where(eq(spaceBlocks.bookingId, b._id))).toHaveLength(0);
    expect((await get(`/enquiries/${e._id}`, customer)).json().data.status).toBe('open');
    expect(errorOf(await post(`/bookings/${b._id}/cancel`, customer, {})).code).toBe('BOOKING_CANCELLED');
    // The ledger gives back the fee on the refunded part and lowers the payout.
    const ledger = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, b._id));
    expect(ledger.filter((l) => l.kind === 'payout_due').reduce((s, l) => s + l.amountMinor, 0)).toBe(19_075 - 1_908);
  });

  it('the venue cancels with a full refund; a member may not, nor anyone else', async () => {
    const { b } = await paidBooking();
    expect((await post(`/bookings/${b._id}/cancel`, member, {})).statusCode).toBe(403);
    expect((await post(`/bookings/${b._id}/cancel`, rival, {})).statusCode).toBe(404);
    expect((await get(`/bookings/${b._id}/cancellation-preview`, owner)).json().data).toMatchObject({ rule: 'venue_cancelled', refund_minor: 38_150, kept_minor: 0 });
    const r = await post(`/bookings/${b._id}/cancel`, owner, { reason: 'Flooded' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'venue', refunded_minor: 38_150 });
    expect(errorOf(await post(`/bookings/${b._id}/cancel`, owner, { reason: 'x'.repeat(1001) })).details.fields?.[0]?.field).toBe('reason');
  });

  it('a refund the card issuer refuses is retried, then left failed for a person after the last attempt', async () => {
    const { o } = await acceptedOffer();
    const p = await pay(o, '4000 0000 0000 5126');
    expect(p.status).toBe('succeeded');
    const cancelled = (await post(`/bookings/${p.booking_id}/cancel`, owner, {})).json().data as Booking;
    expect(cancelled.refunds[0]).toMatchObject({ status: 'pending', credit_note_number: null });
    const bookings = t.app.services.bookings;
    let now = Date.now();
    for (let i = 1; i < REFUND_MAX_ATTEMPTS; i++) {
      now += 3 * HOUR;
      await bookings.sweep.run(new Date(now));
    }
    const [r] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, p._id));
    expect(r).toMatchObject({ status: 'failed', attempts: REFUND_MAX_ATTEMPTS });
    expect(r!.lastError).toMatch(/refused/);
    expect(errorOf(await get(`/refunds/${r!.id}/credit-note`, customer)).code).toBe('REFUND_FAILED');

    // Administrators see it among the refunds that need a person, and retry it once the card issuer allows.
    for (const s of [customer, owner, member]) expect((await get('/admin/refunds', s)).statusCode).toBe(403);
    const failed = (await get('/admin/refunds?status=failed', admin)).json().data;
    expect(failed.data.find((x: { _id: string }) => x._id === r!.id)).toMatchObject({ status: 'failed', attempts: REFUND_MAX_ATTEMPTS, customer: { email: 'user@demo.test' }, booking: { _id: p.booking_id } });
    expect((await post(`/admin/refunds/${r!.id}/retry`, owner)).statusCode).toBe(403);
    await t.app.db.update(payments).set({ refundFails: false }).where(eq(payments.id, p._id));
    const retried = await post(`/admin/refunds/${r!.id}/retry`, admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/^CN-SG-/) });
    expect(errorOf(await post(`/admin/refunds/${r!.id}/retry`, admin)).code).toBe('REFUND_SUCCEEDED');
    expect((await post('/admin/refunds/00000000-0000-4000-8000-000000000000/retry', admin)).statusCode).toBe(404);
  });
});

describe('extra charges', () => {
  it('the venue asks, the customer pays them the same way (invoice of their own) or declines', async () => {
    const { b } = await paidBooking();
    const body = { lines: [{ description: 'Extra hour', quantity: 1, unit_amount_minor: 10_000 }], note: 'We stayed late' };
    expect((await post(`/bookings/${b._id}/extra-charges`, member, body)).statusCode).toBe(403);
    expect((await post(`/bookings/${b._id}/extra-charges`, customer, body)).statusCode).toBe(403);
    expect((await post(`/bookings/${b._id}/extra-charges`, rival, body)).statusCode).toBe(404);
    expect(errorOf(await post(`/bookings/${b._id}/extra-charges`, owner, { lines: [] })).details.fields?.[0]?.field).toBe('lines');
    const r = await post(`/bookings/${b._id}/extra-charges`, owner, body);
    expect(r.statusCode).toBe(201);
    const charge = r.json().data;
    expect(charge).toMatchObject({ status: 'requested', subtotal_minor: 10_000, total_minor: 10_900, taxes: [expect.objectContaining({ amount_minor: 900 })] });
    expect((await post(`/extra-charges/${charge._id}/checkout`, owner)).statusCode).toBe(403);
    const c = (await post(`/extra-charges/${charge._id}/checkout`, customer)).json().data as CheckoutSession;
    const paid = (await post(`/payments/${c.payment_id}/confirm`, customer, { card_number: '4242424242424242', ...CARD })).json().data;
    expect(paid).toMatchObject({ status: 'succeeded', kind: 'extra_charge', booking_id: b._id });
    const after = (await get(`/bookings/${b._id}`, customer)).json().data as Booking;
    expect(after.extra_charges[0]).toMatchObject({ status: 'paid', payment_id: c.payment_id });
    expect(after.paid_minor).toBe(38_150 + 10_900);
    expect(after.documents.filter((d) => d.kind === 'invoice')).toHaveLength(2);
    // A second charge is declined by the customer; a declined one cannot be paid.
    const second = (await post(`/bookings/${b._id}/extra-charges`, owner, body)).json().data;
    expect((await post(`/extra-charges/${second._id}/decline`, owner)).statusCode).toBe(403);
    expect((await post(`/extra-charges/${second._id}/decline`, customer)).json().data.status).toBe('declined');
    expect(errorOf(await post(`/extra-charges/${second._id}/checkout`, customer)).code).toBe('EXTRA_CHARGE_DECLINED');
    // Cancelling by the venue refunds the booking and the paid extra charges in full.
    const cancelled = (await post(`/bookings/${b._id}/cancel`, owner, {})).json().data as Booking;
    expect(cancelled.refunded_minor).toBe(38_150 + 10_900);
  });

  const chargeBody = { lines: [{ description: 'Extra hour', quantity: 1, unit_amount_minor: 10_000 }], note: '' };
  /** A booking with an extra charge of 109.00 whose checkout is open. */
  async function chargeBeingPaid() {
    const { b } = await paidBooking();
    const charge = (await post(`/bookings/${b._id}/extra-charges`, owner, chargeBody)).json().data;
    const c = (await post(`/extra-charges/${charge._id}/checkout`, customer)).json().data as CheckoutSession;
    return { b, charge, paymentId: c.payment_id };
  }

  it('is not withdrawn while its payment is processing (409), so money never arrives for a withdrawn charge', async () => {
    const { charge, paymentId } = await chargeBeingPaid();
    await t.app.db.update(payments).set({ status: 'processing' }).where(eq(payments.id, paymentId));
    for (const [who, step] of [[owner, 'cancel'], [customer, 'decline']] as const) {
      const r = await post(`/extra-charges/${charge._id}/${step}`, who);
      expect(r.statusCode).toBe(409);
      expect(errorOf(r).code).toBe('PAYMENT_PROCESSING');
    }
  });

  it('a payment that succeeds after its charge was withdrawn is refunded in full, the ledger back to zero', async () => {
    const { b, charge, paymentId } = await chargeBeingPaid();
    // The losing order: the payment is claimed, the charge withdrawn (here with its booking's other
    // unpaid charges, by a cancellation), then the provider's success arrives.
    await t.app.db.update(payments).set({ status: 'processing' }).where(eq(payments.id, paymentId));
    expect((await post(`/bookings/${b._id}/cancel`, owner, {})).statusCode).toBe(200);
    const late = await t.app.services.payments.succeed((await t.app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.tenantId, paymentId);
    expect(late).toMatchObject({ status: 'refunded', failureCode: 'charge_withdrawn' });
    const [r] = await t.app.db.select().from(refunds).where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'succeeded')));
    expect(r).toMatchObject({ amountMinor: 10_900, reason: 'charge_withdrawn' });
    const ledger = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
    expect(ledger.filter((l) => l.kind === 'payout_due').reduce((s, l) => s + l.amountMinor, 0)).toBe(0);
    const after = (await get(`/bookings/${b._id}`, customer)).json().data as Booking;
    expect(after.extra_charges.find((x) => x._id === charge._id)!.status).toBe('cancelled');
    expect(after.refunded_minor).toBe(38_150 + 10_900);
    expect((await get(`/payments/${paymentId}`, customer)).json().data.failure_message).toMatch(/withdrawn/);
  });

  it('paying and withdrawing at once: each pair ends paid and not withdrawn, or withdrawn with nothing kept', async () => {
    const pairs = await Promise.all(Array.from({ length: 6 }, () => chargeBeingPaid()));
    await Promise.all(
      pairs.map(({ charge, paymentId }) =>
        Promise.all([post(`/payments/${paymentId}/confirm`, customer, { card_number: '4242424242424242', ...CARD }), post(`/extra-charges/${charge._id}/cancel`, owner)]),
      ),
    );
    for (const { charge, paymentId } of pairs) {
      const [p] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
      const status = (await get(`/bookings/${p!.bookingId}`, customer)).json().data.extra_charges.find((x: { _id: string }) => x._id === charge._id).status;
      const back = (await t.app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).reduce((s, x) => s + x.amountMinor, 0);
      if (status === 'paid') expect([p!.status, back]).toEqual(['succeeded', 0]);
      else {
        expect(status).toBe('cancelled');
        // Not charged at all, or charged and refunded in full.
        if (p!.succeededAt) expect([p!.status, back]).toEqual(['refunded', 10_900]);
        else expect(['requires_payment', 'failed']).toContain(p!.status);
      }
    }
  });
});

describe('completion and reviews', () => {
  it('the scheduler completes a booking at its end; both sides review within 14 days, double-blind; the venue rating follows', async () => {
    const { b } = await paidBooking();
    expect(errorOf(await post(`/bookings/${b._id}/reviews`, customer, { rating: 5, text: 'Lovely' })).code).toBe('BOOKING_CONFIRMED');
    const bookings = t.app.services.bookings;
    await bookings.sweep.run(new Date(Date.parse(b.end_at) + 1000));
    const done = (await get(`/bookings/${b._id}`, customer)).json().data as Booking;
    expect(done).toMatchObject({ status: 'completed', can: { cancel: false, review: true, request_extra_charge: false } });
    expect(errorOf(await post(`/bookings/${b._id}/reviews`, customer, { rating: 6, text: 'x' })).details.fields?.[0]?.field).toBe('rating');
    expect((await post(`/bookings/${b._id}/reviews`, member, { rating: 4, text: 'Fine' })).statusCode).toBe(403);
    expect((await post(`/bookings/${b._id}/reviews`, friend, { rating: 4, text: 'Fine' })).statusCode).toBe(404);
    const mine = await post(`/bookings/${b._id}/reviews`, customer, { rating: 5, text: 'Lovely room, great coffee' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data).toMatchObject({ side: 'customer', published: false });
    expect(errorOf(await post(`/bookings/${b._id}/reviews`, customer, { rating: 4, text: 'Again' })).code).toBe('CONFLICT');
    // Double-blind: the venue does not see it before writing its own.
    expect((await get(`/bookings/${b._id}`, owner)).json().data.reviews).toEqual([]);
    const before = (await t.app.db.select().from(venues).where(eq(venues.id, venueId)))[0]!.ratingCount;
    expect((await post(`/bookings/${b._id}/reviews`, owner, { rating: 5, text: 'Punctual and tidy' })).statusCode).toBe(201);
    const both = (await get(`/bookings/${b._id}`, owner)).json().data.reviews;
    expect(both.map((r: { side: string; published: boolean }) => [r.side, r.published]).sort()).toEqual([
      ['customer', true],
      ['venue', true],
    ]);
    expect((await t.app.db.select().from(venues).where(eq(venues.id, venueId)))[0]!.ratingCount).toBe(before + 1);
  });

  it("a review waits for the other side until the window closes, then is published alone", async () => {
    const { b } = await paidBooking();
    const bookings = t.app.services.bookings;
    await bookings.sweep.run(new Date(Date.parse(b.end_at) + 1000));
    await post(`/bookings/${b._id}/reviews`, owner, { rating: 3, text: 'Left late' });
    expect((await get(`/bookings/${b._id}`, customer)).json().data.reviews).toEqual([]);
    await bookings.sweep.run(new Date(Date.parse(b.end_at) + 15 * DAY));
    expect((await get(`/bookings/${b._id}`, customer)).json().data.reviews).toEqual([expect.objectContaining({ side: 'venue', rating: 3, published: true })]);
  });
});

/** The AuthUser the routes would see, for calling the service with a moved clock. */
async function asUser(s: Session): Promise<AuthUser> {
  const row = (await t.app.db.select().from(users).where(eq(users.id, s.userId)))[0]!;
  return { id: row.id, tenantId: row.tenantId, familyId: '', expiresAt: new Date(Date.now() + 60_000), row, roles: deriveRoles(row) };
}
