import { Link } from 'react-router-dom';
import type { Photo } from '@venues/contracts';

/**
 * The venue's photos at the top of its page: one large and four small on wide screens, a strip to
 * swipe on phones. The first photo is the page's largest element: it loads first, the rest lazily.
 */
export function Gallery({ photos, photosHref, name }: { photos: Photo[]; /** The photos page; none in a draft's preview. */ photosHref?: string; name: string }) {
  if (photos.length === 0) {
    return <div className="disc-gallery disc-gallery--empty">No photos of {name} yet</div>;
  }
  const shown = photos.slice(0, 5);
  return (
    <div className={`disc-gallery disc-gallery--${Math.min(shown.length, 5)}`}>
      <ul className="disc-gallery__strip" aria-label={`Photos of ${name}`}>
        {shown.map((p, i) => (
          <li key={p.url + i} className={i === 0 ? 'disc-gallery__main' : undefined}>
            {photosHref ? (
              <Link to={`${photosHref}#photo-${i + 1}`} aria-label={`Photo ${i + 1} of ${photos.length}: ${p.alt}`}>
                <GalleryImage photo={p} first={i === 0} />
              </Link>
            ) : (
              <GalleryImage photo={p} first={i === 0} />
            )}
          </li>
        ))}
      </ul>
      {photosHref && (
        <Link className="disc-gallery__all disc-button disc-button--light" to={photosHref}>
          Show all {photos.length} photos
        </Link>
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
