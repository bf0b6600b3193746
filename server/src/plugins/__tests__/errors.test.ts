import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

// Every answer follows { error: { code, message, details } }, including the errors Fastify raises
// itself before or around a route (frameworkErrors, the 404 handler, content-type and size errors,
// the HTTP parser's client errors) and the database's encoding errors.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isEnvelope = (body: unknown) =>
  expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String), details: expect.any(Object) } });

describe('framework errors answer the envelope', () => {
  it('a malformed %-escape in the path: 400', async () => {
    const user = await t.login('user@demo.test');
    const r = await t.req({ method: 'PATCH', url: '/api/v1/user/%ZZ', token: user.accessToken, body: { first_name: 'A' } });
    expect(r.statusCode).toBe(400);
    isEnvelope(r.json());
    expect(errorOf(r).code).toBe('BAD_REQUEST');
  });

  it('a path parameter of 5,000 characters: 414; of 500: 400 naming the parameter', async () => {
    const user = await t.login('user@demo.test');
    const long = await t.req({ method: 'PATCH', url: `/api/v1/user/${'a'.repeat(5000)}`, token: user.accessToken, body: { first_name: 'A' } });
    expect(long.statusCode).toBe(414);
    isEnvelope(long.json());
    const venue = await t.req({ url: `/api/v1/venues/${'a'.repeat(5000)}` });
    expect(venue.statusCode).toBe(414);
    isEnvelope(venue.json());
    const medium = await t.req({ url: `/api/v1/venues/${'a'.repeat(500)}` });
    expect(medium.statusCode).toBe(400);
    expect(errorOf(medium).details.fields![0]!.field).toBe('idOrSlug');
  });

  it('no route: 404; a method the path does not take: 404', async () => {
    const r = await t.req({ url: '/api/v1/nothing-here' });
    expect(r.statusCode).toBe(404);
    isEnvelope(r.json());
    const m = await t.req({ method: 'PUT', url: '/api/v1/country-settings', body: {} });
    expect(m.statusCode).toBe(404);
    isEnvelope(m.json());
  });

  it('unsupported content type: 415; body over the limit: 413; invalid JSON and an empty JSON body: 400', async () => {
    const form = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    isEnvelope(form.json());
    const big = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: { message: 'x'.repeat(1024 * 1024 + 10) } });
    expect(big.statusCode).toBe(413);
    isEnvelope(big.json());
    const bad = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    isEnvelope(bad.json());
    const empty = await t.req({ method: 'POST', url: '/api/v1/contact-us', body: '', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    isEnvelope(empty.json());
  });

  it('a request Node cannot parse: 400 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => s.write('GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n'));
      let out = '';
      s.on('data', (d) => (out += d.toString()));
      s.on('end', () => resolve(out));
      s.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    isEnvelope(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)));
  });
});

describe('text the database cannot store', () => {
  it('a PostgreSQL encoding error (22021) answers 400, not 500', async () => {
    // Straight to the database, past the schemas: what the errors plugin does with the driver's error.
    const { toAppError } = await import('../errors');
    const err = await t.app.db.execute(`select E'a\\x00b'::text` as never).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    const e = toAppError(err);
    expect(e.statusCode).toBe(400);
    expect(e.code).toBe('BAD_REQUEST');
  });
});
