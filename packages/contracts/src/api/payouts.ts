import { z } from 'zod';
import {
  adminPayoutsQuery,
  ownerPayoutsQuery,
  PAYOUT_ACCOUNT_STATES,
  PAYOUT_STATUSES,
  payoutOnboardingBody,
  TRANSFER_STATUSES,
  type AdminPayoutRow,
  type MoneyAmount,
  type OwnerPayouts,
  type PayoutAccount,
  type PayoutItem,
  type PayoutTransfer,
} from '../payouts';
import { dataOf, errors, obj, pageOf, same } from './common';

// The payouts module's answers and routes (server/src/modules/payouts, docs/transactions.md
// "Payouts (Stripe Connect)").

const iso = z.string();
const moneyAmount = obj({ currency: z.string(), amount_minor: z.number() });
same<z.infer<typeof moneyAmount>, MoneyAmount>(true);

export const payoutAccountAnswer = obj({
  stripe_account_id: z.string(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  currently_due: z.array(z.string()),
  disabled_reason: z.string().nullable(),
  updated_at: iso,
});
same<z.infer<typeof payoutAccountAnswer>, PayoutAccount>(true);

export const payoutTransferAnswer = obj({
  _id: z.string(),
  booking_id: z.string(),
  booking_reference: z.string(),
  venue: obj({ _id: z.string(), name: z.string() }),
  payment_id: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  amount_minor: z.number(),
  reversed_minor: z.number(),
  currency: z.string(),
  stripe_transfer_id: z.string().nullable(),
  transferred_at: iso.nullable(),
  created_at: iso,
});
same<z.infer<typeof payoutTransferAnswer>, PayoutTransfer>(true);

export const payoutItemAnswer = obj({
  _id: z.string(),
  stripe_payout_id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  amount_minor: z.number(),
  currency: z.string(),
  arrival_date: iso.nullable(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: iso,
});
same<z.infer<typeof payoutItemAnswer>, PayoutItem>(true);

export const ownerPayoutsAnswer = obj({
  state: z.enum(PAYOUT_ACCOUNT_STATES),
  account: payoutAccountAnswer.nullable(),
  held: z.array(moneyAmount),
  transfers: obj({ data: z.array(payoutTransferAnswer), total: z.number().int() }),
  payouts: obj({ data: z.array(payoutItemAnswer), total: z.number().int() }),
  page: z.number().int(),
  limit: z.number().int(),
});
same<z.infer<typeof ownerPayoutsAnswer>, OwnerPayouts>(true);

export const adminPayoutRowAnswer = obj({
  organization: obj({ _id: z.string(), name: z.string() }),
  venues: z.array(obj({ _id: z.string(), name: z.string(), held: z.array(moneyAmount) })),
  state: z.enum(PAYOUT_ACCOUNT_STATES),
  stripe_account_id: z.string().nullable(),
  currently_due: z.array(z.string()),
  held: z.array(moneyAmount),
  transferred: z.array(moneyAmount),
  refused_transfers: obj({ count: z.number().int(), last_error: z.string().nullable() }).nullable(),
});
same<z.infer<typeof adminPayoutRowAnswer>, AdminPayoutRow>(true);

const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });

export const payoutsApi = {
  get: {
    tags: ['owner'],
    ...signedIn,
    summary:
      "The organisation's Stripe account for payouts (owners and venue admins): its state (not_configured without Stripe, none, onboarding, ready, restricted), what Stripe still needs, the amount held, and one page of transfers and payouts, newest first",
    querystring: ownerPayoutsQuery,
    response: { ...ok(ownerPayoutsAnswer), ...errors(403) },
  },
  onboarding: {
    tags: ['owner'],
    ...signedIn,
    summary:
      "Starts or resumes Stripe onboarding (owners and venue admins): creates the organisation's Express account once, then answers a Stripe account link to send the browser to; 503 PROVIDER_NOT_CONFIGURED without Stripe",
    body: payoutOnboardingBody,
    response: { ...ok(obj({ url: z.string() })), ...errors(403, 503) },
  },
  refresh: {
    tags: ['owner'],
    ...signedIn,
    summary: "Reads the organisation's account (and its latest payouts) from Stripe again, e.g. on return from onboarding, and answers like GET; 409 CONFLICT before onboarding started, 503 without Stripe",
    response: { ...ok(ownerPayoutsAnswer), ...errors(403, 409, 503) },
  },
  admin: {
    tags: ['admin'],
    ...signedIn,
    summary: 'Every organisation with its venues: whether payouts can flow (its Stripe account state) and how much is held or was transferred (administrators with payments.read)',
    querystring: adminPayoutsQuery,
    response: { ...ok(pageOf(adminPayoutRowAnswer)), ...errors(403) },
  },
};
