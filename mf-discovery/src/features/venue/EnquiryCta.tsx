import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { VenueDetail } from '@venues/contracts';
import { HeartButton } from '../favorites/HeartButton';
import { Dialog } from '../ui/Dialog';
import { priceFrom } from '../venues/price';

/**
 * The booking panel: the "from" price and the venue's capacity, and "Send enquiry". Enquiries are
 * the next part of the site to be built (mf-enquiries); until it ships the button says honestly
 * what will happen and what the visitor can do now. This component is the slot that issue fills.
 */
export function EnquiryCta({ venue, country, variant }: { venue: VenueDetail; country: string; variant: 'panel' | 'bar' }) {
  const [open, setOpen] = useState(false);
  const price = priceFrom(venue.price_from, country);
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
        <button type="button" className="disc-button disc-button--primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Send enquiry
        </button>
        {variant === 'panel' && <HeartButton venue={venue} withLabel />}
      </div>
      {variant === 'panel' && <p className="disc-meta disc-cta__note">You won’t be charged yet: prices are confirmed by the venue in a custom offer.</p>}
      {open && (
        <Dialog
          title={`Enquire about ${venue.name}`}
          onClose={() => setOpen(false)}
          footer={
            <button type="button" className="disc-button disc-button--primary" onClick={() => setOpen(false)}>
              Got it
            </button>
          }
        >
          <p>
            <strong>Online enquiries are opening soon.</strong> You will be able to send {venue.name} your date, number of guests and
            questions, chat with the venue here, and receive a custom offer you can pay online.
          </p>
          <p>Until then:</p>
          <ul>
            <li>Save this venue to a folder with the heart, so it is easy to find again.</li>
            <li>
              Questions about planning or about us? <Link to={`/${country}/contact-us`}>Contact our team</Link>.
            </li>
          </ul>
        </Dialog>
      )}
    </div>
  );
}
