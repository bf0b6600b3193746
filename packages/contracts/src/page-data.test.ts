import { PAGE_DATA_ID, pageCallKey, resetPageData, takePageCall } from './page-data';

/** A document with one element, as takePageCall reads it. */
const docWith = (text: string | null) => ({ getElementById: (id: string) => (id === PAGE_DATA_ID && text !== null ? { textContent: text } : null) });

beforeEach(() => resetPageData());

describe('pageCallKey', () => {
  it('sorts query values by name and leaves out undefined and null, so both sides write one key', () => {
    expect(pageCallKey('/v1/venues/search', { guests: '50', country: 'sg', q: undefined, city: null })).toBe('/v1/venues/search?country=sg&guests=50');
    expect(pageCallKey('/v1/venues/search', { country: 'sg', guests: 50 })).toBe(pageCallKey('/v1/venues/search', { guests: '50', country: 'sg' }));
  });

  it('encodes values and keeps a path without a query as it is', () => {
    expect(pageCallKey('/v1/venues/search', { q: 'roof top & bar' })).toBe('/v1/venues/search?q=roof+top+%26+bar');
    expect(pageCallKey('/v1/country-settings')).toBe('/v1/country-settings');
    expect(pageCallKey('/v1/country-settings', {})).toBe('/v1/country-settings');
  });
});

describe('takePageCall', () => {
  it('hands each inlined answer out once', () => {
    const doc = docWith(JSON.stringify({ '/v1/country-settings': { data: [1] } }));
    expect(takePageCall('/v1/country-settings', doc)).toEqual({ data: [1] });
    expect(takePageCall('/v1/country-settings', doc)).toBeUndefined();
  });

  it('answers undefined for other keys, a page without data, unreadable data, and outside a browser', () => {
    expect(takePageCall('/v1/other', docWith(JSON.stringify({ '/v1/country-settings': {} })))).toBeUndefined();
    resetPageData();
    expect(takePageCall('/v1/country-settings', docWith(null))).toBeUndefined();
    resetPageData();
    expect(takePageCall('/v1/country-settings', docWith('{not json'))).toBeUndefined();
    resetPageData();
    expect(takePageCall('/v1/country-settings', undefined)).toBeUndefined();
  });

  it('does not take keys from the object prototype', () => {
    expect(takePageCall('constructor', docWith('{}'))).toBeUndefined();
  });
});
