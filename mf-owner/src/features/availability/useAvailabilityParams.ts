import { useSearchParams } from 'react-router-dom';
import { VIEWS, type View } from './calendarLayout';
import { isDay, type Day } from './venueTime';

export interface AvailabilityParams {
  venueId: string | undefined;
  spaceId: string | undefined;
  view: View;
  /** The day whose month or week is shown; undefined: today in the venue's zone. */
  date: Day | undefined;
  /** Sets some of them (undefined removes one); each change is a history entry, so back returns to it. */
  set: (next: Partial<Record<'venue' | 'space' | 'view' | 'date', string | undefined>>) => void;
}

/**
 * The calendar's venue, space, view and shown period, kept in the URL (`?venue=&space=&view=&date=`)
 * so a reload or the back button keeps them. A hand-edited value that is not valid falls back to
 * the default (the first venue and space, the month of today).
 */
export function useAvailabilityParams(): AvailabilityParams {
  const [search, setSearch] = useSearchParams();
  const view = search.get('view');
  const date = search.get('date');
  return {
    venueId: search.get('venue') || undefined,
    spaceId: search.get('space') || undefined,
    view: (VIEWS as readonly string[]).includes(view ?? '') ? (view as View) : 'month',
    date: date && isDay(date) ? date : undefined,
    set: (changes) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setSearch(next);
    },
  };
}
