import { z } from 'zod';
import {
  adminRefundsQuery,
  bookingListQuery,
  bookingParams,
  cancelBookingBody,
  DOCUMENT_KINDS,
  extraChargeBody,
  PAYMENT_PROVIDERS,
  paymentAuthenticateBody,
  paymentConfirmBody,
  REVIEW_SIDES,
  reviewBody,
  type AdminRefund,
  type Booking,
  type BookingDocument,
  type BookingReview,
  type CancellationPreview,
  type CheckoutSession,
  type ExtraCharge,
  type Payment,
  type PaymentSettings,
  type Refund,
} from '../bookings';
import { objectId } from '../common';
import { CANCELLATION_POLICY_IDS } from '../discovery-lists';
import { BOOKING_STATUSES, EXTRA_CHARGE_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '../state-machines';
import { dataOf, errors, obj, pageOf, same } from './common';

// The payments and bookings modules' answers and routes (server/src/modules/payments, /bookings).

const iso = z.string();
const line = obj({ description: z.string(), quantity: z.number(), unit_amount_minor: z.number(), amount_minor: z.number() });
const taxLine = obj({ name: z.string(), rate_percent: z.number(), inclusive: z.boolean(), amount_minor: z.number() });

export const paymentAnswer = obj({
  _id: z.string(),
  kind: z.enum(['offer', 'extra_charge']),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount_minor: z.number(),
  currency: z.string(),
  enquiry_id: z.string(),
  offer_id: z.string().nullable(),
  extra_charge_id: z.string().nullable(),
  booking_id: z.string().nullable(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: iso,
  updated_at: iso,
});
same<z.infer<typeof paymentAnswer>, Payment>(true);

export const checkoutAnswer = obj({
  payment_id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  checkout_url: z.string().nullable(),
  client_secret: z.string().nullable(),
});
same<z.infer<typeof checkoutAnswer>, CheckoutSession>(true);

export const paymentSettingsAnswer = obj({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishable_key: z.string().nullable(),
});
same<z.infer<typeof paymentSettingsAnswer>, PaymentSettings>(true);

const documentAnswer = obj({
  _id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  path: z.string(),
  payment_id: z.string().nullable(),
  refund_id: z.string().nullable(),
  issued_at: iso,
});
same<z.infer<typeof documentAnswer>, BookingDocument>(true);

const refundAnswer = obj({
  _id: z.string(),
  payment_id: z.string(),
  amount_minor: z.number(),
  tax_minor: z.number(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  credit_note_number: z.string().nullable(),
  created_at: iso,
});
same<z.infer<typeof refundAnswer>, Refund>(true);

export const extraChargeAnswer = obj({
  _id: z.string(),
  booking_id: z.string(),
  status: z.enum(EXTRA_CHARGE_STATUSES),
  lines: z.array(line),
  taxes: z.array(taxLine),
  subtotal_minor: z.number(),
  total_minor: z.number(),
  currency: z.string(),
  note: z.string(),
  payment_id: z.string().nullable(),
  created_at: iso,
});
same<z.infer<typeof extraChargeAnswer>, ExtraCharge>(true);

export const bookingReviewAnswer = obj({
  _id: z.string(),
  side: z.enum(REVIEW_SIDES),
  rating: z.number(),
  text: z.string(),
  published: z.boolean(),
  created_at: iso,
});
same<z.infer<typeof bookingReviewAnswer>, BookingReview>(true);

export const bookingAnswer = obj({
  _id: z.string(),
  reference: z.string(),
  enquiry_id: z.string(),
  offer_id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  venue: obj({ _id: z.string(), name: z.string(), slug: z.string(), country: z.string(), time_zone: z.string(), address: z.string() }),
  space: obj({ _id: z.string(), name: z.string() }),
  customer: obj({ _id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string().nullable() }),
  start_at: iso,
  end_at: iso,
  guests: z.number(),
  lines: z.array(line),
  taxes: z.array(taxLine),
  currency: z.string(),
  subtotal_minor: z.number(),
  total_minor: z.number(),
  paid_minor: z.number(),
  refunded_minor: z.number(),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  refund_schedule: z.array(obj({ deadline: iso, percent: z.number(), refund_minor: z.number() })),
  cancelled_at: iso.nullable(),
  cancelled_by: z.enum(['customer', 'venue', 'admin', 'system']).nullable(),
  cancel_reason: z.string(),
  completed_at: iso.nullable(),
  documents: z.array(documentAnswer),
  refunds: z.array(refundAnswer),
  extra_charges: z.array(extraChargeAnswer),
  reviews: z.array(bookingReviewAnswer),
  review_until: iso.nullable(),
  my_side: z.enum(['customer', 'venue']),
  can: obj({ cancel: z.boolean(), review: z.boolean(), request_extra_charge: z.boolean() }),
  created_at: iso,
});
same<z.infer<typeof bookingAnswer>, Booking>(true);

export const cancellationPreviewAnswer = obj({
  refund_minor: z.number(),
  kept_minor: z.number(),
  currency: z.string(),
  rule: z.enum(['full', 'partial', 'none', 'venue_cancelled']),
  deadline: iso.nullable(),
});
same<z.infer<typeof cancellationPreviewAnswer>, CancellationPreview>(true);

export const adminRefundAnswer = obj({
  ...refundAnswer.shape,
  attempts: z.number(),
  last_error: z.string().nullable(),
  booking: obj({ _id: z.string(), reference: z.string(), enquiry_id: z.string() }).nullable(),
  venue: obj({ _id: z.string(), name: z.string() }),
  customer: obj({ _id: z.string(), email: z.string(), name: z.string() }),
  updated_at: iso,
});
same<z.infer<typeof adminRefundAnswer>, AdminRefund>(true);

const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const idParams = z.object({ id: objectId });
/** `Idempotency-Key`: a retry of the same call with the same key answers the same record. */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8, 'Idempotency-Key must be 8 to 255 characters').max(255, 'Idempotency-Key must be 8 to 255 characters').optional() });
const pdf = (what: string) => ({
  produces: ['application/pdf'],
  response: { 200: z.string().describe(`${what} as a PDF (issued once and stored; the same bytes every time)`), ...errors(403, 404, 409) },
});

export const paymentsApi = {
  settings: {
    tags: ['payments'],
    summary: "How this site takes payments: the provider and, for Stripe, its publishable key (the pay pages' page data)",
    response: { ...ok(paymentSettingsAnswer), ...errors() },
  },
  checkout: {
    tags: ['payments'],
    ...signedIn,
    summary: 'Start paying an accepted offer (the customer); a retry with the same Idempotency-Key answers the same payment',
    params: idParams,
    headers: idempotencyHeaders,
    response: { ...ok(checkoutAnswer), ...created(checkoutAnswer), ...errors(403, 404, 409) },
  },
  extraChargeCheckout: {
    tags: ['payments'],
    ...signedIn,
    summary: "Start paying a venue's extra charge (the customer)",
    params: idParams,
    headers: idempotencyHeaders,
    response: { ...ok(checkoutAnswer), ...created(checkoutAnswer), ...errors(403, 404, 409) },
  },
  get: { tags: ['payments'], ...signedIn, summary: 'A payment (the customer who pays it)', params: idParams, response: { ...ok(paymentAnswer), ...errors(404) } },
  confirm: {
    tags: ['payments'],
    ...signedIn,
    summary: "Pay with a card on the test provider's checkout: a declined card answers the failed payment with its code",
    params: idParams,
    body: paymentConfirmBody,
    response: { ...ok(paymentAnswer), ...errors(403, 404, 409) },
  },
  authenticate: {
    tags: ['payments'],
    ...signedIn,
    summary: "The test provider's stand-in for 3-D Secure: approve or fail the extra step",
    params: idParams,
    body: paymentAuthenticateBody,
    response: { ...ok(paymentAnswer), ...errors(403, 404, 409) },
  },
  stripeWebhook: {
    tags: ['payments'],
    summary: "Stripe's events, verified by the Stripe-Signature header; each event is applied once",
    security: [],
    response: { 200: obj({ received: z.literal(true) }), ...errors(503) },
  },
};

export const bookingsApi = {
  list: {
    tags: ['bookings'],
    ...signedIn,
    summary: "The caller's bookings (as=customer) or their team's (as=venue): upcoming ones first (soonest first), then past ones (latest first)",
    querystring: bookingListQuery,
    response: { ...ok(pageOf(bookingAnswer)), ...errors(403) },
  },
  get: { tags: ['bookings'], ...signedIn, summary: 'A booking, for its customer and its venue team', params: bookingParams, response: { ...ok(bookingAnswer), ...errors(404) } },
  calendar: {
    tags: ['bookings'],
    ...signedIn,
    summary: "The caller's bookings as an iCalendar file (as=customer or venue)",
    querystring: bookingListQuery,
    produces: ['text/calendar'],
    response: { 200: z.string().describe('An iCalendar (.ics) file'), ...errors(403) },
  },
  calendarOne: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'One booking as an iCalendar file, for its customer and its venue team (the booking page\'s "Add to calendar")',
    params: bookingParams,
    produces: ['text/calendar'],
    response: { 200: z.string().describe('An iCalendar (.ics) file with one event'), ...errors(404) },
  },
  invoice: { tags: ['bookings'], ...signedIn, summary: "The booking's tax invoice", params: bookingParams, ...pdf('The tax invoice') },
  receipt: { tags: ['bookings'], ...signedIn, summary: "The booking's payment receipt", params: bookingParams, ...pdf('The receipt') },
  document: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'Any document of the booking by its id (invoices and receipts of extra charges, credit notes)',
    params: z.object({ id: objectId, document: objectId }),
    ...pdf('The document'),
  },
  creditNote: { tags: ['bookings'], ...signedIn, summary: "A refund's credit note", params: idParams, ...pdf('The credit note') },
  cancellationPreview: {
    tags: ['bookings'],
    ...signedIn,
    summary: "What cancelling now refunds (the caller's side: the customer under the venue's policy, the venue always in full)",
    params: bookingParams,
    response: { ...ok(cancellationPreviewAnswer), ...errors(403, 404, 409) },
  },
  cancel: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'Cancel a confirmed booking; the refund equals the preview and is paid back with a credit note',
    params: bookingParams,
    body: cancelBookingBody,
    response: { ...ok(bookingAnswer), ...errors(403, 404, 409) },
  },
  requestExtraCharge: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'Ask the customer for extra charges on a confirmed booking (venue owners and admins)',
    params: bookingParams,
    body: extraChargeBody,
    response: { ...created(extraChargeAnswer), ...errors(403, 404, 409) },
  },
  extraChargeStep: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'Decline (the customer) or cancel (the venue) an extra charge that is not paid',
    params: idParams,
    response: { ...ok(extraChargeAnswer), ...errors(403, 404, 409) },
  },
  adminRefunds: {
    tags: ['admin'],
    ...signedIn,
    summary: 'Refunds by status (administrators): failed ones need a person to retry them',
    querystring: adminRefundsQuery,
    response: { ...ok(pageOf(adminRefundAnswer)), ...errors(403) },
  },
  adminRetryRefund: {
    tags: ['admin'],
    ...signedIn,
    summary: 'Send a failed refund to the provider again (administrators); 409 REFUND_<STATE> unless it failed',
    params: idParams,
    response: { ...ok(adminRefundAnswer), ...errors(403, 404, 409) },
  },
  review: {
    tags: ['bookings'],
    ...signedIn,
    summary: 'Review the other side after the event (within 14 days); published when both have written or the time is up',
    params: bookingParams,
    body: reviewBody,
    response: { ...created(bookingReviewAnswer), ...errors(403, 404, 409) },
  },
};
