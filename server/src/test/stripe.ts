import Stripe from 'stripe';
import { and, eq, sql } from 'drizzle-orm';
import type { CustomOffer, Enquiry } from '@venues/contracts';
import { spaces, venues } from '../db/schema';
import { isoDay, TEST_SLOTS_FROM, type TestApp } from './helpers';

// What the Stripe suites share (modules/payments/stripe.test.ts, modules/payouts/payouts.test.ts):
// webhook deliveries signed as Stripe signs them, the organisation's hourly-priced space, and
// offers accepted on it one day apart.

type Session = Awaited<ReturnType<TestApp['login']>>;
const sdk = new Stripe('sk_test_local');
const DAY = 86_400_000;

/** Posts webhook deliveries as Stripe sends them: the JSON bytes and their signature (at `timestamp`, seconds, else now), or any `payload` signed; a Connect event names its account. */
export function stripeWebhooks(app: () => TestApp, secret: string, idPrefix = 'evt') {
  let counter = 0;
  return (type: string, object: Record<string, unknown>, opts: { id?: string; account?: string; secret?: string; timestamp?: number; payload?: string } = {}) => {
    const payload = opts.payload ?? JSON.stringify({
      id: opts.id ?? `${idPrefix}_${++counter}`,
      object: 'event',
      type,
      data: { object },
      ...(opts.account ? { account: opts.account } : {}),
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? secret, ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}) });
    return app().req({ method: 'POST', url: '/api/v1/payments/webhook/stripe', tenant: false, body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  };
}

/** A published Singapore venue of the organisation and its space with an hourly price. */
export async function hourlySpaceOf(t: TestApp, organizationId: string): Promise<{ venueId: string; spaceId: string }> {
  const [mine] = await t.app.db
    .select({ v: venues.id, s: spaces.id })
    .from(venues)
    .innerJoin(spaces, eq(spaces.venueId, venues.id))
    .where(and(eq(venues.organizationId, organizationId), eq(venues.status, 'published'), eq(venues.country, 'sg'), eq(spaces.status, 'published'), sql`${spaces.pricePerHourMinor} is not null`));
  return { venueId: mine!.v, spaceId: mine!.s };
}

/**
 * Makes accepted offers of 2 × 100.00 (+ 9% GST = 218.00 SGD) on the space, each on the next free
 * day, from the customer's enquiry and the owner's offer.
 */
export function acceptedOffers(app: () => TestApp, who: () => { customer: Session; owner: Session; venueId: string; spaceId: string }) {
  let day = 0;
  const post = (path: string, s: Session, body: unknown) => app().req({ method: 'POST', url: `/api/v1${path}`, token: s.accessToken, body });
  return async (): Promise<{ e: Enquiry; o: CustomOffer }> => {
    const { customer, owner, venueId, spaceId } = who();
    const e = (await post('/enquiries', customer, { venue_id: venueId, event_type: 'meetings', event_date: isoDay(TEST_SLOTS_FROM), start_time: '09:00', end_time: '12:00', guests: 20, message: 'Hi' })).json().data;
    const start = new Date(TEST_SLOTS_FROM + 2 * 3_600_000 + ++day * DAY);
    const o = (
      await post(`/enquiries/${e._id}/offers`, owner, {
        space_id: spaceId,
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
        guests: 10,
        lines: [{ description: 'Room hire', quantity: 2, unit_amount_minor: 10_000 }],
        expires_at: new Date(Date.now() + DAY).toISOString(),
      })
    ).json().data;
    const accepted = await post(`/offers/${o._id}/accept`, customer, {});
    if (accepted.statusCode !== 200) throw new Error(`accept ${o._id}: ${accepted.statusCode} ${accepted.body}`);
    return { e, o };
  };
}
