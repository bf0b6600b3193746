import type { AdminPayoutRow, MoneyAmount, OwnerPayouts, PayoutAccountState, PayoutOnboardingBody } from '@venues/contracts';
import type { ConnectAccountRow, PayoutRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { ConnectApi, ProviderPayout } from '../../payments/provider';
import type { AuthUser } from '../../types';
import type { MoneySum, PayoutRepository } from './repository';
import { isReady, type PayoutLog, type Transfers } from './transfers';

const iso = (d: Date) => d.toISOString();
/** Payouts read from Stripe on a refresh (the newest; older ones came by webhook). */
const PAYOUTS_READ = 20;

/** Where an organisation's account stands (contracts' PAYOUT_ACCOUNT_STATES). */
export function accountState(configured: boolean, a: ConnectAccountRow | undefined): PayoutAccountState {
  if (!configured) return 'not_configured';
  if (!a) return 'none';
  if (isReady(a)) return 'ready';
  return a.detailsSubmitted ? 'restricted' : 'onboarding';
}

const notConfigured = () => new AppError('PROVIDER_NOT_CONFIGURED', 'Payouts need Stripe: this server has no Stripe keys, so venues cannot connect an account yet', { provider: 'stripe' });
const sums = (list: MoneySum[], org: string): MoneyAmount[] => list.filter((s) => s.organization_id === org && Number(s.amount_minor) !== 0).map((s) => ({ currency: s.currency, amount_minor: Number(s.amount_minor) }));

/**
 * The owner area's payouts (docs/transactions.md "Payouts (Stripe Connect)"): the organisation's
 * Express account and its onboarding, what is held and what was transferred and paid out; the
 * webhook's news of accounts and payouts; the administrators' list. The routes check the team
 * permission; here the caller's organisation scopes everything.
 */
export class PayoutService {
  constructor(
    private readonly repo: PayoutRepository,
    private readonly connect: ConnectApi | null,
    private readonly transfers: Transfers,
    private readonly publicUrl: string,
    private readonly log: PayoutLog,
  ) {}

  private org(user: AuthUser): string {
    const org = user.row.organizationId;
    if (!org) throw notFound('Organisation');
    return org;
  }

  async view(user: AuthUser, q: { page: number; limit: number }): Promise<OwnerPayouts> {
    const org = this.org(user);
    const account = await this.repo.accountOf(user.tenantId, org);
    const [held, transfers, payouts] = await Promise.all([this.repo.held(user.tenantId, [org]), this.repo.transfersPage(user.tenantId, org, q.page, q.limit), this.repo.payoutsPage(user.tenantId, org, q.page, q.limit)]);
    return {
      state: accountState(!!this.connect, account),
      account: account
        ? {
            stripe_account_id: account.stripeAccountId,
            charges_enabled: account.chargesEnabled,
            payouts_enabled: account.payoutsEnabled,
            details_submitted: account.detailsSubmitted,
            currently_due: account.currentlyDue,
            disabled_reason: account.disabledReason,
            updated_at: iso(account.updatedAt),
          }
        : null,
      held: sums(held, org),
      transfers: {
        total: transfers.total,
        data: transfers.items.map(({ transfer: t, reference, venueName }) => ({
          _id: t.id,
          booking_id: t.bookingId,
          booking_reference: reference,
          venue: { _id: t.venueId, name: venueName },
          payment_id: t.paymentId,
          status: t.status,
          amount_minor: t.amountMinor,
          reversed_minor: t.reversedMinor,
          currency: t.currency,
          stripe_transfer_id: t.stripeTransferId,
          transferred_at: t.transferredAt ? iso(t.transferredAt) : null,
          created_at: iso(t.createdAt),
        })),
      },
      payouts: { total: payouts.total, data: payouts.items.map(toPayout) },
      page: q.page,
      limit: q.limit,
    };
  }

  /**
   * Opens the organisation's Express account (once: the idempotency key is the organisation's, and
   * a concurrent call stores the same account) and answers a fresh onboarding link; Stripe sends the
   * browser back to `return_path` (default `/{country}/payouts`) with `?onboarding=return`, or
   * `refresh` when the link expired.
   */
  async startOnboarding(user: AuthUser, body: PayoutOnboardingBody): Promise<{ url: string }> {
    const connect = this.connect;
    if (!connect) throw notConfigured();
    const org = this.org(user);
    const contact = await this.repo.organisationContact(user.tenantId, org);
    let account = await this.repo.accountOf(user.tenantId, org);
    if (!account) {
      const made = await connect.createAccount({ country: contact.country, email: contact.email, organizationId: org, idempotencyKey: `connect-account-${org}` });
      account = await this.repo.insertAccount(user.tenantId, org, made);
    }
    const back = `${this.publicUrl}${body.return_path ?? `/${contact.country}/payouts`}`;
    const url = await connect.accountLink({ account: account.stripeAccountId, refreshUrl: `${back}?onboarding=refresh`, returnUrl: `${back}?onboarding=return` });
    return { url };
  }

  /** Reads the account and its latest payouts from Stripe again (the page's return from onboarding); a ready account releases what is held. */
  async refresh(user: AuthUser, q: { page: number; limit: number }): Promise<OwnerPayouts> {
    const connect = this.connect;
    if (!connect) throw notConfigured();
    const org = this.org(user);
    const account = await this.repo.accountOf(user.tenantId, org);
    if (!account) throw new AppError('CONFLICT', 'Start the Stripe onboarding first: there is no account to refresh yet');
    await this.accountUpdated(account.stripeAccountId);
    for (const p of await connect.payouts(account.stripeAccountId, PAYOUTS_READ)) await this.repo.savePayout(user.tenantId, org, p);
    return this.view(user, q);
  }

  /**
   * Stripe says an account changed (account.updated, or a refresh): its state is read from Stripe
   * now, so events out of order cannot bring an old state back; a ready account releases its
   * organisation's held transfers. False when the account is not one of ours.
   */
  async accountUpdated(stripeAccountId: string, now = new Date()): Promise<boolean> {
    if (!this.connect || !(await this.repo.accountByStripeId(stripeAccountId))) return false;
    const row = (await this.repo.updateAccount(await this.connect.account(stripeAccountId)))!;
    if (isReady(row)) {
      const sent = await this.transfers.release(row.organizationId, now);
      if (sent) this.log.info({ organization: row.organizationId, transfers: sent }, 'account ready: held transfers released');
    }
    return true;
  }

  /** payout.* on a connected account: stored for its organisation. False when the account is not one of ours. */
  async payoutChanged(stripeAccountId: string, p: ProviderPayout): Promise<boolean> {
    const a = await this.repo.accountByStripeId(stripeAccountId);
    if (!a) return false;
    await this.repo.savePayout(a.tenantId, a.organizationId, p);
    return true;
  }

  /** Administrators: each organisation with venues, whether payouts can flow, held and transferred money. */
  async forAdmins(user: AuthUser, q: { page: number; limit: number }): Promise<{ data: AdminPayoutRow[]; page: number; limit: number; total: number }> {
    const { orgs, venues, accounts, total } = await this.repo.organisationsPage(user.tenantId, q.page, q.limit);
    const ids = orgs.map((o) => o.id);
    const [held, heldByVenue, transferred, refused] = await Promise.all([
      this.repo.held(user.tenantId, ids),
      this.repo.heldByVenue(user.tenantId, ids),
      this.repo.transferred(user.tenantId, ids),
      this.repo.refusedTransfers(user.tenantId, ids),
    ]);
    const data = orgs.map((o) => {
      const a = accounts.find((x) => x.organizationId === o.id);
      return {
        organization: { _id: o.id, name: o.name },
        venues: venues
          .filter((v) => v.organizationId === o.id)
          .map((v) => ({ _id: v.id, name: v.name, held: sums(heldByVenue.filter((h) => h.venue_id === v.id), o.id) })),
        state: accountState(!!this.connect, a),
        stripe_account_id: a?.stripeAccountId ?? null,
        currently_due: a?.currentlyDue ?? [],
        held: sums(held, o.id),
        transferred: sums(transferred, o.id),
        refused_transfers: ((r) => (r ? { count: r.count, last_error: r.last_error } : null))(refused.find((r) => r.organization_id === o.id)),
      };
    });
    return { data, page: q.page, limit: q.limit, total };
  }
}

function toPayout(p: PayoutRow) {
  return {
    _id: p.id,
    stripe_payout_id: p.stripePayoutId,
    status: p.status,
    amount_minor: p.amountMinor,
    currency: p.currency,
    arrival_date: p.arrivalDate ? iso(p.arrivalDate) : null,
    failure_code: p.failureCode,
    failure_message: p.failureMessage,
    created_at: iso(p.stripeCreatedAt),
  };
}
