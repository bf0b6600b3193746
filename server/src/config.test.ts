import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig, REPO_ROOT } from './config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'venues-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('applies the defaults, creates DATA_DIR and persists a generated JWT secret', () => {
    const dataDir = join(dir, 'nested', 'data');
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir, databaseUrl: null, pgliteDir: join(dataDir, 'pglite'), redisUrl: null, cookieSecure: true, seed: true, staticRoot: REPO_ROOT, remotesFile: null });
    expect(c.rateLimit).toEqual({ accountFailures: 5, ipAttempts: 20, windowMs: 15 * 60_000 });
    expect(existsSync(dataDir)).toBe(true);
    expect(c.jwtSecret).toHaveLength(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    // Same secret on the next start: tokens survive restarts.
    expect(Buffer.from(loadConfig({ DATA_DIR: dataDir }).jwtSecret).equals(Buffer.from(c.jwtSecret))).toBe(true);
  });

  it('resolves relative paths against the repo root and reads every variable', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      PORT: '3999',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@localhost:5432/venues',
      REDIS_URL: 'redis://localhost:6379',
      JWT_SECRET: 'x'.repeat(40),
      STATIC_ROOT: 'some/where',
      REMOTES_FILE: 'remotes.prod.json',
      COOKIE_SECURE: 'false',
      SEED: '0',
      LOGIN_LIMIT_IP_ATTEMPTS: '500',
    });
    expect(c.rateLimit.ipAttempts).toBe(500);
    expect(c).toMatchObject({ port: 3999, host: '127.0.0.1', databaseUrl: 'postgres://u:p@localhost:5432/venues', pgliteDir: null, redisUrl: 'redis://localhost:6379', cookieSecure: false, seed: false });
    expect(c.staticRoot).toBe(resolve(REPO_ROOT, 'some/where'));
    expect(c.remotesFile).toBe(resolve(REPO_ROOT, 'remotes.prod.json'));
    expect(new TextDecoder().decode(c.jwtSecret)).toBe('x'.repeat(40));
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it('rejects invalid values naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });

  it('the repo root is the parent of server/', () => {
    expect(existsSync(join(REPO_ROOT, 'server', 'package.json'))).toBe(true);
  });
});
