import { and, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { favoriteFolderMembers, favoriteFolders, favoriteVotes, favorites, type FavoriteFolderRow } from '../../db/schema';
import { rows } from '../../db/sql';
import type { CardRow } from '../venues/dto';
import { CARD_COLUMNS } from '../venues/repository';

export interface PersonRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture: string | null;
}

export type ShortlistVenueRow = CardRow & {
  added_at: Date;
  added_by: string | null;
  adder_first: string | null;
  adder_last: string | null;
  adder_picture: string | null;
  up: number;
  down: number;
  my_vote: number | null;
};

/** Shared folders: their links, members and votes (the folders and saves are the favourites module's tables). */
export class ShortlistRepository extends Repository {
  async folder(tenantId: string, id: string): Promise<FavoriteFolderRow | null> {
    const [f] = await this.db.select().from(favoriteFolders).where(and(eq(favoriteFolders.tenantId, tenantId), eq(favoriteFolders.id, id)));
    return f ?? null;
  }

  async byToken(tenantId: string, token: string): Promise<FavoriteFolderRow | null> {
    const [f] = await this.db.select().from(favoriteFolders).where(and(eq(favoriteFolders.tenantId, tenantId), eq(favoriteFolders.shareToken, token)));
    return f ?? null;
  }

  async isMember(folderId: string, userId: string): Promise<boolean> {
    const r = await this.db.select({ u: favoriteFolderMembers.userId }).from(favoriteFolderMembers).where(and(eq(favoriteFolderMembers.folderId, folderId), eq(favoriteFolderMembers.userId, userId)));
    return r.length > 0;
  }

  async setToken(folderId: string, token: string | null): Promise<void> {
    await this.db.update(favoriteFolders).set({ shareToken: token, updatedAt: new Date() }).where(eq(favoriteFolders.id, folderId));
  }

  async join(folderId: string, userId: string): Promise<void> {
    await this.db.insert(favoriteFolderMembers).values({ folderId, userId }).onConflictDoNothing();
  }

  /** A member leaves: their votes go with them; the venues they added stay. */
  async removeMember(folderId: string, userId: string): Promise<void> {
    await this.db.delete(favoriteVotes).where(and(eq(favoriteVotes.folderId, folderId), eq(favoriteVotes.userId, userId)));
    await this.db.delete(favoriteFolderMembers).where(and(eq(favoriteFolderMembers.folderId, folderId), eq(favoriteFolderMembers.userId, userId)));
  }

  async removeAllMembers(folderId: string): Promise<void> {
    const members = await this.db.select({ u: favoriteFolderMembers.userId }).from(favoriteFolderMembers).where(eq(favoriteFolderMembers.folderId, folderId));
    for (const m of members) await this.removeMember(folderId, m.u);
  }

  async person(userId: string): Promise<PersonRow> {
    const [p] = await rows<PersonRow>(this.db, sql`select id, first_name, last_name, profile_picture from users where id = ${userId}`);
    return p!;
  }

  async members(folderId: string): Promise<PersonRow[]> {
    return rows<PersonRow>(
      this.db,
      sql`select u.id, u.first_name, u.last_name, u.profile_picture from favorite_folder_members m join users u on u.id = m.user_id
          where m.folder_id = ${folderId} order by m.joined_at, u.id`,
    );
  }

  /** The public venues of the folder, newest first, with who added each and the votes. */
  async venues(folderId: string, userId: string, limit: number): Promise<ShortlistVenueRow[]> {
    return rows<ShortlistVenueRow>(
      this.db,
      sql`select ${CARD_COLUMNS}, fv.created_at as added_at, fv.added_by,
            a.first_name as adder_first, a.last_name as adder_last, a.profile_picture as adder_picture,
            (select count(*)::int from favorite_votes x where x.folder_id = fv.folder_id and x.venue_id = v.id and x.value = 1) as up,
            (select count(*)::int from favorite_votes x where x.folder_id = fv.folder_id and x.venue_id = v.id and x.value = -1) as down,
            (select x.value from favorite_votes x where x.folder_id = fv.folder_id and x.venue_id = v.id and x.user_id = ${userId}) as my_vote
          from favorites fv join venues v on v.id = fv.venue_id and v.status = 'published'
          left join users a on a.id = fv.added_by
          where fv.folder_id = ${folderId}
          order by fv.created_at desc, v.id limit ${limit}`,
    );
  }

  async isPublicVenue(tenantId: string, venueId: string): Promise<boolean> {
    const r = await rows(this.db, sql`select 1 from venues where tenant_id = ${tenantId} and id = ${venueId} and status = 'published'`);
    return r.length > 0;
  }

  async venueCount(folderId: string): Promise<number> {
    const [r] = await rows<{ n: number }>(this.db, sql`select count(*)::int as n from favorites where folder_id = ${folderId}`);
    return r?.n ?? 0;
  }

  async add(folderId: string, venueId: string, userId: string): Promise<void> {
    await this.db.insert(favorites).values({ folderId, venueId, addedBy: userId }).onConflictDoNothing();
  }

  async inFolder(folderId: string, venueId: string): Promise<boolean> {
    const r = await this.db.select({ v: favorites.venueId }).from(favorites).where(and(eq(favorites.folderId, folderId), eq(favorites.venueId, venueId)));
    return r.length > 0;
  }

  async vote(folderId: string, venueId: string, userId: string, value: -1 | 0 | 1): Promise<void> {
    if (value === 0) {
      await this.db.delete(favoriteVotes).where(and(eq(favoriteVotes.folderId, folderId), eq(favoriteVotes.venueId, venueId), eq(favoriteVotes.userId, userId)));
      return;
    }
    await this.db
      .insert(favoriteVotes)
      .values({ folderId, venueId, userId, value })
      .onConflictDoUpdate({ target: [favoriteVotes.folderId, favoriteVotes.venueId, favoriteVotes.userId], set: { value, updatedAt: new Date() } });
  }

  /** Shortlists others shared with the user, with their owner and public venue count. */
  async sharedWith(tenantId: string, userId: string) {
    return rows<{ id: string; name: string; share_token: string; owner_id: string; owner_first: string | null; owner_last: string | null; owner_picture: string | null; count: number }>(
      this.db,
      sql`select f.id, f.name, f.share_token, o.id as owner_id, o.first_name as owner_first, o.last_name as owner_last, o.profile_picture as owner_picture,
            (select count(*)::int from favorites fv join venues v on v.id = fv.venue_id and v.status = 'published' where fv.folder_id = f.id) as count
          from favorite_folder_members m join favorite_folders f on f.id = m.folder_id join users o on o.id = f.user_id
          where m.user_id = ${userId} and f.tenant_id = ${tenantId} and f.share_token is not null
          order by m.joined_at desc`,
    );
  }
}
