import ical, { ICalEventStatus } from 'ical-generator';
import type { Booking } from '@venues/contracts';

/**
 * Bookings as an iCalendar file (ical-generator): the booking-confirmed mail's attachment and the
 * bookings list's export. Each event keeps the booking's id as its UID, so importing again updates
 * it, and a cancelled booking is sent as CANCELLED so calendars remove it.
 */
export function bookingCalendar(product: string, list: readonly Booking[], publicUrl: string, as: 'customer' | 'venue'): string {
  const cal = ical({ name: `${product} bookings`, prodId: { company: product, product: 'bookings', language: 'EN' } });
  for (const b of list) {
    const who = as === 'venue' ? `${b.customer.first_name} ${b.customer.last_name}`.trim() : b.venue.name;
    cal.createEvent({
      id: `${b._id}@${new URL(publicUrl).hostname}`,
      start: new Date(b.start_at),
      end: new Date(b.end_at),
      summary: `${b.space.name}, ${who} (${b.reference})`,
      location: [b.venue.name, b.venue.address].filter(Boolean).join(', '),
      description: `Booking ${b.reference} for ${b.guests} guests.`,
      url: `${publicUrl}/${b.venue.country}/enquiries/${b.enquiry_id}/cancellation/${b.offer_id}/booking/${b._id}/details`,
      status: b.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}
