import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and envelope basics', () => {
  it('answers health without tenant headers', async () => {
    const r = await t.req({ url: '/api/health', tenant: false });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 NOT_FOUND for unknown API routes', async () => {
    const r = await t.req({ url: '/api/v1/nope' });
    expect(r.statusCode).toBe(404);
    expect(errorOf(r).code).toBe('NOT_FOUND');
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026', 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('BAD_REQUEST');
  });
});

describe('bad input never becomes a 500', () => {
  const headers = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };

  it('415 for an unsupported content type, 413 for an oversized body', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(r.statusCode).toBe(415);
    expect(errorOf(r).code).toBe('BAD_REQUEST');
    const big = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).code).toBe('BAD_REQUEST');
  });

  it('400 for a JSON body that is not an object, and for repeated query parameters', async () => {
    const r = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: [1, 2] });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).code).toBe('VALIDATION_ERROR');
    const s = await t.login('admin@demo.test');
    const q = await t.req({ url: '/api/v1/admin/announcements?page=1&page=2', token: s.accessToken });
    expect(q.statusCode).toBe(400);
    expect(errorOf(q).details.fields![0]!.field).toBe('page');
  });
});
