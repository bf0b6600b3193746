/**
 * One place a typed address may mean: what the owner reads, where the map pin goes, and the parts
 * the provider knows, named as the listing's fields they fill (a part it does not know is absent).
 */
export interface GeocodeCandidate {
  label: string;
  lat: number;
  lng: number;
  /** Street and number, e.g. "88 Telok Ayer Street". */
  address?: string;
  /** Area or neighbourhood, e.g. "Tanjong Pagar". */
  area?: string;
  city?: string;
  postal_code?: string;
}

export interface GeocodeOptions {
  /** The storefront (two lower-case letters): candidates in that country only. */
  country?: string;
  /** At most this many candidates. */
  limit: number;
}

/**
 * Turns a typed address into places (docs/adr/0103-geocoding-behind-one-interface.md). The listing's
 * map pin starts from one; the owner moves it by hand. Chosen by configuration (./index.ts).
 */
export interface Geocoder {
  /** What answered: `stand-in`, `nominatim`, `photon` or `none` (shown in the answer and the logs). */
  readonly name: string;
  search(query: string, options: GeocodeOptions): Promise<GeocodeCandidate[]>;
}

/** GEOCODER=none: no address search; the owner places the pin by hand. */
export class NoGeocoder implements Geocoder {
  readonly name = 'none';
  async search(): Promise<GeocodeCandidate[]> {
    return [];
  }
}
