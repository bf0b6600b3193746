import { and, eq, sql } from 'drizzle-orm';
import type { Photo } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { favoriteFolders, favorites, venues, type FavoriteFolderRow } from '../../db/schema';
import { rows } from '../../db/sql';
import type { CardRow } from '../venues/dto';
import { CARD_COLUMNS } from '../venues/repository';

export interface FolderSummaryRow {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  count: number;
  cover: Photo | null;
}

/** Saves whose venue is public: an unpublished venue drops out of counts and lists, its save is kept. */
const PUBLIC_SAVES = sql`favorites fv join venues v on v.id = fv.venue_id and v.status = 'published'`;

export class FavoriteRepository extends Repository {
  /** The user's folders (or one of them) with their public count and cover, oldest first. */
  async summaries(tenantId: string, userId: string, folderId?: string): Promise<FolderSummaryRow[]> {
    const one = folderId ? sql`and f.id = ${folderId}` : sql``;
    return rows<FolderSummaryRow>(
      this.db,
      sql`select f.id, f.name, f.created_at, f.updated_at,
            (select count(*)::int from ${PUBLIC_SAVES} where fv.folder_id = f.id) as count,
            (select v.photos->0 from ${PUBLIC_SAVES} where fv.folder_id = f.id order by fv.created_at desc, v.id limit 1) as cover
          from favorite_folders f where f.tenant_id = ${tenantId} and f.user_id = ${userId} ${one}
          order by f.created_at, f.id`,
    );
  }

  /** The folder if it belongs to the user; another user's folder is "not found". */
  async ownFolder(tenantId: string, userId: string, id: string): Promise<FavoriteFolderRow | null> {
    const [f] = await this.db
      .select()
      .from(favoriteFolders)
      .where(and(eq(favoriteFolders.tenantId, tenantId), eq(favoriteFolders.userId, userId), eq(favoriteFolders.id, id)));
    return f ?? null;
  }

  async folderCount(userId: string): Promise<number> {
    const [r] = await rows<{ n: number }>(this.db, sql`select count(*)::int as n from favorite_folders where user_id = ${userId}`);
    return r?.n ?? 0;
  }

  async nameTaken(userId: string, name: string, exceptId?: string): Promise<boolean> {
    const except = exceptId ? sql`and id <> ${exceptId}` : sql``;
    const r = await rows(this.db, sql`select 1 from favorite_folders where user_id = ${userId} and lower(name) = lower(${name}) ${except} limit 1`);
    return r.length > 0;
  }

  async createFolder(tenantId: string, userId: string, name: string): Promise<FavoriteFolderRow> {
    const [f] = await this.db.insert(favoriteFolders).values({ tenantId, userId, name }).returning();
    return f!;
  }

  async renameFolder(id: string, name: string): Promise<void> {
    await this.db.update(favoriteFolders).set({ name, updatedAt: new Date() }).where(eq(favoriteFolders.id, id));
  }

  async deleteFolder(id: string): Promise<void> {
    await this.db.delete(favoriteFolders).where(eq(favoriteFolders.id, id));
  }

  async folderVenues(folderId: string, limit: number, offset: number): Promise<(CardRow & { saved_at: Date })[]> {
    return rows(
      this.db,
      sql`select ${CARD_COLUMNS}, fv.created_at as saved_at from ${PUBLIC_SAVES} where fv.folder_id = ${folderId}
          order by fv.created_at desc, v.id limit ${limit} offset ${offset}`,
    );
  }

  async isPublicVenue(tenantId: string, venueId: string): Promise<boolean> {
    const r = await this.db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.tenantId, tenantId), eq(venues.id, venueId), eq(venues.status, 'published')));
    return r.length > 0;
  }

  async save(folderId: string, venueId: string, createdAt?: Date): Promise<{ createdAt: Date }> {
    await this.db
      .insert(favorites)
      .values({ folderId, venueId, ...(createdAt ? { createdAt } : {}) })
      .onConflictDoNothing();
    return (await this.saved(folderId, venueId))!;
  }

  async saved(folderId: string, venueId: string): Promise<{ createdAt: Date } | null> {
    const [r] = await this.db
      .select({ createdAt: favorites.createdAt })
      .from(favorites)
      .where(and(eq(favorites.folderId, folderId), eq(favorites.venueId, venueId)));
    return r ?? null;
  }

  async unsave(folderId: string, venueId: string): Promise<void> {
    await this.db.delete(favorites).where(and(eq(favorites.folderId, folderId), eq(favorites.venueId, venueId)));
  }

  /** Every public saved venue of the user with the folders it is in. */
  async savedVenues(tenantId: string, userId: string): Promise<{ venue_id: string; folder_ids: string[] }[]> {
    return rows(
      this.db,
      sql`select fv.venue_id, array_agg(fv.folder_id order by fv.created_at) as folder_ids
          from ${PUBLIC_SAVES} join favorite_folders f on f.id = fv.folder_id
          where f.tenant_id = ${tenantId} and f.user_id = ${userId}
          group by fv.venue_id order by max(fv.created_at) desc`,
    );
  }
}
