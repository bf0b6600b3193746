// The administrators' endpoint functions (docs/admin.md) against a real HTTP server that records
// what it was sent and echoes it in the API's envelope: methods, paths, query strings and bodies.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { session } from '@venues/session';
import { adminApi, adminPayoutsApi, bookingsApi, configureApiClient, http, ownerPayoutsApi, reviewsApi } from './index';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = String(req.headers['content-type'] ?? '').startsWith('application/json');
      const s: Seen = { method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body: raw ? (json ? JSON.parse(raw) : raw) : undefined };
      seen.push(s);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { echo: { method: s.method, path: s.path } } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, tenantCode: 'demo', apiKey: 'pk' });
  http.defaults.adapter = 'http';
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  session.clear();
});

const last = () => seen[seen.length - 1]!;
const ID = '6f1e3f6e-4d6c-4b59-9a51-2f2d1f3d8a11';
const call = (s: Seen) => `${s.method} ${s.path}`;

test('storefronts: list, one, create, patch and a photo upload (multipart, field "file")', async () => {
  await adminApi.storefronts();
  expect(call(last())).toBe('GET /api/v1/admin/country-settings');
  await adminApi.storefront(ID);
  expect(call(last())).toBe(`GET /api/v1/admin/country-settings/${ID}`);
  await adminApi.createStorefront({ country_name: 'Japan', cca2: 'jp', currency: 'JPY' });
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/admin/country-settings', body: { country_name: 'Japan', cca2: 'jp', currency: 'JPY' } });
  await adminApi.patchStorefront(ID, { enabled: false });
  expect(last()).toMatchObject({ method: 'PATCH', path: `/api/v1/admin/country-settings/${ID}`, body: { enabled: false } });
  await adminApi.uploadStorefrontPhoto(ID, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tokyo.jpg', { type: 'image/jpeg' }));
  expect(call(last())).toBe(`POST /api/v1/admin/country-settings/${ID}/photos`);
  expect(String(last().headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
  expect(String(last().body)).toContain('name="file"; filename="tokyo.jpg"');
});

test('venue review: the queue leaves out empty filters; each action posts to its path with its body', async () => {
  await adminApi.venues({ status: 'published', country: 'sg', q: '', page: 2 });
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/admin/venues', query: { status: 'published', country: 'sg', page: '2' } });
  expect(Object.keys(last().query).sort()).toEqual(['country', 'page', 'status']);
  await adminApi.venue(ID);
  expect(call(last())).toBe(`GET /api/v1/admin/venues/${ID}`);
  await adminApi.approveVenue(ID);
  expect(last()).toMatchObject({ path: `/api/v1/admin/venues/${ID}/approve`, body: {} });
  await adminApi.rejectVenue(ID, { reason: 'Photos missing' });
  expect(last()).toMatchObject({ path: `/api/v1/admin/venues/${ID}/reject`, body: { reason: 'Photos missing' } });
  await adminApi.suspendVenue(ID, { reason: 'Complaints' });
  expect(last()).toMatchObject({ path: `/api/v1/admin/venues/${ID}/suspend`, body: { reason: 'Complaints' } });
  await adminApi.restoreVenue(ID);
  expect(last()).toMatchObject({ path: `/api/v1/admin/venues/${ID}/restore`, body: {} });
  await adminApi.removeVenue(ID);
  expect(last()).toMatchObject({ method: 'POST', path: `/api/v1/admin/venues/${ID}/remove` });
});

test('ratings, reports, administrators, the audit trail and refunds by reason', async () => {
  await adminApi.reviews({ reported: 'true', rating: 1, venue_id: undefined });
  expect(last()).toMatchObject({ path: '/api/v1/admin/reviews', query: { reported: 'true', rating: '1' } });
  await adminApi.ratingsOverview({ country: 'my' });
  expect(last()).toMatchObject({ path: '/api/v1/admin/reviews/venues', query: { country: 'my' } });
  await adminApi.hideReview(ID, { reason: 'Abusive' });
  expect(last()).toMatchObject({ method: 'POST', path: `/api/v1/admin/reviews/${ID}/hide`, body: { reason: 'Abusive' } });
  await adminApi.restoreReview(ID, { reason: 'Appeal upheld' });
  expect(last()).toMatchObject({ method: 'POST', path: `/api/v1/admin/reviews/${ID}/restore`, body: { reason: 'Appeal upheld' } });
  await reviewsApi.report(ID, { reason: 'Spam' });
  expect(last()).toMatchObject({ method: 'POST', path: `/api/v1/reviews/${ID}/report`, body: { reason: 'Spam' } });
  await adminApi.admins();
  expect(call(last())).toBe('GET /api/v1/admin/admins');
  await adminApi.changeAdminRole(ID, { role: 'sales' });
  expect(last()).toMatchObject({ method: 'PATCH', path: `/api/v1/admin/admins/${ID}`, body: { role: 'sales' } });
  await adminApi.auditLog({ action: 'venue.approve', from: '2031-01-01', to: '', page: 3 });
  expect(last()).toMatchObject({ path: '/api/v1/admin/audit-log', query: { action: 'venue.approve', from: '2031-01-01', page: '3' } });
  expect(last().query).not.toHaveProperty('to');
  await bookingsApi.adminRefunds({ reason: 'slot_taken' });
  expect(last()).toMatchObject({ path: '/api/v1/admin/refunds', query: { reason: 'slot_taken' } });
});

test('payouts: the owner area’s account, onboarding and refresh; the administrators’ list', async () => {
  await ownerPayoutsApi.get();
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/owner/payouts', query: {} });
  await ownerPayoutsApi.get({ page: 2, limit: 20 });
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/owner/payouts', query: { page: '2', limit: '20' } });
  await ownerPayoutsApi.startOnboarding({ return_path: '/sg/payouts' });
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/owner/payouts/onboarding', body: { return_path: '/sg/payouts' } });
  await ownerPayoutsApi.refresh();
  expect(last()).toMatchObject({ method: 'POST', path: '/api/v1/owner/payouts/refresh', body: {} });
  await adminPayoutsApi.list({ page: 3 });
  expect(last()).toMatchObject({ method: 'GET', path: '/api/v1/admin/payouts', query: { page: '3' } });
});
