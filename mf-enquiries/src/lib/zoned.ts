import { DateTime } from 'luxon';

/**
 * The venue's wall clock and instants. Forms ask for a date and times as the venue's calendar shows
 * them; the API takes instants (ISO 8601 with offset). Luxon knows each zone's rules (summer time).
 */
export function toInstant(date: string, time: string, zone: string): string {
  const t = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!t.isValid) throw new RangeError(`Not a date and time: ${date} ${time}`);
  return t.toISO({ suppressMilliseconds: true })!;
}

/** An instant as the venue's date ("2027-03-12") and time ("18:00"). */
export function wallClock(iso: string, zone: string): { date: string; time: string } {
  const t = DateTime.fromISO(iso, { zone });
  return { date: t.toISODate()!, time: t.toFormat('HH:mm') };
}

/** Today's date in the venue's zone (or the browser's), or `days` later: a date input's `min` and `max`. */
export const todayIn = (zone?: string, days = 0) => DateTime.now().setZone(zone ?? 'local').plus({ days }).toISODate()!;
