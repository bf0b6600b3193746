import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { DataResult } from '@venues/mf-kit';
import { currencyInfo } from '@venues/geo';
import type { VenueDetail, VenueEstimate } from '@venues/contracts';
import { money } from '../venues/price';
import type { EventAsk } from './eventCheck';
import { forgetEstimate } from './estimateCache';
import { chosenSpace, instantSpaces, quoteOf, useInstantBooking } from './useInstantBooking';

/** The storefront's money for an estimate's price. */
export function priceText(price: NonNullable<VenueEstimate['spaces'][number]['price']>, country: string): string {
  return money(price.total_minor / 10 ** (currencyInfo(price.currency)?.decimal_digits ?? 2), price.currency, country);
}

/**
 * "Instant book" on the venue page (docs/adr/0101-instant-book.md, 0115-one-date-form-for-instant-book.md),
 * under the page's one date form (EventCheck): for the asked date, start, duration and guests, the
 * space's exact total from the shared estimate, the space's rules said before asking, and "Book now"
 * (useInstantBooking). With several such spaces the visitor picks one (kept in the URL's `space`,
 * which the sticky card reads too). Plain elements: the public page draws no antd.
 */
export const InstantBook = observer(function InstantBook({ venue, country, ask, estimate }: { venue: VenueDetail; country: string; ask: EventAsk | null; estimate: DataResult<VenueEstimate> }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const spaces = instantSpaces(venue);
  const space = chosenSpace(venue, params);
  const booking = useInstantBooking(venue, country, () => {
    if (ask) forgetEstimate(venue.slug, ask);
    estimate.reload();
  });
  if (!space) return null;

  const rules = space.instant_book;
  const quote = ask ? quoteOf(space, ask, estimate.status === 'error' ? undefined : estimate.data) : null;
  const price = quote?.price ?? null;
  const unavailable = quote?.found && quote.found.status !== 'available' && !quote.broken ? (quote.found.reason ?? 'Not free then') : null;
  const fieldProblem = quote?.broken?.message ?? Object.values(booking.problem.fields)[0] ?? null;
  const pick = (spaceId: string) => {
    booking.clear();
    const next = new URLSearchParams(params);
    next.set('space', spaceId);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <section id="instant-book" className="disc-instant" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        Instant book <span className="disc-instant-badge">Book and pay now</span>
      </h3>
      <p className="disc-meta">
        No waiting for an answer: book {spaces.length === 1 ? space.name : 'these spaces'} and pay at once for the time above. At least {rules.min_notice_hours} hours ahead, up to {rules.max_hours} hours, in the venue’s time ({venue.time_zone}).
      </p>
      {spaces.length > 1 && (
        <div className="disc-check-form__field">
          <label htmlFor={`${id}-space`}>Space</label>
          <select id={`${id}-space`} value={space._id} onChange={(e) => pick(e.target.value)}>
            {spaces.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="disc-instant__total" aria-live="polite">
        {!ask && <p className="disc-meta">Choose the date above and press Check to see the exact total.</p>}
        {ask && estimate.status === 'loading' && (
          <p role="status" className="disc-meta">
            Working out the price…
          </p>
        )}
        {fieldProblem && <p className="disc-field-error">{fieldProblem}</p>}
        {unavailable && <p className="disc-field-error">{unavailable}</p>}
        {quote?.found && !quote.found.price && quote.found.status === 'available' && <p className="disc-meta">No listed price for this time: send the venue an enquiry.</p>}
        {price && (
          <p>
            Total <strong data-testid="instant-total">{priceText(price, country)}</strong>
            <span className="disc-meta">
              {' '}
              {price.taxes[0] ? (price.taxes[0].inclusive ? `${price.taxes[0].name} included` : `with ${price.taxes[0].name} ${price.taxes[0].rate_percent}%`) : ''}
            </span>
          </p>
        )}
        {booking.problem.message && (
          <p role="alert" className="disc-field-error">
            {booking.problem.message}
            {booking.problem.held && (
              <>
                {' '}
                <Link to={`/${country}/enquiries/${booking.problem.held}`}>Pay for your held booking</Link>
              </>
            )}
          </p>
        )}
      </div>
      <button
        type="button"
        className="disc-button disc-button--primary"
        disabled={booking.busy || !price}
        aria-disabled={booking.busy || !price}
        onClick={() => ask && price && void booking.book(space, ask)}
      >
        {booking.busy ? 'Booking…' : 'Book now'}
      </button>
    </section>
  );
});
