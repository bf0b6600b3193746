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
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  intents: Map<string, { id: string; status: string; amount: number; currency: string; client_secret: string; metadata: Record<string, string>; transfer_data: { destination: string } | null; application_fee_amount: number | null }>;
  refunds: Map<string, { id: string; amount: number; payment_intent: string; status: string }>;
  behaviour: { refundStatus: 'succeeded' | 'pending' | 'failed' };
  close(): Promise<void>;
}

/** `webhook`: where (and with which secret) the outcome of a confirmation from the browser is sent, signed as Stripe signs it. */
export function startStripeStandIn(o?: { host?: string; port?: number; webhook?: { url: string; secret: string } | null }): Promise<StripeStandIn>;
