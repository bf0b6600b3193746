import type { AvailabilityBlock, AvailabilityBlockKind, DayHours } from '@venues/contracts';
import type { DaySpan } from './calendarLayout';
import { addDays, dayLabel, localParts, timeOf, type Day } from './venueTime';

// The words for what takes a space's time: on screen and in the labels screen readers read, so a
// kind is never told by its colour alone.

export const KIND_LABEL: Record<AvailabilityBlockKind, string> = { booking: 'Booking', hold: 'Hold', blocked: 'Blocked' };

/** Why only the team's own blocks can be removed here. */
export const NOT_REMOVABLE: Record<Exclude<AvailabilityBlockKind, 'blocked'>, string> = {
  booking: 'A booking’s time is freed by cancelling the booking: open its enquiry to cancel or move it.',
  hold: 'A custom offer holds this time until it is paid or expires: withdraw the offer in its enquiry to free it.',
};

/** "Mon 7 Dec 2026, 18:00" in the venue's zone. */
export function dateTime(iso: string, timeZone: string, withYear = true): string {
  const p = localParts(iso, timeZone);
  return `${dayLabel(p.day, withYear)}, ${p.time}`;
}

/** "10:00–14:00" on its day, or "All day". */
export const spanTime = (s: DaySpan): string => (s.allDay ? 'All day' : `${timeOf(s.start)}–${timeOf(s.end)}`);

/** Who or what: "BK-1A2B3C4D · Uma User", "Uma User · until Mon 7 Dec, 18:00", "Maintenance". */
export function blockSummary(b: AvailabilityBlock, timeZone: string): string {
  if (b.kind === 'booking') return b.booking ? `${b.booking.reference} · ${b.booking.customer_name}` : 'Booked';
  if (b.kind === 'hold') return b.offer ? `${b.offer.customer_name} · until ${dateTime(b.offer.expires_at, timeZone, false)}` : 'Held by an offer';
  return b.note || 'Blocked';
}

/** When, in the venue's zone: "Sat 5 Dec 2026, 10:00–14:00", "Fri 4 Dec 2026", "Wed 23 Dec 2026 – Fri 25 Dec 2026". */
export function blockWhen(b: AvailabilityBlock, timeZone: string): string {
  const s = localParts(b.start_at, timeZone);
  const e = localParts(b.end_at, timeZone);
  if (s.time === '00:00' && e.time === '00:00') {
    const last = addDays(e.day, -1);
    return last === s.day ? dayLabel(s.day) : `${dayLabel(s.day)} – ${dayLabel(last)}`;
  }
  if (e.day === s.day) return `${dayLabel(s.day)}, ${s.time}–${e.time}`;
  if (e.time === '00:00' && e.day === addDays(s.day, 1)) return `${dayLabel(s.day)}, ${s.time}–24:00`;
  return `${dayLabel(s.day)} ${s.time} to ${dayLabel(e.day)} ${e.time}`;
}

/** A block on a day, for a label: "blocked, Maintenance", "booked 10:00–14:00, BK-… for Uma User". */
export function spanPhrase(s: DaySpan, timeZone: string): string {
  const time = s.allDay ? '' : ` ${spanTime(s)}`;
  const { block: b } = s;
  if (b.kind === 'booking') return `booked${time}${b.booking ? `, ${b.booking.reference} for ${b.booking.customer_name}` : ''}`;
  if (b.kind === 'hold') return `held${time}${b.offer ? ` for ${b.offer.customer_name} until ${dateTime(b.offer.expires_at, timeZone)}` : ' by an offer'}`;
  return `blocked${time}${b.note ? `, ${b.note}` : ''}`;
}

/** A day's label: "Fri 4 Dec 2026: blocked, Maintenance"; "Sat 5 Dec 2026: free, open 08:00–22:00". */
export function dayPhrase(day: Day, hours: DayHours | null, spans: readonly DaySpan[], timeZone: string): string {
  const parts = spans.map((s) => spanPhrase(s, timeZone));
  if (!hours) parts.unshift('closed');
  else if (!spans.length) parts.push(`free, open ${hours.open}–${hours.close}`);
  return `${dayLabel(day)}: ${parts.join('; ')}`;
}

/**
 * A day button's accessible name. It starts with the words the button shows when it shows more than
 * the date ("26 Today", "6 Closed"), so voice control finds it by what is on screen (WCAG 2.5.3),
 * then says the day in full.
 */
export function dayButtonName(shown: string, isToday: boolean, day: Day, hours: DayHours | null, spans: readonly DaySpan[], timeZone: string): string {
  const extra = [isToday && 'Today', !hours && 'Closed'].filter(Boolean);
  const phrase = dayPhrase(day, hours, spans, timeZone);
  return extra.length ? `${[shown, ...extra].join(' ')}, ${phrase}` : phrase;
}
