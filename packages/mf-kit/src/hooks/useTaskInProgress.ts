import { useEffect } from 'react';

/**
 * The attribute on <html> that says the person is in the middle of something (a form with
 * changes, a payment): the shell holds back what would interrupt them, such as an announcement
 * (docs/adr/0105-journeys-across-pages.md). Its value counts the components that set it: each
 * remote has its own copy of this module, so the count lives in the page, not in a variable.
 */
export const TASK_IN_PROGRESS_ATTR = 'data-task-in-progress';

function adjust(by: number): void {
  const html = document.documentElement;
  const count = (Number(html.getAttribute(TASK_IN_PROGRESS_ATTR)) || 0) + by;
  if (count > 0) html.setAttribute(TASK_IN_PROGRESS_ATTR, String(count));
  else html.removeAttribute(TASK_IN_PROGRESS_ATTR);
}

/** Marks the page busy while `busy` is true. */
export function useTaskInProgress(busy: boolean): void {
  useEffect(() => {
    if (!busy) return;
    adjust(1);
    return () => adjust(-1);
  }, [busy]);
}
