import { and, asc, eq, sql } from 'drizzle-orm';
import type { DocumentKind } from '@venues/contracts';
import { Repository } from '../../db/repository';
import { documentCounters, documents, type DocumentRow } from '../../db/schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A booking's documents (invoices, receipts, credit notes): numbered per series without gaps, stored once with their PDF. */
export class DocumentRepository extends Repository {
  /** The next number of a document series, taken inside the caller's transaction: a rollback gives it back (no gaps). */
  async nextNumber(tenantId: string, kind: DocumentKind, country: string, year: number): Promise<number> {
    const [r] = await this.db
      .insert(documentCounters)
      .values({ tenantId, kind, country, year, last: 1 })
      .onConflictDoUpdate({ target: [documentCounters.tenantId, documentCounters.kind, documentCounters.country, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
      .returning({ last: documentCounters.last });
    return r!.last;
  }

  async insertDocument(values: Insert<typeof documents>): Promise<DocumentRow> {
    const [r] = await this.db.insert(documents).values(values).returning();
    return r!;
  }

  async documentFor(kind: DocumentKind, target: { paymentId?: string; refundId?: string }): Promise<DocumentRow | undefined> {
    const [r] = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.kind, kind), target.refundId ? eq(documents.refundId, target.refundId) : eq(documents.paymentId, target.paymentId!)));
    return r;
  }

  async document(tenantId: string, id: string): Promise<DocumentRow | undefined> {
    const [r] = await this.db.select().from(documents).where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
    return r;
  }

  /** A booking's documents without their bytes. */
  documentsOf(bookingId: string) {
    return this.db
      .select({ id: documents.id, kind: documents.kind, number: documents.number, paymentId: documents.paymentId, refundId: documents.refundId, issuedAt: documents.issuedAt })
      .from(documents)
      .where(eq(documents.bookingId, bookingId))
      .orderBy(asc(documents.issuedAt), asc(documents.number));
  }
}
