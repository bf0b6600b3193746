import type { SpaceDetail, VenueCard, VenueDetail, VenueSearchResult } from '@venues/contracts';

const svg = (n: number) => ({ url: `/media/demo/photo-${n}.svg`, alt: `Photo ${n}`, width: 800, height: 600 });

export function card(over: Partial<VenueCard> = {}): VenueCard {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    slug: 'the-glasshouse',
    name: 'The Glasshouse',
    city: 'Singapore',
    area: 'Marina Bay',
    country: 'sg',
    photo: svg(1),
    rating_avg: 4.6,
    rating_count: 23,
    event_types: ['parties', 'weddings'],
    max_capacity: 180,
    price_from: { amount: 120, currency: 'SGD', unit: 'hour', per_hour: 120 },
    spaces_count: 2,
    location: { lat: 1.2834, lng: 103.8607 },
    ...over,
  };
}

export function space(over: Partial<SpaceDetail> = {}): SpaceDetail {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    venue_id: '11111111-1111-4111-8111-111111111111',
    name: 'Sky Terrace',
    description: 'An open terrace over the bay.',
    space_type: 'rooftop',
    capacity: { standing: 180, seated: 90, theatre: 0, banquet: 80 },
    max_capacity: 180,
    size_sqm: 240,
    pricing: {
      currency: 'SGD',
      per_hour: { amount: 120, min_hours: 3 },
      per_day: { amount: 1500 },
      packages: [{ name: 'Sundowner', description: 'Free-flow drinks and canapés', amount: 85, per_person: true, hours: 3 }],
    },
    price_from: { amount: 120, currency: 'SGD', unit: 'hour', per_hour: 120 },
    photos: [svg(5)],
    features: ['Skyline view'],
    ...over,
  };
}

export function detail(over: Partial<VenueDetail> = {}): VenueDetail {
  return {
    ...card(),
    description: 'A glass pavilion on the water.\n\nIt hosts weddings and parties.',
    address: '1 Bayfront Avenue',
    postal_code: '018971',
    location: { lat: 1.2834, lng: 103.8607 },
    time_zone: 'Asia/Singapore',
    amenities: ['wifi', 'bar', 'wheelchair-access'],
    photos: [svg(1), svg(2), svg(3)],
    cancellation_policy: 'moderate',
    spaces: [space(), space({ _id: '33333333-3333-4333-8333-333333333333', name: 'Garden Room', space_type: 'function-room', photos: [svg(6)] })],
    rating: { average: 4.6, count: 23, distribution: { '1': 0, '2': 1, '3': 2, '4': 5, '5': 15 } },
    reviews: [
      { _id: 'r1', venue_id: '11111111-1111-4111-8111-111111111111', rating: 5, comment: 'Perfect evening.', author_name: 'Aisha T.', created_at: '2026-10-01T10:00:00Z' },
    ],
    organization: { name: 'Bayfront Events' },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

export function searchResult(venues: VenueCard[], over: Partial<VenueSearchResult> = {}): VenueSearchResult {
  return {
    data: venues,
    page: 1,
    limit: 12,
    total: venues.length,
    facets: { event_types: [{ value: 'parties', count: 7 }], amenities: [{ value: 'wifi', count: 5 }], cities: [], space_types: [{ value: 'rooftop', count: 3 }] },
    ...over,
  };
}
