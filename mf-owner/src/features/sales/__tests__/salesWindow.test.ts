import { salesQuery } from '@venues/contracts';
import { isCalendarDay, isVenueId, lastDayFrom, windowPresets, windowProblems } from '../salesWindow';

// The page's hand-written checks agree with the server's salesQuery on what it accepts.

test('a window is refused where salesQuery refuses it', () => {
  const cases: [string, string][] = [
    ['2026-01-01', '2026-12-31'],
    ['2026-01-01', '2026-01-01'],
    ['2026-03-01', '2026-02-28'],
    ['2026-02-31', '2026-03-01'],
    ['2025-01-01', '2026-12-31'],
    ['2025-01-01', '2027-01-01'],
    ['2025-01-01', '2027-01-02'],
    ['', '2026-01-01'],
  ];
  for (const [from, to] of cases) {
    const ours = Object.keys(windowProblems(from, to)).length === 0;
    expect([from, to, ours]).toEqual([from, to, from !== '' && salesQuery.safeParse({ from, to }).success]);
  }
});

test('the messages say what to change', () => {
  expect(windowProblems('', '')).toEqual({ from: 'Choose the first day', to: 'Choose the last day' });
  expect(windowProblems('2026-03-01', '2026-02-01')).toEqual({ to: 'Choose a last day on or after the first day' });
  expect(windowProblems('2025-01-01', '2027-01-02')).toEqual({ to: 'A report covers at most 731 days: choose a shorter window' });
});

test('the last day a window may end on is 730 days after its first', () => {
  expect(lastDayFrom('2025-01-01')).toBe('2027-01-01');
  expect(windowProblems('2025-01-01', lastDayFrom('2025-01-01'))).toEqual({});
});

test('days and venue ids', () => {
  expect(isCalendarDay('2028-02-29')).toBe(true);
  expect(isCalendarDay('2026-02-29')).toBe(false);
  expect(isVenueId('11111111-1111-4111-8111-111111111111')).toBe(true);
  expect(isVenueId('not-a-venue')).toBe(false);
});

test('in December "Last 12 months" is not "This year"', () => {
  const [last12, thisYear] = windowPresets('2026-12-03');
  expect(last12).toEqual({ label: 'Last 12 months', from: '2025-12-04', to: '2026-12-03' });
  expect(thisYear).toEqual({ label: 'This year', from: '2026-01-01', to: '2026-12-31' });
});

test('the common windows count from the owner’s today', () => {
  expect(windowPresets('2026-11-26')).toEqual([
    { label: 'Last 12 months', from: '2025-11-27', to: '2026-11-26' },
    { label: 'This year', from: '2026-01-01', to: '2026-12-31' },
    { label: 'Last year', from: '2025-01-01', to: '2025-12-31' },
    { label: 'Last 30 days', from: '2026-10-28', to: '2026-11-26' },
  ]);
});
