import { z } from 'zod';
import { objectId, safeString, isoDate, type Page, isoDateTime } from './common';
import { EVENT_TYPE_KEYS, type CancellationPolicyId } from './discovery-lists';
import { pageQuery, type Photo } from './discovery';
import { ENQUIRY_STATUSES, type BookingRequestStatus, type EnquiryStatus, type OfferStatus } from './state-machines';

/*
 * Enquiries, their conversations, custom offers, booking requests and the phone-number exchange
 * (docs/transactions.md). Amounts are integers in the currency's minor units (`*_minor`), instants
 * are ISO 8601 (`*_at`), shown in the venue's time zone. Statuses and what may happen next come
 * from the state machines (state-machines.ts).
 */

/** Which side of a conversation the caller is on (a venue's team members are all `venue`). */
export type EnquirySide = 'customer' | 'venue';
export const MESSAGE_SIDES = ['customer', 'venue', 'system'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** A message that shows a record as a card in the chat. */
export const MESSAGE_CARD_KINDS = ['offer', 'booking_request', 'phone_request'] as const;
export type MessageCardKind = (typeof MESSAGE_CARD_KINDS)[number];

export const PHONE_REQUEST_STATUSES = ['requested', 'shared', 'declined'] as const;
export type PhoneRequestStatus = (typeof PHONE_REQUEST_STATUSES)[number];

export const ENQUIRY_LIMITS = {
  message: 5000,
  guests: 100_000,
  /** Venues one bulk enquiry goes to. */
  bulkVenues: 10,
  attachmentsPerMessage: 5,
  /** Bytes per attachment. */
  attachmentBytes: 10 * 1024 * 1024,
  offerLines: 30,
  lineDescription: 200,
  offerNote: 2000,
} as const;

/**
 * How far ahead and how long an event may be: an enquiry's date, a request to book's and an offer's
 * slot, an estimate's date (docs/adr/0091-booking-bounds.md). The guests of a request or
 * an offer are bounded by the space's largest layout, which only the server knows.
 */
export const EVENT_LIMITS = {
  /** The latest start, in days after today in the venue's time zone. */
  maxDaysAhead: 730,
  /** The longest slot a request to book or an offer holds, in days. */
  maxDays: 14,
} as const;

/**
 * The largest amount any figure of an offer, an extra charge or a payment may reach, in minor
 * units (about 10^13): every sum stays exact in a double. A total with its tax must fit too.
 */
export const MAX_AMOUNT_MINOR = 10_000_000_000_000;

/** Photos and PDFs; the server checks the bytes, not only the declared type. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export interface MessageAttachment {
  /** The storage key (the server's storage plugin); the URL is derived from it. */
  key: string;
  url: string;
  name: string;
  content_type: AttachmentType;
  size: number;
}

export interface PartyRef {
  _id: string;
  name: string;
  picture: string;
}

export interface EnquiryVenueRef {
  _id: string;
  slug: string;
  name: string;
  city: string;
  country: string;
  time_zone: string;
  currency: string | null;
  cancellation_policy: CancellationPolicyId;
  photo: Photo | null;
}

export interface Enquiry {
  _id: string;
  status: EnquiryStatus;
  /** The caller's side: what the state machine lets them do (`enquiryMachine.available(status, my_side)`). */
  my_side: EnquirySide;
  venue: EnquiryVenueRef;
  space: { _id: string; name: string } | null;
  customer: PartyRef;
  bulk_id: string | null;
  event_type: string;
  /** The event in the venue's calendar, as the customer typed it… */
  event_date: string;
  start_time: string;
  end_time: string;
  /** …and the instants it makes in the venue's time zone. */
  start_at: string;
  end_at: string;
  guests: number;
  last_message: { body: string; side: MessageSide; created_at: string } | null;
  last_message_at: string;
  /** Messages from the other side after the caller last read. */
  unread_count: number;
  /** When the other side last read (read receipts); null if never. */
  other_last_read_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EnquiryMessage {
  _id: string;
  enquiry_id: string;
  side: MessageSide;
  sender: PartyRef | null;
  body: string;
  attachments: MessageAttachment[];
  /** A card showing a record (its current state is read from the record itself). */
  card: { kind: MessageCardKind; id: string } | null;
  created_at: string;
}

/** A priced line of an offer: quantity × unit amount. */
export interface OfferLine {
  description: string;
  quantity: number;
  unit_amount_minor: number;
  amount_minor: number;
}

export interface OfferTaxLine {
  name: string;
  rate_percent: number;
  inclusive: boolean;
  amount_minor: number;
}

/** Cancelling before `deadline` refunds `percent` (`refund_minor`) under the venue's policy. */
export interface RefundStep {
  deadline: string;
  percent: number;
  refund_minor: number;
}

export interface CustomOffer {
  _id: string;
  enquiry_id: string;
  status: OfferStatus;
  version: number;
  /** The version this one replaced, and the one that replaced it (superseded when set). */
  supersedes_id: string | null;
  superseded_by_id: string | null;
  venue: { _id: string; name: string; time_zone: string };
  space: { _id: string; name: string };
  start_at: string;
  end_at: string;
  guests: number;
  lines: OfferLine[];
  currency: string;
  subtotal_minor: number;
  taxes: OfferTaxLine[];
  total_minor: number;
  cancellation_policy: CancellationPolicyId;
  refund_schedule: RefundStep[];
  expires_at: string;
  note: string;
  booking_request_id: string | null;
  /** Booked instantly by the customer at the listed price (docs/adr/0101-instant-book.md): no conversation came before it. */
  instant: boolean;
  created_at: string;
  updated_at: string;
}

export interface BookingRequest {
  _id: string;
  enquiry_id: string;
  status: BookingRequestStatus;
  space: { _id: string; name: string };
  start_at: string;
  end_at: string;
  guests: number;
  /** The venue must answer before this (48 hours after the request). */
  expires_at: string;
  /** The offer at the listed price, once accepted. */
  offer_id: string | null;
  created_at: string;
}

export interface PhoneRequest {
  _id: string;
  enquiry_id: string;
  /** The side that asked. */
  side: EnquirySide;
  status: PhoneRequestStatus;
  /** The number, once shared (E.164). */
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export type EnquiryPage = Page<Enquiry>;

// ------------------------------------------------------------------ request bodies

const id = (label: string) => safeString({ message: `${label} is required` }).uuid(`${label} must be a valid id`);
const clock = (label: string) =>
  safeString({ message: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 09:30`);

/** The event an enquiry is about; the server checks the date is not in the past in the venue's zone. */
const eventFields = {
  event_type: z.enum(EVENT_TYPE_KEYS, { message: 'Choose an event type' }),
  event_date: isoDate,
  start_time: clock('Start time'),
  end_time: clock('End time'),
  guests: z
    .number({ message: 'Guests must be a number' })
    .int('Guests must be a whole number')
    .min(1, 'At least 1 guest')
    .max(ENQUIRY_LIMITS.guests, `At most ${ENQUIRY_LIMITS.guests} guests`),
  message: safeString({ message: 'Message is required' })
    .trim()
    .min(1, 'Write a message to the venue')
    .max(ENQUIRY_LIMITS.message, `Message must be at most ${ENQUIRY_LIMITS.message} characters`),
};

const endAfterStart = (b: { start_time: string; end_time: string }) => b.end_time > b.start_time;
const endAfterStartIssue = { path: ['end_time'], message: 'End time must be after the start time' };

/** POST /v1/enquiries. */
export const enquiryBody = z
  .object({ venue_id: id('Venue'), space_id: id('Space').optional(), ...eventFields })
  .strict()
  .refine(endAfterStart, endAfterStartIssue);
export type EnquiryBody = z.input<typeof enquiryBody>;

/** POST /v1/enquiries/bulk: a favourites folder's venues, or a list; one enquiry per venue. */
export const bulkEnquiryBody = z
  .object({
    folder_id: id('Folder').optional(),
    venue_ids: z
      .array(id('Venue'))
      .min(1, 'Choose at least one venue')
      .max(ENQUIRY_LIMITS.bulkVenues, `At most ${ENQUIRY_LIMITS.bulkVenues} venues at once`)
      .optional(),
    ...eventFields,
  })
  .strict()
  .refine((b) => (b.folder_id === undefined) !== (b.venue_ids === undefined), { path: ['venue_ids'], message: 'Choose a folder or a list of venues' })
  .refine(endAfterStart, endAfterStartIssue);
export type BulkEnquiryBody = z.input<typeof bulkEnquiryBody>;

/** A slot of a space: the instants (ISO 8601 with offset) and the guests. */
const slotFields = {
  space_id: id('Space'),
  start_at: isoDateTime('Start must be a date and time', 'Start'),
  end_at: isoDateTime('End must be a date and time', 'End'),
  guests: eventFields.guests,
};
const endAtAfterStartAt = (b: { start_at: string; end_at: string }) => Date.parse(b.end_at) > Date.parse(b.start_at);
const endAtIssue = { path: ['end_at'], message: 'End must be after the start' };
const notTooLong = (b: { start_at: string; end_at: string }) => Date.parse(b.end_at) - Date.parse(b.start_at) <= EVENT_LIMITS.maxDays * 86_400_000;
const tooLongIssue = { path: ['end_at'], message: `A booking lasts at most ${EVENT_LIMITS.maxDays} days` };

export const offerLineBody = z
  .object({
    description: safeString({ message: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(ENQUIRY_LIMITS.lineDescription, `Description must be at most ${ENQUIRY_LIMITS.lineDescription} characters`),
    quantity: z.number({ message: 'Quantity must be a number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(10_000, 'Quantity must be at most 10000'),
    unit_amount_minor: z.number({ message: 'Price must be a number' }).int('Price must be in whole minor units').min(0, 'Price cannot be negative').max(1_000_000_000_000, 'Price is too large'),
  })
  .strict();

/** An offer or an extra charge must ask for something: a line may be free, not the whole (a payment of 0 would confirm a booking). */
export const linesPriced = (b: { lines: readonly { quantity: number; unit_amount_minor: number }[] }): boolean => b.lines.some((l) => l.quantity * l.unit_amount_minor > 0);
export const LINES_PRICED_MESSAGE = 'The total must be more than zero: give at least one line a price';
/** zod's refine takes its params over (a shared object loses `message`): a new one each time. */
export const linesPricedIssue = () => ({ path: ['lines'], message: LINES_PRICED_MESSAGE });

/** POST /v1/enquiries/{id}/offers and PATCH /v1/offers/{id} (a new version). The server prices it. */
export const offerBody = z
  .object({
    ...slotFields,
    lines: z.array(offerLineBody).min(1, 'Add at least one line').max(ENQUIRY_LIMITS.offerLines, `At most ${ENQUIRY_LIMITS.offerLines} lines`),
    expires_at: isoDateTime('Expiry must be a date and time', 'Expiry'),
    note: safeString().trim().max(ENQUIRY_LIMITS.offerNote, `Note must be at most ${ENQUIRY_LIMITS.offerNote} characters`).default(''),
  })
  .strict()
  .refine(endAtAfterStartAt, endAtIssue)
  .refine(notTooLong, tooLongIssue)
  .refine(linesPriced, linesPricedIssue());
export type OfferBody = z.input<typeof offerBody>;

/** POST /v1/enquiries/{id}/booking-requests: the listed price applies. */
export const bookingRequestBody = z.object(slotFields).strict().refine(endAtAfterStartAt, endAtIssue).refine(notTooLong, tooLongIssue);
export type BookingRequestBody = z.input<typeof bookingRequestBody>;

export const enquiryParams = z.object({ id: objectId });

/** GET /v1/enquiries: the caller's conversations, newest activity first (archived ones only when asked for). */
export const enquiryListQuery = pageQuery(20, 50)
  .extend({
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ENQUIRY_STATUSES, { message: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional()),
    type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(EVENT_TYPE_KEYS, { message: 'Choose a known event type' }).optional()),
    q: z.preprocess((v) => (v === '' ? undefined : v), safeString().trim().max(100, 'Search text must be at most 100 characters').optional()),
  })
  .strict();
export type EnquiryListQuery = z.input<typeof enquiryListQuery>;

/** GET /v1/enquiries/{id}/messages: newest first, `before` a message id for the page before it. */
export const messagesQuery = z
  .object({
    before: z.preprocess((v) => (v === '' ? undefined : v), objectId.optional()),
    limit: z.coerce.number({ message: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(30),
  })
  .strict();
export type MessagesQuery = z.input<typeof messagesQuery>;

/** POST /v1/enquiries/{id}/messages. (Attachments: the table holds them; uploading them is not built yet.) */

/** An uploaded file to attach: the key its upload answered, and the name to show. */
export const attachmentRef = z
  .object({
    key: safeString({ message: 'Attachment key is required' }).min(1, 'Attachment key is required').max(300, 'Not an attachment key'),
    name: safeString({ message: 'Attachment name is required' }).trim().min(1, 'Attachment name is required').max(200, 'Attachment name must be at most 200 characters'),
  })
  .strict();

export const messageBody = z
  .object({
    body: safeString({ message: 'Write a message' })
      .trim()
      .max(ENQUIRY_LIMITS.message, `Message must be at most ${ENQUIRY_LIMITS.message} characters`)
      .default(''),
    attachments: z.array(attachmentRef).max(ENQUIRY_LIMITS.attachmentsPerMessage, `At most ${ENQUIRY_LIMITS.attachmentsPerMessage} attachments per message`).default([]),
  })
  .strict()
  .refine((b) => b.body.length > 0 || b.attachments.length > 0, { path: ['body'], message: 'Write a message or attach a file' });
export type MessageBody = z.input<typeof messageBody>;

export { ATTACHMENT_FIELD, ENQUIRY_PAYMENT_PAGES } from './enquiry-pages';

export const ENQUIRY_STEPS = ['close', 'reopen', 'archive', 'unarchive'] as const;
export type EnquiryStep = (typeof ENQUIRY_STEPS)[number];
