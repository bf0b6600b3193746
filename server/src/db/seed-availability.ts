// The demo owner's calendar (docs/availability.md): a few blocks of the venue's own in
// the coming weeks, on its published spaces, around the demo bookings and holds seeded before.
import { and, asc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from './client';
import { spaceBlocks, spaces, users, venues } from './schema';
import { rows } from './sql';
import { slotRange } from './space-calendar';

type BlockSeed = {
  note: string;
  /** Days from today (the venue's local day) of the first try; later days are tried when taken. */
  inDays: number;
  /** Local start and end, HH:mm; `days` whole days when absent. */
  hours?: [string, string];
  days?: number;
};

/** Per venue of the organisation (by name), on its first published space. */
const PLAN: BlockSeed[][] = [
  [
    { note: 'Maintenance: floor polishing and AV check', inDays: 9, days: 1 },
    { note: 'Private event: our own staff party', inDays: 16, hours: ['18:00', '23:00'] },
  ],
  [{ note: 'Refurbishment: new carpets', inDays: 23, days: 3 }],
  [{ note: 'Private event: owner’s dinner', inDays: 12, hours: ['19:00', '23:00'] }],
];

/** How many later days each block may move to when its day is taken. */
const TRIES = 21;

/** Seeds the blocks (called by seed() in its transaction, after the sales history whose bookings it avoids). */
export async function seedAvailability(db: Db, tenantId: string, now = new Date()): Promise<void> {
  const [owner] = await db.select({ org: users.organizationId }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, 'owner@demo.test')));
  if (!owner?.org) return;
  const list = await db
    .select({ spaceId: spaces.id, venueId: venues.id, zone: venues.timeZone })
    .from(spaces)
    .innerJoin(venues, eq(venues.id, spaces.venueId))
    .where(and(eq(venues.organizationId, owner.org), eq(venues.status, 'published'), eq(spaces.status, 'published')))
    .orderBy(asc(venues.name), asc(spaces.sortOrder), asc(spaces.name))
    .then((all) => all.filter((s, i) => all.findIndex((x) => x.venueId === s.venueId) === i));

  for (const [i, plan] of PLAN.entries()) {
    const s = list[i];
    if (!s) break;
    for (const b of plan) {
      const today = DateTime.fromJSDate(now, { zone: s.zone }).startOf('day');
      for (let shift = 0; shift < TRIES; shift++) {
        const day = today.plus({ days: b.inDays + shift });
        const at = (hhmm: string) => DateTime.fromISO(`${day.toISODate()}T${hhmm}`, { zone: s.zone });
        const [start, end] = b.hours ? [at(b.hours[0]), at(b.hours[1])] : [day, day.plus({ days: b.days ?? 1 })];
        const during = slotRange(start.toJSDate(), end.toJSDate());
        // EXCLUDE constraints take no "on conflict do nothing": look first (the seed runs alone).
        const [taken] = await rows<{ n: number }>(db, sql`select count(*)::int as n from space_blocks where space_id = ${s.spaceId} and during && ${during}`);
        if (taken!.n > 0) continue;
        await db.insert(spaceBlocks).values({ tenantId, spaceId: s.spaceId, venueId: s.venueId, during: during as unknown as string, kind: 'blocked', note: b.note, createdAt: now });
        break;
      }
    }
  }
}
