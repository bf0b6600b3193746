import { parseSearchFilters } from '@venues/contracts';
import { readSearch } from '../searchState';
import { activeFilterCount, buildQuery, clearFilters, searchHref, updateFilters, type SearchFilters } from '../searchUrl';

const full: SearchFilters = {
  q: 'rooftop bar',
  city: 'Marina Bay',
  event_type: 'parties',
  guests: 80,
  date: '2031-05-09',
  price_min: 100,
  price_max: 450.5,
  amenities: ['wifi', 'bar', 'dance-floor'],
  space_type: 'rooftop',
  sort: 'price_asc',
  page: 3,
  limit: 12,
};

describe('defaults', () => {
  test('an empty query is the default search: relevance, page 1, 12 a page, no filters', () => {
    const r = readSearch('');
    expect(r.filters).toEqual({ sort: 'relevance', page: 1, limit: 12 });
    expect(r.dropped).toEqual([]);
    expect(r.canonical).toBe('');
  });

  test('defaults and empty values are left out of the URL', () => {
    expect(buildQuery({ sort: 'relevance', page: 1, limit: 12, q: '   ', city: '' })).toBe('');
    expect(searchHref('SG', {})).toBe('/sg/venues');
    expect(readSearch('?guests=&city=&sort=relevance&page=1').canonical).toBe('');
  });
});

describe('round trips', () => {
  test('build → parse gives the same filters back', () => {
    const qs = buildQuery(full);
    expect(readSearch(qs).filters).toEqual(full);
    expect(readSearch(`?${qs}`).dropped).toEqual([]);
  });

  test('parse → build is canonical: fixed order whatever order the link had', () => {
    const shuffled = 'page=3&sort=price_asc&space_type=rooftop&amenities=wifi,bar,dance-floor&price_max=450.5&price_min=100&date=2031-05-09&guests=80&event_type=parties&city=Marina+Bay&q=rooftop+bar';
    const { canonical } = readSearch(shuffled);
    expect(canonical).toBe(
      'q=rooftop+bar&city=Marina+Bay&event_type=parties&guests=80&date=2031-05-09&price_min=100&price_max=450.5&amenities=wifi,bar,dance-floor&space_type=rooftop&sort=price_asc&page=3',
    );
    expect(readSearch(canonical).canonical).toBe(canonical);
  });

  test('text is trimmed and characters that need it are encoded and decoded', () => {
    const qs = buildQuery({ city: '  King’s Cross & St Pancras ' });
    expect(qs).toBe('city=King%E2%80%99s+Cross+%26+St+Pancras');
    expect(readSearch(qs).filters.city).toBe('King’s Cross & St Pancras');
  });

  test('amenities given twice or repeated as parameters become one list', () => {
    expect(readSearch('amenities=wifi,wifi&amenities=parking').filters.amenities).toEqual(['wifi', 'parking']);
  });
});

describe('bad values are dropped and named, the rest of the search stays', () => {
  test.each([
    ['guests=abc', 'guests'],
    ['guests=0', 'guests'],
    ['guests=2.5', 'guests'],
    ['date=2031-02-30', 'date'],
    ['date=09/05/2031', 'date'],
    ['event_type=funeral', 'event_type'],
    ['space_type=spaceship', 'space_type'],
    ['amenities=wifi,jacuzzi', 'amenities'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['page=-2', 'page'],
    ['price_min=-5', 'price_min'],
    ['price_min=cheap', 'price_min'],
    ['utm_source=newsletter', 'utm_source'],
  ])('%s', (bad, name) => {
    const r = readSearch(`city=Orchard&${bad}`);
    expect(r.dropped).toEqual([name]);
    expect(r.filters.city).toBe('Orchard');
    expect(r.canonical).toBe('city=Orchard');
  });

  test('a maximum price below the minimum is dropped, the minimum stays', () => {
    const r = readSearch('price_min=300&price_max=100');
    expect(r.filters).toMatchObject({ price_min: 300 });
    expect(r.filters.price_max).toBeUndefined();
    expect(r.dropped).toEqual(['price_max']);
  });

  test('several bad values at once are all named', () => {
    const r = readSearch('guests=lots&sort=random&event_type=meetings');
    expect(r.dropped.sort()).toEqual(['guests', 'sort']);
    expect(r.canonical).toBe('event_type=meetings');
  });
});

describe('changing filters', () => {
  test('any change but the page starts again at page 1', () => {
    expect(updateFilters(full, { guests: 120 })).toMatchObject({ guests: 120, page: 1 });
    expect(updateFilters(full, { page: 4 })).toMatchObject({ guests: 80, page: 4 });
  });

  test('removing a filter takes it out of the URL', () => {
    const next = updateFilters(full, { space_type: undefined, amenities: [] });
    expect(buildQuery(next)).not.toMatch(/space_type|amenities/);
  });

  test('clearing keeps the text and the sort only', () => {
    expect(buildQuery(clearFilters(full))).toBe('q=rooftop+bar&sort=price_asc');
  });

  test('the filter badge counts each narrowing choice (a price range is one)', () => {
    expect(activeFilterCount(full)).toBe(9); // city, type, guests, date, space, price, 3 amenities
    expect(activeFilterCount({ q: 'x', sort: 'rating', page: 2 })).toBe(0);
    expect(activeFilterCount({ price_max: 50 })).toBe(1);
  });

  test('other pages read the same filters', () => {
    expect(searchHref('gb', { space_type: 'function-room' }, 'venues/search')).toBe('/gb/venues/search?space_type=function-room');
  });
});

describe('the zod-free reader agrees with contracts’ parseSearchFilters', () => {
  const corpus = [
    '',
    'q=rooftop+bar&city=Marina+Bay&event_type=parties&guests=80&date=2031-05-09&price_min=100&price_max=450.5&amenities=wifi,bar&space_type=rooftop&sort=price_asc&page=3&limit=24',
    'q=%20%20&city=%20Orchard%20',
    `q=${'x'.repeat(101)}`,
    'guests=abc', 'guests=0', 'guests=2.5', 'guests=%2040%20', 'guests=1e2', 'guests=0x10', 'guests=100001', 'guests=1&guests=2', 'guests=',
    'date=2031-02-30', 'date=2031-2-3', 'date=2028-02-29', 'date=2027-02-29',
    'price_min=-5', 'price_min=0', 'price_min=%20', 'price_min=1e3', 'price_min=cheap', 'price_max=100000001', 'price_min=300&price_max=100', 'price_min=300&price_max=abc',
    'amenities=wifi,jacuzzi', 'amenities=,,', 'amenities=wifi,wifi&amenities=parking', 'amenities=%20wifi%20,bar',
    'event_type=funeral', 'event_type=parties&event_type=weddings', 'space_type=rooftop', 'space_type=Rooftop',
    'sort=cheapest', 'sort=relevance', 'page=0', 'page=501', 'page=500', 'limit=49', 'limit=48',
    'instant_book=true', 'instant_book=false', 'instant_book=yes', 'instant_book=true&instant_book=true', 'instant_book=&city=Orchard',
    'utm_source=newsletter&city=Orchard', 'utm_source=', 'city=a&city=b',
  ];
  test.each(corpus)('%s', (qs) => {
    const zod = parseSearchFilters(new URLSearchParams(qs));
    const mine = readSearch(qs);
    expect(mine.filters).toEqual(zod.filters);
    expect([...mine.dropped].sort()).toEqual([...zod.dropped].sort());
  });
});
