import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { photoHash, photoIndexFromHash, wrapIndex } from './photoHash';

export interface PhotoViewerState {
  /** The open photo, from the URL's `#photo-N`; null when the viewer is closed. */
  index: number | null;
  /** Opens photo `i`; focus returns to `from` (default: what has focus now) on closing. */
  open: (i: number, from?: HTMLElement | null) => void;
  /** Shows photo `i` (wrapping) in the open viewer; replaces the history entry, so Back still closes. */
  show: (i: number) => void;
  close: () => void;
}

/**
 * The viewer's state kept in the URL hash. Opening pushes `#photo-N` (Back closes it); paging
 * replaces it; closing goes back when this page pushed it, else (a shared `#photo-3` link) drops
 * the hash. When it closes, focus goes back to the photo that opened it.
 */
export function usePhotoViewer(count: number): PhotoViewerState {
  const location = useLocation();
  const navigate = useNavigate();
  const index = photoIndexFromHash(location.hash, count);
  const here = location.pathname + location.search;
  const opener = useRef<HTMLElement | null>(null);
  const pushed = useRef(false);
  // Esc and the ✕ can both fire before the URL changes: close once, or Back would leave the page.
  const closing = useRef(false);

  const open = useCallback(
    (i: number, from?: HTMLElement | null) => {
      opener.current = from ?? (document.activeElement as HTMLElement | null);
      pushed.current = true;
      closing.current = false;
      navigate(here + photoHash(i), { preventScrollReset: true });
    },
    [navigate, here],
  );
  const show = useCallback((i: number) => navigate(here + photoHash(wrapIndex(i, count)), { replace: true, preventScrollReset: true }), [navigate, here, count]);
  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    if (pushed.current) {
      pushed.current = false;
      navigate(-1);
    } else {
      navigate(here, { replace: true, preventScrollReset: true });
    }
  }, [navigate, here]);

  useEffect(() => {
    if (index !== null) return;
    closing.current = false;
    pushed.current = false;
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }, [index]);

  return { index, open, show, close };
}
