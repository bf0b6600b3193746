import { availabilityQuery, blockBody, calendarFeedParams } from './availability';
import { AVAILABILITY_LIMITS } from './owner-lists';

const paths = (schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[] }[] } } }, v: unknown) =>
  (schema.safeParse(v).error?.issues ?? []).map((i) => i.path.join('.'));

test('a calendar read names real days, in order, at most maxRangeDays of them', () => {
  expect(availabilityQuery.parse({ from: '2026-05-01', to: '2026-05-31' })).toEqual({ from: '2026-05-01', to: '2026-05-31' });
  expect(availabilityQuery.safeParse({ from: '2026-05-01', to: '2026-07-01' }).success).toBe(true); // 62 days
  expect(paths(availabilityQuery, { from: '2026-05-01', to: '2026-07-02' })).toEqual(['to']);
  expect(paths(availabilityQuery, { from: '2026-05-02', to: '2026-05-01' })).toEqual(['to']);
  expect(paths(availabilityQuery, { from: '2026-02-30', to: '2026-03-01' })).toEqual(['from']);
  expect(paths(availabilityQuery, {})).toEqual(['from', 'to']);
});

test('a block has times with offsets, ends after it starts, lasts at most a year, a short note', () => {
  const ok = { start_at: '2026-05-01T00:00:00+08:00', end_at: '2026-05-02T00:00:00+08:00' };
  expect(blockBody.parse({ ...ok, note: ' Maintenance ' })).toEqual({ ...ok, note: 'Maintenance' });
  expect(blockBody.parse(ok).note).toBe('');
  expect(paths(blockBody, { ...ok, start_at: '2026-05-01T00:00:00' })).toEqual(['start_at']);
  expect(paths(blockBody, { ...ok, end_at: ok.start_at })).toEqual(['end_at']);
  expect(paths(blockBody, { ...ok, end_at: '2027-05-03T00:00:00+08:00' })).toEqual(['end_at']);
  expect(paths(blockBody, { ...ok, note: 'x'.repeat(AVAILABILITY_LIMITS.note + 1) })).toEqual(['note']);
  expect(paths(blockBody, { ...ok, kind: 'booking' })).toEqual(['']);
});

test('a feed token is the 43 characters of a link', () => {
  expect(calendarFeedParams.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
  expect(paths(calendarFeedParams, { token: 'A'.repeat(42) })).toEqual(['token']);
  expect(paths(calendarFeedParams, { token: `${'A'.repeat(42)}.` })).toEqual(['token']);
});
