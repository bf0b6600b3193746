import { changesSince, money, readSnapshot, snapshotOf, type SnapshotSpace, type SnapshotVenue } from './venue-snapshot';

// The approved snapshot and what changed since (docs/admin.md "Venue review"): pure, no database.

const venue: SnapshotVenue = {
  name: 'Pier Seven Loft',
  address: '7 Keppel Road',
  postalCode: '089055',
  city: 'Singapore',
  area: 'Tanjong Pagar',
  latitude: 1.2705,
  longitude: 103.8441,
  description: 'A bright warehouse loft on the waterfront.',
  eventTypes: ['parties', 'workshops'],
  amenities: ['wifi', 'projector'],
  cancellationPolicy: 'flexible',
  photos: [{ url: '/media/a.jpg', alt: '', width: 800, height: 600 }],
};

const terrace: SnapshotSpace = {
  id: 'space-1',
  name: 'Roof Terrace',
  spaceType: 'rooftop',
  capacityStanding: 80,
  capacitySeated: 40,
  capacityTheatre: 0,
  capacityBanquet: 0,
  currency: 'SGD',
  pricePerHourMinor: 15_050,
  minHours: 2,
  pricePerDayMinor: 90_000,
  packages: [{ name: 'Evening', description: '', amountMinor: 60_000, perPerson: false, hours: 5 }],
};

const approved = snapshotOf(venue, [terrace]);

describe('snapshotOf / readSnapshot', () => {
  it('keeps the reviewed fields as raw values, and reads back only what it wrote', () => {
    expect(approved).toMatchObject({ version: 1, name: 'Pier Seven Loft', photos: 1, event_types: ['parties', 'workshops'] });
    expect(approved.spaces[0]).toEqual({
      id: 'space-1',
      name: 'Roof Terrace',
      space_type: 'rooftop',
      capacity: { standing: 80, seated: 40, theatre: 0, banquet: 0 },
      currency: 'SGD',
      per_hour_minor: 15_050,
      min_hours: 2,
      per_day_minor: 90_000,
      packages: [{ name: 'Evening', amount_minor: 60_000, per_person: false, hours: 5 }],
    });
    // Through JSON as jsonb stores it.
    expect(readSnapshot(JSON.parse(JSON.stringify(approved)))).toEqual(approved);
    expect(readSnapshot(null)).toBeNull();
    expect(readSnapshot({ name: 'x' })).toBeNull();
  });

  it('money reads as the storefront writes it, in the currency’s own decimals', () => {
    expect(money(15_050, 'SGD')).toBe('SGD 150.50');
    expect(money(1_500_000, 'IDR')).toBe('Rp 1.500.000');
    expect(money(999, null)).toBe('9.99');
  });
});

describe('changesSince', () => {
  it('is null on a first submission (nothing approved) and empty when nothing changed', () => {
    expect(changesSince(null, approved)).toBeNull();
    expect(changesSince(approved, snapshotOf(venue, [terrace]))).toEqual([]);
  });

  it('a changed name and price show up with labels people read', () => {
    const now = snapshotOf({ ...venue, name: 'Pier Seven Works' }, [{ ...terrace, pricePerHourMinor: 9_900, minHours: 1 }]);
    expect(changesSince(approved, now)).toEqual([
      { field: 'name', label: 'Name', before: 'Pier Seven Loft', after: 'Pier Seven Works' },
      { field: 'spaces.Roof Terrace.pricing.per_hour', label: 'Roof Terrace: hourly price', before: 'SGD 150.50 (at least 2 hours)', after: 'SGD 99.00 (at least 1 hour)' },
    ]);
  });

  it('lists say what was removed (before) and added (after); the pin, the policy and the photos read as text', () => {
    const now = snapshotOf(
      { ...venue, eventTypes: ['workshops', 'weddings'], amenities: ['wifi', 'projector'], latitude: 1.3, cancellationPolicy: 'strict', photos: [...venue.photos, ...venue.photos] },
      [terrace],
    );
    const changes = changesSince(approved, now)!;
    expect(changes.map((c) => c.field)).toEqual(['location', 'event_types', 'cancellation_policy', 'photos']);
    expect(changes.find((c) => c.field === 'event_types')).toMatchObject({ label: 'Event types', before: 'Parties', after: 'Weddings' });
    expect(changes.find((c) => c.field === 'location')).toMatchObject({ label: 'Map pin', before: '1.2705, 103.8441', after: '1.3, 103.8441' });
    expect(changes.find((c) => c.field === 'cancellation_policy')).toMatchObject({ before: 'Flexible', after: 'Strict' });
    expect(changes.find((c) => c.field === 'photos')).toMatchObject({ before: '1 photo', after: '2 photos' });
  });

  it('a space is matched by id: renamed is one change; its type, capacity, day price and packages each read; new and removed spaces sum up in a line', () => {
    const renamed = {
      ...terrace,
      name: 'Sky Deck',
      spaceType: 'studio',
      capacitySeated: 60,
      pricePerDayMinor: null,
      packages: [{ name: 'Brunch', description: '', amountMinor: 4_500, perPerson: true, hours: 3 }],
    };
    const hall: SnapshotSpace = { ...terrace, id: 'space-2', name: 'Great Hall', spaceType: 'ballroom', capacitySeated: 200, packages: [] };
    const changes = changesSince(snapshotOf(venue, [terrace, { ...hall, id: 'space-3', name: 'Cellar' }]), snapshotOf(venue, [renamed, hall]))!;
    expect(changes).toEqual([
      { field: 'spaces.Sky Deck.name', label: 'Roof Terrace: name', before: 'Roof Terrace', after: 'Sky Deck' },
      { field: 'spaces.Sky Deck.space_type', label: 'Sky Deck: type', before: 'Rooftop', after: 'Studio' },
      { field: 'spaces.Sky Deck.capacity', label: 'Sky Deck: capacity', before: '80 standing, 40 seated', after: '80 standing, 60 seated' },
      { field: 'spaces.Sky Deck.pricing.per_day', label: 'Sky Deck: day price', before: 'SGD 900.00', after: '' },
      { field: 'spaces.Sky Deck.pricing.packages', label: 'Sky Deck: packages', before: 'Evening: SGD 600.00 for 5 hours', after: 'Brunch: SGD 45.00 per person for 3 hours' },
      { field: 'spaces.Great Hall', label: 'Great Hall: new space', before: '', after: expect.stringMatching(/^Great Hall · .+ · 80 standing, 200 seated · SGD 150.50 per hour$/) },
      { field: 'spaces.Cellar', label: 'Cellar: space removed', before: expect.stringMatching(/^Cellar · /), after: '' },
    ]);
  });
});
