import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useData } from '@venues/mf-kit';
import type { VenueDetail } from '@venues/contracts';
import { localToday } from '../search/dates';
import { askFromParams, DEFAULT_HOURS, DEFAULT_START, HOUR_CHOICES, paramsWithAsk, START_CHOICES, type EventAsk } from './eventCheck';
import { loadEstimate } from './estimateCache';

const Answer = lazy(() => import(/* webpackChunkName: "event-check-answer" */ './EventCheckAnswer'));
// Only a venue that takes instant bookings downloads the panel (most do not; docs/performance.md).
const InstantBook = lazy(() => import(/* webpackChunkName: "instant-book" */ './InstantBook').then((m) => ({ default: m.InstantBook })));

/**
 * "Is it free, and what would it cost?": the venue page's one date form (date, start, duration and
 * guests; the search's date and guests come with the link) → each space free or not, with the
 * hire's estimate from the server's money module (GET /v1/venues/{venue}/estimate). The URL keeps
 * the question, so the page can be shared or reloaded, and the enquiry form opens with it filled
 * in. The same question feeds instant book (its panel here, and the sticky card's "Book now"):
 * one form, one set of defaults (docs/adr/0115-one-date-form-for-instant-book.md).
 */
export const EventCheck = observer(function EventCheck({ venue, country }: { venue: VenueDetail; country: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = askFromParams(params);
  const [draft, setDraft] = useState<EventAsk>(asked ?? { date: '', start: DEFAULT_START, hours: DEFAULT_HOURS, guests: undefined });
  const [dateError, setDateError] = useState<string | null>(null);
  const key = asked ? `${asked.date}|${asked.start}|${asked.hours}|${asked.guests ?? ''}` : '';
  const state = useData(() => loadEstimate(venue.slug, asked!), [venue.slug, key], { skip: !asked });
  const instant = venue.spaces.some((s) => s.instant_book);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.date) {
      setDateError('Choose the date of your event');
      return;
    }
    setDateError(null);
    setParams(paramsWithAsk(params, draft), { replace: true, preventScrollReset: true });
  }

  const fields = state.status === 'error' ? Object.fromEntries((state.error.details?.fields ?? []).map((f) => [f.field, f.message])) : {};
  const dateProblem = dateError ?? fields.date;
  return (
    <section id="check" className="disc-check-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Availability and price</h2>
      <form className="disc-check-form" onSubmit={submit} noValidate>
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input
            id={`${id}-date`}
            type="date"
            min={localToday()}
            value={draft.date}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? `${id}-date-error` : undefined}
            onChange={(e) => setDraft({ ...draft, date: e.target.value })}
          />
          {dateProblem && (
            <p id={`${id}-date-error`} className="disc-field-error">
              {dateProblem}
            </p>
          )}
        </div>
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-start`}>Start</label>
          <select id={`${id}-start`} value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value })}>
            {(START_CHOICES.includes(draft.start) ? START_CHOICES : [draft.start, ...START_CHOICES]).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {fields.start && <p className="disc-field-error">{fields.start}</p>}
        </div>
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-hours`}>Duration</label>
          <select id={`${id}-hours`} value={draft.hours} onChange={(e) => setDraft({ ...draft, hours: Number(e.target.value) })}>
            {(HOUR_CHOICES.includes(draft.hours as never) ? HOUR_CHOICES : [draft.hours, ...HOUR_CHOICES]).map((h) => (
              <option key={h} value={h}>
                {h === 24 ? 'All day (24 hours)' : `${h} hour${h === 1 ? '' : 's'}`}
              </option>
            ))}
          </select>
        </div>
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-guests`}>Guests</label>
          <input
            id={`${id}-guests`}
            type="number"
            min={1}
            inputMode="numeric"
            value={draft.guests ?? ''}
            onChange={(e) => setDraft({ ...draft, guests: e.target.value === '' ? undefined : Math.max(1, Math.floor(Number(e.target.value)) || 1) })}
          />
          {fields.guests && <p className="disc-field-error">{fields.guests}</p>}
        </div>
        <button type="submit" className="disc-button disc-button--primary">
          Check
        </button>
      </form>

      {instant && (
        <Suspense fallback={null}>
          <InstantBook venue={venue} country={country} ask={asked} estimate={state} />
        </Suspense>
      )}

      <div aria-live="polite">
        {state.status === 'loading' && !state.data && (
          <p role="status" className="disc-meta">
            Checking the spaces…
          </p>
        )}
        {state.status === 'error' && !Object.keys(fields).length && (
          <p role="alert" className="disc-field-error">
            We could not check this time: {state.error.message}{' '}
            <button type="button" className="disc-link-button" onClick={state.reload}>
              Try again
            </button>
          </p>
        )}
        {state.data && state.status !== 'error' && (
          <Suspense fallback={<p className="disc-meta">Checking the spaces…</p>}>
            <Answer estimate={state.data} venue={venue} country={country} />
          </Suspense>
        )}
      </div>
    </section>
  );
});
