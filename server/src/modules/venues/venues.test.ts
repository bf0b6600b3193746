// Venue and space detail, reviews, recommended, filters, the seed itself and its photos.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Page, Review, SpaceWithVenue, UserReview, VenueCard, VenueDetail, VenueFilters } from '@venues/contracts';
import { reviews, spaces, venueSearch, venues } from '../../db/schema';
import { refreshVenueSummaries } from '../../db/venue-summary';
import { seedPhotoFiles } from '../../db/seed-media';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = async <T>(url: string, token?: string): Promise<T> => {
  const r = await t.req({ url, token });
  expect(r.statusCode).toBe(200);
  return r.json().data as T;
};
const published = () => t.app.db.select().from(venues).where(eq(venues.status, 'published'));

describe('the demo data', () => {
  it('has at least 300 published venues with 2+ published spaces each, in at least six storefronts', async () => {
    const [c] = await t.app.db.execute(sql`
      select count(*)::int as venues, count(distinct country)::int as countries,
        min((select count(*) from spaces s where s.venue_id = v.id and s.status = 'published'))::int as min_spaces
      from venues v where status = 'published'`).then((r) => (r as unknown as { rows: { venues: number; countries: number; min_spaces: number }[] }).rows);
    expect(c!.venues).toBeGreaterThanOrEqual(300);
    expect(c!.countries).toBeGreaterThanOrEqual(6);
    expect(c!.min_spaces).toBeGreaterThanOrEqual(2);
    const hidden = await t.app.db.select().from(venues).where(ne(venues.status, 'published'));
    expect(hidden.map((h) => h.status)).toEqual(expect.arrayContaining(['draft', 'suspended']));
  });

  it('serves the generated photos from the media folder (small SVGs)', async () => {
    const [v] = await published();
    const url = v!.photos[0]!.url;
    const r = await t.req({ url, tenant: false });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.body).toMatch(/^<svg /);
    const sizes = seedPhotoFiles().map((f) => f.svg.length);
    expect(Math.max(...sizes)).toBeLessThan(16_000);
    // Every photo URL in the data is one of the generated files.
    const urls = new Set(seedPhotoFiles().map((f) => f.photo.url));
    const all = await t.app.db.select({ photos: venues.photos }).from(venues);
    const photos = all.flatMap((x) => x.photos);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((p) => urls.has(p.url))).toBe(true);
  });
});

describe('GET /api/v1/venues/:idOrSlug', () => {
  it('answers the public venue page by slug and by id', async () => {
    const [v] = await t.app.db.select().from(venues).where(and(eq(venues.status, 'published'), eq(venues.country, 'sg'))).orderBy(asc(venues.slug)).limit(1);
    const d = await ok<VenueDetail>(`/api/v1/venues/${v!.slug}`);
    expect(await ok<VenueDetail>(`/api/v1/venues/${v!.id}`)).toEqual(d);
    expect(d).toMatchObject({
      _id: v!.id,
      slug: v!.slug,
      name: v!.name,
      country: 'sg',
      description: v!.description,
      address: v!.address,
      postal_code: v!.postalCode,
      location: { lat: v!.latitude, lng: v!.longitude },
      time_zone: 'Asia/Singapore',
      amenities: v!.amenities,
      photos: v!.photos,
      cancellation_policy: v!.cancellationPolicy,
    });
    const own = await t.app.db.select().from(spaces).where(and(eq(spaces.venueId, v!.id), eq(spaces.status, 'published')));
    expect(d.spaces.map((s) => s._id).sort()).toEqual(own.map((s) => s.id).sort());
    expect(d.spaces.map((s) => s.max_capacity)).toEqual([...d.spaces.map((s) => s.max_capacity)].sort((a, b) => a - b));
    const s = d.spaces[0]!;
    expect(s.pricing.currency).toBe('SGD');
    expect(Object.keys(s.capacity).sort()).toEqual(['banquet', 'seated', 'standing', 'theatre']);
    const dist = Object.values(d.rating.distribution).reduce((a, b) => a + b, 0);
    expect(dist).toBe(d.rating.count);
    expect(d.rating.count).toBe(v!.ratingCount);
    expect(d.reviews.length).toBe(Math.min(5, d.rating.count));
    const times = d.reviews.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('leaves draft spaces of a published venue out', async () => {
    const [draft] = await t.app.db
      .select({ space: spaces, venue: venues })
      .from(spaces)
      .innerJoin(venues, eq(venues.id, spaces.venueId))
      .where(and(eq(spaces.status, 'draft'), eq(venues.status, 'published')))
      .limit(1);
    expect(draft).toBeDefined();
    const d = await ok<VenueDetail>(`/api/v1/venues/${draft!.venue.slug}`);
    expect(d.spaces.map((s) => s._id)).not.toContain(draft!.space.id);
    const r = await t.req({ url: `/api/v1/venues/${draft!.venue.slug}/spaces/${draft!.space.id}` });
    expect(r.statusCode).toBe(404);
  });

  it('answers 404 for a venue that is not published (by slug and by id) and for an unknown one', async () => {
    const hidden = await t.app.db.select().from(venues).where(ne(venues.status, 'published'));
    for (const h of hidden) {
      for (const ref of [h.slug, h.id]) {
        const r = await t.req({ url: `/api/v1/venues/${ref}` });
        expect(r.statusCode).toBe(404);
        expect(errorOf(r).code).toBe('NOT_FOUND');
      }
      expect((await t.req({ url: `/api/v1/venues/${h.slug}/reviews` })).statusCode).toBe(404);
    }
    expect((await t.req({ url: '/api/v1/venues/no-such-venue' })).statusCode).toBe(404);
    const bad = await t.req({ url: '/api/v1/venues/bad%20slug!' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details.fields?.[0]?.field).toBe('idOrSlug');
  });
});

describe('GET /api/v1/venues/:idOrSlug/spaces/:spaceId', () => {
  it('answers the space with its venue; another venue’s space is 404; a bad id is 400', async () => {
    const [a, b] = await published();
    const [sa] = await t.app.db.select().from(spaces).where(and(eq(spaces.venueId, a!.id), eq(spaces.status, 'published'))).limit(1);
    const s = await ok<SpaceWithVenue>(`/api/v1/venues/${a!.slug}/spaces/${sa!.id}`);
    expect(s).toMatchObject({ _id: sa!.id, name: sa!.name, venue: { _id: a!.id, slug: a!.slug, cancellation_policy: a!.cancellationPolicy } });
    if (sa!.pricePerHourMinor !== null) expect(s.pricing.per_hour).toEqual({ amount: sa!.pricePerHourMinor / 10 ** (a!.currency === 'IDR' ? 0 : 2), min_hours: sa!.minHours });
    expect((await t.req({ url: `/api/v1/venues/${b!.slug}/spaces/${sa!.id}` })).statusCode).toBe(404);
    const bad = await t.req({ url: `/api/v1/venues/${a!.slug}/spaces/12` });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details.fields?.[0]?.field).toBe('spaceId');
  });
});

describe('reviews', () => {
  it('pages a venue’s reviews, newest first, with the total', async () => {
    const [v] = await t.app.db.select().from(venues).where(eq(venues.status, 'published')).orderBy(sql`${venues.ratingCount} desc`).limit(1);
    const p1 = await ok<Page<Review>>(`/api/v1/venues/${v!.slug}/reviews?limit=3`);
    const p2 = await ok<Page<Review>>(`/api/v1/venues/${v!.slug}/reviews?limit=3&page=2`);
    expect(p1).toMatchObject({ page: 1, limit: 3, total: v!.ratingCount });
    const times = [...p1.data, ...p2.data].map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(p1.data[0]).toEqual({ _id: expect.any(String), venue_id: v!.id, rating: expect.any(Number), comment: expect.any(String), author_name: expect.any(String), created_at: expect.any(String) });
    expect((await t.req({ url: `/api/v1/venues/${v!.slug}/reviews?limit=51` })).statusCode).toBe(400);
  });

  it('GET /api/v1/user/reviews: the signed-in user’s own reviews with their venue', async () => {
    const { accessToken, userId } = await t.login('user@demo.test');
    const p = await ok<Page<UserReview>>('/api/v1/user/reviews', accessToken);
    const mine = await t.app.db.select().from(reviews).where(eq(reviews.userId, userId));
    expect(mine.length).toBeGreaterThan(0);
    expect(p.total).toBe(mine.length);
    expect(p.data.map((r) => r._id).sort()).toEqual(mine.map((r) => r.id).sort());
    expect(p.data[0]!.venue).toMatchObject({ _id: expect.any(String), slug: expect.any(String), name: expect.any(String), published: true });
    const owner = await t.login('owner@demo.test');
    expect((await ok<Page<UserReview>>('/api/v1/user/reviews', owner.accessToken)).total).toBe(0);
    expect((await t.req({ url: '/api/v1/user/reviews' })).statusCode).toBe(401);
  });
});

describe('recommended and filters', () => {
  it('recommended: the storefront’s best rated published venues, 8 by default', async () => {
    const list = await ok<VenueCard[]>('/api/v1/venues/recommended?country=hk');
    expect(list).toHaveLength(8);
    expect(list.every((v) => v.country === 'hk')).toBe(true);
    const rows = await t.app.db.select().from(venueSearch).where(eq(venueSearch.country, 'hk')).orderBy(sql`${venueSearch.ratingScore} desc, ${venueSearch.venueId}`).limit(3);
    expect(list.slice(0, 3).map((v) => v._id)).toEqual(rows.map((r) => r.venueId));
    expect(await ok<VenueCard[]>('/api/v1/venues/recommended?country=hk&limit=3')).toHaveLength(3);
    expect(await ok<VenueCard[]>('/api/v1/venues/recommended?country=fr')).toEqual([]);
    expect((await t.req({ url: '/api/v1/venues/recommended' })).statusCode).toBe(400);
  });

  it('recommended never shows a venue that is not published', async () => {
    const [top] = await ok<VenueCard[]>('/api/v1/venues/recommended?country=au&limit=1');
    const [row] = await t.app.db.update(venues).set({ status: 'suspended' }).where(eq(venues.id, top!._id)).returning();
    // Even before the summaries are refreshed, and after.
    expect((await ok<VenueCard[]>('/api/v1/venues/recommended?country=au&limit=48')).map((v) => v._id)).not.toContain(top!._id);
    await refreshVenueSummaries(t.app.db, row!.tenantId, [row!.id]);
    expect((await ok<VenueCard[]>('/api/v1/venues/recommended?country=au&limit=48')).map((v) => v._id)).not.toContain(top!._id);
    expect((await t.app.db.select().from(venueSearch).where(eq(venueSearch.venueId, row!.id))).length).toBe(0);
    await t.app.db.update(venues).set({ status: 'published' }).where(eq(venues.id, top!._id));
    await refreshVenueSummaries(t.app.db, row!.tenantId, [row!.id]);
    expect((await ok<VenueCard[]>('/api/v1/venues/recommended?country=au&limit=1'))[0]!._id).toBe(top!._id);
  });

  it('filters: cities with their areas, the lists with counts, the price range', async () => {
    const f = await ok<VenueFilters>('/api/v1/venues/filters?country=my');
    const rows = await t.app.db.select().from(venues).where(and(eq(venues.country, 'my'), eq(venues.status, 'published')));
    expect(f).toMatchObject({ country: 'my', currency: 'MYR', total: rows.length });
    const kl = f.cities.find((c) => c.value === 'Kuala Lumpur')!;
    expect(kl.count).toBe(rows.filter((r) => r.city === 'Kuala Lumpur').length);
    expect(kl.areas.reduce((n, a) => n + a.count, 0)).toBe(kl.count);
    // The storefront's price range is per hour, like the price filters it guides.
    const prices = rows.map((r) => r.priceHourlyMinor!).filter((x) => x !== null);
    expect(f.price).toEqual({ min: Math.min(...prices) / 100, max: Math.max(...prices) / 100 });
    expect(f.event_types.find((e) => e.value === 'weddings')?.count).toBe(rows.filter((r) => r.eventTypes.includes('weddings')).length);
    expect((await t.req({ url: '/api/v1/venues/filters?country=xyz' })).statusCode).toBe(400);
  });
});
