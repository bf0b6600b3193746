import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { spaceBlocks } from './schema';

/**
 * Takes the transaction's lock on one space's calendar before a hold, booking or block is written
 * into space_blocks (released when the transaction ends, so call it inside one).
 *
 * Why: space_blocks' exclusion constraint refuses an overlap, but transactions inserting overlapping
 * rows at the same moment can each wait for the other while the constraint is checked; PostgreSQL
 * then aborts one with "deadlock detected" (40P01) a second later instead of the overlap (23P01) that
 * answers 409 SLOT_TAKEN: 50 offers for one slot gave one 201 and 49 errors. With one writer per
 * space at a time, the next writer waits and then meets the first one's committed row.
 */
/** A slot of a space's calendar, [start, end) as space_blocks.during holds it. */
export function slotRange(start: Date, end: Date): SQL {
  return sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
}

export async function lockSpaceCalendar(db: Db, spaceId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`space_blocks:${spaceId}`}, 0))`);
}

type SpaceBlockInsert = Omit<typeof spaceBlocks.$inferInsert, 'during'> & { spaceId: string; start: Date; end: Date };

/**
 * Writes one row of a space's calendar (a hold, a booking or a block) under the space's lock; the
 * exclusion constraint refuses an overlap (23P01, see isSlotTaken). Answers the row's id.
 */
export function insertSpaceBlock(db: Db, { start, end, ...row }: SpaceBlockInsert): Promise<string> {
  return db.transaction(async (tx) => {
    await lockSpaceCalendar(tx, row.spaceId);
    const [r] = await tx
      .insert(spaceBlocks)
      .values({ ...row, during: slotRange(start, end) as unknown as string })
      .returning({ id: spaceBlocks.id });
    return r!.id;
  });
}
