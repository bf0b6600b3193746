import { and, count, eq, ne } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { notificationPreferences, organizations, users, type UserRow } from '../../db/schema';

export type UserUpdate = Partial<Omit<typeof users.$inferInsert, 'id' | 'tenantId' | 'createdAt'>>;
export type NewUser = typeof users.$inferInsert;

/** What a deleted account keeps: nothing personal (the row stays for other people's records). */
const ANONYMOUS = {
  status: 'deleted',
  hasPassword: false,
  pendingEmail: '',
  googleSubject: null,
  firstName: '',
  middleName: '',
  lastName: '',
  profilePicture: '',
  dateOfBirth: '',
  phoneNumber: '',
  primaryPhone: '',
  mobilePhone: '',
  addressCountry: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  postalCode: '',
  stripeAccount: '',
} as const satisfies UserUpdate;

/** User records and their organizations; every query is scoped by tenant. */
export class UserRepository extends Repository {
  async byId(tenantId: string, id: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    return u ?? null;
  }

  async byEmail(tenantId: string, email: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
    return u ?? null;
  }

  async byGoogleSubject(tenantId: string, subject: string): Promise<UserRow | null> {
    const [u] = await this.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.googleSubject, subject)));
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

  async insert(values: NewUser): Promise<UserRow> {
    const [u] = await this.db.insert(users).values(values).returning();
    return u!;
  }

  /** Anonymises a deleted account and drops its preferences; `passwordHash` is an unusable one. */
  async anonymise(tenantId: string, id: string, passwordHash: string): Promise<void> {
    await this.update(tenantId, id, { ...ANONYMOUS, email: `deleted+${id}@deleted.invalid`, passwordHash });
    await this.db.delete(notificationPreferences).where(and(eq(notificationPreferences.tenantId, tenantId), eq(notificationPreferences.userId, id)));
  }

  /** How many other accounts show this picture (files are content-addressed, so two may share one). */
  async othersWithPicture(tenantId: string, picture: string, exceptId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.profilePicture, picture), ne(users.id, exceptId)));
    return Number(r?.n ?? 0);
  }

  async createOrganization(tenantId: string, name: string): Promise<string> {
    const [org] = await this.db.insert(organizations).values({ tenantId, name }).returning({ id: organizations.id });
    return org!.id;
  }

  async organizationName(tenantId: string, id: string): Promise<string | null> {
    const [org] = await this.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
    return org?.name ?? null;
  }
}
