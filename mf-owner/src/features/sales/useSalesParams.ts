import { useParams, useSearchParams } from 'react-router-dom';
import { salesWindow } from '@venues/contracts';
import { isCalendarDay, isVenueId, windowProblems } from './salesWindow';

export interface SalesParams {
  from: string;
  to: string;
  /** The venue asked for: the route's (fixed) or the query's `venue`. */
  venueId: string | undefined;
  /** On /venues/management/sales/:venueId the venue comes from the path, not a picker. */
  fixed: boolean;
  setWindow: (from: string, to: string) => void;
  setVenue: (venueId: string | undefined) => void;
}

/** The window the URL asks for, as salesQuery reads it: a day left out takes its default; a window the server would refuse, the default twelve months. */
function askedWindow(from: string | null, to: string | null): { from?: string; to?: string } {
  const asked = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  if ((asked.from && !isCalendarDay(asked.from)) || (asked.to && !isCalendarDay(asked.to))) return {};
  if (asked.from && asked.to && Object.keys(windowProblems(asked.from, asked.to)).length) return {};
  return asked;
}

/**
 * The report's window and venue, kept in the URL (`from`, `to`, `venue`) so a report can be shared
 * and the back button returns to it. A hand-edited value that is not valid falls back to the default
 * twelve months (or all venues) rather than an error page.
 */
export function useSalesParams(): SalesParams {
  const { venueId: routeVenue } = useParams();
  const [search, setSearch] = useSearchParams();
  const { from, to } = salesWindow(askedWindow(search.get('from'), search.get('to')));
  const queryVenue = search.get('venue');
  const set = (key: string, value: string | undefined, next = new URLSearchParams(search)) => {
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
  };
  return {
    from,
    to,
    venueId: routeVenue ?? (queryVenue && isVenueId(queryVenue) ? queryVenue : undefined),
    fixed: routeVenue !== undefined,
    setWindow: (f, t) => setSearch(set('to', t, set('from', f))),
    setVenue: (id) => setSearch(set('venue', id)),
  };
}
