import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  ENQUIRY_LIMITS,
  EVENT_LIMITS,
  SOCKET_EVENTS,
  enquiryMachine,
  type Enquiry,
  type EnquiryMessage,
  type EnquiryPage,
  type EnquirySide,
  type EnquiryStep,
  type MessageAttachment,
  type MessageCardKind,
  type Page,
  type PhoneRequest,
} from '@venues/contracts';
import type { z } from 'zod';
import type { bulkEnquiryBody, enquiryBody, enquiryListQuery, messageBody, messagesQuery } from '@venues/contracts';
import type { Server } from 'socket.io';
import type { PhoneRequestRow } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { step } from '../../lib/state';
import { userRoom, type Notify } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import type { NotificationsService } from '../notifications/service';
import { enquiryFor, type EnquiryAccess, type EnquiryAccessRepository } from './access';
import type { Attachments } from './attachments';
import type { EnquiryRepository, EnquiryView, MessageView, Owner } from './repository';

/** At most one "new message" e-mail per conversation and side in this many minutes. */
export const MESSAGE_MAIL_MINUTES = 15;

type EnquiryInput = z.output<typeof enquiryBody>;
type ListQuery = z.output<typeof enquiryListQuery>;
type MessagesQuery = z.output<typeof messagesQuery>;
type MessageInput = z.output<typeof messageBody>;

/** What the service needs from the app (kept narrow so tests and other modules see the seams). */
export interface EnquiryDeps {
  attachments: Attachments;
  notify: Notify;
  notifications: NotificationsService;
  io: Pick<Server, 'in'>;
  publicUrl: string;
}

const name = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ').trim() || 'Someone';
const iso = (d: Date | string) => new Date(d).toISOString();
const preview = (s: string) => (s.length > 200 ? `${s.slice(0, 197)}…` : s);

export function toEnquiry(v: EnquiryView, side: EnquirySide): Enquiry {
  const otherRead = side === 'customer' ? v.venue_last_read_at : v.customer_last_read_at;
  return {
    _id: v.id,
    status: v.status,
    my_side: side,
    venue: {
      _id: v.venue_id,
      slug: v.venue_slug,
      name: v.venue_name,
      city: v.venue_city,
      country: v.venue_country,
      time_zone: v.venue_time_zone,
      currency: v.venue_currency,
      cancellation_policy: v.venue_policy,
      photo: v.venue_photo ?? null,
    },
    space: v.space_id ? { _id: v.space_id, name: v.space_name ?? '' } : null,
    customer: { _id: v.customer_id, name: name(v.customer_first, v.customer_last), picture: v.customer_picture },
    bulk_id: v.bulk_id,
    event_type: v.event_type,
    event_date: v.event_date,
    start_time: v.start_time,
    end_time: v.end_time,
    start_at: iso(v.start_at),
    end_at: iso(v.end_at),
    guests: v.guests,
    last_message: v.last_at ? { body: v.last_body || (v.last_attachments ? 'Sent an attachment' : ''), side: v.last_side!, created_at: iso(v.last_at) } : null,
    last_message_at: iso(v.last_message_at),
    unread_count: v.unread,
    other_last_read_at: otherRead ? iso(otherRead) : null,
    created_at: iso(v.created_at),
    updated_at: iso(v.updated_at),
  };
}

export function toMessage(m: MessageView): EnquiryMessage {
  return {
    _id: m.id,
    enquiry_id: m.enquiry_id,
    side: m.side,
    sender: m.sender_id ? { _id: m.sender_id, name: name(m.sender_first, m.sender_last), picture: m.sender_picture ?? '' } : null,
    body: m.body,
    attachments: m.attachments ?? [],
    card: m.card_kind && m.card_id ? { kind: m.card_kind, id: m.card_id } : null,
    created_at: iso(m.created_at),
  };
}

export function toPhoneRequest(r: PhoneRequestRow): PhoneRequest {
  return {
    _id: r.id,
    enquiry_id: r.enquiryId,
    side: r.side,
    status: r.status,
    phone: r.status === 'shared' ? r.phone : null,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

/** A message or card posted into a conversation, by a person or the system. */
export interface PostInput {
  side: 'customer' | 'venue' | 'system';
  senderId: string | null;
  body?: string;
  attachments?: MessageAttachment[];
  card?: { kind: MessageCardKind; id: string };
  /** Who caused a system line (closing, reopening): not notified of their own step. */
  actorId?: string;
}

/**
 * Conversations between a customer and a venue's team (docs/transactions.md "Conversations"):
 * every call loads the enquiry through `enquiryFor` (404 for anyone else), steps follow the
 * enquiry state machine, and every new message reaches both sides' sockets, notifies the other
 * side and e-mails them when they are not online.
 */
export class EnquiryService {
  constructor(
    private readonly repo: EnquiryRepository,
    private readonly access: EnquiryAccessRepository,
    private readonly deps: EnquiryDeps,
  ) {}

  private async load(user: AuthUser, id: string): Promise<EnquiryAccess> {
    return enquiryFor(this.access, user, id);
  }

  private async viewOf(user: AuthUser, id: string, side: EnquirySide): Promise<Enquiry> {
    return toEnquiry((await this.repo.view(user.tenantId, id, side))!, side);
  }

  private conversationUrl(country: string, id: string): string {
    return `${this.deps.publicUrl}/${country}/enquiries/${id}`;
  }

  // ---------------------------------------------------------------- creating

  /** Only customer accounts send enquiries (a venue team answers its own; administrators have no inbox). */
  private assertCustomer(user: AuthUser): void {
    if (!user.roles.isUser) throw forbidden('Sign in with a customer account to send enquiries');
  }

  /** The event's instants in the venue's zone; the date must not be past there. */
  private eventTimes(b: Pick<EnquiryInput, 'event_date' | 'start_time' | 'end_time'>, zone: string, now: Date) {
    const start = DateTime.fromISO(`${b.event_date}T${b.start_time}`, { zone });
    const end = DateTime.fromISO(`${b.event_date}T${b.end_time}`, { zone });
    if (!start.isValid || !end.isValid) throw fieldError('event_date', 'Choose a real date');
    const today = DateTime.fromJSDate(now, { zone });
    if (b.event_date < today.toISODate()!) throw fieldError('event_date', 'Choose a date from today on');
    if (b.event_date > today.plus({ days: EVENT_LIMITS.maxDaysAhead }).toISODate()!) throw fieldError('event_date', `Choose a date within ${EVENT_LIMITS.maxDaysAhead} days from today`);
    return { startAt: start.toJSDate(), endAt: end.toJSDate() };
  }

  async create(user: AuthUser, b: EnquiryInput, now = new Date()): Promise<Enquiry> {
    this.assertCustomer(user);
    const venue = await this.repo.publishedVenue(user.tenantId, b.venue_id);
    if (!venue) throw new AppError('NOT_FOUND', 'This venue does not take enquiries: it is not listed');
    if (b.space_id && !(await this.repo.publishedSpace(venue.id, b.space_id))) throw fieldError('space_id', 'Choose a space of this venue');
    const times = this.eventTimes(b, venue.timeZone, now);
    const row = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const e = await repo.insert({ tenantId: user.tenantId, customerId: user.id, venueId: venue.id, organizationId: venue.organizationId, spaceId: b.space_id ?? null, eventType: b.event_type, eventDate: b.event_date, startTime: b.start_time, endTime: b.end_time, ...times, guests: b.guests });
      await repo.insertMessage({ tenantId: user.tenantId, enquiryId: e.id, side: 'customer', senderId: user.id, body: b.message });
      return e;
    });
    await this.announceNew(user, row.id, venue.name, venue.country, b.message);
    return this.viewOf(user, row.id, 'customer');
  }

  /** One enquiry per venue, all or none; venues that take no enquiries now are skipped and named. */
  async bulk(user: AuthUser, b: z.output<typeof bulkEnquiryBody>, now = new Date()): Promise<{ bulk_id: string; enquiries: Enquiry[]; skipped: { venue_id: string; reason: string }[] }> {
    this.assertCustomer(user);
    let ids = b.venue_ids;
    if (b.folder_id) {
      ids = await this.repo.folderVenueIds(user.tenantId, user.id, b.folder_id);
      if (!ids) throw new AppError('NOT_FOUND', 'Folder not found');
      if (ids.length === 0) throw fieldError('folder_id', 'This folder has no venues yet');
      if (ids.length > ENQUIRY_LIMITS.bulkVenues) throw fieldError('folder_id', `This folder has ${ids.length} venues: enquire about at most ${ENQUIRY_LIMITS.bulkVenues} at once`);
    }
    const unique = [...new Set(ids ?? [])];
    const skipped: { venue_id: string; reason: string }[] = [];
    const targets: { id: string; name: string; country: string; organizationId: string | null; timeZone: string }[] = [];
    for (const id of unique) {
      const v = await this.repo.publishedVenue(user.tenantId, id);
      if (v) targets.push(v);
      else skipped.push({ venue_id: id, reason: 'This venue is not listed at the moment' });
    }
    if (targets.length === 0) throw fieldError(b.folder_id ? 'folder_id' : 'venue_ids', 'None of these venues takes enquiries at the moment');
    const bulkId = randomUUID();
    const made = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const out: string[] = [];
      for (const v of targets) {
        const times = this.eventTimes(b, v.timeZone, now);
        const e = await repo.insert({ tenantId: user.tenantId, customerId: user.id, venueId: v.id, organizationId: v.organizationId, bulkId, eventType: b.event_type, eventDate: b.event_date, startTime: b.start_time, endTime: b.end_time, ...times, guests: b.guests });
        await repo.insertMessage({ tenantId: user.tenantId, enquiryId: e.id, side: 'customer', senderId: user.id, body: b.message });
        out.push(e.id);
      }
      return out;
    });
    for (const [i, id] of made.entries()) await this.announceNew(user, id, targets[i]!.name, targets[i]!.country, b.message);
    return { bulk_id: bulkId, enquiries: await Promise.all(made.map((id) => this.viewOf(user, id, 'customer'))), skipped };
  }

  /** A new enquiry: INQUIRY for the venue's team (and its e-mail), and its first message on their sockets. */
  private async announceNew(user: AuthUser, enquiryId: string, venueName: string, country: string, message: string): Promise<void> {
    const enquiry = (await this.access.find(user.tenantId, enquiryId))!;
    const team = await this.repo.teamOf(user.tenantId, enquiry.organizationId);
    const first = (await this.repo.messages(enquiryId, undefined, 1)).rows[0];
    if (first) this.deps.notify([user.id, ...team.map((t) => t.id)], SOCKET_EVENTS.sendMessageToRoom, { enquiry_id: enquiryId, message: toMessage(first) });
    const who = name(user.row.firstName, user.row.lastName);
    for (const t of team) {
      await this.deps.notifications.createForEnquiry(user.tenantId, t.id, 'INQUIRY', enquiryId, {}, {
        subject: `New enquiry for ${venueName} from ${who}`,
        body: preview(message),
        url: this.conversationUrl(country, enquiryId),
      });
    }
  }

  // ---------------------------------------------------------------- reading

  private ownerOf(user: AuthUser): Owner {
    if (user.roles.isUser) return { side: 'customer', userId: user.id };
    if (user.roles.isTeamLister && user.row.organizationId) return { side: 'venue', organizationId: user.row.organizationId };
    throw forbidden('Only customers and venue teams have an enquiries inbox');
  }

  async list(user: AuthUser, q: ListQuery): Promise<EnquiryPage> {
    const owner = this.ownerOf(user);
    const { rows, total } = await this.repo.list(user.tenantId, owner, { status: q.status, type: q.type, q: q.q, limit: q.limit, offset: (q.page - 1) * q.limit });
    return { data: rows.map((r) => toEnquiry(r, owner.side)), page: q.page, limit: q.limit, total } satisfies Page<Enquiry>;
  }

  async get(user: AuthUser, id: string): Promise<Enquiry> {
    const a = await this.load(user, id);
    return this.viewOf(user, id, a.side);
  }

  async messages(user: AuthUser, id: string, q: MessagesQuery): Promise<{ data: EnquiryMessage[]; has_more: boolean }> {
    await this.load(user, id);
    if (q.before && !(await this.repo.messageBelongs(id, q.before))) throw fieldError('before', 'Not a message of this conversation');
    const page = await this.repo.messages(id, q.before, q.limit);
    return { data: page.rows.map(toMessage), has_more: page.hasMore };
  }

  // ---------------------------------------------------------------- writing

  async send(user: AuthUser, id: string, b: MessageInput): Promise<EnquiryMessage> {
    const a = await this.load(user, id);
    // An archived conversation is put away: unarchive it to write again.
    if (a.enquiry.status === 'archived') throw new AppError(enquiryMachine.stateCode('archived') as 'ENQUIRY_ARCHIVED', 'This conversation is archived: unarchive it to write again');
    const attachments = await this.deps.attachments.resolve(id, b.attachments);
    return this.post(user.tenantId, id, { side: a.side, senderId: user.id, body: b.body, attachments });
  }

  /** Stores a file to attach to a message of this conversation (either side). */
  async upload(user: AuthUser, id: string, file: { data: Buffer; name: string }): Promise<MessageAttachment> {
    const a = await this.load(user, id);
    if (a.enquiry.status === 'archived') throw new AppError(enquiryMachine.stateCode('archived') as 'ENQUIRY_ARCHIVED', 'This conversation is archived: unarchive it to write again');
    return this.deps.attachments.store(id, file.data, file.name);
  }

  /** A file of the conversation, for its two sides only (404 for anyone else). */
  async attachment(user: AuthUser, id: string, file: string) {
    await this.load(user, id);
    const found = await this.deps.attachments.read(id, file);
    if (!found) throw notFound('Attachment');
    return found;
  }

  /**
   * Posts a message or card into a conversation: both sides' sockets get it (send_message_to_room),
   * the other side gets an INQUIRY notification (once per conversation until read) and, when none
   * of them is online, an e-mail at most every MESSAGE_MAIL_MINUTES. Other modules (offers) post
   * their cards through this.
   */
  async post(tenantId: string, enquiryId: string, p: PostInput): Promise<EnquiryMessage> {
    const messageId = await this.repo.insertMessage({ tenantId, enquiryId, side: p.side, senderId: p.senderId, body: p.body ?? '', attachments: p.attachments ?? [], cardKind: p.card?.kind ?? null, cardId: p.card?.id ?? null });
    const message = toMessage((await this.repo.message(messageId))!);
    const enquiry = (await this.access.find(tenantId, enquiryId))!;
    const team = await this.repo.teamOf(tenantId, enquiry.organizationId);
    const everyone = [enquiry.customerId, ...team.map((t) => t.id)];
    this.deps.notify(everyone, SOCKET_EVENTS.sendMessageToRoom, { enquiry_id: enquiryId, message });

    const venue = await this.repo.view(tenantId, enquiryId, 'customer');
    const recipients = p.side === 'customer' ? team.map((t) => t.id) : p.side === 'venue' ? [enquiry.customerId] : everyone.filter((u) => u !== p.actorId);
    const toSide: EnquirySide = p.side === 'customer' ? 'venue' : 'customer';
    const online = await this.anyOnline(recipients);
    const mailable = p.side !== 'system' && !online && (await this.repo.claimMail(enquiryId, toSide, MESSAGE_MAIL_MINUTES, new Date()));
    const from = message.sender?.name ?? venue?.venue_name ?? 'The venue';
    for (const userId of recipients) {
      await this.deps.notifications.createForEnquiry(
        tenantId,
        userId,
        'INQUIRY',
        enquiryId,
        {},
        mailable ? { subject: `New message from ${from} about ${venue?.venue_name ?? 'your enquiry'}`, body: preview(message.body || 'Open the conversation to see it.'), url: this.conversationUrl(venue?.venue_country ?? 'sg', enquiryId) } : undefined,
      );
    }
    return message;
  }

  /** Whether any of these people has a socket open, on any API node (the Redis adapter asks the others). */
  private async anyOnline(userIds: readonly string[]): Promise<boolean> {
    if (userIds.length === 0) return false;
    const sockets = await this.deps.io.in(userIds.map(userRoom)).fetchSockets();
    return sockets.length > 0;
  }

  /** The caller has read the conversation: read receipts for the other side, the caller's notifications about it cleared. */
  async read(user: AuthUser, id: string): Promise<Enquiry> {
    const a = await this.load(user, id);
    const at = new Date();
    await this.repo.markRead(id, a.side, at);
    await this.deps.notifications.markReadAbout(user.tenantId, user.id, id);
    const team = await this.repo.teamOf(user.tenantId, a.enquiry.organizationId);
    this.deps.notify([a.enquiry.customerId, ...team.map((t) => t.id)], SOCKET_EVENTS.messagesRead, { enquiry_id: id, side: a.side, read_at: at.toISOString() });
    return this.viewOf(user, id, a.side);
  }

  /** close, reopen, archive, unarchive: by the state machine; a system line in the chat says who did it. */
  async step(user: AuthUser, id: string, event: EnquiryStep): Promise<Enquiry> {
    const a = await this.load(user, id);
    const to = step(enquiryMachine, a.enquiry.status, event, a.actor, 'enquiry');
    await this.repo.setStatus(id, to);
    const team = await this.repo.teamOf(user.tenantId, a.enquiry.organizationId);
    this.deps.notify([a.enquiry.customerId, ...team.map((t) => t.id)], SOCKET_EVENTS.enquiryStatus, { enquiry_id: id, status: to });
    if (event === 'close' || event === 'reopen') {
      await this.post(user.tenantId, id, { side: 'system', senderId: null, actorId: user.id, body: `${name(user.row.firstName, user.row.lastName)} ${event === 'close' ? 'closed' : 'reopened'} the conversation.` });
    }
    return this.viewOf(user, id, a.side);
  }

  // ---------------------------------------------------------------- phone numbers

  async phoneRequests(user: AuthUser, id: string): Promise<PhoneRequest[]> {
    await this.load(user, id);
    return (await this.repo.phoneRequests(id)).map(toPhoneRequest);
  }

  /** Ask the other side for their number: one open request per side at a time. */
  async requestPhone(user: AuthUser, id: string): Promise<PhoneRequest> {
    const a = await this.load(user, id);
    if (a.enquiry.status === 'archived') throw new AppError('ENQUIRY_ARCHIVED', 'This conversation is archived: unarchive it first');
    if (await this.repo.openPhoneRequest(id, a.side)) throw new AppError('CONFLICT', 'You already asked for their number: wait for the answer');
    const r = await this.repo.insertPhoneRequest({ tenantId: user.tenantId, enquiryId: id, side: a.side, requestedBy: user.id });
    await this.post(user.tenantId, id, { side: a.side, senderId: user.id, card: { kind: 'phone_request', id: r.id } });
    return this.publishPhone(user.tenantId, a, toPhoneRequest(r));
  }

  /** The side that was asked shares its own number (mobile, else primary) or declines. */
  async answerPhone(user: AuthUser, id: string, rid: string, answer: 'share' | 'decline'): Promise<PhoneRequest> {
    const a = await this.load(user, id);
    const r = await this.repo.phoneRequest(id, rid);
    if (!r) throw new AppError('NOT_FOUND', 'Phone request not found');
    if (r.side === a.side) throw forbidden('The other side answers this request');
    if (r.status !== 'requested') throw new AppError('CONFLICT', `This request was already ${r.status === 'shared' ? 'answered' : 'declined'}`);
    let phone = '';
    if (answer === 'share') {
      const me = await this.repo.person(user.id);
      phone = me?.mobilePhone || me?.primaryPhone || '';
      if (!phone) throw fieldError('phone', 'Add your mobile number in account settings first, then share it');
    }
    const updated = await this.repo.answerPhoneRequest(rid, answer === 'share' ? 'shared' : 'declined', phone, user.id);
    return this.publishPhone(user.tenantId, a, toPhoneRequest(updated));
  }

  private async publishPhone(tenantId: string, a: EnquiryAccess, request: PhoneRequest): Promise<PhoneRequest> {
    const team = await this.repo.teamOf(tenantId, a.enquiry.organizationId);
    this.deps.notify([a.enquiry.customerId, ...team.map((t) => t.id)], SOCKET_EVENTS.requestPhoneNumber, { enquiry_id: a.enquiry.id, request });
    return request;
  }

  // ---------------------------------------------------------------- typing

  /** Relays "typing" to the other side's sockets, only for someone who may see the conversation. */
  async typing(user: AuthUser, id: string, typing: boolean): Promise<void> {
    const a = await this.load(user, id);
    const team = await this.repo.teamOf(user.tenantId, a.enquiry.organizationId);
    const others = a.side === 'customer' ? team.map((t) => t.id) : [a.enquiry.customerId];
    this.deps.notify(others, SOCKET_EVENTS.typing, { enquiry_id: id, side: a.side, name: user.row.firstName || 'Someone', typing });
  }
}

