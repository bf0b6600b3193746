import type { z } from 'zod';
import {
  BOOKING_REQUEST_TTL_HOURS,
  EVENT_LIMITS,
  SOCKET_EVENTS,
  bookingRequestMachine,
  enquiryMachine,
  offerMachine,
  type BookingRequest,
  type CustomOffer,
  type bookingRequestBody,
  type offerBody,
} from '@venues/contracts';
import type { BookingRequestRow, CustomOfferRow, EnquiryRow } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { formatMinor, quote, refundSchedule, type LineInput, type Quote, type TaxSetting } from '../../lib/pricing';
import { step } from '../../lib/state';
import type { Notify } from '../../plugins/realtime';
import type { AuthUser } from '../../types';
import type { NotificationsService } from '../notifications/service';
import { enquiryFor, requireOfferRights, type EnquiryAccess, type EnquiryAccessRepository } from '../enquiries/access';
import type { EnquiryRepository } from '../enquiries/repository';
import type { EnquiryService } from '../enquiries/service';
import { isSlotTaken, type OfferRepository } from './repository';

type OfferInput = z.output<typeof offerBody>;
type RequestInput = z.output<typeof bookingRequestBody>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An offer made by accepting a request to book lasts this long, or until the event starts. */
export const ACCEPTED_REQUEST_OFFER_HOURS = 48;
/** The "your offer expires soon" e-mail goes this long before. */
export const REMINDER_HOURS = 24;

export interface OfferDeps {
  notify: Notify;
  notifications: NotificationsService;
  conversations: EnquiryService;
  enquiries: EnquiryRepository;
  publicUrl: string;
}

const iso = (d: Date) => d.toISOString();
/** A time for an e-mail, in the venue's zone where the event happens: "Fri 12 Mar 2027, 18:00 (Asia/Singapore)". */
const mailTime = (d: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(d)} (${timeZone})`;

/** The priced columns of a new offer row (money module's quote, the venue's policy). */
const priced = (q: Quote, policy: CustomOfferRow['cancellationPolicy']) => ({
  lines: q.lines,
  taxes: q.taxes,
  currency: q.currency,
  subtotalMinor: q.subtotal_minor,
  totalMinor: q.total_minor,
  cancellationPolicy: policy,
});
const slotTaken = () => new AppError('SLOT_TAKEN', 'This time is already held or booked: choose another time');

/**
 * Custom offers and requests to book (docs/transactions.md "Offers, requests and holds"). Prices
 * come from the money module only; a pending or accepted offer holds its slot with a space_blocks
 * row that the database's exclusion constraint keeps from overlapping anything (409 SLOT_TAKEN);
 * every step follows its state machine and tells both sides (chat card or line, socket, notification).
 */
export class OfferService {
  constructor(
    private readonly repo: OfferRepository,
    private readonly access: EnquiryAccessRepository,
    private readonly deps: OfferDeps,
  ) {}

  // ---------------------------------------------------------------- answers

  async toOffer(o: CustomOfferRow): Promise<CustomOffer> {
    const ctx = await this.repo.context(o.venueId, o.spaceId);
    const zone = ctx?.timeZone ?? 'UTC';
    return {
      _id: o.id,
      enquiry_id: o.enquiryId,
      status: o.status,
      version: o.version,
      supersedes_id: o.supersedesId,
      superseded_by_id: await this.repo.supersededBy(o.id),
      venue: { _id: o.venueId, name: ctx?.venueName ?? '', time_zone: zone },
      space: { _id: o.spaceId, name: ctx?.spaceName ?? '' },
      start_at: iso(o.startAt),
      end_at: iso(o.endAt),
      guests: o.guests,
      lines: o.lines,
      currency: o.currency,
      subtotal_minor: o.subtotalMinor,
      taxes: o.taxes,
      total_minor: o.totalMinor,
      cancellation_policy: o.cancellationPolicy,
      refund_schedule: refundSchedule(o.totalMinor, o.startAt, zone, o.cancellationPolicy),
      expires_at: iso(o.expiresAt),
      note: o.note,
      booking_request_id: o.bookingRequestId,
      created_at: iso(o.createdAt),
      updated_at: iso(o.updatedAt),
    };
  }

  async toRequest(r: BookingRequestRow): Promise<BookingRequest> {
    const ctx = await this.repo.context(r.venueId, r.spaceId);
    return {
      _id: r.id,
      enquiry_id: r.enquiryId,
      status: r.status,
      space: { _id: r.spaceId, name: ctx?.spaceName ?? '' },
      start_at: iso(r.startAt),
      end_at: iso(r.endAt),
      guests: r.guests,
      expires_at: iso(r.expiresAt),
      offer_id: r.offerId,
      created_at: iso(r.createdAt),
    };
  }

  // ---------------------------------------------------------------- helpers

  private async team(e: EnquiryRow): Promise<string[]> {
    return (await this.deps.enquiries.teamOf(e.tenantId, e.organizationId)).map((t) => t.id);
  }

  private async everyone(e: EnquiryRow): Promise<string[]> {
    return [e.customerId, ...(await this.team(e))];
  }

  /** The priced offer: lines by the money module, the storefront's tax, the venue's currency and policy. */
  private async price(tenantId: string, venueId: string, lines: readonly LineInput[], repo: OfferRepository = this.repo) {
    // Inside a transaction, pass its repository: a query beside an open transaction waits for it on PGlite's one connection.
    const p = await repo.pricingOf(tenantId, venueId);
    const currency = p?.currency ?? p?.countryCurrency;
    if (!p || !currency) throw new AppError('CONFLICT', 'This venue has no currency set: it cannot make offers yet');
    const bp = p.taxBp ?? 0;
    const tax: TaxSetting | null = bp > 0 ? { name: p.taxName ?? 'Tax', rate_percent: bp / 100, inclusive: p.taxInclusive ?? false } : null;
    try {
      return { quote: quote(lines, tax, currency), policy: p.policy };
    } catch (e) {
      throw fieldError('lines', e instanceof RangeError ? `The prices are out of range: ${e.message}` : 'The prices cannot be computed');
    }
  }

  /** Checks an offer's slot and expiry against now and the enquiry's venue. */
  private async checkSlot(e: EnquiryRow, b: Pick<OfferInput, 'space_id' | 'start_at' | 'end_at' | 'guests'> & { expires_at?: string }, now: Date) {
    const space = await this.repo.space(e.venueId, b.space_id);
    if (!space) throw fieldError('space_id', 'Choose a space of this venue');
    const startAt = new Date(b.start_at);
    const endAt = new Date(b.end_at);
    if (startAt <= now) throw fieldError('start_at', 'The event must start in the future');
    // The contract keeps a slot to EVENT_LIMITS.maxDays long; here, how far ahead it may start.
    if (startAt.getTime() > now.getTime() + EVENT_LIMITS.maxDaysAhead * DAY) throw fieldError('start_at', `The event must start within ${EVENT_LIMITS.maxDaysAhead} days from now`);
    if (b.expires_at !== undefined) {
      const expiresAt = new Date(b.expires_at);
      if (expiresAt <= now) throw fieldError('expires_at', 'The offer must expire in the future');
      if (expiresAt > startAt) throw fieldError('expires_at', 'The offer must expire before the event starts');
    }
    return { space, startAt, endAt };
  }

  /** After an offer settles without payment: the enquiry returns to open when no offer holds a slot any more. */
  private async settle(e: EnquiryRow, repo: OfferRepository): Promise<void> {
    if (e.status === 'offer_sent' && (await repo.liveOffers(e.id)) === 0) {
      await repo.setEnquiryStatus(e.id, step(enquiryMachine, 'offer_sent', 'offers_settled', 'system', 'enquiry'));
    }
  }

  private async publishStatus(e: EnquiryRow, o: CustomOfferRow): Promise<void> {
    this.deps.notify(await this.everyone(e), SOCKET_EVENTS.customOfferStatus, { enquiry_id: e.id, custom_offer_id: o.id, status: o.status });
    const fresh = await this.access.find(e.tenantId, e.id);
    if (fresh && fresh.status !== e.status) this.deps.notify(await this.everyone(e), SOCKET_EVENTS.enquiryStatus, { enquiry_id: e.id, status: fresh.status });
  }

  /** An e-mail (and the conversation's INQUIRY badge) for each team member, as their preferences say. */
  private async tellTeam(e: EnquiryRow, subject: string, body: string): Promise<void> {
    const view = await this.deps.enquiries.view(e.tenantId, e.id, 'venue');
    for (const userId of await this.team(e)) {
      await this.deps.notifications.createForEnquiry(e.tenantId, userId, 'INQUIRY', e.id, {}, { subject, body, url: this.url(view?.venue_country ?? 'sg', e.id) });
    }
  }

  private url(country: string, enquiryId: string) {
    return `${this.deps.publicUrl}/${country}/enquiries/${enquiryId}`;
  }

  /** A new offer or version: its card in the chat, the socket event, CUSTOM_OFFER for the customer with its e-mail. */
  private async announceOffer(e: EnquiryRow, o: CustomOfferRow, senderId: string, updated: boolean): Promise<CustomOffer> {
    const offer = await this.toOffer(o);
    await this.deps.conversations.post(e.tenantId, e.id, { side: 'venue', senderId, card: { kind: 'offer', id: o.id } });
    this.deps.notify(await this.everyone(e), SOCKET_EVENTS.generateCustomOffer, { enquiry_id: e.id, offer });
    const view = await this.deps.enquiries.view(e.tenantId, e.id, 'customer');
    await this.deps.notifications.createForEnquiry(e.tenantId, e.customerId, 'CUSTOM_OFFER', e.id, { custom_offer_id: o.id }, {
      subject: `${updated ? 'An updated offer' : 'An offer'} from ${offer.venue.name}: ${formatMinor(o.totalMinor, o.currency)} ${o.currency}`,
      body: `${offer.venue.name} sent you ${updated ? 'an updated' : 'a'} custom offer for ${offer.space.name}, valid until ${mailTime(o.expiresAt, offer.venue.time_zone)}. Review it and accept it before it expires.`,
      url: this.url(view?.venue_country ?? 'sg', e.id),
    });
    return offer;
  }

  // ---------------------------------------------------------------- offers

  async create(user: AuthUser, enquiryId: string, b: OfferInput, now = new Date()): Promise<CustomOffer> {
    const first = await enquiryFor(this.access, user, enquiryId);
    requireOfferRights(first);
    const { startAt, endAt } = await this.checkSlot(first.enquiry, b, now);
    const { quote: q, policy } = await this.price(user.tenantId, first.enquiry.venueId, b.lines);
    let row: CustomOfferRow;
    try {
      row = await this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const a = await enquiryFor(this.access.withTx(tx), user, enquiryId, { forUpdate: true });
        const to = step(enquiryMachine, a.enquiry.status, 'send_offer', 'venue', 'enquiry');
        const o = await repo.insertOffer({
          tenantId: user.tenantId,
          enquiryId,
          venueId: a.enquiry.venueId,
          spaceId: b.space_id,
          startAt,
          endAt,
          guests: b.guests,
          ...priced(q, policy),
          expiresAt: new Date(b.expires_at),
          note: b.note,
          createdBy: user.id,
        });
        await repo.hold(o);
        await repo.setEnquiryStatus(enquiryId, to);
        return o;
      });
    } catch (e) {
      if (isSlotTaken(e)) throw slotTaken();
      throw e;
    }
    const offer = await this.announceOffer(first.enquiry, row, user.id, false);
    if (first.enquiry.status !== 'offer_sent') this.deps.notify(await this.everyone(first.enquiry), SOCKET_EVENTS.enquiryStatus, { enquiry_id: enquiryId, status: 'offer_sent' });
    return offer;
  }

  /** The offer and its enquiry, for a caller who may see the enquiry (404 otherwise). */
  private async load(user: AuthUser, id: string): Promise<{ offer: CustomOfferRow; access: EnquiryAccess }> {
    const offer = await this.repo.offer(user.tenantId, id);
    if (!offer) throw notFound('Offer');
    try {
      return { offer, access: await enquiryFor(this.access, user, offer.enquiryId) };
    } catch {
      throw notFound('Offer');
    }
  }

  async get(user: AuthUser, id: string): Promise<CustomOffer> {
    return this.toOffer((await this.load(user, id)).offer);
  }

  async list(user: AuthUser, enquiryId: string): Promise<CustomOffer[]> {
    await enquiryFor(this.access, user, enquiryId);
    return Promise.all((await this.repo.offersOf(enquiryId)).map((o) => this.toOffer(o)));
  }

  /** A new version of a pending offer: the old one becomes `updated`, its hold moves to the new one (atomically). */
  async update(user: AuthUser, id: string, b: OfferInput, now = new Date()): Promise<CustomOffer> {
    const { offer: old, access } = await this.load(user, id);
    requireOfferRights(access);
    step(offerMachine, old.status, 'supersede', 'venue', 'offer');
    const { startAt, endAt } = await this.checkSlot(access.enquiry, b, now);
    const { quote: q, policy } = await this.price(user.tenantId, old.venueId, b.lines);
    let row: CustomOfferRow;
    try {
      row = await this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const locked = (await repo.offer(user.tenantId, id, { forUpdate: true }))!;
        await repo.setOfferStatus(id, step(offerMachine, locked.status, 'supersede', 'venue', 'offer'));
        await repo.release([id]);
        const o = await repo.insertOffer({
          tenantId: user.tenantId,
          enquiryId: old.enquiryId,
          venueId: old.venueId,
          spaceId: b.space_id,
          startAt,
          endAt,
          guests: b.guests,
          ...priced(q, policy),
          expiresAt: new Date(b.expires_at),
          note: b.note,
          version: old.version + 1,
          supersedesId: id,
          bookingRequestId: old.bookingRequestId,
          createdBy: user.id,
        });
        await repo.hold(o);
        return o;
      });
    } catch (e) {
      if (isSlotTaken(e)) throw slotTaken();
      throw e;
    }
    this.deps.notify(await this.everyone(access.enquiry), SOCKET_EVENTS.customOfferStatus, { enquiry_id: old.enquiryId, custom_offer_id: id, status: 'updated' });
    return this.announceOffer(access.enquiry, row, user.id, true);
  }

  /** accept / decline (the customer), cancel (the venue's owners and admins). */
  async step(user: AuthUser, id: string, event: 'accept' | 'decline' | 'cancel'): Promise<CustomOffer> {
    const { access } = await this.load(user, id);
    if (event === 'cancel') requireOfferRights(access);
    const row = await this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const e = (await this.access.withTx(tx).find(user.tenantId, access.enquiry.id, { forUpdate: true }))!;
      const locked = (await repo.offer(user.tenantId, id, { forUpdate: true }))!;
      const o = await repo.setOfferStatus(id, step(offerMachine, locked.status, event, access.actor, 'offer'));
      if (o.status !== 'accepted') {
        await repo.release([id]);
        await this.settle(e, repo);
      }
      return o;
    });
    const who = `${user.row.firstName} ${user.row.lastName}`.trim() || (access.side === 'venue' ? 'The venue' : 'The customer');
    const verb = { accept: 'accepted', decline: 'declined', cancel: 'withdrew' }[event];
    await this.deps.conversations.post(user.tenantId, access.enquiry.id, { side: 'system', senderId: null, actorId: user.id, body: `${who} ${verb} the offer${event === 'accept' ? ': it is ready to pay' : ''}.` });
    if (event !== 'cancel') {
      const total = `${formatMinor(row.totalMinor, row.currency)} ${row.currency}`;
      await this.tellTeam(
        access.enquiry,
        event === 'accept' ? `${who} accepted your offer (${total})` : `${who} declined your offer`,
        event === 'accept' ? 'The offer is accepted and waits for payment; the slot stays held until the offer expires.' : 'The slot is free again. Reply in the conversation to send another offer.',
      );
    } else {
      const view = await this.deps.enquiries.view(user.tenantId, access.enquiry.id, 'customer');
      await this.deps.notifications.createForEnquiry(user.tenantId, access.enquiry.customerId, 'CUSTOM_OFFER_CANCELLED', access.enquiry.id, { custom_offer_id: id }, {
        subject: `${view?.venue_name ?? 'The venue'} withdrew its offer`,
        body: 'The offer is no longer available. Reply in the conversation if you would like another one.',
        url: this.url(view?.venue_country ?? 'sg', access.enquiry.id),
      });
    }
    await this.publishStatus(access.enquiry, row);
    return this.toOffer(row);
  }

  // ---------------------------------------------------------------- requests to book

  /** The listed price of a space for a slot: per hour (at least its minimum hours), else per day. */
  private listedLines(space: NonNullable<Awaited<ReturnType<OfferRepository['space']>>>, startAt: Date, endAt: Date): LineInput[] {
    const hours = Math.ceil((endAt.getTime() - startAt.getTime()) / HOUR);
    if (space.pricePerHourMinor !== null) {
      const billed = Math.max(hours, space.minHours);
      return [{ description: `${space.name}, ${billed} hour${billed === 1 ? '' : 's'}${billed > hours ? ' (the minimum)' : ''}`, quantity: billed, unit_amount_minor: space.pricePerHourMinor }];
    }
    if (space.pricePerDayMinor !== null) {
      const days = Math.ceil(hours / 24);
      return [{ description: `${space.name}, ${days} day${days === 1 ? '' : 's'}`, quantity: days, unit_amount_minor: space.pricePerDayMinor }];
    }
    throw fieldError('space_id', 'This space has no listed price: send the venue a message and ask for an offer instead');
  }

  async request(user: AuthUser, enquiryId: string, b: RequestInput, now = new Date()): Promise<BookingRequest> {
    const a = await enquiryFor(this.access, user, enquiryId);
    if (a.side !== 'customer') throw forbidden('Only the customer requests to book');
    if (!['open', 'offer_sent'].includes(a.enquiry.status)) throw new AppError(enquiryMachine.stateCode(a.enquiry.status) as 'ENQUIRY_CLOSED', `This enquiry is ${a.enquiry.status.replace('_', ' ')}: reopen it to request a booking`);
    const { space, startAt, endAt } = await this.checkSlot(a.enquiry, b, now);
    // At the listed price, for no more guests than the space's largest layout lists (a custom offer is the venue's own call).
    const capacity = Math.max(space.capacityStanding, space.capacitySeated, space.capacityTheatre, space.capacityBanquet);
    if (b.guests > capacity) throw fieldError('guests', `${space.name} takes at most ${capacity.toLocaleString('en')} guests`);
    this.listedLines(space, startAt, endAt); // refuses a space without a listed price, before anything is written
    if (await this.repo.slotTaken(space.id, startAt, endAt)) throw slotTaken();
    const r = await this.repo.insertRequest({
      tenantId: user.tenantId,
      enquiryId,
      venueId: a.enquiry.venueId,
      spaceId: space.id,
      startAt,
      endAt,
      guests: b.guests,
      expiresAt: new Date(now.getTime() + BOOKING_REQUEST_TTL_HOURS * HOUR),
      createdBy: user.id,
    });
    const answer = await this.toRequest(r);
    await this.deps.conversations.post(user.tenantId, enquiryId, { side: 'customer', senderId: user.id, card: { kind: 'booking_request', id: r.id } });
    this.deps.notify(await this.everyone(a.enquiry), SOCKET_EVENTS.bookingRequestStatus, { enquiry_id: enquiryId, booking_request: answer });
    const who = `${user.row.firstName} ${user.row.lastName}`.trim() || 'A customer';
    await this.tellTeam(a.enquiry, `${who} requests to book ${answer.space.name}`, `At the listed price, for ${b.guests} guests on ${mailTime(startAt, (await this.repo.context(a.enquiry.venueId, space.id))?.timeZone ?? 'UTC')}. Accept or decline within ${BOOKING_REQUEST_TTL_HOURS} hours, or it expires.`);
    return answer;
  }

  private async loadRequest(user: AuthUser, id: string) {
    const r = await this.repo.request(user.tenantId, id);
    if (!r) throw notFound('Booking request');
    try {
      return { request: r, access: await enquiryFor(this.access, user, r.enquiryId) };
    } catch {
      throw notFound('Booking request');
    }
  }

  async getRequest(user: AuthUser, id: string): Promise<BookingRequest> {
    return this.toRequest((await this.loadRequest(user, id)).request);
  }

  /** The venue answers: accepting makes an offer at the listed price that holds the slot (409 SLOT_TAKEN if it cannot). */
  async answerRequest(user: AuthUser, id: string, event: 'accept' | 'decline', now = new Date()): Promise<BookingRequest> {
    const { request, access } = await this.loadRequest(user, id);
    requireOfferRights(access);
    // A request stored before slots were bounded must not become an offer holding the space for longer.
    if (event === 'accept' && request.endAt.getTime() - request.startAt.getTime() > EVENT_LIMITS.maxDays * DAY) {
      throw new AppError('CONFLICT', `This request is longer than ${EVENT_LIMITS.maxDays} days: decline it and send a custom offer instead`);
    }
    let offer: CustomOfferRow | null = null;
    let updated: BookingRequestRow;
    try {
      updated = await this.repo.transaction(async (tx) => {
        const repo = this.repo.withTx(tx);
        const locked = (await repo.request(user.tenantId, id, { forUpdate: true }))!;
        const to = step(bookingRequestMachine, locked.status, event, 'venue', 'booking request');
        if (event === 'decline') return repo.setRequest(id, to);
        const e = (await this.access.withTx(tx).find(user.tenantId, request.enquiryId, { forUpdate: true }))!;
        const space = (await repo.space(request.venueId, request.spaceId))!;
        const { quote: q, policy } = await this.price(user.tenantId, request.venueId, this.listedLines(space, request.startAt, request.endAt), repo);
        const expiresAt = new Date(Math.min(now.getTime() + ACCEPTED_REQUEST_OFFER_HOURS * HOUR, request.startAt.getTime()));
        offer = await repo.insertOffer({
          tenantId: user.tenantId,
          enquiryId: request.enquiryId,
          venueId: request.venueId,
          spaceId: request.spaceId,
          startAt: request.startAt,
          endAt: request.endAt,
          guests: request.guests,
          ...priced(q, policy),
          expiresAt,
          note: 'Your request to book at the listed price was accepted.',
          bookingRequestId: id,
          createdBy: user.id,
        });
        await repo.hold(offer);
        if (e.status === 'open') await repo.setEnquiryStatus(e.id, step(enquiryMachine, 'open', 'send_offer', 'venue', 'enquiry'));
        return repo.setRequest(id, to, offer.id);
      });
    } catch (e) {
      if (isSlotTaken(e)) throw slotTaken();
      throw e;
    }
    const answer = await this.toRequest(updated);
    this.deps.notify(await this.everyone(access.enquiry), SOCKET_EVENTS.bookingRequestStatus, { enquiry_id: request.enquiryId, booking_request: answer });
    if (offer) await this.announceOffer(access.enquiry, offer, user.id, false);
    else {
      await this.deps.conversations.post(user.tenantId, request.enquiryId, { side: 'system', senderId: null, actorId: user.id, body: 'The venue declined the request to book.' });
      const view = await this.deps.enquiries.view(user.tenantId, request.enquiryId, 'customer');
      await this.deps.notifications.createForEnquiry(user.tenantId, access.enquiry.customerId, 'INQUIRY', request.enquiryId, {}, {
        subject: `${view?.venue_name ?? 'The venue'} declined your request to book`,
        body: 'You can ask them in the conversation for a custom offer at another time.',
        url: this.url(view?.venue_country ?? 'sg', request.enquiryId),
      });
    }
    return answer;
  }

  // ---------------------------------------------------------------- time

  /**
   * Expires what is due at `now` and sends the 24-hour reminders; safe on several API nodes at once
   * (OfferRepository.expireDue). Tests call it with a moved clock instead of waiting.
   */
  async sweep(now = new Date()): Promise<{ offers: number; requests: number; reminders: number }> {
    const { offers, requests } = await this.repo.expireDue(now);
    for (const o of offers) {
      const e = await this.access.find(o.tenant_id, o.enquiry_id);
      if (!e) continue;
      await this.settle(e, this.repo);
      await this.deps.conversations.post(o.tenant_id, o.enquiry_id, { side: 'system', senderId: null, body: 'The offer expired: its time slot is free again.' });
      const view = await this.deps.enquiries.view(o.tenant_id, o.enquiry_id, 'customer');
      await this.deps.notifications.createForEnquiry(o.tenant_id, e.customerId, 'CUSTOM_OFFER_CANCELLED', e.id, { custom_offer_id: o.id }, {
        subject: `Your offer from ${view?.venue_name ?? 'the venue'} expired`,
        body: 'The time to accept it has passed and the slot is free again. Reply in the conversation if you would like a new offer.',
        url: this.url(view?.venue_country ?? 'sg', e.id),
      });
      await this.tellTeam(e, `Your offer to ${view ? `${view.customer_first} ${view.customer_last}`.trim() : 'the customer'} expired`, 'It was not accepted in time, so its slot is free again. Send a new offer from the conversation if they still want it.');
      await this.publishStatus(e, (await this.repo.offer(o.tenant_id, o.id))!);
    }
    for (const r of requests) {
      const e = await this.access.find(r.tenant_id, r.enquiry_id);
      if (!e) continue;
      await this.deps.conversations.post(r.tenant_id, r.enquiry_id, { side: 'system', senderId: null, body: 'The request to book expired: the venue did not answer within 48 hours.' });
      const view = await this.deps.enquiries.view(r.tenant_id, r.enquiry_id, 'customer');
      await this.deps.notifications.createForEnquiry(r.tenant_id, e.customerId, 'INQUIRY', e.id, {}, {
        subject: `Your request to book at ${view?.venue_name ?? 'the venue'} expired`,
        body: `The venue did not answer within ${BOOKING_REQUEST_TTL_HOURS} hours. Ask them in the conversation, or request another time.`,
        url: this.url(view?.venue_country ?? 'sg', e.id),
      });
      await this.tellTeam(e, 'A request to book expired', `Nobody answered it within ${BOOKING_REQUEST_TTL_HOURS} hours. The customer can still be sent a custom offer.`);
      this.deps.notify(await this.everyone(e), SOCKET_EVENTS.bookingRequestStatus, { enquiry_id: e.id, booking_request: await this.toRequest((await this.repo.request(r.tenant_id, r.id))!) });
    }
    const reminders = await this.repo.claimReminders(now, REMINDER_HOURS);
    for (const o of reminders) {
      const e = await this.access.find(o.tenant_id, o.enquiry_id);
      if (!e) continue;
      const view = await this.deps.enquiries.view(o.tenant_id, o.enquiry_id, 'customer');
      await this.deps.notifications.createForEnquiry(o.tenant_id, e.customerId, 'CUSTOM_OFFER', e.id, { custom_offer_id: o.id }, {
        subject: `Your offer from ${view?.venue_name ?? 'the venue'} expires within 24 hours`,
        body: `Accept it before ${mailTime(new Date(o.expires_at), view?.venue_time_zone ?? 'UTC')} to keep the date.`,
        url: this.url(view?.venue_country ?? 'sg', e.id),
      });
    }
    return { offers: offers.length, requests: requests.length, reminders: reminders.length };
  }
}
