import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import './share.css';

// The dialog's code comes when it is first opened (most visitors never share).
const ShareDialog = lazy(() => import(/* webpackChunkName: "share-dialog" */ './ShareDialog'));

type ShareNavigator = Navigator & { share?: (data: ShareData) => Promise<void> };

/**
 * "Share": the system share sheet where the browser has one (phones), else a small dialog with
 * the link to copy, e-mail and WhatsApp. No library: navigator.share and the clipboard API.
 */
/** The URL to share, made absolute only when used: a page may be drawn on the server, which has no window. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/** `url`: a path of this site, or an absolute URL. */
export function ShareButton({ title, url, className = '' }: { title: string; url: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function onClick() {
    const nav = navigator as ShareNavigator;
    if (typeof nav.share === 'function') {
      try {
        await nav.share({ title, url: absolute(url) });
        return;
      } catch (e) {
        // Dismissed by the person: nothing to do. Refused (not allowed here): offer the dialog.
        if ((e as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    setOpen(true);
  }

  // Back to the button once the dialog is gone (while it is open the page behind is inert).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);

  return (
    <>
      <button ref={button} type="button" className={`disc-share-button ${className}`} aria-haspopup="dialog" onClick={() => void onClick()}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>Share</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog title={title} url={absolute(url)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
