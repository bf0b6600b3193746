// Kept apart from the schemas of owner-venues.ts, without zod: the API client needs these limits
// at run time, and importing them must not bring the schemas along (docs/performance.md).

/**
 * Photos of venues and spaces (multipart/form-data, field `file`, with an optional `caption`
 * field): recognised by content, re-encoded as WebP at `width` and `thumbWidth` pixels wide
 * (never enlarged), metadata dropped. The first photo is the cover.
 */
export const LISTING_PHOTO_LIMITS = {
  field: 'file',
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  maxBytes: 10 * 1024 * 1024,
  /** Larger images (decompression bombs) are refused before decoding. */
  maxPixels: 50_000_000,
  minWidth: 640,
  minHeight: 400,
  width: 1600,
  thumbWidth: 480,
  perVenue: 30,
  perSpace: 20,
  caption: 200,
} as const;
