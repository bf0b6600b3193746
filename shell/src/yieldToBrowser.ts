/**
 * Ends the current task and carries on in a new one, so that the browser may paint and answer input
 * in between: the start-up's steps are then several short tasks rather than one long one (Total
 * Blocking Time counts what a task runs past 50 ms; docs/ssr.md). `scheduler.yield()` where the
 * browser has it (the rest of the start-up keeps its place in the queue), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
