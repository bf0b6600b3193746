import { SOCKET_EVENTS } from '@venues/contracts';
import { type NoticeWords, offerTemplates } from '../../mail/offer-templates';
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
      await this.tellLapsed(o, 'The offer expired: its time slot is free again.', {
        customer: (venue) => offerTemplates.offerExpiredToCustomer({ venue }),
        team: (customer) => offerTemplates.offerExpiredToTeam({ customer }),
      });
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

  /**
   * An accepted offer whose payment by a method that settles later failed: the offer lapses now and
   * its slot is free again, rather than held for a payment that is no longer coming
   * (docs/transactions.md "Payments and bookings"). Both sides are told, as when an offer expires.
   */
  async lapse(tenantId: string, offerId: string, why: string): Promise<void> {
    const o = await this.repo.lapse(tenantId, offerId);
    if (!o) return;
    await this.tellLapsed(o, `${why} The offer lapsed: its time slot is free again, and the venue can send a new offer.`, {
      customer: (venue) => offerTemplates.paymentLapsedToCustomer({ venue, reason: why }),
      team: (customer) => offerTemplates.paymentLapsedToTeam({ customer }),
    });
  }

  private async tellLapsed(
    o: { id: string; tenant_id: string; enquiry_id: string },
    body: string,
    words: { customer: (venue: string | null) => NoticeWords; team: (customer: string | null) => NoticeWords },
  ): Promise<void> {
    const e = await this.access.find(o.tenant_id, o.enquiry_id);
    if (!e) return;
    await this.parts.settle(e, this.repo);
    await this.parts.post(o.tenant_id, o.enquiry_id, { side: 'system', senderId: null, body });
    const view = await this.parts.tellCustomer(e, 'CUSTOM_OFFER_CANCELLED', { custom_offer_id: o.id }, (v) => words.customer(v?.venue_name ?? null));
    await this.parts.tellTeam(e, words.team(view ? `${view.customer_first} ${view.customer_last}`.trim() : null));
    await this.parts.publishStatus(e, (await this.repo.offer(o.tenant_id, o.id))!);
  }
}
