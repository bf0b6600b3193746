// The discovery endpoint functions against a real HTTP server that records what it was sent
// and answers in the API's envelope: paths, query strings, bodies and unwrapping are checked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_DATA_ID, pageCallKey, resetPageData } from '@venues/contracts';
import { session } from '@venues/session';
import { configureApiClient, favoritesApi, http, recentlyViewedApi, reviewsApi, toApiError, venuesApi } from './index';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let server: Server;
let seen: Seen[] = [];
/** What the next call answers: status and body (default 200 with the echo of the request). */
let next: { status: number; body: unknown } | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const s: Seen = { method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body: raw ? JSON.parse(raw) : undefined };
      seen.push(s);
      const answer = next ?? { status: 200, body: { data: { echo: s } } };
      next = null;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, tenantCode: 'demo', apiKey: 'pk' });
  http.defaults.adapter = 'http';
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  next = null;
  session.clear();
});

const last = () => seen[seen.length - 1]!;
const V = '6f1e3f6e-4d6c-4b59-9a51-2f2d1f3d8a11';
const F = '7a2e3f6e-4d6c-4b59-9a51-2f2d1f3d8a12';
const G = '8b3e3f6e-4d6c-4b59-9a51-2f2d1f3d8a13';

test('search sends the filters as the URL state writes them (defaults left out) and unwraps the page', async () => {
  next = { status: 200, body: { data: { data: [], page: 2, limit: 12, total: 13, facets: { event_types: [], amenities: [], cities: [], space_types: [] } } } };
  const r = await venuesApi.search({ country: 'sg', q: 'rooftop', guests: 40, amenities: ['wifi', 'parking'], sort: 'relevance', page: 2, limit: 12 });
  expect(r.total).toBe(13);
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/venues/search', query: { country: 'sg', q: 'rooftop', guests: '40', amenities: 'wifi,parking', page: '2' } });
  expect(Object.keys(last().query).sort()).toEqual(['amenities', 'country', 'guests', 'page', 'q']);
});

test('a search and a venue the server wrote into the page are answered from it once, then from the network', async () => {
  const result = { data: [{ id: V }], page: 1, limit: 24, total: 1, facets: { event_types: [], amenities: [], cities: [], space_types: [] } };
  const inlined = {
    [pageCallKey('/v1/venues/search', { country: 'sg', guests: '40', q: 'rooftop' })]: { data: result },
    '/v1/venues/the-loft': { data: { slug: 'the-loft', inlined: true } },
  };
  const doc = { getElementById: (id: string) => (id === PAGE_DATA_ID ? { textContent: JSON.stringify(inlined) } : null) };
  (globalThis as { document?: unknown }).document = doc;
  resetPageData();
  try {
    expect(await venuesApi.search({ country: 'sg', q: 'rooftop', guests: 40 })).toEqual(result);
    expect(await venuesApi.get('the-loft')).toEqual({ slug: 'the-loft', inlined: true });
    expect(seen).toHaveLength(0);
    // Taken once: the same calls now reach the server, and so does one with other filters.
    await venuesApi.search({ country: 'sg', q: 'rooftop', guests: 40 });
    await venuesApi.get('the-loft');
    await venuesApi.search({ country: 'sg', q: 'rooftop', guests: 41 });
    expect(seen.map((s) => s.path)).toEqual(['/api/v1/venues/search', '/api/v1/venues/the-loft', '/api/v1/venues/search']);
  } finally {
    delete (globalThis as { document?: unknown }).document;
    resetPageData();
  }
});

test('venuesApi.inlined reads the page’s answers synchronously, once, under the keys the calls use', async () => {
  const result = { data: [{ id: V }], page: 1, limit: 4, total: 1, facets: { event_types: [], amenities: [], cities: [], space_types: [] } };
  const inlined = {
    [pageCallKey('/v1/venues/search', { country: 'sg', limit: 4, sort: 'popular' })]: { data: result },
    [pageCallKey('/v1/venues/recommended', { country: 'sg', limit: 4 })]: { data: [{ id: V }] },
    '/v1/venues/the-loft': { data: { slug: 'the-loft' } },
  };
  (globalThis as { document?: unknown }).document = { getElementById: (id: string) => (id === PAGE_DATA_ID ? { textContent: JSON.stringify(inlined) } : null) };
  resetPageData();
  try {
    expect(venuesApi.inlined.search({ country: 'sg', sort: 'popular', limit: 4 })).toEqual(result);
    expect(venuesApi.inlined.recommended('sg', 4)).toEqual([{ id: V }]);
    expect(venuesApi.inlined.get('the-loft')).toEqual({ slug: 'the-loft' });
    expect(venuesApi.inlined.get('the-loft')).toBeUndefined(); // taken: the page keeps it
    expect(venuesApi.inlined.recommended('sg')).toBeUndefined(); // another call
    // Taken by the first render, so the network answers the call itself.
    await venuesApi.get('the-loft');
    expect(seen.map((s) => s.path)).toEqual(['/api/v1/venues/the-loft']);
  } finally {
    delete (globalThis as { document?: unknown }).document;
    resetPageData();
  }
});

test('recommended, filters, detail, space and reviews paths', async () => {
  await venuesApi.recommended('my', 4);
  expect(last()).toMatchObject({ path: '/api/v1/venues/recommended', query: { country: 'my', limit: '4' } });
  await venuesApi.recommended('my');
  expect(last().query).toEqual({ country: 'my' });
  await venuesApi.filters('hk');
  expect(last()).toMatchObject({ path: '/api/v1/venues/filters', query: { country: 'hk' } });
  await venuesApi.get('the-loft');
  expect(last().path).toBe('/api/v1/venues/the-loft');
  await venuesApi.space('the-loft', V);
  expect(last().path).toBe(`/api/v1/venues/the-loft/spaces/${V}`);
  await venuesApi.reviews('the-loft', { page: 3 });
  expect(last()).toMatchObject({ path: '/api/v1/venues/the-loft/reviews', query: { page: '3' } });
  await reviewsApi.mine({ page: 1, limit: 5 });
  expect(last()).toMatchObject({ path: '/api/v1/user/reviews', query: { page: '1', limit: '5' } });
  await venuesApi.estimate('the-loft', { date: '2027-03-04', start: '18:00', hours: 3, guests: undefined });
  expect(last()).toMatchObject({ path: '/api/v1/venues/the-loft/estimate', query: { date: '2027-03-04', start: '18:00', hours: '3' } });
  expect(last().query).not.toHaveProperty('guests');
});

test('favourites: folder calls and saves carry their bodies (DELETE too)', async () => {
  await favoritesApi.folders();
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/favorites/folders' });
  await favoritesApi.createFolder('Team dinner');
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/favorites/folders', body: { name: 'Team dinner' } });
  await favoritesApi.renameFolder(F, 'Offsite');
  expect(last()).toMatchObject({ method: 'PATCH', path: `/api/v1/favorites/folders/${F}`, body: { name: 'Offsite' } });
  await favoritesApi.folder(F, { page: 2 });
  expect(last()).toMatchObject({ method: 'GET', path: `/api/v1/favorites/folders/${F}`, query: { page: '2' } });
  await favoritesApi.deleteFolder(F);
  expect(last()).toMatchObject({ method: 'DELETE', path: `/api/v1/favorites/folders/${F}` });
  await favoritesApi.add({ venue_id: V, folder_id: F });
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/favorites', body: { venue_id: V, folder_id: F } });
  await favoritesApi.remove({ venue_id: V, folder_id: F });
  expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v1/favorites', body: { venue_id: V, folder_id: F } });
  await favoritesApi.move({ venue_id: V, from_folder_id: F, to_folder_id: G });
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/favorites/move', body: { venue_id: V, from_folder_id: F, to_folder_id: G } });
  next = { status: 200, body: { data: [{ venue_id: V, folder_ids: [F] }] } };
  expect(await favoritesApi.savedVenues()).toEqual([{ venue_id: V, folder_ids: [F] }]);
  expect(last().path).toBe('/api/v1/favorites/venue-ids');
});

test('recently viewed: list (optionally per country), add, merge', async () => {
  await recentlyViewedApi.list();
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/recently-viewed', query: {} });
  await recentlyViewedApi.list('sg');
  expect(last().query).toEqual({ country: 'sg' });
  await recentlyViewedApi.add(V);
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/recently-viewed', body: { venue_id: V } });
  await recentlyViewedApi.merge([{ venue_id: V, viewed_at: '2026-05-01T10:00:00.000Z' }]);
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/recently-viewed/merge', body: { items: [{ venue_id: V, viewed_at: '2026-05-01T10:00:00.000Z' }] } });
});

test('an error answer rejects with the API error (field named)', async () => {
  next = { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'guests: Guests must be a number', details: { fields: [{ field: 'guests', message: 'Guests must be a number' }] } } } };
  const e = await venuesApi.search({ country: 'sg' }).catch((x: unknown) => x);
  expect(toApiError(e)).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'guests' }] } });
});
