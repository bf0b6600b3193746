import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { GeocoderConfig } from './geocoding';
import { DEFAULT_PAGE_CACHE, type PageCacheOptions } from './site/page-cache';
import { OWASP_PASSWORD_COST, TEST_PASSWORD_COST, type PasswordCost } from './lib/password';

/** The repo root: server/.. (src/config.ts in dev, dist/server.js in the bundle — both two levels below). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const envBool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1' || v === 'yes'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // This machine only unless set on purpose (and then not while the published demo password opens an account: server.ts).
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  STATIC_ROOT: z.string().min(1).optional(),
  REMOTES_FILE: z.string().min(1).optional(),
  /** The released remotes (live.json, their version folders, log.jsonl): `npm run release` writes it, the server reads it (site/releases.ts). */
  RELEASES_DIR: z.string().min(1).optional(),
  /** The origin the release folders are served from (a CDN in front of RELEASES_DIR); unset = this server at /mf/. */
  REMOTES_ORIGIN: z
    .string()
    .url('REMOTES_ORIGIN must be a URL such as https://cdn.example.com')
    .refine((u) => /^https?:$/.test(urlPart(u, 'protocol')), 'REMOTES_ORIGIN must be http or https')
    .optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  COOKIE_SECURE: envBool(true),
  SEED: envBool(true),
  TRUST_PROXY: envBool(false),
  LOGIN_LIMIT_ACCOUNT_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LIMIT_IP_ATTEMPTS: z.coerce.number().int().min(1).default(20),
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_LIMIT_DELAY_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .string()
    .url('PUBLIC_URL must be a URL such as https://venues.example.com')
    .refine((u) => /^https?:$/.test(urlPart(u, 'protocol')), 'PUBLIC_URL must be http or https')
    .optional(),
  SMTP_URL: z
    .string()
    .url('SMTP_URL must be a URL such as smtps://user:pass@smtp.example.com:465')
    .refine((u) => /^smtps?:$/.test(urlPart(u, 'protocol')), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().email('MAIL_FROM must be an e-mail address').optional(),
  GOOGLE_ISSUER: z
    .string()
    .url('GOOGLE_ISSUER must be a URL')
    .refine((u) => urlPart(u, 'protocol') === 'https:' || isLoopback(urlPart(u, 'hostname')), 'GOOGLE_ISSUER must be https (plain http only on this machine)')
    .default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Stripe (PaymentIntents, Connect): chosen when the secret key is set; else the built-in test provider. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
  /** The Connect webhook endpoint's own secret (account.updated, payout.* of connected accounts), when it differs from STRIPE_WEBHOOK_SECRET. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'STRIPE_CONNECT_WEBHOOK_SECRET must start with whsec_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_').optional(),
  /** Another Stripe API address (tests: a local stand-in), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.string().url('STRIPE_API_BASE must be a URL').optional(),
  /** Tests only: the test provider waits this long between claiming a payment and settling it (a window to stop the node in). */
  TEST_PROVIDER_SETTLE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  ACCOUNT_LIMIT_EMAIL_REQUESTS: z.coerce.number().int().min(1).default(5),
  ACCOUNT_LIMIT_IP_REQUESTS: z.coerce.number().int().min(1).default(30),
  ACCOUNT_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  ACCOUNT_LIMIT_INVITES: z.coerce.number().int().min(1).default(20),
  /** Serve the outbox at /dev/mail/<DEV_MAIL_TOKEN> to this machine: development and demos only. */
  DEV_MAIL_PAGE: envBool(false),
  /** The outbox page's secret path part; made at random on each start when unset. */
  DEV_MAIL_TOKEN: z.string().regex(/^[\w-]{16,}$/, 'DEV_MAIL_TOKEN must be at least 16 letters, digits, - or _').optional(),
  /** production: the outbox page is never served. Nothing else reads it. */
  NODE_ENV: z.string().optional(),
  /** How long index.html may wait for the answers it carries (site/page-data.ts); 0 = none carried. */
  PAGE_DATA_BUDGET_MS: z.coerce.number().int().min(0).max(2000).default(150),
  /** How long a signed-out visitor's server-drawn page is shared (site/page-cache.ts); 0 = drawn for each request. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SERVER_RENDER: envBool(true),
  /** Check every answer against its route's declared schema (tests; costs time, so off in production). */
  VALIDATE_RESPONSES: envBool(false),
  /** The listing's address search (docs/adr/0103-geocoding-behind-one-interface.md): the offline stand-in unless told. */
  GEOCODER: z.enum(['stand-in', 'nominatim', 'photon', 'none'], { message: 'GEOCODER must be stand-in, nominatim, photon or none' }).default('stand-in'),
  /** Another Nominatim or Photon address (your own server); else the public one of that kind. */
  GEOCODER_URL: z
    .string()
    .url('GEOCODER_URL must be a URL such as https://nominatim.example.com')
    .refine((u) => urlPart(u, 'protocol') === 'https:' || isLoopback(urlPart(u, 'hostname')), 'GEOCODER_URL must be https (plain http only on this machine)')
    .optional(),
});

/** A part of a URL, or '' when it is not one (the url() check reports that). */
function urlPart(u: string, part: 'protocol' | 'hostname'): string {
  try {
    return new URL(u)[part];
  } catch {
    return '';
  }
}

/** localhost, 127.x.x.x or ::1: where plain http is acceptable (development, tests). */
export function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Sign-in limits (docs/adr/0043-sign-in-throttling.md). */
export interface RateLimitConfig {
  /** Failed logins allowed per account from one client address within the window; then that address waits. */
  accountFailures: number;
  /** Login attempts allowed per client address within the window. */
  ipAttempts: number;
  windowMs: number;
  /** Failures on an account from all addresses within the window before each further one adds a growing delay. */
  delayAfter: number;
  /** The longest such delay. */
  maxDelayMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string | null;
  /** PostgreSQL when set; else PGlite at pgliteDir (null dir = in memory, used by tests). */
  databaseUrl: string | null;
  pgliteDir: string | null;
  redisUrl: string | null;
  jwtSecret: Uint8Array;
  staticRoot: string | null;
  /** Pins remotes.json to this file (development, tests); it wins over the releases (site/site-state.ts). */
  remotesFile: string | null;
  /** The releases' folder (site/releases.ts); null = `<staticRoot>/releases`. */
  releasesDir: string | null;
  /** REMOTES_ORIGIN without a trailing slash: live.json's manifest URLs start with it; null = this server. */
  remotesOrigin: string | null;
  /** Uploaded and generated files (the storage plugin); null = a temporary folder (tests). */
  mediaDir: string | null;
  cookieSecure: boolean;
  seed: boolean;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits per IP). */
  trustProxy: boolean;
  rateLimit: RateLimitConfig;
  accountLimits: AccountLimitConfig;
  instantBookLimits: InstantBookLimitConfig;
  /**
   * The site's address as people open it, the only origin of absolute URLs (links in mails, the
   * Google redirect URI, canonical and hreflang links, robots.txt, sitemaps): never a request's
   * Host header. PUBLIC_URL; required in production. No trailing slash.
   */
  publicUrl: string;
  /** The mail worker sends the outbox over SMTP when set; else it keeps the mail in the table. */
  smtpUrl: string | null;
  /** The outbox page (DEV_MAIL_PAGE=true): null when off. */
  devMail: DevMailConfig | null;
  /** Why DEV_MAIL_PAGE=true was not honoured, for the start-up log; null when it was, or not asked. */
  devMailRefused: string | null;
  /** The sender address; the display name is the tenant's product name. */
  mailFrom: string;
  /** Google sign-in; null when the client id or secret is missing. */
  google: GoogleConfig | null;
  /** Stripe payments; null = the built-in test provider (docs/transactions.md "Payments"). */
  stripe: StripeConfig | null;
  /** Tests only: the test provider's pause between a payment's claim and its settlement (0 in service). */
  testProviderSettleDelayMs: number;
  /** How long index.html may wait for the page's first call answers; 0 = the page carries none. */
  pageDataBudgetMs: number;
  /** The shared cache of public pages; null = off (the tests' default: each test sees its own changes at once). */
  pageCache: PageCacheOptions | null;
  /** Public pages drawn on the server by their remote's server build (docs/ssr.md); needs the page data. */
  serverRender: boolean;
  /** Every answer checked against its route's response schema (lib/schema-compilers.ts); on in tests. */
  validateResponses: boolean;
  /** The listing's address search (server/src/geocoding): which geocoder, where, and the User-Agent it sends. */
  geocoder: GeocoderConfig;
  /**
   * This node's background sweeps (offers that expire, bookings that complete, refunds retried,
   * payments settled). Off in the API's tests: they run a sweep by hand at the moment they name, and a
   * sweep of its own would change their records under them.
   */
  sweeps: boolean;
  /**
   * argon2id's cost for new password hashes. No variable sets it: loadConfig() always gives OWASP's
   * (docs/adr/0006-password-hashing.md); only testConfig() gives a cheap one.
   */
  passwordCost: PasswordCost;
}

/** The outbox page at /dev/mail/<token>, to this machine only (plugins/mail.ts). */
export interface DevMailConfig {
  /** The secret path part: whoever reads the page can take over any account through its links. */
  token: string;
  /** Made at random at start (no DEV_MAIL_TOKEN): the start-up log prints the page's address once. */
  generated: boolean;
}

/**
 * Why the outbox page may not be served where it was asked for: in production, where mail really
 * leaves (its links belong in people's mailboxes only), or behind a proxy (every request would
 * come from the proxy's address). null = it may.
 */
export function devMailRefusal(e: { production: boolean; smtp: boolean; trustProxy: boolean }): string | null {
  if (e.production) return 'DEV_MAIL_PAGE=true is ignored: NODE_ENV=production never serves the outbox page';
  if (e.smtp) return 'DEV_MAIL_PAGE=true is ignored: SMTP_URL is set, so mail goes to the mailboxes and the page would only leak their links';
  if (e.trustProxy) return 'DEV_MAIL_PAGE=true is ignored: TRUST_PROXY is set, so the site is reached through a proxy';
  return null;
}

/** Mails sent on request (verification, recovery, sign-up): per e-mail address and per client address. */
export interface AccountLimitConfig {
  emailRequests: number;
  ipRequests: number;
  windowMs: number;
  /** Team invitations per inviter within the window. */
  invites: number;
}

/**
 * Instant book's limits on unpaid holds (docs/adr/0112-instant-book-hold-limits.md): a hold keeps
 * a slot from everyone else for its 30 minutes, so one account may keep only a few, book only so
 * often, and waits after its holds keep lapsing.
 */
export interface InstantBookLimitConfig {
  /** Unpaid holds one account keeps at once, in all and on one space. */
  liveHolds: number;
  liveHoldsPerSpace: number;
  /** Instant bookings tried per account and per client address within `windowMs`. */
  accountAttempts: number;
  ipAttempts: number;
  windowMs: number;
  /** Holds that lapsed unpaid within `lapseWindowMs` before the account waits: `waitMs`, doubled for each lapse beyond, from the last lapse. */
  lapsesBeforeWait: number;
  lapseWindowMs: number;
  waitMs: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Connect endpoint's secret; null = Connect events are signed with webhookSecret. */
  connectWebhookSecret?: string | null;
  publishableKey: string;
  /** Another API address (a local stand-in in tests); null = Stripe's. */
  apiBase: string | null;
}

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { accountFailures: 5, ipAttempts: 20, windowMs: 15 * 60 * 1000, delayAfter: 10, maxDelayMs: 60_000 };
export const DEFAULT_ACCOUNT_LIMITS: AccountLimitConfig = { emailRequests: 5, ipRequests: 30, windowMs: 60 * 60 * 1000, invites: 20 };
export const DEFAULT_INSTANT_BOOK_LIMITS: InstantBookLimitConfig = {
  liveHolds: 3,
  liveHoldsPerSpace: 1,
  accountAttempts: 6,
  ipAttempts: 20,
  windowMs: 60 * 60 * 1000,
  lapsesBeforeWait: 2,
  lapseWindowMs: 24 * 60 * 60 * 1000,
  waitMs: 30 * 60 * 1000,
};

/** Read the persisted secret, or create one on first start so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): Uint8Array {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const hex = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
  }
  const bytes = randomBytes(32);
  writeFileSync(file, bytes.toString('hex'), { mode: 0o600 });
  return bytes;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));
  const dataDir = abs(e.DATA_DIR ?? '.data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error("Invalid environment: PUBLIC_URL must be set in production (the site's address: links in mails, canonical URLs, robots.txt and the sitemaps are written from it, never from a request's Host)");
  }
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new Error('Invalid environment: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid environment: STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks confirm payments)');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PUBLISHABLE_KEY) {
    throw new Error("Invalid environment: STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY (the pay page's card form needs it)");
  }
  mkdirSync(dataDir, { recursive: true });
  const devMailRefused = e.DEV_MAIL_PAGE ? devMailRefusal({ production: e.NODE_ENV === 'production', smtp: Boolean(e.SMTP_URL), trustProxy: e.TRUST_PROXY }) : null;
  const devMail = e.DEV_MAIL_PAGE && !devMailRefused ? { token: e.DEV_MAIL_TOKEN ?? randomBytes(18).toString('base64url'), generated: !e.DEV_MAIL_TOKEN } : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: e.DATABASE_URL ? null : resolve(dataDir, 'pglite'),
    redisUrl: e.REDIS_URL ?? null,
    jwtSecret: e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : loadOrCreateSecret(dataDir),
    staticRoot: abs(e.STATIC_ROOT ?? '.'),
    remotesFile: e.REMOTES_FILE ? abs(e.REMOTES_FILE) : null,
    releasesDir: abs(e.RELEASES_DIR ?? join(e.STATIC_ROOT ?? '.', 'releases')),
    remotesOrigin: e.REMOTES_ORIGIN ? e.REMOTES_ORIGIN.replace(/\/+$/, '') : null,
    mediaDir: abs(e.MEDIA_DIR ?? resolve(dataDir, 'media')),
    cookieSecure: e.COOKIE_SECURE,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      accountFailures: e.LOGIN_LIMIT_ACCOUNT_FAILURES,
      ipAttempts: e.LOGIN_LIMIT_IP_ATTEMPTS,
      windowMs: e.LOGIN_LIMIT_WINDOW_MINUTES * 60_000,
      delayAfter: e.LOGIN_LIMIT_DELAY_AFTER,
      maxDelayMs: e.LOGIN_LIMIT_MAX_DELAY_SECONDS * 1000,
    },
    accountLimits: {
      emailRequests: e.ACCOUNT_LIMIT_EMAIL_REQUESTS,
      ipRequests: e.ACCOUNT_LIMIT_IP_REQUESTS,
      windowMs: e.ACCOUNT_LIMIT_WINDOW_MINUTES * 60_000,
      invites: e.ACCOUNT_LIMIT_INVITES,
    },
    instantBookLimits: DEFAULT_INSTANT_BOOK_LIMITS,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    devMail,
    devMailRefused,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? null, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, apiBase: e.STRIPE_API_BASE ?? null }
        : null,
    testProviderSettleDelayMs: e.TEST_PROVIDER_SETTLE_DELAY_MS,
    pageDataBudgetMs: e.PAGE_DATA_BUDGET_MS,
    pageCache: e.PAGE_CACHE_SECONDS > 0 ? { ...DEFAULT_PAGE_CACHE, freshMs: e.PAGE_CACHE_SECONDS * 1000, staleMs: e.PAGE_CACHE_SECONDS * 3000 } : null,
    serverRender: e.SERVER_RENDER,
    validateResponses: e.VALIDATE_RESPONSES,
    geocoder: { kind: e.GEOCODER, url: e.GEOCODER_URL ?? null, userAgent: `venues-marketplace/1.0 (+${publicUrl})` },
    sweeps: true,
    passwordCost: OWASP_PASSWORD_COST,
  };
}

/** A config for tests: in-memory PGlite, fixed secret, no static files, no logging. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    databaseUrl: null,
    pgliteDir: null,
    redisUrl: null,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
    staticRoot: null,
    remotesFile: null,
    releasesDir: null,
    remotesOrigin: null,
    mediaDir: null,
    cookieSecure: true,
    seed: true,
    logLevel: 'silent',
    trustProxy: false,
    rateLimit: DEFAULT_RATE_LIMIT,
    accountLimits: DEFAULT_ACCOUNT_LIMITS,
    instantBookLimits: DEFAULT_INSTANT_BOOK_LIMITS,
    publicUrl: 'http://localhost:8080',
    smtpUrl: null,
    devMail: null,
    devMailRefused: null,
    mailFrom: 'no-reply@venuely.test',
    google: null,
    stripe: null,
    testProviderSettleDelayMs: 0,
    pageDataBudgetMs: 150,
    pageCache: null,
    serverRender: true,
    validateResponses: true,
    geocoder: { kind: 'stand-in', url: null, userAgent: 'venues-marketplace/test' },
    sweeps: false,
    // Cheap hashes: the suites sign in and create accounts hundreds of times (lib/password.ts).
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  };
}
