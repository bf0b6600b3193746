import { z } from 'zod';
import { objectId, safeString, isoDateTime } from './common';
import type { CancellationPolicyId } from './discovery-lists';
import { ENQUIRY_LIMITS, linesPriced, linesPricedIssue, offerLineBody, type OfferLine, type OfferTaxLine, type RefundStep } from './enquiries';
import { pageQuery } from './discovery';
import { BOOKING_STATUSES, REFUND_STATUSES, type BookingStatus, type ExtraChargeStatus, type PaymentStatus, type RefundStatus } from './state-machines';

// Payments, bookings, documents, refunds, extra charges and reviews (docs/transactions.md).
// Amounts are integers in the currency's minor units (`*_minor`), computed by the server only.

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The built-in test provider follows the card industry's public test numbers (Stripe's list):
 * what each does on our checkout. Any other valid number is declined as an unknown test card.
 */
export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
  /** Succeeds, but any refund of it fails (retried, then shown to administrators). */
  '4000000000005126': 'refund_fails',
} as const;

/** Why a payment failed, as the provider says it (Stripe's decline codes). */
export const PAYMENT_FAILURE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined. Try another card, or ask your bank why.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  authentication_failed: 'The bank could not confirm it was you. Try again or use another card.',
  expired_card: 'Your card has expired. Check the expiry date or use another card.',
  incorrect_cvc: "Your card's security code is incorrect.",
  slot_taken: 'The time was booked by someone else while you paid: your payment is refunded in full.',
  charge_withdrawn: 'The extra charges were withdrawn while you paid: your payment is refunded in full.',
  interrupted: 'The payment was interrupted before your bank answered; nothing was charged. Try again.',
};

export interface Payment {
  _id: string;
  kind: 'offer' | 'extra_charge';
  status: PaymentStatus;
  provider: PaymentProviderName;
  amount_minor: number;
  currency: string;
  enquiry_id: string;
  offer_id: string | null;
  extra_charge_id: string | null;
  booking_id: string | null;
  /** Shown with a failed payment: a provider's code (`card_declined`) and what to do. */
  failure_code: string | null;
  failure_message: string | null;
  /** The card's last four digits once one was submitted. */
  card_last4: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /v1/offers/{id}/checkout and /v1/extra-charges/{id}/checkout. */
export interface CheckoutSession {
  payment_id: string;
  provider: PaymentProviderName;
  status: PaymentStatus;
  /** The test provider's checkout page (ours). */
  checkout_url: string | null;
  /** Stripe: the PaymentIntent's client secret, for Stripe.js in the browser. */
  client_secret: string | null;
}

/**
 * GET /v1/payments/settings: how this site takes payments, for the pay pages (inlined in their
 * page data). Stripe's publishable key is public by design; nothing secret is here.
 */
export interface PaymentSettings {
  provider: PaymentProviderName;
  /** Stripe's publishable key (pk_…) when payments run on Stripe; null with the test provider. */
  publishable_key: string | null;
}

const cardDigits = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

/** POST /v1/payments/{id}/confirm (test provider): the card. */
export const paymentConfirmBody = z
  .object({
    card_number: z.preprocess(cardDigits, z.string({ message: 'Card number is required' }).regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
    exp_month: z.number({ message: 'Expiry month must be a number' }).int('Expiry month must be a whole number').min(1, 'Expiry month must be 1 to 12').max(12, 'Expiry month must be 1 to 12'),
    exp_year: z.number({ message: 'Expiry year must be a number' }).int('Expiry year must be a whole number').min(2000, 'Expiry year must have four digits').max(2100, 'Expiry year is too far away'),
    cvc: z.string({ message: 'Security code is required' }).regex(/^\d{3,4}$/, 'Security code must be 3 or 4 digits'),
  })
  .strict();
export type PaymentConfirmBody = z.input<typeof paymentConfirmBody>;

/** POST /v1/payments/{id}/authenticate: the test provider's stand-in for 3-D Secure. */
export const paymentAuthenticateBody = z.object({ outcome: z.enum(['approve', 'fail'], { message: 'Outcome must be approve or fail' }) }).strict();
export type PaymentAuthenticateBody = z.input<typeof paymentAuthenticateBody>;

export const DOCUMENT_KINDS = ['invoice', 'receipt', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The numbers' prefixes: INV-SG-2026-000001. */
export const DOCUMENT_PREFIXES: Record<DocumentKind, string> = { invoice: 'INV', receipt: 'RCT', credit_note: 'CN' };

export interface BookingDocument {
  _id: string;
  kind: DocumentKind;
  number: string;
  /** The PDF (signed in: the API path under /api/v1). */
  path: string;
  payment_id: string | null;
  refund_id: string | null;
  issued_at: string;
}

export interface Refund {
  _id: string;
  payment_id: string;
  amount_minor: number;
  tax_minor: number;
  currency: string;
  status: RefundStatus;
  /** customer_cancelled, venue_cancelled, slot_taken, admin */
  reason: string;
  credit_note_number: string | null;
  created_at: string;
}

export interface ExtraCharge {
  _id: string;
  booking_id: string;
  status: ExtraChargeStatus;
  lines: OfferLine[];
  taxes: OfferTaxLine[];
  subtotal_minor: number;
  total_minor: number;
  currency: string;
  note: string;
  payment_id: string | null;
  created_at: string;
}

export const REVIEW_SIDES = ['customer', 'venue'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

export interface BookingReview {
  _id: string;
  /** Who wrote it: the customer about the venue, or the venue about the customer. */
  side: ReviewSide;
  rating: number;
  text: string;
  published: boolean;
  created_at: string;
}

/** Who cancelled a booking. */
export type CancelledBy = 'customer' | 'venue' | 'admin' | 'system';

export interface Booking {
  _id: string;
  /** BK-… a short reference people can read out on the phone. */
  reference: string;
  enquiry_id: string;
  offer_id: string;
  status: BookingStatus;
  venue: { _id: string; name: string; slug: string; country: string; time_zone: string; address: string };
  space: { _id: string; name: string };
  /** `email`: the customer's own, and the venue's owners and admins; null for venue members (docs/permissions.md). */
  customer: { _id: string; first_name: string; last_name: string; email: string | null };
  start_at: string;
  end_at: string;
  guests: number;
  lines: OfferLine[];
  taxes: OfferTaxLine[];
  currency: string;
  subtotal_minor: number;
  total_minor: number;
  /** What the customer paid in all (the booking and paid extra charges) and what was refunded. */
  paid_minor: number;
  refunded_minor: number;
  cancellation_policy: CancellationPolicyId;
  refund_schedule: RefundStep[];
  cancelled_at: string | null;
  cancelled_by: CancelledBy | null;
  cancel_reason: string;
  completed_at: string | null;
  documents: BookingDocument[];
  refunds: Refund[];
  extra_charges: ExtraCharge[];
  /** The caller's own review and, once published, the other side's. */
  reviews: BookingReview[];
  /** Until when each side may review (14 days after the end); null before the event. */
  review_until: string | null;
  /** The caller's side of the booking. */
  my_side: 'customer' | 'venue';
  /** Which steps the caller may take now. */
  can: { cancel: boolean; review: boolean; request_extra_charge: boolean };
  created_at: string;
}

/** GET /v1/bookings/{id}/cancellation-preview: exactly what cancelling now refunds. */
export interface CancellationPreview {
  refund_minor: number;
  kept_minor: number;
  currency: string;
  /** full | partial | none (the customer's policy), venue_cancelled (always full). */
  rule: 'full' | 'partial' | 'none' | 'venue_cancelled';
  /** When the current rule ends (ISO 8601); null when nothing changes any more. */
  deadline: string | null;
}

/** Days each side has after the event to review the other. */
export const REVIEW_WINDOW_DAYS = 14;

export const BOOKING_LIMITS = { cancelReason: 1000, reviewText: 2000, extraChargeNote: 2000 } as const;

export const bookingListQuery = pageQuery(20, 50)
  .extend({
    as: z.enum(['customer', 'venue'], { message: 'As must be customer or venue' }).default('customer'),
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BOOKING_STATUSES, { message: `Status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional()),
    from: z.preprocess((v) => (v === '' ? undefined : v), isoDateTime('From must be a date and time', 'From').optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), isoDateTime('To must be a date and time', 'To').optional()),
    /** The bookings of one conversation. */
    enquiry_id: z.preprocess((v) => (v === '' ? undefined : v), objectId.optional()),
  })
  .strict();
export type BookingListQuery = z.input<typeof bookingListQuery>;

export const cancelBookingBody = z
  .object({
    reason: safeString().trim().max(BOOKING_LIMITS.cancelReason, `Reason must be at most ${BOOKING_LIMITS.cancelReason} characters`).default(''),
  })
  .strict();
export type CancelBookingBody = z.input<typeof cancelBookingBody>;

export const extraChargeBody = z
  .object({
    lines: z.array(offerLineBody).min(1, 'Add at least one line').max(ENQUIRY_LIMITS.offerLines, `At most ${ENQUIRY_LIMITS.offerLines} lines`),
    note: safeString().trim().max(BOOKING_LIMITS.extraChargeNote, `Note must be at most ${BOOKING_LIMITS.extraChargeNote} characters`).default(''),
  })
  .strict()
  .refine(linesPriced, linesPricedIssue());
export type ExtraChargeBody = z.input<typeof extraChargeBody>;

export const reviewBody = z
  .object({
    rating: z.number({ message: 'Rating must be a number' }).int('Rating must be a whole number of stars').min(1, 'Rating must be 1 to 5 stars').max(5, 'Rating must be 1 to 5 stars'),
    text: safeString({ message: 'Review is required' })
      .trim()
      .min(1, 'Write a few words about your experience')
      .max(BOOKING_LIMITS.reviewText, `Review must be at most ${BOOKING_LIMITS.reviewText} characters`),
  })
  .strict();
export type ReviewBody = z.input<typeof reviewBody>;

export const bookingParams = z.object({ id: objectId });

/** A refund as administrators see it: the payments that need a person (the administrators' refunds page). */
export interface AdminRefund extends Refund {
  attempts: number;
  last_error: string | null;
  booking: { _id: string; reference: string; enquiry_id: string } | null;
  venue: { _id: string; name: string };
  customer: { _id: string; email: string; name: string };
  updated_at: string;
}

/** Why a payment was refunded (refunds.reason). `slot_taken`: paid while someone else booked the time (docs/transactions.md). */
export const REFUND_REASONS = ['customer_cancelled', 'venue_cancelled', 'admin_cancelled', 'slot_taken'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * GET /v1/admin/refunds: newest change first. Without `status` and `reason`, the failed ones (they
 * need a person); with `reason` alone, every status of that reason (e.g. `slot_taken`: payments
 * refunded because their slot was taken, for a person to follow up with the customer).
 */
export const adminRefundsQuery = pageQuery(20, 100)
  .extend({
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REFUND_STATUSES, { message: `Status must be one of ${REFUND_STATUSES.join(', ')}` }).optional()),
    reason: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REFUND_REASONS, { message: `Reason must be one of ${REFUND_REASONS.join(', ')}` }).optional()),
  })
  .strict();
export type AdminRefundsQuery = z.input<typeof adminRefundsQuery>;
