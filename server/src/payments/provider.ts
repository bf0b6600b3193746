import { TEST_CARDS, type PaymentProviderName } from '@venues/contracts';

/**
 * What the payments module asks of a payment provider (docs/transactions.md "Payments"). Two
 * implementations: the built-in test provider (the embedded default, with our checkout page) and
 * Stripe (PaymentIntents, Connect), chosen when its keys are set. Every call that creates
 * something carries an idempotency key, so a retry never creates a second one.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the provider's payment (a PaymentIntent) for `amountMinor`. */
  createIntent(p: IntentRequest): Promise<ProviderIntent>;
  /** Pays back `amountMinor` of a succeeded payment. */
  refund(p: RefundRequest): Promise<ProviderRefund>;
  /**
   * Where the provider's payment stands now (the sweep settles a payment whose result a stopped
   * node never applied). Null for the test provider: its answer is recorded on our payment row.
   */
  intentState(ref: string): Promise<IntentState | null>;
  /** Stripe Connect (accounts, transfers, payouts); null for the test provider, whose money never leaves our tables. */
  readonly connect: ConnectApi | null;
}

/** A provider's payment as our payment's machine reads it: `open` = nothing to apply (not confirmed yet, cancelled). */
export interface IntentState {
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'open';
  /** With `failed`: the decline code (`insufficient_funds`) and the provider's message. */
  failureCode: string | null;
  failureMessage: string | null;
}

export interface IntentRequest {
  paymentId: string;
  amountMinor: number;
  currency: string;
  description: string;
  idempotencyKey: string;
  /**
   * Groups the charge with the transfer of the venue's share made later (the payment's id): the
   * charge stays on the platform until the venue's account is ready (docs/transactions.md "Payouts").
   */
  transferGroup: string;
}

export interface ProviderIntent {
  ref: string;
  clientSecret: string | null;
}

export interface RefundRequest {
  paymentRef: string;
  amountMinor: number;
  idempotencyKey: string;
  /** Test provider only: the card was 4000 0000 0000 5126, whose refunds fail. */
  refundFails: boolean;
}

export interface ProviderRefund {
  ref: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  error: string | null;
}

/** A connected account as our tables keep it (Stripe's Account object, read). */
export interface ConnectAccountState {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  currentlyDue: string[];
  disabledReason: string | null;
}

/** A payout from a connected account to its bank (Stripe's Payout object, read). */
export interface ProviderPayout {
  id: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
  arrivalDate: Date | null;
  failureCode: string | null;
  failureMessage: string | null;
  created: Date;
}

/**
 * A call that moves money between accounts: made (`ref`), or refused for good (`error`: a new
 * attempt needs a new idempotency key). An unknown outcome (network) is thrown: retried with the same key.
 */
export type MoneyMove = { ok: true; ref: string } | { ok: false; error: string };

/**
 * Stripe Connect with separate charges and transfers: Express accounts and their onboarding links,
 * a transfer per paid payment and its reversals, and the account's payouts.
 */
export interface ConnectApi {
  createAccount(p: { country: string; email: string; organizationId: string; idempotencyKey: string }): Promise<ConnectAccountState>;
  account(id: string): Promise<ConnectAccountState>;
  /** A one-time link to Stripe's hosted onboarding (`account_onboarding`). */
  accountLink(p: { account: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  /** The charge a payment's PaymentIntent made (a transfer's `source_transaction`), or null. */
  chargeOf(paymentRef: string): Promise<string | null>;
  transfer(p: { amountMinor: number; currency: string; destination: string; transferGroup: string; sourceCharge: string | null; idempotencyKey: string; metadata: Record<string, string> }): Promise<MoneyMove>;
  reverse(p: { transferRef: string; amountMinor: number; idempotencyKey: string; metadata: Record<string, string> }): Promise<MoneyMove>;
  /** The account's latest payouts (newest first). */
  payouts(account: string, limit: number): Promise<ProviderPayout[]>;
}

export type TestCardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS] | 'unknown_card';
/** What a test payment's claim recorded (payments.test_outcome): the card's outcome, or the 3-D Secure stand-in's. */
export type TestOutcome = TestCardOutcome | 'authentication_failed';

/** The Luhn checksum every card number carries: a mistyped digit is caught before anything is charged. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the test provider does with a card number (the public test numbers; any other is declined). */
export function testCardOutcome(digits: string): TestCardOutcome {
  return (TEST_CARDS as Record<string, TestCardOutcome>)[digits] ?? 'unknown_card';
}
