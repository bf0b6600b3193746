import { DateTime } from 'luxon';

// Days and times in the venue's time zone (docs/availability.md "Blocking and unblocking"). The
// calendar is drawn in the venue's zone, never the browser's, so every conversion names the zone.
// luxon does the zone arithmetic; days are 'YYYY-MM-DD' strings, times 'HH:MM', instants epoch ms.

export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day as a calendar date (zone-free arithmetic in UTC). */
const cal = (day: Day) => DateTime.fromISO(day, { zone: 'utc' });
const out = (d: DateTime): Day => d.toISODate()!;

/** A real calendar day (2026-02-31 is not). */
export const isDay = (s: string): boolean => DAY.test(s) && cal(s).isValid;
export const isTime = (s: string): boolean => TIME.test(s);

export const addDays = (day: Day, n: number): Day => out(cal(day).plus({ days: n }));
/** Days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: Day, b: Day): number => Math.round(cal(b).diff(cal(a), 'days').days);
/** Date#getDay()'s number of a day: 0 = Sunday. */
export const jsWeekday = (day: Day): number => cal(day).weekday % 7;
/** The Monday on or before `day` (weeks run Monday to Sunday). */
export const mondayOf = (day: Day): Day => out(cal(day).startOf('week'));
export const firstOfMonth = (day: Day): Day => out(cal(day).startOf('month'));
export const addMonths = (day: Day, n: number): Day => out(cal(day).startOf('month').plus({ months: n }));
export const lastOfMonth = (day: Day): Day => out(cal(day).endOf('month'));

/** "HH:MM" → minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes after midnight → "HH:MM" (1440 is "24:00", the midnight that ends the day). */
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A wall-clock time on a day in `timeZone` ("24:00" is the next day's midnight); luxon picks the instant. */
function zoned(day: Day, time: string, timeZone: string): DateTime {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time);
  return DateTime.fromObject({ year: y, month: m, day: d }, { zone: timeZone }).plus({ days: Math.floor(minutes / 1440) }).set({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 });
}

/** The instant of a wall-clock time on a day in `timeZone`. */
export const zonedMs = (day: Day, time: string, timeZone: string): number => zoned(day, time, timeZone).toMillis();

/** The wall-clock day and time of an instant in `timeZone`. */
export function localParts(instant: number | string, timeZone: string): { day: Day; time: string; minutes: number } {
  const at = (typeof instant === 'string' ? DateTime.fromISO(instant, { setZone: true }) : DateTime.fromMillis(instant)).setZone(timeZone);
  const time = at.toFormat('HH:mm');
  return { day: at.toISODate()!, time, minutes: minutesOf(time) };
}

/** A wall-clock time on a day in `timeZone` as ISO 8601 with its offset: "2026-12-04T00:00:00+08:00". */
export const zonedIso = (day: Day, time: string, timeZone: string): string => zoned(day, time, timeZone).toISO({ suppressMilliseconds: true, includeOffset: true })!;

/** Today in `timeZone`. */
export const todayIn = (timeZone: string, now = Date.now()): Day => DateTime.fromMillis(now, { zone: timeZone }).toISODate()!;

/** Whole days `first`..`last`: the first local midnight to the midnight after the last day (23 or 25 h across a clock change). */
export function wholeDays(first: Day, last: Day, timeZone: string): { start_at: string; end_at: string } {
  return { start_at: zonedIso(first, '00:00', timeZone), end_at: zonedIso(addDays(last, 1), '00:00', timeZone) };
}

/** `start` to `end` on one day; an end of "00:00" (or "24:00") is the midnight that ends the day. */
export function hoursOn(day: Day, start: string, end: string, timeZone: string): { start_at: string; end_at: string } {
  return { start_at: zonedIso(day, start, timeZone), end_at: zonedIso(day, end === '00:00' ? '24:00' : end, timeZone) };
}

/** "Fri 4 Dec 2026" (without the year: "Fri 4 Dec"). */
export const dayLabel = (day: Day, withYear = true): string => cal(day).setLocale('en-GB').toFormat(withYear ? 'ccc d LLL yyyy' : 'ccc d LLL');

/** "December 2026". */
export const monthLabel = (day: Day): string => cal(day).setLocale('en-GB').toFormat('LLLL yyyy');

/** "UTC+08:00" for the zone today, to say which clock the calendar uses. */
export const zoneLabel = (timeZone: string, now = Date.now()): string => `UTC${DateTime.fromMillis(now, { zone: timeZone }).toFormat('ZZ')}`;
