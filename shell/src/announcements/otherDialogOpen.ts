import { useEffect, useState } from 'react';
import { TASK_IN_PROGRESS_ATTR } from '@venues/mf-kit';

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

/** True when a remote says the person is in the middle of something (`useTaskInProgress`). */
export function taskInProgress(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(TASK_IN_PROGRESS_ATTR);
}

/**
 * Whether an announcement must wait, watched only while `active` (one is waiting): it never
 * stacks over a dialog the person is in, nor interrupts a task (a form with changes, a payment);
 * it shows once that dialog closes or the task ends.
 */
export function useAnnouncementMustWait(active: boolean): boolean {
  const [wait, setWait] = useState(false);
  useEffect(() => {
    if (!active) return;
    const check = () => setWait(otherDialogOpen() || taskInProgress());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'style', 'class', 'hidden', 'aria-modal'] });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [TASK_IN_PROGRESS_ATTR] });
    return () => observer.disconnect();
  }, [active]);
  return active && wait;
}
