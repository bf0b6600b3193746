import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import {
  CALENDAR_FEED_WINDOW,
  DEFAULT_OPENING_HOURS,
  openHoursOn,
  WEEKDAYS,
  type AvailabilityBlock,
  type availabilityQuery,
  type blockBody,
  type venueBlocksBody,
  type CalendarFeed,
  type SpaceAvailability,
} from '@venues/contracts';
import type { SpaceCalendarFeedRow, SpaceRow, VenueRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import { isSlotTaken } from '../offers/repository';
import type { AvailabilityRepository, BlockRow } from './repository';
import { spaceCalendarFeed } from './calendar-feed';

type AvailabilityQuery = z.output<typeof availabilityQuery>;
type BlockCreate = z.output<typeof blockBody>;
type VenueBlocksCreate = z.output<typeof venueBlocksBody>;

const iso = (ms: number) => new Date(ms).toISOString();
const customerName = (r: BlockRow) => `${r.customer_first ?? ''} ${r.customer_last ?? ''}`.trim() || 'a customer';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function toBlock(r: BlockRow): AvailabilityBlock {
  return {
    _id: r.id,
    space_id: r.space_id,
    kind: r.kind,
    start_at: iso(r.start_ms),
    end_at: iso(r.end_ms),
    note: r.note,
    booking:
      r.kind === 'booking' && r.booking_id
        ? {
            _id: r.booking_id,
            reference: r.booking_reference!,
            enquiry_id: r.booking_enquiry_id!,
            offer_id: r.booking_offer_id!,
            status: r.booking_status!,
            customer_name: customerName(r),
            guests: r.booking_guests!,
          }
        : null,
    offer:
      r.kind === 'hold' && r.offer_id
        ? { _id: r.offer_id, enquiry_id: r.offer_enquiry_id!, status: r.offer_status!, expires_at: iso(r.offer_expires_ms!), customer_name: customerName(r) }
        : null,
    created_at: iso(r.created_ms),
  };
}

/** "Sat 2 May 2026, 18:00–23:00" in the venue's zone (the end's date too when it is another day). */
function when(b: AvailabilityBlock, zone: string): string {
  const s = DateTime.fromISO(b.start_at, { zone });
  const e = DateTime.fromISO(b.end_at, { zone });
  const sameDay = s.hasSame(e, 'day') || (e.hour === 0 && e.minute === 0 && s.plus({ days: 1 }).hasSame(e, 'day'));
  return sameDay ? `${s.toFormat('ccc d LLL yyyy')}, ${s.toFormat('HH:mm')}–${e.toFormat('HH:mm')}` : `${s.toFormat('ccc d LLL yyyy HH:mm')} to ${e.toFormat('ccc d LLL yyyy HH:mm')}`;
}

/** The 409 of a block refused by what already takes the time: a booking first, then a hold, then another block. */
function overlapError(conflicts: AvailabilityBlock[], zone: string, space?: { id: string; name: string }): AppError {
  const e = overlapErrorOf(conflicts, zone);
  // Several spaces at once: say which one, and name it in the details.
  return space ? new AppError(e.code, `${space.name}: ${e.message}`, { ...(e.details as object), space_id: space.id, space_name: space.name }) : e;
}

function overlapErrorOf(conflicts: AvailabilityBlock[], zone: string): AppError {
  const booking = conflicts.find((c) => c.kind === 'booking');
  if (booking) {
    const k = booking.booking;
    const what = k ? `booking ${k.reference} for ${k.customer_name}` : 'a booking';
    return new AppError('BLOCK_OVERLAPS_BOOKING', `This time overlaps ${what} (${when(booking, zone)}). Cancel or move that booking first.`, { block: booking });
  }
  const hold = conflicts.find((c) => c.kind === 'hold');
  if (hold?.offer) {
    const expires = DateTime.fromISO(hold.offer.expires_at, { zone }).toFormat('ccc d LLL yyyy HH:mm');
    return new AppError(
      'BLOCK_OVERLAPS_HOLD',
      `This time is held by a custom offer to ${hold.offer.customer_name} (${when(hold, zone)}) until ${expires}. Withdraw the offer, or wait until it expires.`,
      { block: hold },
    );
  }
  const other = conflicts[0];
  return new AppError(
    'BLOCK_OVERLAPS_BLOCK',
    other ? `This time overlaps another block (${when(other, zone)}${other.note ? `: ${other.note}` : ''}). Change or remove that block first.` : 'This time overlaps another block. Reload the calendar and try again.',
    other ? { block: other } : {},
  );
}

/**
 * A space's calendar (docs/availability.md): its blocks, bookings and holds, the team's blocks,
 * and the space's secret iCal feed. The routes check `availability.manage`; here the space must be
 * the caller's organisation's (else 404). Overlaps are refused by space_blocks' EXCLUDE
 * constraint; the service only reads what was in the way to name it.
 */
export class AvailabilityService {
  constructor(
    private readonly repo: AvailabilityRepository,
    private readonly publicUrl: string,
  ) {}

  /** The space and its venue when they are the caller's organisation's; 404 otherwise (never says whose it is). */
  private async ownSpace(user: AuthUser, spaceId: string, what = 'Space'): Promise<{ space: SpaceRow; venue: VenueRow }> {
    const r = await this.repo.spaceWithVenue(user.tenantId, spaceId);
    if (!r || !user.row.organizationId || r.venue.organizationId !== user.row.organizationId) throw notFound(what);
    return r;
  }

  async availability(user: AuthUser, spaceId: string, q: AvailabilityQuery): Promise<SpaceAvailability> {
    const { space, venue } = await this.ownSpace(user, spaceId);
    const zone = venue.timeZone;
    const first = DateTime.fromISO(q.from, { zone }).startOf('day');
    const last = DateTime.fromISO(q.to, { zone }).startOf('day');
    const blocks = await this.repo.blocksIn(space.id, first.toJSDate(), last.plus({ days: 1 }).startOf('day').toJSDate());
    const days: SpaceAvailability['days'] = [];
    for (let d = first; d <= last; d = d.plus({ days: 1 })) days.push({ date: d.toISODate()!, hours: openHoursOn(venue.openingHours, WEEKDAYS[d.weekday - 1]!) });
    return {
      space: { _id: space.id, name: space.name, status: space.status },
      venue: { _id: venue.id, name: venue.name, country: venue.country, status: venue.status },
      time_zone: zone,
      from: q.from,
      to: q.to,
      opening_hours: venue.openingHours ?? DEFAULT_OPENING_HOURS,
      days,
      blocks: blocks.map(toBlock),
    };
  }

  /** Blocks the time; what is in the way (a booking, a hold, another block) answers 409 naming it. */
  async block(user: AuthUser, spaceId: string, body: BlockCreate): Promise<AvailabilityBlock> {
    const { space, venue } = await this.ownSpace(user, spaceId);
    const start = new Date(body.start_at);
    const end = new Date(body.end_at);
    let id: string;
    try {
      id = await this.repo.insertBlock({ tenantId: user.tenantId, spaceId: space.id, venueId: venue.id, start, end, note: body.note });
    } catch (e) {
      if (!isSlotTaken(e)) throw e;
      // The single insert failed as a whole; read what stood in the way to name it.
      throw overlapError((await this.repo.blocksIn(space.id, start, end)).map(toBlock), venue.timeZone);
    }
    return toBlock((await this.repo.block(user.tenantId, id))!);
  }

  /**
   * Blocks the same time in several spaces of one venue: one block per space in one transaction,
   * so all are written or none. The venue must be the caller's organisation's and every space one
   * of its spaces (404 otherwise, as for one space); the first space something is in the way of
   * answers the 409, named.
   */
  async blockSpaces(user: AuthUser, venueId: string, body: VenueBlocksCreate): Promise<AvailabilityBlock[]> {
    const venue = await this.repo.venue(user.tenantId, venueId);
    if (!venue || !user.row.organizationId || venue.organizationId !== user.row.organizationId) throw notFound('Venue');
    const found = await this.repo.spacesOfVenue(venue.id, body.space_ids);
    if (found.length !== body.space_ids.length) throw notFound('Space');
    const start = new Date(body.start_at);
    const end = new Date(body.end_at);
    let failed: SpaceRow | null = null;
    let ids: string[];
    try {
      ids = await this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const out: string[] = [];
        for (const space of found) {
          failed = space;
          out.push(await repo.insertBlock({ tenantId: user.tenantId, spaceId: space.id, venueId: venue.id, start, end, note: body.note }));
        }
        failed = null;
        return out;
      });
    } catch (e) {
      const space = failed as SpaceRow | null;
      if (!space || !isSlotTaken(e)) throw e;
      // The transaction was rolled back whole; read what stood in that space's way to name it.
      throw overlapError((await this.repo.blocksIn(space.id, start, end)).map(toBlock), venue.timeZone, space);
    }
    const rows = await Promise.all(ids.map((id) => this.repo.block(user.tenantId, id)));
    return rows.map((r) => toBlock(r!));
  }

  /** Unblocks: only the venue's own blocks; a booking or hold is freed by cancelling it. */
  async unblock(user: AuthUser, blockId: string): Promise<void> {
    const row = await this.repo.block(user.tenantId, blockId);
    if (!row) throw notFound('Block');
    await this.ownSpace(user, row.space_id, 'Block');
    if (row.kind !== 'blocked') {
      const b = toBlock(row);
      const message =
        b.kind === 'booking'
          ? `This is ${b.booking ? `booking ${b.booking.reference} for ${b.booking.customer_name}` : 'a booking'}: cancel the booking to free the time.`
          : `This time is held by a custom offer to ${b.offer?.customer_name ?? 'a customer'}: withdraw the offer to free the time.`;
      throw new AppError('BLOCK_NOT_REMOVABLE', message, { block: b });
    }
    // Gone meanwhile (removed twice at once): the same answer as a block that never was.
    if (!(await this.repo.deleteBlocked(row.id))) throw notFound('Block');
  }

  // ---- the iCal feed

  private feedAnswer(f: SpaceCalendarFeedRow | null, token: string | null = null): CalendarFeed {
    return { active: !!f, created_at: f ? f.createdAt.toISOString() : null, url: f && token ? `${this.publicUrl}/api/v1/calendar/${token}.ics` : null };
  }

  async feed(user: AuthUser, spaceId: string): Promise<CalendarFeed> {
    const { space } = await this.ownSpace(user, spaceId);
    return this.feedAnswer(await this.repo.feed(space.id));
  }

  /** A new secret (the feed is created on the first call); the answer is the only place its URL appears. */
  async rotateFeed(user: AuthUser, spaceId: string): Promise<CalendarFeed> {
    const { space } = await this.ownSpace(user, spaceId);
    const token = randomBytes(32).toString('base64url');
    const row = await this.repo.saveFeed({ tenantId: user.tenantId, spaceId: space.id, tokenHash: sha256(token), createdBy: user.id });
    return this.feedAnswer(row, token);
  }

  async removeFeed(user: AuthUser, spaceId: string): Promise<CalendarFeed> {
    const { space } = await this.ownSpace(user, spaceId);
    await this.repo.deleteFeed(space.id);
    return this.feedAnswer(null);
  }

  /** The public feed behind a secret URL (no sign-in: calendar apps cannot); an unknown token is 404. */
  async ics(token: string, now = new Date()): Promise<{ filename: string; body: string }> {
    const feed = await this.repo.feedByHash(sha256(token));
    const found = feed && (await this.repo.spaceWithVenue(feed.tenantId, feed.spaceId));
    if (!feed || !found) throw notFound('Calendar');
    const { space, venue } = found;
    const from = DateTime.fromJSDate(now).minus({ days: CALENDAR_FEED_WINDOW.daysBack }).toJSDate();
    const to = DateTime.fromJSDate(now).plus({ days: CALENDAR_FEED_WINDOW.daysAhead }).toJSDate();
    const [blocks, product] = await Promise.all([this.repo.blocksIn(space.id, from, to), this.repo.productName(feed.tenantId)]);
    const body = spaceCalendarFeed(
      { product: product ?? 'Venuely', publicUrl: this.publicUrl, venue: { name: venue.name, address: venue.address, country: venue.country }, space: { name: space.name } },
      blocks.map(toBlock),
    );
    return { filename: `${space.name.replace(/[^\w -]+/g, '').trim() || 'space'}.ics`, body };
  }
}
