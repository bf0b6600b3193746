import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toApiError, venuesApi } from '@venues/api-client';
import { session } from '@venues/session';
import { instantRuleBroken, WEEKDAYS, type InstantBookRules, type SpaceDetail, type SpaceEstimate, type VenueDetail, type VenueEstimate } from '@venues/contracts';
import { signInHref } from '../favorites/HeartButton';
import type { EventAsk } from './eventCheck';

export type InstantSpace = SpaceDetail & { instant_book: InstantBookRules };
export type InstantField = 'date' | 'start' | 'duration' | 'guests';

/** The venue's spaces that take instant bookings. */
export const instantSpaces = (venue: VenueDetail): InstantSpace[] => venue.spaces.filter((s): s is InstantSpace => !!s.instant_book);

/** The instant-book space the page is about: the URL's `space`, else the first one. */
export const chosenSpace = (venue: VenueDetail, params: URLSearchParams): InstantSpace | undefined => {
  const spaces = instantSpaces(venue);
  return spaces.find((s) => s._id === params.get('space')) ?? spaces[0];
};

/** The weekday key of a calendar date (the date as the venue writes it). */
const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;

export interface InstantQuote {
  /** The space's line of the estimate. */
  found: SpaceEstimate | undefined;
  /** A rule of the space the asked time breaks, said before asking the server. */
  broken: { field: InstantField; message: string } | null;
  /** The exact total to pay, when the space can be booked then. */
  price: SpaceEstimate['price'];
}

/** What instant book says about the asked time for one space, from the shared estimate. */
export function quoteOf(space: InstantSpace, ask: EventAsk, estimate: VenueEstimate | undefined): InstantQuote {
  const found = estimate?.spaces.find((s) => s.space_id === space._id);
  if (!estimate) return { found, broken: null, price: null };
  const broken: InstantQuote['broken'] = !ask.guests
    ? { field: 'guests', message: 'Say how many guests to book instantly' }
    : instantRuleBroken(space.instant_book, {
        weekday: weekdayOf(ask.date),
        start: ask.start,
        duration: ask.hours,
        guests: ask.guests,
        maxCapacity: space.max_capacity,
        hoursUntilStart: (Date.parse(estimate.start_at) - Date.now()) / 3_600_000,
      });
  return { found, broken, price: found?.status === 'available' && !broken ? found.price : null };
}

export interface InstantProblem {
  fields: Partial<Record<InstantField, string>>;
  message: string | null;
  /** The conversation of an unpaid booking the customer should pay before booking again (409 UNPAID_HOLDS). */
  held?: string;
}

/**
 * "Book now" (docs/adr/0101-instant-book.md), for the instant-book panel and the sticky card alike:
 * a visitor signs in first and comes back with the choice in the URL; a customer's booking is
 * made and the page goes to its checkout (the offer's accept-and-pay page, which takes the card).
 */
export function useInstantBooking(venue: VenueDetail, country: string, onTaken: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<InstantProblem>({ fields: {}, message: null });

  async function book(space: InstantSpace, ask: EventAsk) {
    if (!session.isAuthenticated) {
      const back = new URLSearchParams({ space: space._id, date: ask.date, start: ask.start, hours: String(ask.hours), guests: String(ask.guests ?? '') });
      navigate(signInHref(country, `${location.pathname}?${back.toString()}#instant-book`, 'instant-book'));
      return;
    }
    setBusy(true);
    setProblem({ fields: {}, message: null });
    try {
      const made = await venuesApi.instantBook(venue.slug, space._id, { date: ask.date, start: ask.start, duration: ask.hours, guests: ask.guests ?? 0 });
      // Its checkout: the booking, the price, the cancellation terms and the consent beside the card.
      navigate(`/${country}/enquiries/${made.enquiry_id}/view-offer/${made.offer_id}`);
    } catch (err) {
      const a = toApiError(err);
      const byField = Object.fromEntries((a.details?.fields ?? []).map((f) => [f.field, f.message])) as Partial<Record<InstantField, string>>;
      const held = a.code === 'UNPAID_HOLDS' ? (a.details?.holds as { enquiry_id: string }[] | undefined)?.[0]?.enquiry_id : undefined;
      setProblem({ fields: byField, message: Object.keys(byField).length ? null : a.code === 'SLOT_TAKEN' ? 'Someone has just taken this time: choose another.' : a.message, held });
      if (a.code === 'SLOT_TAKEN') onTaken();
      setBusy(false);
    }
  }

  return { busy, problem, book, clear: () => setProblem({ fields: {}, message: null }) };
}
