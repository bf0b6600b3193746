import { z } from 'zod';
import { safeString } from './common';
import { pageQuery } from './discovery';

// Stripe Connect payouts (docs/transactions.md "Payouts (Stripe Connect)"): each organisation's
// Express account, the venue's share of each paid booking held on the platform until that account
// is ready, the transfers made to it and Stripe's payouts to the venue's bank.

/**
 * Where an organisation's account stands: `not_configured` (this server has no Stripe keys), `none`
 * (onboarding not started), `onboarding` (details not submitted yet), `ready` (charges and payouts
 * enabled: held money flows), `restricted` (submitted, but Stripe needs more or disabled it).
 */
export const PAYOUT_ACCOUNT_STATES = ['not_configured', 'none', 'onboarding', 'ready', 'restricted'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

/**
 * A transfer of one payment's venue share: `held` (waiting for a ready account), `pending` (being
 * sent), `paid` (made), `reversed` (all of it taken back by refunds), `void` (nothing left to send:
 * refunded before it was made).
 */
export const TRANSFER_STATUSES = ['held', 'pending', 'paid', 'reversed', 'void'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Stripe's payout statuses (a payout from the connected account to the venue's bank). */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface MoneyAmount {
  currency: string;
  amount_minor: number;
}

export interface PayoutAccount {
  stripe_account_id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  /** What Stripe still needs (requirements.currently_due), e.g. `external_account`. */
  currently_due: string[];
  disabled_reason: string | null;
  updated_at: string;
}

export interface PayoutTransfer {
  _id: string;
  booking_id: string;
  booking_reference: string;
  venue: { _id: string; name: string };
  payment_id: string;
  status: TransferStatus;
  amount_minor: number;
  reversed_minor: number;
  currency: string;
  stripe_transfer_id: string | null;
  transferred_at: string | null;
  created_at: string;
}

export interface PayoutItem {
  _id: string;
  stripe_payout_id: string;
  status: PayoutStatus;
  amount_minor: number;
  currency: string;
  arrival_date: string | null;
  failure_code: string | null;
  failure_message: string | null;
  created_at: string;
}

/** GET /v1/owner/payouts: the organisation's account, what is held, transfers made and payouts (newest first, one page of each). */
export interface OwnerPayouts {
  state: PayoutAccountState;
  account: PayoutAccount | null;
  /** The venue's share of paid bookings not transferred yet, per currency. */
  held: MoneyAmount[];
  transfers: { data: PayoutTransfer[]; total: number };
  payouts: { data: PayoutItem[]; total: number };
  page: number;
  limit: number;
}

/** GET /v1/admin/payouts: one organisation, its venues, whether payouts can flow and what is held. */
export interface AdminPayoutRow {
  organization: { _id: string; name: string };
  /** Each venue with its share not transferred yet (the organisation's account receives it for all of them). */
  venues: { _id: string; name: string; held: MoneyAmount[] }[];
  state: PayoutAccountState;
  stripe_account_id: string | null;
  currently_due: string[];
  held: MoneyAmount[];
  transferred: MoneyAmount[];
  /** Held transfers Stripe refused at least once (the sweep tries them again), and the latest reason; null when none. */
  refused_transfers: { count: number; last_error: string | null } | null;
}

export const PAYOUT_LIMITS = { defaultLimit: 20, maxLimit: 100, returnPathMax: 200 } as const;

export const ownerPayoutsQuery = pageQuery(PAYOUT_LIMITS.defaultLimit, PAYOUT_LIMITS.maxLimit);
export type OwnerPayoutsQuery = z.input<typeof ownerPayoutsQuery>;
export const adminPayoutsQuery = pageQuery(PAYOUT_LIMITS.defaultLimit, PAYOUT_LIMITS.maxLimit);
export type AdminPayoutsQuery = z.input<typeof adminPayoutsQuery>;

/**
 * POST /v1/owner/payouts/onboarding: `return_path`, a page of this site to come back to from
 * Stripe (default `/{country}/payouts`); `?onboarding=return|refresh` is added to it.
 */
export const payoutOnboardingBody = z
  .object({
    return_path: safeString()
      .max(PAYOUT_LIMITS.returnPathMax, `Return path must be at most ${PAYOUT_LIMITS.returnPathMax} characters`)
      .regex(/^\/(?!\/)[A-Za-z0-9/_.-]*$/, 'Return path must be a path on this site, such as /sg/payouts (letters, digits, / _ . -, no query)')
      .optional(),
  })
  .strict();
export type PayoutOnboardingBody = z.input<typeof payoutOnboardingBody>;
