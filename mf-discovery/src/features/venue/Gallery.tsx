import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Photo } from '@venues/contracts';
import { usePhotoViewer } from '../gallery/usePhotoViewer';

// The full-screen viewer's code comes when a photo is first opened.
const PhotoViewer = lazy(() => import(/* webpackChunkName: "photo-viewer" */ '../gallery/PhotoViewer').then((m) => ({ default: m.PhotoViewer })));

/**
 * The venue's photos at the top of its page: one large and four small on wide screens, a strip to
 * swipe on phones. The first photo is the page's largest element: it loads first, the rest lazily.
 * A photo opens the full-screen viewer over all the venue's photos (`#photo-N` in the URL).
 */
export function Gallery({ photos, photosHref, name }: { photos: Photo[]; /** The photos page; none in a draft's preview. */ photosHref?: string; name: string }) {
  const viewer = usePhotoViewer(photos.length);
  if (photos.length === 0) {
    return <div className="disc-gallery disc-gallery--empty">No photos of {name} yet</div>;
  }
  const shown = photos.slice(0, 5);
  return (
    <div className={`disc-gallery disc-gallery--${Math.min(shown.length, 5)}`}>
      <ul className="disc-gallery__strip" aria-label={`Photos of ${name}`}>
        {shown.map((p, i) => (
          <li key={p.url + i} className={i === 0 ? 'disc-gallery__main' : undefined}>
            <button type="button" className="disc-gallery__open" aria-haspopup="dialog" aria-label={`Photo ${i + 1} of ${photos.length}: ${p.alt}`} onClick={(e) => viewer.open(i, e.currentTarget)}>
              <GalleryImage photo={p} first={i === 0} />
            </button>
          </li>
        ))}
      </ul>
      {photosHref && (
        <Link className="disc-gallery__all disc-button disc-button--light" to={photosHref}>
          Show all {photos.length} photos
        </Link>
      )}
      {viewer.index !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} index={viewer.index} name={name} onIndex={viewer.show} onClose={viewer.close} />
        </Suspense>
      )}
    </div>
  );
}

function GalleryImage({ photo, first }: { photo: Photo; first: boolean }) {
  return (
    <img
      src={photo.url}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
