import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { TENANT_HEADERS } from '@venues/contracts';
import type { Db } from '../db/client';
import { tenants, type TenantRow } from '../db/schema';
import { sha256, sameHash } from '../lib/crypto';
import { AppError } from '../lib/errors';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';

const CACHE_MS = 30_000;

/** Resolves a tenant code + API key pair; shared by the HTTP hook and the socket handshake. */
export class TenantResolver {
  private cache = new Map<string, { row: TenantRow; at: number }>();
  constructor(private readonly db: Db) {}

  private async byCode(code: string): Promise<TenantRow | null> {
    const hit = this.cache.get(code);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.row;
    const [row] = await this.db.select().from(tenants).where(eq(tenants.code, code));
    // Only hits are cached: a tenant created a moment ago must work at once.
    if (row) this.cache.set(code, { row, at: Date.now() });
    return row ?? null;
  }

  /** The tenant, or 401 TENANT_INVALID saying which header is missing or wrong. */
  async resolve(code: unknown, apiKey: unknown): Promise<TenantRow> {
    const c = typeof code === 'string' ? code.trim() : '';
    const k = typeof apiKey === 'string' ? apiKey.trim() : '';
    if (!c) throw new AppError('TENANT_INVALID', `Missing ${TENANT_HEADERS.code} header`);
    if (!k) throw new AppError('TENANT_INVALID', `Missing ${TENANT_HEADERS.apiKey} header`);
    const row = c.length <= 100 ? await this.byCode(c) : null;
    if (!row) throw new AppError('TENANT_INVALID', `Unknown tenant in ${TENANT_HEADERS.code} header`);
    if (!sameHash(row.apiKeyHash, sha256(k))) throw new AppError('TENANT_INVALID', `Wrong ${TENANT_HEADERS.apiKey} for this tenant`);
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantResolver;
  }
}

/** Calls from outside the site that cannot send tenant headers: the payment provider's webhook (signed; the payment names its tenant), a space's iCal feed (its secret token names it). */
const WITHOUT_TENANT = new Set(['/api/health', '/api/v1/payments/webhook/stripe', '/api/v1/calendar/:token.ics']);

/** Every /api call except WITHOUT_TENANT and the API's description carries the tenant headers; req.tenant scopes every query. */
export const tenantPlugin = fp(async (app) => {
  const resolver = new TenantResolver(app.db);
  app.decorate('tenants', resolver);
  app.decorateRequest('tenant', null as never);
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url;
    // Unmatched routes fall through to the 404 handler without a tenant check.
    if (!route || !route.startsWith('/api/') || WITHOUT_TENANT.has(route) || route === OPENAPI_PATH || route.startsWith(DOCS_PREFIX)) return;
    req.tenant = await resolver.resolve(req.headers[TENANT_HEADERS.code], req.headers[TENANT_HEADERS.apiKey]);
  });
});
