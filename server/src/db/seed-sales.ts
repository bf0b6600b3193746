// A year of the demo owner's past sales, so the owner's sales page shows real curves:
// about 15 to 30 events a month across the organisation's published venues, busier before the year
// end, each the way the site would have made it (an enquiry, the venue's reply, a paid offer, the
// payment, the booking and its calendar block, the ledger), and the enquiries that did not become
// bookings (declined or expired offers, some never answered). About one in ten was cancelled, the
// refund following the venue's policy. Rows go in with bulk inserts (a few dozen statements), and
// the ledger uses the money module's arithmetic exactly as OnPaid.inTx and Refunds.createInTx
// write it (docs/transactions.md "The ledger"). No invoices: their PDFs cost too much to draw here.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { REVIEW_WINDOW_DAYS } from '@venues/contracts';
import { customerRefund, feeReturned, quote, serviceFee, taxInRefund, type LineInput, type TaxSetting } from '../lib/pricing';
import type { Db } from './client';
import { prng } from './seed-media';
import { bookings, countrySettings, customOffers, enquiries, enquiryMessages, ledgerEntries, payments, refunds, spaceBlocks, spaces, users, venues } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Events per month at an average time of year, and how each calendar month departs from it (Jan … Dec). */
const PER_MONTH = 21;
const SEASON = [0.72, 0.8, 0.95, 0.9, 1.0, 0.85, 0.8, 0.9, 1.05, 1.2, 1.3, 1.42];
/** Enquiries that did not become a booking, per booking. */
const LOST_PER_BOOKING = 1.3;

/** The demo's other customers (their bookings are the venue's history, not the demo customers' pages). */
const CUSTOMERS = [
  ['Priya', 'Nair'],
  ['Wei Ling', 'Tan'],
  ['Daniel', 'Lim'],
  ['Aisha', 'Rahman'],
  ['Marcus', 'Goh'],
  ['Sofia', 'Reyes'],
  ['Kenji', 'Watanabe'],
  ['Hannah', 'Ong'],
  ['Ravi', 'Menon'],
  ['Chloe', 'Ng'],
  ['Farid', 'Ismail'],
  ['Grace', 'Koh'],
] as const;

/** What the customers asked and how the venue answered (varied enough to read like a real inbox). */
const ASKS = [
  'Hi, we are planning a team offsite for about {n} people. Is the space free that day?',
  'Could we have the room for a product launch, {n} guests, with drinks?',
  'Looking for a venue for a birthday dinner, {n} people. What would it cost?',
  'We need a bright room for a training day, {n} attendees, with a projector.',
  'Is the space available for a networking evening of around {n}?',
  'A quarterly planning meeting for {n}, with lunch if possible.',
];
const REPLIES = [
  'Thanks for asking! The space is free: here is an offer.',
  'Happy to host you. I have put together an offer with the room and catering.',
  'It is available. Sending an offer now, let me know if you need changes.',
  'Great choice for that group size. Here is our offer.',
];
const SLOTS: [start: number, end: number][] = [
  [18, 22],
  [9, 17],
  [13, 17],
  [19, 23],
  [10, 14],
];

type Rand = () => number;
const between = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const chunks = <T>(list: T[], size = 400) => [...Array(Math.ceil(list.length / size))].map((_, i) => list.slice(i * size, (i + 1) * size));
/** Minutes to the venue's first reply: mostly within a few hours, sometimes the next day. */
const replyMinutes = (rand: Rand) => Math.round(Math.exp(Math.log(8) + rand() * (Math.log(1800) - Math.log(8))));

/** Seeds the history (called by seed() in its transaction, after the demo conversations, whose holds it avoids). */
/** Whether a booking that ended then can no longer be reviewed (its reviews are published). */
function reviewWindowClosed(endAt: Date, now: Date): boolean {
  return DateTime.fromJSDate(endAt).plus({ days: REVIEW_WINDOW_DAYS }).toJSDate() <= now;
}

export async function seedSales(db: Db, tenantId: string, now = new Date()): Promise<void> {
  const rand = prng(20250612);
  const [owner] = await db.select({ id: users.id, org: users.organizationId, hash: users.passwordHash }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, 'owner@demo.test')));
  if (!owner?.org) return;
  const options = await db
    .select({ venue: venues, space: spaces })
    .from(spaces)
    .innerJoin(venues, eq(venues.id, spaces.venueId))
    .where(and(eq(venues.organizationId, owner.org), eq(venues.status, 'published'), eq(spaces.status, 'published'), isNotNull(spaces.pricePerHourMinor)));
  if (!options.length) return;
  const venueIds = [...new Set(options.map((o) => o.venue.id))];

  const settings = await db.select().from(countrySettings).where(eq(countrySettings.tenantId, tenantId));
  const settingOf = (cca2: string) => settings.find((s) => s.cca2 === cca2);
  const taxOf = (cca2: string): TaxSetting | null => {
    const s = settingOf(cca2);
    return s && s.taxRateBasisPoints > 0 ? { name: s.taxName, rate_percent: s.taxRateBasisPoints / 100, inclusive: s.taxInclusive } : null;
  };

  // Time already taken in each space (seeded blocks, the demo conversations' holds): never overlapped.
  const taken = new Map<string, [number, number][]>();
  const existing = await db
    .select({ spaceId: spaceBlocks.spaceId, lo: sql<string>`lower(${spaceBlocks.during})::text`, hi: sql<string>`upper(${spaceBlocks.during})::text` })
    .from(spaceBlocks)
    .where(inArray(spaceBlocks.venueId, venueIds));
  for (const b of existing) taken.set(b.spaceId, [...(taken.get(b.spaceId) ?? []), [Date.parse(b.lo), Date.parse(b.hi)]]);
  const free = (spaceId: string, lo: number, hi: number) => !(taken.get(spaceId) ?? []).some(([a, b]) => a < hi + 2 * HOUR && lo < b + 2 * HOUR);

  const customerRows = CUSTOMERS.map(([first, last]) => ({
    id: randomUUID(),
    tenantId,
    email: `${first.toLowerCase().replace(/\s+/g, '.')}.${last.toLowerCase()}@customers.demo.test`,
    passwordHash: owner.hash,
    firstName: first,
    lastName: last,
    role: 'USER' as const,
    country: 'sg',
    type: 'user',
    emailVerifiedAt: new Date(now.getTime() - 400 * DAY),
    createdAt: new Date(now.getTime() - 400 * DAY),
  }));
  await db.insert(users).values(customerRows);

  const rows = {
    enquiries: [] as (typeof enquiries.$inferInsert)[],
    messages: [] as (typeof enquiryMessages.$inferInsert)[],
    offers: [] as (typeof customOffers.$inferInsert)[],
    payments: [] as (typeof payments.$inferInsert)[],
    bookings: [] as (typeof bookings.$inferInsert)[],
    blocks: [] as (typeof spaceBlocks.$inferInsert)[],
    refunds: [] as (typeof refunds.$inferInsert)[],
    ledger: [] as (typeof ledgerEntries.$inferInsert)[],
  };
  const references = new Set<string>();
  const reference = () => {
    for (;;) {
      const r = `BK-${[...Array(8)].map(() => pick(rand, [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('')}`;
      if (!references.has(r)) return references.add(r), r;
    }
  };
  const yesterday = now.getTime() - DAY;

  /** One conversation about one space and time; `reply` minutes until the venue answers (null: never). */
  const conversation = (o: (typeof options)[number], customer: (typeof customerRows)[number], start: DateTime, end: DateTime, guests: number, asked: number, reply: number | null, status: 'booked' | 'closed' | 'archived' | 'open') => {
    const id = randomUUID();
    const eventType = pick(rand, o.venue.eventTypes.length ? o.venue.eventTypes : ['meetings']);
    rows.enquiries.push({
      id,
      tenantId,
      customerId: customer.id,
      venueId: o.venue.id,
      organizationId: o.venue.organizationId,
      spaceId: o.space.id,
      eventType,
      eventDate: start.toISODate()!,
      startTime: start.toFormat('HH:mm'),
      endTime: end.toFormat('HH:mm'),
      startAt: start.toJSDate(),
      endAt: end.toJSDate(),
      guests,
      status,
      lastMessageAt: new Date(asked),
      createdAt: new Date(asked),
      updatedAt: new Date(asked),
    });
    rows.messages.push({ tenantId, enquiryId: id, side: 'customer', senderId: customer.id, body: pick(rand, ASKS).replace('{n}', String(guests)), createdAt: new Date(asked) });
    if (reply !== null) rows.messages.push({ tenantId, enquiryId: id, side: 'venue', senderId: owner.id, body: pick(rand, REPLIES), createdAt: new Date(asked + reply * 60_000) });
    return id;
  };
  const offer = (o: (typeof options)[number], enquiryId: string, start: DateTime, end: DateTime, guests: number, at: number, status: 'paid' | 'declined' | 'expired') => {
    const hours = Math.round(end.diff(start, 'hours').hours);
    const lines: LineInput[] = [{ description: `${o.space.name}, ${hours} hours`, quantity: hours, unit_amount_minor: o.space.pricePerHourMinor! }];
    if (rand() < 0.55) lines.push({ description: start.hour < 12 ? 'Lunch, per guest' : 'Canapés, per guest', quantity: guests, unit_amount_minor: pick(rand, [1800, 2500, 3200]) });
    const q = quote(lines, taxOf(o.venue.country), o.venue.currency ?? 'SGD');
    const id = randomUUID();
    const row = {
      id,
      tenantId,
      enquiryId,
      venueId: o.venue.id,
      spaceId: o.space.id,
      startAt: start.toJSDate(),
      endAt: end.toJSDate(),
      guests,
      lines: q.lines,
      taxes: q.taxes,
      currency: q.currency,
      subtotalMinor: q.subtotal_minor,
      totalMinor: q.total_minor,
      cancellationPolicy: o.venue.cancellationPolicy,
      expiresAt: new Date(at + 5 * DAY),
      status,
      createdBy: owner.id,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    } satisfies typeof customOffers.$inferInsert;
    rows.offers.push(row);
    rows.messages.push({ tenantId, enquiryId, side: 'venue', senderId: owner.id, cardKind: 'offer', cardId: id, createdAt: new Date(at + 60_000) });
    return row;
  };

  const start = DateTime.fromJSDate(now, { zone: 'Asia/Singapore' }).startOf('month').minus({ months: 12 });
  for (let m = 0; m <= 12; m++) {
    const month = start.plus({ months: m });
    const days = month.daysInMonth!;
    // This month only up to yesterday; the oldest month only from today's date a year ago.
    const firstDay = m === 0 ? Math.min(days, DateTime.fromJSDate(now).setZone('Asia/Singapore').day) : 1;
    const lastDay = m === 12 ? Math.floor((yesterday - month.toMillis()) / DAY) + 1 : days;
    if (lastDay < firstDay) continue;
    const n = Math.round(PER_MONTH * SEASON[month.month - 1]! * ((lastDay - firstDay + 1) / days) * (0.9 + rand() * 0.2));

    for (let i = 0; i < n; i++) {
      const o = pick(rand, options);
      const zone = o.venue.timeZone;
      const [h1, h2] = pick(rand, SLOTS);
      const day = DateTime.fromObject({ year: month.year, month: month.month, day: between(rand, firstDay, lastDay) }, { zone });
      const from = day.set({ hour: h1 });
      const to = h2 >= 24 ? day.plus({ days: 1 }).set({ hour: h2 - 24 }) : day.set({ hour: h2 });
      if (to.toMillis() > yesterday || !free(o.space.id, from.toMillis(), to.toMillis())) continue;
      const cap = Math.max(1, o.space.capacityStanding || o.space.capacitySeated || 20);
      const guests = Math.max(1, Math.min(cap, between(rand, 8, 60)));
      const customer = pick(rand, customerRows);

      const lead = between(rand, 4, 60) * DAY;
      const asked = from.toMillis() - lead - between(rand, 1, 6) * DAY;
      const reply = replyMinutes(rand);
      const offered = asked + reply * 60_000 + between(rand, 0, 90) * 60_000;
      const paidAt = Math.min(offered + between(rand, 2, 72) * HOUR, from.toMillis() - DAY);
      const cancelled = rand() < 0.1;
      const enquiryId = conversation(o, customer, from, to, guests, asked, reply, cancelled ? 'closed' : 'booked');
      const off = offer(o, enquiryId, from, to, guests, offered, 'paid');

      const fee = serviceFee(off.totalMinor, (settingOf(o.venue.country)?.serviceFeeBasisPoints ?? 0) / 100);
      const tax = off.taxes.reduce((t, x) => t + x.amount_minor, 0);
      const paymentId = randomUUID();
      const bookingId = randomUUID();
      // A cancellation somewhere between the payment and the event: the policy decides the refund.
      const cancelledAt = cancelled ? new Date(paidAt + (from.toMillis() - paidAt) * (0.2 + 0.75 * rand())) : null;
      const refund = cancelledAt ? customerRefund(off.totalMinor, off.currency, from.toJSDate(), zone, off.cancellationPolicy, cancelledAt).refund_minor : 0;
      rows.payments.push({
        id: paymentId,
        tenantId,
        kind: 'offer',
        status: refund === 0 ? 'succeeded' : refund >= off.totalMinor ? 'refunded' : 'partially_refunded',
        provider: 'test',
        providerRef: `test_pi_demo_${paymentId.replace(/-/g, '')}`,
        enquiryId,
        offerId: off.id,
        customerId: customer.id,
        venueId: o.venue.id,
        organizationId: o.venue.organizationId,
        currency: off.currency,
        amountMinor: off.totalMinor,
        taxMinor: tax,
        cardLast4: '4242',
        succeededAt: new Date(paidAt),
        createdAt: new Date(paidAt - 5 * 60_000),
        updatedAt: new Date(cancelledAt?.getTime() ?? paidAt),
      });
      rows.bookings.push({
        id: bookingId,
        tenantId,
        reference: reference(),
        enquiryId,
        offerId: off.id,
        paymentId,
        customerId: customer.id,
        venueId: o.venue.id,
        organizationId: o.venue.organizationId,
        spaceId: o.space.id,
        startAt: off.startAt,
        endAt: off.endAt,
        guests,
        lines: off.lines,
        taxes: off.taxes,
        currency: off.currency,
        subtotalMinor: off.subtotalMinor,
        taxMinor: tax,
        totalMinor: off.totalMinor,
        feeMinor: fee,
        cancellationPolicy: off.cancellationPolicy,
        status: cancelled ? 'cancelled' : 'completed',
        cancelledAt,
        cancelledBy: cancelled ? 'customer' : null,
        cancelReason: cancelled ? 'Our plans changed, sorry.' : '',
        completedAt: cancelled ? null : off.endAt,
        // Closed review windows are published, as the booking sweep would have done: left open, the
        // sweep works through a year of them at every fresh start, each a change to the venue's
        // search summary that makes the storefront's search index load again (docs/performance.md).
        reviewsPublishedAt: !cancelled && reviewWindowClosed(off.endAt, now) ? DateTime.fromJSDate(off.endAt).plus({ days: REVIEW_WINDOW_DAYS }).toJSDate() : null,
        createdAt: new Date(paidAt),
        updatedAt: cancelledAt ?? off.endAt,
      });
      rows.messages.push({ tenantId, enquiryId, side: 'system', senderId: null, body: 'The booking is confirmed: paid by card.', createdAt: new Date(paidAt) });
      rows.enquiries.at(-1)!.lastMessageAt = new Date(paidAt);
      // The ledger of the charge, as bookings/ledger.ts chargeLedger writes it (zero rows left out, as addLedger does).
      const base = { tenantId, organizationId: o.venue.organizationId, venueId: o.venue.id, bookingId, paymentId, currency: off.currency, occurredAt: new Date(paidAt) };
      rows.ledger.push(
        { ...base, kind: 'charge', amountMinor: off.totalMinor },
        { ...base, kind: 'tax', amountMinor: tax },
        { ...base, kind: 'fee', amountMinor: -fee },
        { ...base, kind: 'payout_due', amountMinor: off.totalMinor - fee },
      );
      if (!cancelledAt) {
        // The calendar keeps a completed booking's block.
        rows.blocks.push({ tenantId, spaceId: o.space.id, venueId: o.venue.id, during: `[${off.startAt.toISOString()},${off.endAt.toISOString()})`, kind: 'booking', bookingId, note: '' });
        taken.set(o.space.id, [...(taken.get(o.space.id) ?? []), [from.toMillis(), to.toMillis()]]);
      } else {
        rows.messages.push({ tenantId, enquiryId, side: 'system', senderId: null, body: 'The customer cancelled the booking.', createdAt: cancelledAt });
        rows.enquiries.at(-1)!.lastMessageAt = cancelledAt;
        if (refund > 0) {
          // The refund and its ledger rows, as Refunds.createInTx writes them.
          const refundId = randomUUID();
          const refundTax = taxInRefund(refund, off.totalMinor, tax);
          const feeBack = feeReturned(refund, off.totalMinor, fee);
          rows.refunds.push({ id: refundId, tenantId, paymentId, bookingId, currency: off.currency, amountMinor: refund, taxMinor: refundTax, feeMinor: feeBack, reason: 'customer_cancelled', status: 'succeeded', providerRef: `test_re_demo_${refundId.replace(/-/g, '')}`, attempts: 1, createdAt: cancelledAt, updatedAt: cancelledAt });
          const r = { ...base, refundId, occurredAt: cancelledAt };
          rows.ledger.push(
            { ...r, kind: 'refund', amountMinor: -refund },
            { ...r, kind: 'tax', amountMinor: -refundTax },
            { ...r, kind: 'fee', amountMinor: feeBack },
            { ...r, kind: 'payout_due', amountMinor: -(refund - feeBack) },
          );
        }
      }
      const e = rows.enquiries.at(-1)!;
      e.updatedAt = e.lastMessageAt;
      e.customerLastReadAt = e.lastMessageAt;
      e.venueLastReadAt = e.lastMessageAt;

      // The enquiries that came to nothing around the same time.
      for (let k = 0; k < LOST_PER_BOOKING * (0.5 + rand()); k++) {
        const lo = pick(rand, options);
        const lday = DateTime.fromObject({ year: month.year, month: month.month, day: between(rand, firstDay, lastDay) }, { zone: lo.venue.timeZone });
        const [a, b] = pick(rand, SLOTS);
        const lfrom = lday.set({ hour: a });
        const lto = b >= 24 ? lday.plus({ days: 1 }).set({ hour: b - 24 }) : lday.set({ hour: b });
        const lasked = lfrom.toMillis() - between(rand, 5, 60) * DAY;
        const answered = rand() < 0.9;
        const lreply = answered ? replyMinutes(rand) : null;
        const lguests = between(rand, 6, 50);
        const lid = conversation(lo, pick(rand, customerRows), lfrom, lto, lguests, lasked, lreply, rand() < 0.7 ? 'closed' : 'archived');
        let last = lasked + (lreply ?? 0) * 60_000;
        if (lreply !== null && rand() < 0.6) {
          const at = last + between(rand, 5, 120) * 60_000;
          offer(lo, lid, lfrom, lto, lguests, at, rand() < 0.5 ? 'declined' : 'expired');
          last = at + 60_000;
        }
        const le = rows.enquiries.at(-1)!;
        le.lastMessageAt = new Date(last);
        le.updatedAt = le.lastMessageAt;
        le.customerLastReadAt = le.lastMessageAt;
        le.venueLastReadAt = le.lastMessageAt;
      }
    }
  }

  for (const c of chunks(rows.enquiries)) await db.insert(enquiries).values(c);
  for (const c of chunks(rows.offers)) await db.insert(customOffers).values(c);
  for (const c of chunks(rows.messages, 800)) await db.insert(enquiryMessages).values(c);
  for (const c of chunks(rows.payments)) await db.insert(payments).values(c);
  for (const c of chunks(rows.bookings)) await db.insert(bookings).values(c);
  await db.execute(sql`update payments p set booking_id = b.id from bookings b where b.payment_id = p.id and p.booking_id is null and p.venue_id in ${venueIds}`);
  for (const c of chunks(rows.blocks)) await db.insert(spaceBlocks).values(c);
  for (const c of chunks(rows.refunds)) await db.insert(refunds).values(c);
  for (const c of chunks(rows.ledger.filter((r) => r.amountMinor !== 0), 800)) await db.insert(ledgerEntries).values(c);
}
