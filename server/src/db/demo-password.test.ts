import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { changeDemoPassword, demoPasswordAccounts, exposedDemoRefusal } from './demo-password';
import { Passwords, TEST_PASSWORD_COST } from '../lib/password';
import { createTestApp, type TestApp } from '../test/helpers';

// The published demo password and the interfaces the server listens on (server.ts): refused beyond
// this machine while it opens any account; `npm run demo-password` changes it.

let t: TestApp;
const passwords = new Passwords(TEST_PASSWORD_COST);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.req({ method: 'POST', url: '/api/v2/auth/login', body: { email, password, role: 'admin' } });

describe('the published demo password', () => {
  it('keeps the server on this machine until it is changed; then every demo account signs in with the new one only', async () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(await exposedDemoRefusal(host, t.app.db, passwords)).toBeNull();
    const open = await demoPasswordAccounts(t.app.db, passwords);
    expect(open).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const refusal = await exposedDemoRefusal(host, t.app.db, passwords);
      expect(refusal).toContain(`Not listening on HOST=${host}`);
      expect(refusal).toContain("DEMO_NEW_PASSWORD='<a long new password>' npm run demo-password");
    }

    const next = 'Harbour-Lantern-Quay-Orchid-77';
    expect(await changeDemoPassword(t.app.db, passwords, next)).toBe(open.length);
    expect(await demoPasswordAccounts(t.app.db, passwords)).toEqual([]);
    expect(await exposedDemoRefusal('0.0.0.0', t.app.db, passwords)).toBeNull();
    expect((await login('admin@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('admin@demo.test', next)).statusCode).toBe(200);
    expect(await changeDemoPassword(t.app.db, passwords, 'Another-Long-Phrase-Here-88')).toBe(0); // nothing left to change
  });
});
