import { DataCache } from '@venues/mf-kit';
import { venuesApi } from '@venues/api-client';
import type { VenueEstimate } from '@venues/contracts';
import type { EventAsk } from './eventCheck';

// The venue page asks one question (its date form, kept in the URL) and three places show the
// answer: the availability list, the instant-book panel and the sticky card. They share one request.
const estimates = new DataCache<VenueEstimate>({ ttlMs: 30_000 });

const keyOf = (venueSlug: string, ask: EventAsk) => `${venueSlug}|${ask.date}|${ask.start}|${ask.hours}|${ask.guests ?? ''}`;

/** The estimate for the asked time (the one in flight or a fresh one, else a new request). */
export function loadEstimate(venueSlug: string, ask: EventAsk): Promise<VenueEstimate> {
  return estimates.get(keyOf(venueSlug, ask), () => venuesApi.estimate(venueSlug, ask));
}

/** Forgets the answer (a slot just taken): the next look asks again. */
export function forgetEstimate(venueSlug: string, ask: EventAsk): void {
  estimates.invalidate(keyOf(venueSlug, ask));
}
