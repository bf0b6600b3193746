import { timestamp } from 'drizzle-orm/pg-core';

// Column shapes every domain file uses (not re-exported by the barrel: no tables here).

/** A point in time, with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const created = () => ts('created_at').notNull().defaultNow();
export const updated = () => ts('updated_at').notNull().defaultNow();
