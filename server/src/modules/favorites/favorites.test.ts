import { and, eq, ne } from 'drizzle-orm';
import type { Favorite, FavoriteFolder, FavoriteFolderDetail, SavedVenue } from '@venues/contracts';
import { favorites, venues, type VenueRow } from '../../db/schema';
import { createTestApp, errorOf, type InjectOpts, type TestApp } from '../../test/helpers';

let t: TestApp;
let user: string;
let other: string;
let pub: VenueRow[];
let hidden: VenueRow;

beforeAll(async () => {
  t = await createTestApp();
  user = (await t.login('user@demo.test')).accessToken;
  other = (await t.login('owner@demo.test')).accessToken;
  pub = await t.app.db.select().from(venues).where(and(eq(venues.status, 'published'), eq(venues.country, 'sg'))).limit(6);
  hidden = (await t.app.db.select().from(venues).where(ne(venues.status, 'published')).limit(1))[0]!;
});
afterAll(() => t.close());

const call = (o: InjectOpts) => t.req(o);
const createFolder = async (token: string, name: string): Promise<FavoriteFolder> => {
  const r = await call({ method: 'POST', url: '/api/v1/favorites/folders', token, body: { name } });
  expect(r.statusCode).toBe(201);
  return r.json().data;
};
const folders = async (token: string): Promise<FavoriteFolder[]> => (await call({ url: '/api/v1/favorites/folders', token })).json().data;
const folder = async (token: string, id: string, qs = ''): Promise<FavoriteFolderDetail> => {
  const r = await call({ url: `/api/v1/favorites/folders/${id}${qs}`, token });
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const save = (token: string, venue_id: string, folder_id: string) => call({ method: 'POST', url: '/api/v1/favorites', token, body: { venue_id, folder_id } });

describe('folders', () => {
  it('creates, lists (with count and cover), renames and deletes a folder', async () => {
    const f = await createFolder(user, '  Team offsite  ');
    expect(f).toEqual({ _id: expect.any(String), name: 'Team offsite', count: 0, cover: null, created_at: expect.any(String), updated_at: expect.any(String) });
    expect((await save(user, pub[0]!.id, f._id)).statusCode).toBe(201);
    expect((await save(user, pub[1]!.id, f._id)).statusCode).toBe(201);
    const listed = (await folders(user)).find((x) => x._id === f._id)!;
    expect(listed.count).toBe(2);
    expect(listed.cover).toEqual(pub[1]!.photos[0]); // the newest save's first photo
    const renamed = await call({ method: 'PATCH', url: `/api/v1/favorites/folders/${f._id}`, token: user, body: { name: 'Offsite 2027' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ _id: f._id, name: 'Offsite 2027', count: 2 });
    expect((await call({ method: 'DELETE', url: `/api/v1/favorites/folders/${f._id}`, token: user })).json().data).toEqual({ ok: true });
    expect((await folders(user)).map((x) => x._id)).not.toContain(f._id);
    // Its saves went with it; the venues did not.
    expect(await t.app.db.select().from(favorites).where(eq(favorites.folderId, f._id))).toEqual([]);
    expect((await t.req({ url: `/api/v1/venues/${pub[0]!.slug}` })).statusCode).toBe(200);
  });

  it('names are unique per user ignoring case (409 naming the field); another user may use the same name', async () => {
    const a = await createFolder(user, 'Weddings');
    const dup = await call({ method: 'POST', url: '/api/v1/favorites/folders', token: user, body: { name: 'WEDDINGS' } });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup)).toMatchObject({ code: 'CONFLICT', details: { fields: [{ field: 'name' }] } });
    const b = await createFolder(user, 'Dinners');
    const clash = await call({ method: 'PATCH', url: `/api/v1/favorites/folders/${b._id}`, token: user, body: { name: 'weddings' } });
    expect(clash.statusCode).toBe(409);
    // Renaming to itself in another case is fine.
    expect((await call({ method: 'PATCH', url: `/api/v1/favorites/folders/${a._id}`, token: user, body: { name: 'WEDDINGS' } })).statusCode).toBe(200);
    await createFolder(other, 'Weddings');
  });

  it('bad input: 400 naming the field', async () => {
    const empty = await call({ method: 'POST', url: '/api/v1/favorites/folders', token: user, body: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).details.fields).toEqual([{ field: 'name', message: 'Name is required' }]);
    const long = await call({ method: 'POST', url: '/api/v1/favorites/folders', token: user, body: { name: 'x'.repeat(61) } });
    expect(errorOf(long).details.fields?.[0]?.field).toBe('name');
    const badId = await call({ url: '/api/v1/favorites/folders/nope', token: user });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).details.fields?.[0]?.field).toBe('id');
    const badSave = await call({ method: 'POST', url: '/api/v1/favorites', token: user, body: { venue_id: 'x' } });
    expect(badSave.statusCode).toBe(400);
    expect(errorOf(badSave).details.fields?.map((f) => f.field).sort()).toEqual(['folder_id', 'venue_id']);
  });

  it('needs sign-in', async () => {
    expect((await call({ url: '/api/v1/favorites/folders' })).statusCode).toBe(401);
    expect((await call({ method: 'POST', url: '/api/v1/favorites', body: { venue_id: pub[0]!.id, folder_id: pub[0]!.id } })).statusCode).toBe(401);
    expect((await call({ url: '/api/v1/favorites/venue-ids' })).statusCode).toBe(401);
  });
});

describe('ownership: another user’s folder is not found', () => {
  it('cannot be read, renamed, deleted, saved into, removed from or moved to/from', async () => {
    const mine = await createFolder(user, 'Mine');
    const theirs = await createFolder(other, 'Theirs');
    expect((await save(other, pub[0]!.id, theirs._id)).statusCode).toBe(201);
    const attempts: InjectOpts[] = [
      { url: `/api/v1/favorites/folders/${theirs._id}` },
      { method: 'PATCH', url: `/api/v1/favorites/folders/${theirs._id}`, body: { name: 'Hacked' } },
      { method: 'DELETE', url: `/api/v1/favorites/folders/${theirs._id}` },
      { method: 'POST', url: '/api/v1/favorites', body: { venue_id: pub[1]!.id, folder_id: theirs._id } },
      { method: 'DELETE', url: '/api/v1/favorites', body: { venue_id: pub[0]!.id, folder_id: theirs._id } },
      { method: 'POST', url: '/api/v1/favorites/move', body: { venue_id: pub[0]!.id, from_folder_id: theirs._id, to_folder_id: mine._id } },
      { method: 'POST', url: '/api/v1/favorites/move', body: { venue_id: pub[0]!.id, from_folder_id: mine._id, to_folder_id: theirs._id } },
    ];
    for (const a of attempts) {
      const r = await call({ ...a, token: user });
      expect([a.method ?? 'GET', a.url, r.statusCode]).toEqual([a.method ?? 'GET', a.url, 404]);
    }
    // Nothing changed on their side.
    const d = await folder(other, theirs._id);
    expect(d.folder.name).toBe('Theirs');
    expect(d.venues.data.map((v) => v._id)).toEqual([pub[0]!.id]);
    expect((await folders(user)).map((f) => f._id)).not.toContain(theirs._id);
  });
});

describe('saves', () => {
  it('save is idempotent; remove; the folder pages its venues newest first; the hearts list', async () => {
    const f = await createFolder(user, 'Shortlist');
    const first = (await save(user, pub[2]!.id, f._id)).json().data as Favorite;
    const again = await save(user, pub[2]!.id, f._id);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first);
    for (const v of pub.slice(3, 6)) await save(user, v.id, f._id);
    const p1 = await folder(user, f._id, '?limit=2');
    expect(p1.venues).toMatchObject({ page: 1, limit: 2, total: 4 });
    expect(p1.venues.data.map((v) => v._id)).toEqual([pub[5]!.id, pub[4]!.id]);
    expect(p1.venues.data[0]).toMatchObject({ slug: pub[5]!.slug, saved_at: expect.any(String) });
    const p2 = await folder(user, f._id, '?limit=2&page=2');
    expect(p2.venues.data.map((v) => v._id)).toEqual([pub[3]!.id, pub[2]!.id]);

    const hearts = (await call({ url: '/api/v1/favorites/venue-ids', token: user })).json().data as SavedVenue[];
    expect(hearts.find((h) => h.venue_id === pub[2]!.id)?.folder_ids).toContain(f._id);

    const removed = await call({ method: 'DELETE', url: '/api/v1/favorites', token: user, body: { venue_id: pub[2]!.id, folder_id: f._id } });
    expect(removed.json().data).toEqual({ ok: true });
    expect((await folder(user, f._id)).venues.total).toBe(3);
    // Removing again is not an error.
    expect((await call({ method: 'DELETE', url: '/api/v1/favorites', token: user, body: { venue_id: pub[2]!.id, folder_id: f._id } })).statusCode).toBe(200);
  });

  it('moves a venue between own folders, keeping when it was saved', async () => {
    const a = await createFolder(user, 'Move from');
    const b = await createFolder(user, 'Move to');
    const saved = (await save(user, pub[0]!.id, a._id)).json().data as Favorite;
    const moved = await call({ method: 'POST', url: '/api/v1/favorites/move', token: user, body: { venue_id: pub[0]!.id, from_folder_id: a._id, to_folder_id: b._id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ venue_id: pub[0]!.id, folder_id: b._id, created_at: saved.created_at });
    expect((await folder(user, a._id)).venues.total).toBe(0);
    expect((await folder(user, b._id)).venues.data.map((v) => v._id)).toEqual([pub[0]!.id]);
    // Moving what is not in the source folder: 404, nothing changes.
    const again = await call({ method: 'POST', url: '/api/v1/favorites/move', token: user, body: { venue_id: pub[0]!.id, from_folder_id: a._id, to_folder_id: b._id } });
    expect(again.statusCode).toBe(404);
    const same = await call({ method: 'POST', url: '/api/v1/favorites/move', token: user, body: { venue_id: pub[0]!.id, from_folder_id: a._id, to_folder_id: a._id } });
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).details.fields?.[0]?.field).toBe('to_folder_id');
  });

  it('unpublished venues cannot be saved and drop out of folders, counts and hearts while hidden', async () => {
    const f = await createFolder(user, 'Visibility');
    const hide = await save(user, hidden.id, f._id);
    expect(hide.statusCode).toBe(404);
    expect(errorOf(hide).message).toBe('Venue not found');
    const unknown = await save(user, '00000000-0000-4000-8000-000000000000', f._id);
    expect(unknown.statusCode).toBe(404);

    const v = pub[1]!;
    await save(user, v.id, f._id);
    await t.app.db.update(venues).set({ status: 'suspended' }).where(eq(venues.id, v.id));
    const d = await folder(user, f._id);
    expect(d.venues.data).toEqual([]);
    expect(d.folder.count).toBe(0);
    expect((await folders(user)).find((x) => x._id === f._id)?.count).toBe(0);
    const hearts = (await call({ url: '/api/v1/favorites/venue-ids', token: user })).json().data as SavedVenue[];
    expect(hearts.map((h) => h.venue_id)).not.toContain(v.id);
    // Published again: the save is still there.
    await t.app.db.update(venues).set({ status: 'published' }).where(eq(venues.id, v.id));
    expect((await folder(user, f._id)).venues.data.map((x) => x._id)).toEqual([v.id]);
  });
});
