import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw SQL query on either driver (both answer `{ rows }`). Cast counts to int in SQL: pg returns bigint as text. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** A unique-index violation (23505) from either driver; drizzle may wrap the driver's error in `cause`. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  for (let x = e as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0; x && depth < 3; x = x.cause as typeof x, depth++) {
    if (x.code === '23505') return !constraint || x.constraint === constraint || String(x.message).includes(constraint);
  }
  return false;
}
