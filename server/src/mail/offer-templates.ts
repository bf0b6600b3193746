import { BOOKING_REQUEST_TTL_HOURS } from '@venues/contracts';
import { moneyText as money } from '../lib/money';

/** The words of a notification and its e-mail (the notifications module adds the link and the layout). */
export interface NoticeWords {
  subject: string;
  body: string;
}

/** A time for an e-mail, in the venue's zone where the event happens: "Fri 12 Mar 2027, 18:00 (Asia/Singapore)". */
export const mailTime = (d: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(d)} (${timeZone})`;

/**
 * Custom offers and requests to book, told to the customer and the venue team (docs/transactions.md
 * "Offers, requests and holds"). A venue or customer name the enquiry no longer has (null) reads
 * "the venue" or "the customer".
 */
export const offerTemplates = {
  /** To the customer: a new offer, or a new version of one. */
  offerSent(p: { venue: string; space: string; totalMinor: number; currency: string; expiresAt: Date; timeZone: string; updated: boolean }): NoticeWords {
    return {
      subject: `${p.updated ? 'An updated offer' : 'An offer'} from ${p.venue}: ${money(p.totalMinor, p.currency)}`,
      body: `${p.venue} sent you ${p.updated ? 'an updated' : 'a'} custom offer for ${p.space}, valid until ${mailTime(p.expiresAt, p.timeZone)}. Review it and accept it before it expires.`,
    };
  },

  /** To the venue team: the customer accepted. */
  offerAccepted(p: { who: string; totalMinor: number; currency: string }): NoticeWords {
    return {
      subject: `${p.who} accepted your offer (${money(p.totalMinor, p.currency)})`,
      body: 'The offer is accepted and waits for payment; the slot stays held until the offer expires.',
    };
  },

  /** To the venue team: the customer declined. */
  offerDeclined(p: { who: string }): NoticeWords {
    return { subject: `${p.who} declined your offer`, body: 'The slot is free again. Reply in the conversation to send another offer.' };
  },

  /** To the customer: the venue withdrew its offer. */
  offerWithdrawn(p: { venue: string | null }): NoticeWords {
    return {
      subject: `${p.venue ?? 'The venue'} withdrew its offer`,
      body: 'The offer is no longer available. Reply in the conversation if you would like another one.',
    };
  },

  /** To the customer: an offer ends within REMINDER_HOURS. */
  offerExpiresSoon(p: { venue: string | null; expiresAt: Date; timeZone: string }): NoticeWords {
    return {
      subject: `Your offer from ${p.venue ?? 'the venue'} expires within 24 hours`,
      body: `Accept it before ${mailTime(p.expiresAt, p.timeZone)} to keep the date.`,
    };
  },

  /** To the customer: the offer was not accepted in time. */
  offerExpiredToCustomer(p: { venue: string | null }): NoticeWords {
    return {
      subject: `Your offer from ${p.venue ?? 'the venue'} expired`,
      body: 'The time to accept it has passed and the slot is free again. Reply in the conversation if you would like a new offer.',
    };
  },

  /** To the venue team: their offer was not accepted in time. */
  offerExpiredToTeam(p: { customer: string | null }): NoticeWords {
    return {
      subject: `Your offer to ${p.customer ?? 'the customer'} expired`,
      body: 'It was not accepted in time, so its slot is free again. Send a new offer from the conversation if they still want it.',
    };
  },

  /** To the customer: their payment by a method that settles later failed, so the offer lapsed. */
  paymentLapsedToCustomer(p: { venue: string | null; reason: string }): NoticeWords {
    return {
      subject: `Your payment to ${p.venue ?? 'the venue'} did not go through`,
      body: `${p.reason} The offer lapsed and its slot is free again. Reply in the conversation if you would like a new offer.`,
    };
  },

  /** To the venue team: the customer's payment by a method that settles later failed, so the offer lapsed. */
  paymentLapsedToTeam(p: { customer: string | null }): NoticeWords {
    return {
      subject: `The payment from ${p.customer ?? 'the customer'} did not go through`,
      body: 'Their bank did not settle it, so the offer lapsed and its slot is free again. Send a new offer from the conversation if they still want it.',
    };
  },

  /** To the venue team: a request to book at the listed price, to answer within BOOKING_REQUEST_TTL_HOURS. */
  bookingRequested(p: { who: string; space: string; guests: number; startAt: Date; timeZone: string }): NoticeWords {
    return {
      subject: `${p.who} requests to book ${p.space}`,
      body: `At the listed price, for ${p.guests} guests on ${mailTime(p.startAt, p.timeZone)}. Accept or decline within ${BOOKING_REQUEST_TTL_HOURS} hours, or it expires.`,
    };
  },

  /** To the customer: the venue declined the request to book. */
  requestDeclined(p: { venue: string | null }): NoticeWords {
    return {
      subject: `${p.venue ?? 'The venue'} declined your request to book`,
      body: 'You can ask them in the conversation for a custom offer at another time.',
    };
  },

  /** To the customer: nobody answered the request in time. */
  requestExpiredToCustomer(p: { venue: string | null }): NoticeWords {
    return {
      subject: `Your request to book at ${p.venue ?? 'the venue'} expired`,
      body: `The venue did not answer within ${BOOKING_REQUEST_TTL_HOURS} hours. Ask them in the conversation, or request another time.`,
    };
  },

  /** To the venue team: nobody answered the request in time. */
  requestExpiredToTeam(): NoticeWords {
    return {
      subject: 'A request to book expired',
      body: `Nobody answered it within ${BOOKING_REQUEST_TTL_HOURS} hours. The customer can still be sent a custom offer.`,
    };
  },
};
