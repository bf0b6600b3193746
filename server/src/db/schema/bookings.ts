// Payments, bookings, refunds, extra charges, issued documents, the ledger and booking reviews.
// The records and their rules: docs/transactions.md. Statuses come from the state
// machines in @venues/contracts; amounts are integers in the currency's minor units.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  DOCUMENT_KINDS,
  EXTRA_CHARGE_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  REVIEW_SIDES,
  type OfferLine,
  type OfferTaxLine,
} from '@venues/contracts';
import { created, ts, updated } from './columns';
import { organizations, tenants, users } from './core';
import { reviews, spaces, venues } from './discovery';
import { customOffers, enquiries } from './enquiries';

const money = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const POLICIES = ['flexible', 'moderate', 'strict'] as const;

/** One payment of an accepted offer or an extra charge; a failed attempt is retried on the same row. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['offer', 'extra_charge'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('requires_payment'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id (Stripe's PaymentIntent `pi_…`, the test provider's `test_pi_…`). */
    providerRef: text('provider_ref'),
    /** Stripe's client secret, for Stripe.js in the customer's browser. */
    clientSecret: text('client_secret'),
    enquiryId: uuid('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => customOffers.id, { onDelete: 'cascade' }),
    extraChargeId: uuid('extra_charge_id').references((): AnyPgColumn => extraCharges.id, { onDelete: 'cascade' }),
    /** The booking this payment made (an offer) or belongs to (an extra charge). */
    bookingId: uuid('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    taxMinor: money('tax_minor').notNull(),
    /** The customer's Idempotency-Key of the checkout call that created it. */
    idempotencyKey: text('idempotency_key'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    cardLast4: text('card_last4'),
    /** The test provider's card 4000 0000 0000 5126: the payment succeeds, its refunds fail. */
    refundFails: boolean('refund_fails').notNull().default(false),
    /**
     * The test provider's answer, recorded with the claim (requires_payment → processing): a node
     * that stops before applying it leaves it here for the sweep (PaymentService.settleStranded).
     */
    testOutcome: text('test_outcome'),
    /**
     * Set while a payment's result is in flight (the test card claimed, a Stripe event being
     * applied): past this instant the sweep settles it from the provider's state, so a node that
     * stopped mid-way leaves nothing stuck. Null once settled.
     */
    settleAfter: ts('settle_after'),
    succeededAt: ts('succeeded_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // One payment per offer and per extra charge: a second checkout answers the first (never charged twice).
    uniqueIndex('payments_offer_uq').on(t.offerId).where(sql`${t.offerId} is not null`),
    uniqueIndex('payments_extra_charge_uq').on(t.extraChargeId).where(sql`${t.extraChargeId} is not null`),
    uniqueIndex('payments_idempotency_uq').on(t.tenantId, t.customerId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef).where(sql`${t.providerRef} is not null`),
    index('payments_settle_idx').on(t.settleAfter).where(sql`${t.settleAfter} is not null`),
    check('payments_target_ck', sql`(${t.kind} = 'offer') = (${t.offerId} is not null) and (${t.kind} = 'extra_charge') = (${t.extraChargeId} is not null)`),
    check('payments_amounts_ck', sql`${t.amountMinor} >= 0 and ${t.taxMinor} >= 0`),
  ],
);

/** A paid offer: the space is booked (a space_blocks row of kind `booking` points here). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** BK-XXXXXXXX, unique per tenant: what people read out on the phone. */
    reference: text('reference').notNull(),
    enquiryId: uuid('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').notNull().references(() => customOffers.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull().references((): AnyPgColumn => payments.id),
    customerId: uuid('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    guests: integer('guests').notNull(),
    lines: jsonb('lines').$type<OfferLine[]>().notNull(),
    taxes: jsonb('taxes').$type<OfferTaxLine[]>().notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    taxMinor: money('tax_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    /** The platform's service fee kept from the venue's payout. */
    feeMinor: money('fee_minor').notNull(),
    cancellationPolicy: text('cancellation_policy', { enum: POLICIES }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: ['customer', 'venue', 'admin', 'system'] }),
    cancelReason: text('cancel_reason').notNull().default(''),
    completedAt: ts('completed_at'),
    /** Set when the reviews were published (both written, or the window closed). */
    reviewsPublishedAt: ts('reviews_published_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('bookings_offer_uq').on(t.offerId),
    uniqueIndex('bookings_reference_uq').on(t.tenantId, t.reference),
    index('bookings_customer_idx').on(t.customerId, t.startAt),
    index('bookings_org_idx').on(t.organizationId, t.startAt),
    index('bookings_due_idx').on(t.endAt).where(sql`${t.status} = 'confirmed'`),
    check('bookings_times_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** Money paid back; retried until the provider succeeds, then shown to administrators if it keeps failing. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    taxMinor: money('tax_minor').notNull(),
    /** The part of the platform's fee given back (the fee is kept only on what the venue keeps). */
    feeMinor: money('fee_minor').notNull().default(0),
    /** customer_cancelled, venue_cancelled, admin_cancelled, slot_taken */
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // A payment is refunded once per cause (one cancellation, one lost slot).
    uniqueIndex('refunds_payment_reason_uq').on(t.paymentId, t.reason),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('refunds_amounts_ck', sql`${t.amountMinor} > 0 and ${t.taxMinor} >= 0 and ${t.feeMinor} >= 0`),
  ],
);

/** Extra charges the venue asks for on a booking (priced by the money module like an offer). */
export const extraCharges = pgTable(
  'extra_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<OfferLine[]>().notNull(),
    taxes: jsonb('taxes').$type<OfferTaxLine[]>().notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: EXTRA_CHARGE_STATUSES }).notNull().default('requested'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('extra_charges_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Invoices, receipts and credit notes: numbered without gaps, the PDF stored once issued. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** INV-SG-2026-000001 */
    number: text('number').notNull(),
    country: text('country').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    pdf: bytea('pdf').notNull(),
    issuedAt: ts('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('documents_number_uq').on(t.tenantId, t.kind, t.country, t.year, t.seq),
    uniqueIndex('documents_payment_uq').on(t.paymentId, t.kind).where(sql`${t.paymentId} is not null`),
    uniqueIndex('documents_refund_uq').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('documents_booking_idx').on(t.bookingId),
  ],
);

/** The last number issued per tenant, kind, storefront and year; taken in the document's own transaction (no gaps). */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    country: text('country').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.country, t.year] })],
);

export const LEDGER_KINDS = ['charge', 'fee', 'tax', 'refund', 'payout_due'] as const;

/**
 * One row per money movement, signed from the venue's side: a charge (+ what the customer paid),
 * the platform's fee (−), the tax the charge contains (for the tax report), a refund (−) and the
 * payout due to the venue (+ charge − fee, − refund + fee given back). The owner's sales page sums it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_org_idx').on(t.organizationId, t.occurredAt), index('ledger_venue_idx').on(t.venueId, t.occurredAt)],
);

/** Reviews after the event, one per side; double-blind until both are written or the window closes. */
export const bookingReviews = pgTable(
  'booking_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    side: text('side', { enum: REVIEW_SIDES }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    publishedAt: ts('published_at'),
    /** The customer's review, once published, as the venue's public review. */
    venueReviewId: uuid('venue_review_id').references(() => reviews.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('booking_reviews_side_uq').on(t.bookingId, t.side), check('booking_reviews_rating_ck', sql`${t.rating} between 1 and 5`)],
);

/** Provider events already applied (Stripe delivers at least once): the event id is claimed first. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: created(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type PaymentRow = typeof payments.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ExtraChargeRow = typeof extraCharges.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type BookingReviewRow = typeof bookingReviews.$inferSelect;

/** Where a booking move stands: open until the other side accepts or declines it, or its proposer withdraws it. */
export const BOOKING_MOVE_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;

/**
 * A proposal to move a booking to another date and time of the same space (docs/adr/0113-moving-a-booking.md).
 * It holds nothing: the booking keeps its slot until the other side accepts, when the booking's block
 * is moved in one transaction. At most one open proposal per booking (partial unique index).
 */
export const bookingMoves = pgTable(
  'booking_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    proposedBySide: text('proposed_by_side', { enum: ['customer', 'venue'] }).notNull(),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The slot the booking had when proposed, and the one proposed (instants; the venue's zone gives the local times). */
    fromStartAt: ts('from_start_at').notNull(),
    fromEndAt: ts('from_end_at').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** The listed price of the old and the new slot (the estimate's, null when on request), whose difference is charged or refunded. */
    currency: text('currency').notNull(),
    fromSubtotalMinor: money('from_subtotal_minor'),
    fromTaxMinor: money('from_tax_minor'),
    fromTotalMinor: money('from_total_minor'),
    toSubtotalMinor: money('to_subtotal_minor'),
    toTaxMinor: money('to_tax_minor'),
    toTotalMinor: money('to_total_minor'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: BOOKING_MOVE_STATUSES }).notNull().default('proposed'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    /** What the accepted move wrote: the extra charge of a dearer slot, or the refund of a cheaper one. */
    extraChargeId: uuid('extra_charge_id').references(() => extraCharges.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('booking_moves_open_uq').on(t.bookingId).where(sql`${t.status} = 'proposed'`),
    index('booking_moves_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_moves_times_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);
export type BookingMoveRow = typeof bookingMoves.$inferSelect;
