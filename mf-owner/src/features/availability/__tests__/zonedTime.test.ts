import {
  addDays,
  addMonths,
  dayLabel,
  formatOffset,
  hoursOn,
  isDay,
  isoWithOffset,
  localParts,
  mondayOf,
  offsetMinutes,
  todayIn,
  wholeDays,
  zonedIso,
  zonedMs,
} from '../zonedTime';

// The venue's zone, never the browser's: Singapore has no daylight saving; London's clocks go back
// on the last Sunday of October (that day is 25 h) and forward on the last Sunday of March (23 h).

const HOUR = 3_600_000;

describe('Singapore (+08:00, no daylight saving)', () => {
  const SG = 'Asia/Singapore';

  test('a whole day is local midnight to the next local midnight, with the offset', () => {
    expect(wholeDays('2026-12-04', '2026-12-04', SG)).toEqual({ start_at: '2026-12-04T00:00:00+08:00', end_at: '2026-12-05T00:00:00+08:00' });
  });

  test('several days run from the first midnight to the midnight after the last day, across a month end', () => {
    expect(wholeDays('2026-12-30', '2027-01-02', SG)).toEqual({ start_at: '2026-12-30T00:00:00+08:00', end_at: '2027-01-03T00:00:00+08:00' });
  });

  test('hours on a day keep the local clock; an end of 00:00 is the midnight that ends the day', () => {
    expect(hoursOn('2026-12-05', '18:00', '23:00', SG)).toEqual({ start_at: '2026-12-05T18:00:00+08:00', end_at: '2026-12-05T23:00:00+08:00' });
    expect(hoursOn('2026-12-05', '18:00', '00:00', SG)).toEqual({ start_at: '2026-12-05T18:00:00+08:00', end_at: '2026-12-06T00:00:00+08:00' });
  });

  test('an instant reads as the Singapore day and time, whatever the browser’s zone', () => {
    expect(localParts('2026-12-04T16:30:00.000Z', SG)).toEqual({ day: '2026-12-05', time: '00:30', minutes: 30 });
    expect(zonedMs('2026-12-05', '00:30', SG)).toBe(Date.parse('2026-12-04T16:30:00Z'));
    expect(todayIn(SG, Date.parse('2026-12-04T17:00:00Z'))).toBe('2026-12-05');
    expect(offsetMinutes(SG, Date.parse('2026-06-01T00:00:00Z'))).toBe(480);
  });
});

describe('Europe/London across the clock changes', () => {
  const LDN = 'Europe/London';

  test('the last Sunday of October is 25 hours, +01:00 to +00:00', () => {
    const day = wholeDays('2026-10-25', '2026-10-25', LDN);
    expect(day).toEqual({ start_at: '2026-10-25T00:00:00+01:00', end_at: '2026-10-26T00:00:00+00:00' });
    expect(Date.parse(day.end_at) - Date.parse(day.start_at)).toBe(25 * HOUR);
  });

  test('the last Sunday of March is 23 hours, +00:00 to +01:00', () => {
    const day = wholeDays('2027-03-28', '2027-03-28', LDN);
    expect(day).toEqual({ start_at: '2027-03-28T00:00:00+00:00', end_at: '2027-03-29T00:00:00+01:00' });
    expect(Date.parse(day.end_at) - Date.parse(day.start_at)).toBe(23 * HOUR);
  });

  test('a week of whole days across the change is 7 × 24 h + 1 h', () => {
    const week = wholeDays('2026-10-19', '2026-10-25', LDN);
    expect(Date.parse(week.end_at) - Date.parse(week.start_at)).toBe((7 * 24 + 1) * HOUR);
  });

  test('hours on the change day carry the offset each has', () => {
    expect(hoursOn('2026-10-25', '00:00', '03:00', LDN)).toEqual({ start_at: '2026-10-25T00:00:00+01:00', end_at: '2026-10-25T03:00:00+00:00' });
  });

  test('a time that happens twice is the first; a skipped time lands just after the gap', () => {
    expect(zonedIso('2026-10-25', '01:30', LDN)).toBe('2026-10-25T01:30:00+01:00');
    expect(zonedIso('2027-03-28', '01:30', LDN)).toBe('2027-03-28T02:30:00+01:00');
  });

  test('an instant in summer and in winter reads with its own offset', () => {
    expect(isoWithOffset(Date.parse('2026-07-01T12:00:00Z'), LDN)).toBe('2026-07-01T13:00:00+01:00');
    expect(isoWithOffset(Date.parse('2026-12-01T12:00:00Z'), LDN)).toBe('2026-12-01T12:00:00+00:00');
  });
});

describe('calendar days', () => {
  test('days, months and weeks count on the calendar, not in hours', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  test('labels read like “Fri 4 Dec 2026”; offsets like “-05:30”', () => {
    expect(dayLabel('2026-12-04')).toBe('Fri 4 Dec 2026');
    expect(dayLabel('2026-12-04', false)).toBe('Fri 4 Dec');
    expect(formatOffset(-330)).toBe('-05:30');
    expect(formatOffset(0)).toBe('+00:00');
  });
});
