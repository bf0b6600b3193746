import type { GeocodeCandidate, GeocodeOptions, Geocoder } from './geocoder';

export type HttpGeocoderKind = 'nominatim' | 'photon';

export interface HttpGeocoderOptions {
  kind: HttpGeocoderKind;
  /** The service's address, e.g. https://nominatim.openstreetmap.org or https://photon.komoot.io. */
  baseUrl: string;
  /** Sent with every request (Nominatim's usage policy asks for one naming the application). */
  userAgent: string;
  /** The least time between two requests (Nominatim's policy: one a second). */
  minIntervalMs?: number;
  /** How long an answer is kept and reused (the policy asks for a cache). */
  cacheMs?: number;
  cacheSize?: number;
  timeoutMs?: number;
  /** Tests: the clock and the fetch. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

interface NominatimPlace {
  display_name?: string;
  lat?: string;
  lon?: string;
  /** Asked for with addressdetails=1; which keys appear depends on the place. */
  address?: Record<string, string | undefined>;
}
interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: { name?: string; housenumber?: string; street?: string; district?: string; city?: string; postcode?: string; country?: string; countrycode?: string };
}

const finite = (c: GeocodeCandidate) => Number.isFinite(c.lat) && Number.isFinite(c.lng) && Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180 && c.label.length > 0;

/**
 * Nominatim or Photon over HTTP (GEOCODER=nominatim|photon, GEOCODER_URL). Requests go one at a
 * time, at least `minIntervalMs` apart for the whole server; answers are cached by query. A failed
 * or slow service throws (the route answers 502); the owner can always place the pin by hand.
 */
export class HttpGeocoder implements Geocoder {
  readonly name: HttpGeocoderKind;
  private readonly cache = new Map<string, { until: number; candidates: GeocodeCandidate[] }>();
  private queue: Promise<unknown> = Promise.resolve();
  private last = -Infinity;
  private readonly o: Required<Omit<HttpGeocoderOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: HttpGeocoderOptions) {
    this.name = options.kind;
    this.o = { minIntervalMs: 1000, cacheMs: 24 * 3600_000, cacheSize: 500, timeoutMs: 5000, now: Date.now, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)), fetch: globalThis.fetch, ...options };
  }

  async search(query: string, { country, limit }: GeocodeOptions): Promise<GeocodeCandidate[]> {
    const key = `${country ?? ''}|${limit}|${query.trim().toLowerCase().replace(/\s+/g, ' ')}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > this.o.now()) return hit.candidates;
    const candidates = await this.inTurn(() => this.ask(query, country, limit));
    if (this.cache.size >= this.o.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { until: this.o.now() + this.o.cacheMs, candidates });
    return candidates;
  }

  /** One request at a time, spaced by minIntervalMs. */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const wait = this.last + this.o.minIntervalMs - this.o.now();
      if (wait > 0) await this.o.sleep(wait);
      this.last = this.o.now();
      return task();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async ask(query: string, country: string | undefined, limit: number): Promise<GeocodeCandidate[]> {
    const url = new URL(this.o.kind === 'nominatim' ? '/search' : '/api/', this.o.baseUrl);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    if (this.o.kind === 'nominatim') {
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      if (country) url.searchParams.set('countrycodes', country);
    }
    const res = await this.o.fetch(url, { headers: { 'user-agent': this.o.userAgent, accept: 'application/json' }, signal: AbortSignal.timeout(this.o.timeoutMs) });
    if (!res.ok) throw new Error(`The ${this.o.kind} geocoder answered ${res.status}`);
    const body: unknown = await res.json();
    const candidates = this.o.kind === 'nominatim' ? fromNominatim(body) : fromPhoton(body, country);
    return candidates.filter(finite).slice(0, limit);
  }
}

/** The parts that are there (trimmed, non-empty): an absent part leaves the owner's field as it is. */
function parts(p: { address?: string; area?: string; city?: string; postal_code?: string }): Pick<GeocodeCandidate, 'address' | 'area' | 'city' | 'postal_code'> {
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v?.trim()]).filter(([, v]) => v));
}
const first = (a: Record<string, string | undefined>, keys: string[]) => keys.map((k) => a[k]).find((v) => v && v.trim());

function fromNominatim(body: unknown): GeocodeCandidate[] {
  if (!Array.isArray(body)) return [];
  return (body as NominatimPlace[]).map((p) => {
    const a = p.address ?? {};
    const road = first(a, ['road', 'pedestrian', 'footway', 'square']);
    return {
      label: String(p.display_name ?? ''),
      lat: Number(p.lat),
      lng: Number(p.lon),
      ...parts({
        address: road && [a.house_number, road].filter(Boolean).join(' '),
        area: first(a, ['suburb', 'neighbourhood', 'quarter', 'city_district', 'district']),
        city: first(a, ['city', 'town', 'village', 'municipality', 'county', 'state']),
        postal_code: a.postcode,
      }),
    };
  });
}

function fromPhoton(body: unknown, country: string | undefined): GeocodeCandidate[] {
  const features = (body as { features?: PhotonFeature[] } | null)?.features;
  if (!Array.isArray(features)) return [];
  // Photon has no country filter: the answer is filtered here.
  return features
    .filter((f) => !country || f.properties?.countrycode?.toLowerCase() === country)
    .map((f) => {
      const p = f.properties ?? {};
      const street = [p.housenumber, p.street].filter(Boolean).join(' ');
      const label = [p.name, street, p.district, [p.city, p.postcode].filter(Boolean).join(' '), p.country].filter((x) => x && x.length).join(', ');
      const [lng, lat] = f.geometry?.coordinates ?? [NaN, NaN];
      return { label, lat: Number(lat), lng: Number(lng), ...parts({ address: p.street && street, area: p.district, city: p.city, postal_code: p.postcode }) };
    });
}
