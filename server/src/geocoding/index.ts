import type { Geocoder } from './geocoder';
import { NoGeocoder } from './geocoder';
import { HttpGeocoder } from './http';
import { StandInGeocoder } from './stand-in';

export type { GeocodeCandidate, GeocodeOptions, Geocoder } from './geocoder';
export { NoGeocoder } from './geocoder';
export { HttpGeocoder } from './http';
export { DEMO_GAZETTEER, StandInGeocoder } from './stand-in';

export type GeocoderKind = 'stand-in' | 'nominatim' | 'photon' | 'none';
export interface GeocoderConfig {
  kind: GeocoderKind;
  /** The HTTP service's address; null = the public one of that kind. */
  url: string | null;
  userAgent: string;
}

export const PUBLIC_GEOCODER_URLS = { nominatim: 'https://nominatim.openstreetmap.org', photon: 'https://photon.komoot.io' } as const;

/** The geocoder the configuration names (GEOCODER, GEOCODER_URL; docs/adr/0103-geocoding-behind-one-interface.md). */
export function geocoderFor(config: GeocoderConfig): Geocoder {
  switch (config.kind) {
    case 'nominatim':
    case 'photon':
      return new HttpGeocoder({ kind: config.kind, baseUrl: config.url ?? PUBLIC_GEOCODER_URLS[config.kind], userAgent: config.userAgent });
    case 'none':
      return new NoGeocoder();
    default:
      return new StandInGeocoder();
  }
}
