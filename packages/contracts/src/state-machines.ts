/**
 * The state machines of the transaction records (docs/transactions.md): one definition per record,
 * used by the server to enforce a step and by the client to show what may be done next.
 * Plain data and small functions, no zod: cheap to import on any page.
 *
 * A step (event) names the states it leaves, the state it reaches and who may take it. The server
 * answers an event that is not allowed from the current state with 409 and a code naming that state
 * (`OFFER_EXPIRED`), and an event the caller may not take with 403.
 */
import { LISTING_STATUSES, type ListingStatus } from './discovery-lists';

/** Who takes a step: the customer, the venue's team, an administrator, or the server itself (timers, payments). */
export type Actor = 'customer' | 'venue' | 'admin' | 'system';

export interface StepDef<S extends string> {
  from: readonly S[];
  to: S;
  by: readonly Actor[];
}

export interface MachineDef<S extends string, E extends string> {
  /** Upper-case name used in error codes, e.g. OFFER → OFFER_EXPIRED. */
  code: string;
  initial: S;
  states: readonly S[];
  /** States no step leaves. */
  final: readonly S[];
  steps: Record<E, StepDef<S>>;
}

export type StepCheck<S extends string> =
  | { ok: true; to: S }
  /** The step is not possible from this state: 409 with `code` (e.g. OFFER_EXPIRED). */
  | { ok: false; reason: 'state'; code: string }
  /** The step is possible from this state, but not by this actor: 403. */
  | { ok: false; reason: 'actor'; code: 'FORBIDDEN' };

export interface Machine<S extends string, E extends string> extends MachineDef<S, E> {
  events: readonly E[];
  /** The error code an illegal step from `state` answers with. */
  stateCode(state: S): string;
  check(state: S, event: E, actor: Actor): StepCheck<S>;
  /** The events `actor` may take from `state`, in definition order (what the client offers). */
  available(state: S, actor: Actor): E[];
}

const upper = (s: string) => s.toUpperCase();

export function defineMachine<const S extends string, const E extends string>(def: MachineDef<S, E>): Machine<S, E> {
  const events = Object.keys(def.steps) as E[];
  const stateCode = (state: S) => `${def.code}_${upper(state)}`;
  return {
    ...def,
    events,
    stateCode,
    check(state, event, actor) {
      const step = def.steps[event];
      if (!step || !step.from.includes(state)) return { ok: false, reason: 'state', code: stateCode(state) };
      if (!step.by.includes(actor)) return { ok: false, reason: 'actor', code: 'FORBIDDEN' };
      return { ok: true, to: step.to };
    },
    available(state, actor) {
      return events.filter((e) => def.steps[e].from.includes(state) && def.steps[e].by.includes(actor));
    },
  };
}

/** Every 409 code a machine can answer with: `<CODE>_<STATE>` for each state. */
export function stateErrorCodes(m: Pick<MachineDef<string, string>, 'code' | 'states'>): string[] {
  return m.states.map((s) => `${m.code}_${upper(s)}`);
}

// ── Enquiries, custom offers, booking requests ────────────────────────────────────────

export const ENQUIRY_STATUSES = ['open', 'offer_sent', 'booked', 'closed', 'archived'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * An enquiry is one conversation between a customer and a venue. It follows its offers: a pending
 * offer makes it `offer_sent`, the last one settling without payment returns it to `open`, a paid
 * offer makes it `booked`. Closing withdraws pending offers; only a closed or booked enquiry is archived.
 */
export const enquiryMachine = defineMachine({
  code: 'ENQUIRY',
  initial: 'open',
  states: ENQUIRY_STATUSES,
  final: [],
  steps: {
    send_offer: { from: ['open', 'offer_sent'], to: 'offer_sent', by: ['venue'] },
    offers_settled: { from: ['offer_sent'], to: 'open', by: ['system'] },
    book: { from: ['open', 'offer_sent'], to: 'booked', by: ['system'] },
    booking_cancelled: { from: ['booked'], to: 'open', by: ['system'] },
    close: { from: ['open', 'offer_sent'], to: 'closed', by: ['customer', 'venue'] },
    reopen: { from: ['closed'], to: 'open', by: ['customer', 'venue'] },
    archive: { from: ['closed', 'booked'], to: 'archived', by: ['customer', 'venue'] },
    unarchive: { from: ['archived'], to: 'closed', by: ['customer', 'venue'] },
  },
});

export const OFFER_STATUSES = ['pending', 'updated', 'accepted', 'declined', 'cancelled', 'expired', 'paid'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * A custom offer holds its slot while `pending` or `accepted`. Updating one keeps the old version as
 * `updated` (superseded) and starts a new `pending` version. Payment moves `accepted` to `paid`.
 */
export const offerMachine = defineMachine({
  code: 'OFFER',
  initial: 'pending',
  states: OFFER_STATUSES,
  final: ['updated', 'declined', 'cancelled', 'paid'],
  steps: {
    accept: { from: ['pending'], to: 'accepted', by: ['customer'] },
    decline: { from: ['pending'], to: 'declined', by: ['customer'] },
    supersede: { from: ['pending'], to: 'updated', by: ['venue'] },
    cancel: { from: ['pending', 'accepted'], to: 'cancelled', by: ['venue'] },
    expire: { from: ['pending', 'accepted'], to: 'expired', by: ['system'] },
    // A payment begun before the offer expired may succeed after; it books only if the slot is still free.
    pay: { from: ['accepted', 'expired'], to: 'paid', by: ['system'] },
  },
});

/** Offer states that hold the slot (a `hold` space block exists). */
export const OFFER_HOLDING_STATUSES: readonly OfferStatus[] = ['pending', 'accepted'];

export const BOOKING_REQUEST_STATUSES = ['requested', 'accepted', 'declined', 'expired'] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

/** Request to book at the listed price: the venue answers within 48 hours; accepting creates an offer. */
export const bookingRequestMachine = defineMachine({
  code: 'BOOKING_REQUEST',
  initial: 'requested',
  states: BOOKING_REQUEST_STATUSES,
  final: ['accepted', 'declined', 'expired'],
  steps: {
    accept: { from: ['requested'], to: 'accepted', by: ['venue'] },
    decline: { from: ['requested'], to: 'declined', by: ['venue'] },
    expire: { from: ['requested'], to: 'expired', by: ['system'] },
  },
});

/** How long the venue has to answer a booking request. */
export const BOOKING_REQUEST_TTL_HOURS = 48;

// ── Payments, bookings, refunds, extra charges ────────────────────────────────────────

export const PAYMENT_STATUSES = [
  'requires_payment',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment of an offer or an extra charge. A failed attempt may be retried with another card. */
export const paymentMachine = defineMachine({
  code: 'PAYMENT',
  initial: 'requires_payment',
  states: PAYMENT_STATUSES,
  final: ['refunded'],
  steps: {
    // The customer submits a card on our checkout; with Stripe the card is confirmed in the browser and a webhook reports it (system).
    submit: { from: ['requires_payment'], to: 'processing', by: ['customer', 'system'] },
    require_action: { from: ['processing'], to: 'requires_action', by: ['system'] },
    confirm_action: { from: ['requires_action'], to: 'processing', by: ['customer', 'system'] },
    succeed: { from: ['processing'], to: 'succeeded', by: ['system'] },
    fail: { from: ['processing', 'requires_action'], to: 'failed', by: ['system'] },
    retry: { from: ['failed'], to: 'requires_payment', by: ['customer', 'system'] },
    refund_part: { from: ['succeeded', 'partially_refunded'], to: 'partially_refunded', by: ['system'] },
    refund_all: { from: ['succeeded', 'partially_refunded'], to: 'refunded', by: ['system'] },
  },
});

export const BOOKING_STATUSES = ['confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A confirmed booking is completed by the scheduler at its end, or cancelled by either side first. */
export const bookingMachine = defineMachine({
  code: 'BOOKING',
  initial: 'confirmed',
  states: BOOKING_STATUSES,
  final: ['completed', 'cancelled'],
  steps: {
    complete: { from: ['confirmed'], to: 'completed', by: ['system'] },
    cancel: { from: ['confirmed'], to: 'cancelled', by: ['customer', 'venue', 'admin', 'system'] },
  },
});

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Refunds are retried until they succeed; one that keeps failing is shown to administrators to retry. */
export const refundMachine = defineMachine({
  code: 'REFUND',
  initial: 'pending',
  states: REFUND_STATUSES,
  final: ['succeeded'],
  steps: {
    succeed: { from: ['pending'], to: 'succeeded', by: ['system'] },
    fail: { from: ['pending'], to: 'failed', by: ['system'] },
    retry: { from: ['failed'], to: 'pending', by: ['system', 'admin'] },
  },
});

export const EXTRA_CHARGE_STATUSES = ['requested', 'paid', 'declined', 'cancelled'] as const;
export type ExtraChargeStatus = (typeof EXTRA_CHARGE_STATUSES)[number];

/** Extra charges the venue asks for on a booking; the customer pays or declines them. */
export const extraChargeMachine = defineMachine({
  code: 'EXTRA_CHARGE',
  initial: 'requested',
  states: EXTRA_CHARGE_STATUSES,
  final: ['paid', 'declined', 'cancelled'],
  steps: {
    pay: { from: ['requested'], to: 'paid', by: ['system'] },
    decline: { from: ['requested'], to: 'declined', by: ['customer'] },
    cancel: { from: ['requested'], to: 'cancelled', by: ['venue'] },
  },
});

// ── Venues (docs/owner-venues.md) ─────────────────────────────────────────────────────

/** A venue's statuses: the listing statuses of docs/spec.md §4. */
export const VENUE_STATUSES = LISTING_STATUSES;
export type VenueStatus = ListingStatus;

/**
 * A venue is drafted by its team, submitted for approval, published or rejected by an administrator.
 * A rejected venue is fixed and submitted again. A published venue is archived by its team (off the
 * site, kept for its bookings), and an archived one restored to a draft, to be submitted and approved
 * again. A change of name or address of a published venue sends it back for approval (`resubmit`).
 * Any venue may be put up for deletion by its owner; an administrator then removes it.
 * Editing a venue is not a step: the team may edit it in every status but for_deletion and suspended.
 */
export const venueMachine = defineMachine({
  code: 'VENUE',
  initial: 'draft',
  states: VENUE_STATUSES,
  final: ['for_deletion'],
  steps: {
    submit: { from: ['draft', 'rejected'], to: 'for_approval', by: ['venue'] },
    resubmit: { from: ['published'], to: 'for_approval', by: ['venue'] },
    approve: { from: ['for_approval'], to: 'published', by: ['admin'] },
    reject: { from: ['for_approval'], to: 'rejected', by: ['admin'] },
    suspend: { from: ['published'], to: 'suspended', by: ['admin'] },
    unsuspend: { from: ['suspended'], to: 'published', by: ['admin'] },
    archive: { from: ['published'], to: 'archived', by: ['venue'] },
    restore: { from: ['archived'], to: 'draft', by: ['venue'] },
    request_deletion: { from: ['draft', 'for_approval', 'published', 'rejected', 'suspended', 'archived'], to: 'for_deletion', by: ['venue'] },
  },
});
export type VenueEvent = (typeof venueMachine.events)[number];

/** Statuses in which the venue's team may edit the venue and its spaces. */
export const VENUE_EDITABLE_STATUSES: readonly VenueStatus[] = ['draft', 'for_approval', 'published', 'rejected', 'archived'];

export const TRANSACTION_MACHINES = {
  enquiry: enquiryMachine,
  offer: offerMachine,
  bookingRequest: bookingRequestMachine,
  payment: paymentMachine,
  booking: bookingMachine,
  refund: refundMachine,
  extraCharge: extraChargeMachine,
  venue: venueMachine,
} as const;

/** A 409 code naming the state a step was refused in (`OFFER_EXPIRED`). */
export type StateErrorCode =
  | `ENQUIRY_${Uppercase<EnquiryStatus>}`
  | `OFFER_${Uppercase<OfferStatus>}`
  | `BOOKING_REQUEST_${Uppercase<BookingRequestStatus>}`
  | `PAYMENT_${Uppercase<PaymentStatus>}`
  | `BOOKING_${Uppercase<BookingStatus>}`
  | `REFUND_${Uppercase<RefundStatus>}`
  | `EXTRA_CHARGE_${Uppercase<ExtraChargeStatus>}`
  | `VENUE_${Uppercase<VenueStatus>}`;

/** Every 409 code the transaction machines answer with (the table test checks it against StateErrorCode). */
export const STATE_ERROR_CODES = Object.values(TRANSACTION_MACHINES).flatMap(stateErrorCodes) as StateErrorCode[];
