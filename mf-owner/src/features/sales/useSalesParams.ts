import { useParams, useSearchParams } from 'react-router-dom';
import { salesQuery, salesWindow } from '@venues/contracts';

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

/**
 * The report's window and venue, kept in the URL (`from`, `to`, `venue`) so a report can be shared
 * and the back button returns to it. A hand-edited value that is not valid falls back to the default
 * twelve months (or all venues) rather than an error page.
 */
export function useSalesParams(): SalesParams {
  const { venueId: routeVenue } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = salesQuery.safeParse({ from: search.get('from') ?? undefined, to: search.get('to') ?? undefined });
  const { from, to } = salesWindow(asked.success ? asked.data : {});
  const queryVenue = salesQuery.safeParse({ venue_id: search.get('venue') ?? undefined });
  const set = (key: string, value: string | undefined, next = new URLSearchParams(search)) => {
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
  };
  return {
    from,
    to,
    venueId: routeVenue ?? (queryVenue.success ? queryVenue.data.venue_id : undefined),
    fixed: routeVenue !== undefined,
    setWindow: (f, t) => setSearch(set('to', t, set('from', f))),
    setVenue: (id) => setSearch(set('venue', id)),
  };
}
