import { auditLogQuery } from './admin';
import { availabilityQuery, blockBody } from './availability';
import { DATE_BOUNDS, isoDate } from './common';
import { calendarDate } from './discovery';
import { salesQuery } from './sales';

// Every date the API takes is held to DATE_BOUNDS, so that none reaches the database or a time-zone
// conversion out of its range; the error names the field.

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

test('the bounds themselves are days, and a day on them is taken', () => {
  expect(DATE_BOUNDS).toEqual({ min: '1900-01-01', max: '2999-12-31' });
  for (const s of [isoDate, calendarDate]) {
    expect(s.safeParse(DATE_BOUNDS.min).success).toBe(true);
    expect(s.safeParse(DATE_BOUNDS.max).success).toBe(true);
    expect(s.safeParse('9999-12-31').success).toBe(false);
    expect(s.safeParse('1899-12-31').success).toBe(false);
  }
});

test('query days: the audit trail, sales and availability name the day out of range', () => {
  expect(fields(auditLogQuery.safeParse({ to: '9999-12-31' }))).toEqual(['to: To must be between 1900-01-01 and 2999-12-31']);
  expect(fields(salesQuery.safeParse({ from: '0001-01-01' }))).toEqual(['from: From must be between 1900-01-01 and 2999-12-31']);
  expect(fields(availabilityQuery.safeParse({ from: '2026-01-01', to: '3000-01-01' }))).toContain('to: To must be between 1900-01-01 and 2999-12-31');
  expect(availabilityQuery.safeParse({ from: '2026-01-01', to: '2026-01-07' }).success).toBe(true);
});

test('date-times in bodies: a block out of range names its field; one inside is taken', () => {
  const ok = { start_at: '2026-05-01T00:00:00+08:00', end_at: '2026-05-02T00:00:00+08:00' };
  expect(blockBody.safeParse(ok).success).toBe(true);
  expect(fields(blockBody.safeParse({ ...ok, end_at: '9999-12-31T23:00:00-12:00' }))).toContain('end_at: End must be between 1900-01-01 and 2999-12-31');
});
