import { useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useData } from '@venues/mf-kit';
import type { VenueDetail } from '@venues/contracts';
import { askFromParams } from './eventCheck';
import { forgetEstimate, loadEstimate } from './estimateCache';
import { priceText } from './InstantBook';
import { chosenSpace, quoteOf, useInstantBooking } from './useInstantBooking';

/**
 * The sticky card's "Book now" for a venue with an instant-book space
 * (docs/adr/0115-one-date-form-for-instant-book.md): for the time asked in the page's date form
 * (the URL), the exact total and a button that books it (useInstantBooking); before a time is
 * asked, or when the space cannot be booked then, it leads to the form.
 */
export const InstantBookCta = observer(function InstantBookCta({ venue, country, variant }: { venue: VenueDetail; country: string; variant: 'panel' | 'bar' }) {
  const [params] = useSearchParams();
  const ask = askFromParams(params);
  const space = chosenSpace(venue, params);
  const key = ask ? `${ask.date}|${ask.start}|${ask.hours}|${ask.guests ?? ''}` : '';
  const estimate = useData(() => loadEstimate(venue.slug, ask!), [venue.slug, key], { skip: !ask || !space });
  const booking = useInstantBooking(venue, country, () => {
    if (ask) forgetEstimate(venue.slug, ask);
    estimate.reload();
  });
  if (!space) return null;
  const quote = ask ? quoteOf(space, ask, estimate.status === 'error' ? undefined : estimate.data) : null;
  const price = quote?.price ?? null;

  if (!ask || !price) {
    return (
      <div className={`disc-cta__instant disc-cta__instant--${variant}`}>
        {variant === 'panel' && (
          <p className="disc-meta">{ask && estimate.status === 'loading' ? 'Working out the total…' : ask ? `${space.name} cannot be booked instantly then: try another time.` : `Book ${space.name} instantly: choose a date for the exact total.`}</p>
        )}
        <a className="disc-button disc-button--primary" href="#check">
          Book now
        </a>
      </div>
    );
  }
  return (
    <div className={`disc-cta__instant disc-cta__instant--${variant}`}>
      <p className="disc-cta__total">
        {variant === 'panel' && <span className="disc-meta">{space.name}, {ask.date}, {ask.start}, {ask.hours} h, {ask.guests} guests: </span>}
        <strong data-testid="cta-instant-total">{priceText(price, country)}</strong>
        <span className="disc-meta"> in all</span>
      </p>
      {booking.problem.message && (
        <p role="alert" className="disc-field-error">
          {booking.problem.message}
        </p>
      )}
      <button type="button" className="disc-button disc-button--primary" disabled={booking.busy} onClick={() => void booking.book(space, ask)}>
        {booking.busy ? 'Booking…' : 'Book now'}
      </button>
    </div>
  );
});
