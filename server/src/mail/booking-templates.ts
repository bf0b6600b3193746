import { REVIEW_WINDOW_DAYS } from '@venues/contracts';

/**
 * The words of a booking's notifications (docs/transactions.md "Payments and bookings"): each is a
 * notification's subject and the body of the e-mail that goes with it when the person wants e-mail
 * for its type (NotificationsService adds the greeting, the link and the attachments). Amounts come
 * formatted with their currency ("SGD 1,090.00"), times as `mailTime` writes them.
 */
export interface BookingNotice {
  subject: string;
  body: string;
}

/** A time in the venue's zone, the zone named: "Sat, 5 Dec 2026, 18:00 (Asia/Singapore)". */
export const mailTime = (d: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(d)} (${timeZone})`;

export const bookingTemplates = {
  /** To the customer: the payment came after the offer expired and the time was booked meanwhile. */
  slotLost(p: { venue: string; amount: string }): BookingNotice {
    return {
      subject: 'Your payment is refunded: the time was booked by someone else',
      body: `Your offer expired before the payment was complete, and ${p.venue} was booked for that time meanwhile. Your payment of ${p.amount} is refunded in full. Ask the venue in the conversation for another time.`,
    };
  },

  /** To the customer: booked and paid (the invoice and a calendar entry are attached). */
  bookingConfirmed(p: { reference: string; space: string; venue: string; guests: number; when: string; total: string; invoice: string }): BookingNotice {
    return {
      subject: `Booking confirmed: ${p.venue}, ${p.when}`,
      body: `Your booking ${p.reference} of ${p.space} at ${p.venue} for ${p.guests} guests on ${p.when} is confirmed. You paid ${p.total}. Your tax invoice ${p.invoice} and a calendar entry are attached.`,
    };
  },

  /** To the venue's team: a new booking (the calendar entry is attached). */
  newBooking(p: { reference: string; space: string; customer: string; guests: number; when: string; total: string }): BookingNotice {
    return {
      subject: `New booking ${p.reference}: ${p.space}, ${p.when}`,
      body: `${p.customer} booked ${p.space} for ${p.guests} guests on ${p.when} and paid ${p.total}. The time is blocked in your calendar.`,
    };
  },

  /** To the venue's team: the customer paid the extra charges. */
  extraChargesPaid(p: { reference: string; customerFirst: string; amount: string }): BookingNotice {
    return { subject: `Extra charges paid for booking ${p.reference}`, body: `${p.customerFirst} paid ${p.amount}.` };
  },

  /** To the customer: the venue asks for extra charges. */
  extraChargesRequested(p: { reference: string; venue: string; amount: string; note?: string | null }): BookingNotice {
    return {
      subject: `${p.venue} asks for extra charges of ${p.amount}`,
      body: `On booking ${p.reference}${p.note ? `: ${p.note}` : ''}. Pay or decline them from the booking.`,
    };
  },

  /**
   * What a cancellation says, in the conversation as in the mails: who cancelled, why, and what is
   * refunded.
   */
  cancellationLine(p: { who: string; reference: string; reason: string; refunded: string | null }): string {
    return `${p.who} cancelled booking ${p.reference}${p.reason ? ` ("${p.reason}")` : ''}. ${p.refunded ? `${p.refunded} is refunded to the card.` : 'Nothing is refunded under the cancellation policy.'}`;
  },

  /** To both sides: the booking is cancelled (`line` is cancellationLine's). */
  bookingCancelled(p: { reference: string; venue: string; line: string; when: string }): BookingNotice {
    return { subject: `Booking ${p.reference} at ${p.venue} is cancelled`, body: `${p.line} The time (${p.when}) is free again.` };
  },

  /** To both sides once the event is over: review the other side. */
  reviewInvitation(p: { reference: string; venue: string; reviewed: 'the venue' | 'the customer' }): BookingNotice {
    return {
      subject: `How was it? Review booking ${p.reference}`,
      body: `The event at ${p.venue} is over. You have ${REVIEW_WINDOW_DAYS} days to review ${p.reviewed}; reviews are shown once both sides have written or the time is up.`,
    };
  },

  /** To the side that has not reviewed yet, once the other side has. */
  reviewReminder(p: { reference: string; venue: string; until: string }): BookingNotice {
    return {
      subject: `Review your booking ${p.reference}`,
      body: `The other side has reviewed the booking at ${p.venue}. Write yours by ${p.until}: both reviews are shown once both are written.`,
    };
  },
};
