import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { currencyInfo } from '@venues/geo';
import type { SpaceEstimate, SpaceSlotStatus, VenueDetail, VenueEstimate } from '@venues/contracts';
import { money } from '../venues/price';
import { enquiryHref } from './eventCheck';

// The event check's answer, loaded when someone asks (EventCheck.tsx): the venue page's first
// download leaves it out (docs/performance.md).

const STATUS: Record<SpaceSlotStatus, string> = { available: 'Free', taken: 'Not free', closed: 'Closed', too_small: 'Too small' };
const BASIS = { hourly: 'hourly rate', day: 'day rate', package: 'package' } as const;

const EventCheckAnswer = observer(function EventCheckAnswer({ estimate, venue, country }: { estimate: VenueEstimate; venue: VenueDetail; country: string }) {
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
          <Link className="disc-button disc-button--light" to={form}>
            Enquire
            <span className="disc-visually-hidden"> about {space.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
});

export default EventCheckAnswer;
