// Places as people type them: the whole name, by words and prefixes, with a typo; the index's
// city/area filters and its suggestions; GET /venues/places on the demo data.
import type { VenuePlace, VenueSearchResult } from '@venues/contracts';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';
import { editDistance, placeTier } from './place-match';
import { StorefrontIndex, type IndexQuery, type IndexRow } from './storefront-index';

describe('placeTier', () => {
  it('matches the whole name first, then by words and prefixes, then with a typo', () => {
    expect(placeTier('marina bay', 'Marina Bay')).toBe(0);
    expect(placeTier('  MARINA   bay ', 'Marina Bay')).toBe(0);
    expect(placeTier('marina', 'Marina Bay')).toBe(1);
    expect(placeTier('Clarke', 'Clarke Quay')).toBe(1);
    expect(placeTier('bay', 'Marina Bay')).toBe(1);
    expect(placeTier('mar', 'Marina Bay')).toBe(1);
    expect(placeTier('kuala l', 'Kuala Lumpur')).toBe(1);
    expect(placeTier('marna bay', 'Marina Bay')).toBe(2);
    expect(placeTier('marnia bay', 'Marina Bay')).toBe(2);
    expect(placeTier('clarek', 'Clarke Quay')).toBe(2);
    expect(placeTier('marna', 'Marina Bay')).toBe(2);
  });

  it('does not match other places, words out of order, or short typos', () => {
    expect(placeTier('orchard', 'Marina Bay')).toBe(-1);
    expect(placeTier('bay marina', 'Marina Bay')).toBe(-1);
    expect(placeTier('mxr', 'Marina Bay')).toBe(-1);
    expect(placeTier('', 'Marina Bay')).toBe(-1);
    expect(placeTier('!!', 'Marina Bay')).toBe(-1);
    expect(placeTier('sentosa', 'Marina Bay')).toBe(-1);
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('clarek', 'clarke', 1)).toBe(1);
    expect(editDistance('marina', 'orchard', 2)).toBe(3);
  });
});

const row = (id: string, area: string, city = 'Singapore'): IndexRow => ({
  venue_id: id,
  city,
  area,
  event_types: ['meetings'],
  amenities: [],
  space_caps: { 'meeting-room': 10 },
  max_capacity: 10,
  price_from_minor: 10_000,
  rating_score: 3.5,
  review_count: 0,
  published_at: '2026-01-01T00:00:00Z',
  lat: 1.3,
  lng: 103.8,
});
const index = new StorefrontIndex([row('a', 'Marina Bay'), row('b', 'Marina Bay'), row('c', 'Clarke Quay'), row('d', 'Orchard'), row('e', 'Bay Area', 'Marina City')]);
const q = (o: Partial<IndexQuery>): IndexQuery => ({ sort: 'relevance', offset: 0, limit: 10, text: null, takenSpaces: null, ...o });
const ids = (o: Partial<IndexQuery>) => index.search(q(o)).ids.sort();

describe('StorefrontIndex places', () => {
  it('filters by a city or area typed in part, by words or with a typo', () => {
    expect(ids({ city: 'Marina Bay' })).toEqual(['a', 'b']);
    // "marina" starts Marina Bay and Marina City: both by words.
    expect(ids({ city: 'marina' })).toEqual(['a', 'b', 'e']);
    expect(ids({ city: 'clarke' })).toEqual(['c']);
    expect(ids({ city: 'marna bay' })).toEqual(['a', 'b']);
    expect(ids({ area: 'marina' })).toEqual(['a', 'b']);
    expect(ids({ city: 'nowhere' })).toEqual([]);
  });

  it('keeps an exact name exact: a whole name does not also find its prefixes', () => {
    expect(ids({ city: 'Singapore' })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ area: 'Bay Area' })).toEqual(['e']);
  });

  it('suggests the areas and cities with their venue counts, most venues first', () => {
    expect(index.places('marina', 8)).toEqual([
      { kind: 'area', name: 'Marina Bay', city: 'Singapore', count: 2 },
      { kind: 'city', name: 'Marina City', city: 'Marina City', count: 1 },
    ]);
    expect(index.places('marna bay', 8)).toEqual([{ kind: 'area', name: 'Marina Bay', city: 'Singapore', count: 2 }]);
    expect(index.places('sing', 8)).toEqual([{ kind: 'city', name: 'Singapore', city: 'Singapore', count: 4 }]);
    expect(index.places('marina', 1)).toHaveLength(1);
    expect(index.places('zzz', 8)).toEqual([]);
  });
});

describe('GET /api/v1/venues/places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (query: string, token?: string) => t.req({ url: `/api/v1/venues/places?${query}`, token });

  it('answers anyone, signed in or not, the matching areas of the storefront with counts', async () => {
    for (const token of [undefined, (await t.login('user@demo.test')).accessToken, (await t.login('owner@demo.test')).accessToken]) {
      const r = await get('country=sg&q=marina', token);
      expect(r.statusCode).toBe(200);
      const places = r.json().data as VenuePlace[];
      expect(places[0]).toMatchObject({ kind: 'area', name: 'Marina Bay', city: 'Singapore' });
      expect(places[0]!.count).toBeGreaterThan(0);
    }
    const typo = (await get('country=sg&q=marna%20bay')).json().data as VenuePlace[];
    expect(typo.map((p) => p.name)).toEqual(['Marina Bay']);
    const clarke = (await get('country=sg&q=clarke')).json().data as VenuePlace[];
    expect(clarke.map((p) => p.name)).toEqual(['Clarke Quay']);
    // Another storefront's places are not suggested.
    expect((await get('country=my&q=marina')).json().data).toEqual([]);
  });

  it('counts as the search does: "marina" finds the Marina Bay venues', async () => {
    const [place] = (await get('country=sg&q=marina')).json().data as VenuePlace[];
    const r = await t.req({ url: '/api/v1/venues/search?country=sg&city=marina' });
    expect(r.statusCode).toBe(200);
    const found = r.json().data as VenueSearchResult;
    expect(found.total).toBe(place!.count);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((v) => v.area === 'Marina Bay')).toBe(true);
    const clarke = (await t.req({ url: '/api/v1/venues/search?country=sg&city=Clarke' })).json().data as VenueSearchResult;
    expect(clarke.total).toBeGreaterThan(0);
    expect(clarke.data.every((v) => v.area === 'Clarke Quay')).toBe(true);
  });

  it('answers 400 naming the field for a missing or bad query', async () => {
    for (const [query, field] of [
      ['country=sg', 'q'],
      ['country=sg&q=', 'q'],
      ['q=marina', 'country'],
      ['country=sg&q=marina&limit=0', 'limit'],
      ['country=sg&q=marina&extra=1', 'extra'],
    ] as const) {
      const r = await get(query);
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(r))).toContain(field);
    }
  });
});
