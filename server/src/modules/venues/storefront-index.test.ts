// The in-memory index on hand-made rows: the cases the seeded data may not pin down.
import { StorefrontIndex, type IndexQuery, type IndexRow } from './storefront-index';

const row = (id: string, o: Partial<IndexRow> = {}): IndexRow => ({
  venue_id: id,
  city: 'Singapore',
  area: 'Orchard',
  event_types: ['meetings'],
  amenities: ['wifi'],
  space_caps: { 'meeting-room': 10 },
  max_capacity: 10,
  price_from_minor: 10_000,
  rating_score: 3.5,
  review_count: 0,
  published_at: '2026-01-01T00:00:00Z',
  lat: 1.3,
  lng: 103.8,
  ...o,
});
const q = (o: Partial<IndexQuery> = {}): IndexQuery => ({ sort: 'relevance', offset: 0, limit: 10, text: null, takenSpaces: null, ...o });

const index = new StorefrontIndex(
  [
    row('a', { rating_score: 4.5, review_count: 2, price_from_minor: null, published_at: null }),
    row('b', { rating_score: 4.5, space_caps: { ballroom: 300, 'meeting-room': 20 }, max_capacity: 300, price_from_minor: 50_000, area: 'Marina Bay', event_types: ['weddings', 'meetings'] }),
    row('c', { rating_score: 3.0, space_caps: {}, max_capacity: 0, amenities: ['wifi', 'bar'], published_at: '2026-06-01T00:00:00Z' }),
  ],
  [
    { id: 'a1', venue_id: 'a', space_type: 'meeting-room', capacity: 10 },
    { id: 'b1', venue_id: 'b', space_type: 'ballroom', capacity: 300 },
    { id: 'b2', venue_id: 'b', space_type: 'meeting-room', capacity: 20 },
    { id: 'x1', venue_id: 'elsewhere', space_type: 'ballroom', capacity: 50 },
  ],
  [
    // 'hall' in a's description (D) and c's name (A); b has no text row.
    { venue_id: 'a', vector: "'hall':5 'orchard':2B", words: 'hall orchard' },
    { venue_id: 'c', vector: "'hall':1A", words: 'hall' },
    { venue_id: 'elsewhere', vector: "'hall':1A", words: 'hall' },
  ],
);

test('sorts: ties by id, missing prices and dates last in both directions', () => {
  expect(index.search(q()).ids).toEqual(['a', 'b', 'c']);
  expect(index.search(q({ sort: 'price_asc' })).ids).toEqual(['c', 'b', 'a']);
  expect(index.search(q({ sort: 'price_desc' })).ids).toEqual(['b', 'c', 'a']);
  expect(index.search(q({ sort: 'newest' })).ids).toEqual(['c', 'b', 'a']);
  expect(index.search(q({ sort: 'capacity' })).ids).toEqual(['b', 'a', 'c']);
  // Most reviews first, then the better rated (b and c have none; b is rated higher).
  expect(index.search(q({ sort: 'popular' })).ids).toEqual(['a', 'b', 'c']);
  expect(index.search(q({ offset: 1, limit: 1 })).ids).toEqual(['b']);
});

test('a venue without spaces only drops out when guests or a date ask for a space', () => {
  expect(index.search(q()).total).toBe(3);
  expect(index.search(q({ guests: 1 })).ids).toEqual(['a', 'b']);
  expect(index.search(q({ takenSpaces: new Set() })).total).toBe(3);
});

test('on a date, a blocked venue counts only its free spaces, for guests, type and the type facet', () => {
  // b's ballroom is taken that day; its meeting room (20) is free. Spaces of other storefronts are ignored.
  const takenSpaces = new Set(['b1', 'x1']);
  expect(index.search(q({ takenSpaces, guests: 100 })).ids).toEqual([]);
  expect(index.search(q({ takenSpaces, space_type: 'ballroom' })).ids).toEqual([]);
  expect(index.search(q({ takenSpaces, guests: 15 })).ids).toEqual(['b']);
  const facets = index.search(q({ takenSpaces })).facets.space_types;
  expect(facets).toEqual([{ value: 'meeting-room', count: 2 }]);
  // Nothing free at all: gone even without guests.
  expect(index.search(q({ takenSpaces: new Set(['b1', 'b2']) })).ids).toEqual(['a', 'c']);
});

test('city takes a city or an area; amenities must all be there; text keeps only its matches, best rank first', () => {
  expect(index.search(q({ city: 'marina bay' })).ids).toEqual(['b']);
  expect(index.search(q({ city: 'SINGAPORE' })).total).toBe(3);
  expect(index.search(q({ area: 'Orchard' })).ids).toEqual(['a', 'c']);
  expect(index.search(q({ amenities: ['wifi', 'bar'] })).ids).toEqual(['c']);
  const hall = index.textMatches([[{ lexeme: 'hall', prefix: false }]]);
  expect(index.search(q({ text: hall })).ids).toEqual(['c', 'a']);
  expect(index.search(q({ text: hall, sort: 'price_asc' })).ids).toEqual(['c', 'a']);
  expect(index.search(q({ text: hall, area: 'Orchard', offset: 1 }))).toMatchObject({ total: 2, ids: ['a'] });
  expect(index.search(q({ text: index.textMatches([[{ lexeme: 'nowhere', prefix: true }]]) }))).toMatchObject({ total: 0, ids: [] });
});

test('text relevance: best rank first, then top rated, then id', () => {
  const same = "'hall':3C";
  const ranked = new StorefrontIndex(
    [row('d', { rating_score: 3 }), row('c', { rating_score: 4.5 }), row('b', { rating_score: 4.5 }), row('a', { rating_score: 2 })],
    [],
    [
      { venue_id: 'a', vector: "'hall':1A", words: '' },
      { venue_id: 'b', vector: same, words: '' },
      { venue_id: 'c', vector: same, words: '' },
      { venue_id: 'd', vector: same, words: '' },
    ],
  );
  const hall = ranked.textMatches([[{ lexeme: 'hall', prefix: false }]]);
  expect(ranked.search(q({ text: hall })).ids).toEqual(['a', 'b', 'c', 'd']);
  expect(ranked.search(q({ text: hall, offset: 1, limit: 2 })).ids).toEqual(['b', 'c']);
});

test('summary: cities with areas, price range, largest capacity', () => {
  expect(index.summary()).toEqual({
    cities: [{ city: 'Singapore', count: 3, areas: [{ area: 'Orchard', count: 2 }, { area: 'Marina Bay', count: 1 }] }],
    price: { min: 10_000, max: 50_000 },
    maxCapacity: 300,
  });
});

test('a map area keeps the pins inside it (edges included), across the antimeridian too; no pin, never inside', () => {
  const pins = new StorefrontIndex([
    row('fiji', { lat: -17.7, lng: 178.1 }),
    row('samoa', { lat: -13.8, lng: -171.8 }),
    row('sydney', { lat: -33.9, lng: 151.2 }),
    row('edge', { lat: -10, lng: 170 }),
    row('nopin', { lat: null, lng: null }),
  ]);
  const found = (bbox: [number, number, number, number]) => pins.search(q({ bbox })).ids.sort();
  expect(found([-40, 150, 0, 180])).toEqual(['edge', 'fiji', 'sydney']);
  expect(found([-20, 170, -10, -170])).toEqual(['edge', 'fiji', 'samoa']);
  expect(found([-90, -180, 90, 180])).toEqual(['edge', 'fiji', 'samoa', 'sydney']);
  // The facets follow the area as every other shared filter does.
  expect(pins.search(q({ bbox: [-20, 170, -10, -170] })).facets.cities).toEqual([{ value: 'Singapore', count: 3 }]);
});
