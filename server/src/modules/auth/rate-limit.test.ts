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
  // Changed on purpose (issue 9): five failures used to lock the account for everyone, so anyone
  // could lock anyone out. Now they stop only the address that sent them.
  it('5 failures for an account from one address stop that address (Retry-After), not the owner elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('user@demo.test', 'wrong-pass', '10.0.0.1')).statusCode).toBe(401);
    const r = await attempt('user@demo.test', DEMO_PASSWORD, '10.0.0.1');
    expect(r.statusCode).toBe(429);
    expect(errorOf(r).code).toBe('RATE_LIMITED');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await attempt('user@demo.test', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
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

describe('failures from many addresses', () => {
  it('slow the account down with a growing delay; an address that signed in before does not wait', async () => {
    const d = await createTestApp({ rateLimit: { delayAfter: 3, maxDelayMs: 1500 } });
    try {
      const login = (password: string, ip: string) => d.req({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'owner@demo.test', password, role: 'venue' }, remoteAddress: ip });
      expect((await login(DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(200); // the owner's usual address
      // A stranger spreads guesses over addresses, under the per-address limit.
      for (let i = 1; i <= 3; i++) expect((await login('wrong-pass', `198.51.100.${i}`)).statusCode).toBe(401);
      expect((await login('wrong-pass', '198.51.100.4')).statusCode).toBe(401); // one past delayAfter: 1 s wait
      const held = await login(DEMO_PASSWORD, '198.51.100.5');
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBe(1);
      // The owner's known address is not held up, and never locked out.
      expect((await login(DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await login('wrong-pass', '198.51.100.6')).statusCode).toBe(401); // the next one: 2 s, capped at 1.5 s
      const longer = await login(DEMO_PASSWORD, '198.51.100.7');
      expect(longer.statusCode).toBe(429);
      expect(Number(longer.headers['retry-after'])).toBe(2); // 1.5 s, rounded up
      await new Promise((r) => setTimeout(r, 1600));
      // After the wait anyone may try again: a new device of the owner signs in.
      expect((await login(DEMO_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
    } finally {
      await d.close();
    }
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
