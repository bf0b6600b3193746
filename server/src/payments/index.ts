import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import type { PaymentProvider } from './provider';
import { stripeClient, stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

// The payment provider an app uses (docs/transactions.md "Payments"): Stripe when its keys are
// set, else the built-in test provider. Shared by the bookings module (refunds) and the payments
// module (checkout, webhooks); one per configuration.

export type { PaymentProvider } from './provider';

const chosen = new WeakMap<AppConfig, { provider: PaymentProvider; stripe: Stripe | null }>();

export function paymentProvider(config: AppConfig): { provider: PaymentProvider; stripe: Stripe | null } {
  let c = chosen.get(config);
  if (!c) {
    const stripe = config.stripe ? stripeClient(config.stripe) : null;
    c = { provider: stripe ? stripeProvider(stripe) : testProvider, stripe };
    chosen.set(config, c);
  }
  return c;
}
