import { DEFAULT_OPENING_HOURS, openHoursOn } from './owner-lists';
import { openingHoursSchema, venueCreateBody, venueMissing, venuePatchBody } from './owner-venues';

const week = (h: { open: string; close: string } | null) => ({ mon: h, tue: h, wed: h, thu: h, fri: h, sat: h, sun: null });

test('openHoursOn reads a weekday key or Date#getDay(), unset hours as 08:00–22:00', () => {
  expect(openHoursOn(null, 'mon')).toEqual({ open: '08:00', close: '22:00' });
  expect(openHoursOn(undefined, 0)).toEqual(DEFAULT_OPENING_HOURS.sun);
  const hours = week({ open: '09:00', close: '01:00' });
  expect(openHoursOn(hours, 'sun')).toBeNull();
  expect(openHoursOn(hours, 1)).toEqual({ open: '09:00', close: '01:00' });
  expect(openHoursOn(hours, 7)).toBeNull(); // 7 wraps to Sunday
});

test('opening hours take every day, HH:MM, a close past midnight or at 24:00, never equal to the open', () => {
  expect(openingHoursSchema.safeParse(week({ open: '00:00', close: '24:00' })).success).toBe(true);
  expect(openingHoursSchema.safeParse(week({ open: '18:00', close: '02:00' })).success).toBe(true);
  const paths = (v: unknown) => (openingHoursSchema.safeParse(v).error?.issues ?? []).map((i) => i.path.join('.'));
  expect(paths(week({ open: '09:00', close: '09:00' }))).toContain('mon.close');
  expect(paths(week({ open: '24:00', close: '10:00' }))).toContain('mon.open');
  expect(paths({ mon: null })).toEqual(expect.arrayContaining(['tue', 'sun']));
});

test('a new draft needs a name; the pin comes whole', () => {
  expect(venueCreateBody.safeParse({}).error?.issues[0]?.path).toEqual(['name']);
  expect(venueCreateBody.parse({ name: ' Hall ', country: 'SG' })).toEqual({ name: 'Hall', country: 'sg' });
  expect(venuePatchBody.safeParse({ longitude: 103 }).error?.issues[0]?.path).toEqual(['latitude']);
  expect(venuePatchBody.safeParse({ latitude: null, longitude: null }).success).toBe(true);
});

test('venueMissing names each gap, a space’s under its index', () => {
  const base = { name: 'Hall', country: 'sg', city: '', address: 'x', latitude: 1, longitude: 2, description: 'd'.repeat(30), event_types: ['meetings' as const], time_zone: 'Asia/Singapore', photos: [{ _id: 'a', url: '/a', thumb_url: '/a', caption: '', width: 1, height: 1 }] };
  const space = { name: 'Room', space_type: null, capacity: { standing: 0, seated: 10, theatre: 0, banquet: 0 }, pricing: { currency: 'SGD', per_hour: null, per_day: { amount: 1 }, packages: [] }, status: 'draft' as const };
  expect(venueMissing({ ...base, spaces: [{ ...space, status: 'archived' }, space] }).map((m) => m.field)).toEqual(['city', 'spaces.1.space_type']);
  expect(venueMissing({ ...base, spaces: [] }).map((m) => m.field)).toEqual(['city', 'spaces']);
});
