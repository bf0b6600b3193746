import { useEffect } from 'react';
import type { Photo } from '@venues/contracts';
import { Dialog } from '../ui/Dialog';
import { wrapIndex } from './photoHash';
import { useSwipe } from './swipe';
import './gallery.css';

export interface PhotoViewerProps {
  photos: readonly Photo[];
  index: number;
  /** Whose photos (the dialog's name: "Photos of The Glasshouse"). */
  name: string;
  onIndex: (i: number) => void;
  onClose: () => void;
}

/** The photos either side of `index`: the only ones fetched ahead, so paging shows them at once. */
export function neighbours(index: number, count: number): number[] {
  if (count < 2) return [];
  return [...new Set([wrapIndex(index + 1, count), wrapIndex(index - 1, count)])].filter((i) => i !== index);
}

/**
 * Full-screen photo viewer: the photo large with its caption and "3 / 12", previous and next
 * (buttons, ← →, Home, End, a swipe), Esc or ✕ to close. A modal <dialog> (our Dialog): the
 * browser traps focus and makes the page behind inert. Always dark, whatever the theme: photos
 * read best on black.
 */
export function PhotoViewer({ photos, index, name, onIndex, onClose }: PhotoViewerProps) {
  const count = photos.length;
  const photo = photos[index]!;
  const go = (i: number) => onIndex(wrapIndex(i, count));
  const swipe = useSwipe((step) => go(index + step));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[e.key];
      if (to !== undefined) {
        e.preventDefault();
        go(to);
      } else if (e.key === 'Escape') {
        // Handled here rather than by the dialog's cancel: one close, in every browser.
        e.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  useEffect(() => {
    for (const i of neighbours(index, count)) new Image().src = photos[i]!.url;
  }, [index, count, photos]);

  return (
    <Dialog
      title={`Photos of ${name}`}
      onClose={onClose}
      className="disc-pv"
      headExtra={
        <p className="disc-pv__count" aria-live="polite">
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <span className="disc-visually-hidden">
            Photo {index + 1} of {count}
          </span>
        </p>
      }
    >
      <div className="disc-pv__stage" data-testid="photo-viewer-stage" {...swipe}>
        <figure className="disc-pv__figure">
          <img key={photo.url + index} src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} draggable={false} />
          <figcaption>{photo.alt}</figcaption>
        </figure>
        {count > 1 && (
          <>
            <button type="button" className="disc-pv__nav disc-pv__nav--prev" onClick={() => go(index - 1)} aria-label="Previous photo">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="disc-pv__nav disc-pv__nav--next" onClick={() => go(index + 1)} aria-label="Next photo">
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
