import { asc, eq, ne } from 'drizzle-orm';
import { RECENTLY_VIEWED_MAX, type RecentlyViewedItem } from '@venues/contracts';
import { recentlyViewed, venues, type VenueRow } from '../../db/schema';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
let user: { accessToken: string; userId: string };
let other: string;
let pub: VenueRow[];

beforeAll(async () => {
  t = await createTestApp();
  user = await t.login('user@demo.test');
  other = (await t.login('owner@demo.test')).accessToken;
  pub = await t.app.db.select().from(venues).where(eq(venues.status, 'published')).orderBy(asc(venues.slug)).limit(60);
});
afterAll(() => t.close());

const list = async (token: string, qs = ''): Promise<RecentlyViewedItem[]> => {
  const r = await t.req({ url: `/api/v1/recently-viewed${qs}`, token });
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const view = (token: string, venue_id: string) => t.req({ method: 'POST', url: '/api/v1/recently-viewed', token, body: { venue_id } });

it('records views newest first, one row per venue, per user', async () => {
  expect(await list(user.accessToken)).toEqual([]);
  expect((await view(user.accessToken, pub[0]!.id)).statusCode).toBe(201);
  await view(user.accessToken, pub[1]!.id);
  await view(user.accessToken, pub[0]!.id);
  const l = await list(user.accessToken);
  expect(l.map((v) => v._id)).toEqual([pub[0]!.id, pub[1]!.id]);
  expect(l[0]).toMatchObject({ slug: pub[0]!.slug, viewed_at: expect.any(String) });
  expect(await list(other)).toEqual([]);
  // One storefront only.
  const c = pub[0]!.country;
  const inC = await list(user.accessToken, `?country=${c}`);
  expect(inC.length).toBeGreaterThan(0);
  expect(inC.every((v) => v.country === c)).toBe(true);
});

it('refuses unknown and unpublished venues and bad input', async () => {
  const [hidden] = await t.app.db.select().from(venues).where(ne(venues.status, 'published')).limit(1);
  expect((await view(user.accessToken, hidden!.id)).statusCode).toBe(404);
  const bad = await view(user.accessToken, 'nope');
  expect(bad.statusCode).toBe(400);
  expect(errorOf(bad).details.fields?.[0]?.field).toBe('venue_id');
  expect((await t.req({ url: '/api/v1/recently-viewed' })).statusCode).toBe(401);
  const badCountry = await t.req({ url: '/api/v1/recently-viewed?country=abc', token: user.accessToken });
  expect(errorOf(badCountry).details.fields?.[0]?.field).toBe('country');
});

it('merges the browser’s list at sign-in: later time wins, stale ids skipped, future times count as now', async () => {
  const { accessToken, userId } = user;
  const [hidden] = await t.app.db.select().from(venues).where(ne(venues.status, 'published')).limit(1);
  const r = await t.req({
    method: 'POST',
    url: '/api/v1/recently-viewed/merge',
    token: accessToken,
    body: {
      items: [
        { venue_id: pub[2]!.id, viewed_at: '2026-01-01T10:00:00.000Z' },
        { venue_id: pub[1]!.id, viewed_at: '2099-01-01T10:00:00Z' },
        { venue_id: pub[0]!.id, viewed_at: '2020-01-01T10:00:00+08:00' },
        { venue_id: hidden!.id, viewed_at: '2026-01-02T10:00:00.000Z' },
        { venue_id: '00000000-0000-4000-8000-000000000000', viewed_at: '2026-01-02T10:00:00.000Z' },
      ],
    },
  });
  expect(r.statusCode).toBe(200);
  const merged = r.json().data as RecentlyViewedItem[];
  expect(merged.map((v) => v._id)).toEqual([pub[1]!.id, pub[0]!.id, pub[2]!.id]);
  // pub[0] keeps its newer server time; pub[1]'s future time became now.
  expect(Date.parse(merged[0]!.viewed_at)).toBeLessThanOrEqual(Date.now());
  const rows = await t.app.db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, userId));
  expect(rows.map((x) => x.venueId)).not.toContain(hidden!.id);

  const bad = await t.req({ method: 'POST', url: '/api/v1/recently-viewed/merge', token: accessToken, body: { items: [{ venue_id: pub[0]!.id, viewed_at: 'yesterday' }] } });
  expect(bad.statusCode).toBe(400);
  expect(errorOf(bad).details.fields?.[0]?.field).toBe('items.0.viewed_at');
});

it(`keeps only the newest ${RECENTLY_VIEWED_MAX}`, async () => {
  const base = Date.UTC(2026, 5, 1);
  const items = pub.slice(0, 55).map((v, i) => ({ venue_id: v.id, viewed_at: new Date(base + i * 60_000).toISOString() }));
  for (const chunk of [items.slice(0, 50), items.slice(50)]) {
    expect((await t.req({ method: 'POST', url: '/api/v1/recently-viewed/merge', token: other, body: { items: chunk } })).statusCode).toBe(200);
  }
  const l = await list(other);
  expect(l).toHaveLength(RECENTLY_VIEWED_MAX);
  expect(l[0]!._id).toBe(pub[54]!.id);
  expect(l.map((v) => v._id)).not.toContain(pub[0]!.id);
  const ownerId = (await t.login('owner@demo.test')).userId;
  expect(await t.app.db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, ownerId))).toHaveLength(RECENTLY_VIEWED_MAX);
});
