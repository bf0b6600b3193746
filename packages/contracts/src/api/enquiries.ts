import { z } from 'zod';
import { CANCELLATION_POLICY_IDS } from '../discovery-lists';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_TYPES,
  ENQUIRY_LIMITS,
  MESSAGE_CARD_KINDS,
  MESSAGE_SIDES,
  PHONE_REQUEST_STATUSES,
  bulkEnquiryBody,
  enquiryBody,
  enquiryListQuery,
  enquiryParams,
  messageBody,
  messagesQuery,
  type Enquiry,
  type EnquiryMessage,
  type MessageAttachment,
  type PartyRef,
  type PhoneRequest,
} from '../enquiries';
import { ENQUIRY_STATUSES } from '../state-machines';
import { objectId } from '../common';
import { photoAnswer } from './answers';
import { dataOf, errors, obj, pageOf, same } from './common';

// The enquiries module's answers and routes (server/src/modules/enquiries): conversations, their
// messages and attachments, read receipts, status steps and the phone-number exchange.

const iso = z.string();
export const partyAnswer = obj({ _id: z.string(), name: z.string(), picture: z.string() });
same<z.infer<typeof partyAnswer>, PartyRef>(true);

export const enquiryAnswer = obj({
  _id: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  my_side: z.enum(['customer', 'venue']),
  venue: obj({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    time_zone: z.string(),
    currency: z.string().nullable(),
    cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
    photo: photoAnswer.nullable(),
  }),
  space: obj({ _id: z.string(), name: z.string() }).nullable(),
  customer: partyAnswer,
  bulk_id: z.string().nullable(),
  event_type: z.string(),
  event_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  start_at: iso,
  end_at: iso,
  guests: z.number(),
  last_message: obj({ body: z.string(), side: z.enum(MESSAGE_SIDES), created_at: iso }).nullable(),
  last_message_at: iso,
  unread_count: z.number(),
  other_last_read_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});
same<z.infer<typeof enquiryAnswer>, Enquiry>(true);

export const attachmentAnswer = obj({ key: z.string(), url: z.string(), name: z.string(), content_type: z.enum(ATTACHMENT_TYPES), size: z.number() });
same<z.infer<typeof attachmentAnswer>, MessageAttachment>(true);

export const enquiryMessageAnswer = obj({
  _id: z.string(),
  enquiry_id: z.string(),
  side: z.enum(MESSAGE_SIDES),
  sender: partyAnswer.nullable(),
  body: z.string(),
  attachments: z.array(attachmentAnswer),
  card: obj({ kind: z.enum(MESSAGE_CARD_KINDS), id: z.string() }).nullable(),
  created_at: iso,
});
same<z.infer<typeof enquiryMessageAnswer>, EnquiryMessage>(true);

export const phoneRequestAnswer = obj({
  _id: z.string(),
  enquiry_id: z.string(),
  side: z.enum(['customer', 'venue']),
  status: z.enum(PHONE_REQUEST_STATUSES),
  phone: z.string().nullable(),
  created_at: iso,
  updated_at: iso,
});
same<z.infer<typeof phoneRequestAnswer>, PhoneRequest>(true);

/** A page of messages, newest first; `has_more` when older ones exist (ask again with `before` = the last id). */
export const messagePageAnswer = obj({ data: z.array(enquiryMessageAnswer), has_more: z.boolean() });

/** What a bulk enquiry made, and the venues it skipped with the reason. */
export const bulkEnquiryAnswer = obj({
  bulk_id: z.string(),
  enquiries: z.array(enquiryAnswer),
  skipped: z.array(obj({ venue_id: z.string(), reason: z.string() })),
});

const tags = { tags: ['enquiries'] };
const signedIn = { security: [{ tenantCode: [], apiKey: [], bearer: [] }] };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema) });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema) });
const phoneParams = z.object({ id: objectId, rid: objectId });

export const enquiriesApi = {
  create: { ...tags, ...signedIn, summary: 'Send an enquiry to a venue (its first message)', body: enquiryBody, response: { ...created(enquiryAnswer), ...errors(403, 404) } },
  bulk: {
    ...tags,
    ...signedIn,
    summary: `One enquiry per venue of a favourites folder or a list (at most 10), each its own conversation`,
    body: bulkEnquiryBody,
    response: { ...created(bulkEnquiryAnswer), ...errors(403, 404) },
  },
  list: {
    ...tags,
    ...signedIn,
    summary: "The caller's conversations (a customer's own; a venue team's organisation's), newest activity first",
    querystring: enquiryListQuery,
    response: { ...ok(pageOf(enquiryAnswer)), ...errors() },
  },
  get: { ...tags, ...signedIn, summary: 'One conversation (404 when it is not the caller’s)', params: enquiryParams, response: { ...ok(enquiryAnswer), ...errors(404) } },
  messages: {
    ...tags,
    ...signedIn,
    summary: 'A page of messages, newest first',
    params: enquiryParams,
    querystring: messagesQuery,
    response: { ...ok(messagePageAnswer), ...errors(404) },
  },
  send: { ...tags, ...signedIn, summary: 'Send a message: text, attachments uploaded before, or both', params: enquiryParams, body: messageBody, response: { ...created(enquiryMessageAnswer), ...errors(404, 409) } },
  upload: {
    ...tags,
    ...signedIn,
    summary: `Upload a file to attach to a message (multipart/form-data, field "${ATTACHMENT_FIELD}"; JPEG, PNG, WebP or PDF ≤ ${ENQUIRY_LIMITS.attachmentBytes / 1024 / 1024} MB, checked by content)`,
    params: enquiryParams,
    consumes: ['multipart/form-data'],
    response: { ...created(attachmentAnswer), ...errors(404) },
  },
  attachment: {
    ...tags,
    ...signedIn,
    summary: 'An attachment of the conversation (only its two sides may read it)',
    params: z.object({ id: objectId, file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/, 'Not an attachment') }),
    produces: [...ATTACHMENT_TYPES],
    response: { 200: z.string().describe('The file itself: a photo or a PDF (its content type says which)'), ...errors(404) },
  },
  read: { ...tags, ...signedIn, summary: 'Mark the conversation read by the caller (read receipts, notifications)', params: enquiryParams, response: { ...ok(enquiryAnswer), ...errors(404) } },
  step: {
    ...tags,
    ...signedIn,
    summary: 'Close, reopen, archive or unarchive (409 with ENQUIRY_<STATE> when not possible)',
    params: enquiryParams,
    response: { ...ok(enquiryAnswer), ...errors(403, 404, 409) },
  },
  phoneRequests: { ...tags, ...signedIn, summary: 'The phone-number requests of a conversation', params: enquiryParams, response: { ...ok(z.array(phoneRequestAnswer)), ...errors(404) } },
  requestPhone: { ...tags, ...signedIn, summary: "Ask the other side for their phone number", params: enquiryParams, response: { ...created(phoneRequestAnswer), ...errors(404, 409) } },
  answerPhone: {
    ...tags,
    ...signedIn,
    summary: 'Share your phone number, or decline (the side that was asked)',
    params: phoneParams,
    response: { ...ok(phoneRequestAnswer), ...errors(400, 403, 404, 409) },
  },
};
