import { FAVORITE_LIMITS, type Favorite, type FavoriteFolder, type FavoriteFolderDetail, type SavedVenue } from '@venues/contracts';
import { isUniqueViolation } from '../../db/sql';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import { toVenueCard } from '../venues/dto';
import type { FavoriteRepository, FolderSummaryRow } from './repository';

const toFolder = (f: FolderSummaryRow): FavoriteFolder => ({
  _id: f.id,
  name: f.name,
  count: f.count,
  cover: f.cover ?? null,
  created_at: new Date(f.created_at).toISOString(),
  updated_at: new Date(f.updated_at).toISOString(),
});

const nameConflict = (name: string) =>
  new AppError('CONFLICT', `You already have a folder called “${name}”`, { fields: [{ field: 'name', message: 'You already have a folder with this name' }] });

export class FavoriteService {
  constructor(private readonly repo: FavoriteRepository) {}

  private async folderOrThrow(user: AuthUser, id: string, what = 'Folder') {
    const f = await this.repo.ownFolder(user.tenantId, user.id, id);
    if (!f) throw notFound(what);
    return f;
  }

  private async summary(user: AuthUser, id: string): Promise<FavoriteFolder> {
    const [f] = await this.repo.summaries(user.tenantId, user.id, id);
    if (!f) throw notFound('Folder');
    return toFolder(f);
  }

  async folders(user: AuthUser): Promise<FavoriteFolder[]> {
    return (await this.repo.summaries(user.tenantId, user.id)).map(toFolder);
  }

  async createFolder(user: AuthUser, name: string): Promise<FavoriteFolder> {
    if ((await this.repo.folderCount(user.id)) >= FAVORITE_LIMITS.folders) {
      throw new AppError('CONFLICT', `You can have at most ${FAVORITE_LIMITS.folders} folders; delete one you no longer need`);
    }
    if (await this.repo.nameTaken(user.id, name)) throw nameConflict(name);
    try {
      const f = await this.repo.createFolder(user.tenantId, user.id, name);
      return this.summary(user, f.id);
    } catch (e) {
      // The unique index decides when two requests race for one name.
      if (isUniqueViolation(e, 'favorite_folders_user_name_uq')) throw nameConflict(name);
      throw e;
    }
  }

  async renameFolder(user: AuthUser, id: string, name: string): Promise<FavoriteFolder> {
    await this.folderOrThrow(user, id);
    if (await this.repo.nameTaken(user.id, name, id)) throw nameConflict(name);
    try {
      await this.repo.renameFolder(id, name);
    } catch (e) {
      if (isUniqueViolation(e, 'favorite_folders_user_name_uq')) throw nameConflict(name);
      throw e;
    }
    return this.summary(user, id);
  }

  async deleteFolder(user: AuthUser, id: string): Promise<void> {
    await this.folderOrThrow(user, id);
    await this.repo.deleteFolder(id);
  }

  async folder(user: AuthUser, id: string, p: { page: number; limit: number }): Promise<FavoriteFolderDetail> {
    const folder = await this.summary(user, id);
    const list = await this.repo.folderVenues(id, p.limit, (p.page - 1) * p.limit);
    return {
      folder,
      venues: { data: list.map((r) => ({ ...toVenueCard(r), saved_at: new Date(r.saved_at).toISOString() })), page: p.page, limit: p.limit, total: folder.count },
    };
  }

  /** Saving again is a no-op that answers the existing save. */
  async add(user: AuthUser, venueId: string, folderId: string): Promise<Favorite> {
    await this.folderOrThrow(user, folderId);
    if (!(await this.repo.isPublicVenue(user.tenantId, venueId))) throw notFound('Venue');
    const s = await this.repo.save(folderId, venueId);
    return { venue_id: venueId, folder_id: folderId, created_at: s.createdAt.toISOString() };
  }

  /** Removing a venue that is not in the folder changes nothing (a double click is not an error). */
  async remove(user: AuthUser, venueId: string, folderId: string): Promise<void> {
    await this.folderOrThrow(user, folderId);
    await this.repo.unsave(folderId, venueId);
  }

  /** Moves a save to another folder, keeping when it was saved. */
  async move(user: AuthUser, venueId: string, fromId: string, toId: string): Promise<Favorite> {
    await this.folderOrThrow(user, fromId, 'Source folder');
    await this.folderOrThrow(user, toId, 'Destination folder');
    return this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const saved = await repo.saved(fromId, venueId);
      if (!saved) throw notFound('Venue in this folder');
      await repo.unsave(fromId, venueId);
      const s = await repo.save(toId, venueId, saved.createdAt);
      return { venue_id: venueId, folder_id: toId, created_at: s.createdAt.toISOString() };
    });
  }

  async savedVenues(user: AuthUser): Promise<SavedVenue[]> {
    return this.repo.savedVenues(user.tenantId, user.id);
  }
}
