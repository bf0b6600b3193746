import { AVAILABILITY_LIMITS, DEFAULT_OPENING_HOURS, type AvailabilityBlock, type OpeningHours } from '@venues/contracts';
import { calendarWindow, chipLines, hourRows, openIntervals, spansOn, stepAnchor, weeksOf } from '../calendarLayout';
import { blockWhen, dayPhrase } from '../describe';
import { daysBetween } from '../venueTime';

const block = (kind: AvailabilityBlock['kind'], start_at: string, end_at: string, note = ''): AvailabilityBlock => ({
  _id: `${kind}-${start_at}`,
  space_id: 's1',
  kind,
  start_at,
  end_at,
  note,
  booking: null,
  offer: null,
  created_at: '2026-11-01T00:00:00.000Z',
});

describe('the shown period', () => {
  test('a month view is its whole weeks, Monday first, within one calendar read', () => {
    const w = calendarWindow('month', '2026-12-17');
    expect(w).toEqual({ from: '2026-11-30', to: '2027-01-03', title: 'December 2026' });
    // The longest month view: 31 days starting on a Sunday spans six weeks.
    const longest = calendarWindow('month', '2026-03-01');
    expect(daysBetween(longest.from, longest.to) + 1).toBe(42);
    expect(daysBetween(longest.from, longest.to) + 1).toBeLessThanOrEqual(AVAILABILITY_LIMITS.maxRangeDays);
    expect(weeksOf(w.from, w.to)).toHaveLength(5);
  });

  test('a week view is Monday to Sunday; previous and next move a week or a month', () => {
    expect(calendarWindow('week', '2026-12-04')).toEqual({ from: '2026-11-30', to: '2026-12-06', title: 'Mon 30 Nov – Sun 6 Dec 2026' });
    expect(calendarWindow('week', '2026-12-30').title).toBe('Mon 28 Dec 2026 – Sun 3 Jan 2027');
    expect(stepAnchor('week', '2026-12-04', 1)).toBe('2026-12-11');
    expect(stepAnchor('month', '2026-12-17', -1)).toBe('2026-11-01');
  });
});

describe('blocks on the days of the venue’s zone', () => {
  const SG = 'Asia/Singapore';

  test('a whole-day block fills its day only; hours land on their local times', () => {
    const day = block('blocked', '2026-12-03T16:00:00.000Z', '2026-12-04T16:00:00.000Z', 'Maintenance');
    const evening = block('blocked', '2026-12-05T10:00:00.000Z', '2026-12-05T15:00:00.000Z', 'Staff party');
    expect(spansOn('2026-12-04', [day, evening], SG)).toEqual([{ block: day, start: 0, end: 1440, allDay: true }]);
    expect(spansOn('2026-12-03', [day], SG)).toEqual([]);
    expect(spansOn('2026-12-05', [day, evening], SG)).toEqual([{ block: evening, start: 18 * 60, end: 23 * 60, allDay: false }]);
    expect(dayPhrase('2026-12-04', { open: '08:00', close: '22:00' }, spansOn('2026-12-04', [day], SG), SG)).toBe('Fri 4 Dec 2026: blocked, Maintenance');
    expect(blockWhen(evening, SG)).toBe('Sat 5 Dec 2026, 18:00–23:00');
  });

  test('London’s 25-hour day is one whole day', () => {
    const b = block('blocked', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z');
    expect(spansOn('2026-10-25', [b], 'Europe/London')).toEqual([{ block: b, start: 0, end: 1440, allDay: true }]);
    expect(spansOn('2026-10-26', [b], 'Europe/London')).toEqual([]);
    expect(blockWhen(b, 'Europe/London')).toBe('Sun 25 Oct 2026');
  });

  test('a block across midnight shows on both days', () => {
    const b = block('hold', '2026-12-05T14:00:00.000Z', '2026-12-05T18:00:00.000Z');
    expect(spansOn('2026-12-05', [b], SG).map((s) => [s.start, s.end])).toEqual([[22 * 60, 1440]]);
    expect(spansOn('2026-12-06', [b], SG).map((s) => [s.start, s.end])).toEqual([[0, 2 * 60]]);
    expect(blockWhen(b, SG)).toBe('Sat 5 Dec 2026 22:00 to Sun 6 Dec 2026 02:00');
  });
});

describe('opening hours and the week’s rows', () => {
  const lateFriday: OpeningHours = { ...DEFAULT_OPENING_HOURS, fri: { open: '18:00', close: '02:00' }, sun: null };
  const cal = { days: [], opening_hours: lateFriday };

  test('hours past midnight open the early hours of the next day; a closed day has none', () => {
    expect(openIntervals(cal, '2026-12-04')).toEqual([[18 * 60, 1440]]);
    expect(openIntervals(cal, '2026-12-05')).toEqual([[0, 120], [480, 1320]]);
    expect(openIntervals(cal, '2026-12-06')).toEqual([]);
  });

  test('rows run from the earliest opening to the latest close, widened by timed blocks', () => {
    const days = ['2026-11-30', '2026-12-01'];
    const plain = { days: [], opening_hours: DEFAULT_OPENING_HOURS };
    expect(hourRows(plain, days, [[], []])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    const late = spansOn('2026-12-01', [block('blocked', '2026-12-01T14:00:00.000Z', '2026-12-01T15:30:00.000Z')], 'Asia/Singapore');
    expect(hourRows(plain, days, [[], late]).at(-1)).toBe(23);
  });
});

test('a week chip holds as many whole lines as its height: one for 20 minutes, two for an hour, nine for four hours', () => {
  expect([chipLines(20), chipLines(30), chipLines(60), chipLines(240)]).toEqual([1, 1, 2, 9]);
});
