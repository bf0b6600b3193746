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
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir, databaseUrl: null, pgliteDir: join(dataDir, 'pglite'), redisUrl: null, cookieSecure: true, seed: true, staticRoot: REPO_ROOT, remotesFile: null, releasesDir: join(REPO_ROOT, 'releases'), remotesOrigin: null });
    expect(c.rateLimit).toEqual({ accountFailures: 5, ipAttempts: 20, windowMs: 15 * 60_000, delayAfter: 10, maxDelayMs: 60_000 });
    expect(c.accountLimits).toEqual({ emailRequests: 5, ipRequests: 30, windowMs: 60 * 60_000, invites: 20 });
    expect(c).toMatchObject({ publicUrl: 'http://localhost:8080', smtpUrl: null, mailFrom: 'no-reply@localhost', google: null, devMail: null, devMailRefused: null });
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
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@localhost:5432/venues',
      REDIS_URL: 'redis://localhost:6379',
      JWT_SECRET: 'x'.repeat(40),
      STATIC_ROOT: 'some/where',
      REMOTES_FILE: 'remotes.prod.json',
      REMOTES_ORIGIN: 'https://cdn.example.com/',
      COOKIE_SECURE: 'false',
      SEED: '0',
      LOGIN_LIMIT_IP_ATTEMPTS: '500',
      LOGIN_LIMIT_DELAY_AFTER: '30',
      LOGIN_LIMIT_MAX_DELAY_SECONDS: '120',
      ACCOUNT_LIMIT_INVITES: '7',
      DEV_MAIL_PAGE: 'true',
    });
    expect(c.rateLimit).toMatchObject({ ipAttempts: 500, delayAfter: 30, maxDelayMs: 120_000 });
    expect(c.accountLimits.invites).toBe(7);
    expect(c.devMail).toEqual({ token: expect.stringMatching(/^[\w-]{24}$/), generated: true });
    expect(c).toMatchObject({ port: 3999, host: '0.0.0.0', databaseUrl: 'postgres://u:p@localhost:5432/venues', pgliteDir: null, redisUrl: 'redis://localhost:6379', cookieSecure: false, seed: false });
    expect(c.staticRoot).toBe(resolve(REPO_ROOT, 'some/where'));
    expect(c.remotesFile).toBe(resolve(REPO_ROOT, 'remotes.prod.json'));
    expect(c.releasesDir).toBe(resolve(REPO_ROOT, 'some/where/releases'));
    expect(c.remotesOrigin).toBe('https://cdn.example.com');
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), RELEASES_DIR: '/srv/releases' }).releasesDir).toBe('/srv/releases');
    expect(new TextDecoder().decode(c.jwtSecret)).toBe('x'.repeat(40));
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it('the outbox page: a secret address (given or made at each start), never in production, with SMTP or behind a proxy', () => {
    const on = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dir, DEV_MAIL_PAGE: 'true', ...env });
    const a = on().devMail!.token;
    expect(a).not.toBe(on().devMail!.token);
    expect(on({ DEV_MAIL_TOKEN: 'e2e-outbox-0123456789' })).toMatchObject({ devMail: { token: 'e2e-outbox-0123456789', generated: false }, devMailRefused: null });
    expect(() => on({ DEV_MAIL_TOKEN: 'short' })).toThrow(/DEV_MAIL_TOKEN must be at least 16/);
    for (const [env, why] of [
      [{ NODE_ENV: 'production', PUBLIC_URL: 'https://venues.example.com' }, /NODE_ENV=production/],
      [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, /SMTP_URL is set/],
      [{ TRUST_PROXY: 'true' }, /TRUST_PROXY is set/],
    ] as const) {
      const c = on({ ...env, DEV_MAIL_TOKEN: 'e2e-outbox-0123456789' });
      expect(c.devMail).toBeNull();
      expect(c.devMailRefused).toMatch(why);
    }
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL: 'https://venues.example.com' })).toMatchObject({ devMail: null, devMailRefused: null });
  });

  it('reads the accounts settings: public URL, SMTP, sender, Google', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      PUBLIC_URL: 'https://venues.example.com/',
      SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
      MAIL_FROM: 'hello@venues.example.com',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(c).toMatchObject({
      publicUrl: 'https://venues.example.com',
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      mailFrom: 'hello@venues.example.com',
      google: { issuer: 'https://accounts.google.com', clientId: 'client', clientSecret: 'secret' },
    });
    expect(loadConfig({ DATA_DIR: dir, PORT: '3000', PUBLIC_URL: undefined }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, GOOGLE_ISSUER: 'http://127.0.0.1:4444', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).google?.issuer).toBe('http://127.0.0.1:4444');
  });

  it('rejects bad accounts settings naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'venues.example.com' })).toThrow(/PUBLIC_URL/);
    // Absolute URLs come from the configured origin only: production has to configure it.
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL: 'https://venues.example.com/' }).publicUrl).toBe('https://venues.example.com');
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ DATA_DIR: dir, GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(/GOOGLE_ISSUER/);
    expect(() => loadConfig({ DATA_DIR: dir, GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET must be set/);
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY must be set/);
    expect(loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      connectWebhookSecret: null,
      publishableKey: 'pk_test_abc',
      apiBase: null,
    });
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
