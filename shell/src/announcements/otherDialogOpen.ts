import { useEffect, useState } from 'react';

/** What counts as a dialog on the page: any app's (antd modals, native <dialog>, ARIA dialogs). */
const DIALOGS = 'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
/** The announcement's own `<dialog>` carries this class (AnnouncementDialog). */
export const ANNOUNCEMENT_CLASS = 'sh-announcement';

/** True when a dialog other than the announcement is open and visible. */
export function otherDialogOpen(root: ParentNode = document): boolean {
  for (const el of root.querySelectorAll<HTMLElement>(DIALOGS)) {
    if (el.closest(`.${ANNOUNCEMENT_CLASS}`) || el.closest('[hidden]')) continue;
    // checkVisibility (Chromium, Firefox, Safari 17.4+): display:none on any ancestor hides it too.
    if (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.style.display !== 'none') return true;
  }
  return false;
}

/**
 * Whether another dialog is open, watched only while `active` (an announcement is waiting): the
 * announcement never stacks over a dialog the user is in the middle of; it shows once
 * that dialog closes.
 */
export function useOtherDialogOpen(active: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    const check = () => setOpen(otherDialogOpen());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'style', 'class', 'hidden', 'aria-modal'] });
    return () => observer.disconnect();
  }, [active]);
  return active && open;
}
