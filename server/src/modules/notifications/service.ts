import { NOTIFICATION_TYPES, type NotificationCounts, type NotificationType } from '@venues/contracts';
import type { Db } from '../../db/client';
import { NotificationRepository } from './repository';

/** Told whenever a user's unread counts change; the realtime plugin pushes them to the user's room. */
export type CountsListener = (e: { tenantId: string; userId: string; roomId: string; counts: NotificationCounts }) => void;

/** Notifications and their unread counts: one service behind both REST and the socket. */
export class NotificationsService {
  private readonly repo: NotificationRepository;
  private readonly listeners = new Set<CountsListener>();

  constructor(db: Db) {
    this.repo = new NotificationRepository(db);
  }

  onCountsChanged(l: CountsListener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  async counts(tenantId: string, userId: string): Promise<NotificationCounts> {
    const rows = await this.repo.unreadByType(tenantId, userId);
    const unreadCountsByType: Partial<Record<NotificationType, number>> = {};
    let totalUnreadCount = 0;
    for (const r of rows) {
      if (!(NOTIFICATION_TYPES as readonly string[]).includes(r.type)) continue;
      unreadCountsByType[r.type as NotificationType] = Number(r.n);
      totalUnreadCount += Number(r.n);
    }
    return { unreadCountsByType, totalUnreadCount };
  }

  async create(tenantId: string, userId: string, type: NotificationType, payload: Record<string, unknown> = {}): Promise<string> {
    const id = await this.repo.insert(tenantId, userId, type, payload);
    await this.publish(tenantId, userId);
    return id;
  }

  /** Mark unread notifications read (all, or only the given types); returns the new counts. */
  async markRead(tenantId: string, userId: string, types?: readonly NotificationType[]): Promise<NotificationCounts> {
    const changed = await this.repo.markRead(tenantId, userId, types);
    return changed > 0 ? this.publish(tenantId, userId) : this.counts(tenantId, userId);
  }

  private async publish(tenantId: string, userId: string): Promise<NotificationCounts> {
    const counts = await this.counts(tenantId, userId);
    if (this.listeners.size) {
      const roomId = await this.repo.roomOf(tenantId, userId);
      if (roomId) for (const l of this.listeners) l({ tenantId, userId, roomId, counts });
    }
    return counts;
  }
}
