import { resolveCountryRoute, rootCountry } from './country';

const known = ['sg', 'GB', 'us'];

describe('resolveCountryRoute (docs/spec.md §2)', () => {
  test.each([
    ['lowercase known code', 'sg', undefined, { action: 'ok', country: 'sg' }],
    ['uppercase param is accepted and lowercased', 'SG', 'us', { action: 'ok', country: 'sg' }],
    ['known list compared case-insensitively', 'gb', undefined, { action: 'ok', country: 'gb' }],
    ['unknown two-letter code, stored valid', 'fr', 'us', { action: 'redirect', country: 'us' }],
    ['unknown two-letter code, nothing stored', 'fr', undefined, { action: 'redirect', country: 'sg' }],
    ['three letters', 'sgp', 'gb', { action: 'redirect', country: 'gb' }],
    ['digits', '12', 'gb', { action: 'redirect', country: 'gb' }],
    ['missing param', undefined, 'US', { action: 'redirect', country: 'us' }],
    ['stored code not known falls back to sg', 'xx', 'fr', { action: 'redirect', country: 'sg' }],
    ['stored value malformed falls back to sg', 'xx', 'usa', { action: 'redirect', country: 'sg' }],
  ] as const)('%s', (_label, param, stored, expected) => {
    expect(resolveCountryRoute(param, stored, known)).toEqual(expected);
  });
});

describe('rootCountry', () => {
  test('stored known country', () => expect(rootCountry('GB', known)).toBe('gb'));
  test('nothing stored → sg', () => expect(rootCountry(undefined, known)).toBe('sg'));
  test('stored unknown → sg', () => expect(rootCountry('fr', known)).toBe('sg'));
});

describe('the default storefront (docs/admin.md)', () => {
  test('/ and unknown codes land on it when nothing known is stored', () => {
    expect(rootCountry(undefined, known, 'gb')).toBe('gb');
    expect(resolveCountryRoute('fr', undefined, known, 'gb')).toEqual({ action: 'redirect', country: 'gb' });
  });
  test('a known stored country still wins', () => expect(rootCountry('us', known, 'gb')).toBe('us'));
});
