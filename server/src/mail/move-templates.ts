import type { BookingNotice } from './booking-templates';

// The words of a booking move (modules/bookings/moves.ts): the conversation's system lines, and each
// notification's subject with the body of its e-mail (NotificationsService adds the greeting and link).

interface MoveWords {
  reference: string;
  /** Who acted: the venue's name, or the customer's. */
  who: string;
  /** Times as mailTime writes them. */
  from: string;
  to: string;
  /** What happens to the price, a sentence (or ''). */
  difference: string;
  note: string;
}

const noted = (note: string) => (note ? ` Their note: “${note}”` : '');

export const moveTemplates = {
  proposedLine: (w: MoveWords) => `${w.who} proposes moving booking ${w.reference} from ${w.from} to ${w.to}. ${w.difference} The booking keeps its time until the other side accepts.${noted(w.note)}`,
  proposed(w: MoveWords): BookingNotice {
    return {
      subject: `Move proposed for booking ${w.reference}: ${w.to}`,
      body: `${w.who} proposes moving booking ${w.reference} from ${w.from} to ${w.to}. ${w.difference} Open the booking to accept or decline it; until then it keeps its time.${noted(w.note)}`,
    };
  },
  acceptedLine: (w: MoveWords) => `${w.who} accepted the move: booking ${w.reference} is now on ${w.to} (was ${w.from}). ${w.difference}`,
  accepted(w: MoveWords): BookingNotice {
    return {
      subject: `Booking ${w.reference} moved to ${w.to}`,
      body: `${w.who} accepted the move: booking ${w.reference} is now on ${w.to} instead of ${w.from}. ${w.difference} Calendars that import the booking's .ics update the event.`,
    };
  },
  declinedLine: (w: MoveWords) => `${w.who} declined moving booking ${w.reference} to ${w.to}: it stays on ${w.from}.`,
  declined(w: MoveWords): BookingNotice {
    return { subject: `Move declined for booking ${w.reference}`, body: `${w.who} declined moving booking ${w.reference} to ${w.to}. It stays on ${w.from}.` };
  },
  withdrawnLine: (w: MoveWords) => `${w.who} withdrew the proposal to move booking ${w.reference} to ${w.to}: it stays on ${w.from}.`,
  withdrawn(w: MoveWords): BookingNotice {
    return { subject: `Move withdrawn for booking ${w.reference}`, body: `${w.who} withdrew the proposal to move booking ${w.reference} to ${w.to}. It stays on ${w.from}.` };
  },
};
