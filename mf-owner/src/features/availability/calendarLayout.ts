import { DEFAULT_OPENING_HOURS, openHoursOn, type AvailabilityBlock, type DayHours, type SpaceAvailability } from '@venues/contracts';
import { addDays, addMonths, dayLabel, firstOfMonth, jsWeekday, lastOfMonth, localParts, minutesOf, mondayOf, monthLabel, zonedMs, type Day } from './venueTime';

// What the month and week views draw, from a calendar answer: the days of the shown period, the
// part of each block that falls on a day, the venue's open hours and the week's hour rows. Pure.

/** A space's month or week, or the week of every space of the venue (rows of spaces, columns of days). */
export const VIEWS = ['month', 'week', 'spaces'] as const;
export type View = (typeof VIEWS)[number];

/** The days one calendar read asks for: the month's weeks (at most 42 days) or one week (a space's, or every space's), Monday first. */
export function calendarWindow(view: View, anchor: Day): { from: Day; to: Day; title: string } {
  if (view === 'week' || view === 'spaces') {
    const from = mondayOf(anchor);
    const to = addDays(from, 6);
    return { from, to, title: `${dayLabel(from, from.slice(0, 4) !== to.slice(0, 4))} – ${dayLabel(to)}` };
  }
  return { from: mondayOf(firstOfMonth(anchor)), to: addDays(mondayOf(lastOfMonth(anchor)), 6), title: monthLabel(anchor) };
}

/** The anchor of the previous (-1) or next (1) month or week. */
export const stepAnchor = (view: View, anchor: Day, dir: -1 | 1): Day => (view === 'month' ? addMonths(anchor, dir) : addDays(anchor, 7 * dir));

/** from..to, both included, in weeks of seven days. */
export function weeksOf(from: Day, to: Day): Day[][] {
  const weeks: Day[][] = [];
  for (let d = from; d <= to; d = addDays(d, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(d, i)));
  return weeks;
}

/** The part of a block on one local day, in minutes after that day's midnight (end up to 1440). */
export interface DaySpan {
  block: AvailabilityBlock;
  start: number;
  end: number;
  /** It takes the whole day, midnight to midnight. */
  allDay: boolean;
}

/** The blocks on a day in the venue's zone, earliest first (a day is 23 or 25 h across a clock change). */
export function spansOn(day: Day, blocks: readonly AvailabilityBlock[], timeZone: string): DaySpan[] {
  const dayStart = zonedMs(day, '00:00', timeZone);
  const dayEnd = zonedMs(addDays(day, 1), '00:00', timeZone);
  return blocks.flatMap((block) => {
    const s = Date.parse(block.start_at);
    const e = Date.parse(block.end_at);
    if (e <= dayStart || s >= dayEnd) return [];
    return [{ block, start: s <= dayStart ? 0 : localParts(s, timeZone).minutes, end: e >= dayEnd ? 1440 : localParts(e, timeZone).minutes, allDay: s <= dayStart && e >= dayEnd }];
  });
}

type Calendar = Pick<SpaceAvailability, 'days' | 'opening_hours'>;

/** A day's opening hours (null: closed): the answer's `days`, or the weekly hours for a day outside them. */
export function hoursOf(cal: Calendar, day: Day): DayHours | null {
  const listed = cal.days.find((d) => d.date === day);
  return listed ? listed.hours : openHoursOn(cal.opening_hours, jsWeekday(day));
}

/** The minutes of a day the venue is open: its own hours, and the early hours of the previous evening's that run past midnight. */
export function openIntervals(cal: Calendar, day: Day): [number, number][] {
  const out: [number, number][] = [];
  const prev = hoursOf(cal, addDays(day, -1));
  if (prev && minutesOf(prev.close) <= minutesOf(prev.open) && minutesOf(prev.close) > 0) out.push([0, minutesOf(prev.close)]);
  const own = hoursOf(cal, day);
  if (own) {
    const open = minutesOf(own.open);
    const close = minutesOf(own.close);
    out.push([open, close > open ? close : 1440]);
  }
  return out;
}

/** The week view's rows, whole hours [first, last): the open hours and the timed blocks of its days. */
export function hourRows(cal: Calendar, days: readonly Day[], spans: readonly DaySpan[][]): number[] {
  let first = 24;
  let last = 0;
  const widen = (start: number, end: number) => {
    first = Math.min(first, Math.floor(start / 60));
    last = Math.max(last, Math.ceil(end / 60));
  };
  days.forEach((d) => openIntervals(cal, d).forEach(([s, e]) => widen(s, e)));
  spans.flat().forEach((s) => !s.allDay && widen(s.start, s.end));
  if (first >= last) {
    const fallback = DEFAULT_OPENING_HOURS.mon!;
    first = minutesOf(fallback.open) / 60;
    last = minutesOf(fallback.close) / 60;
  }
  return Array.from({ length: last - first }, (_, i) => first + i);
}

/** The CSS row template the week's hour labels and its days' hours share: `n` rows of one `--av-row` each. */
export const hourTemplate = (n: number): string => `repeat(${n}, var(--av-row))`;

/** Whether any of [start, end) is in one of the intervals. */
export const overlaps = (start: number, end: number, intervals: readonly (readonly [number, number])[]): boolean => intervals.some(([s, e]) => s < end && e > start);

/** The week view's hour row (availability.css --av-row) and a chip's text line and padding, in pixels. */
export const WEEK_ROW_PX = 40;
const CHIP_LINE_PX = 12 * 1.3;
const CHIP_PADDING_PX = 6;

/**
 * How many whole lines of a chip's text fit a block of these minutes in the week view (at least
 * one): the text is clamped there, its last line ending in an ellipsis, instead of being cut
 * through by the chip's edge.
 */
export function chipLines(minutes: number): number {
  return Math.max(1, Math.floor(((minutes / 60) * WEEK_ROW_PX - CHIP_PADDING_PX) / CHIP_LINE_PX));
}
