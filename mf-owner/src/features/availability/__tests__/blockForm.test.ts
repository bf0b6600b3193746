import { blockBodyOf, formFieldOf, initialBlockValues, type BlockFormValues } from '../blockForm';
import { blockFormSchema } from '../blockRules';

// What the block form sends and refuses, before any request.

const days = (first: string, last: string, note = ''): BlockFormValues => ({ ...initialBlockValues(first, null, undefined, ['s1']), last, note });
const errors = (v: BlockFormValues) => {
  const r = blockFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

test('whole days run from local midnight to the midnight after the last day, with the trimmed note', () => {
  expect(blockBodyOf(days('2026-12-23', '2026-12-25', '  Refurbishment '), 'Asia/Singapore')).toEqual({
    start_at: '2026-12-23T00:00:00+08:00',
    end_at: '2026-12-26T00:00:00+08:00',
    note: 'Refurbishment',
  });
  expect(blockBodyOf(days('2026-10-25', '2026-10-25'), 'Europe/London')).toEqual({ start_at: '2026-10-25T00:00:00+01:00', end_at: '2026-10-26T00:00:00+00:00', note: '' });
});

test('an hour from the week view is that hour; one ending at midnight ends at the next day’s 00:00', () => {
  const v = initialBlockValues('2026-12-05', { open: '08:00', close: '24:00' }, 23);
  expect(v).toMatchObject({ mode: 'hours', day: '2026-12-05', start: '23:00', end: '00:00' });
  expect(blockBodyOf(v, 'Asia/Singapore')).toMatchObject({ start_at: '2026-12-05T23:00:00+08:00', end_at: '2026-12-06T00:00:00+08:00' });
});

test('a day’s hours become the form’s default times; hours past midnight end the day at 00:00', () => {
  expect(initialBlockValues('2026-12-04', { open: '10:00', close: '18:00' })).toMatchObject({ mode: 'days', start: '10:00', end: '18:00' });
  expect(initialBlockValues('2026-12-04', { open: '18:00', close: '02:00' })).toMatchObject({ start: '18:00', end: '00:00' });
});

test('the checks say what to change', () => {
  expect(errors(days('2026-12-10', '2026-12-09'))).toEqual({ last: 'Choose a last day on or after the first day' });
  expect(errors(days('2026-01-01', '2027-01-02'))).toEqual({ last: 'A block lasts at most 366 days: split it in two' });
  expect(errors({ ...initialBlockValues('2026-12-05', null, 18, ['s1']), end: '17:00' })).toEqual({ end: 'Choose an end after the start (00:00 is midnight)' });
  expect(errors({ ...days('2026-12-05', '2026-12-05'), note: 'x'.repeat(501) })).toEqual({ note: 'Keep the note to 500 characters' });
  expect(errors({ ...days('2026-12-05', '2026-12-05'), space_ids: [] })).toEqual({ space_ids: 'Choose at least one space' });
  expect(errors(days('2026-12-05', '2026-12-05'))).toEqual({});
});

test('the server’s field errors land on the field of the chosen mode', () => {
  expect(formFieldOf('start_at', 'days')).toBe('first');
  expect(formFieldOf('end_at', 'hours')).toBe('end');
  expect(formFieldOf('note', 'hours')).toBe('note');
  expect(formFieldOf('space_id', 'days')).toBeUndefined();
});
