import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { geocoderFor, HttpGeocoder, NoGeocoder, StandInGeocoder } from './index';

describe('the offline stand-in', () => {
  const g = new StandInGeocoder();

  it('finds the demo streets by the words typed, in the storefront asked for, with the parts that fill the address fields', async () => {
    const found = await g.search('88 telok ayer', { country: 'sg', limit: 5 });
    expect(found[0]).toEqual({ label: '88 Telok Ayer Street, Tanjong Pagar, Singapore 048470', lat: 1.2815, lng: 103.8484, address: '88 Telok Ayer Street', area: 'Tanjong Pagar', city: 'Singapore', postal_code: '048470' });
    // An area knows no street or postal code: those parts are absent, not empty.
    expect((await g.search('tanjong pagar singapore', { country: 'sg', limit: 1 }))[0]).toEqual({ label: 'Tanjong Pagar, Singapore', lat: 1.2764, lng: 103.8459, area: 'Tanjong Pagar', city: 'Singapore' });
    expect(await g.search('telok ayer', { country: 'my', limit: 5 })).toEqual([]);
  });

  it('answers at most the limit, and nothing for an unknown address', async () => {
    expect((await g.search('singapore', { limit: 2 })).length).toBe(2);
    expect(await g.search('1 Nowhere Lane', { limit: 5 })).toEqual([]);
  });
});

describe('choosing the geocoder', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/venues-geocoder-test', JWT_SECRET: 'x'.repeat(32), ...env });

  it('is the stand-in unless told, and the named provider when told', () => {
    expect(geocoderFor(config({}).geocoder)).toBeInstanceOf(StandInGeocoder);
    expect(geocoderFor(config({ GEOCODER: 'none' }).geocoder)).toBeInstanceOf(NoGeocoder);
    const n = geocoderFor(config({ GEOCODER: 'nominatim' }).geocoder);
    expect([n, n.name]).toEqual([expect.any(HttpGeocoder), 'nominatim']);
    expect(geocoderFor(config({ GEOCODER: 'photon', GEOCODER_URL: 'https://photon.example.com' }).geocoder).name).toBe('photon');
  });

  it('refuses an unknown kind and a plain-http address elsewhere than this machine', () => {
    expect(() => config({ GEOCODER: 'google' })).toThrow(/GEOCODER must be/);
    expect(() => config({ GEOCODER: 'nominatim', GEOCODER_URL: 'http://geo.example.com' })).toThrow(/GEOCODER_URL must be https/);
  });
});

describe('the HTTP provider, against a local stand-in service', () => {
  let server: Server;
  let base: string;
  const seen: IncomingMessage[] = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      const url = new URL(req.url!, 'http://x');
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/search')
        res.end(
          JSON.stringify([
            { display_name: `${url.searchParams.get('q')}, Singapore`, lat: '1.28', lon: '103.85', address: { house_number: '1', road: 'Raffles Place', suburb: 'Downtown Core', city: 'Singapore', postcode: '048616', country: 'Singapore' } },
            { display_name: 'broken', lat: 'x', lon: '1' },
          ]),
        );
      else
        res.end(
          JSON.stringify({
            features: [
              { geometry: { coordinates: [103.85, 1.28] }, properties: { housenumber: '1', street: 'Raffles Place', city: 'Singapore', countrycode: 'SG', country: 'Singapore' } },
              { geometry: { coordinates: [101.7, 3.15] }, properties: { name: 'KLCC', city: 'Kuala Lumpur', countrycode: 'MY' } },
            ],
          }),
        );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(() => {
    seen.length = 0;
    status = 200;
  });

  it('asks Nominatim with its User-Agent and country, keeps the usable places, and caches the answer', async () => {
    const g = new HttpGeocoder({ kind: 'nominatim', baseUrl: base, userAgent: 'venues-test/1', minIntervalMs: 0 });
    const found = await g.search('1 Raffles Place', { country: 'sg', limit: 5 });
    expect(found).toEqual([{ label: '1 Raffles Place, Singapore', lat: 1.28, lng: 103.85, address: '1 Raffles Place', area: 'Downtown Core', city: 'Singapore', postal_code: '048616' }]);
    expect(seen[0]!.headers['user-agent']).toBe('venues-test/1');
    const asked = new URL(seen[0]!.url!, 'http://x').searchParams;
    expect([asked.get('q'), asked.get('countrycodes'), asked.get('format'), asked.get('addressdetails')]).toEqual(['1 Raffles Place', 'sg', 'jsonv2', '1']);
    await g.search('1  raffles place', { country: 'sg', limit: 5 });
    expect(seen).toHaveLength(1);
  });

  it('reads Photon and filters its answer by country', async () => {
    const g = new HttpGeocoder({ kind: 'photon', baseUrl: base, userAgent: 'venues-test/1', minIntervalMs: 0 });
    expect(await g.search('raffles', { country: 'sg', limit: 5 })).toEqual([{ label: '1 Raffles Place, Singapore, Singapore', lat: 1.28, lng: 103.85, address: '1 Raffles Place', city: 'Singapore' }]);
    expect(new URL(seen[0]!.url!, 'http://x').pathname).toBe('/api/');
  });

  it('spaces requests by the interval it is given (the clock it is given says when)', async () => {
    let clock = 10_000;
    const waits: number[] = [];
    const sleep = async (ms: number) => void (waits.push(ms), (clock += ms));
    const g = new HttpGeocoder({ kind: 'nominatim', baseUrl: base, userAgent: 'venues-test/1', minIntervalMs: 1000, now: () => clock, sleep });
    await Promise.all([g.search('a', { limit: 1 }), g.search('b', { limit: 1 })]);
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('throws when the service fails (the route answers 503), and caches nothing', async () => {
    status = 500;
    const g = new HttpGeocoder({ kind: 'nominatim', baseUrl: base, userAgent: 'venues-test/1', minIntervalMs: 0 });
    await expect(g.search('x', { limit: 1 })).rejects.toThrow(/answered 500/);
    status = 200;
    expect(await g.search('x', { limit: 1 })).toHaveLength(1);
  });
});
