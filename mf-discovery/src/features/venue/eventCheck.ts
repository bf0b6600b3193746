import type { VenueEstimate } from '@venues/contracts';

/** What the visitor asks about: the fields of the check, as kept in the venue page's URL. */
export interface EventAsk {
  date: string;
  start: string;
  hours: number;
  guests: number | undefined;
}

export const DEFAULT_START = '18:00';
export const DEFAULT_HOURS = 3;
/** Durations offered, in hours (the API takes 1 to 24). */
export const HOUR_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 24] as const;

/** Start times every half hour, 06:00 to 23:30. */
export const START_CHOICES: readonly string[] = Array.from({ length: 36 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The ask carried by a URL (the search's `date` and `guests`, the page's own `start` and `hours`); null without a date. */
export function askFromParams(params: URLSearchParams): EventAsk | null {
  const date = params.get('date') ?? '';
  if (!DATE.test(date)) return null;
  const start = params.get('start') ?? '';
  const hours = Number(params.get('hours'));
  const guests = Number(params.get('guests'));
  return {
    date,
    start: TIME.test(start) ? start : DEFAULT_START,
    hours: Number.isInteger(hours) && hours >= 1 && hours <= 24 ? hours : DEFAULT_HOURS,
    guests: Number.isInteger(guests) && guests >= 1 ? guests : undefined,
  };
}

/** The URL's query with the ask written into it (other parameters kept). */
export function paramsWithAsk(params: URLSearchParams, ask: EventAsk): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('date', ask.date);
  next.set('start', ask.start);
  next.set('hours', String(ask.hours));
  if (ask.guests) next.set('guests', String(ask.guests));
  else next.delete('guests');
  return next;
}

/** The enquiry form for one space at the asked time: mf-enquiries' `enquiries/new` reads these. */
export function enquiryHref(country: string, venueSlug: string, estimate: Pick<VenueEstimate, 'date' | 'start' | 'end' | 'guests'>, spaceId?: string): string {
  const q = new URLSearchParams({ venue: venueSlug });
  if (spaceId) q.set('space', spaceId);
  q.set('date', estimate.date);
  q.set('start', estimate.start);
  // The form's end time is on the event's day: an event past midnight ends at 23:59 there.
  q.set('end', estimate.end === '24:00' || estimate.end <= estimate.start ? '23:59' : estimate.end);
  if (estimate.guests) q.set('guests', String(estimate.guests));
  return `/${country}/enquiries/new?${q.toString()}`;
}
