import { hasPendingSave, rememberPendingSave, takePendingSave } from '../pendingSave';

const venue = { _id: 'v1', name: 'The Glasshouse' };
beforeEach(() => localStorage.clear());

test('a save started before sign-in is taken back on the same page, once', () => {
  rememberPendingSave(venue, '/sg/venues?guests=40', 1_000);
  expect(hasPendingSave()).toBe(true);
  expect(takePendingSave('/sg/venues?guests=40', 2_000)).toEqual(venue);
  expect(hasPendingSave()).toBe(false);
  expect(takePendingSave('/sg/venues?guests=40', 3_000)).toBeNull();
});

test('on another page, or after the 24 hours of a confirmation link, it is dropped', () => {
  rememberPendingSave(venue, '/sg/venues', 0);
  expect(takePendingSave('/sg/venues/other', 1_000)).toBeNull();
  expect(hasPendingSave()).toBe(false);
  rememberPendingSave(venue, '/sg/venues', 0);
  expect(takePendingSave('/sg/venues', 24 * 3600_000 + 1)).toBeNull();
});

test('garbage in storage is ignored', () => {
  localStorage.setItem('venuely:pending-save', '{not json');
  expect(takePendingSave('/sg/venues')).toBeNull();
  localStorage.setItem('venuely:pending-save', JSON.stringify({ venue: { _id: 1 }, returnTo: '/sg/venues', at: 0 }));
  expect(takePendingSave('/sg/venues', 10)).toBeNull();
});
