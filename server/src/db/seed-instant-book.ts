// Instant book in the demo (docs/adr/0101-instant-book.md): a space of the demo owner's venue and a
// space of a Marina Bay venue take instant bookings, and the demo customer has booked the owner's
// instantly (an accepted offer the bookings module pays at start-up, like the other demo bookings).
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { InstantBookRules } from '@venues/contracts';
import { quote, type TaxSetting } from '../lib/pricing';
import type { Db } from './client';
import { slotRange } from './space-calendar';
import { countrySettings, customOffers, enquiries, enquiryMessages, spaceBlocks, spaces, users, venues } from './schema';
import type { DemoBooking } from './seed-enquiries';
import { refreshVenueSummaries } from './venue-summary';

const HOUR = 3_600_000;
const weekdays = { open: '09:00', close: '21:00' };
/** Weekdays 09:00–21:00 and Saturday 10:00–18:00, a day's notice, up to 6 hours. */
export const DEMO_INSTANT_RULES: InstantBookRules = {
  min_notice_hours: 24,
  max_hours: 6,
  hours: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: { open: '10:00', close: '18:00' }, sun: null },
};

/** Turns instant book on for the two demo spaces and plans the demo instant booking (paid at start-up). */
export async function seedInstantBook(db: Db, tenantId: string, now = new Date()): Promise<DemoBooking[]> {
  const people = await db.select({ id: users.id, email: users.email, org: users.organizationId, first: users.firstName, last: users.lastName }).from(users).where(eq(users.tenantId, tenantId));
  const owner = people.find((p) => p.email === 'owner@demo.test');
  const customer = people.find((p) => p.email === 'user@demo.test');
  if (!owner?.org || !customer) return [];
  const hourly = and(eq(spaces.status, 'published'), isNotNull(spaces.pricePerHourMinor), eq(venues.status, 'published'), eq(venues.country, 'sg'), eq(venues.tenantId, tenantId));
  // The owner's venue with the most published spaces (the last in slug order: the demo conversations use the first ones).
  const [mine] = await db
    .select({ venue: venues, space: spaces })
    .from(spaces)
    .innerJoin(venues, eq(venues.id, spaces.venueId))
    .where(and(hourly, eq(venues.organizationId, owner.org)))
    .orderBy(sql`${venues.slug} desc`, asc(spaces.sortOrder))
    .limit(1);
  const [marina] = await db
    .select({ venue: venues, space: spaces })
    .from(spaces)
    .innerJoin(venues, eq(venues.id, spaces.venueId))
    .where(and(hourly, eq(venues.area, 'Marina Bay'), ne(venues.organizationId, owner.org)))
    .orderBy(asc(venues.slug), asc(spaces.sortOrder))
    .limit(1);
  const chosen = [mine, marina].filter((x): x is NonNullable<typeof x> => !!x);
  for (const c of chosen) await db.update(spaces).set({ instantBook: DEMO_INSTANT_RULES }).where(eq(spaces.id, c.space.id));
  if (chosen.length) await refreshVenueSummaries(db, tenantId, chosen.map((c) => c.venue.id));
  if (!mine) return [];

  // The demo instant booking: a Tuesday morning about five months ahead, clear of anything seeded.
  const zone = mine.venue.timeZone;
  let day = DateTime.fromJSDate(now, { zone }).startOf('day').plus({ days: 150 });
  while (day.weekday !== 2) day = day.plus({ days: 1 });
  const startAt = day.set({ hour: 10 }).toJSDate();
  const endAt = day.set({ hour: 13 }).toJSDate();
  const [clash] = await db.select({ id: spaceBlocks.id }).from(spaceBlocks).where(and(eq(spaceBlocks.spaceId, mine.space.id), sql`${spaceBlocks.during} && ${slotRange(startAt, endAt)}`));
  if (clash) return [];
  const [tax] = await db.select().from(countrySettings).where(and(eq(countrySettings.tenantId, tenantId), eq(countrySettings.cca2, 'sg')));
  const taxSetting: TaxSetting | null = tax && tax.taxRateBasisPoints > 0 ? { name: tax.taxName, rate_percent: tax.taxRateBasisPoints / 100, inclusive: tax.taxInclusive } : null;
  const hours = Math.max(3, mine.space.minHours);
  const q = quote([{ description: `${mine.space.name}: ${hours} hours`, quantity: hours, unit_amount_minor: mine.space.pricePerHourMinor! }], taxSetting, mine.venue.currency ?? 'SGD');
  const bookedAt = new Date(now.getTime() - 3 * HOUR);
  const guests = Math.max(1, Math.min(12, mine.space.capacityStanding || mine.space.capacitySeated));
  const [e] = await db
    .insert(enquiries)
    .values({
      tenantId,
      customerId: customer.id,
      venueId: mine.venue.id,
      organizationId: mine.venue.organizationId,
      spaceId: mine.space.id,
      eventType: mine.venue.eventTypes[0] ?? 'meetings',
      eventDate: day.toISODate()!,
      startTime: '10:00',
      endTime: '13:00',
      startAt,
      endAt,
      guests,
      status: 'offer_sent',
      lastMessageAt: bookedAt,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    .returning({ id: enquiries.id });
  const [o] = await db
    .insert(customOffers)
    .values({
      tenantId,
      enquiryId: e!.id,
      venueId: mine.venue.id,
      spaceId: mine.space.id,
      startAt,
      endAt,
      guests,
      lines: q.lines,
      taxes: q.taxes,
      currency: q.currency,
      subtotalMinor: q.subtotal_minor,
      totalMinor: q.total_minor,
      cancellationPolicy: mine.venue.cancellationPolicy,
      // Long enough for a test database, which is never paid, to keep it accepted.
      expiresAt: new Date(Math.min(startAt.getTime(), now.getTime() + 30 * 24 * HOUR)),
      note: 'Booked instantly at the listed price.',
      status: 'accepted',
      createdBy: customer.id,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    .returning({ id: customOffers.id, expiresAt: customOffers.expiresAt });
  await db.insert(spaceBlocks).values({
    tenantId,
    spaceId: mine.space.id,
    venueId: mine.venue.id,
    during: slotRange(startAt, endAt) as unknown as string,
    kind: 'hold',
    expiresAt: o!.expiresAt,
    offerId: o!.id,
    note: 'Held by a custom offer',
  });
  const when = `${day.toFormat('ccc d LLL yyyy')}, 10:00–13:00`;
  await db.insert(enquiryMessages).values([
    { tenantId, enquiryId: e!.id, side: 'system', senderId: null, body: `${customer.first} ${customer.last} booked ${mine.space.name} instantly for ${when}, ${guests} guests. It is confirmed once paid.`, createdAt: bookedAt },
    { tenantId, enquiryId: e!.id, side: 'venue', senderId: null, body: '', cardKind: 'offer', cardId: o!.id, createdAt: bookedAt },
  ]);
  return [{ offerId: o!.id, paidAt: new Date(bookedAt.getTime() + 60_000) }];
}
