import type { RecentlyViewedItem } from '@venues/contracts';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import { toVenueCard } from '../venues/dto';
import type { RecentlyViewedRepository } from './repository';

export class RecentlyViewedService {
  constructor(private readonly repo: RecentlyViewedRepository) {}

  async list(user: AuthUser, country?: string): Promise<RecentlyViewedItem[]> {
    return (await this.repo.list(user.tenantId, user.id, country)).map((r) => ({ ...toVenueCard(r), viewed_at: new Date(r.viewed_at).toISOString() }));
  }

  async add(user: AuthUser, venueId: string): Promise<void> {
    if (!(await this.repo.publicIds(user.tenantId, [venueId])).has(venueId)) throw notFound('Venue');
    await this.repo.record(user.id, [{ venueId, viewedAt: new Date() }]);
  }

  /** The browser's list joins the server's: ids no longer public are skipped, future times count as now. */
  async merge(user: AuthUser, items: { venue_id: string; viewed_at: string }[]): Promise<RecentlyViewedItem[]> {
    const known = await this.repo.publicIds(user.tenantId, [...new Set(items.map((i) => i.venue_id))]);
    const now = Date.now();
    const latest = new Map<string, number>();
    for (const i of items) {
      if (!known.has(i.venue_id)) continue;
      const t = Math.min(Date.parse(i.viewed_at), now);
      latest.set(i.venue_id, Math.max(t, latest.get(i.venue_id) ?? 0));
    }
    await this.repo.record(user.id, [...latest].map(([venueId, t]) => ({ venueId, viewedAt: new Date(t) })));
    return this.list(user);
  }
}
