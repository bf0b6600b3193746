import { useEffect, useRef, useState } from 'react';

/**
 * A native `<dialog>` shown as a modal while its component is rendered: the browser keeps the focus
 * inside it and the page behind inert, and Escape fires its `cancel` event. Callers stop rendering
 * the component to close it; the focus then goes back to what had it before (the button that
 * opened it), read at the first render, before an autoFocus inside the dialog takes it.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal: there the attribute stands in.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);
  return ref;
}
