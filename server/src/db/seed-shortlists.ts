// Demo favourites: user@demo.test keeps two folders and shares one with friend@demo.test, who added a
// venue and voted, so a newcomer sees a living shared shortlist (docs/adr/0064-shared-shortlists.md).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { favoriteFolderMembers, favoriteFolders, favoriteVotes, favorites, users, venues } from './schema';

/** The demo link's token: /sg/shortlists/join/<this> (demo data only; real links are random). */
export const DEMO_SHORTLIST_TOKEN = 'demo-offsite-2027-shortlist-link';

export async function seedShortlists(db: Db, tenantId: string): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.tenantId, tenantId), inArray(users.email, ['user@demo.test', 'friend@demo.test'])));
  const user = people.find((p) => p.email === 'user@demo.test')?.id;
  const friend = people.find((p) => p.email === 'friend@demo.test')?.id;
  const sg = await db.select({ id: venues.id }).from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.status, 'published'), eq(venues.country, 'sg'))).orderBy(asc(venues.slug)).limit(6);
  if (!user || !friend || sg.length < 6) return; // a small test seed
  const [offsite] = await db.insert(favoriteFolders).values({ tenantId, userId: user, name: 'Offsite 2027 shortlist', shareToken: DEMO_SHORTLIST_TOKEN }).returning();
  const [ideas] = await db.insert(favoriteFolders).values({ tenantId, userId: user, name: 'Ideas for the year-end party' }).returning();
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  await db.insert(favorites).values([
    { folderId: offsite!.id, venueId: sg[0]!.id, addedBy: user, createdAt: at(9) },
    { folderId: offsite!.id, venueId: sg[1]!.id, addedBy: user, createdAt: at(8) },
    { folderId: offsite!.id, venueId: sg[2]!.id, addedBy: friend, createdAt: at(3) },
    { folderId: ideas!.id, venueId: sg[3]!.id, addedBy: user, createdAt: at(5) },
    { folderId: ideas!.id, venueId: sg[4]!.id, addedBy: user, createdAt: at(2) },
    { folderId: ideas!.id, venueId: sg[5]!.id, addedBy: user, createdAt: at(1) },
  ]);
  await db.insert(favoriteFolderMembers).values({ folderId: offsite!.id, userId: friend, joinedAt: at(4) });
  await db.insert(favoriteVotes).values([
    { folderId: offsite!.id, venueId: sg[0]!.id, userId: user, value: 1 },
    { folderId: offsite!.id, venueId: sg[0]!.id, userId: friend, value: 1 },
    { folderId: offsite!.id, venueId: sg[1]!.id, userId: friend, value: -1 },
    { folderId: offsite!.id, venueId: sg[2]!.id, userId: friend, value: 1 },
  ]);
}
