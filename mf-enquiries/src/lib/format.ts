import { EVENT_TYPES, type EnquiryStatus, type OfferStatus, type BookingRequestStatus } from '@venues/contracts';
import { currencyInfo, formatMoney, localeForCountry } from '@venues/geo';

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

/** Digits after the decimal point of a currency (2 for SGD, 0 for IDR and JPY), from Intl. */
export const decimalsOf = (currency: string) => currencyInfo(currency)?.decimal_digits ?? 2;

/** An amount in minor units (as the server sends it) in the storefront's way of writing money. */
export function money(minor: number, currency: string, country: string): string {
  return formatMoney(minor / 10 ** decimalsOf(currency), currency, localeForCountry(country));
}

/** A price typed in major units (120.5) to minor units (12050) for the API. */
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** decimalsOf(currency));

/** A date and time in the venue's time zone, e.g. "Fri 12 Mar 2027, 18:00". */
export function venueTime(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(at));
}

export const OFFER_STATUS: Record<OfferStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for the customer', color: 'gold' },
  updated: { label: 'Replaced by a newer version', color: 'default' },
  accepted: { label: 'Accepted: ready to pay', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  cancelled: { label: 'Withdrawn by the venue', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
  paid: { label: 'Paid', color: 'green' },
};

export const REQUEST_STATUS: Record<BookingRequestStatus, { label: string; color: string }> = {
  requested: { label: 'Waiting for the venue', color: 'gold' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  expired: { label: 'Expired: no answer within 48 hours', color: 'default' },
};
