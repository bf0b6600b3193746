import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventTypeKey } from '@venues/contracts';
import { EVENT_TYPES } from '../../content/eventTypes';
import { searchHref } from './searchUrl';
import { localToday } from './dates';
import { PlaceCombobox, type PlaceComboboxProps } from './PlaceCombobox';

interface SearchBoxProps {
  country: string;
  /** The places a typed text finds (PlaceCombobox's `find`); a test may pass its own. */
  findPlaces?: PlaceComboboxProps['find'];
}

/**
 * The home page venue search. Native controls on purpose: they are keyboard and screen-reader
 * friendly, give mobile users their platform pickers and cost little JavaScript on the landing
 * page. "Where" suggests places as the search page's filters do (the same PlaceCombobox), and
 * searches the best match of what was typed ("marnia" → Marina Bay).
 */
export function SearchBox({ country, findPlaces }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const [eventType, setEventType] = useState('');
  const [city, setCity] = useState('');
  const [bestPlace, setBestPlace] = useState<string | undefined>();
  const [guests, setGuests] = useState('');
  const [date, setDate] = useState('');

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The venue search reads the same names (contracts' searchParamsOf writes both URLs).
    const n = Number.parseInt(guests, 10);
    navigate(
      searchHref(country, {
        event_type: (eventType || undefined) as EventTypeKey | undefined,
        city: bestPlace ?? (city.trim() || undefined),
        guests: Number.isFinite(n) && n > 0 ? n : undefined,
        date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
      }),
    );
  }

  return (
    // action and method: sent before the page's script has taken over (a server-drawn page), the
    // form still opens the search, with the same parameter names.
    <form className="disc-search" role="search" aria-label="Find a venue" action={`/${country}/venues`} method="get" onSubmit={onSubmit}>
      <div className="disc-search__field">
        <label htmlFor={`${id}-what`}>What</label>
        <select id={`${id}-what`} name="event_type" value={eventType} onChange={(e) => setEventType(e.target.value)}>
          <option value="">Any event</option>
          {EVENT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="disc-search__field">
        <label htmlFor={`${id}-where`}>Where</label>
        <PlaceCombobox id={`${id}-where`} name="city" country={country} value={city} onChange={setCity} onBest={setBestPlace} find={findPlaces} />
      </div>
      <div className="disc-search__field disc-search__field--small">
        <label htmlFor={`${id}-guests`}>Guests</label>
        <input
          id={`${id}-guests`}
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g. 40"
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
        />
      </div>
      <div className="disc-search__field disc-search__field--small">
        <label htmlFor={`${id}-date`}>Date</label>
        <input id={`${id}-date`} name="date" type="date" min={localToday()} value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <button type="submit" className="disc-button disc-button--primary disc-search__submit">
        Search venues
      </button>
    </form>
  );
}
