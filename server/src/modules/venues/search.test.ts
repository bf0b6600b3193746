// GET /api/v1/venues/search against the seeded demo data. Expected results are worked out
// here in plain TypeScript from the raw rows (an oracle independent of the search SQL).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_LIMITS, venueSearchQuery, type VenueCard, type VenueSearchResult } from '@venues/contracts';
import { spaceBlockDays, spaceBlocks, spaces, venueSearch, venues, type SpaceRow, type VenueRow } from '../../db/schema';
import { rows } from '../../db/sql';
import { refreshVenueSummaries } from '../../db/venue-summary';
import { hourlyMinor } from './dto';
import { VenueRepository } from './repository';
import { VenueService } from './service';
import { similarity } from './vocabulary';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
let sg: { v: VenueRow; spaces: SpaceRow[] }[];

beforeAll(async () => {
  t = await createTestApp();
  const vs = await t.app.db.select().from(venues).where(and(eq(venues.country, 'sg'), eq(venues.status, 'published')));
  const ss = await t.app.db.select().from(spaces).where(and(inArray(spaces.venueId, vs.map((v) => v.id)), eq(spaces.status, 'published')));
  sg = vs.map((v) => ({ v, spaces: ss.filter((s) => s.venueId === v.id) }));
});
afterAll(() => t.close());

const search = async (qs: string): Promise<VenueSearchResult> => {
  const r = await t.req({ url: `/api/v1/venues/search?${qs}` });
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
/** Every result of a search, through all its pages. */
const all = async (qs: string): Promise<VenueCard[]> => {
  const out: VenueCard[] = [];
  for (let page = 1; ; page++) {
    const p = await search(`${qs}&limit=${SEARCH_LIMITS.maxLimit}&page=${page}`);
    out.push(...p.data);
    if (out.length >= p.total || !p.data.length) return out;
  }
};
const ids = (list: { _id: string }[] | { v: VenueRow }[]) => list.map((x) => ('v' in x ? x.v.id : x._id)).sort();
const maxCap = (s: SpaceRow) => Math.max(s.capacitySeated, s.capacityStanding, s.capacityTheatre, s.capacityBanquet);

describe('the storefront and its public venues', () => {
  it('lists only the country’s published venues, 12 a page, with the total', async () => {
    const p = await search('country=sg');
    expect(sg.length).toBeGreaterThanOrEqual(30);
    expect(p).toMatchObject({ page: 1, limit: 12, total: sg.length });
    expect(p.data).toHaveLength(12);
    expect(ids(await all('country=sg'))).toEqual(ids(sg));
    const my = await all('country=MY');
    expect(my.length).toBeGreaterThan(0);
    expect(my.every((v) => v.country === 'my')).toBe(true);
  });

  it('shows cards with photo, rating, capacity and a "from" price in the storefront currency', async () => {
    const [card] = (await search('country=sg&sort=rating')).data;
    const row = sg.find((x) => x.v.id === card!._id)!;
    expect(card).toEqual({
      _id: row.v.id,
      slug: row.v.slug,
      name: row.v.name,
      city: row.v.city,
      area: row.v.area,
      country: 'sg',
      photo: row.v.photos[0],
      rating_avg: Math.round(row.v.ratingAvg * 10) / 10,
      rating_count: row.v.ratingCount,
      event_types: row.v.eventTypes,
      max_capacity: Math.max(...row.spaces.map(maxCap)),
      price_from: { amount: row.v.priceFromMinor! / 100, currency: 'SGD', unit: row.v.priceFromUnit, per_hour: row.v.priceHourlyMinor! / 100 },
      spaces_count: row.spaces.length,
      instant_book: row.spaces.some((sp) => sp.instantBook !== null),
      location: { lat: row.v.latitude, lng: row.v.longitude },
    });
    const hourly = row.spaces.map((s) => s.pricePerHourMinor).filter((x): x is number => x !== null);
    if (hourly.length) expect(card!.price_from).toMatchObject({ amount: Math.min(...hourly) / 100, currency: 'SGD', unit: 'hour' });
    // The database's price per hour is the TypeScript rule's, for every venue (hourly rates first, a day as 8 hours, a package over its hours).
    for (const x of sg) expect(x.v.priceHourlyMinor).toBe(hourlyMinor(x.spaces.filter((sp) => sp.status === 'published')));
    // An hourly "from" price is the figure itself.
    for (const x of sg.filter((y) => y.v.priceFromUnit === 'hour')) expect(x.v.priceHourlyMinor).toBe(x.v.priceFromMinor);
    // Indonesian rupiah has no minor unit in use: amounts stay whole.
    const idr = (await search('country=id&limit=1')).data[0]!;
    expect(idr.price_from?.currency).toBe('IDR');
    expect(Number.isInteger(idr.price_from?.amount)).toBe(true);
  });

  it('compresses its answer as every answer is (br or gzip), inline', async () => {
    const plain = await t.req({ url: '/api/v1/venues/search?country=sg&limit=48', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const r = await t.req({ url: '/api/v1/venues/search?country=sg&limit=48', headers: { 'accept-encoding': encoding } });
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(r.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('hides venues that are not published, even when searched by their exact name', async () => {
    const hidden = await t.app.db.select().from(venues).where(sql`${venues.status} <> 'published'`);
    expect(new Set(hidden.map((h) => h.status))).toEqual(new Set(['draft', 'suspended', 'for_approval', 'archived', 'rejected']));
    for (const h of hidden) {
      const found = await all(`country=${h.country}&q=${encodeURIComponent(h.name)}`);
      expect(found.map((v) => v._id)).not.toContain(h.id);
    }
  });
});

describe('filters (each checked against the raw rows)', () => {
  it('city matches a city or an area, case-insensitively; area matches the area', async () => {
    const area = sg[0]!.v.area;
    const expected = sg.filter((x) => x.v.area === area);
    expect(ids(await all(`country=sg&city=${encodeURIComponent(area.toUpperCase())}`))).toEqual(ids(expected));
    expect(ids(await all(`country=sg&area=${encodeURIComponent(area)}`))).toEqual(ids(expected));
    expect((await search('country=sg&city=Singapore')).total).toBe(sg.length);
    expect((await search('country=sg&city=Atlantis')).total).toBe(0);
  });

  it('event_type', async () => {
    const expected = sg.filter((x) => x.v.eventTypes.includes('weddings'));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await all('country=sg&event_type=weddings'))).toEqual(ids(expected));
  });

  it('guests: some published space takes that many in some layout', async () => {
    const expected = sg.filter((x) => x.spaces.some((s) => maxCap(s) >= 300));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(sg.length);
    const got = await all('country=sg&guests=300');
    expect(ids(got)).toEqual(ids(expected));
    expect(got.every((v) => v.max_capacity >= 300)).toBe(true);
  });

  it('space_type, and space_type with guests needs one space that is both', async () => {
    expect(ids(await all('country=sg&space_type=boardroom'))).toEqual(ids(sg.filter((x) => x.spaces.some((s) => s.spaceType === 'boardroom'))));
    const both = sg.filter((x) => x.spaces.some((s) => s.spaceType === 'function-room' && maxCap(s) >= 100));
    const either = sg.filter((x) => x.spaces.some((s) => s.spaceType === 'function-room') && x.spaces.some((s) => maxCap(s) >= 100));
    expect(either.length).toBeGreaterThan(both.length); // the seed has venues where these differ
    expect(ids(await all('country=sg&space_type=function-room&guests=100'))).toEqual(ids(both));
  });

  it('price range on the price per hour, in major units of the storefront currency', async () => {
    const expected = sg.filter((x) => x.v.priceHourlyMinor !== null && x.v.priceHourlyMinor >= 8000 && x.v.priceHourlyMinor <= 15050);
    expect(expected.length).toBeGreaterThan(0);
    const got = await all('country=sg&price_min=80&price_max=150.5');
    expect(ids(got)).toEqual(ids(expected));
    expect(got.every((v) => v.price_from!.per_hour! >= 80 && v.price_from!.per_hour! <= 150.5)).toBe(true);
    expect(ids(await all('country=sg&price_min=150'))).toEqual(ids(sg.filter((x) => (x.v.priceHourlyMinor ?? -1) >= 15000)));
  });

  it('amenities: all of the listed ones are required', async () => {
    const expected = sg.filter((x) => x.v.amenities.includes('wifi') && x.v.amenities.includes('bar'));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await all('country=sg&amenities=wifi,bar'))).toEqual(ids(expected));
    expect(ids(await all('country=sg&amenities=wifi&amenities=bar'))).toEqual(ids(expected));
  });

  it('filters combine', async () => {
    const expected = sg.filter((x) => x.v.eventTypes.includes('corporate-events') && x.v.amenities.includes('wifi') && x.spaces.some((s) => maxCap(s) >= 50));
    expect(ids(await all('country=sg&event_type=corporate-events&amenities=wifi&guests=50'))).toEqual(ids(expected));
  });
});

describe('free text: full text plus trigram typo tolerance', () => {
  it('finds a venue by its name, and ranks it first', async () => {
    const target = sg.find((x) => x.v.name.split(' ').length >= 2)!.v;
    const p = await search(`country=sg&q=${encodeURIComponent(target.name)}`);
    expect(p.data[0]!._id).toBe(target.id);
  });

  it('matches words of the area, the spaces and the description', async () => {
    const got = await all('country=sg&q=rooftop');
    const expected = sg.filter((x) => /rooftop/i.test(`${x.v.name} ${x.v.description} ${x.spaces.map((s) => `${s.name} ${s.spaceType}`).join(' ')}`));
    expect(ids(got)).toEqual(ids(expected));
  });

  it('tolerates typos: a misspelt word finds what the right one finds', async () => {
    const right = ids(await all('country=sg&q=ballroom'));
    expect(right.length).toBeGreaterThan(0);
    expect(ids(await all('country=sg&q=ballrom'))).toEqual(right);
    const place = ids(await all('country=sg&q=marina%20bay'));
    expect(place.length).toBeGreaterThan(0);
    expect(ids(await all('country=sg&q=marnia%20bay'))).toEqual(place);
    expect(ids(await all('country=sg&q=confrence'))).toEqual(ids(await all('country=sg&q=conference')));
    // A misspelt last word, still a prefix too; and a typo in each word.
    expect(ids(await all('country=sg&q=private%20dinning'))).toEqual(ids(await all('country=sg&q=private%20dining')));
    expect(ids(await all('country=sg&q=privte%20dinning'))).toEqual(ids(await all('country=sg&q=private%20dining')));
  });

  it('matches and ranks as PostgreSQL does (@@ and ts_rank), ties by rating then id', async () => {
    const tenantId = sg[0]!.v.tenantId;
    const cases: [string, string][] = [
      ['hotel', 'hotel:*'],
      ['ballrom', 'ballrom:* | ballroom'],
      ['marina bay', 'marina & bay:*'],
      ['private dining room', 'private & dining & room:*'],
      ['the garden', 'garden:*'],
      ['rooftop terrace events', 'rooftop & terrace & events:*'],
    ];
    for (const [q, tsquery] of cases) {
      const tsq = sql`to_tsquery('english', ${tsquery})`;
      const expected = await rows<{ id: string }>(
        t.app.db,
        sql`select venue_id as id from venue_search where tenant_id = ${tenantId} and country = 'sg' and search_vector @@ ${tsq}
            order by ts_rank(search_vector, ${tsq}) desc, rating_score desc, venue_id`,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect((await all(`country=sg&q=${encodeURIComponent(q)}`)).map((v) => v._id)).toEqual(expected.map((r) => r.id));
    }
  });

  it('measures word similarity as pg_trgm does', async () => {
    const pairs = [
      ['ballrom', 'ballroom'],
      ['marnia', 'marina'],
      ['rooftp', 'room'],
      ['confrence', 'conference'],
      ['qokka', 'quokka'],
      ['café', 'cafe'],
      ['abc', 'xyz'],
    ];
    for (const [a, b] of pairs) {
      const [r] = await rows<{ s: number }>(t.app.db, sql`select similarity(${a}, ${b}) as s`);
      expect(similarity(a!, b!)).toBe(Math.fround(r!.s));
    }
  });

  it('a prefix of the last word matches; stop words alone are no filter; nonsense finds nothing', async () => {
    expect(ids(await all('country=sg&q=ballro'))).toEqual(ids(await all('country=sg&q=ballroom')));
    expect((await search('country=sg&q=the')).total).toBe(sg.length);
    expect((await search('country=sg&q=qwxzv')).total).toBe(0);
    expect((await search(`country=sg&q=${encodeURIComponent("'&|!:*()<->")}`)).total).toBe(sg.length);
  });
});

describe('date: spaces blocked or booked that day (in the venue’s time zone) do not count', () => {
  it('leaves out a venue whose every space is taken that day, keeps one with a free space', async () => {
    const [full, partly] = sg.filter((x) => x.spaces.length >= 2 && x.spaces.every((s) => maxCap(s) > 0));
    const day = '2027-03-10';
    const before = ids(await all(`country=sg&date=${day}`));
    expect(before).toEqual(expect.arrayContaining([full!.v.id, partly!.v.id]));
    // Singapore is UTC+8: the local day 2027-03-10 is 2027-03-09 16:00Z to 2027-03-10 16:00Z.
    await t.app.db.insert(spaceBlocks).values([
      ...full!.spaces.map((s, i) => ({ tenantId: full!.v.tenantId, spaceId: s.id, venueId: full!.v.id, during: i === 0 ? '["2027-03-09 15:00Z","2027-03-09 16:30Z")' : '["2027-03-10 10:00+08","2027-03-10 12:00+08")', kind: 'booking' as const })),
      { tenantId: partly!.v.tenantId, spaceId: partly!.spaces[0]!.id, venueId: partly!.v.id, during: '["2027-03-10 00:00+08","2027-03-11 00:00+08")', kind: 'blocked' as const },
    ]);
    const after = ids(await all(`country=sg&date=${day}`));
    expect(after).not.toContain(full!.v.id);
    expect(after).toContain(partly!.v.id);
    expect(after).toHaveLength(before.length - 1);
    // The next day is free again (a block ending at midnight does not touch it).
    expect(ids(await all('country=sg&date=2027-03-11'))).toEqual(expect.arrayContaining([full!.v.id, partly!.v.id]));
    // With a space type and guests, the free space itself must be of that type and size.
    const free = partly!.spaces[1]!;
    // (A venue's published spaces have different types in the seed.)
    expect(ids(await all(`country=sg&date=${day}&space_type=${partly!.spaces[0]!.spaceType}`))).not.toContain(partly!.v.id);
    expect(ids(await all(`country=sg&date=${day}&space_type=${free.spaceType}&guests=${maxCap(free)}`))).toContain(partly!.v.id);
  });

  it('keeps each space’s taken local days in step with its blocks (insert, move, delete)', async () => {
    const x = sg[7]!;
    const s = x.spaces[0]!;
    const days = async () =>
      (await t.app.db.select({ day: spaceBlockDays.day }).from(spaceBlockDays).where(and(eq(spaceBlockDays.spaceId, s.id), sql`${spaceBlockDays.day} >= '2027-10-01'`))).map((r) => r.day).sort();
    // 22:00 to 02:00 Singapore time touches two local days; a block ending at midnight does not touch the next.
    const [overnight] = await t.app.db.insert(spaceBlocks).values({ tenantId: x.v.tenantId, spaceId: s.id, venueId: x.v.id, during: '["2027-10-01 22:00+08","2027-10-02 02:00+08")' }).returning();
    await t.app.db.insert(spaceBlocks).values({ tenantId: x.v.tenantId, spaceId: s.id, venueId: x.v.id, during: '["2027-10-02 10:00+08","2027-10-03 00:00+08")' });
    expect(await days()).toEqual(['2027-10-01', '2027-10-02']);
    // Moving the overnight block: its old days are recounted, the other block still holds the 2nd.
    await t.app.db.update(spaceBlocks).set({ during: '["2027-10-05 09:00+08","2027-10-05 11:00+08")' }).where(eq(spaceBlocks.id, overnight!.id));
    expect(await days()).toEqual(['2027-10-02', '2027-10-05']);
    await t.app.db.delete(spaceBlocks).where(eq(spaceBlocks.id, overnight!.id));
    expect(await days()).toEqual(['2027-10-02']);
    expect(ids(await all('country=sg&date=2027-10-02'))).toContain(x.v.id); // its other spaces are free
  });

  it('the database refuses overlapping blocks of one space; touching ones are fine', async () => {
    const s = sg[5]!.spaces[0]!;
    const block = (during: string) => t.app.db.insert(spaceBlocks).values({ tenantId: sg[5]!.v.tenantId, spaceId: s.id, venueId: sg[5]!.v.id, during, kind: 'booking' });
    await block('["2027-08-01 10:00+00","2027-08-01 12:00+00")');
    await block('["2027-08-01 12:00+00","2027-08-01 14:00+00")');
    const err = await block('["2027-08-01 11:00+00","2027-08-01 13:00+00")').then(() => null, (e: unknown) => e);
    expect(err).not.toBeNull();
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    expect(code).toBe('23P01'); // exclusion_violation
    // A block names its space's own venue: the foreign key refuses another venue.
    const wrongVenue = await t.app.db
      .insert(spaceBlocks)
      .values({ tenantId: sg[5]!.v.tenantId, spaceId: s.id, venueId: sg[6]!.v.id, during: '["2027-09-01 10:00+00","2027-09-01 12:00+00")' })
      .then(() => null, (e: unknown) => e);
    expect((wrongVenue as { code?: string; cause?: { code?: string } }).code ?? (wrongVenue as { cause?: { code?: string } }).cause?.code).toBe('23503');
    // Another space may take the same time.
    await t.app.db.insert(spaceBlocks).values({ tenantId: sg[5]!.v.tenantId, spaceId: sg[5]!.spaces[1]!.id, venueId: sg[5]!.v.id, during: '["2027-08-01 11:00+00","2027-08-01 13:00+00")' });
  });
});

describe('sorting', () => {
  it('price ascending and descending compare the price per hour, whatever the unit (venues without one last)', async () => {
    const asc = await all('country=sg&sort=price_asc');
    const amounts = asc.map((v) => v.price_from?.per_hour ?? Infinity);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = (await all('country=sg&sort=price_desc')).map((v) => v.price_from?.per_hour ?? -Infinity);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('capacity, rating (Bayesian: few reviews count less), newest, popular', async () => {
    const cap = (await all('country=sg&sort=capacity')).map((v) => v.max_capacity);
    expect(cap).toEqual([...cap].sort((a, b) => b - a));
    const byId = new Map(sg.map((x) => [x.v.id, x.v]));
    const scores = new Map((await t.app.db.select().from(venueSearch).where(eq(venueSearch.country, 'sg'))).map((r) => [r.venueId, r.ratingScore]));
    const score = (await all('country=sg&sort=rating')).map((v) => scores.get(v._id)!);
    expect(score).toEqual([...score].sort((a, b) => b - a));
    // Bayesian: (sum of ratings + 3.5 × 5) / (count + 5).
    const top = byId.get((await search('country=sg&sort=rating')).data[0]!._id)!;
    expect(scores.get(top.id)).toBeCloseTo((top.ratingAvg * top.ratingCount + 17.5) / (top.ratingCount + 5), 6);
    const newest = (await all('country=sg&sort=newest')).map((v) => byId.get(v._id)!.publishedAt!.getTime());
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    // Popular: most reviews first, the better rated first among equals.
    const popular = (await all('country=sg&sort=popular')).map((v) => [v.rating_count, scores.get(v._id)!] as const);
    expect(popular).toEqual([...popular].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect(popular[0]![0]).toBeGreaterThan(0);
  });

  it('relevance with text puts name matches before matches elsewhere', async () => {
    const text = (x: (typeof sg)[number]) => `${x.v.description} ${x.spaces.map((s) => s.name).join(' ')}`.toLowerCase();
    const word = ['gallery', 'terrace', 'hotel', 'studio', 'kitchen', 'gardens', 'warehouse', 'rooftop'].find(
      (w) => sg.some((x) => x.v.name.toLowerCase().includes(w)) && sg.some((x) => !x.v.name.toLowerCase().includes(w) && text(x).includes(w)),
    )!;
    expect(word).toBeDefined();
    const inName = sg.filter((x) => x.v.name.toLowerCase().includes(word)).length;
    expect(inName).toBeGreaterThan(0);
    const got = await all(`country=sg&q=${word}`);
    expect(got.length).toBeGreaterThan(inName);
    expect(got.slice(0, inName).every((v) => v.name.toLowerCase().includes(word))).toBe(true);
  });

  it('pages are disjoint and stable, and a page past the end is empty with the total', async () => {
    const p1 = await search('country=sg&sort=price_asc&limit=10&page=1');
    const p2 = await search('country=sg&sort=price_asc&limit=10&page=2');
    expect(p1.data.map((v) => v._id).filter((id) => p2.data.some((x) => x._id === id))).toEqual([]);
    expect((await search('country=sg&sort=price_asc&limit=10&page=1')).data).toEqual(p1.data);
    const past = await search('country=sg&page=99');
    expect(past).toMatchObject({ page: 99, total: sg.length, data: [] });
  });
});

describe('facets', () => {
  it('count venues per value under the other filters (own group left out, amenities applied)', async () => {
    const p = await search('country=sg&event_type=parties&amenities=wifi');
    const base = sg.filter((x) => x.v.amenities.includes('wifi'));
    const hits = base.filter((x) => x.v.eventTypes.includes('parties'));
    expect(p.total).toBe(hits.length);
    const count = (list: typeof sg, f: (x: (typeof sg)[number]) => string[]) => {
      const m = new Map<string, number>();
      for (const x of list) for (const k of new Set(f(x))) m.set(k, (m.get(k) ?? 0) + 1);
      return Object.fromEntries(m);
    };
    const asMap = (list: { value: string; count: number }[]) => Object.fromEntries(list.map((f) => [f.value, f.count]));
    // Event types: every type's count without the event-type filter.
    expect(asMap(p.facets.event_types)).toEqual(count(base, (x) => x.v.eventTypes));
    // Amenities, cities, space types: with both filters.
    expect(asMap(p.facets.amenities)).toEqual(count(hits, (x) => x.v.amenities));
    expect(asMap(p.facets.cities)).toEqual(count(hits, (x) => [x.v.city]));
    expect(asMap(p.facets.space_types)).toEqual(count(hits, (x) => x.spaces.map((s) => s.spaceType)));
    // Biggest first.
    const counts = p.facets.amenities.map((f) => f.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('space-type counts with guests count only spaces that take the guests', async () => {
    const p = await search('country=sg&guests=150');
    const m = new Map<string, number>();
    for (const x of sg) for (const k of new Set(x.spaces.filter((s) => maxCap(s) >= 150).map((s) => s.spaceType))) m.set(k, (m.get(k) ?? 0) + 1);
    expect(Object.fromEntries(p.facets.space_types.map((f) => [f.value, f.count]))).toEqual(Object.fromEntries(m));
  });
});

describe('the map area (bbox)', () => {
  const inside = (x: { v: VenueRow }, [s, w, n, e]: number[]) => x.v.latitude! >= s! && x.v.latitude! <= n! && x.v.longitude! >= w! && x.v.longitude! <= e!;

  it('every card carries its pin, and the venue page the same', async () => {
    const cards = await all('country=sg');
    for (const c of cards) {
      const row = sg.find((x) => x.v.id === c._id)!;
      expect(c.location).toEqual({ lat: row.v.latitude, lng: row.v.longitude });
    }
    const detail = (await t.req({ url: `/api/v1/venues/${cards[0]!.slug}` })).json().data;
    expect(detail.location).toEqual(cards[0]!.location);
  });

  it('keeps only the venues whose pin is inside, with the total and facets of those', async () => {
    // The box around the middle third of the storefront's pins, by latitude and longitude.
    const lats = sg.map((x) => x.v.latitude!).sort((a, b) => a - b);
    const lngs = sg.map((x) => x.v.longitude!).sort((a, b) => a - b);
    const box = [lats[Math.floor(lats.length / 4)]!, lngs[Math.floor(lngs.length / 4)]!, lats[Math.floor((lats.length * 3) / 4)]!, lngs[Math.floor((lngs.length * 3) / 4)]!];
    const want = sg.filter((x) => inside(x, box));
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(sg.length);
    const got = await all(`country=sg&bbox=${box.join(',')}`);
    expect(ids(got)).toEqual(ids(want));
    const p = await search(`country=sg&bbox=${box.join(',')}`);
    expect(p.total).toBe(want.length);
    expect(p.facets.cities.reduce((n, f) => n + f.count, 0)).toBe(want.length);
    // With the other filters: the intersection.
    const guests = 100;
    const both = await all(`country=sg&bbox=${box.join(',')}&guests=${guests}`);
    expect(ids(both)).toEqual(ids(want.filter((x) => Math.max(0, ...x.spaces.map(maxCap)) >= guests)));
  });

  it('a box elsewhere finds nothing; one across the antimeridian is searched as such', async () => {
    expect((await search('country=sg&bbox=40,-10,50,10')).total).toBe(0);
    // From 100°E round the date line to 10°W: Singapore (103.8°E) is in it, and not in 110°E→10°W.
    expect((await search('country=sg&bbox=-10,100,10,-10')).total).toBe(sg.length);
    expect((await search('country=sg&bbox=-10,110,10,-10')).total).toBe(0);
  });
});

describe('bad input answers 400 naming the field', () => {
  it.each([
    ['country=sgp', 'country'],
    ['', 'country'],
    ['country=sg&guests=lots', 'guests'],
    ['country=sg&guests=0', 'guests'],
    ['country=sg&date=2027-02-30', 'date'],
    ['country=sg&date=tomorrow', 'date'],
    ['country=sg&price_min=-5', 'price_min'],
    ['country=sg&price_min=50&price_max=10', 'price_max'],
    ['country=sg&event_type=raves', 'event_type'],
    ['country=sg&space_type=castle', 'space_type'],
    ['country=sg&amenities=wifi,jacuzzi', 'amenities.1'],
    ['country=sg&sort=cheapest', 'sort'],
    ['country=sg&page=0', 'page'],
    ['country=sg&limit=49', 'limit'],
    ['country=sg&colour=red', 'colour'],
    ['country=sg&bbox=1.2,103.6,1.5', 'bbox'],
    ['country=sg&bbox=1.2,103.6,1.5,east', 'bbox'],
    ['country=sg&bbox=1.2,103.6,91,104', 'bbox'],
    ['country=sg&bbox=1.2,-181,1.5,104', 'bbox'],
    ['country=sg&bbox=1.5,103.6,1.2,104', 'bbox'],
  ])('%s → %s', async (qs, field) => {
    const r = await t.req({ url: `/api/v1/venues/search?${qs}` });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('VALIDATION_ERROR');
    expect(errorOf(r).details.fields?.map((f) => f.field)).toContain(field);
  });

  it('a bad map area says what a bbox must be', async () => {
    const r = await t.req({ url: '/api/v1/venues/search?country=sg&bbox=1.5,103.6,1.2,104' });
    expect(errorOf(r).details.fields).toEqual([expect.objectContaining({ field: 'bbox', message: expect.stringMatching(/bbox.*south must not be above north/) })]);
  });

  it('needs the tenant headers', async () => {
    expect((await t.req({ url: '/api/v1/venues/search?country=sg', tenant: false })).statusCode).toBe(401);
  });
});

describe('the search follows committed changes (refreshVenueSummaries)', () => {
  it('a renamed venue is found by its new name, not the old one (text cache and index reloaded)', async () => {
    const x = sg[9]!;
    expect(ids(await all(`country=sg&q=${encodeURIComponent(x.v.name)}`))).toContain(x.v.id);
    await t.app.db.update(venues).set({ name: 'Zanzibar Quokka Pavilion' }).where(eq(venues.id, x.v.id));
    await refreshVenueSummaries(t.app.db, x.v.tenantId, [x.v.id]);
    expect(ids(await all('country=sg&q=quokka'))).toEqual([x.v.id]);
    // The storefront's vocabulary has the new word: a misspelling of it finds the venue.
    expect((await search('country=sg&q=qokka')).data.map((v) => v.name)).toEqual(['Zanzibar Quokka Pavilion']);
    expect((await search('country=sg&q=zanzibr%20pavillion')).data.map((v) => v.name)).toEqual(['Zanzibar Quokka Pavilion']);
    await t.app.db.update(venues).set({ name: x.v.name }).where(eq(venues.id, x.v.id));
    await refreshVenueSummaries(t.app.db, x.v.tenantId, [x.v.id]);
    expect((await search('country=sg&q=quokka')).total).toBe(0);
  });

  it('another API node (its own indexes) answers from the new data on its next search', async () => {
    const other = new VenueService(new VenueRepository(t.app.db));
    const x = sg[12]!;
    const find = async (q: string) => (await other.search(x.v.tenantId, venueSearchQuery.parse({ country: 'sg', q }))).data.map((v) => v._id);
    expect(await find('wombat')).toEqual([]);
    await t.app.db.update(venues).set({ name: 'Wombat Lodge' }).where(eq(venues.id, x.v.id));
    await refreshVenueSummaries(t.app.db, x.v.tenantId, [x.v.id]);
    // Its index was loaded before the change: the version read with the cards sends it to the new one.
    expect(await find('wombat')).toEqual([x.v.id]);
    expect(await find('wombatt')).toEqual([x.v.id]);
    await t.app.db.update(venues).set({ name: x.v.name }).where(eq(venues.id, x.v.id));
    await refreshVenueSummaries(t.app.db, x.v.tenantId, [x.v.id]);
    expect(await find('wombat')).toEqual([]);
  });

  it('a suspended venue leaves search, totals and facets once refreshed', async () => {
    const x = sg[10]!;
    const before = await search('country=sg');
    await t.app.db.update(venues).set({ status: 'suspended' }).where(eq(venues.id, x.v.id));
    // Before the refresh its card is already withheld (cards are read with status = 'published').
    expect((await all('country=sg')).map((v) => v._id)).not.toContain(x.v.id);
    await refreshVenueSummaries(t.app.db, x.v.tenantId, [x.v.id]);
    const after = await search('country=sg');
    expect(after.total).toBe(before.total - 1);
    expect(after.facets.cities[0]!.count).toBe(before.facets.cities[0]!.count - 1);
    await t.app.db.update(venues).set({ status: 'published' }).where(eq(venues.id, x.v.id));
    await refreshVenueSummaries(t.app.db, x.v.tenantId, [x.v.id]);
    expect((await search('country=sg')).total).toBe(before.total);
  });
});

describe('the summary follows changes to spaces', () => {
  it('a space unpublished (and the summary refreshed) no longer counts for capacity or type', async () => {
    const x = sg.find((y) => y.spaces.length >= 3)!;
    const biggest = [...x.spaces].sort((a, b) => maxCap(b) - maxCap(a))[0]!;
    await t.app.db.update(spaces).set({ status: 'draft' }).where(eq(spaces.id, biggest.id));
    await refreshVenueSummaries(t.app.db, x.v.tenantId, [x.v.id]);
    const card = (await all(`country=sg&q=${encodeURIComponent(x.v.name)}`)).find((v) => v._id === x.v.id)!;
    expect(card.spaces_count).toBe(x.spaces.length - 1);
    expect(card.max_capacity).toBe(Math.max(...x.spaces.filter((s) => s.id !== biggest.id).map(maxCap)));
  });
});
