import type { AdminPayoutRow, DataEnvelope, OwnerPayouts, Page, PageParams, PayoutOnboardingBody } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { pageParams, unwrap } from './unwrap';

// The payouts module of the server (server/src/modules/payouts, docs/transactions.md "Payouts
// (Stripe Connect)"): the owner area's Stripe account (owners and venue admins) and the
// administrators' list (payments.read).

export const ownerPayoutsApi = {
  /** The account's state, what Stripe still needs, what is held, and one page of transfers and of payouts. */
  async get(query: PageParams = {}): Promise<OwnerPayouts> {
    return unwrap(await http.get<DataEnvelope<OwnerPayouts>>('/v1/owner/payouts', { params: pageParams(query) }));
  },
  /** Stripe's hosted onboarding to send the browser to; 503 PROVIDER_NOT_CONFIGURED without Stripe. */
  async startOnboarding(body: PayoutOnboardingBody = {}): Promise<{ url: string }> {
    return unwrap(await http.post<DataEnvelope<{ url: string }>>('/v1/owner/payouts/onboarding', body));
  },
  /** Reads the account from Stripe again (back from onboarding); answers like `get` (first page). */
  async refresh(): Promise<OwnerPayouts> {
    return unwrap(await http.post<DataEnvelope<OwnerPayouts>>('/v1/owner/payouts/refresh', {}));
  },
};

export const adminPayoutsApi = {
  /** Every organisation with venues: its account's state and what is held or was transferred. */
  async list(query: PageParams = {}): Promise<Page<AdminPayoutRow>> {
    return unwrap(await http.get<DataEnvelope<Page<AdminPayoutRow>>>('/v1/admin/payouts', { params: pageParams(query) }));
  },
};
