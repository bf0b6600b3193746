import { eq, sql } from 'drizzle-orm';
import { CANCELLATION_POLICIES, deriveRoles } from '@venues/contracts';
import { bookings, connectAccounts, payments, refunds, transferReversals, transfers, users, webhookEvents } from '../../db/schema';
import type { AuthUser } from '../../types';
import { createTestApp, errorOf, ownersVenueAndRival, type TestApp } from '../../test/helpers';
import { acceptedOffers, hourlySpaceOf, stripeWebhooks } from '../../test/stripe';
import { startStripeStandIn, type StripeStandIn } from '../../../test-services/stripe-stand-in.mjs';

// Stripe Connect payouts (docs/transactions.md "Payouts (Stripe Connect)") against the local Stripe
// stand-in, with Connect webhook payloads signed by the SDK: onboarding an organisation's Express
// account, the venue's share of each paid booking held until the account is ready and then sent as
// one transfer per payment (once, however often the news arrives), refunds reversing a transfer,
// payouts stored per organisation, unknown objects acknowledged, and who may call what.

const WEBHOOK_SECRET = 'whsec_test_secret_for_payouts';
const PUBLIC_URL = 'https://venues.example.test';
let t: TestApp;
let api: StripeStandIn;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session, owner: Session, lister: Session, member: Session, rival: Session, admin: Session, sales: Session, moderator: Session;
let venueId: string, spaceId: string, orgId: string;
/** 2 × 100.00 + 9% GST = 218.00 SGD; the platform keeps 10% (21.80): the venue's share is 196.20. */
const TOTAL = 21_800;
const SHARE = 19_620;

const req = (method: 'GET' | 'POST', path: string, s: Session | null, body?: unknown) => t.req({ method, url: `/api/v1${path}`, token: s?.accessToken, body: method === 'POST' ? (body ?? {}) : undefined });
const post = (path: string, s: Session | null, body?: unknown) => req('POST', path, s, body);
const get = (path: string, s: Session | null) => req('GET', path, s);

const deliver = stripeWebhooks(() => t, WEBHOOK_SECRET, 'evt_payouts');
const acceptedOffer = acceptedOffers(() => t, () => ({ customer, owner, venueId, spaceId }));

/** A booking paid with Stripe: the PaymentIntent succeeds (and has its charge), its webhook books the slot. */
async function paidBooking(): Promise<{ bookingId: string; paymentId: string }> {
  const { o } = await acceptedOffer();
  const s = (await post(`/offers/${o._id}/checkout`, customer)).json().data;
  const pi = [...api.intents.values()].find((i) => i.metadata.payment_id === s.payment_id)!;
  pi.status = 'succeeded';
  expect((await deliver('payment_intent.succeeded', { id: pi.id, object: 'payment_intent', status: 'succeeded', amount: pi.amount, currency: 'sgd', metadata: pi.metadata })).statusCode).toBe(200);
  const p = (await t.app.db.select().from(payments).where(eq(payments.id, s.payment_id)))[0]!;
  expect(p.bookingId).toBeTruthy();
  return { bookingId: p.bookingId!, paymentId: p.id };
}

const transferCalls = () => api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
const transferOf = async (paymentId: string) => (await t.app.db.select().from(transfers).where(eq(transfers.paymentId, paymentId)))[0]!;
const view = async (s: Session = owner) => {
  const r = await get('/owner/payouts', s);
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const accountId = async () => (await t.app.db.select().from(connectAccounts).where(eq(connectAccounts.organizationId, orgId)))[0]!.stripeAccountId;

beforeAll(async () => {
  api = await startStripeStandIn();
  t = await createTestApp({ publicUrl: PUBLIC_URL, stripe: { secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_local', apiBase: api.url } });
  const demo = await ownersVenueAndRival(t);
  customer = await t.login('user@demo.test');
  owner = await t.login('owner@demo.test');
  lister = await t.login('lister@demo.test');
  member = await t.login('member@demo.test');
  rival = await t.login(demo.rivalEmail, 'venue');
  admin = await t.login('admin@demo.test');
  sales = await t.login('sales@demo.test');
  moderator = await t.login('moderator@demo.test', 'admin');
  orgId = (await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!.organizationId!;
  ({ venueId, spaceId } = await hourlySpaceOf(t, orgId));
});
afterAll(async () => {
  await t?.close();
  await api?.close();
});

// The tests below follow one organisation from no account to payouts: each builds on the last.
describe('an organisation from no account to payouts', () => {
  let held: { bookingId: string; paymentId: string }[] = [];

  it('before onboarding: state none, and a paid booking’s share is held on the platform (no transfer)', async () => {
    held = [await paidBooking(), await paidBooking()];
    const v = await view();
    expect(v).toMatchObject({ state: 'none', account: null, held: [{ currency: 'SGD', amount_minor: 2 * SHARE }], transfers: { data: [], total: 0 }, payouts: { data: [], total: 0 } });
    expect((await transferOf(held[0]!.paymentId)).status).toBe('held');
    expect(transferCalls()).toHaveLength(0);
  });

  it('a booking cancelled while its money is held only lowers what is held', async () => {
    const extra = await paidBooking();
    expect((await view()).held).toEqual([{ currency: 'SGD', amount_minor: 3 * SHARE }]);
    const r = await post(`/bookings/${extra.bookingId}/cancel`, owner, { reason: 'Closed for repairs' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.refunds[0]).toMatchObject({ status: 'succeeded', amount_minor: TOTAL });
    expect((await view()).held).toEqual([{ currency: 'SGD', amount_minor: 2 * SHARE }]);
    expect(api.requests.some((x) => x.path.includes('/reversals'))).toBe(false);
    held.push(extra);
  });

  it('onboarding creates the Express account once (a key per organisation) and answers an account link back to our site', async () => {
    const first = await post('/owner/payouts/onboarding', owner);
    expect(first.statusCode).toBe(200);
    // The stand-in's hosted onboarding (Stripe's own page in production), coming back to the Payouts page.
    expect(first.json().data.url).toMatch(new RegExp(`^${api.url}/connect/onboarding/acct_\\w+\\?return_url=.*%2Fsg%2Fpayouts%3Fonboarding%3Dreturn$`));
    const creates = api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toBe(`connect-account-${orgId}`);
    expect(creates[0]!.params).toMatchObject({ type: 'express', country: 'SG', email: 'owner@demo.test', capabilities: { transfers: { requested: 'true' }, card_payments: { requested: 'true' } }, metadata: { organization_id: orgId } });
    const link = api.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(link.params).toMatchObject({ account: await accountId(), type: 'account_onboarding', refresh_url: `${PUBLIC_URL}/sg/payouts?onboarding=refresh`, return_url: `${PUBLIC_URL}/sg/payouts?onboarding=return` });

    // A venue admin resumes it: the same account, a new link, back to the page they name.
    const again = await post('/owner/payouts/onboarding', lister, { return_path: '/sg/owner/payouts' });
    expect(again.statusCode).toBe(200);
    expect(api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts')).toHaveLength(1);
    expect(api.requests.filter((r) => r.path === '/v1/account_links').at(-1)!.params).toMatchObject({ account: await accountId(), return_url: `${PUBLIC_URL}/sg/owner/payouts?onboarding=return` });

    const v = await view();
    expect(v.state).toBe('onboarding');
    expect(v.account).toMatchObject({ stripe_account_id: await accountId(), charges_enabled: false, payouts_enabled: false, details_submitted: false, currently_due: expect.arrayContaining(['external_account']) });
  });

  it('refuses a return path that is not a path on this site, naming the field', async () => {
    for (const return_path of ['https://evil.test/x', '//evil.test', '/sg/payouts?x=1', 'sg/payouts', `/${'a'.repeat(250)}`]) {
      const r = await post('/owner/payouts/onboarding', owner, { return_path });
      expect([return_path, r.statusCode]).toEqual([return_path, 400]);
      expect(errorOf(r).details.fields?.[0]?.field).toBe('return_path');
    }
    expect(errorOf(await post('/owner/payouts/onboarding', owner, { return_path: '/sg/payouts', extra: 1 })).code).toBe('VALIDATION_ERROR');
  });

  it('refresh on return reads the account: restricted says what Stripe still needs, and nothing is transferred', async () => {
    api.setAccount(await accountId(), 'restricted');
    const r = await post('/owner/payouts/refresh', owner);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ state: 'restricted', account: { details_submitted: true, currently_due: ['individual.verification.document'], disabled_reason: 'requirements.past_due' } });
    const acct = await accountId();
    expect(api.requests.some((x) => x.method === 'GET' && x.path === `/v1/accounts/${acct}`)).toBe(true);
    expect(transferCalls()).toHaveLength(0);
  });

  it('account.updated making the account ready transfers each held booking once, also when redelivered and raced by sweeps', async () => {
    const acct = await accountId();
    api.setAccount(acct, 'ready');
    const event = { id: acct, object: 'account', charges_enabled: true, payouts_enabled: true };
    expect((await deliver('account.updated', event, { id: 'evt_account_ready', account: acct })).statusCode).toBe(200);
    const calls = transferCalls();
    // Two held bookings; the cancelled one had nothing left to send.
    expect(calls).toHaveLength(2);
    for (const h of held.slice(0, 2)) {
      const call = calls.find((c) => c.params.transfer_group === h.paymentId)!;
      expect(call.idempotencyKey).toBe(`transfer-${h.paymentId}`);
      expect(call.params).toMatchObject({ amount: String(SHARE), currency: 'sgd', destination: acct, transfer_group: h.paymentId, source_transaction: expect.stringMatching(/^ch_/), metadata: { booking_id: h.bookingId, payment_id: h.paymentId } });
      expect(await transferOf(h.paymentId)).toMatchObject({ status: 'paid', amountMinor: SHARE, stripeTransferId: expect.stringMatching(/^tr_/), destination: acct });
    }
    expect((await transferOf(held[2]!.paymentId)).status).toBe('void');

    // The same event again, a new event with the same news, and two sweeps at once: nothing more.
    await Promise.all([
      deliver('account.updated', event, { id: 'evt_account_ready', account: acct }),
      deliver('account.updated', event, { account: acct }),
      t.app.services.transfers.sweep(),
      t.app.services.bookings.sweep.run(),
    ]);
    expect(transferCalls()).toHaveLength(2);
    const v = await view();
    expect(v).toMatchObject({ state: 'ready', held: [], transfers: { total: 2 } });
    expect(v.transfers.data.map((x: { booking_id: string; status: string; amount_minor: number }) => [x.booking_id, x.status, x.amount_minor]).sort()).toEqual(held.slice(0, 2).map((h) => [h.bookingId, 'paid', SHARE]).sort());
  });

  it('a booking paid once the account is ready is transferred at once', async () => {
    const b = await paidBooking();
    expect(await transferOf(b.paymentId)).toMatchObject({ status: 'paid', amountMinor: SHARE });
    expect(transferCalls().filter((c) => c.params.transfer_group === b.paymentId)).toHaveLength(1);
    held.push(b);
  });

  it('a customer’s partial refund under the policy reverses the venue’s part of it proportionally', async () => {
    const b = await paidBooking();
    const booking = (await t.app.db.select().from(bookings).where(eq(bookings.id, b.bookingId)))[0]!;
    const policy = CANCELLATION_POLICIES.find((p) => p.id === booking.cancellationPolicy)!;
    // Inside the policy's partial window: half back.
    const now = new Date(booking.startAt.getTime() - ((policy.fullHours + policy.partialHours) / 2) * 3_600_000);
    const row = (await t.app.db.select().from(users).where(eq(users.email, 'user@demo.test')))[0]!;
    const who: AuthUser = { id: row.id, tenantId: row.tenantId, familyId: 'test', expiresAt: new Date(Date.now() + 60_000), row, roles: deriveRoles({ role: row.role, assigned_roles: row.assignedRoles }) };
    await t.app.services.bookings.cancellations.cancel(who, b.bookingId, 'Plans changed', now);
    const refund = (await t.app.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId)))[0]!;
    expect(refund).toMatchObject({ status: 'succeeded', amountMinor: TOTAL / 2, feeMinor: 1_090 });
    const venuePart = refund.amountMinor - refund.feeMinor;
    const tr = await transferOf(b.paymentId);
    expect(tr).toMatchObject({ status: 'paid', amountMinor: SHARE, reversedMinor: venuePart });
    expect((await t.app.db.select().from(transferReversals).where(eq(transferReversals.refundId, refund.id)))[0]).toMatchObject({ status: 'succeeded', amountMinor: venuePart, stripeReversalId: expect.stringMatching(/^trr_/) });
    expect(api.transfers.get(tr.stripeTransferId!)).toMatchObject({ amount: SHARE, amount_reversed: venuePart, reversed: false });
    // What the venue keeps is what the ledger says it is owed.
    const ledger = (await t.app.db.execute(sql`select sum(amount_minor)::int as due from ledger_entries where payment_id = ${b.paymentId} and kind = 'payout_due'`)) as unknown as { rows: { due: number }[] };
    expect(ledger.rows[0]!.due).toBe(SHARE - venuePart);
  });

  it('a refund after the transfer reverses the venue’s part of it; Stripe’s transfer.reversed does not count it twice', async () => {
    const b = held.at(-1)!;
    const r = await post(`/bookings/${b.bookingId}/cancel`, owner, { reason: 'Double-booked by phone' });
    expect(r.json().data.refunds[0]).toMatchObject({ status: 'succeeded', amount_minor: TOTAL });
    const tr = await transferOf(b.paymentId);
    const refundId = r.json().data.refunds[0]._id;
    const reversals = api.requests.filter((x) => x.path === `/v1/transfers/${tr.stripeTransferId}/reversals`);
    expect(reversals).toHaveLength(1);
    // The venue cancelled: everything back; the platform returns its fee, the venue its share.
    expect(reversals[0]!.params).toMatchObject({ amount: String(SHARE), metadata: { refund_id: refundId } });
    expect(reversals[0]!.idempotencyKey).toBe(`reversal-${refundId}`);
    expect(tr).toMatchObject({ status: 'reversed', reversedMinor: SHARE });
    expect((await deliver('transfer.reversed', { id: tr.stripeTransferId, object: 'transfer', amount: SHARE, amount_reversed: SHARE })).statusCode).toBe(200);
    expect(await transferOf(b.paymentId)).toMatchObject({ status: 'reversed', reversedMinor: SHARE });
    await t.app.services.transfers.sweep();
    expect(api.requests.filter((x) => x.path === `/v1/transfers/${tr.stripeTransferId}/reversals`)).toHaveLength(1);
  });

  it('a transfer Stripe refuses stays held and is sent again by the sweep with a new key', async () => {
    api.behaviour.transferError = 'Insufficient funds in Stripe account';
    const b = await paidBooking();
    api.behaviour.transferError = null;
    expect(await transferOf(b.paymentId)).toMatchObject({ status: 'held', attempts: 1, lastError: 'Insufficient funds in Stripe account' });
    expect((await view()).held).toEqual([{ currency: 'SGD', amount_minor: SHARE }]);
    // The administrator sees it held for this venue, and why Stripe refused it.
    const row = (await get('/admin/payouts?limit=100', admin)).json().data.data.find((x: { organization: { _id: string } }) => x.organization._id === orgId);
    expect(row.refused_transfers).toEqual({ count: 1, last_error: 'Insufficient funds in Stripe account' });
    expect(row.venues.find((v: { _id: string }) => v._id === venueId).held).toEqual([{ currency: 'SGD', amount_minor: SHARE }]);
    // Not before its next try.
    await t.app.services.transfers.sweep(new Date());
    expect((await transferOf(b.paymentId)).status).toBe('held');
    await t.app.services.bookings.sweep.run(new Date(Date.now() + 2 * 60_000));
    expect(await transferOf(b.paymentId)).toMatchObject({ status: 'paid', lastError: null });
    const calls = transferCalls().filter((c) => c.params.transfer_group === b.paymentId);
    expect(calls.map((c) => c.idempotencyKey)).toEqual([`transfer-${b.paymentId}`, `transfer-${b.paymentId}-1`]);
  });

  it('payout.* Connect events are stored for the organisation, never moved back by a late event; refresh reads the latest payouts', async () => {
    const acct = await accountId();
    const po = api.addPayout(acct, { amount: 30_000, status: 'in_transit', created: Math.floor(Date.now() / 1000) - 60 });
    const base = { id: po.id, object: 'payout', amount: po.amount, currency: 'sgd', arrival_date: po.arrival_date, failure_code: null, failure_message: null, created: po.created };
    expect((await deliver('payout.paid', { ...base, status: 'paid' }, { account: acct })).statusCode).toBe(200);
    expect((await deliver('payout.created', { ...base, status: 'pending' }, { account: acct })).statusCode).toBe(200);
    let v = await view();
    expect(v.payouts).toMatchObject({ total: 1, data: [{ stripe_payout_id: po.id, status: 'paid', amount_minor: 30_000, currency: 'SGD' }] });
    expect((await deliver('payout.failed', { ...base, status: 'failed', failure_code: 'account_closed', failure_message: 'The bank account has been closed.' }, { account: acct })).statusCode).toBe(200);
    expect((await view()).payouts.data[0]).toMatchObject({ status: 'failed', failure_code: 'account_closed' });

    const newer = api.addPayout(acct, { amount: 12_000, status: 'pending' });
    const r = await post('/owner/payouts/refresh', lister);
    expect(r.statusCode).toBe(200);
    expect(api.requests.filter((x) => x.method === 'GET' && x.path === '/v1/payouts').at(-1)!.account).toBe(acct);
    v = r.json().data;
    expect(v.payouts.data.map((p: { stripe_payout_id: string }) => p.stripe_payout_id)).toEqual([newer.id, po.id]);
    expect((await get('/owner/payouts?page=2&limit=1', owner)).json().data).toMatchObject({ page: 2, limit: 1, payouts: { total: 2, data: [{ stripe_payout_id: po.id }] } });
  });

  it('a restricted account again holds new bookings’ money until it is ready', async () => {
    const acct = await accountId();
    api.setAccount(acct, 'restricted');
    await deliver('account.updated', { id: acct, object: 'account' }, { account: acct });
    expect((await view()).state).toBe('restricted');
    const b = await paidBooking();
    expect((await transferOf(b.paymentId)).status).toBe('held');
    // A missed account.updated: the account is ready at Stripe and the sweep finds it after a refresh.
    api.setAccount(acct, 'ready');
    await post('/owner/payouts/refresh', owner);
    expect((await transferOf(b.paymentId)).status).toBe('paid');
  });
});

describe('webhooks about objects that are not ours', () => {
  it('are acknowledged (200), claimed once, and change nothing', async () => {
    const before = transferCalls().length;
    const cases: [string, Record<string, unknown>, string | undefined][] = [
      ['account.updated', { id: 'acct_someone_else', object: 'account' }, 'acct_someone_else'],
      ['payout.paid', { id: 'po_unknown', object: 'payout', amount: 100, currency: 'sgd', status: 'paid', arrival_date: 1, created: 1 }, 'acct_someone_else'],
      ['payout.paid', { id: 'po_no_account', object: 'payout', amount: 100, currency: 'sgd', status: 'paid', arrival_date: 1, created: 1 }, undefined],
      ['transfer.reversed', { id: 'tr_unknown', object: 'transfer', amount: 100, amount_reversed: 100 }, undefined],
      ['payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent', status: 'succeeded', amount: 100, currency: 'sgd', metadata: {} }, undefined],
      ['refund.updated', { id: 're_unknown', object: 'refund', status: 'succeeded' }, undefined],
      ['customer.created', { id: 'cus_1', object: 'customer' }, undefined],
    ];
    for (const [type, object, account] of cases) {
      const id = `evt_unknown_${type}_${String(object.id)}`;
      const r = await deliver(type, object, { id, account });
      expect([type, r.statusCode]).toEqual([type, 200]);
      expect(await t.app.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id))).toHaveLength(1);
    }
    expect(api.requests.some((x) => x.path === '/v1/accounts/acct_someone_else')).toBe(false);
    expect(transferCalls()).toHaveLength(before);
  });
});

describe('who may call the payouts routes', () => {
  it('owners and venue admins see their organisation’s; members, customers and administrators are refused; signed out 401', async () => {
    for (const [s, want] of [[owner, 200], [lister, 200], [member, 403], [customer, 403], [admin, 403], [null, 401]] as const) {
      const r = await get('/owner/payouts', s);
      expect(r.statusCode).toBe(want);
      if (want === 403) expect(errorOf(r).code).toBe('FORBIDDEN');
      if (want === 401) expect(errorOf(r).code).toBe('UNAUTHENTICATED');
    }
    for (const path of ['/owner/payouts/onboarding', '/owner/payouts/refresh']) {
      for (const [s, want] of [[member, 403], [customer, 403], [admin, 403], [null, 401]] as const) expect([path, (await post(path, s)).statusCode]).toEqual([path, want]);
    }
  });

  it('another organisation’s owner sees only its own (no account, nothing held) and onboarding opens its own account', async () => {
    const mine = await accountId();
    const v = await view(rival);
    expect(v).toMatchObject({ state: 'none', account: null, held: [], transfers: { total: 0, data: [] }, payouts: { total: 0, data: [] } });
    expect(errorOf(await post('/owner/payouts/refresh', rival)).code).toBe('CONFLICT');
    expect((await post('/owner/payouts/onboarding', rival)).statusCode).toBe(200);
    const theirs = (await view(rival)).account.stripe_account_id;
    expect(theirs).not.toBe(mine);
    expect((await view(owner)).account.stripe_account_id).toBe(mine);
  });

  it('GET /v1/admin/payouts: administrators with payments.read see each organisation, its venues, state and money; others are refused', async () => {
    for (const [s, want] of [[moderator, 403], [owner, 403], [customer, 403], [null, 401]] as const) expect((await get('/admin/payouts', s)).statusCode).toBe(want);
    for (const s of [admin, sales]) {
      const r = await get('/admin/payouts?limit=100', s);
      expect(r.statusCode).toBe(200);
      const row = r.json().data.data.find((x: { organization: { _id: string } }) => x.organization._id === orgId);
      const sent = (await t.app.db.select().from(transfers).where(eq(transfers.organizationId, orgId))).filter((x) => x.status === 'paid' || x.status === 'reversed').reduce((s, x) => s + x.amountMinor - x.reversedMinor, 0);
      expect(sent).toBeGreaterThan(4 * SHARE);
      expect(row).toMatchObject({ state: 'ready', stripe_account_id: await accountId(), venues: expect.arrayContaining([expect.objectContaining({ _id: venueId })]), held: [], transferred: [{ currency: 'SGD', amount_minor: sent }], refused_transfers: null });
    }
    const page = (await get('/admin/payouts?page=1&limit=1', admin)).json().data;
    expect(page).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(page.data).toHaveLength(1);
    expect(errorOf(await get('/admin/payouts?limit=1000', admin)).details.fields?.[0]?.field).toBe('limit');
  });
});

describe('without Stripe keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('GET answers not_configured; onboarding and refresh answer 503 PROVIDER_NOT_CONFIGURED', async () => {
    const s = await bare.login('owner@demo.test');
    const g = await bare.req({ url: '/api/v1/owner/payouts', token: s.accessToken });
    expect(g.statusCode).toBe(200);
    expect(g.json().data).toMatchObject({ state: 'not_configured', account: null, held: [] });
    for (const path of ['/owner/payouts/onboarding', '/owner/payouts/refresh']) {
      const r = await bare.req({ method: 'POST', url: `/api/v1${path}`, token: s.accessToken, body: {} });
      expect([path, r.statusCode, errorOf(r).code]).toEqual([path, 503, 'PROVIDER_NOT_CONFIGURED']);
      expect(errorOf(r).message).toMatch(/Stripe/);
    }
    const a = await bare.login('admin@demo.test');
    const list = (await bare.req({ url: '/api/v1/admin/payouts', token: a.accessToken })).json().data;
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((x: { state: string }) => x.state === 'not_configured')).toBe(true);
  });
});
