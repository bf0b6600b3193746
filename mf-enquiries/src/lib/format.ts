import { EVENT_TYPES, type EnquiryStatus } from '@venues/contracts';

export const STATUS_LABEL: Record<EnquiryStatus, string> = {
  open: 'Open',
  offer_sent: 'Offer sent',
  booked: 'Booked',
  closed: 'Closed',
  archived: 'Archived',
};
export const STATUS_COLOR: Record<EnquiryStatus, string> = { open: 'blue', offer_sent: 'gold', booked: 'green', closed: 'default', archived: 'default' };

export const eventTypeLabel = (value: string) => EVENT_TYPES.find((t) => t.value === value)?.label ?? value;

/** "Sat 14 Mar 2027, 18:00–22:00" in the venue's time zone (where the event happens). */
export function eventWhen(startAt: string, endAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(startAt));
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day}, ${time.format(new Date(startAt))}–${time.format(new Date(endAt))}`;
}

/** A message's time: the time today, else the date (in the reader's own zone). */
export function messageTime(at: string, now = new Date()): string {
  const d = new Date(at);
  const sameDay = d.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat('en-GB', sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(d);
}
