import { DEMO_PASSWORD } from '../../db/seed';
import { MemoryRateLimitStore } from '../../plugins/rate-limit';
import { createTestApp, errorOf, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // Real limits on the account, a small per-address limit so the test stays quick.
  t = await createTestApp({ rateLimit: { accountFailures: 5, ipAttempts: 8, windowMs: 15 * 60_000 } });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip: string) =>
  t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email, password, role: 'user' }, remoteAddress: ip });

describe('login rate limits', () => {
  it('blocks an account after 5 failures, even with the right password, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('user@demo.test', 'wrong-pass', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const r = await attempt('user@demo.test', DEMO_PASSWORD, '10.0.1.1');
    expect(r.statusCode).toBe(429);
    expect(errorOf(r).code).toBe('RATE_LIMITED');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('limits attempts per client address across accounts', async () => {
    const ip = '10.9.9.9';
    const emails = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => `${x}@nowhere.test`);
    for (const e of emails) expect((await attempt(e, 'wrong-pass', ip)).statusCode).toBe(401);
    const r = await attempt('owner@demo.test', DEMO_PASSWORD, ip);
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await t.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'owner@demo.test', password: DEMO_PASSWORD, role: 'venue' }, remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
  });
});

describe('MemoryRateLimitStore', () => {
  it('counts within a window and resets after it', async () => {
    const s = new MemoryRateLimitStore();
    expect((await s.hit('k', 50)).count).toBe(1);
    expect((await s.hit('k', 50)).count).toBe(2);
    expect((await s.peek('k')).count).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect((await s.peek('k')).count).toBe(0);
    expect((await s.hit('k', 50)).count).toBe(1);
    await s.reset('k');
    expect((await s.peek('k')).count).toBe(0);
    await s.close();
  });
});
