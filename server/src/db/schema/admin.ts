// Administration (docs/admin.md): the audit trail of administrators' actions and the
// reports customers make about reviews.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { tenants, users } from './core';
import { reviews } from './discovery';

/**
 * Every administrator action: who, when, what, before and after. Append-only (a trigger refuses
 * UPDATE and DELETE, migration 0011), so the actor is kept by value, without a foreign key that a
 * deleted account would have to change.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** The actor's admin role when acting: full | sales | member. */
    actorRole: text('actor_role').notNull(),
    /** What was done, `<area>.<verb>` (contracts' AUDIT_ACTIONS), e.g. venue.approve. */
    action: text('action').notNull(),
    /** The kind and id of the record acted on (country, venue, review, refund, announcement, admin, user). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A line a person reads: "Approved The Loft". */
    summary: text('summary').notNull(),
    /** The reason given (a rejection, a suspension, a hidden review), '' when none. */
    reason: text('reason').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** Sequential per database, so two actions in one millisecond keep their order. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: created(),
  },
  (t) => [
    index('admin_audit_tenant_idx').on(t.tenantId, t.seq.desc()),
    index('admin_audit_target_idx').on(t.tenantId, t.targetType, t.targetId),
    index('admin_audit_actor_idx').on(t.tenantId, t.actorId),
    index('admin_audit_action_idx').on(t.tenantId, t.action),
  ],
);

/** A signed-in person's report of a review (one per person and review). */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('review_reports_once_uq').on(t.reviewId, t.userId), index('review_reports_review_idx').on(t.reviewId)],
);
