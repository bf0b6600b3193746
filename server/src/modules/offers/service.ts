import type { z } from 'zod';
import { SOCKET_EVENTS, enquiryMachine, offerMachine, type CustomOffer, type offerBody } from '@venues/contracts';
import type { CustomOfferRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { step } from '../../lib/state';
import { offerTemplates } from '../../mail/offer-templates';
import type { AuthUser } from '../../types';
import { enquiryFor, requireOfferRights, type EnquiryAccess, type EnquiryAccessRepository } from '../enquiries/access';
import { priced, slotTaken, type OfferParts } from './parts';
import { isSlotTaken, type OfferRepository } from './repository';

type OfferInput = z.output<typeof offerBody>;

/**
 * Custom offers (docs/transactions.md "Offers, requests and holds"): the venue sends, updates or
 * withdraws one, the customer accepts or declines it. Prices come from the money module only; a
 * pending or accepted offer holds its slot with a space_blocks row that the database's exclusion
 * constraint keeps from overlapping anything (409 SLOT_TAKEN); every step follows its state machine
 * and tells both sides (chat card or line, socket, notification). Requests to book: requests.ts.
 */
export class OfferService {
  constructor(
    private readonly repo: OfferRepository,
    private readonly access: EnquiryAccessRepository,
    private readonly parts: OfferParts,
  ) {}

  async create(user: AuthUser, enquiryId: string, b: OfferInput, now = new Date()): Promise<CustomOffer> {
    const first = await enquiryFor(this.access, user, enquiryId);
    requireOfferRights(first);
    const { startAt, endAt } = await this.parts.checkSlot(first.enquiry, b, now);
    const { quote: q, policy } = await this.parts.price(user.tenantId, first.enquiry.venueId, b.lines);
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
    const offer = await this.parts.announceOffer(first.enquiry, row, user.id, false);
    if (first.enquiry.status !== 'offer_sent') await this.parts.notifyEveryone(first.enquiry, SOCKET_EVENTS.enquiryStatus, { enquiry_id: enquiryId, status: 'offer_sent' });
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
    return this.parts.toOffer((await this.load(user, id)).offer);
  }

  async list(user: AuthUser, enquiryId: string): Promise<CustomOffer[]> {
    await enquiryFor(this.access, user, enquiryId);
    return Promise.all((await this.repo.offersOf(enquiryId)).map((o) => this.parts.toOffer(o)));
  }

  /** A new version of a pending offer: the old one becomes `updated`, its hold moves to the new one (atomically). */
  async update(user: AuthUser, id: string, b: OfferInput, now = new Date()): Promise<CustomOffer> {
    const { offer: old, access } = await this.load(user, id);
    requireOfferRights(access);
    step(offerMachine, old.status, 'supersede', 'venue', 'offer');
    const { startAt, endAt } = await this.parts.checkSlot(access.enquiry, b, now);
    const { quote: q, policy } = await this.parts.price(user.tenantId, old.venueId, b.lines);
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
    await this.parts.notifyEveryone(access.enquiry, SOCKET_EVENTS.customOfferStatus, { enquiry_id: old.enquiryId, custom_offer_id: id, status: 'updated' });
    return this.parts.announceOffer(access.enquiry, row, user.id, true);
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
        await this.parts.settle(e, repo);
      }
      return o;
    });
    const who = `${user.row.firstName} ${user.row.lastName}`.trim() || (access.side === 'venue' ? 'The venue' : 'The customer');
    const verb = { accept: 'accepted', decline: 'declined', cancel: 'withdrew' }[event];
    await this.parts.post(user.tenantId, access.enquiry.id, { side: 'system', senderId: null, actorId: user.id, body: `${who} ${verb} the offer${event === 'accept' ? ': it is ready to pay' : ''}.` });
    if (event === 'accept') await this.parts.tellTeam(access.enquiry, offerTemplates.offerAccepted({ who, totalMinor: row.totalMinor, currency: row.currency }));
    else if (event === 'decline') await this.parts.tellTeam(access.enquiry, offerTemplates.offerDeclined({ who }));
    else await this.parts.tellCustomer(access.enquiry, 'CUSTOM_OFFER_CANCELLED', { custom_offer_id: id }, (view) => offerTemplates.offerWithdrawn({ venue: view?.venue_name ?? null }));
    await this.parts.publishStatus(access.enquiry, row);
    return this.parts.toOffer(row);
  }
}
