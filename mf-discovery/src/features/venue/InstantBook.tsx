import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paymentsApi, toApiError, venuesApi } from '@venues/api-client';
import { session } from '@venues/session';
import { useData } from '@venues/mf-kit';
import { currencyInfo } from '@venues/geo';
import { instantRuleBroken, WEEKDAYS, type InstantBookRules, type SpaceDetail, type VenueDetail } from '@venues/contracts';
import { signInHref } from '../favorites/HeartButton';
import { localToday } from '../search/dates';
import { money } from '../venues/price';

type Field = 'date' | 'start' | 'duration' | 'guests';
interface Ask {
  space: string;
  date: string;
  start: string;
  duration: number;
  guests: number;
}

/** Whole-hour starts within a window ("09:00" … the last hour that still fits one hour). */
function startsIn(rules: InstantBookRules): string[] {
  const opens = WEEKDAYS.map((d) => rules.hours[d]).filter((w): w is NonNullable<typeof w> => w !== null);
  const from = Math.min(...opens.map((w) => Number(w.open.slice(0, 2))));
  const until = Math.max(...opens.map((w) => Number(w.close.slice(0, 2))));
  return Array.from({ length: Math.max(until - from, 1) }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);
}

/** The weekday key of a calendar date (the date as the venue writes it). */
const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;

/**
 * "Instant book" on the venue page (docs/adr/0101-instant-book.md), for spaces the venue lets
 * customers book at once: space, date, start, duration and guests → the exact total from the
 * estimate (GET /v1/venues/{venue}/estimate, the server's money module) and "Book now", which
 * signs the visitor in if needed (they come back with their choice), makes the booking and opens
 * the checkout of its offer. Plain elements: the public page draws no antd.
 */
export const InstantBook = observer(function InstantBook({ venue, country }: { venue: VenueDetail; country: string }) {
  const spaces = venue.spaces.filter((s): s is SpaceDetail & { instant_book: InstantBookRules } => !!s.instant_book);
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const initialSpace = spaces.find((s) => s._id === params.get('space')) ?? spaces[0];
  const [ask, setAsk] = useState<Ask>(() => ({
    space: initialSpace?._id ?? '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : '',
    start: params.get('start') ?? (initialSpace ? startsIn(initialSpace.instant_book)[0]! : '09:00'),
    duration: Number(params.get('hours')) || 2,
    guests: Number(params.get('guests')) || 10,
  }));
  const [busy, setBusy] = useState(false);
  /** `held`: the conversation of an unpaid booking the customer should pay before booking again (409 UNPAID_HOLDS). */
  const [problem, setProblem] = useState<{ fields: Partial<Record<Field, string>>; message: string | null; held?: string }>({ fields: {}, message: null });
  const space = spaces.find((s) => s._id === ask.space);
  const ready = !!space && !!ask.date;
  const key = `${ask.date}|${ask.start}|${ask.duration}|${ask.guests}`;
  const estimate = useData(() => venuesApi.estimate(venue.slug, { date: ask.date, start: ask.start, hours: ask.duration, guests: ask.guests }), [venue.slug, key], { skip: !ready });
  if (!spaces.length || !space) return null;

  const rules = space.instant_book;
  const found = estimate.data?.spaces.find((s) => s.space_id === space._id);
  const broken =
    ready && estimate.data
      ? instantRuleBroken(rules, { weekday: weekdayOf(ask.date), start: ask.start, duration: ask.duration, guests: ask.guests, maxCapacity: space.max_capacity, hoursUntilStart: (Date.parse(estimate.data.start_at) - Date.now()) / 3_600_000 })
      : null;
  const serverFields = estimate.status === 'error' ? Object.fromEntries((estimate.error.details?.fields ?? []).map((f) => [f.field === 'hours' ? 'duration' : f.field, f.message])) : {};
  const fields: Partial<Record<Field, string>> = { ...serverFields, ...(broken ? { [broken.field]: broken.message } : {}), ...problem.fields };
  const price = found?.status === 'available' && !broken ? found.price : null;
  const unavailable = found && found.status !== 'available' ? (found.reason ?? 'Not free then') : null;
  const set = (next: Partial<Ask>) => {
    setProblem({ fields: {}, message: null });
    setAsk({ ...ask, ...next });
  };

  async function book(e: FormEvent) {
    e.preventDefault();
    if (!ask.date) {
      setProblem({ fields: { date: 'Choose the date' }, message: null });
      return;
    }
    if (!price) return;
    if (!session.isAuthenticated) {
      const back = new URLSearchParams({ space: ask.space, date: ask.date, start: ask.start, hours: String(ask.duration), guests: String(ask.guests) });
      navigate(signInHref(country, `${location.pathname}?${back.toString()}#instant-book`, 'instant-book'));
      return;
    }
    setBusy(true);
    try {
      const made = await venuesApi.instantBook(venue.slug, ask.space, { date: ask.date, start: ask.start, duration: ask.duration, guests: ask.guests });
      const pay = await paymentsApi.checkoutOffer(made.offer_id, `instant-${made.offer_id}`);
      navigate(`/${country}/enquiries/${made.enquiry_id}/checkout/${pay.payment_id}`);
    } catch (err) {
      const a = toApiError(err);
      const byField = Object.fromEntries((a.details?.fields ?? []).map((f) => [f.field, f.message])) as Partial<Record<Field, string>>;
      const held = a.code === 'UNPAID_HOLDS' ? (a.details?.holds as { enquiry_id: string }[] | undefined)?.[0]?.enquiry_id : undefined;
      setProblem({ fields: byField, message: Object.keys(byField).length ? null : a.code === 'SLOT_TAKEN' ? 'Someone has just taken this time: choose another.' : a.message, held });
      if (a.code === 'SLOT_TAKEN') estimate.reload();
      setBusy(false);
    }
  }

  const err = (f: Field) =>
    fields[f] ? (
      <p id={`${id}-${f}-error`} className="disc-field-error">
        {fields[f]}
      </p>
    ) : null;
  const described = (f: Field) => (fields[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${f}-error` } : {});
  const digits = price ? (currencyInfo(price.currency)?.decimal_digits ?? 2) : 2;
  return (
    <section id="instant-book" className="disc-check-panel disc-instant" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        Instant book <span className="disc-instant-badge">Book and pay now</span>
      </h2>
      <p className="disc-meta">
        No waiting for an answer: book {spaces.length === 1 ? space.name : 'these spaces'} and pay at once. At least {rules.min_notice_hours} hours ahead, up to {rules.max_hours} hours, in the venue’s time ({venue.time_zone}).
      </p>
      <form className="disc-check-form" onSubmit={book} noValidate>
        {spaces.length > 1 && (
          <div className="disc-check-form__field">
            <label htmlFor={`${id}-space`}>Space</label>
            <select id={`${id}-space`} value={ask.space} onChange={(e) => set({ space: e.target.value })}>
              {spaces.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" min={localToday()} value={ask.date} onChange={(e) => set({ date: e.target.value })} {...described('date')} />
          {err('date')}
        </div>
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-start`}>Start</label>
          <select id={`${id}-start`} value={ask.start} onChange={(e) => set({ start: e.target.value })} {...described('start')}>
            {(startsIn(rules).includes(ask.start) ? startsIn(rules) : [ask.start, ...startsIn(rules)]).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {err('start')}
        </div>
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-duration`}>Duration</label>
          <select id={`${id}-duration`} value={ask.duration} onChange={(e) => set({ duration: Number(e.target.value) })} {...described('duration')}>
            {Array.from({ length: Math.max(rules.max_hours, ask.duration) }, (_, i) => i + 1).map((h) => (
              <option key={h} value={h}>
                {h} hour{h === 1 ? '' : 's'}
              </option>
            ))}
          </select>
          {err('duration')}
        </div>
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-guests`}>Guests</label>
          <input
            id={`${id}-guests`}
            type="number"
            min={1}
            max={space.max_capacity}
            inputMode="numeric"
            value={ask.guests}
            onChange={(e) => set({ guests: Math.max(1, Math.floor(Number(e.target.value)) || 1) })}
            {...described('guests')}
          />
          {err('guests')}
        </div>
        <div className="disc-instant__total" aria-live="polite">
          {!ask.date && <p className="disc-meta">Choose a date to see the price.</p>}
          {ready && estimate.status === 'loading' && (
            <p role="status" className="disc-meta">
              Working out the price…
            </p>
          )}
          {unavailable && !broken && <p className="disc-field-error">{unavailable}</p>}
          {found && !found.price && found.status === 'available' && <p className="disc-meta">No listed price for this time: send the venue an enquiry.</p>}
          {price && (
            <p>
              Total <strong data-testid="instant-total">{money(price.total_minor / 10 ** digits, price.currency, country)}</strong>
              <span className="disc-meta">
                {' '}
                {price.taxes[0] ? (price.taxes[0].inclusive ? `${price.taxes[0].name} included` : `with ${price.taxes[0].name} ${price.taxes[0].rate_percent}%`) : ''}
              </span>
            </p>
          )}
          {problem.message && (
            <p role="alert" className="disc-field-error">
              {problem.message}
              {problem.held && (
                <>
                  {' '}
                  <Link to={`/${country}/enquiries/${problem.held}`}>Pay for your held booking</Link>
                </>
              )}
            </p>
          )}
        </div>
        <button type="submit" className="disc-button disc-button--primary" disabled={busy || !price} aria-disabled={busy || !price}>
          {busy ? 'Booking…' : 'Book now'}
        </button>
      </form>
    </section>
  );
});
