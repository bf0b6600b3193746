import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { eventTypeLabel } from '@venues/contracts';
import { PlainErrorView, useCountry, useData } from '@venues/mf-kit';
import { storefrontFor } from '../content/storefronts';
import { FavoritesHost } from '../features/favorites/FavoritesHost';
import { HeartButton } from '../features/favorites/HeartButton';
import { cardOf, recordView } from '../features/recent/recentlyViewed';
import { searchHref } from '../features/search/searchUrl';
import { ErrorNotice } from '../features/ui/Notice';
import { AmenityList } from '../features/venue/AmenityList';
import { CancellationPolicy } from '../features/venue/CancellationPolicy';
import { EnquiryCta } from '../features/venue/EnquiryCta';
import { Gallery } from '../features/venue/Gallery';
import { Reviews } from '../features/venue/Reviews';
import { SpaceCard } from '../features/venue/SpaceCard';
import { cachedVenue, loadVenue } from '../features/venue/venueCache';
import { applyVenueHead, venueHead, venuePlace } from '../features/venue/venueHead';
import { RatingBadge } from '../features/venues/RatingBadge';
import '../features/ui/ui.css';
import '../features/venues/venues.css';
import '../features/venue/venue.css';

const SECTIONS = [
  ['about', 'About'],
  ['spaces', 'Spaces'],
  ['amenities', 'Amenities'],
  ['location', 'Location'],
  ['policies', 'Cancellation'],
  ['reviews', 'Reviews'],
] as const;

function VenueSkeleton() {
  return (
    <div className="disc-container disc-venue" role="status" aria-label="Loading the venue" aria-busy="true">
      <div className="disc-skeleton disc-skeleton--line" style={{ width: '40%', height: 28, marginTop: 24 }} />
      <div className="disc-skeleton disc-skeleton--line" style={{ width: '25%' }} />
      <div className="disc-gallery disc-gallery--skeleton disc-skeleton" />
    </div>
  );
}

/**
 * `/:country/venues/:venue` (the venue layout): gallery, about, spaces with capacity and prices,
 * amenities, location, cancellation policy, reviews and the enquiry panel. The page writes its
 * own head (title, description, canonical, schema.org EventVenue) and is recorded as viewed.
 */
export default function VenuePage() {
  const country = useCountry();
  const { venue: ref = '' } = useParams<{ venue: string }>();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const state = useData(() => loadVenue(ref), [ref], { cached: cachedVenue(ref) });
  const venue = state.status === 'ready' ? state.data : undefined;

  // Opened by id (or an old slug): the address bar shows the venue's one canonical URL.
  useEffect(() => {
    if (venue && venue.slug && venue.slug !== ref) navigate(`/${country}/venues/${encodeURIComponent(venue.slug)}${hash}`, { replace: true });
  }, [venue, ref, country, navigate, hash]);

  useEffect(() => {
    if (!venue) return;
    return applyVenueHead(document, venueHead(venue, country, window.location.origin));
  }, [venue, country]);

  const venueId = venue?._id;
  useEffect(() => {
    if (venue) recordView(cardOf(venue));
    // Once per venue shown, not on every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [venueId]);

  if (state.status === 'error') {
    if (state.error.status === 404) {
      return <PlainErrorView status={404} message="This venue does not exist or is no longer listed." homeHref={`/${country}/venues`} />;
    }
    return (
      <div className="disc-page disc-container">
        <ErrorNotice title="We could not load this venue" message={state.error.message} onRetry={state.reload} />
      </div>
    );
  }
  if (!venue) return <VenueSkeleton />;

  const store = storefrontFor(country);
  const place = venuePlace(venue);
  const photosHref = `/${country}/venues/${encodeURIComponent(venue.slug)}/photos`;
  const mapHref = `https://www.openstreetmap.org/?mlat=${venue.location.lat}&mlon=${venue.location.lng}#map=17/${venue.location.lat}/${venue.location.lng}`;

  return (
    <div className="disc-venue">
      <FavoritesHost />
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
              <span>{place}</span>
              {venue.max_capacity > 0 && <span>Up to {venue.max_capacity.toLocaleString('en')} guests</span>}
              <span>
                {venue.spaces.length} space{venue.spaces.length === 1 ? '' : 's'}
              </span>
            </p>
          </div>
          <HeartButton venue={venue} withLabel />
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
            <Reviews venueRef={venue.slug} rating={venue.rating} newest={venue.reviews} />
          </section>
        </div>
        <aside className="disc-venue__aside" aria-label="Enquire">
          <EnquiryCta venue={venue} country={country} variant="panel" />
        </aside>
      </div>
      <div className="disc-venue__bar">
        <EnquiryCta venue={venue} country={country} variant="bar" />
      </div>
    </div>
  );
}
