/**
 * Runs a one-shot call (e.g. consuming a single-use token) once per key per page load, so
 * React's development double effects and remounts share one request instead of using the token twice.
 */
const pending = new Map<string, Promise<unknown>>();

export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let p = pending.get(key) as Promise<T> | undefined;
  if (!p) {
    p = run();
    pending.set(key, p);
  }
  return p;
}

/** For tests. */
export function forgetOnce(): void {
  pending.clear();
}
