import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Photo } from '@venues/contracts';
import { PlainErrorView, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PhotoViewer } from '../features/gallery/PhotoViewer';
import { usePhotoViewer } from '../features/gallery/usePhotoViewer';
import { ErrorNotice } from '../features/ui/Notice';
import { cachedVenue, loadVenue } from '../features/venue/venueCache';
import '../features/ui/ui.css';
import '../features/venue/venue.css';

interface Group {
  title: string;
  photos: Photo[];
}

/** `/:country/venues/:venue/photos`: every photo of the venue and of its spaces, with a viewer. */
export default function VenuePhotosPage() {
  const country = useCountry();
  const { venue: ref = '' } = useParams<{ venue: string }>();
  const state = useData(() => loadVenue(ref), [ref], { cached: cachedVenue(ref) });
  const venue = state.status === 'ready' ? state.data : undefined;
  useDocumentTitle(venue ? `Photos of ${venue.name}` : 'Photos');

  const groups: Group[] = useMemo(
    () => (venue ? [{ title: venue.name, photos: venue.photos }, ...venue.spaces.map((s) => ({ title: s.name, photos: s.photos }))].filter((g) => g.photos.length) : []),
    [venue],
  );
  const all = groups.flatMap((g) => g.photos);
  // `#photo-3` opens the viewer on that photo (a shared link too); Back closes it.
  const viewer = usePhotoViewer(all.length);

  if (state.status === 'error') {
    if (state.error.status === 404) return <PlainErrorView status={404} message="This venue does not exist or is no longer listed." homeHref={`/${country}/venues`} />;
    return (
      <div className="disc-page disc-container">
        <ErrorNotice title="We could not load the photos" message={state.error.message} onRetry={state.reload} />
      </div>
    );
  }
  if (!venue) {
    return (
      <div className="disc-container disc-photos" role="status" aria-label="Loading photos" aria-busy="true">
        <div className="disc-skeleton disc-skeleton--line" style={{ width: '40%', height: 28 }} />
        <ul className="disc-photos__grid">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="disc-skeleton" style={{ aspectRatio: '4 / 3' }} />
          ))}
        </ul>
      </div>
    );
  }

  let n = 0;
  return (
    <div className="disc-container disc-photos">
      <p>
        <Link to={`/${country}/venues/${encodeURIComponent(venue.slug)}`}>‹ Back to {venue.name}</Link>
      </p>
      <h1>Photos of {venue.name}</h1>
      <p className="disc-meta">
        {all.length} photo{all.length === 1 ? '' : 's'}
      </p>
      {all.length === 0 && <p>The venue has not added photos yet.</p>}
      {groups.map((g, gi) => (
        <section key={g.title + gi} aria-label={gi === 0 ? 'The venue' : g.title}>
          <h2>{gi === 0 ? 'The venue' : g.title}</h2>
          <ul className="disc-photos__grid">
            {g.photos.map((p) => {
              const i = n++;
              return (
                <li key={p.url + i} id={`photo-${i + 1}`}>
                  <figure>
                    <button type="button" aria-haspopup="dialog" onClick={(e) => viewer.open(i, e.currentTarget)} aria-label={`Open photo ${i + 1}: ${p.alt}`}>
                      <img src={p.url} alt={p.alt} width={p.width} height={p.height} loading={i < 2 ? 'eager' : 'lazy'} decoding="async" />
                    </button>
                    <figcaption>{p.alt}</figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {viewer.index !== null && <PhotoViewer photos={all} index={viewer.index} name={venue.name} onIndex={viewer.show} onClose={viewer.close} />}
    </div>
  );
}
