import { and, eq } from 'drizzle-orm';
import { bookings, payments, spaceBlocks, users, webhookEvents } from '../../db/schema';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';
import { acceptedOffers, hourlySpaceOf, stripeWebhooks } from '../../test/stripe';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-services/smtp-catcher.mjs';
import { startStripeStandIn, type StripeStandIn } from '../../../test-services/stripe-stand-in.mjs';
import { SETTLE_GRACE_MS } from './service';

// The Stripe provider against a local stand-in of the Stripe API (the official SDK, pointed at it),
// with webhook payloads signed by the SDK's test helper: idempotency keys on every call that
// creates something, charges on the platform with a transfer group, signature checks, replays and
// events out of order. Connect (accounts, transfers, payouts): modules/payouts/payouts.test.ts.

const WEBHOOK_SECRET = 'whsec_test_secret_for_venues';
let t: TestApp;
let api: StripeStandIn;
let smtp: SmtpCatcher;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session, owner: Session;
let venueId: string, spaceId: string;

const post = (path: string, s: Session | null, body?: unknown, headers?: Record<string, string>) => t.req({ method: 'POST', url: `/api/v1${path}`, token: s?.accessToken, body: body ?? {}, headers });
const get = (path: string, s: Session) => t.req({ url: `/api/v1${path}`, token: s.accessToken });

const acceptedOffer = acceptedOffers(() => t, () => ({ customer, owner, venueId, spaceId }));
const deliver = stripeWebhooks(() => t, WEBHOOK_SECRET);
/** Everything said in an enquiry's conversation, as `who` reads it. */
const said = async (enquiryId: string, who: Session) => (await get(`/enquiries/${enquiryId}/messages`, who)).json().data.data.map((m: { body: string }) => m.body).join('\n');
/** How many holds the offer has on its space's calendar. */
const holds = async (offerId: string) => (await t.app.db.select().from(spaceBlocks).where(and(eq(spaceBlocks.offerId, offerId), eq(spaceBlocks.kind, 'hold')))).length;
const intentOf = (paymentId: string) => [...api.intents.values()].find((i) => i.metadata.payment_id === paymentId)!;

beforeAll(async () => {
  api = await startStripeStandIn();
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.smtpUrl, stripe: { secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_local', apiBase: api.url } });
  customer = await t.login('user@demo.test');
  owner = await t.login('owner@demo.test');
  const ownerRow = (await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!;
  ({ venueId, spaceId } = await hourlySpaceOf(t, ownerRow.organizationId!));
});
afterAll(async () => {
  await t.close();
  await api.close();
  await smtp.close();
});

describe('Stripe checkout', () => {
  it('creates one PaymentIntent with an idempotency key, charged on the platform with the payment as its transfer group', async () => {
    const { o } = await acceptedOffer();
    const first = await post(`/offers/${o._id}/checkout`, customer, {}, { 'idempotency-key': 'stripe-key-0001' });
    expect(first.statusCode).toBe(201);
    const s = first.json().data;
    expect(s).toMatchObject({ provider: 'stripe', status: 'requires_payment', checkout_url: null });
    expect(s.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    const again = await post(`/offers/${o._id}/checkout`, customer, {}, { 'idempotency-key': 'stripe-key-0001' });
    expect(again.json().data).toEqual(s);
    const creates = api.requests.filter((r) => r.path === '/v1/payment_intents' && r.params.metadata?.payment_id === s.payment_id);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toBe(`payment-intent-${s.payment_id}`);
    // 2 × 100.00 + 9% GST = 218.00 SGD; the platform keeps 10%.
    expect(creates[0]!.params).toMatchObject({ amount: '21800', currency: 'sgd', transfer_group: s.payment_id });
    // No destination charge: the venue's share is transferred once its account is ready (modules/payouts).
    expect(creates[0]!.params.transfer_data).toBeUndefined();
    expect(creates[0]!.params.application_fee_amount).toBeUndefined();
    // The card is confirmed in the browser with Stripe.js, not through our test checkout.
    expect(errorOf(await post(`/payments/${s.payment_id}/confirm`, customer, { card_number: '4242424242424242', exp_month: 1, exp_year: 2040, cvc: '123' })).code).toBe('CONFLICT');
  });
});

describe('Stripe webhooks', () => {
  it('refuses a payload whose signature does not match', async () => {
    const r = await deliver('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }, { secret: 'whsec_someone_else' });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('BAD_REQUEST');
    const unsigned = await t.req({ method: 'POST', url: '/api/v1/payments/webhook/stripe', tenant: false, body: '{}', headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
  });

  it('refuses a signature dated more than 5 minutes from now, in the past or the future, and applies nothing', async () => {
    const { o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    const event = { id: pi.id, object: 'payment_intent', status: 'succeeded', amount: pi.amount, currency: 'sgd', metadata: pi.metadata };
    const now = Math.floor(Date.now() / 1000);
    // Just over the tolerance, with room for the seconds the test itself takes (at +301 a tick of the clock made it +300).
    for (const timestamp of [now + 3600, now + 330, now - 3600]) {
      const r = await deliver('payment_intent.succeeded', event, { timestamp });
      expect([timestamp - now, r.statusCode, errorOf(r).code, errorOf(r).details]).toEqual([timestamp - now, 400, 'BAD_REQUEST', { field: 'stripe-signature' }]);
    }
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data.status).toBe('requires_payment');
    // Within the tolerance either way (clocks drift a little): applied.
    expect((await deliver('payment_intent.succeeded', event, { timestamp: now + 60 })).statusCode).toBe(200);
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data.status).toBe('succeeded');
  });

  it('answers 400 naming the field to a validly signed body that is not an event, and records nothing', async () => {
    const before = (await t.app.db.select().from(webhookEvents)).length;
    const cases: [string, string][] = [
      ['[1,2,3]', 'body'],
      [JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'payment_intent.succeeded' }), 'data'],
      [JSON.stringify({ id: 'evt_no_object', object: 'event', type: 'payment_intent.succeeded', data: {} }), 'data.object'],
      [JSON.stringify({ id: 'evt_no_type', object: 'event', data: { object: {} } }), 'type'],
    ];
    for (const [payload, field] of cases) {
      const r = await deliver('ignored', {}, { payload });
      expect([payload, r.statusCode, errorOf(r).code, errorOf(r).details]).toEqual([payload, 400, 'BAD_REQUEST', { field }]);
    }
    expect(await t.app.db.select().from(webhookEvents)).toHaveLength(before);
  });

  it('payment_intent.succeeded books the slot once, however often it is delivered', async () => {
    const { o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    const event = { id: pi.id, object: 'payment_intent', status: 'succeeded', amount: pi.amount, currency: 'sgd', metadata: pi.metadata };
    expect((await deliver('payment_intent.succeeded', event, { id: 'evt_success_once' })).statusCode).toBe(200);
    expect((await deliver('payment_intent.succeeded', event, { id: 'evt_success_once' })).statusCode).toBe(200);
    // A different event id for the same outcome (Stripe may send both) changes nothing either.
    expect((await deliver('payment_intent.succeeded', event)).statusCode).toBe(200);
    const p = (await get(`/payments/${s.payment_id}`, customer)).json().data;
    expect(p.status).toBe('succeeded');
    expect(await t.app.db.select().from(bookings).where(eq(bookings.offerId, o._id))).toHaveLength(1);
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('paid');
  });

  it('events out of order: a late failure after success is ignored; a success after a failure books', async () => {
    const { o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    const base = { id: pi.id, object: 'payment_intent', amount: pi.amount, currency: 'sgd', metadata: pi.metadata };
    await deliver('payment_intent.payment_failed', { ...base, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    // A declined card is not a payment that failed to settle: the offer and its hold stay for another card.
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('accepted');
    expect(await holds(o._id)).toBe(1);
    await deliver('payment_intent.succeeded', { ...base, status: 'succeeded' });
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data).toMatchObject({ status: 'succeeded', failure_code: null });
    await deliver('payment_intent.payment_failed', { ...base, status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    await deliver('payment_intent.requires_action', { ...base, status: 'requires_action' });
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data.status).toBe('succeeded');
    expect(await t.app.db.select().from(bookings).where(eq(bookings.offerId, o._id))).toHaveLength(1);
  });

  it('an event a stopped node claimed but never applied: its redelivery does nothing, the sweep applies the PaymentIntent’s state', async () => {
    const { o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    pi.status = 'succeeded';
    const now = Date.now();
    // What the claim's transaction left before the node stopped: the event id taken, the payment marked in flight.
    await t.app.db.insert(webhookEvents).values({ provider: 'stripe', eventId: 'evt_cut_off', type: 'payment_intent.succeeded' });
    await t.app.db.update(payments).set({ settleAfter: new Date(now + SETTLE_GRACE_MS) }).where(eq(payments.id, s.payment_id));
    const event = { id: pi.id, object: 'payment_intent', status: 'succeeded', amount: pi.amount, currency: 'sgd', metadata: pi.metadata };
    expect((await deliver('payment_intent.succeeded', event, { id: 'evt_cut_off' })).statusCode).toBe(200);
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data.status).toBe('requires_payment');
    await t.app.services.payments.sweep(new Date(now + SETTLE_GRACE_MS + 1000));
    expect(api.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${pi.id}`)).toBe(true);
    const p = (await get(`/payments/${s.payment_id}`, customer)).json().data;
    expect(p).toMatchObject({ status: 'succeeded', booking_id: expect.any(String) });
    expect(await t.app.db.select().from(bookings).where(eq(bookings.offerId, o._id))).toHaveLength(1);
    expect((await t.app.db.select().from(payments).where(eq(payments.id, s.payment_id)))[0]!.settleAfter).toBeNull();
  });

  it('a webhook applied in full leaves nothing for the sweep', async () => {
    const { o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    await deliver('payment_intent.payment_failed', { id: pi.id, object: 'payment_intent', status: 'requires_payment_method', amount: pi.amount, currency: 'sgd', metadata: pi.metadata, last_payment_error: { code: 'card_declined' } });
    expect((await t.app.db.select().from(payments).where(eq(payments.id, s.payment_id)))[0]).toMatchObject({ status: 'failed', settleAfter: null });
  });

  it('a method that settles later and settles: the hold stays while it is on its way, both sides are told, then it books', async () => {
    const { e, o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    const base = { id: pi.id, object: 'payment_intent', amount: pi.amount, currency: 'sgd', metadata: pi.metadata };
    await deliver('payment_intent.processing', { ...base, status: 'processing' });
    // Delivered twice: told once.
    await deliver('payment_intent.processing', { ...base, status: 'processing' });
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data.status).toBe('processing');
    for (const who of [customer, owner]) expect((await said(e._id, who)).match(/is on its way by a method that settles later/g)).toHaveLength(1);
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('accepted');
    expect(await holds(o._id)).toBe(1);
    await deliver('payment_intent.succeeded', { ...base, status: 'succeeded' });
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data.status).toBe('succeeded');
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('paid');
    expect(await t.app.db.select().from(bookings).where(eq(bookings.offerId, o._id))).toHaveLength(1);
    for (const who of [customer, owner]) expect(await said(e._id, who)).toMatch(/is confirmed/);
  });

  it('a method that settles later and fails: the offer lapses, its slot is free again, both sides are told', async () => {
    const { e, o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    const base = { id: pi.id, object: 'payment_intent', amount: pi.amount, currency: 'sgd', metadata: pi.metadata };
    await deliver('payment_intent.processing', { ...base, status: 'processing' });
    const failed = { ...base, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } };
    await deliver('payment_intent.payment_failed', failed);
    await deliver('payment_intent.payment_failed', failed, { id: 'evt_failed_again' });
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect((await get(`/offers/${o._id}`, customer)).json().data.status).toBe('expired');
    expect(await holds(o._id)).toBe(0);
    for (const who of [customer, owner]) {
      expect((await said(e._id, who)).match(/did not settle: Your card has insufficient funds.*The offer lapsed: its time slot is free again/g)).toHaveLength(1);
    }
    for (const to of ['user@demo.test', 'owner@demo.test']) expect((await smtp.waitFor({ to, subject: 'did not go through' })).text).toMatch(/slot is free again/);
    // Nothing is half-done: the slot can be offered again.
    expect((await post(`/offers/${o._id}/accept`, customer)).statusCode).toBe(409);
  });

  it('cancelling refunds through Stripe with an idempotency key, from the platform (no transfer was made: nothing to reverse)', async () => {
    const { o } = await acceptedOffer();
    const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
    const pi = intentOf(s.payment_id);
    await deliver('payment_intent.succeeded', { id: pi.id, object: 'payment_intent', status: 'succeeded', amount: pi.amount, currency: 'sgd', metadata: pi.metadata });
    const bookingId = (await t.app.db.select().from(payments).where(eq(payments.id, s.payment_id)))[0]!.bookingId!;
    const r = await post(`/bookings/${bookingId}/cancel`, owner, { reason: 'Double-booked by phone' });
    expect(r.json().data.refunds[0]).toMatchObject({ status: 'succeeded', amount_minor: 21_800 });
    const call = api.requests.find((x) => x.path === '/v1/refunds' && x.params.payment_intent === pi.id)!;
    expect(call.params).toMatchObject({ amount: '21800' });
    expect(call.params.reverse_transfer).toBeUndefined();
    expect(api.requests.some((x) => x.path.startsWith('/v1/transfers'))).toBe(false);
    expect(call.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}-0$/);
    expect((await get(`/payments/${s.payment_id}`, customer)).json().data.status).toBe('refunded');
  });
});
