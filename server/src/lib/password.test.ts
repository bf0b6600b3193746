import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, testConfig } from '../config';
import { OWASP_PASSWORD_COST, Passwords, TEST_PASSWORD_COST } from './password';

// The one place the production cost is hashed and checked: every other suite hashes at the tests'
// cost (testConfig()), and the accounts suite shows the app hashes at its config's cost.

/** The parameters an argon2id hash string carries: $argon2id$v=19$m=…,t=…,p=…$salt$hash. */
const costOf = (h: string) => {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(h);
  return m ? { memoryCost: Number(m[1]), timeCost: Number(m[2]), parallelism: Number(m[3]) } : null;
};

describe('password hashing', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'venues-password-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('production: loadConfig() always gives OWASP argon2id (19 MiB, 2 iterations, 1 lane), whatever the environment; its hash verifies', async () => {
    expect(OWASP_PASSWORD_COST).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    for (const env of [{}, { NODE_ENV: 'production', PUBLIC_URL: 'https://venues.example.com' }, { NODE_ENV: 'test', SEED: 'true' }, { PASSWORD_COST: 'test', ARGON2_MEMORY: '8' }]) {
      expect(loadConfig({ DATA_DIR: dir, ...env }).passwordCost).toEqual(OWASP_PASSWORD_COST);
    }
    const passwords = new Passwords(loadConfig({ DATA_DIR: dir }).passwordCost);
    const stored = await passwords.hash('Demo-pass-2026');
    expect(costOf(stored)).toEqual(OWASP_PASSWORD_COST);
    expect(await passwords.verify(stored, 'Demo-pass-2026')).toBe(true);
    expect(await passwords.verify(stored, 'Demo-pass-2027')).toBe(false);
    expect(costOf(await passwords.unusable())).toEqual(OWASP_PASSWORD_COST);
    // The unknown-account check is made at the same cost (no enumeration by timing).
    await passwords.burn('anything');
  });

  it('tests: testConfig() gives a cheap cost; a hash verifies whatever cost the checker was built with; junk is false', async () => {
    expect(testConfig().passwordCost).toEqual(TEST_PASSWORD_COST);
    expect(TEST_PASSWORD_COST.memoryCost).toBeLessThan(OWASP_PASSWORD_COST.memoryCost);
    const cheap = new Passwords(TEST_PASSWORD_COST);
    const stored = await cheap.hash('Analytical-Engine-1843');
    expect(costOf(stored)).toEqual(TEST_PASSWORD_COST);
    // The cost is read from the stored hash.
    expect(await new Passwords(OWASP_PASSWORD_COST).verify(stored, 'Analytical-Engine-1843')).toBe(true);
    expect(await cheap.verify(stored, 'Analytical-Engine-1844')).toBe(false);
    expect(await cheap.verify('not-a-hash', 'Analytical-Engine-1843')).toBe(false);
  });
});
