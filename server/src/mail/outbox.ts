import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, type MailStatus } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<typeof mailOutbox.$inferInsert, 'tenantId' | 'template' | 'to' | 'from' | 'subject' | 'text' | 'html' | 'attachments'>;

const now = sql`now()`;

/** The mail queue's database access (table mail_outbox): what requests write and the worker drains. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async enqueue(mail: NewOutboxRow): Promise<void> {
    await this.db.insert(mailOutbox).values(mail);
  }

  /**
   * Claims up to `limit` due rows for this worker: pending ones whose time has come, and rows whose
   * claim lease ran out (their node died mid-send). One statement; SKIP LOCKED lets several API
   * nodes claim side by side without waiting on, or taking, each other's rows.
   */
  async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(or(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.dueAt, now)), and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, now))))
      .orderBy(mailOutbox.dueAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async done(id: string, status: Extract<MailStatus, 'sent' | 'kept'>): Promise<void> {
    await this.db.update(mailOutbox).set({ status, sentAt: now, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
  }

  /** A failed attempt: back to pending at `retryAt`, or failed for good when null. */
  async failed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set(retryAt ? { status: 'pending', dueAt: retryAt, lockedUntil: null, lastError: error } : { status: 'failed', lockedUntil: null, lastError: error })
      .where(eq(mailOutbox.id, id));
  }

  /** Is anything due now (or claimed and unfinished)? */
  async busy(): Promise<boolean> {
    const [r] = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(or(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.dueAt, now)), eq(mailOutbox.status, 'sending')))
      .limit(1);
    return Boolean(r);
  }

  /** Finished rows older than the cut-off go: their links have long expired. */
  async purge(before: Date): Promise<void> {
    await this.db.delete(mailOutbox).where(and(inArray(mailOutbox.status, ['sent', 'kept', 'failed']), lt(mailOutbox.createdAt, before)));
  }

  latest(limit: number): Promise<OutboxRow[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  async one(id: string): Promise<OutboxRow | null> {
    const [r] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return r ?? null;
  }
}
