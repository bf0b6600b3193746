import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { VenueDetail } from '@venues/contracts';
import { HeartButton } from '../favorites/HeartButton';
import { priceFrom } from '../venues/price';

/**
 * The booking panel: the "from" price and the venue's capacity, and "Send enquiry", which opens the
 * enquiry form of mf-enquiries (enquiries/new?venue=), for a visitor too: the form keeps the
 * enquiry on the device until they have signed up (docs/adr/0114-enquiring-before-signing-up.md).
 */
export const EnquiryCta = observer(function EnquiryCta({ venue, country, variant }: { venue: VenueDetail; country: string; variant: 'panel' | 'bar' }) {
  const price = priceFrom(venue.price_from, country);
  const form = `/${country}/enquiries/new?venue=${encodeURIComponent(venue.slug)}`;
  return (
    <div className={`disc-cta disc-cta--${variant}`}>
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
      <div className="disc-cta__actions">
        <Link className="disc-button disc-button--primary" to={form}>
          Send enquiry
        </Link>
        {variant === 'panel' && <HeartButton venue={venue} withLabel />}
      </div>
      {variant === 'panel' && <p className="disc-meta disc-cta__note">You won’t be charged yet: prices are confirmed by the venue in a custom offer.</p>}
    </div>
  );
});
