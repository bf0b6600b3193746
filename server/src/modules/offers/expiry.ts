import { SOCKET_EVENTS } from '@venues/contracts';
import { offerTemplates } from '../../mail/offer-templates';
import type { EnquiryAccessRepository } from '../enquiries/access';
import type { OfferParts } from './parts';
import type { OfferRepository } from './repository';

/** The "your offer expires soon" e-mail goes this long before. */
export const REMINDER_HOURS = 24;

/** The time of offers and requests to book running out: what the offer sweep does on every API node. */
export class OfferExpiry {
  constructor(
    private readonly repo: OfferRepository,
    private readonly access: EnquiryAccessRepository,
    private readonly parts: OfferParts,
  ) {}

  /**
   * Expires what is due at `now` and sends the 24-hour reminders; safe on several API nodes at once
   * (OfferRepository.expireDue). Tests call it with a moved clock instead of waiting.
   */
  async sweep(now = new Date()): Promise<{ offers: number; requests: number; reminders: number }> {
    const { offers, requests } = await this.repo.expireDue(now);
    for (const o of offers) {
      const e = await this.access.find(o.tenant_id, o.enquiry_id);
      if (!e) continue;
      await this.parts.settle(e, this.repo);
      await this.parts.post(o.tenant_id, o.enquiry_id, { side: 'system', senderId: null, body: 'The offer expired: its time slot is free again.' });
      const view = await this.parts.tellCustomer(e, 'CUSTOM_OFFER_CANCELLED', { custom_offer_id: o.id }, (v) => offerTemplates.offerExpiredToCustomer({ venue: v?.venue_name ?? null }));
      await this.parts.tellTeam(e, offerTemplates.offerExpiredToTeam({ customer: view ? `${view.customer_first} ${view.customer_last}`.trim() : null }));
      await this.parts.publishStatus(e, (await this.repo.offer(o.tenant_id, o.id))!);
    }
    for (const r of requests) {
      const e = await this.access.find(r.tenant_id, r.enquiry_id);
      if (!e) continue;
      await this.parts.post(r.tenant_id, r.enquiry_id, { side: 'system', senderId: null, body: 'The request to book expired: the venue did not answer within 48 hours.' });
      await this.parts.tellCustomer(e, 'INQUIRY', {}, (view) => offerTemplates.requestExpiredToCustomer({ venue: view?.venue_name ?? null }));
      await this.parts.tellTeam(e, offerTemplates.requestExpiredToTeam());
      await this.parts.notifyEveryone(e, SOCKET_EVENTS.bookingRequestStatus, { enquiry_id: e.id, booking_request: await this.parts.toRequest((await this.repo.request(r.tenant_id, r.id))!) });
    }
    const reminders = await this.repo.claimReminders(now, REMINDER_HOURS);
    for (const o of reminders) {
      const e = await this.access.find(o.tenant_id, o.enquiry_id);
      if (!e) continue;
      await this.parts.tellCustomer(e, 'CUSTOM_OFFER', { custom_offer_id: o.id }, (view) =>
        offerTemplates.offerExpiresSoon({ venue: view?.venue_name ?? null, expiresAt: new Date(o.expires_at), timeZone: view?.venue_time_zone ?? 'UTC' }),
      );
    }
    return { offers: offers.length, requests: requests.length, reminders: reminders.length };
  }
}
