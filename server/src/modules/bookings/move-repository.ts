import { and, desc, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { bookingMoves, enquiries, spaceBlocks, type BookingMoveRow } from '../../db/schema';
import { lockSpaceCalendar, slotRange } from '../../db/space-calendar';

type Insert = typeof bookingMoves.$inferInsert;

/** Booking moves (docs/adr/0113-moving-a-booking.md): the proposals, and moving a booking's block in the calendar. */
export class MoveRepository extends Repository {
  async move(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<BookingMoveRow | undefined> {
    const q = this.db.select().from(bookingMoves).where(and(eq(bookingMoves.tenantId, tenantId), eq(bookingMoves.id, id)));
    const [r] = opts.forUpdate ? await q.for('update') : await q;
    return r;
  }

  /** A booking's proposals, the open one first, then newest first. */
  movesOf(bookingId: string): Promise<BookingMoveRow[]> {
    return this.db
      .select()
      .from(bookingMoves)
      .where(eq(bookingMoves.bookingId, bookingId))
      .orderBy(sql`${bookingMoves.status} = 'proposed' desc`, desc(bookingMoves.createdAt));
  }

  async openMove(bookingId: string): Promise<BookingMoveRow | undefined> {
    const [r] = await this.db.select().from(bookingMoves).where(and(eq(bookingMoves.bookingId, bookingId), eq(bookingMoves.status, 'proposed')));
    return r;
  }

  async insertMove(values: Insert): Promise<BookingMoveRow> {
    const [r] = await this.db.insert(bookingMoves).values(values).returning();
    return r!;
  }

  async setMove(id: string, patch: Partial<Insert>): Promise<BookingMoveRow> {
    const [r] = await this.db.update(bookingMoves).set({ ...patch, updatedAt: new Date() }).where(eq(bookingMoves.id, id)).returning();
    return r!;
  }

  /**
   * Moves a booking's block to [start, end) under the space's calendar lock. The block is updated in
   * place, so it never overlaps itself (a move an hour later) and the old time is free the moment the
   * transaction commits; the exclusion constraint refuses an overlap with anything else (23P01).
   * False when the booking has no block (nothing to move).
   */
  async moveBlock(spaceId: string, bookingId: string, start: Date, end: Date): Promise<boolean> {
    await lockSpaceCalendar(this.db, spaceId);
    const r = await this.db
      .update(spaceBlocks)
      .set({ during: slotRange(start, end) as unknown as string })
      .where(and(eq(spaceBlocks.bookingId, bookingId), eq(spaceBlocks.kind, 'booking')))
      .returning({ id: spaceBlocks.id });
    return r.length > 0;
  }

  /** The conversation's event follows the booking (its panel shows the date and times). */
  async moveEnquiryEvent(enquiryId: string, e: { eventDate: string; startTime: string; endTime: string; startAt: Date; endAt: Date }): Promise<void> {
    await this.db.update(enquiries).set({ ...e, updatedAt: new Date() }).where(eq(enquiries.id, enquiryId));
  }
}
