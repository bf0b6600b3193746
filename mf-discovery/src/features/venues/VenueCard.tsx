import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { VenueCard as VenueCardData } from '@venues/contracts';
import { CompareToggle } from '../compare/CompareToggle';
import { HeartButton } from '../favorites/HeartButton';
import { priceFrom } from './price';
import { RatingBadge } from './RatingBadge';
import '../ui/ui.css';
import './venues.css';

export interface VenueCardProps {
  venue: VenueCardData;
  /** Storefront of the page: links and price conventions. */
  country: string;
  /** The first cards of a page load their photo at once (they are in view); the rest lazily. */
  eager?: boolean;
  /** Extra controls under the card (e.g. move or remove in a favourites folder). */
  actions?: ReactNode;
  /** Heading level of the name in the page's outline. */
  headingLevel?: 2 | 3;
  /** The search's date (and guests): the card says the venue is free then, and its page opens with them. */
  when?: SearchWhen;
}

/** A search's date and guests: the search only lists venues with a space free that day. */
export interface SearchWhen {
  date: string;
  guests?: number;
}

/** "Sat 12 Dec": a YYYY-MM-DD date as a person reads it. */
const dayLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export function venueHref(country: string, venue: Pick<VenueCardData, 'slug' | '_id'>, when?: SearchWhen): string {
  const path = `/${country}/venues/${encodeURIComponent(venue.slug || venue._id)}`;
  if (!when) return path;
  const q = new URLSearchParams({ date: when.date });
  if (when.guests) q.set('guests', String(when.guests));
  return `${path}?${q.toString()}`;
}

/** A venue in a result list: photo, heart, name, place, rating, capacity and the "from" price. */
export function VenueCard({ venue, country, eager = false, actions, headingLevel = 3, when }: VenueCardProps) {
  const price = priceFrom(venue.price_from, country);
  const place = [venue.area, venue.city].filter(Boolean).join(', ');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="disc-vcard" data-testid="venue-card">
      <div className="disc-vcard__media">
        {venue.photo ? (
          <img
            src={venue.photo.url}
            alt={venue.photo.alt}
            width={venue.photo.width}
            height={venue.photo.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : 'auto'}
          />
        ) : (
          <div className="disc-vcard__nophoto">No photos yet</div>
        )}
        <HeartButton venue={venue} className="disc-vcard__heart" />
      </div>
      <div className="disc-vcard__body">
        <H className="disc-vcard__name">
          {/* The link covers the whole card (CSS); the heart and actions sit above it. */}
          <Link className="disc-vcard__link" to={venueHref(country, venue, when)}>
            {venue.name}
          </Link>
        </H>
        {place && <p className="disc-vcard__place">{place}</p>}
        {when && <p className="disc-vcard__free">Free on {dayLabel(when.date)}</p>}
        {venue.instant_book && <p className="disc-instant-badge">Instant book</p>}
        <p className="disc-vcard__meta">
          <RatingBadge average={venue.rating_avg} count={venue.rating_count} />
          {venue.max_capacity > 0 && <span>Up to {venue.max_capacity.toLocaleString('en')} guests</span>}
          {venue.spaces_count > 1 && <span>{venue.spaces_count} spaces</span>}
        </p>
        <p className="disc-vcard__price">
          {price ? (
            <>
              From <strong>{price.amount}</strong> {price.unit}
              {price.perHour && <span className="disc-vcard__per-hour"> ({price.perHour})</span>}
            </>
          ) : (
            'Price on request'
          )}
        </p>
        <CompareToggle venue={venue} country={country} />
        {actions && <div className="disc-vcard__actions">{actions}</div>}
      </div>
    </article>
  );
}

/** The shape of a card while results load, the same size so nothing jumps when they arrive. */
export function VenueCardSkeleton() {
  return (
    <div className="disc-vcard disc-vcard--skeleton" aria-hidden="true">
      <div className="disc-vcard__media disc-skeleton" />
      <div className="disc-vcard__body">
        <div className="disc-skeleton disc-skeleton--line" style={{ width: '70%' }} />
        <div className="disc-skeleton disc-skeleton--line" style={{ width: '45%' }} />
        <div className="disc-skeleton disc-skeleton--line" style={{ width: '60%' }} />
        <div className="disc-skeleton disc-skeleton--line" style={{ width: '40%' }} />
      </div>
    </div>
  );
}

export interface VenueGridProps {
  venues: readonly VenueCardData[] | undefined;
  country: string;
  /** While nothing has loaded: this many skeletons. */
  skeletons?: number;
  /** How many of the first cards load their photos eagerly. */
  eagerCount?: number;
  actions?: (venue: VenueCardData) => ReactNode;
  label: string;
  busy?: boolean;
  when?: SearchWhen;
  /** Show whole rows only: a last row short of cards is left out (venues.css), never one card alone. */
  wholeRows?: boolean;
}

/** A responsive grid of venue cards (1 column on phones, up to 4 on wide screens). */
export function VenueGrid({ venues, country, skeletons = 8, eagerCount = 2, actions, label, busy = false, when, wholeRows = false }: VenueGridProps) {
  if (!venues) {
    return (
      <div className="disc-vgrid" role="status" aria-label={`Loading ${label.toLowerCase()}`} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <VenueCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={`disc-vgrid${wholeRows ? ' disc-vgrid--whole-rows' : ''}${busy ? ' is-busy' : ''}`} aria-label={label} aria-busy={busy}>
      {venues.map((v, i) => (
        <li key={v._id}>
          <VenueCard venue={v} country={country} eager={i < eagerCount} actions={actions?.(v)} when={when} />
        </li>
      ))}
    </ul>
  );
}
