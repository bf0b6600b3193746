import type { z } from 'zod';
import { LISTING_PHOTO_LIMITS, type Photo, type photosBody } from '@venues/contracts';
import type { TenantRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import { photoIdOf, type ListingPhotos, type PhotoUpload } from './photos';
import type { OwnerVenueRepository } from './repository';

type PhotosOrder = z.output<typeof photosBody>;

/** What differs between the photos of a venue and those of a space. */
export interface AlbumOf<T, Row> {
  /** The record holding the photos, locked and checked editable by the caller, in the transaction's repository. */
  open(repo: OwnerVenueRepository, user: AuthUser, id: string): Promise<T>;
  photosOf(record: T): readonly Photo[];
  /** Saves the new photos (and refreshes search when it shows them); the row is what the answer is made from. */
  save(repo: OwnerVenueRepository, tenantId: string, record: T, photos: Photo[]): Promise<Row>;
  /** How many photos the record may have, and the message when it has them all. */
  max: number;
  full: string;
}

/**
 * The photos of one kind of listing (venues or spaces): add an upload, reorder and caption, remove.
 * Each change runs in one transaction with the venue's row locked; an upload is stored before the
 * transaction and its files go when the change fails, and the files of removed photos go once the
 * change is committed.
 */
export class PhotoAlbum<T, Row> {
  constructor(
    private readonly repo: OwnerVenueRepository,
    private readonly photos: ListingPhotos,
    private readonly of: AlbumOf<T, Row>,
  ) {}

  async add(user: AuthUser, tenant: TenantRow, id: string, upload: PhotoUpload): Promise<Row> {
    return this.photos.storeWhile(tenant.code, upload, (photo) =>
      this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const record = await this.of.open(repo, user, id);
        const photos = this.of.photosOf(record);
        if (photos.length >= this.of.max) throw fieldError(LISTING_PHOTO_LIMITS.field, this.of.full);
        return this.of.save(repo, user.tenantId, record, [...photos, photo]);
      }),
    );
  }

  async order(user: AuthUser, id: string, body: PhotosOrder): Promise<Row> {
    return this.change(user, id, (photos) => reordered(photos, body));
  }

  async remove(user: AuthUser, id: string, photoId: string): Promise<Row> {
    return this.change(user, id, (photos) => {
      if (!photos.some((p) => photoIdOf(p.url) === photoId)) throw notFound('Photo');
      return photos.filter((p) => photoIdOf(p.url) !== photoId);
    });
  }

  /** Saves the photos `next` makes of the record's; those no longer among them are deleted after the commit. */
  private async change(user: AuthUser, id: string, next: (photos: readonly Photo[]) => Photo[]): Promise<Row> {
    let gone: Photo[] = [];
    const row = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const record = await this.of.open(repo, user, id);
      const before = this.of.photosOf(record);
      const after = next(before);
      gone = before.filter((p) => !after.some((n) => n.url === p.url));
      return this.of.save(repo, user.tenantId, record, after);
    });
    await this.photos.forget(gone);
    return row;
  }
}

/** The photos in the order asked, with their new captions; every id must be one of them (those left out go). */
function reordered(photos: readonly Photo[], body: PhotosOrder): Photo[] {
  const byId = new Map(photos.map((p) => [photoIdOf(p.url), p]));
  return body.photos.map((x, i) => {
    const p = byId.get(x._id);
    if (!p) throw fieldError(`photos.${i}._id`, 'This photo is not one of this listing’s');
    return { ...p, alt: (x.caption ?? '').trim() };
  });
}
