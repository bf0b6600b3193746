import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';

export class NotificationRepository {
  constructor(private readonly db: Db) {}

  unreadByType(tenantId: string, userId: string) {
    return this.db
      .select({ type: notifications.type, n: count() })
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), isNull(notifications.readAt)))
      .groupBy(notifications.type);
  }

  async insert(tenantId: string, userId: string, type: string, payload: Record<string, unknown>): Promise<string> {
    const [r] = await this.db.insert(notifications).values({ tenantId, userId, type, payload }).returning({ id: notifications.id });
    return r!.id;
  }

  async markRead(tenantId: string, userId: string, types?: readonly string[]): Promise<number> {
    const conds = [eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), isNull(notifications.readAt)];
    if (types) conds.push(inArray(notifications.type, [...types]));
    const rows = await this.db.update(notifications).set({ readAt: new Date() }).where(and(...conds)).returning({ id: notifications.id });
    return rows.length;
  }

  async roomOf(tenantId: string, userId: string): Promise<string | null> {
    const [u] = await this.db.select({ roomId: users.roomId }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return u?.roomId ?? null;
  }
}
