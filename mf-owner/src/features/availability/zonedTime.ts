// Days and times in the venue's time zone (docs/availability.md "Blocking and unblocking"). The
// calendar is drawn in the venue's zone, never the browser's, so every conversion names the zone.
// Pure functions on Intl: days are 'YYYY-MM-DD' strings, times 'HH:MM', instants epoch ms.

export type Day = string;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const dayMs = (day: Day) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day (2026-02-31 is not). */
export const isDay = (s: string): boolean => DAY.test(s) && fromMs(dayMs(s)) === s;
export const isTime = (s: string): boolean => TIME.test(s);

export const addDays = (day: Day, n: number): Day => fromMs(dayMs(day) + n * DAY_MS);
/** Days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: Day, b: Day): number => Math.round((dayMs(b) - dayMs(a)) / DAY_MS);
/** Date#getDay()'s number of a day: 0 = Sunday. */
export const jsWeekday = (day: Day): number => new Date(dayMs(day)).getUTCDay();
/** The Monday on or before `day` (weeks run Monday to Sunday). */
export const mondayOf = (day: Day): Day => addDays(day, -((jsWeekday(day) + 6) % 7));
export const firstOfMonth = (day: Day): Day => `${day.slice(0, 7)}-01`;
export const addMonths = (day: Day, n: number): Day => {
  const d = new Date(dayMs(firstOfMonth(day)));
  d.setUTCMonth(d.getUTCMonth() + n);
  return fromMs(d.getTime());
};
export const lastOfMonth = (day: Day): Day => addDays(addMonths(day, 1), -1);

/** "HH:MM" → minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes after midnight → "HH:MM" (1440 is "24:00", the midnight that ends the day). */
export const timeOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at an instant, read as if it were UTC (so differences are offsets). */
function wallAsUtc(ms: number, timeZone: string): number {
  const p = Object.fromEntries(wallFormatter(timeZone).formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
}

/** The zone's offset from UTC at an instant, in minutes (Singapore: 480). */
export function offsetMinutes(timeZone: string, ms: number): number {
  return Math.round((wallAsUtc(ms, timeZone) - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** 480 → "+08:00", -300 → "-05:00", 0 → "+00:00". */
export function formatOffset(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/**
 * The instant of a wall-clock time on a day in `timeZone` ("24:00" is the next day's midnight).
 * A time that happens twice (clocks going back) is the first one; a time the clocks skip (going
 * forward) is read with the offset before the change, so it lands just after the gap.
 */
export function zonedMs(day: Day, time: string, timeZone: string): number {
  const wall = dayMs(day) + minutesOf(time) * 60_000;
  const before = offsetMinutes(timeZone, wall - DAY_MS);
  const after = offsetMinutes(timeZone, wall + DAY_MS);
  const fits = [...new Set([before, after])].map((o) => wall - o * 60_000).filter((ms) => wallAsUtc(ms, timeZone) === wall);
  return fits.length ? Math.min(...fits) : wall - before * 60_000;
}

/** The wall-clock day and time of an instant in `timeZone`. */
export function localParts(instant: number | string, timeZone: string): { day: Day; time: string; minutes: number } {
  const wall = wallAsUtc(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);
  const iso = new Date(wall).toISOString();
  const time = iso.slice(11, 16);
  return { day: iso.slice(0, 10), time, minutes: minutesOf(time) };
}

/** An instant as ISO 8601 with the zone's offset then: "2026-12-04T00:00:00+08:00". */
export function isoWithOffset(ms: number, timeZone: string): string {
  const wall = new Date(wallAsUtc(ms, timeZone)).toISOString().slice(0, 19);
  return `${wall}${formatOffset(offsetMinutes(timeZone, ms))}`;
}

/** A wall-clock time on a day in `timeZone` as ISO 8601 with its offset. */
export const zonedIso = (day: Day, time: string, timeZone: string): string => isoWithOffset(zonedMs(day, time, timeZone), timeZone);

/** Today in `timeZone`. */
export const todayIn = (timeZone: string, now = Date.now()): Day => localParts(now, timeZone).day;

/** Whole days `first`..`last`: the first local midnight to the midnight after the last day (23 or 25 h across a clock change). */
export function wholeDays(first: Day, last: Day, timeZone: string): { start_at: string; end_at: string } {
  return { start_at: zonedIso(first, '00:00', timeZone), end_at: zonedIso(addDays(last, 1), '00:00', timeZone) };
}

/** `start` to `end` on one day; an end of "00:00" (or "24:00") is the midnight that ends the day. */
export function hoursOn(day: Day, start: string, end: string, timeZone: string): { start_at: string; end_at: string } {
  return { start_at: zonedIso(day, start, timeZone), end_at: zonedIso(day, end === '00:00' ? '24:00' : end, timeZone) };
}

/** "Fri 4 Dec 2026" (without the year: "Fri 4 Dec"). */
export function dayLabel(day: Day, withYear = true): string {
  const d = new Date(dayMs(day));
  const text = `${WEEKDAY_SHORT[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_SHORT[d.getUTCMonth()]}`;
  return withYear ? `${text} ${d.getUTCFullYear()}` : text;
}

/** "December 2026". */
export const monthLabel = (day: Day): string => `${MONTH_LONG[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** "UTC+08:00" for the zone today, to say which clock the calendar uses. */
export const zoneLabel = (timeZone: string, now = Date.now()): string => `UTC${formatOffset(offsetMinutes(timeZone, now))}`;
