import type { GeocodeCandidate, GeocodeOptions, Geocoder } from './geocoder';

/** A place the offline stand-in knows: `country` two lower-case letters. */
export interface GazetteerEntry extends GeocodeCandidate {
  country: string;
}

/**
 * The demo storefronts' streets, areas and cities (approximate centres, good enough to start a pin
 * the owner then moves). Not a geocoder of the world: an address it does not know finds nothing.
 */
export const DEMO_GAZETTEER: readonly GazetteerEntry[] = [
  // Singapore: the demo venues' streets and the storefront's areas.
  { country: 'sg', label: '88 Telok Ayer Street, Tanjong Pagar, Singapore 048470', lat: 1.2815, lng: 103.8484 },
  { country: 'sg', label: '21 Duxton Road, Tanjong Pagar, Singapore 089487', lat: 1.2794, lng: 103.8432 },
  { country: 'sg', label: '2 Keppel Bay Vista, Keppel Bay, Singapore 098382', lat: 1.2655, lng: 103.8167 },
  { country: 'sg', label: '7 Keppel Road, Tanjong Pagar, Singapore 089053', lat: 1.2737, lng: 103.8454 },
  { country: 'sg', label: '60 Robertson Quay, Robertson Quay, Singapore 238252', lat: 1.2906, lng: 103.8389 },
  { country: 'sg', label: '10 Marina Boulevard, Marina Bay, Singapore 018983', lat: 1.2789, lng: 103.8536 },
  { country: 'sg', label: '1 Raffles Place, Raffles Place, Singapore 048616', lat: 1.2844, lng: 103.8511 },
  { country: 'sg', label: '391 Orchard Road, Orchard, Singapore 238872', lat: 1.3026, lng: 103.8345 },
  { country: 'sg', label: '8 Sentosa Gateway, Sentosa, Singapore 098269', lat: 1.2540, lng: 103.8238 },
  { country: 'sg', label: '1 Fusionopolis Way, One-North, Singapore 138632', lat: 1.2990, lng: 103.7873 },
  { country: 'sg', label: '3 River Valley Road, Clarke Quay, Singapore 179024', lat: 1.2906, lng: 103.8465 },
  { country: 'sg', label: '30 Beach Road, Bugis, Singapore 189763', lat: 1.2966, lng: 103.8555 },
  { country: 'sg', label: '8 Dempsey Road, Dempsey Hill, Singapore 249672', lat: 1.3046, lng: 103.8103 },
  { country: 'sg', label: '3 Jurong Gateway Road, Jurong East, Singapore 608532', lat: 1.3339, lng: 103.7420 },
  { country: 'sg', label: 'Tanjong Pagar, Singapore', lat: 1.2764, lng: 103.8459 },
  { country: 'sg', label: 'Marina Bay, Singapore', lat: 1.2823, lng: 103.8584 },
  { country: 'sg', label: 'Singapore', lat: 1.2903, lng: 103.8519 },
  // The other storefronts: their main cities.
  { country: 'my', label: 'Jalan Ampang, KLCC, Kuala Lumpur, Malaysia', lat: 3.1579, lng: 101.7116 },
  { country: 'my', label: 'Kuala Lumpur, Malaysia', lat: 3.139, lng: 101.6869 },
  { country: 'my', label: 'Penang, George Town, Malaysia', lat: 5.4141, lng: 100.3288 },
  { country: 'ph', label: 'Legazpi Village, Makati, Philippines', lat: 14.5547, lng: 121.0244 },
  { country: 'ph', label: 'Bonifacio Global City, Taguig, Philippines', lat: 14.5509, lng: 121.0503 },
  { country: 'hk', label: 'Central, Hong Kong', lat: 22.2819, lng: 114.1582 },
  { country: 'id', label: 'SCBD, Jakarta, Indonesia', lat: -6.2261, lng: 106.8083 },
  { country: 'au', label: 'The Rocks, Sydney NSW, Australia', lat: -33.8599, lng: 151.2090 },
  { country: 'gb', label: 'Shoreditch, London, United Kingdom', lat: 51.5265, lng: -0.0786 },
  { country: 'us', label: 'Midtown, Manhattan, New York, United States', lat: 40.7549, lng: -73.984 },
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
      .map(({ p }) => ({ label: p.label, lat: p.lat, lng: p.lng }));
  }
}
