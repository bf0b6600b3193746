import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AvailabilityBlockKind, BookingStatus, OfferStatus } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { spaceBlocks, spaceCalendarFeeds, spaces, tenants, venues, type SpaceCalendarFeedRow, type SpaceRow, type VenueRow } from '../../db/schema';
import { rows } from '../../db/sql';
import { insertSpaceBlock, slotRange } from '../../db/space-calendar';

/** A space_blocks row with the booking or offer behind it and its customer; times in epoch milliseconds (the same on both drivers). */
export interface BlockRow {
  id: string;
  space_id: string;
  kind: AvailabilityBlockKind;
  start_ms: number;
  end_ms: number;
  note: string;
  created_ms: number;
  booking_id: string | null;
  booking_reference: string | null;
  booking_enquiry_id: string | null;
  booking_offer_id: string | null;
  booking_status: BookingStatus | null;
  booking_guests: number | null;
  offer_id: string | null;
  offer_enquiry_id: string | null;
  offer_status: OfferStatus | null;
  offer_expires_ms: number | null;
  customer_first: string | null;
  customer_last: string | null;
}

const ms = (col: ReturnType<typeof sql>) => sql`(extract(epoch from ${col}) * 1000)::float8`;

/** The blocks of a space with what stands behind each (bookings and offers through their customer). */
const BLOCKS = sql`
  select b.id, b.space_id, b.kind, b.note,
         ${ms(sql`lower(b.during)`)} as start_ms, ${ms(sql`upper(b.during)`)} as end_ms, ${ms(sql`b.created_at`)} as created_ms,
         bk.id as booking_id, bk.reference as booking_reference, bk.enquiry_id as booking_enquiry_id, bk.offer_id as booking_offer_id,
         bk.status as booking_status, bk.guests as booking_guests,
         o.id as offer_id, o.enquiry_id as offer_enquiry_id, o.status as offer_status, ${ms(sql`o.expires_at`)} as offer_expires_ms,
         coalesce(bu.first_name, ou.first_name) as customer_first, coalesce(bu.last_name, ou.last_name) as customer_last
  from space_blocks b
  left join bookings bk on bk.id = b.booking_id
  left join users bu on bu.id = bk.customer_id
  left join custom_offers o on o.id = b.offer_id
  left join enquiries oe on oe.id = o.enquiry_id
  left join users ou on ou.id = oe.customer_id`;

/** Spaces' calendars: space_blocks (the discovery module's table, kept from overlapping by its EXCLUDE constraint) and the iCal feeds. */
export class AvailabilityRepository extends Repository {
  /** A space of the tenant with its venue. */
  async spaceWithVenue(tenantId: string, spaceId: string): Promise<{ space: SpaceRow; venue: VenueRow } | null> {
    const [r] = await this.db
      .select({ space: spaces, venue: venues })
      .from(spaces)
      .innerJoin(venues, eq(venues.id, spaces.venueId))
      .where(and(eq(spaces.tenantId, tenantId), eq(spaces.id, spaceId)));
    return r ?? null;
  }

  /** A venue of the tenant. */
  async venue(tenantId: string, venueId: string): Promise<VenueRow | null> {
    const [r] = await this.db.select().from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.id, venueId)));
    return r ?? null;
  }

  /** Those of the ids that are spaces of the venue, by name. */
  async spacesOfVenue(venueId: string, ids: readonly string[]): Promise<SpaceRow[]> {
    return this.db.select().from(spaces).where(and(eq(spaces.venueId, venueId), inArray(spaces.id, [...ids]))).orderBy(asc(spaces.name), asc(spaces.id));
  }

  /** The space's blocks that overlap [start, end), earliest first. */
  async blocksIn(spaceId: string, start: Date, end: Date): Promise<BlockRow[]> {
    return rows<BlockRow>(this.db, sql`${BLOCKS} where b.space_id = ${spaceId} and b.during && ${slotRange(start, end)} order by lower(b.during), b.id`);
  }

  async block(tenantId: string, id: string): Promise<BlockRow | null> {
    const [r] = await rows<BlockRow>(this.db, sql`${BLOCKS} where b.tenant_id = ${tenantId} and b.id = ${id}`);
    return r ?? null;
  }

  /** Adds a `blocked` block; the exclusion constraint refuses an overlap (23P01, isSlotTaken). */
  async insertBlock(v: { tenantId: string; spaceId: string; venueId: string; start: Date; end: Date; note: string }): Promise<string> {
    return insertSpaceBlock(this.db, { ...v, kind: 'blocked' });
  }

  /** Removes a block if it is still of kind `blocked`; false when it was not. */
  async deleteBlocked(id: string): Promise<boolean> {
    const r = await this.db.delete(spaceBlocks).where(and(eq(spaceBlocks.id, id), eq(spaceBlocks.kind, 'blocked'))).returning({ id: spaceBlocks.id });
    return r.length > 0;
  }

  async productName(tenantId: string): Promise<string | null> {
    const [r] = await this.db.select({ name: tenants.productName }).from(tenants).where(eq(tenants.id, tenantId));
    return r?.name ?? null;
  }

  // ---- iCal feeds

  async feed(spaceId: string): Promise<SpaceCalendarFeedRow | null> {
    const [r] = await this.db.select().from(spaceCalendarFeeds).where(eq(spaceCalendarFeeds.spaceId, spaceId));
    return r ?? null;
  }

  async feedByHash(tokenHash: string): Promise<SpaceCalendarFeedRow | null> {
    const [r] = await this.db.select().from(spaceCalendarFeeds).where(eq(spaceCalendarFeeds.tokenHash, tokenHash));
    return r ?? null;
  }

  /** Creates the space's feed or replaces its secret (the old URL stops working at once). */
  async saveFeed(v: { tenantId: string; spaceId: string; tokenHash: string; createdBy: string }): Promise<SpaceCalendarFeedRow> {
    const [r] = await this.db
      .insert(spaceCalendarFeeds)
      .values(v)
      .onConflictDoUpdate({ target: spaceCalendarFeeds.spaceId, set: { tokenHash: v.tokenHash, createdBy: v.createdBy, createdAt: new Date() } })
      .returning();
    return r!;
  }

  async deleteFeed(spaceId: string): Promise<void> {
    await this.db.delete(spaceCalendarFeeds).where(eq(spaceCalendarFeeds.spaceId, spaceId));
  }
}
