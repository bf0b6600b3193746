import { card } from '../../../test/fixtures';
import { pinsBounds, pinsOf, spread, SPREAD } from '../pins';

describe('pins of a page of results', () => {
  test('one per venue with a location, in list order, with its price, place, label and link', () => {
    const pins = pinsOf(
      [
        card({ _id: 'a', slug: 'the-glasshouse', location: { lat: 1.28, lng: 103.86 } }),
        card({ _id: 'b', slug: 'no-pin', location: null }),
        card({ _id: 'c', slug: 'loft & co', name: 'Loft', area: 'Singapore', city: 'Singapore', price_from: null, location: { lat: 1.3, lng: 103.8 } }),
      ],
      'SG',
    );
    expect(pins.map((p) => p.id)).toEqual(['a', 'c']);
    expect(pins[0]).toMatchObject({ lat: 1.28, lng: 103.86, name: 'The Glasshouse', place: 'Marina Bay, Singapore', href: '/sg/venues/the-glasshouse' });
    expect(pins[0]!.text).toMatch(/120/);
    expect(pins[0]!.label).toMatch(/^The Glasshouse, Marina Bay, Singapore: From .*120 per hour$/);
    // No price: the pin shows the name; the place is not said twice.
    expect(pins[1]).toMatchObject({ text: 'Loft', place: 'Singapore', label: 'Loft, Singapore: Price on request', href: '/sg/venues/loft%20%26%20co' });
  });

  test('pins on one spot are spread on a small circle round it; the others stay put', () => {
    const same = { lat: 1.3, lng: 103.8 };
    const out = spread([{ ...same }, { lat: 1.31, lng: 103.81 }, { ...same }, { ...same }]);
    expect(out[1]).toEqual({ lat: 1.31, lng: 103.81 });
    const moved = [out[0]!, out[2]!, out[3]!];
    // All distinct, each about SPREAD from the spot (longitude widened by 1/cos(lat)).
    expect(new Set(moved.map((p) => `${p.lat},${p.lng}`)).size).toBe(3);
    for (const p of moved) {
      const dLng = (p.lng - same.lng) * Math.cos((same.lat * Math.PI) / 180);
      expect(Math.hypot(p.lat - same.lat, dLng)).toBeCloseTo(SPREAD, 8);
    }
    // The input is left as it was.
    const input = [{ ...same }, { ...same }];
    spread(input);
    expect(input).toEqual([same, same]);
  });

  test('pinsBounds: the smallest area holding every pin, across the antimeridian when that is smaller', () => {
    expect(pinsBounds([])).toBeNull();
    expect(pinsBounds([{ lat: 1.3, lng: 103.8 }])).toEqual([1.3, 103.8, 1.3, 103.8]);
    expect(pinsBounds([{ lat: 1.2, lng: 103.9 }, { lat: 1.4, lng: 103.7 }, { lat: 1.3, lng: 103.8 }])).toEqual([1.2, 103.7, 1.4, 103.9]);
    // Fiji (178°E) and Samoa (172°W): 10° apart over the date line, not 350° the other way.
    expect(pinsBounds([{ lat: -17.7, lng: 178.1 }, { lat: -13.8, lng: -171.8 }])).toEqual([-17.7, 178.1, -13.8, -171.8]);
  });
});
