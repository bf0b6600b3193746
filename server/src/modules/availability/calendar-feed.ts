import ical, { ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import type { AvailabilityBlock } from '@venues/contracts';

/** What the feed names: the space, its venue, and where the site is. */
export interface FeedContext {
  product: string;
  publicUrl: string;
  venue: { name: string; address: string; country: string };
  space: { name: string };
}

/**
 * A space's calendar as an iCalendar feed (ical-generator, as the bookings' .ics): bookings as
 * confirmed events, offers' holds as tentative ones, the venue's blocks as busy time. UIDs follow
 * the booking, offer or block, so a calendar app updates an event rather than adding it again,
 * and a cancelled booking or expired hold simply leaves the feed.
 */
export function spaceCalendarFeed(ctx: FeedContext, blocks: readonly AvailabilityBlock[]): string {
  const host = new URL(ctx.publicUrl).hostname;
  const cal = ical({
    name: `${ctx.venue.name}, ${ctx.space.name} (${ctx.product})`,
    prodId: { company: ctx.product, product: 'availability', language: 'EN' },
    ttl: 60 * 15,
  });
  const location = [ctx.venue.name, ctx.venue.address].filter(Boolean).join(', ');
  for (const b of blocks) {
    const base = { start: new Date(b.start_at), end: new Date(b.end_at), location, busystatus: ICalEventBusyStatus.BUSY };
    if (b.booking) {
      const k = b.booking;
      cal.createEvent({
        ...base,
        id: `${k._id}@${host}`,
        summary: `${ctx.space.name}: ${k.customer_name} (${k.reference})`,
        description: `Booking ${k.reference} for ${k.guests} guests.`,
        url: `${ctx.publicUrl}/${ctx.venue.country}/enquiries/${k.enquiry_id}/cancellation/${k.offer_id}/booking/${k._id}/details`,
        status: ICalEventStatus.CONFIRMED,
      });
    } else if (b.offer) {
      const o = b.offer;
      cal.createEvent({
        ...base,
        id: `hold-${o._id}@${host}`,
        summary: `${ctx.space.name}: held for ${o.customer_name}`,
        description: `Held by a custom offer to ${o.customer_name} until ${o.expires_at} (UTC) unless it is paid before.`,
        url: `${ctx.publicUrl}/${ctx.venue.country}/enquiries/${o.enquiry_id}`,
        status: ICalEventStatus.TENTATIVE,
        busystatus: ICalEventBusyStatus.TENTATIVE,
      });
    } else {
      cal.createEvent({
        ...base,
        id: `block-${b._id}@${host}`,
        summary: `${ctx.space.name}: blocked${b.note ? ` (${b.note})` : ''}`,
        description: b.note || 'Blocked by the venue.',
        status: ICalEventStatus.CONFIRMED,
      });
    }
  }
  return cal.toString();
}
