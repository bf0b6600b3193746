export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, any>;
  idempotencyKey: string | null;
  auth: string;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  intents: Map<string, { id: string; amount: number; currency: string; client_secret: string; metadata: Record<string, string>; transfer_data: { destination: string } | null; application_fee_amount: number | null }>;
  refunds: Map<string, { id: string; amount: number; payment_intent: string; status: string }>;
  behaviour: { refundStatus: 'succeeded' | 'pending' | 'failed' };
  close(): Promise<void>;
}

export function startStripeStandIn(o?: { host?: string; port?: number }): Promise<StripeStandIn>;
