/** What the home search box collects. Empty fields are left out of the URL. */
export interface SearchCriteria {
  eventType?: string;
  city?: string;
  guests?: number | string;
  /** YYYY-MM-DD, as an <input type="date"> gives it. */
  date?: string;
}

/** `/${country}/venues?event_type=..&city=..&guests=..&date=..` — the venue search page's contract. */
export function buildSearchUrl(country: string, c: SearchCriteria): string {
  const params = new URLSearchParams();
  const eventType = c.eventType?.trim();
  const city = c.city?.trim();
  const guests = typeof c.guests === 'string' ? Number.parseInt(c.guests, 10) : c.guests;
  const date = c.date?.trim();
  if (eventType) params.set('event_type', eventType);
  if (city) params.set('city', city);
  // Only a positive whole number of guests means anything to the search.
  if (guests !== undefined && Number.isFinite(guests) && guests > 0) params.set('guests', String(Math.floor(guests)));
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) params.set('date', date);
  const qs = params.toString();
  return `/${country.toLowerCase()}/venues${qs ? `?${qs}` : ''}`;
}
