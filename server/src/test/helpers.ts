import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_TENANT, type LoginRole } from '@venues/contracts';
import { buildApp, type BuildOptions } from '../app';
import { DEFAULT_ACCOUNT_LIMITS, DEFAULT_INSTANT_BOOK_LIMITS, DEFAULT_RATE_LIMIT, testConfig, type AccountLimitConfig, type AppConfig, type InstantBookLimitConfig, type RateLimitConfig } from '../config';
import { and, eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../db/seed';
import { organizations, spaces, users, venues } from '../db/schema';
import { freshTestDatabase } from './template-db';

export const TENANT_HEADERS = { 'x-tenant-code': DEMO_TENANT.code, 'x-api-key': DEMO_TENANT.apiKey };

export type InjectOpts = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  tenant?: boolean;
  remoteAddress?: string;
};

export interface TestApp {
  app: FastifyInstance;
  req(o: InjectOpts): Promise<LightMyRequestResponse>;
  login(email: string, role?: LoginRole): Promise<{ accessToken: string; refreshToken: string; userId: string; roomId: string }>;
  close(): Promise<void>;
}

const ROLE_OF: Record<string, LoginRole> = {
  'user@demo.test': 'user',
  'friend@demo.test': 'user',
  'owner@demo.test': 'venue',
  'lister@demo.test': 'venue',
  'member@demo.test': 'venue',
  'admin@demo.test': 'admin',
  'sales@demo.test': 'admin',
};

export type TestOverrides = Partial<Omit<AppConfig, 'rateLimit' | 'accountLimits' | 'instantBookLimits'>> & {
  rateLimit?: Partial<RateLimitConfig>;
  accountLimits?: Partial<AccountLimitConfig>;
  instantBookLimits?: Partial<InstantBookLimitConfig>;
};

/** A fresh app on a new in-memory PGlite, migrated and seeded. Per-IP limits are lifted unless overridden. */
export async function createTestApp(overrides: TestOverrides = {}, opts: Pick<BuildOptions, 'accessTtl' | 'logStream'> = {}): Promise<TestApp> {
  const config = testConfig({
    ...overrides,
    rateLimit: { ...DEFAULT_RATE_LIMIT, ipAttempts: 10_000, ...overrides.rateLimit },
    accountLimits: { ...DEFAULT_ACCOUNT_LIMITS, ipRequests: 10_000, ...overrides.accountLimits },
    instantBookLimits: { ...DEFAULT_INSTANT_BOOK_LIMITS, ipAttempts: 10_000, ...overrides.instantBookLimits },
  });
  const app = await buildApp(config, { ...opts, database: await freshTestDatabase(), closeDatabase: true });
  await app.ready();

  const req: TestApp['req'] = (o) =>
    app.inject({
      method: o.method ?? 'GET',
      url: o.url,
      headers: {
        ...(o.tenant === false ? {} : TENANT_HEADERS),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
      ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    });

  const login: TestApp['login'] = async (email, role) => {
    const r = await req({ method: 'POST', url: '/api/v2/auth/login', body: { email, password: DEMO_PASSWORD, role: role ?? ROLE_OF[email] ?? 'user' } });
    if (r.statusCode !== 200) throw new Error(`login ${email} failed: ${r.statusCode} ${r.body}`);
    const d = r.json().data;
    return { accessToken: d.accessToken, refreshToken: d.refreshToken, userId: d.user._id, roomId: d.user.room_id };
  };

  return { app, req, login, close: () => app.close() };
}

/** The token at the end of the first link in a mail text that starts with `prefix`. */
export function linkToken(text: string, prefix: string): string {
  const at = text.indexOf(prefix);
  if (at < 0) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return /^[A-Za-z0-9_-]+/.exec(text.slice(at + prefix.length))![0];
}

/** The error envelope of a response. */
export const errorOf = (r: LightMyRequestResponse) => r.json().error as { code: string; message: string; details: { fields?: { field: string; message: string }[] } };

/** A multipart/form-data body with one file part (uploads through app.inject). */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----venues${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A published Singapore venue of the demo owner's organisation with a space priced per hour (the
 * offers and bookings tests' venue), and a second venue owner in an organisation of their own.
 */
export async function ownersVenueAndRival(t: TestApp): Promise<{ venueId: string; spaceId: string; rivalEmail: string }> {
  const ownerRow = (await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!;
  const [mine] = await t.app.db
    .select({ v: venues.id, s: spaces.id })
    .from(venues)
    .innerJoin(spaces, eq(spaces.venueId, venues.id))
    .where(and(eq(venues.organizationId, ownerRow.organizationId!), eq(venues.status, 'published'), eq(venues.country, 'sg'), eq(spaces.status, 'published'), sql`${spaces.pricePerHourMinor} is not null`));
  const [org] = await t.app.db.insert(organizations).values({ tenantId: ownerRow.tenantId, name: 'Rival Rooms' }).returning();
  const rivalEmail = 'rival@demo.test';
  await t.app.db.insert(users).values({ tenantId: ownerRow.tenantId, email: rivalEmail, passwordHash: ownerRow.passwordHash, firstName: 'Rita', lastName: 'Rival', role: 'VENUE_OWNER', organizationId: org!.id, emailVerifiedAt: new Date(), country: 'sg' });
  return { venueId: mine!.v, spaceId: mine!.s, rivalEmail };
}

/**
 * Midnight UTC `days` days from now (ms). Tests put their slots about 400 days ahead: clear of the
 * demo data's bookings, holds and blocks, and within the booking horizon (EVENT_LIMITS.maxDaysAhead).
 */
export function daysFromNow(days: number): number {
  const d = new Date(Date.now() + days * 86_400_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
/** The first day of the test slots (see daysFromNow). */
export const TEST_SLOTS_FROM = daysFromNow(400);
/** A day as YYYY-MM-DD. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
