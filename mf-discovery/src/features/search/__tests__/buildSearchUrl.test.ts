import { buildSearchUrl } from '../buildSearchUrl';

test('puts every filled criterion in the venues URL of the storefront', () => {
  expect(buildSearchUrl('sg', { eventType: 'conferences', city: 'Marina Bay', guests: '120', date: '2027-03-14' })).toBe(
    '/sg/venues?event_type=conferences&city=Marina+Bay&guests=120&date=2027-03-14',
  );
});

test('leaves out empty, non-positive and malformed values', () => {
  expect(buildSearchUrl('MY', { eventType: '', city: '  ', guests: '0', date: '14/03/2027' })).toBe('/my/venues');
  expect(buildSearchUrl('au', { guests: -3, city: ' Sydney ' })).toBe('/au/venues?city=Sydney');
});

test('encodes characters that need it', () => {
  expect(buildSearchUrl('gb', { city: 'King’s Cross & St Pancras' })).toBe('/gb/venues?city=King%E2%80%99s+Cross+%26+St+Pancras');
});
