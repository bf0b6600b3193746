import type { z } from 'zod';
import {
  EVENT_LIMITS,
  SOCKET_EVENTS,
  enquiryMachine,
  type BookingRequest,
  type CustomOffer,
  type NotificationType,
  type offerBody,
  type SocketEventName,
  type SocketEvents,
} from '@venues/contracts';
import type { BookingRequestRow, CustomOfferRow, EnquiryRow } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { quote, refundSchedule, type LineInput, type Quote, type TaxSetting } from '../../lib/pricing';
import { step } from '../../lib/state';
import { offerTemplates, type NoticeWords } from '../../mail/offer-templates';
import type { Notify } from '../../plugins/realtime';
import type { NotificationsService } from '../notifications/service';
import type { EnquiryAccessRepository } from '../enquiries/access';
import type { EnquiryRepository } from '../enquiries/repository';
import type { EnquiryService } from '../enquiries/service';
import type { OfferRepository } from './repository';

type OfferInput = z.output<typeof offerBody>;
type Space = NonNullable<Awaited<ReturnType<OfferRepository['space']>>>;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface OfferDeps {
  notify: Notify;
  notifications: NotificationsService;
  conversations: EnquiryService;
  enquiries: EnquiryRepository;
  publicUrl: string;
}

const iso = (d: Date) => d.toISOString();

/** The priced columns of a new offer row (money module's quote, the venue's policy). */
export const priced = (q: Quote, policy: CustomOfferRow['cancellationPolicy']) => ({
  lines: q.lines,
  taxes: q.taxes,
  currency: q.currency,
  subtotalMinor: q.subtotal_minor,
  totalMinor: q.total_minor,
  cancellationPolicy: policy,
});
export const slotTaken = () => new AppError('SLOT_TAKEN', 'This time is already held or booked: choose another time');

/**
 * What custom offers (service.ts), requests to book (requests.ts) and the expiry sweep (expiry.ts)
 * share: the answers, the prices, the slot checks, and telling both sides (chat, socket,
 * notification with its e-mail, words from mail/offer-templates.ts).
 */
export class OfferParts {
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
      instant: o.createdBy !== null && o.bookingRequestId === null && (await this.repo.madeByCustomer(o.enquiryId, o.createdBy)),
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

  // ---------------------------------------------------------------- prices and slots

  /** The priced offer: lines by the money module, the storefront's tax, the venue's currency and policy. */
  async price(tenantId: string, venueId: string, lines: readonly LineInput[], repo: OfferRepository = this.repo) {
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
  async checkSlot(e: EnquiryRow, b: Pick<OfferInput, 'space_id' | 'start_at' | 'end_at' | 'guests'> & { expires_at?: string }, now: Date) {
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
  async settle(e: EnquiryRow, repo: OfferRepository): Promise<void> {
    if (e.status === 'offer_sent' && (await repo.liveOffers(e.id)) === 0) {
      await repo.setEnquiryStatus(e.id, step(enquiryMachine, 'offer_sent', 'offers_settled', 'system', 'enquiry'));
    }
  }

  /** The listed price of a space for a slot: per hour (at least its minimum hours), else per day. */
  listedLines(space: Space, startAt: Date, endAt: Date): LineInput[] {
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

  // ---------------------------------------------------------------- telling both sides

  /** Sends a socket event to the customer and the venue team. */
  async notifyEveryone<E extends SocketEventName>(e: EnquiryRow, event: E, payload: SocketEvents[E]): Promise<void> {
    this.deps.notify(await this.everyone(e), event, payload);
  }

  /** A line or card in the enquiry's conversation. */
  async post(...args: Parameters<EnquiryService['post']>): Promise<void> {
    await this.deps.conversations.post(...args);
  }

  async publishStatus(e: EnquiryRow, o: CustomOfferRow): Promise<void> {
    this.deps.notify(await this.everyone(e), SOCKET_EVENTS.customOfferStatus, { enquiry_id: e.id, custom_offer_id: o.id, status: o.status });
    const fresh = await this.access.find(e.tenantId, e.id);
    if (fresh && fresh.status !== e.status) this.deps.notify(await this.everyone(e), SOCKET_EVENTS.enquiryStatus, { enquiry_id: e.id, status: fresh.status });
  }

  /** An e-mail (and the conversation's INQUIRY badge) for each team member, as their preferences say. */
  async tellTeam(e: EnquiryRow, words: NoticeWords): Promise<void> {
    const view = await this.deps.enquiries.view(e.tenantId, e.id, 'venue');
    for (const userId of await this.team(e)) {
      await this.deps.notifications.createForEnquiry(e.tenantId, userId, 'INQUIRY', e.id, {}, { ...words, url: this.url(view?.venue_country ?? 'sg', e.id) });
    }
  }

  /** A notification (and its e-mail, as their preferences say) for the customer, in words made from the enquiry as the customer sees it (returned). */
  async tellCustomer(e: EnquiryRow, type: NotificationType, payload: Record<string, unknown>, words: (view: CustomerView) => NoticeWords): Promise<CustomerView> {
    const view = await this.deps.enquiries.view(e.tenantId, e.id, 'customer');
    await this.deps.notifications.createForEnquiry(e.tenantId, e.customerId, type, e.id, payload, { ...words(view), url: this.url(view?.venue_country ?? 'sg', e.id) });
    return view;
  }

  private url(country: string, enquiryId: string) {
    return `${this.deps.publicUrl}/${country}/enquiries/${enquiryId}`;
  }

  /** A new offer or version: its card in the chat, the socket event, CUSTOM_OFFER for the customer with its e-mail. */
  async announceOffer(e: EnquiryRow, o: CustomOfferRow, senderId: string, updated: boolean): Promise<CustomOffer> {
    const offer = await this.toOffer(o);
    await this.deps.conversations.post(e.tenantId, e.id, { side: 'venue', senderId, card: { kind: 'offer', id: o.id } });
    this.deps.notify(await this.everyone(e), SOCKET_EVENTS.generateCustomOffer, { enquiry_id: e.id, offer });
    await this.tellCustomer(e, 'CUSTOM_OFFER', { custom_offer_id: o.id }, () =>
      offerTemplates.offerSent({ venue: offer.venue.name, space: offer.space.name, totalMinor: o.totalMinor, currency: o.currency, expiresAt: o.expiresAt, timeZone: offer.venue.time_zone, updated }),
    );
    return offer;
  }

  private async team(e: EnquiryRow): Promise<string[]> {
    return (await this.deps.enquiries.teamOf(e.tenantId, e.organizationId)).map((t) => t.id);
  }

  private async everyone(e: EnquiryRow): Promise<string[]> {
    return [e.customerId, ...(await this.team(e))];
  }
}

type CustomerView = Awaited<ReturnType<EnquiryRepository['view']>>;
