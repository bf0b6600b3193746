export interface StandInParams {
  [key: string]: string | StandInParams;
}

export interface StandInRequest {
  method: string;
  path: string;
  /** The form body, nested keys as objects (`metadata[payment_id]` → `{ metadata: { payment_id } }`). */
  params: { [key: string]: string | StandInParams } & Record<string, unknown> & { metadata?: Record<string, string>; transfer_data?: Record<string, string> };
  idempotencyKey: string | null;
  auth: string;
  /** The Stripe-Account header: a call made on a connected account. */
  account: string | null;
}

export interface StandInAccount {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; eventually_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
}

export interface StandInPayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
  arrival_date: number;
  failure_code: string | null;
  failure_message: string | null;
  created: number;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  intents: Map<string, { id: string; status: string; amount: number; currency: string; client_secret: string; metadata: Record<string, string>; transfer_data: { destination: string } | null; transfer_group: string | null; application_fee_amount: number | null; latest_charge: string | null }>;
  refunds: Map<string, { id: string; amount: number; payment_intent: string; status: string }>;
  accounts: Map<string, StandInAccount>;
  transfers: Map<string, { id: string; amount: number; amount_reversed: number; currency: string; destination: string; source_transaction: string | null; transfer_group: string | null; reversed: boolean; metadata: Record<string, string> }>;
  payouts: Map<string, StandInPayout[]>;
  /** refundStatus: the next refunds' status; transferError: transfers are refused with this message while set. */
  behaviour: { refundStatus: 'succeeded' | 'pending' | 'failed'; transferError: string | null };
  /** What onboarding (or Stripe's review) did to an account. */
  setAccount(accountId: string, state: 'ready' | 'restricted' | 'onboarding'): StandInAccount;
  /** A payout Stripe made from a connected account. */
  addPayout(accountId: string, p?: Partial<StandInPayout>): StandInPayout;
  close(): Promise<void>;
}

/** `webhook`: where (and with which secret) the outcome of a confirmation from the browser is sent, signed as Stripe signs it. */
export function startStripeStandIn(o?: { host?: string; port?: number; webhook?: { url: string; secret: string } | null }): Promise<StripeStandIn>;
