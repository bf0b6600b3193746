import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { VenueDetail } from '@venues/contracts';
import { HeartButton } from '../favorites/HeartButton';
import { priceFrom } from '../venues/price';

// Only a venue with an instant-book space downloads its "Book now" (docs/performance.md).
const InstantBookCta = lazy(() => import(/* webpackChunkName: "instant-book" */ './InstantBookCta').then((m) => ({ default: m.InstantBookCta })));

/**
 * The booking panel: the "from" price and the venue's capacity, and "Send enquiry", which opens the
 * enquiry form of mf-enquiries (enquiries/new?venue=), for a visitor too: the form keeps the
 * enquiry on the device until they have signed up (docs/adr/0114-enquiring-before-signing-up.md).
 * A venue with an instant-book space offers "Book now" first, with the exact total for the time
 * asked on the page (InstantBookCta), and "Send enquiry" second.
 */
export const EnquiryCta = observer(function EnquiryCta({ venue, country, variant }: { venue: VenueDetail; country: string; variant: 'panel' | 'bar' }) {
  const price = priceFrom(venue.price_from, country);
  const form = `/${country}/enquiries/new?venue=${encodeURIComponent(venue.slug)}`;
  const instant = venue.spaces.some((s) => s.instant_book);
  return (
    <div className={`disc-cta disc-cta--${variant}${instant ? ' disc-cta--instant' : ''}`}>
      <p className="disc-cta__price">
        {price ? (
          <>
            From <strong>{price.amount}</strong> {price.unit}
          </>
        ) : (
          'Price on request'
        )}
      </p>
      {variant === 'panel' && venue.max_capacity > 0 && <p className="disc-meta">Up to {venue.max_capacity.toLocaleString('en')} guests</p>}
      {instant && (
        <Suspense fallback={null}>
          <InstantBookCta venue={venue} country={country} variant={variant} />
        </Suspense>
      )}
      <div className="disc-cta__actions">
        <Link className={`disc-button ${instant ? 'disc-button--light' : 'disc-button--primary'}`} to={form}>
          Send enquiry
        </Link>
        {variant === 'panel' && <HeartButton venue={venue} withLabel />}
      </div>
      {variant === 'panel' && (
        <p className="disc-meta disc-cta__note">
          {instant ? 'Book now: the total shown, paid by card at once. Or send an enquiry and the venue answers with a custom offer.' : 'You won’t be charged yet: prices are confirmed by the venue in a custom offer.'}
        </p>
      )}
    </div>
  );
});
