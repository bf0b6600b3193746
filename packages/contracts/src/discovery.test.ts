import {
  AMENITY_KEYS,
  EVENT_TYPES,
  favoriteMoveBody,
  folderNameBody,
  parseSearchFilters,
  recentlyViewedMergeBody,
  searchParamsOf,
  slugify,
  spaceParams,
  venueSearchFilters,
  venueSearchQuery,
} from './index';

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

test('search query: strings in, typed values out, defaults filled', () => {
  expect(venueSearchQuery.parse({ country: 'SG' })).toEqual({ country: 'sg', sort: 'relevance', page: 1, limit: 12 });
  expect(
    venueSearchQuery.parse({
      country: 'sg',
      q: '  rooftop bar ',
      city: 'Marina Bay',
      event_type: 'parties',
      guests: '40',
      date: '2027-02-28',
      price_min: '50',
      price_max: '250.5',
      amenities: 'wifi, projector,wifi',
      space_type: 'rooftop',
      sort: 'price_asc',
      page: '2',
      limit: '24',
    }),
  ).toEqual({
    country: 'sg',
    q: 'rooftop bar',
    city: 'Marina Bay',
    event_type: 'parties',
    guests: 40,
    date: '2027-02-28',
    price_min: 50,
    price_max: 250.5,
    amenities: ['wifi', 'projector'],
    space_type: 'rooftop',
    sort: 'price_asc',
    page: 2,
    limit: 24,
  });
});

test('search query: empty values count as absent, repeated amenities are read as a list', () => {
  expect(venueSearchQuery.parse({ country: 'sg', guests: '', date: '', amenities: ['wifi', 'parking'] })).toEqual({
    country: 'sg',
    amenities: ['wifi', 'parking'],
    sort: 'relevance',
    page: 1,
    limit: 12,
  });
});

test('search query: each bad value is named by its field', () => {
  const r = venueSearchQuery.safeParse({
    country: 'sgp',
    event_type: 'raves',
    guests: '2.5',
    date: '2027-02-30',
    price_min: '-1',
    amenities: 'wifi,jacuzzi',
    space_type: 'castle',
    sort: 'cheapest',
    page: '0',
    limit: '49',
  });
  expect(fields(r)).toEqual({
    country: 'Country must be a two-letter code',
    event_type: expect.stringMatching(/^Event type must be one of meetings, parties, /),
    guests: 'Guests must be a whole number',
    date: 'This date does not exist',
    price_min: 'Minimum price cannot be negative',
    // The position of the bad value in the list is named.
    'amenities.1': expect.stringMatching(/^Amenities must be among wifi, projector, /),
    space_type: expect.stringMatching(/^Space type must be one of meeting-room, /),
    sort: 'Sort must be one of relevance, price_asc, price_desc, capacity, rating, popular, newest',
    page: 'Page must be at least 1',
    limit: 'Limit must be at most 48',
  });
  expect(fields(venueSearchQuery.safeParse({ country: 'sg', guests: 'many' }))).toEqual({ guests: 'Guests must be a number' });
  expect(fields(venueSearchQuery.safeParse({}))).toEqual({ country: 'Country is required' });
  expect(fields(venueSearchQuery.safeParse({ country: 'sg', price_min: '100', price_max: '50' }))).toEqual({
    price_max: 'Maximum price must be at least the minimum price',
  });
  expect(venueSearchQuery.safeParse({ country: 'sg', colour: 'red' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['colour'] });
});

test('searchParamsOf writes non-default values in a stable order; parse(searchParamsOf(x)) gives x back', () => {
  const filters = venueSearchFilters.parse({ sort: 'rating', guests: '10', amenities: 'wifi,parking', q: 'loft', page: '1' });
  const params = searchParamsOf(filters);
  expect(params).toEqual({ q: 'loft', guests: '10', amenities: 'wifi,parking', sort: 'rating' });
  expect(Object.keys(params)).toEqual(['q', 'guests', 'amenities', 'sort']);
  expect(venueSearchFilters.parse(params)).toEqual(filters);
  expect(searchParamsOf({ sort: 'relevance', page: 1, limit: 12, q: '  ' })).toEqual({});
});

test('parseSearchFilters drops bad and unknown values instead of failing', () => {
  const { filters, dropped } = parseSearchFilters(new URLSearchParams('guests=lots&event_type=parties&utm_source=mail&date=2027-13-01&price_min=10&price_max=5'));
  expect(filters).toEqual({ event_type: 'parties', price_min: 10, sort: 'relevance', page: 1, limit: 12 });
  expect(dropped.sort()).toEqual(['date', 'guests', 'price_max', 'utm_source']);
  expect(parseSearchFilters({ amenities: ['wifi', 'parking'] }).filters.amenities).toEqual(['wifi', 'parking']);
});

test('a map area (bbox): four numbers south,west,north,east, in range, kept in the URL', () => {
  const f = venueSearchFilters.parse({ bbox: ' 1.2, 103.6,1.5 ,104.1' });
  expect(f.bbox).toEqual([1.2, 103.6, 1.5, 104.1]);
  expect(searchParamsOf(f)).toEqual({ bbox: '1.2,103.6,1.5,104.1' });
  expect(venueSearchFilters.parse(searchParamsOf(f))).toEqual(f);
  // West beyond east is a box across the antimeridian, allowed.
  expect(venueSearchFilters.parse({ bbox: '-20,170,-10,-170' }).bbox).toEqual([-20, 170, -10, -170]);
  for (const bad of ['1,2,3', '1,2,3,4,5', '1,,3,4', 'a,b,c,d', '-91,0,0,0', '0,0,91,0', '0,-181,0,0', '0,0,0,180.5', '2,0,1,0']) {
    const r = venueSearchFilters.safeParse({ bbox: bad });
    expect(Object.keys(fields(r))).toEqual(['bbox']);
    expect(fields(r).bbox).toMatch(/bbox/);
  }
  expect(parseSearchFilters(new URLSearchParams('bbox=2,0,1,0&guests=5')).dropped).toEqual(['bbox']);
});

test('favourites bodies', () => {
  expect(folderNameBody.parse({ name: '  Team offsite ' })).toEqual({ name: 'Team offsite' });
  expect(fields(folderNameBody.safeParse({ name: ' ' }))).toEqual({ name: 'Name is required' });
  expect(fields(folderNameBody.safeParse({}))).toEqual({ name: 'Name is required' });
  const a = '6f1e3f6e-4d6c-4b59-9a51-2f2d1f3d8a11';
  const b = '7a2e3f6e-4d6c-4b59-9a51-2f2d1f3d8a12';
  expect(fields(favoriteMoveBody.safeParse({ venue_id: a, from_folder_id: a, to_folder_id: a }))).toEqual({ to_folder_id: 'Choose a different folder to move to' });
  expect(fields(favoriteMoveBody.safeParse({ venue_id: 'x', from_folder_id: a, to_folder_id: b }))).toEqual({ venue_id: 'Venue must be a valid id' });
  expect(fields(spaceParams.safeParse({ idOrSlug: 'the-loft', spaceId: '12' }))).toEqual({ spaceId: 'Space must be a valid id' });
});

test('recently viewed merge: ISO times, at most 50 items', () => {
  const a = '6f1e3f6e-4d6c-4b59-9a51-2f2d1f3d8a11';
  expect(recentlyViewedMergeBody.safeParse({ items: [{ venue_id: a, viewed_at: '2026-05-01T10:00:00.000Z' }] }).success).toBe(true);
  expect(fields(recentlyViewedMergeBody.safeParse({ items: [{ venue_id: a, viewed_at: 'yesterday' }] }))).toEqual({ 'items.0.viewed_at': 'Viewed at must be an ISO date-time' });
  expect(fields(recentlyViewedMergeBody.safeParse({ items: Array(51).fill({ venue_id: a, viewed_at: '2026-05-01T10:00:00Z' }) }))).toEqual({ items: 'At most 50 items' });
});

test('lists: unique keys', () => {
  expect(new Set(EVENT_TYPES.map((t) => t.value)).size).toBe(EVENT_TYPES.length);
  expect(new Set(AMENITY_KEYS).size).toBe(AMENITY_KEYS.length);
});

test('slugify', () => {
  expect(slugify('The Loft @ Marina Bay — Café & Bar')).toBe('the-loft-marina-bay-cafe-and-bar');
  expect(slugify('Aiko’s Kitchen')).toBe('aikos-kitchen');
});
