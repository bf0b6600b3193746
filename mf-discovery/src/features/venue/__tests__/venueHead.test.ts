import { detail } from '../../../test/fixtures';
import { excerpt, venueHead, venuePlace } from '../venueHead';

test('excerpt cuts at a word and marks the cut', () => {
  expect(excerpt('short text')).toBe('short text');
  const long = 'word '.repeat(60);
  const e = excerpt(long, 50);
  expect(e.length).toBeLessThanOrEqual(50);
  expect(e.endsWith('word…')).toBe(true);
});

test('the place leaves out an area equal to the city', () => {
  expect(venuePlace({ area: 'Marina Bay', city: 'Singapore' })).toBe('Marina Bay, Singapore');
  expect(venuePlace({ area: 'London', city: 'London' })).toBe('London');
});

test('without reviews or price, the JSON-LD leaves those out rather than inventing them', () => {
  const v = detail({ rating: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }, price_from: null, rating_avg: null, rating_count: 0 });
  const head = venueHead(v, 'sg', 'https://venuely.example');
  expect(head.jsonLd.aggregateRating).toBeUndefined();
  expect(head.jsonLd.priceRange).toBeUndefined();
  expect(head.canonical).toBe('https://venuely.example/sg/venues/the-glasshouse');
  expect(head.description).toMatch(/^The Glasshouse in Marina Bay, Singapore: 2 spaces, up to 180 guests\. A glass pavilion/);
});
