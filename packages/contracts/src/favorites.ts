import { z } from 'zod';
import { safeString, isoDateTime } from './common';
import { pageQuery, storefrontCountry, type Photo, type VenueCard } from './discovery';
import { FAVORITE_LIMITS, RECENTLY_VIEWED_MAX } from './discovery-limits';
import type { Page } from './common';

const id = (label: string) => safeString({ message: `${label} is required` }).uuid(`${label} must be a valid id`);

// ------------------------------------------------------------------ favourites (signed in)

/** A folder of saved venues; `count` and `cover` only consider venues that are still public. */
export interface FavoriteFolder {
  _id: string;
  name: string;
  count: number;
  /** The newest saved venue's first photo. */
  cover: Photo | null;
  created_at: string;
  updated_at: string;
}

/** GET /v1/favorites/folders/:id: the folder and a page of its venues, newest saved first. */
export interface FavoriteFolderDetail {
  folder: FavoriteFolder;
  venues: Page<VenueCard & { saved_at: string }>;
}

/** GET /v1/favorites/venue-ids: which venues the user saved, and in which folders (for the hearts). */
export interface SavedVenue {
  venue_id: string;
  folder_ids: string[];
}

export interface Favorite {
  venue_id: string;
  folder_id: string;
  created_at: string;
}

/** POST and PATCH /v1/favorites/folders: names are unique per user, ignoring case. */
export const folderNameBody = z
  .object({
    name: safeString({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(FAVORITE_LIMITS.folderName, `Name must be at most ${FAVORITE_LIMITS.folderName} characters`),
  })
  .strict();
export type FolderNameBody = z.input<typeof folderNameBody>;

/** POST and DELETE /v1/favorites. */
export const favoriteBody = z.object({ venue_id: id('Venue'), folder_id: id('Folder') }).strict();
export type FavoriteBody = z.input<typeof favoriteBody>;

/** POST /v1/favorites/move. */
export const favoriteMoveBody = z
  .object({ venue_id: id('Venue'), from_folder_id: id('Source folder'), to_folder_id: id('Destination folder') })
  .strict()
  .refine((b) => b.from_folder_id !== b.to_folder_id, { path: ['to_folder_id'], message: 'Choose a different folder to move to' });
export type FavoriteMoveBody = z.input<typeof favoriteMoveBody>;

export const folderParams = z.object({ id: id('Folder') });
export const folderQuery = pageQuery(FAVORITE_LIMITS.defaultLimit, FAVORITE_LIMITS.maxLimit);

// ------------------------------------------------------------------ recently viewed

export interface RecentlyViewedItem extends VenueCard {
  viewed_at: string;
}

/** GET /v1/recently-viewed: all storefronts, or one with `?country=`. */
export const recentlyViewedQuery = z.object({ country: storefrontCountry.optional() }).strict();

/** POST /v1/recently-viewed. */
export const recentlyViewedBody = z.object({ venue_id: id('Venue') }).strict();

/**
 * POST /v1/recently-viewed/merge, at sign-in: the browser's list joins the server's. Ids that are
 * no longer public are skipped (a browser list can be old); a future time counts as now.
 */
export const recentlyViewedMergeBody = z
  .object({
    items: z
      .array(
        z
          .object({
            venue_id: id('Venue'),
            viewed_at: isoDateTime('Viewed at must be an ISO date-time', 'Viewed at'),
          })
          .strict(),
        { message: 'Items must be a list' },
      )
      .max(RECENTLY_VIEWED_MAX, `At most ${RECENTLY_VIEWED_MAX} items`),
  })
  .strict();
export type RecentlyViewedMergeBody = z.input<typeof recentlyViewedMergeBody>;
