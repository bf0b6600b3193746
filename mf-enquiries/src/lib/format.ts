import { EVENT_TYPES, type BookingRequestStatus, type BookingStatus, type EnquiryStatus, type ExtraChargeStatus, type OfferStatus, type RefundStatus } from '@venues/contracts';

export const STATUS_LABEL: Record<EnquiryStatus, string> = {
  open: 'Open',
  offer_sent: 'Offer sent',
  booked: 'Booked',
  closed: 'Closed',
  archived: 'Archived',
};
/** How a status tag looks (components/StatusTag): colours that keep 4.5:1 contrast in both themes. */
export type Tone = 'info' | 'warn' | 'ok' | 'bad' | 'neutral';

export const STATUS_TONE: Record<EnquiryStatus, Tone> = { open: 'info', offer_sent: 'warn', booked: 'ok', closed: 'neutral', archived: 'neutral' };

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

/** A date and time in the venue's time zone, e.g. "Fri 12 Mar 2027, 18:00". */
export function venueTime(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(at));
}

export const OFFER_STATUS: Record<OfferStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Waiting for the customer', tone: 'warn' },
  updated: { label: 'Replaced by a newer version', tone: 'neutral' },
  accepted: { label: 'Accepted: ready to pay', tone: 'ok' },
  declined: { label: 'Declined', tone: 'bad' },
  cancelled: { label: 'Withdrawn by the venue', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
  paid: { label: 'Paid', tone: 'ok' },
};

export const REQUEST_STATUS: Record<BookingRequestStatus, { label: string; tone: Tone }> = {
  requested: { label: 'Waiting for the venue', tone: 'warn' },
  accepted: { label: 'Accepted', tone: 'ok' },
  declined: { label: 'Declined', tone: 'bad' },
  expired: { label: 'Expired: no answer within 48 hours', tone: 'neutral' },
};

export const BOOKING_STATUS: Record<BookingStatus, { label: string; tone: Tone }> = {
  confirmed: { label: 'Confirmed', tone: 'ok' },
  completed: { label: 'Completed', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'bad' },
};

export const REFUND_STATUS: Record<RefundStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Being refunded', tone: 'warn' },
  succeeded: { label: 'Refunded', tone: 'ok' },
  failed: { label: 'Refund delayed: we are on it', tone: 'bad' },
};

export const EXTRA_CHARGE_STATUS: Record<ExtraChargeStatus, { label: string; tone: Tone }> = {
  requested: { label: 'To pay', tone: 'warn' },
  paid: { label: 'Paid', tone: 'ok' },
  declined: { label: 'Declined', tone: 'neutral' },
  cancelled: { label: 'Withdrawn', tone: 'neutral' },
};

/** The booking's pages, under its enquiry (docs/adr/0065-booking-pages.md). */
export const bookingPath = (country: string, b: { enquiry_id: string; offer_id: string; _id: string }) => `/${country}/enquiries/${b.enquiry_id}/cancellation/${b.offer_id}/booking/${b._id}/details`;
export const cancelPath = (country: string, b: { enquiry_id: string; offer_id: string; _id: string }) => `/${country}/enquiries/${b.enquiry_id}/cancellation/${b.offer_id}/booking/${b._id}`;
