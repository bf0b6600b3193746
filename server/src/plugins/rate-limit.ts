import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

export interface Hits {
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/** Fixed-window counters. In memory for one node; Redis so several nodes share the limits. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hits>;
  peek(key: string): Promise<Hits>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; until: number }>();
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  private sweep(): void {
    const now = Date.now();
    for (const [k, w] of this.windows) if (w.until <= now) this.windows.delete(k);
  }

  async hit(key: string, windowMs: number): Promise<Hits> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.until <= now) {
      w = { count: 0, until: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetMs: w.until - now };
  }

  async peek(key: string): Promise<Hits> {
    const now = Date.now();
    const w = this.windows.get(key);
    return !w || w.until <= now ? { count: 0, resetMs: 0 } : { count: w.count, resetMs: w.until - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Hits> {
    const k = this.prefix + key;
    // INCR then set the expiry only when the window is new (NX), atomically.
    const res = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(res?.[0]?.[1] ?? 1);
    const ttl = Number(res?.[2]?.[1] ?? windowMs);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Hits> {
    const k = this.prefix + key;
    const res = await this.redis.multi().get(k).pttl(k).exec();
    const count = Number(res?.[0]?.[1] ?? 0);
    const ttl = Number(res?.[1]?.[1] ?? 0);
    return { count: Number.isFinite(count) ? count : 0, resetMs: ttl > 0 ? ttl : 0 };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export function rateLimited(resetMs: number, message: string): AppError {
  const retryAfter = Math.max(1, Math.ceil(resetMs / 1000));
  return new AppError('RATE_LIMITED', message, { retryAfter });
}

export const rateLimitPlugin = fp(async (app) => {
  const store: RateLimitStore = app.config.redisUrl
    ? new RedisRateLimitStore(new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }))
    : new MemoryRateLimitStore();
  app.decorate('rateLimiter', store);
  app.addHook('onClose', async () => store.close());
});
