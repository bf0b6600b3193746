import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PlainErrorView, useCountry, useData } from '@venues/mf-kit';
import { cardOf, recordView } from '../features/recent/recentlyViewed';
import { ErrorNotice } from '../features/ui/Notice';
import { cachedVenue, loadVenue } from '../features/venue/venueCache';
import { applyVenueHead, venueHead } from '../features/venue/venueHead';
import { VenueView } from '../features/venue/VenueView';
import '../features/ui/ui.css';
import '../features/venues/venues.css';
import '../features/venue/venue.css';

export function VenueSkeleton() {
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
  const { hash, search } = useLocation();
  const state = useData(() => loadVenue(ref), [ref], { cached: cachedVenue(ref) });
  const venue = state.status === 'ready' ? state.data : undefined;

  // Opened by id (or an old slug): the address bar shows the venue's one canonical URL (the
  // search's date and guests kept for the availability check).
  useEffect(() => {
    if (venue && venue.slug && venue.slug !== ref) navigate(`/${country}/venues/${encodeURIComponent(venue.slug)}${search}${hash}`, { replace: true });
  }, [venue, ref, country, navigate, hash, search]);

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

  return <VenueView venue={venue} country={country} />;
}
