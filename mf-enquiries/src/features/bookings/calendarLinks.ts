import type { Booking } from '@venues/contracts';
import { bookingPath } from '../../lib/format';

/**
 * "Add to calendar" for one booking (docs/adr/0107-chat-on-phones-live-cards-calendar.md): links
 * that open Google Calendar's and Outlook's new-event pages filled in. The times are the booking's
 * instants in UTC, so every calendar shows them in its own time zone; the title and location are the
 * ones of the .ics file (server bookings/calendar.ts): the space, the other side and the reference.
 */
export interface CalendarEvent {
  title: string;
  location: string;
  details: string;
  start: string;
  end: string;
}

/** The event of a booking as its customer or its venue team sees it; `origin` is the site's (https://…). */
export function bookingEvent(b: Booking, origin: string, country: string): CalendarEvent {
  const who = b.my_side === 'venue' ? `${b.customer.first_name} ${b.customer.last_name}`.trim() : b.venue.name;
  const url = `${origin}${bookingPath(country, b)}`;
  return {
    title: `${b.space.name}, ${who} (${b.reference})`,
    location: [b.venue.name, b.venue.address].filter(Boolean).join(', '),
    details: `Booking ${b.reference} for ${b.guests} guests.\n${url}`,
    start: b.start_at,
    end: b.end_at,
  };
}

/** 2026-03-04T09:00:00.000Z → 20260304T090000Z (Google's `dates`). */
const basicUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** 2026-03-04T09:00:00Z (Outlook's `startdt`, seconds without milliseconds). */
const extendedUtc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}/, '');

export function googleCalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({ action: 'TEMPLATE', text: e.title, dates: `${basicUtc(e.start)}/${basicUtc(e.end)}`, details: e.details, location: e.location });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

/** Outlook on the web (personal accounts; work accounts are sent on to their own Outlook by Microsoft). */
export function outlookCalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rm: 'addevent',
    subject: e.title,
    startdt: extendedUtc(e.start),
    enddt: extendedUtc(e.end),
    body: e.details,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q.toString()}`;
}
