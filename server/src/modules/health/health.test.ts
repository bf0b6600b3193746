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
