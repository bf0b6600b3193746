// Stripe Connect: each organisation's Express account, the transfers of bookings' money to it, their
// reversals when a booking is refunded, and the payouts Stripe makes from it to the venue's bank.
// The rules: docs/transactions.md "Payouts (Stripe Connect)".
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_STATUSES, TRANSFER_STATUSES } from '@venues/contracts';
import { created, ts, updated } from './columns';
import { organizations, tenants } from './core';
import { bookings, payments, refunds } from './bookings';
import { venues } from './discovery';

const money = (name: string) => bigint(name, { mode: 'number' });

/** An organisation's Stripe Express account, as Stripe last described it (account.updated, or read on return from onboarding). */
export const connectAccounts = pgTable(
  'connect_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stripe's `acct_…`. */
    stripeAccountId: text('stripe_account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** requirements.currently_due: what Stripe still needs before it enables the account. */
    currentlyDue: jsonb('currently_due').$type<string[]>().notNull().default([]),
    disabledReason: text('disabled_reason'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('connect_accounts_org_uq').on(t.organizationId), uniqueIndex('connect_accounts_stripe_uq').on(t.stripeAccountId)],
);

/**
 * The venue's share of one succeeded payment (a booking's, or an extra charge's), held on the
 * platform until the organisation's account is ready, then sent as one Stripe Transfer. Written
 * with the payment's success; its row is the lock that orders a transfer against a refund.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** What was (or is being) sent: fixed when the transfer is claimed, 0 while held. */
    amountMinor: money('amount_minor').notNull().default(0),
    reversedMinor: money('reversed_minor').notNull().default(0),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('held'),
    /** Stripe's `tr_…` once made; the connected account it went to; the charge it was funded by. */
    stripeTransferId: text('stripe_transfer_id'),
    destination: text('destination'),
    sourceCharge: text('source_charge'),
    /** Refused attempts (each a new idempotency key); an answer that never came is retried with the same one. */
    attempts: integer('attempts').notNull().default(0),
    /** Held: the next try after a refusal. Pending: the claim's lease (past it, the sweep sends it again). */
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    transferredAt: ts('transferred_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('transfers_payment_uq').on(t.paymentId),
    uniqueIndex('transfers_stripe_uq').on(t.stripeTransferId).where(sql`${t.stripeTransferId} is not null`),
    index('transfers_org_idx').on(t.organizationId, t.createdAt),
    index('transfers_open_idx').on(t.organizationId).where(sql`${t.status} in ('held', 'pending')`),
    check('transfers_amounts_ck', sql`${t.amountMinor} >= 0 and ${t.reversedMinor} >= 0 and ${t.reversedMinor} <= ${t.amountMinor}`),
  ],
);

/** The venue's part of a refund taken back from a transfer already made (one per refund). */
export const transferReversals = pgTable(
  'transfer_reversals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    transferId: uuid('transfer_id').notNull().references(() => transfers.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').notNull().references(() => refunds.id, { onDelete: 'cascade' }),
    amountMinor: money('amount_minor').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'void'] }).notNull().default('pending'),
    stripeReversalId: text('stripe_reversal_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('transfer_reversals_refund_uq').on(t.refundId),
    index('transfer_reversals_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('transfer_reversals_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);

/** Stripe's payouts from a connected account to the venue's bank (payout.* Connect events). */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    stripePayoutId: text('stripe_payout_id').notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    arrivalDate: ts('arrival_date'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** When Stripe created it. */
    stripeCreatedAt: ts('stripe_created_at').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('payouts_stripe_uq').on(t.stripePayoutId), index('payouts_org_idx').on(t.organizationId, t.stripeCreatedAt)],
);

export type ConnectAccountRow = typeof connectAccounts.$inferSelect;
export type TransferRow = typeof transfers.$inferSelect;
export type TransferReversalRow = typeof transferReversals.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
