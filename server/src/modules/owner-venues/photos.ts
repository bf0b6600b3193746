import { createHash, randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { LISTING_PHOTO_LIMITS, type OwnerPhoto, type Photo } from '@venues/contracts';
import { fieldError } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';

/** One file of an upload request, or what is wrong with the request (routes.ts reads it). */
export type PhotoUpload = { ok: true; data: Buffer; caption: string } | { ok: false; message: string };

const FIELD = LISTING_PHOTO_LIMITS.field;
/** Our uploads: `<tenant>/listings/<uuid>/w<width>.webp` (the thumbnail sits beside the large one). */
const UPLOADED = /\/listings\/[0-9a-f-]{36}\/w\d+\.webp$/;

/** A photo's id: a hash of its URL, so it stays the same whatever the order (seeded photos included). */
export const photoIdOf = (url: string): string => createHash('sha256').update(url).digest('hex').slice(0, 16);

export function toOwnerPhoto(p: Photo): OwnerPhoto {
  return {
    _id: photoIdOf(p.url),
    url: p.url,
    thumb_url: UPLOADED.test(p.url) ? p.url.replace(/\/w\d+\.webp$/, `/w${LISTING_PHOTO_LIMITS.thumbWidth}.webp`) : p.url,
    caption: p.alt,
    width: p.width,
    height: p.height,
  };
}

/**
 * The photos of venues and spaces: checked by content (JPEG, PNG or WebP whatever the name says),
 * size and pixels, turned upright, re-encoded as WebP without metadata at two widths (never
 * enlarged) and stored in the media storage under a folder of their own, served at /media.
 */
export class ListingPhotos {
  constructor(private readonly storage: Storage) {}

  async store(tenantCode: string, upload: PhotoUpload): Promise<Photo> {
    if (!upload.ok) throw fieldError(FIELD, upload.message);
    const { data } = upload;
    if (data.length > LISTING_PHOTO_LIMITS.maxBytes) throw fieldError(FIELD, `The photo must be at most ${LISTING_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`);
    let meta: Metadata;
    try {
      meta = await sharp(data, { limitInputPixels: LISTING_PHOTO_LIMITS.maxPixels }).metadata();
    } catch (e) {
      const tooBig = /pixel limit/i.test((e as Error).message);
      throw fieldError(FIELD, tooBig ? `The photo has more than ${LISTING_PHOTO_LIMITS.maxPixels / 1_000_000} million pixels` : 'Choose a JPEG, PNG or WebP photo');
    }
    if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw fieldError(FIELD, 'Choose a JPEG, PNG or WebP photo');
    // Orientation 5–8 swaps width and height once turned upright.
    const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height ?? 0, meta.width ?? 0] : [meta.width ?? 0, meta.height ?? 0];
    if (w * h > LISTING_PHOTO_LIMITS.maxPixels) throw fieldError(FIELD, `The photo has more than ${LISTING_PHOTO_LIMITS.maxPixels / 1_000_000} million pixels`);
    if (w < LISTING_PHOTO_LIMITS.minWidth || h < LISTING_PHOTO_LIMITS.minHeight) {
      throw fieldError(FIELD, `The photo must be at least ${LISTING_PHOTO_LIMITS.minWidth}×${LISTING_PHOTO_LIMITS.minHeight} pixels (this one is ${w}×${h})`);
    }
    const folder = `${tenantCode}/listings/${randomUUID()}`;
    let large: { data: Buffer; info: OutputInfo };
    try {
      const render = (width: number) =>
        sharp(data, { limitInputPixels: LISTING_PHOTO_LIMITS.maxPixels, failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      large = await render(LISTING_PHOTO_LIMITS.width);
      const thumb = await render(LISTING_PHOTO_LIMITS.thumbWidth);
      await this.storage.put(`${folder}/w${LISTING_PHOTO_LIMITS.thumbWidth}.webp`, thumb.data);
    } catch {
      throw fieldError(FIELD, 'The photo could not be read. Choose a JPEG, PNG or WebP photo.');
    }
    const stored = await this.storage.put(`${folder}/w${LISTING_PHOTO_LIMITS.width}.webp`, large.data);
    return { url: stored.url, alt: upload.caption, width: large.info.width, height: large.info.height };
  }

  /** Stores the upload and runs `save` with the stored photo; when `save` fails, the photo's files go again. */
  async storeWhile<T>(tenantCode: string, upload: PhotoUpload, save: (photo: Photo) => Promise<T>): Promise<T> {
    const photo = await this.store(tenantCode, upload);
    try {
      return await save(photo);
    } catch (e) {
      await this.forget([photo]);
      throw e;
    }
  }

  /** Deletes the files of photos that were uploaded (seeded pictures are shared and stay). */
  async forget(photos: readonly Photo[]): Promise<void> {
    for (const p of photos) {
      if (!UPLOADED.test(p.url)) continue;
      const key = this.storage.keyOf(p.url);
      if (!key) continue;
      await this.storage.remove(key);
      await this.storage.remove(key.replace(/\/w\d+\.webp$/, `/w${LISTING_PHOTO_LIMITS.thumbWidth}.webp`));
    }
  }
}
