import type { z } from 'zod';
import { BOOKING_REQUEST_TTL_HOURS, EVENT_LIMITS, SOCKET_EVENTS, bookingRequestMachine, enquiryMachine, type BookingRequest, type bookingRequestBody } from '@venues/contracts';
import type { BookingRequestRow, CustomOfferRow } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { step } from '../../lib/state';
import { offerTemplates } from '../../mail/offer-templates';
import type { AuthUser } from '../../types';
import { enquiryFor, requireOfferRights, type EnquiryAccessRepository } from '../enquiries/access';
import { DAY, HOUR, priced, slotTaken, type OfferParts } from './parts';
import { isSlotTaken, type OfferRepository } from './repository';

type RequestInput = z.output<typeof bookingRequestBody>;

/** An offer made by accepting a request to book lasts this long, or until the event starts. */
export const ACCEPTED_REQUEST_OFFER_HOURS = 48;

/**
 * Requests to book (docs/transactions.md "Offers, requests and holds"): the customer asks for a
 * slot at the listed price; the venue accepts, which makes an offer holding the slot, or declines.
 */
export class BookingRequestService {
  constructor(
    private readonly repo: OfferRepository,
    private readonly access: EnquiryAccessRepository,
    private readonly parts: OfferParts,
  ) {}

  async request(user: AuthUser, enquiryId: string, b: RequestInput, now = new Date()): Promise<BookingRequest> {
    const a = await enquiryFor(this.access, user, enquiryId);
    if (a.side !== 'customer') throw forbidden('Only the customer requests to book');
    if (!['open', 'offer_sent'].includes(a.enquiry.status)) throw new AppError(enquiryMachine.stateCode(a.enquiry.status) as 'ENQUIRY_CLOSED', `This enquiry is ${a.enquiry.status.replace('_', ' ')}: reopen it to request a booking`);
    const { space, startAt, endAt } = await this.parts.checkSlot(a.enquiry, b, now);
    // At the listed price, for no more guests than the space's largest layout lists (a custom offer is the venue's own call).
    const capacity = Math.max(space.capacityStanding, space.capacitySeated, space.capacityTheatre, space.capacityBanquet);
    if (b.guests > capacity) throw fieldError('guests', `${space.name} takes at most ${capacity.toLocaleString('en')} guests`);
    this.parts.listedLines(space, startAt, endAt); // refuses a space without a listed price, before anything is written
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
    const answer = await this.parts.toRequest(r);
    await this.parts.post(user.tenantId, enquiryId, { side: 'customer', senderId: user.id, card: { kind: 'booking_request', id: r.id } });
    await this.parts.notifyEveryone(a.enquiry, SOCKET_EVENTS.bookingRequestStatus, { enquiry_id: enquiryId, booking_request: answer });
    const who = `${user.row.firstName} ${user.row.lastName}`.trim() || 'A customer';
    const timeZone = (await this.repo.context(a.enquiry.venueId, space.id))?.timeZone ?? 'UTC';
    await this.parts.tellTeam(a.enquiry, offerTemplates.bookingRequested({ who, space: answer.space.name, guests: b.guests, startAt, timeZone }));
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
    return this.parts.toRequest((await this.loadRequest(user, id)).request);
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
        const { quote: q, policy } = await this.parts.price(user.tenantId, request.venueId, this.parts.listedLines(space, request.startAt, request.endAt), repo);
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
    const answer = await this.parts.toRequest(updated);
    await this.parts.notifyEveryone(access.enquiry, SOCKET_EVENTS.bookingRequestStatus, { enquiry_id: request.enquiryId, booking_request: answer });
    if (offer) await this.parts.announceOffer(access.enquiry, offer, user.id, false);
    else {
      await this.parts.post(user.tenantId, request.enquiryId, { side: 'system', senderId: null, actorId: user.id, body: 'The venue declined the request to book.' });
      await this.parts.tellCustomer(access.enquiry, 'INQUIRY', {}, (view) => offerTemplates.requestDeclined({ venue: view?.venue_name ?? null }));
    }
    return answer;
  }
}
