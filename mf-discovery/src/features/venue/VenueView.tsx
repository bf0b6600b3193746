import { Link } from 'react-router-dom';
import { eventTypeLabel, type VenueDetail } from '@venues/contracts';
import { storefrontName } from '../../content/storefrontNames';
import { CompareToggle } from '../compare/CompareToggle';
import { FavoritesHost } from '../favorites/FavoritesHost';
import { HeartButton } from '../favorites/HeartButton';
import { VenueMap } from '../map/VenueMap';
import { searchHref } from '../search/searchUrl';
import { ShareButton } from '../share/ShareButton';
import { venueShareUrl } from '../share/shareLinks';
import { RatingBadge } from '../venues/RatingBadge';
import { AmenityList } from './AmenityList';
import { CancellationPolicy } from './CancellationPolicy';
import { EnquiryCta } from './EnquiryCta';
import { EventCheck } from './EventCheck';
import { Gallery } from './Gallery';
import { Reviews } from './Reviews';
import { SpaceCard } from './SpaceCard';
import { venuePlace } from './venueHead';
import '../ui/ui.css';
import '../venues/venues.css';
import './venue.css';

const SECTIONS = [
  ['about', 'About'],
  ['spaces', 'Spaces'],
  ['amenities', 'Amenities'],
  ['location', 'Location'],
  ['policies', 'Cancellation'],
  ['reviews', 'Reviews'],
] as const;

/**
 * The venue's public page below the site header: gallery, about, spaces, amenities, location,
 * cancellation policy, reviews and the enquiry panel. The public page (`venues/:venue`) and the
 * team's draft preview (`venues/venue_id_draft`) both render it, so the preview is the page.
 * In a preview nothing acts: no favourite, no enquiry, no reviews to load, no photos page.
 */
export function VenueView({ venue, country, preview = false }: { venue: VenueDetail; country: string; preview?: boolean }) {
  const store = storefrontName(country);
  const place = venuePlace(venue);
  const photosHref = preview ? undefined : `/${country}/venues/${encodeURIComponent(venue.slug)}/photos`;
  const mapHref = `https://www.openstreetmap.org/?mlat=${venue.location.lat}&mlon=${venue.location.lng}#map=17/${venue.location.lat}/${venue.location.lng}`;

  return (
    <div className="disc-venue">
      {!preview && <FavoritesHost />}
      <div className="disc-container">
        <nav className="disc-breadcrumbs" aria-label="Breadcrumbs">
          <Link to={`/${country}/venues`}>Venues in {store.inName}</Link>
          {venue.city && venue.city !== store.name && (
            <>
              {' › '}
              <Link to={searchHref(country, { city: venue.city })}>{venue.city}</Link>
            </>
          )}
          {venue.area && venue.area !== venue.city && (
            <>
              {' › '}
              <Link to={searchHref(country, { city: venue.area })}>{venue.area}</Link>
            </>
          )}
        </nav>
        <header className="disc-venue__head">
          <div>
            <h1>{venue.name}</h1>
            <p className="disc-venue__facts">
              <RatingBadge average={venue.rating_avg} count={venue.rating_count} />
              {venue.instant_book && (
                <a className="disc-instant-badge" href="#instant-book">
                  Instant book
                </a>
              )}
              <span>{place}</span>
              {venue.max_capacity > 0 && <span>Up to {venue.max_capacity.toLocaleString('en')} guests</span>}
              <span>
                {venue.spaces.length} space{venue.spaces.length === 1 ? '' : 's'}
              </span>
            </p>
          </div>
          {!preview && (
            <div className="disc-venue__actions">
              <ShareButton title={venue.name} url={venueShareUrl('', country, venue.slug)} />
              <CompareToggle venue={venue} country={country} className="disc-compare-toggle--labelled" />
              <HeartButton venue={venue} withLabel />
            </div>
          )}
        </header>
        <Gallery photos={venue.photos} photosHref={photosHref} name={venue.name} />
      </div>

      <nav className="disc-venue__sections" aria-label="On this page">
        <ul className="disc-container">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="disc-container disc-venue__layout">
        <div className="disc-venue__main">
          <section id="about" aria-labelledby="about-title">
            <h2 id="about-title">About {venue.name}</h2>
            {venue.description.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
            {venue.event_types.length > 0 && (
              <>
                <h3>Good for</h3>
                <ul className="disc-tags">
                  {venue.event_types.map((t) => (
                    <li key={t}>
                      <Link to={searchHref(country, { event_type: t })}>{eventTypeLabel(t)}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {venue.organization && <p className="disc-meta">Listed by {venue.organization.name}</p>}
          </section>

          {!preview && <EventCheck venue={venue} country={country} />}

          <section id="spaces" aria-labelledby="spaces-title">
            <h2 id="spaces-title">
              Spaces <span className="disc-meta">({venue.spaces.length})</span>
            </h2>
            <div className="disc-spaces">
              {venue.spaces.map((s) => (
                <SpaceCard key={s._id} space={s} country={country} />
              ))}
            </div>
          </section>

          <section id="amenities" aria-labelledby="amenities-title">
            <h2 id="amenities-title">Amenities</h2>
            <AmenityList amenities={venue.amenities} />
          </section>

          <section id="location" aria-labelledby="location-title">
            <h2 id="location-title">Location</h2>
            {/* A draft previewed before its pin is placed has 0,0: no map for it. */}
            {(venue.location.lat !== 0 || venue.location.lng !== 0) && <VenueMap lat={venue.location.lat} lng={venue.location.lng} name={venue.name} />}
            <address className="disc-address">
              {venue.address}
              <br />
              {[venue.area, venue.city, venue.postal_code].filter(Boolean).join(', ')}
              <br />
              {store.name}
            </address>
            <p>
              <a href={mapHref} target="_blank" rel="noopener noreferrer">
                Open the map (OpenStreetMap)
              </a>
            </p>
          </section>

          <section id="policies" aria-labelledby="policies-title">
            <h2 id="policies-title">Cancellation policy</h2>
            <CancellationPolicy policy={venue.cancellation_policy} country={country} />
          </section>

          <section id="reviews" aria-labelledby="reviews-title">
            <h2 id="reviews-title">Reviews</h2>
            {preview ? (
              <p className="disc-meta">Reviews from your guests will show here after their events.</p>
            ) : (
              <Reviews venueRef={venue.slug} rating={venue.rating} newest={venue.reviews} />
            )}
          </section>
        </div>
        <aside className="disc-venue__aside" aria-label="Enquire">
          {preview ? <p className="disc-meta">Guests will send their enquiries from here once the venue is published.</p> : <EnquiryCta venue={venue} country={country} variant="panel" />}
        </aside>
      </div>
      {!preview && (
        <div className="disc-venue__bar">
          <EnquiryCta venue={venue} country={country} variant="bar" />
        </div>
      )}
    </div>
  );
}
