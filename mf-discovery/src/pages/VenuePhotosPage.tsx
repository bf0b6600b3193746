import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Photo } from '@venues/contracts';
import { PlainErrorView, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { Dialog } from '../features/ui/Dialog';
import { ErrorNotice } from '../features/ui/Notice';
import { cachedVenue, loadVenue } from '../features/venue/venueCache';
import '../features/ui/ui.css';
import '../features/venue/venue.css';

interface Group {
  title: string;
  photos: Photo[];
}

/** The viewer: one photo large, with previous/next (buttons and the arrow keys). */
function Viewer({ photos, index, onIndex, onClose }: { photos: Photo[]; index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const photo = photos[index]!;
  const prev = () => onIndex((index - 1 + photos.length) % photos.length);
  const next = () => onIndex((index + 1) % photos.length);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') prev();
      if (e.key === 'ArrowRight') next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  return (
    <Dialog title={`Photo ${index + 1} of ${photos.length}`} onClose={onClose} className="disc-dialog--wide">
      <figure className="disc-viewer">
        <img src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} />
        <figcaption>{photo.alt}</figcaption>
        <div className="disc-viewer__nav">
          <button type="button" className="disc-button disc-button--ghost" onClick={prev} aria-label="Previous photo">
            ‹ Previous
          </button>
          <button type="button" className="disc-button disc-button--ghost" onClick={next} aria-label="Next photo">
            Next ›
          </button>
        </div>
      </figure>
    </Dialog>
  );
}

/** `/:country/venues/:venue/photos`: every photo of the venue and of its spaces, with a viewer. */
export default function VenuePhotosPage() {
  const country = useCountry();
  const { venue: ref = '' } = useParams<{ venue: string }>();
  const { hash } = useLocation();
  const state = useData(() => loadVenue(ref), [ref], { cached: cachedVenue(ref) });
  const venue = state.status === 'ready' ? state.data : undefined;
  const [open, setOpen] = useState<number | null>(null);
  useDocumentTitle(venue ? `Photos of ${venue.name}` : 'Photos');

  const groups: Group[] = useMemo(
    () => (venue ? [{ title: venue.name, photos: venue.photos }, ...venue.spaces.map((s) => ({ title: s.name, photos: s.photos }))].filter((g) => g.photos.length) : []),
    [venue],
  );
  const all = groups.flatMap((g) => g.photos);

  // A link from the gallery (#photo-3) scrolls to that photo once the list is there.
  useEffect(() => {
    if (venue && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [venue, hash]);

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
                    <button type="button" onClick={() => setOpen(i)} aria-label={`Open photo ${i + 1}: ${p.alt}`}>
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
      {open !== null && all[open] && <Viewer photos={all} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </div>
  );
}
