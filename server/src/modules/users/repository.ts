import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export type UserUpdate = Partial<Omit<typeof users.$inferInsert, 'id' | 'tenantId' | 'createdAt'>>;

export class UserRepository {
  constructor(private readonly db: Db) {}

  async byId(tenantId: string, id: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    return u ?? null;
  }

  async byEmail(tenantId: string, email: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
    return u ?? null;
  }

  async emailTaken(tenantId: string, email: string, exceptId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, email), ne(users.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async update(tenantId: string, id: string, patch: UserUpdate): Promise<UserRow | null> {
    const [u] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
      .returning();
    return u ?? null;
  }
}
