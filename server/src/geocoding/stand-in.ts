import type { GeocodeCandidate, GeocodeOptions, Geocoder } from './geocoder';

/** A place the offline stand-in knows: `country` two lower-case letters. */
export interface GazetteerEntry extends GeocodeCandidate {
  country: string;
}

/**
 * The demo storefronts' streets, areas and cities (approximate centres, good enough to start a pin
 * the owner then moves), each with the parts that fill the listing's address fields. Not a
 * geocoder of the world: an address it does not know finds nothing.
 */
export const DEMO_GAZETTEER: readonly GazetteerEntry[] = [
  // Singapore: the demo venues' streets and the storefront's areas.
  { country: 'sg', label: '88 Telok Ayer Street, Tanjong Pagar, Singapore 048470', lat: 1.2815, lng: 103.8484, city: 'Singapore', postal_code: '048470', address: '88 Telok Ayer Street', area: 'Tanjong Pagar' },
  { country: 'sg', label: '21 Duxton Road, Tanjong Pagar, Singapore 089487', lat: 1.2794, lng: 103.8432, city: 'Singapore', postal_code: '089487', address: '21 Duxton Road', area: 'Tanjong Pagar' },
  { country: 'sg', label: '2 Keppel Bay Vista, Keppel Bay, Singapore 098382', lat: 1.2655, lng: 103.8167, city: 'Singapore', postal_code: '098382', address: '2 Keppel Bay Vista', area: 'Keppel Bay' },
  { country: 'sg', label: '7 Keppel Road, Tanjong Pagar, Singapore 089053', lat: 1.2737, lng: 103.8454, city: 'Singapore', postal_code: '089053', address: '7 Keppel Road', area: 'Tanjong Pagar' },
  { country: 'sg', label: '60 Robertson Quay, Robertson Quay, Singapore 238252', lat: 1.2906, lng: 103.8389, city: 'Singapore', postal_code: '238252', address: '60 Robertson Quay', area: 'Robertson Quay' },
  { country: 'sg', label: '10 Marina Boulevard, Marina Bay, Singapore 018983', lat: 1.2789, lng: 103.8536, city: 'Singapore', postal_code: '018983', address: '10 Marina Boulevard', area: 'Marina Bay' },
  { country: 'sg', label: '1 Raffles Place, Raffles Place, Singapore 048616', lat: 1.2844, lng: 103.8511, city: 'Singapore', postal_code: '048616', address: '1 Raffles Place', area: 'Raffles Place' },
  { country: 'sg', label: '391 Orchard Road, Orchard, Singapore 238872', lat: 1.3026, lng: 103.8345, city: 'Singapore', postal_code: '238872', address: '391 Orchard Road', area: 'Orchard' },
  { country: 'sg', label: '8 Sentosa Gateway, Sentosa, Singapore 098269', lat: 1.2540, lng: 103.8238, city: 'Singapore', postal_code: '098269', address: '8 Sentosa Gateway', area: 'Sentosa' },
  { country: 'sg', label: '1 Fusionopolis Way, One-North, Singapore 138632', lat: 1.2990, lng: 103.7873, city: 'Singapore', postal_code: '138632', address: '1 Fusionopolis Way', area: 'One-North' },
  { country: 'sg', label: '3 River Valley Road, Clarke Quay, Singapore 179024', lat: 1.2906, lng: 103.8465, city: 'Singapore', postal_code: '179024', address: '3 River Valley Road', area: 'Clarke Quay' },
  { country: 'sg', label: '30 Beach Road, Bugis, Singapore 189763', lat: 1.2966, lng: 103.8555, city: 'Singapore', postal_code: '189763', address: '30 Beach Road', area: 'Bugis' },
  { country: 'sg', label: '8 Dempsey Road, Dempsey Hill, Singapore 249672', lat: 1.3046, lng: 103.8103, city: 'Singapore', postal_code: '249672', address: '8 Dempsey Road', area: 'Dempsey Hill' },
  { country: 'sg', label: '3 Jurong Gateway Road, Jurong East, Singapore 608532', lat: 1.3339, lng: 103.7420, city: 'Singapore', postal_code: '608532', address: '3 Jurong Gateway Road', area: 'Jurong East' },
  { country: 'sg', label: 'Tanjong Pagar, Singapore', lat: 1.2764, lng: 103.8459, city: 'Singapore', area: 'Tanjong Pagar' },
  { country: 'sg', label: 'Marina Bay, Singapore', lat: 1.2823, lng: 103.8584, city: 'Singapore', area: 'Marina Bay' },
  { country: 'sg', label: 'Singapore', lat: 1.2903, lng: 103.8519, city: 'Singapore' },
  // The other storefronts: their main cities.
  { country: 'my', label: 'Jalan Ampang, KLCC, Kuala Lumpur, Malaysia', lat: 3.1579, lng: 101.7116, address: 'Jalan Ampang', area: 'KLCC', city: 'Kuala Lumpur' },
  { country: 'my', label: 'Kuala Lumpur, Malaysia', lat: 3.139, lng: 101.6869, city: 'Kuala Lumpur' },
  { country: 'my', label: 'Penang, George Town, Malaysia', lat: 5.4141, lng: 100.3288, city: 'George Town' },
  { country: 'ph', label: 'Legazpi Village, Makati, Philippines', lat: 14.5547, lng: 121.0244, area: 'Legazpi Village', city: 'Makati' },
  { country: 'ph', label: 'Bonifacio Global City, Taguig, Philippines', lat: 14.5509, lng: 121.0503, area: 'Bonifacio Global City', city: 'Taguig' },
  { country: 'hk', label: 'Central, Hong Kong', lat: 22.2819, lng: 114.1582, area: 'Central', city: 'Hong Kong' },
  { country: 'id', label: 'SCBD, Jakarta, Indonesia', lat: -6.2261, lng: 106.8083, area: 'SCBD', city: 'Jakarta' },
  { country: 'au', label: 'The Rocks, Sydney NSW, Australia', lat: -33.8599, lng: 151.2090, area: 'The Rocks', city: 'Sydney' },
  { country: 'gb', label: 'Shoreditch, London, United Kingdom', lat: 51.5265, lng: -0.0786, area: 'Shoreditch', city: 'London' },
  { country: 'us', label: 'Midtown, Manhattan, New York, United States', lat: 40.7549, lng: -73.984, area: 'Midtown, Manhattan', city: 'New York' },
];

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The offline stand-in (GEOCODER=stand-in, the default, and every test): answers from
 * DEMO_GAZETTEER without the network. A place matches when every word typed begins one of its
 * label's words; the best first (more of the label matched, then shorter labels).
 */
export class StandInGeocoder implements Geocoder {
  readonly name = 'stand-in';
  constructor(private readonly gazetteer: readonly GazetteerEntry[] = DEMO_GAZETTEER) {}

  async search(query: string, { country, limit }: GeocodeOptions): Promise<GeocodeCandidate[]> {
    const typed = words(query);
    if (!typed.length) return [];
    return this.gazetteer
      .filter((p) => !country || p.country === country)
      .map((p) => ({ p, label: words(p.label) }))
      .filter(({ label }) => typed.every((t) => label.some((w) => w.startsWith(t))))
      .sort((a, b) => a.label.length - b.label.length)
      .slice(0, limit)
      .map(({ p: { country: _country, ...candidate } }) => candidate);
  }
}
