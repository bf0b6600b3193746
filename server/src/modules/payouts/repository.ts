import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import {
  bookings,
  connectAccounts,
  ledgerEntries,
  organizations,
  payments,
  payouts,
  refunds,
  transferReversals,
  transfers,
  users,
  venues,
  type ConnectAccountRow,
  type PayoutRow,
  type TransferReversalRow,
  type TransferRow,
} from '../../db/schema';
import { rows } from '../../db/sql';
import type { ConnectAccountState, ProviderPayout } from '../../payments/provider';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Lock = { forUpdate?: boolean; skipLocked?: boolean };
export interface MoneySum {
  organization_id: string;
  currency: string;
  amount_minor: number;
}

/** Transfers that still owe the venue money (held, or being sent). */
const OPEN = ['held', 'pending'] as const;
/** How far a payout has gone: an update never moves one back (events arrive in any order; a paid payout may still fail). */
const PAYOUT_RANK: Record<PayoutRow['status'], number> = { pending: 0, in_transit: 1, canceled: 2, paid: 2, failed: 3 };

/**
 * Stripe Connect's tables (docs/transactions.md "Payouts (Stripe Connect)"): organisations'
 * accounts, the transfer of each paid payment's venue share and its reversals, and payouts.
 */
export class PayoutRepository extends Repository {
  // ---------------------------------------------------------------- accounts

  async accountOf(tenantId: string, organizationId: string): Promise<ConnectAccountRow | undefined> {
    const [r] = await this.db.select().from(connectAccounts).where(and(eq(connectAccounts.tenantId, tenantId), eq(connectAccounts.organizationId, organizationId)));
    return r;
  }

  async accountByStripeId(stripeAccountId: string): Promise<ConnectAccountRow | undefined> {
    const [r] = await this.db.select().from(connectAccounts).where(eq(connectAccounts.stripeAccountId, stripeAccountId));
    return r;
  }

  /** The organisation's account, once: a concurrent onboarding that stored it first wins (the same Stripe account, by idempotency key). */
  async insertAccount(tenantId: string, organizationId: string, a: ConnectAccountState): Promise<ConnectAccountRow> {
    await this.db.insert(connectAccounts).values({ tenantId, organizationId, ...accountColumns(a) }).onConflictDoNothing();
    return (await this.accountOf(tenantId, organizationId))!;
  }

  /** Stripe's current view of an account; undefined when the account is not one of ours. */
  async updateAccount(a: ConnectAccountState): Promise<ConnectAccountRow | undefined> {
    const { stripeAccountId, ...rest } = accountColumns(a);
    const [r] = await this.db.update(connectAccounts).set({ ...rest, updatedAt: new Date() }).where(eq(connectAccounts.stripeAccountId, stripeAccountId)).returning();
    return r;
  }

  /** Where a new account is opened and onboarding returns to: the country of the organisation's newest venue, else its owner's. */
  async organisationContact(tenantId: string, organizationId: string): Promise<{ country: string; email: string }> {
    const [v] = await this.db.select({ country: venues.country }).from(venues).where(and(eq(venues.tenantId, tenantId), eq(venues.organizationId, organizationId))).orderBy(desc(venues.createdAt)).limit(1);
    const [o] = await this.db
      .select({ country: users.country, email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.organizationId, organizationId), sql`(${users.role} = 'VENUE_OWNER' or (${users.role} = 'VENUE_LISTER' and ${users.assignedRoles} = 1))`))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return { country: (v?.country || o?.country || 'sg').toLowerCase(), email: o?.email ?? '' };
  }

  // ---------------------------------------------------------------- transfers

  /** A succeeded payment's venue share, held until its organisation's account is ready (once per payment). */
  async insertHeld(values: Insert<typeof transfers>): Promise<void> {
    await this.db.insert(transfers).values(values).onConflictDoNothing();
  }

  async transfer(id: string, lock: Lock = {}): Promise<TransferRow | undefined> {
    const q = this.db.select().from(transfers).where(eq(transfers.id, id));
    const [r] = lock.forUpdate ? await q.for('update', lock.skipLocked ? { skipLocked: true } : {}) : await q;
    return r;
  }

  async transferOfPayment(paymentId: string, lock: Lock = {}): Promise<TransferRow | undefined> {
    const q = this.db.select().from(transfers).where(eq(transfers.paymentId, paymentId));
    const [r] = lock.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async transferByStripeId(ref: string): Promise<TransferRow | undefined> {
    const [r] = await this.db.select().from(transfers).where(eq(transfers.stripeTransferId, ref));
    return r;
  }

  async setTransfer(id: string, patch: Partial<Insert<typeof transfers>>): Promise<TransferRow> {
    const [r] = await this.db.update(transfers).set({ ...patch, updatedAt: new Date() }).where(eq(transfers.id, id)).returning();
    return r!;
  }

  /** The venue's share of a payment now: its payout_due rows (the charge's, less each refund's). */
  async shareOf(paymentId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::bigint` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'payout_due')));
    return Number(r?.n ?? 0);
  }

  async providerRefOf(paymentId: string): Promise<string | null> {
    const [r] = await this.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, paymentId));
    return r?.ref ?? null;
  }

  /** An organisation's transfers still owing money (a ready account releases them all). */
  async openTransfersOf(organizationId: string): Promise<string[]> {
    const r = await this.db.select({ id: transfers.id }).from(transfers).where(and(eq(transfers.organizationId, organizationId), inArray(transfers.status, OPEN))).orderBy(asc(transfers.createdAt));
    return r.map((x) => x.id);
  }

  /**
   * Transfers the sweep should send: held ones of ready accounts whose next try is due, and pending
   * ones whose lease passed (their node stopped, or Stripe's answer never came).
   */
  async dueTransfers(now: Date, limit = 50): Promise<string[]> {
    const r = await rows<{ id: string }>(
      this.db,
      sql`select t.id from transfers t join connect_accounts a on a.organization_id = t.organization_id
          where a.charges_enabled and a.payouts_enabled
            and ((t.status = 'held' and (t.next_attempt_at is null or t.next_attempt_at <= ${now.toISOString()}::timestamptz))
              or (t.status = 'pending' and t.next_attempt_at <= ${now.toISOString()}::timestamptz))
          order by t.created_at limit ${limit}`,
    );
    return r.map((x) => x.id);
  }

  // ---------------------------------------------------------------- reversals

  async insertReversal(values: Insert<typeof transferReversals>): Promise<void> {
    await this.db.insert(transferReversals).values(values).onConflictDoNothing();
  }

  /** What refunds have taken or will take back from a transfer (pending and succeeded reversals). */
  async reversalsPlanned(transferId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`coalesce(sum(${transferReversals.amountMinor}), 0)::bigint` })
      .from(transferReversals)
      .where(and(eq(transferReversals.transferId, transferId), inArray(transferReversals.status, ['pending', 'succeeded'])));
    return Number(r?.n ?? 0);
  }

  async reversalsSucceeded(transferId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`coalesce(sum(${transferReversals.amountMinor}), 0)::bigint` })
      .from(transferReversals)
      .where(and(eq(transferReversals.transferId, transferId), eq(transferReversals.status, 'succeeded')));
    return Number(r?.n ?? 0);
  }

  /** A transfer sent again after a refusal carries a new amount (the ledger's): reversals planned against the old one are moot. */
  async voidReversals(transferId: string): Promise<void> {
    await this.db.update(transferReversals).set({ status: 'void', nextAttemptAt: null, updatedAt: new Date() }).where(and(eq(transferReversals.transferId, transferId), eq(transferReversals.status, 'pending')));
  }

  async reversal(id: string, lock: Lock = {}): Promise<TransferReversalRow | undefined> {
    const q = this.db.select().from(transferReversals).where(eq(transferReversals.id, id));
    const [r] = lock.forUpdate ? await q.for('update') : await q;
    return r;
  }

  async pendingReversalsOf(transferId: string): Promise<string[]> {
    const r = await this.db.select({ id: transferReversals.id }).from(transferReversals).where(and(eq(transferReversals.transferId, transferId), eq(transferReversals.status, 'pending')));
    return r.map((x) => x.id);
  }

  async reversalOfRefund(refundId: string): Promise<TransferReversalRow | undefined> {
    const [r] = await this.db.select().from(transferReversals).where(eq(transferReversals.refundId, refundId));
    return r;
  }

  async setReversal(id: string, patch: Partial<Insert<typeof transferReversals>>): Promise<TransferReversalRow> {
    const [r] = await this.db.update(transferReversals).set({ ...patch, updatedAt: new Date() }).where(eq(transferReversals.id, id)).returning();
    return r!;
  }

  /**
   * Pending reversals that are due, of transfers already made and refunds already paid back, leased
   * for a minute (SKIP LOCKED) so two nodes never send one at once.
   */
  async claimDueReversals(now: Date, limit = 50): Promise<string[]> {
    const r = await rows<{ id: string }>(
      this.db,
      sql`with due as (
            select v.id from transfer_reversals v
            join transfers t on t.id = v.transfer_id
            join refunds r on r.id = v.refund_id
            where v.status = 'pending' and v.next_attempt_at <= ${now.toISOString()}::timestamptz
              and t.status in ('paid', 'reversed') and r.status = 'succeeded'
            order by v.next_attempt_at limit ${limit} for update of v skip locked)
          update transfer_reversals v set next_attempt_at = ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz from due
          where v.id = due.id returning v.id`,
    );
    return r.map((x) => x.id);
  }

  async refundStatus(refundId: string): Promise<string | undefined> {
    const [r] = await this.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refundId));
    return r?.status;
  }

  // ---------------------------------------------------------------- payouts

  /** Stores a payout as Stripe describes it, unless ours has gone further (PAYOUT_RANK). */
  async savePayout(tenantId: string, organizationId: string, p: ProviderPayout): Promise<void> {
    const values = {
      tenantId,
      organizationId,
      stripePayoutId: p.id,
      amountMinor: p.amountMinor,
      currency: p.currency,
      status: p.status,
      arrivalDate: p.arrivalDate,
      failureCode: p.failureCode,
      failureMessage: p.failureMessage,
      stripeCreatedAt: p.created,
    };
    await this.transaction(async (tx) => {
      const [cur] = await tx.select().from(payouts).where(eq(payouts.stripePayoutId, p.id)).for('update');
      if (!cur) return void (await tx.insert(payouts).values(values).onConflictDoNothing());
      if (PAYOUT_RANK[p.status] < PAYOUT_RANK[cur.status]) return;
      await tx.update(payouts).set({ ...values, updatedAt: new Date() }).where(eq(payouts.id, cur.id));
    });
  }

  // ---------------------------------------------------------------- what owners and administrators read

  /** The venue shares not transferred yet, per organisation and currency. */
  async held(tenantId: string, organizationIds: string[]): Promise<MoneySum[]> {
    if (!organizationIds.length) return [];
    return rows<MoneySum>(
      this.db,
      sql`select t.organization_id, t.currency, coalesce(sum(l.amount_minor), 0)::bigint::float8 as amount_minor
          from transfers t join ledger_entries l on l.payment_id = t.payment_id and l.kind = 'payout_due'
          where t.tenant_id = ${tenantId} and t.status in ('held', 'pending') and t.organization_id in (${sql.join(organizationIds.map((id) => sql`${id}::uuid`), sql`, `)})
          group by t.organization_id, t.currency order by t.currency`,
    );
  }

  /** The same per venue, for administrators (organisation, venue, currency). */
  async heldByVenue(tenantId: string, organizationIds: string[]): Promise<(MoneySum & { venue_id: string })[]> {
    if (!organizationIds.length) return [];
    return rows<MoneySum & { venue_id: string }>(
      this.db,
      sql`select t.organization_id, t.venue_id, t.currency, coalesce(sum(l.amount_minor), 0)::bigint::float8 as amount_minor
          from transfers t join ledger_entries l on l.payment_id = t.payment_id and l.kind = 'payout_due'
          where t.tenant_id = ${tenantId} and t.status in ('held', 'pending') and t.organization_id in (${sql.join(organizationIds.map((id) => sql`${id}::uuid`), sql`, `)})
          group by t.organization_id, t.venue_id, t.currency order by t.currency`,
    );
  }

  /** Held transfers Stripe refused at least once (the sweep tries them again): how many, and the latest reason, per organisation. */
  async refusedTransfers(tenantId: string, organizationIds: string[]): Promise<{ organization_id: string; count: number; last_error: string | null }[]> {
    if (!organizationIds.length) return [];
    return rows(
      this.db,
      sql`select organization_id, count(*)::int as count,
                 (array_agg(last_error order by updated_at desc))[1] as last_error
          from transfers
          where tenant_id = ${tenantId} and status = 'held' and attempts > 0 and organization_id in (${sql.join(organizationIds.map((id) => sql`${id}::uuid`), sql`, `)})
          group by organization_id`,
    );
  }

  /** What transfers made have left with the venues (less reversals), per organisation and currency. */
  async transferred(tenantId: string, organizationIds: string[]): Promise<MoneySum[]> {
    if (!organizationIds.length) return [];
    return rows<MoneySum>(
      this.db,
      sql`select organization_id, currency, sum(amount_minor - reversed_minor)::bigint::float8 as amount_minor from transfers
          where tenant_id = ${tenantId} and status in ('paid', 'reversed') and organization_id in (${sql.join(organizationIds.map((id) => sql`${id}::uuid`), sql`, `)})
          group by organization_id, currency order by currency`,
    );
  }

  /** Transfers made or being made, newest first, with their booking and venue. */
  async transfersPage(tenantId: string, organizationId: string, page: number, limit: number) {
    const where = and(eq(transfers.tenantId, tenantId), eq(transfers.organizationId, organizationId), inArray(transfers.status, ['pending', 'paid', 'reversed']));
    const [items, [count]] = await Promise.all([
      this.db
        .select({ transfer: transfers, reference: bookings.reference, venueName: venues.name })
        .from(transfers)
        .innerJoin(bookings, eq(bookings.id, transfers.bookingId))
        .innerJoin(venues, eq(venues.id, transfers.venueId))
        .where(where)
        .orderBy(desc(sql`coalesce(${transfers.transferredAt}, ${transfers.updatedAt})`), asc(transfers.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(transfers).where(where),
    ]);
    return { items, total: count?.n ?? 0 };
  }

  async payoutsPage(tenantId: string, organizationId: string, page: number, limit: number) {
    const where = and(eq(payouts.tenantId, tenantId), eq(payouts.organizationId, organizationId));
    const [items, [count]] = await Promise.all([
      this.db.select().from(payouts).where(where).orderBy(desc(payouts.stripeCreatedAt), asc(payouts.id)).limit(limit).offset((page - 1) * limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(where),
    ]);
    return { items, total: count?.n ?? 0 };
  }

  /** Organisations with venues, by name (administrators), with their venues and accounts. */
  async organisationsPage(tenantId: string, page: number, limit: number) {
    const hasVenues = sql`exists (select 1 from venues v where v.organization_id = ${organizations.id})`;
    const where = and(eq(organizations.tenantId, tenantId), hasVenues);
    const [orgs, [count]] = await Promise.all([
      this.db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(where).orderBy(asc(organizations.name), asc(organizations.id)).limit(limit).offset((page - 1) * limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(organizations).where(where),
    ]);
    const ids = orgs.map((o) => o.id);
    const [venueRows, accounts] = ids.length
      ? await Promise.all([
          this.db.select({ id: venues.id, name: venues.name, organizationId: venues.organizationId }).from(venues).where(and(isNotNull(venues.organizationId), inArray(venues.organizationId, ids))).orderBy(asc(venues.name)),
          this.db.select().from(connectAccounts).where(inArray(connectAccounts.organizationId, ids)),
        ])
      : [[], []];
    return { orgs, venues: venueRows, accounts, total: count?.n ?? 0 };
  }
}

function accountColumns(a: ConnectAccountState) {
  return {
    stripeAccountId: a.id,
    chargesEnabled: a.chargesEnabled,
    payoutsEnabled: a.payoutsEnabled,
    detailsSubmitted: a.detailsSubmitted,
    currentlyDue: a.currentlyDue,
    disabledReason: a.disabledReason,
  };
}
