// Enquiries, their messages, custom offers, booking requests and phone-number requests.
// The records and their rules: docs/transactions.md. Statuses come from the state machines in
// @venues/contracts; amounts are integers in the currency's minor units (bigint columns read as numbers).
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOOKING_REQUEST_STATUSES,
  ENQUIRY_STATUSES,
  MESSAGE_CARD_KINDS,
  MESSAGE_SIDES,
  OFFER_STATUSES,
  PHONE_REQUEST_STATUSES,
  type MessageAttachment,
  type OfferLine,
  type OfferTaxLine,
} from '@venues/contracts';
import { created, ts, updated } from './columns';
import { organizations, tenants, users } from './core';
import { spaces, venues } from './discovery';

const money = (name: string) => bigint(name, { mode: 'number' });

/** One conversation between a customer and a venue (its team answers). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull().references(() => users.id),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    /** The venue's organisation when the enquiry was made: a team lists its enquiries with one index. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    /** Enquiries sent together (one per venue of a folder) share it; each is its own conversation. */
    bulkId: uuid('bulk_id'),
    eventType: text('event_type').notNull(),
    /** The event as the customer typed it, in the venue's calendar… */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** …and the instants it makes in the venue's time zone. */
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    guests: integer('guests').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('open'),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    /** Read receipts and unread counts: each side's last reading. */
    customerLastReadAt: ts('customer_last_read_at'),
    venueLastReadAt: ts('venue_last_read_at'),
    /** The last "new message" e-mail to each side: at most one per conversation per 15 minutes. */
    customerMailedAt: ts('customer_mailed_at'),
    venueMailedAt: ts('venue_mailed_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('enquiries_customer_idx').on(t.tenantId, t.customerId, t.lastMessageAt.desc(), t.id),
    index('enquiries_org_idx').on(t.tenantId, t.organizationId, t.lastMessageAt.desc(), t.id),
    index('enquiries_venue_idx').on(t.venueId, t.lastMessageAt.desc(), t.id),
    index('enquiries_bulk_idx').on(t.bulkId),
    check('enquiries_guests_ck', sql`${t.guests} > 0`),
    check('enquiries_times_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A message of a conversation: text and attachments, or a card showing an offer, a booking request or a phone request. */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    side: text('side', { enum: MESSAGE_SIDES }).notNull(),
    /** Null for system messages and deleted accounts. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    cardKind: text('card_kind', { enum: MESSAGE_CARD_KINDS }),
    cardId: uuid('card_id'),
    createdAt: created(),
  },
  (t) => [
    index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.createdAt.desc(), t.id.desc()),
    check('enquiry_messages_card_ck', sql`(${t.cardKind} is null) = (${t.cardId} is null)`),
  ],
);

/** A priced offer for one space and time. An update is a new row (`version` + 1) that supersedes the old one. */
export const customOffers = pgTable(
  'custom_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    guests: integer('guests').notNull(),
    /** The priced lines (quantity × unit amount), the tax lines and the totals, as the money module computed them. */
    lines: jsonb('lines').$type<OfferLine[]>().notNull(),
    taxes: jsonb('taxes').$type<OfferTaxLine[]>().notNull().default(sql`'[]'::jsonb`),
    currency: text('currency').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    /** The venue's policy when the offer was made: the refund schedule the customer accepted. */
    cancellationPolicy: text('cancellation_policy', { enum: ['flexible', 'moderate', 'strict'] }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the "expires in 24 hours" e-mail went out (sent once). */
    reminderSentAt: ts('reminder_sent_at'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    version: integer('version').notNull().default(1),
    supersedesId: uuid('supersedes_id').references((): AnyPgColumn => customOffers.id, { onDelete: 'set null' }),
    /** The booking request this offer answers (request to book at the listed price). */
    bookingRequestId: uuid('booking_request_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('custom_offers_enquiry_idx').on(t.enquiryId, t.createdAt),
    index('custom_offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} in ('pending', 'accepted')`),
    // A customer's instant bookings, live and lapsed (the hold limits, docs/adr/0112-instant-book-hold-limits.md).
    index('custom_offers_creator_idx').on(t.createdBy, t.status, t.updatedAt),
    check('custom_offers_times_ck', sql`${t.endAt} > ${t.startAt}`),
    check('custom_offers_amounts_ck', sql`${t.subtotalMinor} >= 0 and ${t.totalMinor} >= 0 and ${t.guests} > 0`),
  ],
);

/** A customer's request to book a space at its listed price; the venue answers within 48 hours. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    guests: integer('guests').notNull(),
    status: text('status', { enum: BOOKING_REQUEST_STATUSES }).notNull().default('requested'),
    expiresAt: ts('expires_at').notNull(),
    /** The offer made when the venue accepted. */
    offerId: uuid('offer_id').references(() => customOffers.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('booking_requests_enquiry_idx').on(t.enquiryId, t.createdAt),
    index('booking_requests_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'requested'`),
    check('booking_requests_times_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** The phone-number exchange: one side asks, the other shares its number or declines. */
export const phoneRequests = pgTable(
  'phone_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    /** The side that asked; the other side answers. */
    side: text('side', { enum: ['customer', 'venue'] }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PHONE_REQUEST_STATUSES }).notNull().default('requested'),
    /** The number shared (E.164), '' until then. */
    phone: text('phone').notNull().default(''),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('phone_requests_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryMessageRow = typeof enquiryMessages.$inferSelect;
export type CustomOfferRow = typeof customOffers.$inferSelect;
export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type PhoneRequestRow = typeof phoneRequests.$inferSelect;
