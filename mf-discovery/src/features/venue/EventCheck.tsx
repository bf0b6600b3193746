import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { venuesApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useData } from '@venues/mf-kit';
import { currencyInfo } from '@venues/geo';
import type { SpaceEstimate, SpaceSlotStatus, VenueDetail, VenueEstimate } from '@venues/contracts';
import { signInHref } from '../favorites/HeartButton';
import { localToday } from '../search/dates';
import { money } from '../venues/price';
import { askFromParams, DEFAULT_HOURS, DEFAULT_START, enquiryHref, HOUR_CHOICES, paramsWithAsk, START_CHOICES, type EventAsk } from './eventCheck';

const STATUS: Record<SpaceSlotStatus, string> = { available: 'Free', taken: 'Not free', closed: 'Closed', too_small: 'Too small' };
const BASIS = { hourly: 'hourly rate', day: 'day rate', package: 'package' } as const;

/**
 * "Is it free, and what would it cost?": date, start, duration and guests (the search's date and
 * guests come with the link) → each space free or not, with the hire's estimate from the server's
 * money module (GET /v1/venues/{venue}/estimate). The URL keeps the question, so the page can be
 * shared or reloaded, and the enquiry form opens with it filled in.
 */
export const EventCheck = observer(function EventCheck({ venue, country }: { venue: VenueDetail; country: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = askFromParams(params);
  const [draft, setDraft] = useState<EventAsk>(asked ?? { date: '', start: DEFAULT_START, hours: DEFAULT_HOURS, guests: undefined });
  const [dateError, setDateError] = useState<string | null>(null);
  const key = asked ? `${asked.date}|${asked.start}|${asked.hours}|${asked.guests ?? ''}` : '';
  const state = useData(() => venuesApi.estimate(venue.slug, asked!), [venue.slug, key], { skip: !asked });

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
        {state.data && state.status !== 'error' && <Answer estimate={state.data} venue={venue} country={country} />}
      </div>
    </section>
  );
});

const Answer = observer(function Answer({ estimate, venue, country }: { estimate: VenueEstimate; venue: VenueDetail; country: string }) {
  const free = estimate.spaces.filter((s) => s.status === 'available').length;
  const day = new Date(`${estimate.date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="disc-check-answer">
      <p>
        <strong>
          {free === 0 ? 'No space is free' : `${free} of ${estimate.spaces.length} space${estimate.spaces.length === 1 ? '' : 's'} free`}
        </strong>{' '}
        on {day}, {estimate.start}–{estimate.end}
        {estimate.guests ? ` for ${estimate.guests.toLocaleString('en')} guests` : ''}.
        {estimate.open ? '' : ' The venue is closed that day.'}
      </p>
      <ul className="disc-check-list">
        {estimate.spaces.map((s) => (
          <SpaceRow key={s.space_id} space={s} estimate={estimate} venue={venue} country={country} />
        ))}
      </ul>
      <p className="disc-meta">Estimates with the storefront’s tax. The venue confirms the price in its offer; you pay nothing until you accept one.</p>
    </div>
  );
});

const SpaceRow = observer(function SpaceRow({ space, estimate, venue, country }: { space: SpaceEstimate; estimate: VenueEstimate; venue: VenueDetail; country: string }) {
  const p = space.price;
  const tax = p?.taxes[0];
  const form = enquiryHref(country, venue.slug, estimate, space.space_id);
  return (
    <li className={`disc-check-list__item disc-check-list__item--${space.status}`}>
      <div>
        <p className="disc-check-list__name">
          {space.name} <span className={`disc-status disc-status--${space.status}`}>{STATUS[space.status]}</span>
        </p>
        {space.reason && <p className="disc-meta">{space.reason}</p>}
      </div>
      <div className="disc-check-list__price">
        {p ? (
          <>
            <strong>{money(p.total_minor / 10 ** (currencyInfo(p.currency)?.decimal_digits ?? 2), p.currency, country)}</strong>
            <span className="disc-meta">
              {BASIS[p.basis]}
              {p.lines[0] ? `: ${p.lines[0].description.replace(`${space.name}: `, '')}` : ''}
              {tax ? (tax.inclusive ? `, ${tax.name} included` : `, with ${tax.name} ${tax.rate_percent}%`) : ''}
            </span>
          </>
        ) : (
          <span className="disc-meta">Price on request</span>
        )}
        {space.status === 'available' && (
          <Link className="disc-button disc-button--light" to={session.isAuthenticated ? form : signInHref(country, form, 'enquiry')}>
            Enquire
            <span className="disc-visually-hidden"> about {space.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
});
