import { PAGE_DATA_ID, installPageData, pageCallKey, resetPageData, takePageCall, withPageData } from './page-data';

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

describe('withPageData (the server’s render, docs/ssr.md)', () => {
  it('installs a copy of the data for one call, then puts back what was there', () => {
    const data = { '/v1/venues/the-loft': { data: 1 } };
    expect(withPageData(data, () => [takePageCall('/v1/venues/the-loft', undefined), takePageCall('/v1/venues/the-loft', undefined)])).toEqual([{ data: 1 }, undefined]);
    expect(data).toEqual({ '/v1/venues/the-loft': { data: 1 } }); // the caller's object is untouched
    expect(takePageCall('/v1/venues/the-loft', undefined)).toBeUndefined();
  });

  it('restores also when the render throws, and nests', () => {
    expect(() => withPageData({ a: 1 }, () => {
      throw new Error('boom');
    })).toThrow('boom');
    const restore = installPageData({ a: 1 });
    expect(withPageData({ b: 2 }, () => takePageCall('a', undefined))).toBeUndefined();
    expect(takePageCall('a', undefined)).toBe(1);
    restore();
    expect(takePageCall('a', undefined)).toBeUndefined();
  });
});
