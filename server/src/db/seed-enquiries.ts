// Demo conversations between the demo customers and the demo owner's venues, one in each state a
// newcomer should see (docs/transactions.md): open, an offer waiting, an updated offer, an accepted
// offer ready to pay, a booking request awaiting an answer, a declined and an expired offer, closed
// and archived ones, and a bulk enquiry to other venues; and paid ones: a booking with extra charges
// to pay, a cancelled one with its refund, and bookings that are over (one reviewed by both sides). Times are relative to `now` (offers must
// still be live when the site starts); events are early next year, clear of the seeded blocks.
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BOOKING_REQUEST_TTL_HOURS, type EnquiryStatus, type MessageCardKind, type OfferStatus } from '@venues/contracts';
import { quote, type TaxSetting } from '../lib/pricing';
import type { Db } from './client';
import { slotRange } from './space-calendar';
import { bookingRequests, countrySettings, customOffers, enquiries, enquiryMessages, phoneRequests, spaceBlocks, spaces, users, venues } from './schema';

const HOUR = 3_600_000;
type Side = 'customer' | 'venue' | 'system';
type Line = [side: Side, body: string, hoursAgo: number];

interface Scenario {
  key: string;
  customer: 'user@demo.test' | 'friend@demo.test';
  status: EnquiryStatus;
  eventType: string;
  /** Days after the first Monday of next year; the event runs 18:00–22:00 (or 09:00–17:00 for day events). */
  day: number;
  daytime?: true;
  guests: number;
  messages: Line[];
  offers?: { status: OfferStatus; hoursAgo: number; expiresInHours: number; extras?: true }[];
  request?: { status: 'requested' | 'accepted' | 'declined'; hoursAgo: number };
  phone?: 'shared' | 'requested';
  /** Hours since the customer / the venue last read (unread counts). */
  read?: { customer?: number; venue?: number };
  /** An event this many days ago instead of `day` (bookings that are over). */
  daysAgo?: number;
  /**
   * The accepted offer was paid: a booking, made at start-up by the bookings module
   * (modules/bookings/demo.ts). Until then (test databases are never paid) it is an accepted offer
   * that expires in the future, so it changes nothing a test's clock moves through.
   */
  booking?: Omit<DemoBooking, 'offerId' | 'paidAt' | 'cancelledAt'> & { paidHoursAgo: number; cancelledHoursAgo?: number };
}

/**
 * A demo offer to pay, and what happens after: the seed only plans it. Payments, bookings, refunds,
 * documents and the ledger are the bookings module's to write (the server does it at start-up, with
 * the code the API runs), and the database layer imports no module.
 */
export interface DemoBooking {
  offerId: string;
  paidAt: Date;
  /** A request for extra charges waiting for the customer. */
  extraCharge?: true;
  /** The event is over: completed, with both sides' reviews published when given. */
  completed?: { reviews?: { customer: [number, string]; venue: [number, string] } };
  /** The customer cancelled at this time (the refund paid back, a credit note issued). */
  cancelledAt?: Date;
  /** The venue proposes moving it a week later, the same hours, waiting for the customer's answer. */
  moveProposal?: true;
}

const SCENARIOS: Scenario[] = [
  {
    key: 'booked',
    customer: 'user@demo.test',
    status: 'offer_sent',
    eventType: 'corporate-events',
    day: 24,
    guests: 30,
    messages: [
      ['customer', 'We would like the room for our quarterly town hall, 30 people, 6pm to 10pm.', 160],
      ['venue', 'Lovely, here is an offer with the room and a light dinner.', 150],
      ['customer', 'Accepted and paid, thank you! Could we stay a little longer if needed?', 40],
      ['venue', 'Of course: I have added an extra hour as a separate charge, pay it only if you want it.', 20],
    ],
    offers: [{ status: 'accepted', hoursAgo: 150, expiresInHours: 5 * 24, extras: true }],
    booking: { paidHoursAgo: 41, extraCharge: true, moveProposal: true },
    read: { customer: 19, venue: 20 },
  },
  {
    key: 'completed',
    customer: 'friend@demo.test',
    status: 'offer_sent',
    eventType: 'workshops',
    day: 0,
    daysAgo: 4,
    daytime: true,
    guests: 16,
    messages: [
      ['customer', 'Hi, a one-day design workshop for 16, with lunch. Is the room bright?', 900],
      ['venue', 'Very bright, floor-to-ceiling windows. Offer sent!', 890],
    ],
    offers: [{ status: 'accepted', hoursAgo: 890, expiresInHours: 30 * 24, extras: true }],
    booking: {
      paidHoursAgo: 860,
      completed: { reviews: { customer: [5, 'Bright room, fast wifi and a lovely lunch. The team was very helpful with the setup.'], venue: [5, 'A pleasure to host: on time, tidy and clear about what they needed.'] } },
    },
    read: { customer: 60, venue: 60 },
  },
  {
    key: 'cancelled',
    customer: 'user@demo.test',
    status: 'offer_sent',
    eventType: 'meetings',
    day: 3,
    daytime: true,
    guests: 12,
    messages: [
      ['customer', 'A full-day board meeting for 12, with coffee breaks.', 400],
      ['venue', 'Offer sent with coffee breaks included.', 390],
    ],
    offers: [{ status: 'accepted', hoursAgo: 390, expiresInHours: 4 * 24 }],
    booking: { paidHoursAgo: 370, cancelledHoursAgo: 26 },
    read: { customer: 25, venue: 25 },
  },
  {
    key: 'sold-october',
    customer: 'friend@demo.test',
    status: 'offer_sent',
    eventType: 'parties',
    day: 0,
    daysAgo: 38,
    guests: 35,
    messages: [['customer', 'Farewell party for a colleague, 35 people.', 1400]],
    offers: [{ status: 'accepted', hoursAgo: 1390, expiresInHours: 30 * 24, extras: true }],
    booking: { paidHoursAgo: 1380, completed: {} },
    read: { customer: 900, venue: 900 },
  },
  {
    key: 'sold-september',
    customer: 'user@demo.test',
    status: 'offer_sent',
    eventType: 'corporate-events',
    day: 0,
    daysAgo: 66,
    guests: 20,
    messages: [['customer', 'Client dinner for 20, 7pm.', 2000]],
    offers: [{ status: 'accepted', hoursAgo: 1990, expiresInHours: 30 * 24 }],
    booking: { paidHoursAgo: 1985, completed: {} },
    read: { customer: 1600, venue: 1600 },
  },
  {
    key: 'open',
    customer: 'user@demo.test',
    status: 'open',
    eventType: 'corporate-events',
    day: 10,
    guests: 40,
    messages: [
      ['customer', 'Hi! We are planning a team offsite dinner for about 40 people. Is the space free that evening, and can you do a set menu?', 30],
      ['venue', 'Hello Uma, thanks for reaching out. The date is free. We have two set menus, vegetarian options included. Would you like a quote?', 28],
      ['customer', 'Yes please, with the projector and a welcome drink.', 3],
    ],
    read: { customer: 3, venue: 29 },
  },
  {
    key: 'offer',
    customer: 'user@demo.test',
    status: 'offer_sent',
    eventType: 'parties',
    day: 17,
    guests: 25,
    messages: [
      ['customer', 'Looking for a place for a 30th birthday, 25 guests, with music until 10pm.', 50],
      ['venue', 'Happy to host! I have sent you an offer with the room, a DJ corner and canapés.', 20],
    ],
    offers: [{ status: 'pending', hoursAgo: 20, expiresInHours: 4 * 24, extras: true }],
    read: { customer: 30, venue: 20 },
  },
  {
    key: 'updated',
    customer: 'user@demo.test',
    status: 'offer_sent',
    eventType: 'workshops',
    day: 24,
    daytime: true,
    guests: 15,
    messages: [
      ['customer', 'We need a quiet room for a one-day design workshop, 15 people, whiteboards if possible.', 70],
      ['venue', 'Here is an offer for the full day.', 60],
      ['customer', 'Could you include lunch?', 40],
      ['venue', 'Done: I updated the offer with lunch for everyone.', 10],
    ],
    offers: [
      { status: 'updated', hoursAgo: 60, expiresInHours: 6 * 24 },
      { status: 'pending', hoursAgo: 10, expiresInHours: 6 * 24, extras: true },
    ],
    phone: 'shared',
    read: { customer: 40, venue: 10 },
  },
  {
    key: 'accepted',
    customer: 'user@demo.test',
    status: 'offer_sent',
    eventType: 'meetings',
    day: 31,
    daytime: true,
    guests: 12,
    messages: [
      ['customer', 'Board meeting for 12, we need video conferencing.', 96],
      ['venue', 'Our boardroom has it. Offer attached.', 90],
      ['customer', 'Accepted, thank you! I will pay this week.', 5],
    ],
    offers: [{ status: 'accepted', hoursAgo: 90, expiresInHours: 3 * 24 }],
    read: { customer: 5, venue: 6 },
  },
  {
    key: 'request',
    customer: 'friend@demo.test',
    status: 'open',
    eventType: 'networking',
    day: 38,
    guests: 60,
    messages: [['customer', 'I would like to book this space for a start-up networking night at your listed price.', 6]],
    request: { status: 'requested', hoursAgo: 6 },
    phone: 'requested',
  },
  {
    key: 'declined',
    customer: 'friend@demo.test',
    status: 'open',
    eventType: 'product-launches',
    day: 45,
    guests: 80,
    messages: [
      ['customer', 'Product launch for 80 guests, standing, with a stage.', 120],
      ['venue', 'Offer sent, with stage and sound.', 110],
      ['customer', 'Thanks, it is above our budget for now. Can we talk about a smaller package?', 100],
    ],
    offers: [{ status: 'declined', hoursAgo: 110, expiresInHours: 5 * 24 }],
    read: { customer: 100, venue: 100 },
  },
  {
    key: 'expired',
    customer: 'user@demo.test',
    status: 'closed',
    eventType: 'weddings',
    day: 52,
    guests: 120,
    messages: [
      ['customer', 'Wedding reception for 120, is the garden available?', 400],
      ['venue', 'It is. Offer attached, valid for three days.', 390],
      ['system', 'The offer expired.', 318],
      ['customer', 'We found another venue, thank you for your help!', 300],
    ],
    offers: [{ status: 'expired', hoursAgo: 390, expiresInHours: -318 }],
    read: { customer: 300, venue: 290 },
  },
  {
    key: 'archived',
    customer: 'user@demo.test',
    status: 'archived',
    eventType: 'private-dining',
    day: 59,
    guests: 8,
    messages: [
      ['customer', 'Is a private dinner for 8 possible on a weekday?', 700],
      ['venue', 'Sorry, we only take groups of 20 or more for private dining.', 690],
    ],
    read: { customer: 680, venue: 690 },
  },
  {
    // Came in minutes ago and not answered yet: the owner's dashboard shows it under today's
    // enquiries and under those waiting for an answer (docs/adr/0106-back-office-homes-and-venue-blocks.md).
    key: 'new-today',
    customer: 'friend@demo.test',
    status: 'open',
    eventType: 'meetings',
    day: 66,
    daytime: true,
    guests: 18,
    messages: [['customer', 'Hello! Do you have a room for a half-day team planning session for 18 people? We would need a screen and coffee.', 0.1]],
  },
];

export interface SeededEnquiries {
  /** Enquiry id by scenario key (the notifications seed points at them). */
  ids: Map<string, string>;
  /** The demo offers to pay once the server is up. */
  bookings: DemoBooking[];
}

/**
 * Seeds the demo conversations (called by seed() in its transaction). Skipped when the demo owner's
 * organisation has too few published Singapore venues with hourly prices (small test seeds).
 */
export async function seedEnquiries(db: Db, tenantId: string, now = new Date()): Promise<SeededEnquiries> {
  const ids = new Map<string, string>();
  const people = await db.select({ id: users.id, email: users.email, org: users.organizationId }).from(users).where(eq(users.tenantId, tenantId));
  const who = (email: string) => people.find((p) => p.email === email);
  const owner = who('owner@demo.test');
  if (!owner?.org) return { ids, bookings: [] };

  const options = await db
    .select({ venue: venues, space: spaces })
    .from(spaces)
    .innerJoin(venues, eq(venues.id, spaces.venueId))
    .where(and(eq(venues.organizationId, owner.org), eq(venues.status, 'published'), eq(venues.country, 'sg'), eq(spaces.status, 'published'), isNotNull(spaces.pricePerHourMinor), gt(spaces.capacityStanding, 0),
        // Spaces with no seeded block, so the offers' holds cannot overlap one.
        sql`not exists (select 1 from ${spaceBlocks} b where b.space_id = ${spaces.id})`))
    .orderBy(asc(venues.slug), asc(spaces.sortOrder));
  const byVenue = [...new Map(options.map((o) => [o.venue.id, o])).values()];
  if (byVenue.length < 3) return { ids, bookings: [] };

  // The demo business is GST-registered: its invoices carry the number (docs/transactions.md "Documents").
  await db.update(venues).set({ taxRegistrationNumber: 'M90-1234567-X' }).where(eq(venues.organizationId, owner.org));
  const [tax] = await db.select().from(countrySettings).where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.cca2, 'sg')));
  const taxSetting: TaxSetting | null = tax && tax.taxRateBasisPoints > 0 ? { name: tax.taxName, rate_percent: tax.taxRateBasisPoints / 100, inclusive: tax.taxInclusive } : null;
  const firstMonday = DateTime.fromJSDate(now, { zone: 'Asia/Singapore' }).plus({ years: 1 }).startOf('year').startOf('week');
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  const paid: DemoBooking[] = [];
  for (const [i, s] of SCENARIOS.entries()) {
    const { venue, space } = byVenue[i % byVenue.length]!;
    const customer = who(s.customer) ?? who('user@demo.test')!;
    const zone = venue.timeZone;
    const day = s.daysAgo !== undefined ? DateTime.fromJSDate(now, { zone }).startOf('day').minus({ days: s.daysAgo }) : firstMonday.setZone(zone, { keepLocalTime: true }).plus({ days: s.day });
    const [startTime, endTime] = s.daytime ? ['09:00', '17:00'] : ['18:00', '22:00'];
    const startAt = day.set({ hour: Number(startTime.slice(0, 2)) }).toJSDate();
    const endAt = day.set({ hour: Number(endTime.slice(0, 2)) }).toJSDate();
    // An hour before the first message (a few minutes for one that came in minutes ago).
    const first = Math.max(...s.messages.map((m) => m[2]));
    const created = ago(first + Math.min(1, first));
    const lastAt = ago(Math.min(...s.messages.map((m) => m[2])));

    const [e] = await db
      .insert(enquiries)
      .values({
        tenantId,
        customerId: customer.id,
        venueId: venue.id,
        organizationId: venue.organizationId,
        spaceId: space.id,
        eventType: s.eventType,
        eventDate: day.toISODate()!,
        startTime,
        endTime,
        startAt,
        endAt,
        guests: Math.min(s.guests, space.capacityStanding),
        status: s.status,
        lastMessageAt: lastAt,
        customerLastReadAt: s.read?.customer !== undefined ? ago(s.read.customer) : null,
        venueLastReadAt: s.read?.venue !== undefined ? ago(s.read.venue) : null,
        createdAt: created,
        updatedAt: lastAt,
      })
      .returning({ id: enquiries.id });
    const enquiryId = e!.id;
    ids.set(s.key, enquiryId);

    const message = (side: Side, body: string, at: Date, card?: { kind: MessageCardKind; id: string }) =>
      db.insert(enquiryMessages).values({
        tenantId,
        enquiryId,
        side,
        senderId: side === 'customer' ? customer.id : side === 'venue' ? owner.id : null,
        body,
        cardKind: card?.kind ?? null,
        cardId: card?.id ?? null,
        createdAt: at,
      });
    for (const [side, body, hoursAgo] of s.messages) await message(side, body, ago(hoursAgo));

    const hours = Math.round((endAt.getTime() - startAt.getTime()) / HOUR);
    let previous: string | null = null;
    for (const [v, o] of (s.offers ?? []).entries()) {
      const lines = [{ description: `${space.name}, ${hours} hours`, quantity: hours, unit_amount_minor: space.pricePerHourMinor! }];
      if (o.extras) lines.push({ description: s.daytime ? 'Lunch, per guest' : 'Canapés, per guest', quantity: s.guests, unit_amount_minor: 2500 });
      const q = quote(lines, taxSetting, venue.currency ?? 'SGD');
      const [offer]: { id: string; expiresAt: Date }[] = await db
        .insert(customOffers)
        .values({
          tenantId,
          enquiryId,
          venueId: venue.id,
          spaceId: space.id,
          startAt,
          endAt,
          guests: Math.min(s.guests, space.capacityStanding),
          lines: q.lines,
          taxes: q.taxes,
          currency: q.currency,
          subtotalMinor: q.subtotal_minor,
          totalMinor: q.total_minor,
          cancellationPolicy: venue.cancellationPolicy,
          expiresAt: new Date(ago(o.hoursAgo).getTime() + (o.expiresInHours + o.hoursAgo) * HOUR),
          note: o.extras ? 'Includes setup and cleaning. Happy to adjust the menu.' : '',
          status: o.status,
          version: v + 1,
          supersedesId: previous,
          createdBy: owner.id,
          createdAt: ago(o.hoursAgo),
          updatedAt: ago(o.hoursAgo),
        })
        .returning({ id: customOffers.id, expiresAt: customOffers.expiresAt });
      previous = offer!.id;
      await message('venue', '', ago(o.hoursAgo), { kind: 'offer', id: offer!.id });
      if (o.status === 'pending' || o.status === 'accepted') {
        await db.insert(spaceBlocks).values({
          tenantId,
          spaceId: space.id,
          venueId: venue.id,
          during: slotRange(startAt, endAt) as unknown as string,
          kind: 'hold',
          expiresAt: offer!.expiresAt,
          offerId: offer!.id,
          note: 'Held by a custom offer',
        });
      }
    }

    if (s.booking && previous) {
      const { paidHoursAgo, cancelledHoursAgo, ...rest } = s.booking;
      paid.push({ ...rest, offerId: previous, paidAt: ago(paidHoursAgo), cancelledAt: cancelledHoursAgo !== undefined ? ago(cancelledHoursAgo) : undefined });
    }

    if (s.request) {
      const [r] = await db
        .insert(bookingRequests)
        .values({
          tenantId,
          enquiryId,
          venueId: venue.id,
          spaceId: space.id,
          startAt,
          endAt,
          guests: Math.min(s.guests, space.capacityStanding),
          status: s.request.status,
          expiresAt: new Date(ago(s.request.hoursAgo).getTime() + BOOKING_REQUEST_TTL_HOURS * HOUR),
          createdBy: customer.id,
          createdAt: ago(s.request.hoursAgo),
          updatedAt: ago(s.request.hoursAgo),
        })
        .returning({ id: bookingRequests.id });
      await message('customer', '', ago(s.request.hoursAgo), { kind: 'booking_request', id: r!.id });
    }

    if (s.phone) {
      const shared = s.phone === 'shared';
      const at = ago(shared ? 35 : 5);
      const [p] = await db
        .insert(phoneRequests)
        .values({
          tenantId,
          enquiryId,
          side: shared ? 'customer' : 'venue',
          requestedBy: shared ? customer.id : owner.id,
          status: shared ? 'shared' : 'requested',
          phone: shared ? '+6561234567' : '',
          answeredBy: shared ? owner.id : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: phoneRequests.id });
      await message(shared ? 'customer' : 'venue', '', at, { kind: 'phone_request', id: p!.id });
    }
  }
  return { ids, bookings: paid };
}
