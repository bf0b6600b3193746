/** `#photo-3` ↔ index 2: the open photo lives in the URL, so Back closes the viewer and a link opens it. */
export function photoHash(index: number): string {
  return `#photo-${index + 1}`;
}

/** The index a hash names, or null when it names no photo of `count`. */
export function photoIndexFromHash(hash: string, count: number): number | null {
  const m = /^#photo-(\d{1,4})$/.exec(hash);
  if (!m) return null;
  const i = Number(m[1]) - 1;
  return i >= 0 && i < count ? i : null;
}

/** Wraps around both ends (the viewer goes from the last photo to the first). */
export function wrapIndex(i: number, count: number): number {
  return ((i % count) + count) % count;
}
