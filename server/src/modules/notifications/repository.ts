import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { notificationPreferences, notifications, tenants, users } from '../../db/schema';

export class NotificationRepository extends Repository {
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

  /** Unread rows of a type about one enquiry (their payload's enquiry_id). */
  async unreadAbout(tenantId: string, userId: string, type: string, enquiryId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), eq(notifications.type, type), isNull(notifications.readAt), sql`${notifications.payload}->>'enquiry_id' = ${enquiryId}`));
    return Number(r?.n ?? 0);
  }

  /** Marks read every unread row about one enquiry. */
  async markReadAbout(tenantId: string, userId: string, enquiryId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), isNull(notifications.readAt), sql`${notifications.payload}->>'enquiry_id' = ${enquiryId}`))
      .returning({ id: notifications.id });
    return rows.length;
  }

  preferences(tenantId: string, userId: string) {
    return this.db
      .select({ type: notificationPreferences.type, email: notificationPreferences.email, inApp: notificationPreferences.inApp })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.tenantId, tenantId), eq(notificationPreferences.userId, userId)));
  }

  async savePreferences(tenantId: string, userId: string, list: readonly { type: string; email: boolean; in_app: boolean }[]): Promise<void> {
    if (list.length === 0) return;
    await this.db
      .insert(notificationPreferences)
      .values(list.map((p) => ({ tenantId, userId, type: p.type, email: p.email, inApp: p.in_app })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: sql`excluded.email`, inApp: sql`excluded.in_app`, updatedAt: new Date() },
      });
  }

  /** Who to mail: the address, name, country and the tenant's product name; null when not mailable. */
  async recipient(tenantId: string, userId: string) {
    const [r] = await this.db
      .select({ email: users.email, firstName: users.firstName, country: users.country, status: users.status, verified: users.emailVerifiedAt, productName: tenants.productName })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return r && r.status === 'active' && r.verified ? r : null;
  }
}
